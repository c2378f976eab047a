package egiziaview

import (
	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// Where each piece of a state lies in the layout: what draw.go paints and
// the tests probe (and, later, the animations fly between).

// shipAt is where the ship of river index i (1..20, card and round spaces)
// lies; second is violet G10's ship on a round space.
func (p *Places) shipAt(i int, second bool) geom.Rect {
	sp := egizia.River[i-1]
	switch sp.Kind {
	case egizia.SpCard:
		return p.ShipSpot(int(sp.N))
	case egizia.SpRound:
		if second {
			return p.Dock2[sp.N]
		}
		return p.Dock[sp.N]
	}
	return geom.Rect{}
}

// slotShip is the ship in slot i of zone z.
func (p *Places) slotShip(z, i int) geom.Rect {
	r := p.Zone[z].Slot[i]
	return geom.RectFromCenter(geom.Pt(r.Center().X, r.Center().Y-4*p.K), p.Ship*1.1, p.Ship*0.85)
}

// waitShips are the n waiting ships of zone z, in the order placed.
func (p *Places) waitShips(z, n int) []geom.Rect {
	out := make([]geom.Rect, n)
	for i, m := range p.Markers(p.Zone[z].Wait.Inset(2*p.K), n, p.Ship*1.1) {
		out[i] = geom.RectFromCenter(m.C, m.Size, m.Size*0.78)
	}
	return out
}

// brickIn is a brick's square centred in r.
func (p *Places) brickIn(r geom.Rect) geom.Rect {
	s := min(p.Brick, r.W-2*p.K, r.H-2*p.K)
	return geom.RectFromCenter(r.Center(), s, s)
}

// marketMarks are the markers on market m's levels: seat → its square.
func (p *Places) marketMarks(st *egizia.State, m int) map[int]geom.Rect {
	out := map[int]geom.Rect{}
	var by [egizia.MaxLevel][]int
	for s := 0; s < st.NumPlayers(); s++ {
		l := int(st.PlayerState(s).Mkt[m])
		if l >= 1 && l <= egizia.MaxLevel {
			by[l-1] = append(by[l-1], s)
		}
	}
	for l, seats := range by {
		for j, mk := range p.Markers(p.Market[m].Marks[l], len(seats), p.Brick) {
			out[seats[j]] = mk.Box()
		}
	}
	return out
}

// scoreMarks are the seats' markers on the score track and their laps.
func (p *Places) scoreMarks(st *egizia.State) ([]wgeom.Marker, []int) {
	vals := make([]int, st.NumPlayers())
	for s := range vals {
		vals[s] = int(st.PlayerState(s).Score)
	}
	ml := wgeom.MarkerLayout{Big: 20 * p.K, Small: 15 * p.K, Gap: 1 * p.K}
	return p.Track.Markers(vals, ml)
}

// floodRing is the flood marker's ring at position f.
func (p *Places) floodRing(f int) geom.Rect {
	r := p.Flood.Space[f]
	return geom.R(r.X+4*p.K, r.Y+4*p.K, r.H-8*p.K, r.H-8*p.K)
}
