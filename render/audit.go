package render

import "sync"

// A Drop is a label that was not drawn whole: left out because it did
// not fit (Why "dropped"), or cut short with an ellipsis or lost lines
// (Why "clipped").
type Drop struct {
	Text, Why string
}

// The audit is off in play: a test turns it on around the drawing of
// labels that must always be drawn whole (card names, discs, bands).
var audit struct {
	mu    sync.Mutex
	on    bool
	drops []Drop
}

// AuditLabels starts recording the labels dropped or clipped by this
// package, by widget and by the views (NoteDrop); the function returned
// stops the recording and returns what was recorded. Not nested.
func AuditLabels() (stop func() []Drop) {
	audit.mu.Lock()
	audit.on, audit.drops = true, nil
	audit.mu.Unlock()
	return func() []Drop {
		audit.mu.Lock()
		defer audit.mu.Unlock()
		d := audit.drops
		audit.on, audit.drops = false, nil
		return d
	}
}

// NoteDrop records that label s was left out ("dropped") or cut short
// ("clipped") while the audit runs. Views call it wherever they skip a
// label that does not fit.
func NoteDrop(s, why string) {
	audit.mu.Lock()
	if audit.on {
		audit.drops = append(audit.drops, Drop{s, why})
	}
	audit.mu.Unlock()
}
