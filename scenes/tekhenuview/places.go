package tekhenuview

import (
	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Places are the spots event e touches, in the last Sync's layout.
func (v *View) Places(e engine.Event) []gameview.Place {
	if v.st == nil {
		return nil
	}
	if out, ok := v.soloPlaces(e); ok {
		return out
	}
	l := v.lay
	rect := func(r geom.Rect) gameview.Place { return gameview.Place{R: r} }
	seatPan := func(p int) []gameview.Place {
		if p == v.traySeat() {
			return []gameview.Place{rect(l.balance)}
		}
		return nil
	}
	switch e := e.(type) {
	case tekhenu.DieDrafted:
		out := []gameview.Place{{R: l.section(e.Section).Bounds(), Shape: gameview.PlacePoly, Poly: l.section(e.Section)}}
		return append(out, seatPan(e.Player)...)
	case tekhenu.DieAdded:
		if s, ok := v.dice[e.Die]; ok {
			return []gameview.Place{{R: geom.RectFromCenter(s.c, s.size, s.size)}}
		}
	case tekhenu.DivineAction:
		for g, c := range godCodes {
			if c == e.God {
				return []gameview.Place{{R: l.section(g).Bounds(), Shape: gameview.PlacePoly, Poly: l.section(g)}}
			}
		}
	case tekhenu.StatuePlaced:
		if e.God != "" {
			for g, c := range godCodes {
				if c == e.God {
					return []gameview.Place{rect(l.ringBox(g, 2))}
				}
			}
		}
		for i, c := range []string{"ts_row", "ts_col", "os_work", "os_quar"} {
			if c == e.People {
				return []gameview.Place{rect(l.people[i])}
			}
		}
	case tekhenu.ColumnPlaced:
		if e.Cell >= 0 && e.Cell < 25 {
			return []gameview.Place{rect(l.cells[e.Cell])}
		}
	case tekhenu.ColumnRevealed:
		return []gameview.Place{rect(l.ra[0])}
	case tekhenu.BuildingPlaced:
		if e.Temple >= 0 && e.Temple < len(l.tslot) {
			return []gameview.Place{rect(l.tslot[e.Temple])}
		}
		if e.District >= 0 && e.District < 4 && e.Row >= 1 && e.Row <= 6 {
			return []gameview.Place{rect(l.osiris[e.District][e.Row-1])}
		}
	case tekhenu.CardTaken:
		if e.Section >= 0 && e.Section < 4 && e.Slot >= 0 && e.Slot < tekhenu.SectionSize(e.Section) {
			return []gameview.Place{rect(l.market[e.Section][e.Slot])}
		}
	case tekhenu.MarketFilled:
		if e.Section >= 0 && e.Section < 4 && e.Slot >= 0 && e.Slot < tekhenu.SectionSize(e.Section) {
			return []gameview.Place{rect(l.market[e.Section][e.Slot])}
		}
	case tekhenu.SectionRefreshed:
		if e.Section >= 0 && e.Section < 4 {
			return []gameview.Place{rect(l.secHead[e.Section])}
		}
	case tekhenu.DialRotated:
		return []gameview.Place{{R: geom.RectFromCenter(l.dialC, 2*l.dialR, 2*l.dialR), Shape: gameview.PlaceCircle}}
	case tekhenu.TrackMoved:
		if e.Track == "population" || e.Track == "happiness" {
			i, _ := l.popTrack.Index(e.Value)
			return []gameview.Place{rect(l.popTrack.Space(i))}
		}
	case tekhenu.VPChanged:
		i, _ := l.vpTrack.Index(e.Total)
		return []gameview.Place{rect(l.vpTrack.Space(i))}
	case tekhenu.Weighed:
		i, _ := l.maatTrack.Index(min(max(e.Final, maatMin), maatMax))
		return []gameview.Place{rect(l.maatTrack.Space(i))}
	}
	return nil
}
