package gameview

import "nilegames/render/geom"

// FirstTip is the tooltip of the first of targets (topmost first) that
// has something to say: its lines, and its rectangle, which the tooltip
// must leave visible. lines returns nil for a target to pass over.
func FirstTip[T any](targets []T, lines func(T) []string, rect func(T) geom.Rect) ([]string, geom.Rect, bool) {
	for _, t := range targets {
		if l := lines(t); len(l) > 0 {
			return l, rect(t), true
		}
	}
	return nil, geom.Rect{}, false
}
