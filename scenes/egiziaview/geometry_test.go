package egiziaview

import (
	"fmt"
	"sort"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

func overlap(a, b geom.Rect) bool {
	i := a.Intersect(b)
	return i.W > 0.01 && i.H > 0.01
}

func inside(in, out geom.Rect) bool {
	const e = 0.01
	return in.X >= out.X-e && in.Y >= out.Y-e && in.Right() <= out.Right()+e && in.Bottom() <= out.Bottom()+e
}

func checkApart(t *testing.T, what string, rs []geom.Rect) {
	t.Helper()
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if overlap(rs[i], rs[j]) {
				t.Errorf("%s: %d %v overlaps %d %v", what, i, rs[i], j, rs[j])
			}
		}
	}
}

func checkInside(t *testing.T, what string, rs []geom.Rect, out geom.Rect) {
	t.Helper()
	for i, r := range rs {
		if !inside(r, out) {
			t.Errorf("%s: %d %v leaves %v", what, i, r, out)
		}
	}
}

// areas are the board areas the tests lay the board out in: the match's
// at 1920 x 1080 and a 1280 x 720 window's in its own pixels, a wide one.
func areas(players int) []geom.Rect {
	return []geom.Rect{layout.MatchLayout(players, false).Board, geom.R(0, 50, 896, 670), geom.R(10, 10, 2000, 900)}
}

// The board's areas never overlap one another and lie inside the score
// track, which lies in the board area: at 2, 3 and 4 players, in each
// area.
func TestLayoutAreasApartAndInside(t *testing.T) {
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		for _, area := range areas(players) {
			p := newPlaces(area, players)
			what := fmt.Sprint(players, "p ", area)
			parts := p.parts()
			var names []string
			for n := range parts {
				names = append(names, n)
			}
			sort.Strings(names)
			for i, a := range names {
				if !inside(parts[a], p.Inner) {
					t.Errorf("%s: %s %v leaves the inner board %v", what, a, parts[a], p.Inner)
				}
				for _, b := range names[i+1:] {
					if overlap(parts[a], parts[b]) {
						t.Errorf("%s: %s %v overlaps %s %v", what, a, parts[a], b, parts[b])
					}
				}
			}
			checkInside(t, what+" track", p.Track.Spaces(), area)
			for i, s := range p.Track.Spaces() {
				if overlap(s, p.Inner) {
					t.Errorf("%s: score space %d %v meets the inner board", what, i, s)
				}
			}
			checkApart(t, what+" track", p.Track.Spaces())
		}
	}
}

// The river reads in river order: card spaces on the right bank and round
// spaces on the left, each lower than the spaces upstream of it on its
// bank, the zones crossing the river between them; the ships' moorings
// stay clear of the tiles, the zones and each other.
func TestRiverOrder(t *testing.T) {
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		for _, area := range areas(players) {
			p := newPlaces(area, players)
			what := fmt.Sprint(players, "p ", area)
			y := func(i int) float64 { // centre of river index i
				sp := egizia.River[i-1]
				switch sp.Kind {
				case egizia.SpCard:
					return p.Card[sp.N].Center().Y
				case egizia.SpRound:
					return p.Round[sp.N].Center().Y
				}
				return p.Zone[sp.N].R.Center().Y
			}
			for i := 2; i <= egizia.NumRiver; i++ {
				if y(i) <= y(i-1) {
					t.Errorf("%s: %s (y %.0f) is not below %s (y %.0f)", what, egizia.SpaceCode(i), y(i), egizia.SpaceCode(i-1), y(i-1))
				}
			}
			for c, r := range p.Card {
				if r.X < p.River.Right() {
					t.Errorf("%s: card space %d not on the right bank", what, c)
				}
			}
			var moor []geom.Rect
			for tt, r := range p.Round {
				if r.Right() > p.River.X {
					t.Errorf("%s: round space %d not on the left bank", what, tt)
				}
				moor = append(moor, p.Dock[tt], p.Dock2[tt])
				if !inside(p.Dock[tt], p.River) || !inside(p.Dock2[tt], p.River) {
					t.Errorf("%s: round space %d's moorings leave the river", what, tt)
				}
			}
			checkApart(t, what+" moorings", moor)
			for z, zp := range p.Zone {
				if zp.R.X > p.River.X || zp.R.Right() < p.River.Right() {
					t.Errorf("%s: zone %d does not cross the river", what, z)
				}
				for _, m := range moor {
					if overlap(m, zp.R) {
						t.Errorf("%s: a mooring %v meets zone %d %v", what, m, z, zp.R)
					}
				}
				parts := append([]geom.Rect{zp.Title, zp.Badge, zp.Wait}, zp.Slot[:]...)
				checkInside(t, fmt.Sprint(what, " zone ", z), parts, zp.R)
				checkApart(t, fmt.Sprint(what, " zone ", z), append(zp.Slot[:], zp.Wait, zp.Badge))
			}
			all := append(append([]geom.Rect{}, p.Card[:]...), p.Round[:]...)
			for _, zp := range p.Zone {
				all = append(all, zp.R)
			}
			checkApart(t, what+" river spaces", all)
			for c := range p.Card {
				if !inside(p.ShipSpot(c), p.Card[c]) {
					t.Errorf("%s: the ship of card space %d leaves it", what, c)
				}
			}
		}
	}
}

