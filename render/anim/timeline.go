package anim

// epsilon is a time small enough to be rounding error (seconds).
const epsilon = 1e-9

// Timeline is a queue of steps; the tweens of one step run in parallel and
// the steps run one after the other. Engine events append steps; the scene
// calls Advance once per frame and waits for input while Busy.
type Timeline struct {
	Speed Speed
	steps [][]*Tween
}

// Then appends a step whose tweens start together after every earlier step
// has finished. A call without tweens does nothing.
func (tl *Timeline) Then(tw ...*Tween) {
	if len(tw) == 0 {
		return
	}
	tl.steps = append(tl.steps, append([]*Tween(nil), tw...))
}

// With adds tweens to the last step, to run alongside it (a new step if the
// queue is empty).
func (tl *Timeline) With(tw ...*Tween) {
	if len(tl.steps) == 0 {
		tl.Then(tw...)
		return
	}
	last := len(tl.steps) - 1
	tl.steps[last] = append(tl.steps[last], tw...)
}

// Busy reports whether anything is queued or moving.
func (tl *Timeline) Busy() bool { return len(tl.steps) > 0 }

// Steps is the number of steps still queued, the running one included.
func (tl *Timeline) Steps() int { return len(tl.steps) }

// Current returns the tweens of the running step (nil when idle).
func (tl *Timeline) Current() []*Tween {
	if len(tl.steps) == 0 {
		return nil
	}
	return tl.steps[0]
}

// Advance moves time forward by dt seconds of wall time. Fast runs time at
// double rate (every duration halved); Off completes everything queued,
// whatever dt. Time left when a step ends flows into the next step, so a
// long frame does not stretch a sequence.
func (tl *Timeline) Advance(dt float64) {
	if tl.Speed == Off {
		tl.Finish()
		return
	}
	if dt < 0 {
		dt = 0
	}
	dt /= tl.Speed.Factor()
	for len(tl.steps) > 0 {
		step := tl.steps[0]
		// The step ends when its longest tween ends.
		longest := 0.0
		for _, tw := range step {
			longest = max(longest, tw.remaining())
		}
		use := min(dt, longest)
		if longest-use < epsilon {
			use = longest // float sums of frame times fall a hair short
		}
		for _, tw := range step {
			tw.Advance(use)
		}
		if use < longest {
			return
		}
		for _, tw := range step {
			tw.Finish()
		}
		tl.steps = tl.steps[1:]
		dt = max(dt-use, 0)
	}
}

// Finish completes every queued tween at once, in order, calling their
// Update(1) and Done callbacks.
func (tl *Timeline) Finish() {
	for len(tl.steps) > 0 {
		step := tl.steps[0]
		tl.steps = tl.steps[1:]
		for _, tw := range step {
			tw.Finish()
		}
	}
}

// Clear drops everything queued without running callbacks.
func (tl *Timeline) Clear() { tl.steps = nil }
