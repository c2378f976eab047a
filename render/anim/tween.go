package anim

// Tween is one value moving from 0 to 1 over Duration seconds, after Delay
// seconds, shaped by Ease. Durations are given at normal speed; the
// Timeline applies the speed setting.
type Tween struct {
	Delay    float64
	Duration float64
	Ease     Ease // nil means Linear

	// Update, if set, receives the eased value each time the tween advances
	// (including one final call with Ease(1) = 1).
	Update func(v float64)
	// Done, if set, runs once when the tween completes.
	Done func()

	elapsed  float64
	finished bool
}

// NewTween returns a tween of d seconds with easing e.
func NewTween(d float64, e Ease, update func(v float64)) *Tween {
	return &Tween{Duration: d, Ease: e, Update: update}
}

// Staged is a tween for a timeline: start runs at its first update (when
// the timeline reaches it, not when it is built), then update, and done at
// the end; start also runs if the tween ends at once. Any may be nil.
func Staged(d float64, e Ease, start func(), update func(v float64), done func()) *Tween {
	started := false
	run := func() {
		if !started {
			started = true
			if start != nil {
				start()
			}
		}
	}
	return &Tween{Duration: d, Ease: e,
		Update: func(v float64) {
			run()
			if update != nil {
				update(v)
			}
		},
		Done: func() {
			run()
			if done != nil {
				done()
			}
		}}
}

// Progress is the linear progress in [0,1].
func (t *Tween) Progress() float64 {
	if t.finished {
		return 1
	}
	if t.Duration <= 0 {
		return 0
	}
	return Clamp01((t.elapsed - t.Delay) / t.Duration)
}

// Value is the eased progress (BackOut may exceed 1 on the way).
func (t *Tween) Value() float64 {
	p := t.Progress()
	if t.Ease == nil {
		return p
	}
	if p >= 1 {
		return 1
	}
	return t.Ease(p)
}

// Finished reports whether the tween has completed.
func (t *Tween) Finished() bool { return t.finished }

// Advance moves the tween dt seconds forward and returns the time left over
// after it finished (0 while still running).
func (t *Tween) Advance(dt float64) float64 {
	if t.finished {
		return dt
	}
	end := t.Delay + t.Duration
	t.elapsed += dt
	left := 0.0
	if t.elapsed >= end {
		left = t.elapsed - end
		t.elapsed = end
		t.finished = true
	}
	if t.Update != nil && t.elapsed >= t.Delay {
		t.Update(t.Value())
	}
	if t.finished && t.Done != nil {
		t.Done()
	}
	return left
}

// Finish completes the tween at once.
func (t *Tween) Finish() {
	if !t.finished {
		t.Advance(t.Delay + t.Duration - t.elapsed)
	}
}

// remaining is the time until t completes, its delay included.
func (t *Tween) remaining() float64 {
	if t.finished {
		return 0
	}
	return t.Delay + t.Duration - t.elapsed
}