// Each monument's spaces lie apart inside it.
func TestMonumentsFit(t *testing.T) {
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		for _, area := range areas(players) {
			p := newPlaces(area, players)
			what := fmt.Sprint(players, "p ", area)
			o := p.Obelisk
			checkApart(t, what+" obelisk", append(o.Floor[:], o.Bonus[:]...))
			checkInside(t, what+" obelisk", append(o.Floor[:], o.Bonus[:]...), o.R)
			c := p.Colonnade
			var cs []geom.Rect
			cs = append(cs, c.Cost[:]...)
			cs = append(cs, c.Gold, c.Violet, c.Done)
			for s := 0; s < players; s++ {
				cs = append(cs, c.Seat[s])
				cs = append(cs, c.Column[s][:]...)
			}
			checkApart(t, what+" colonnade", cs)
			checkInside(t, what+" colonnade", cs, c.R)
			for m, mp := range p.Market {
				var ms []geom.Rect
				for l := 0; l < egizia.MaxLevel; l++ {
					ms = append(ms, mp.Level[l])
					checkInside(t, what+" market level", []geom.Rect{mp.Marks[l], mp.Info[l]}, mp.Level[l])
				}
				checkApart(t, fmt.Sprint(what, " market ", m), append(ms, mp.Title))
				checkInside(t, fmt.Sprint(what, " market ", m), ms, mp.R)
			}
			py := p.Pyramid
			rows := egizia.PyrRows
			if players == 2 {
				rows = egizia.PyrRows2p
			}
			var ps []geom.Rect
			for r := 0; r < rows; r++ {
				want := int(egizia.PyrRowSize[r])
				if players == 2 {
					want = 2 * int(egizia.PyrSide2p[r])
				}
				if len(py.Space[r]) != want {
					t.Errorf("%s: pyramid row %d has %d spaces, want %d", what, r, len(py.Space[r]), want)
				}
				ps = append(ps, py.Space[r]...)
				ps = append(ps, py.Cost[r], py.Winner[r])
			}
			checkApart(t, what+" pyramid", append(ps, py.Title))
			checkInside(t, what+" pyramid", ps, py.R)
			wantSt := egizia.NumStatues
			if players == 2 {
				wantSt = egizia.Statues2p
			}
			if len(p.Statues.Statue) != wantSt {
				t.Errorf("%s: %d statues", what, len(p.Statues.Statue))
			}
			var ss []geom.Rect
			for i, sp := range p.Statues.Statue {
				ss = append(ss, sp.R)
				var in []geom.Rect
				in = append(in, sp.Card)
				for l := 0; l < egizia.StatueLevels; l++ {
					in = append(in, sp.Cost[l])
					in = append(in, sp.Cell[l][:players]...)
				}
				checkApart(t, fmt.Sprint(what, " statue ", i), in)
				checkInside(t, fmt.Sprint(what, " statue ", i), in, sp.R)
			}
			checkApart(t, what+" statues", ss)
			checkInside(t, what+" statues", ss, p.Statues.R)
			checkApart(t, what+" sphinx", []geom.Rect{p.Sphinx.Title, p.Sphinx.Deck, p.Sphinx.Hand})
			checkInside(t, what+" sphinx", []geom.Rect{p.Sphinx.Deck, p.Sphinx.Hand}, p.Sphinx.R)
			checkApart(t, what+" flood", append(p.Flood.Space[:], p.Flood.Title))
			checkInside(t, what+" flood", p.Flood.Space[:], p.Flood.R)
			checkApart(t, what+" decks", p.Decks[:])
			var pips []geom.Rect
			for rd := 1; rd <= egizia.NumRounds; rd++ {
				pip := p.RoundPip(rd)
				if !inside(pip, p.Decks[egizia.DeckForRound(rd)]) {
					t.Errorf("%s: round %d's pip leaves its deck", what, rd)
				}
				pips = append(pips, pip)
			}
			checkApart(t, what+" round pips", pips)
			checkInside(t, what+" decks", p.Decks[:], p.DeckBox)
		}
	}
}

