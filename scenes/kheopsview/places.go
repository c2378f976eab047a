package kheopsview

import (
	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Places are the spots of the board event e touches (gameview.Placer), in
// the layout and the state of the last Sync.
func (v *View) Places(e engine.Event) []gameview.Place {
	l, b := v.lay, v.target
	if l == nil || b == nil {
		return nil
	}
	var out []gameview.Place
	tile := func(s int) {
		if s >= 1 && s <= kheops.NumSlots {
			out = append(out, polyPlace(l.tileTri(s)))
		}
	}
	pawn := func(s int) {
		if s >= 1 && s <= kheops.NumSlots {
			c := l.pawnPos(s)
			d := l.pawnSize() * 1.15
			out = append(out, gameview.Place{R: geom.RectFromCenter(c, d, d), Shape: gameview.PlaceCircle})
		}
	}
	switch e := e.(type) {
	case kheops.PawnPlaced:
		// The tile, and the pawn on it (an ousted worker was there).
		tile(e.Slot)
		pawn(e.Slot)
		if kheops.Tiles[max(0, min(b.tile[e.Slot], kheops.NumTiles))].Symbol == kheops.Ankh {
			out = append(out, v.symbolPlace(e.Slot))
		}
		// An ousted worker went back to its owner's supply: the tray's
		// worker button when the tray is the owner's.
		if e.Ousted && 1-e.Player == v.traySeat() {
			out = append(out, gameview.Place{R: l.kindButton(kheops.Worker), Shape: gameview.PlaceRect})
		}
	case kheops.PowerStarted:
		tile(e.Slot)
		out = append(out, v.symbolPlace(e.Slot))
	case kheops.TileRotated:
		tile(e.Slot)
	case kheops.PawnsSwapped:
		tile(e.Own)
		tile(e.Opp)
	case kheops.PawnMoved:
		tile(e.From)
		tile(e.To)
		pawn(e.To)
	case kheops.TilePlaced:
		tile(e.Slot)
	case kheops.TileDrawn:
		out = append(out, gameview.Place{R: l.pile(), Shape: gameview.PlaceRect})
		if seat := e.Player; seat >= 0 && seat < 2 && seat == v.traySeat() && len(b.hand[seat]) > 0 {
			i := b.handIndex(seat, e.Tile)
			if e.Tile == 0 || i < 0 {
				i = len(b.hand[seat]) - 1
			}
			out = append(out, polyPlace(l.handTri(i)))
		}
	case kheops.GameEnded:
		// The networks that scored.
		for _, n := range b.nets {
			if n.Winner < 0 {
				continue
			}
			for _, s := range n.Slots {
				tile(s)
			}
		}
	}
	return out
}

// polyPlace is a triangle as a place.
func polyPlace(t tri) gameview.Place {
	return gameview.Place{R: t.bounds(), Shape: gameview.PlacePoly, Poly: []geom.Point{t.v[0], t.v[1], t.v[2]}}
}

// symbolPlace is the medallion of the tile at slot s (its power, an ankh).
func (v *View) symbolPlace(s int) gameview.Place {
	c, d := v.symbolAt(s)
	return gameview.Place{R: geom.RectFromCenter(c, d, d), Shape: gameview.PlaceCircle}
}

// symbolAt is the centre and diameter of the symbol of the tile at slot s
// as drawn (its corner follows the rotation).
func (v *View) symbolAt(s int) (geom.Point, float64) {
	t := v.lay.tileTri(s)
	k := 0
	if v.target != nil {
		k = v.target.rot[s]
	}
	return frameOf(t, k).at(0, symbolFrac), symbolSize(t.side())
}
