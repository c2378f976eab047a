package egiziaview

import (
	"os"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/scenes/layout"
)

// floodPosition is a position where the seat to act may move the flood
// marker (PhFlood), from a game of players.
func floodPosition(t *testing.T, players int) *egizia.State {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		if s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool { return s.Phase() == egizia.PhFlood }); ok {
			return s
		}
	}
	t.Fatal("no flood decision")
	return nil
}

// Keeping the flood marker is a choice the player sees: a button named
// for it, and the space where the marker stands says "Keep the flood
// here", not "Move the flood here"; the button keeps it (issue 22).
func TestFloodKeepIsAChoice(t *testing.T) {
	want := map[string]string{"en": "Keep the flood here", "fr": "Laisser la crue ici"}
	for _, lang := range []string{"en", "fr"} {
		s := floodPosition(t, 2)
		v := pickView(t, lang, s)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.Pick(nil, legal)
		at := s.Flood()
		if !slices.Contains(v.buttons(), kKeepFlood) {
			t.Fatalf("%s: no Keep button among %v", lang, v.buttons())
		}
		if got := v.buttonLabel(kKeepFlood); got != want[lang] {
			t.Errorf("%s: Keep button reads %q, want %q", lang, got, want[lang])
		}
		if got := v.hoverHint(target{tFlood, at, 0}); got != want[lang] {
			t.Errorf("%s: the marker's space says %q, want %q", lang, got, want[lang])
		}
		for f := 0; f < egizia.NumFlood; f++ {
			if f == at || !v.usable(target{tFlood, f, 0}) {
				continue
			}
			if got := v.hoverHint(target{tFlood, f, 0}); got == want[lang] {
				t.Errorf("%s: space %d, where the marker is not, says %q", lang, f, got)
			}
		}
		r, ok := v.controlRect(target{tButton, kKeepFlood, 0})
		if !ok || r.Empty() {
			t.Fatalf("%s: the Keep button is not drawn", lang)
		}
		c := r.Center()
		a, done, _ := v.Pick(input.TapAt(c.X, c.Y), legal)
		if !done {
			t.Fatalf("%s: a click on Keep gave no action", lang)
		}
		if m := egizia.DecodeAction(a); m.Kind != egizia.ActFlood || m.I != at {
			t.Fatalf("%s: Keep played %s", lang, s.ActionString(a))
		}
		// And the log says the marker was kept.
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		logged := false
		for _, e := range evs {
			if line, ok := Log(e, v.env); ok {
				if _, kept := e.(egizia.FloodKept); kept {
					logged = line != ""
					t.Logf("%s: %s", lang, line)
				}
			}
		}
		if !logged {
			t.Errorf("%s: keeping the flood gave no log line (events %v)", lang, evs)
		}
	}
}

// Pictures of issue 22's part A (EGIZIA_SHOTS=dir): the flood decision
// with the pointer on the marker's space, in both languages.
func TestIssue22APictures(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS not set")
	}
	for _, lang := range []string{"en", "fr"} {
		s := floodPosition(t, 2)
		v := pickView(t, lang, s)
		m := layout.MatchLayout(2, false)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.Pick(nil, legal)
		v.setHover(v.targetRect(target{tFlood, s.Flood(), 0}).Center())
		img := pickScreen(v, m)
		render.BatchAA(img, func() { v.drawHoverHint(img) })
		savePNG(t, img, dir, "flood_"+lang+".png")
	}
}
