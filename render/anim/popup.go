package anim

import "nilegames/render/geom"

// Popup is a short text rising over the board (points scored, a power
// that could not be used); each view draws it in its own style.
type Popup struct {
	At    geom.Point
	Text  string
	Good  bool    // a gain (gold) rather than a loss or a miss (terracotta)
	T     float64 // seconds since it was added
	Dur   float64
	Delay float64 // seconds before it shows
}

// Progress is how far the popup is, 0 to 1; ok is false while it waits.
func (p *Popup) Progress() (t float64, ok bool) {
	t = (p.T - p.Delay) / p.Dur
	return t, t >= 0
}

// Popups are the popups on screen.
type Popups []*Popup

// Advance moves them on by dt seconds and drops the finished ones.
func (ps *Popups) Advance(dt float64) {
	keep := (*ps)[:0]
	for _, p := range *ps {
		p.T += dt
		if p.T < p.Delay+p.Dur {
			keep = append(keep, p)
		}
	}
	*ps = keep
}
