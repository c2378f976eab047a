package pharaonview

import (
	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.View        = (*View)(nil)
	_ gameview.Placer      = (*View)(nil)
	_ gameview.PanelTipper = (*View)(nil)
	_ gameview.Watcher     = (*View)(nil)
)

// Places are the spots of the board event e touches, in the layout and
// state of the last Sync: where the piece is now, and the panel of the
// seat that gained or lost something.
func (v *View) Places(e engine.Event) []gameview.Place {
	if v.st == nil || v.pl == nil {
		return nil
	}
	var out []gameview.Place
	rect := func(r geom.Rect) {
		if !r.Empty() {
			out = append(out, gameview.Place{R: r})
		}
	}
	circle := func(r geom.Rect) {
		if !r.Empty() {
			out = append(out, gameview.Place{R: r, Shape: gameview.PlaceCircle})
		}
	}
	at := func(t target) { rect(v.targetRect(t)) }
	spot := func(pc piece) { circle(v.pieceRect(pc)) }
	panelRes := func(seat, res int) { rect(v.pieceRect(piece{pcSeatRes, seat, res})) }
	panelOff := func(seat, kind int) { rect(v.pieceRect(piece{pcSeatOff, seat, kind})) }
	card := func(seat, b int) { rect(v.pieceRect(piece{pcSeatCard, seat, b})) }
	switch e := e.(type) {
	case pharaon.NobleGiven:
		card(e.Player, e.Noble)
	case pharaon.JarRevealed:
		at(target{tJar, e.Slot, 0})
	case pharaon.JarTaken:
		at(target{tJar, e.Slot, 0})
	case pharaon.JarDiscarded:
		at(target{tJar, e.Slot, 0})
	case pharaon.WheelTokenPlaced:
		spot(piece{pcWheel, e.Colour, e.Slot})
	case pharaon.WheelTokenReturned:
		// Nothing: every token leaves at the new round, and a ring on
		// each emptied slot only hid what the next players placed; the
		// wheel's own ring (WheelRotated) says the round changed.
	case pharaon.WheelRotated:
		circle(geom.RectFromCenter(v.pl.WheelC, 2*v.pl.WheelR, 2*v.pl.WheelR))
	case pharaon.LotFilled:
		at(target{tLot, e.Lot, 0})
	case pharaon.BonusFilled:
		at(target{tBonus, e.Pos, 0})
	case pharaon.Gained:
		panelRes(e.Player, e.Res)
	case pharaon.OfferingGained:
		if e.From == "bonus" {
			at(target{tBonus, e.Pos, 0})
		} else {
			at(target{tBag, 0, 0})
		}
		panelOff(e.Player, e.Kind)
	case pharaon.RoundStarted:
		at(target{tRound, e.Round - 1, 0})
	case pharaon.Passed:
		if e.Last {
			at(target{tRound, v.st.Round() - 1, 0}) // no row: the round ends
		} else {
			at(target{tPyrSpace, e.Row - 1, 0})
		}
	case pharaon.PyramidStepped:
		at(target{tPyrSpace, e.Row - 1, e.Pos - 1})
	case pharaon.FirstPlayerMoved:
		rect(v.pieceRect(piece{pcFirst, 0, 0}))
	case pharaon.ArtisanTaken:
		if e.Slot >= 0 {
			at(target{tArtCard, e.Slot, 0})
		} else {
			at(target{tArtDeck, 0, 0})
		}
		card(e.Player, 100+e.Card)
	case pharaon.ArtisanRefilled:
		at(target{tArtCard, e.Slot, 0})
	case pharaon.NobleTaken:
		if e.Slot >= 0 {
			at(target{tNobCard, e.Slot, 0})
		} else {
			at(target{tNobDeck, 0, 0})
		}
		card(e.Player, e.Noble)
	case pharaon.NobleRefilled:
		at(target{tNobCard, e.Slot, 0})
	case pharaon.NobleTilted:
		card(e.Player, e.Noble)
	case pharaon.NobleStraightened:
		card(e.Player, e.Noble)
	case pharaon.NileClimbed:
		spot(piece{pcNile, e.Player, e.Track})
	case pharaon.BurialStepped:
		spot(piece{pcCube, e.Player, 0})
	case pharaon.LotTaken:
		at(target{tLot, e.Lot, 0})
		for _, k := range e.Kinds {
			if k >= 0 {
				panelOff(e.Player, k)
			}
		}
	case pharaon.JarGained:
		j := pharaon.Jars[e.Jar]
		for i, got := range e.Got {
			if got {
				panelRes(e.Player, int(j[i]))
			}
		}
	case pharaon.TutorUsed:
		panelRes(e.Player, e.Res)
		card(e.Player, 19)
	case pharaon.DiplomatUsed:
		card(e.Player, 20)
	case pharaon.WiseWomanUsed:
		card(e.Player, 17)
		panelRes(e.Player, e.To)
	case pharaon.TreasurerUsed:
		card(e.Player, 18)
		panelRes(e.Player, pharaon.SIL)
	case pharaon.PharaohTaken:
		rect(v.pieceRect(piece{pcPharaoh, 0, 0}))
	case pharaon.PaymentMade:
		spot(piece{pcWheel, e.Segment, e.Slot})
	case pharaon.NobleDiscarded:
		at(target{tNobCard, e.Slot, 0})
	case pharaon.ArtisanDiscarded:
		at(target{tArtCard, e.Slot, 0})
	case pharaon.TraitorTilePlaced:
		if e.Space >= 1 && e.Space <= pharaon.TileSpaces {
			at(target{tTile, e.Pos, e.Space - 1})
		}
	case pharaon.TraitorJarRevealed, pharaon.TraitorPileDrawn:
		at(target{tTilePile, 0, 0})
	case pharaon.TraitorGod:
		if e.Pos >= 0 && e.Pos < pharaon.NumTiles {
			rect(v.pl.Traitor.Tiles[e.Pos].Head)
		}
	}
	return out
}