// The players' areas (up to four at once at 1920 x 1080) keep their parts
// apart and inside the panel's body, off the board.
func TestPlayerAreas(t *testing.T) {
	screen := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		p := Layout(players)
		if len(p.Seats) != players {
			t.Fatalf("%dp: %d areas", players, len(p.Seats))
		}
		// The log open: shorter bodies, still fitting.
		for _, r := range layout.MatchLayout(players, true).Panels {
			p.Seats = append(p.Seats, NewPlayerArea(PanelBody(r)))
		}
		for i, a := range p.Seats {
			what := fmt.Sprint(players, "p seat ", i)
			if overlap(a.R, p.Area) || !inside(a.R, screen) {
				t.Errorf("%s: area %v meets the board or leaves the screen", what, a.R)
			}
			if a.Lane[0].H < 17 && i < players {
				t.Errorf("%s: crew lanes of %.0f px", what, a.Lane[0].H)
			}
			var rs []geom.Rect
			rs = append(rs, a.Lane[:]...)
			if !a.Compact {
				rs = append(rs, a.Stone[:]...)
			}
			rs = append(rs, a.Market[:]...)
			rs = append(rs, a.Score, a.StoneN, a.Order, a.Sphinx, a.Fields, a.Others)
			rs = append(rs, a.Bonus[:]...)
			checkApart(t, what, rs)
			checkInside(t, what, rs, a.R)
			for s := egizia.MinStr; s <= egizia.MaxStr; s++ {
				for c := 0; c < egizia.NumCrews; c++ {
					if !inside(a.Crew(c, s), a.Lane[c]) {
						t.Errorf("%s: crew %d at %d leaves its lane", what, c, s)
					}
				}
			}
			for m := range a.Market {
				if a.Compact {
					checkInside(t, what+" market", a.MktIcon[m:m+1], a.Market[m])
					continue
				}
				checkApart(t, what+" market", append(a.MktCell[m][:], a.MktIcon[m]))
				checkInside(t, what+" market", a.MktCell[m][:], a.Market[m])
			}
		}
		checkApart(t, fmt.Sprint(players, "p areas"), func() []geom.Rect {
			var rs []geom.Rect
			for _, a := range p.Seats[:players] {
				rs = append(rs, a.R)
			}
			return rs
		}())
	}
}

// The viewer's Sphinx cards and a seat's cards in play stay inside their
// areas however many there are, left to right.
func TestHandsAndChipsFit(t *testing.T) {
	for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
		p := Layout(players)
		for _, counts := range [][]int{{1}, {2}, {6}, {2, 1}, {5, 3}, {2, 5, 9}} {
			heads, cards := p.HandCards(counts)
			checkInside(t, fmt.Sprint("hand heads ", counts), heads, p.Sphinx.Hand)
			last := geom.Rect{X: -1, Y: -1}
			for g := range cards {
				checkInside(t, fmt.Sprint("hand ", counts), cards[g], p.Sphinx.Hand)
				for _, r := range cards[g] {
					// Reading order: right of the one before, or on a row below.
					if !(r.Y == last.Y && r.X > last.X) && !(r.Y > last.Y) {
						t.Errorf("hand %v: card %v not after %v", counts, r, last)
					}
					last = r
				}
			}
		}
		a := p.Seats[0]
		for _, row := range []geom.Rect{a.Fields, a.Others} {
			for _, n := range []int{1, 4, 8, 16} {
				ws := make([]float64, n)
				for i := range ws {
					ws[i] = a.chipW * float64(1+i%2)
				}
				rs := a.ChipRects(row, ws)
				checkInside(t, fmt.Sprint(players, "p chips ", n), rs, row)
				for _, r := range rs {
					if overlap(r, a.TotalRect(row)) {
						t.Errorf("%dp: %d chips: %v covers the total", players, n, r)
					}
				}
			}
		}
	}
}
