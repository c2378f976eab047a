package gameview

// PanelSizer is implemented by views whose seat panels need less than the
// match's standard height (Kheops shows the human's pawns and hand by the
// board, so that seat's panel holds two lines): PanelBodyH is the height
// of the body of seat's panel the view draws in full, in logical pixels.
// The match may make the panels that short and give the rest of the
// right column to the log, instead of leaving a gap above it.
type PanelSizer interface {
	PanelBodyH(seat int) float64
}
