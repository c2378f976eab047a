package egiziaview

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// boardScreen paints frames the way the match does: a display list of
// the view's blits, compared with the last one, and only its damage
// painted again (pharaonview's test, for this view).
type boardScreen struct {
	m         layout.Match
	screen    *ebiten.Image
	sand      *ebiten.Image
	cur, prev render.List
	frames    int
	damage    []image.Rectangle
}

func newBoardScreen(m layout.Match) *boardScreen {
	s := &boardScreen{m: m, screen: render.NewCanvas(geom.LogicalW, geom.LogicalH), sand: render.NewCanvas(geom.LogicalW, geom.LogicalH)}
	s.sand.Fill(render.Sand)
	return s
}

func (s *boardScreen) frame(v *View) {
	l := &s.cur
	l.Reset()
	l.DrawImage(s.sand, nil)
	l.SetClip(render.DeviceRect(s.m.Board))
	v.DrawTo(l)
	for i, r := range s.m.Panels {
		if i < v.st.NumPlayers() {
			body := PanelBody(r)
			l.SetClip(render.DeviceRect(body))
			v.DrawPanelTo(l, i, body)
		}
	}
	l.SetClip(image.Rectangle{})
	if s.frames == 0 {
		l.Draw(s.screen, s.screen.Bounds())
		s.damage = []image.Rectangle{s.screen.Bounds()}
	} else {
		s.damage = render.Merge(l.Damage(&s.prev, s.damage[:0]), s.screen.Bounds(), 12)
		for _, r := range s.damage {
			l.Draw(s.screen, r)
		}
	}
	s.frames++
	s.cur, s.prev = s.prev, s.cur
}

// The board painted from its pictures where the display list changed is,
// move after move of games at 2 and 4 players, exactly a full repaint and
// the board drawn at once (Draw); a frame where nothing changed repaints
// nothing and draws no picture again.
func TestBoardDamageRepaintsExactly(t *testing.T) {
	full := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	direct := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	checked := 0
	for _, players := range []int{4, 2} {
		s := boardGame(t, players, 11)
		env := boardEnv(t, "en", s.NumPlayers())
		v, m := boardView(t, env, s, 0)
		scr := newBoardScreen(m)
		rng := engine.NewRNG(3)
		var buf []engine.Action
		for move := 0; move < 400 && !s.Terminal(); move++ {
			if err := s.Apply(s.RolloutAction(&rng, buf[:0])); err != nil {
				t.Fatal(err)
			}
			if move%23 != 0 {
				continue
			}
			v.Sync(s, nil, 0)
			scr.frame(v)
			full.Clear()
			scr.prev.Draw(full, full.Bounds())
			if n, box := viewtest.ImageDiff(scr.screen, full); n > 0 {
				t.Fatalf("%dp move %d: the repainted screen differs from a full repaint in %d pixels in %v", players, move, n, box)
			}
			direct.Clear()
			v.Draw(render.SubImage(direct, v.Area))
			a := render.DeviceRect(v.Area)
			if n, box := viewtest.ImageDiff(scr.screen.SubImage(a).(*ebiten.Image), direct.SubImage(a).(*ebiten.Image)); n > 0 {
				t.Fatalf("%dp move %d: the layered board differs from Draw in %d pixels in %v", players, move, n, box)
			}
			before, static := v.ly.redraws, v.static.draws
			scr.frame(v)
			if len(scr.damage) != 0 || v.ly.redraws != before {
				t.Fatalf("%dp move %d: an unchanged frame repainted %v and drew the board %d times", players, move, scr.damage, v.ly.redraws-before)
			}
			if v.static.draws != static || static != 1 {
				t.Fatalf("%dp move %d: the printed board was drawn %d times", players, move, v.static.draws)
			}
			checked++
		}
	}
	if checked < 12 {
		t.Errorf("only %d positions checked", checked)
	}
}

// near reports whether c is within tol of want in every channel.
func near(c, want color.RGBA, tol int) bool { return rendertest.Near(c, want, tol) }

// Pixel probes on games at 2, 3 and 4 players, early and late: every ship
// on the river and in the zones, every brick on the monuments and the
// markets, every score marker, the flood ring, the Nile cards and each
// seat's crew tokens are drawn where Places says, in their colours.
func TestBoardPixelProbes(t *testing.T) {
	for _, c := range []struct {
		players int
		at      func(s *egizia.State) bool
	}{
		{4, func(s *egizia.State) bool { return s.Round() == 2 && s.Step() == egizia.StepBuild }},
		{3, func(s *egizia.State) bool { return s.Round() == 4 && s.Step() == egizia.StepBuild }},
		{2, func(s *egizia.State) bool { return s.Round() == 5 && s.Step() == egizia.StepBuild }},
	} {
		s, _ := boardPlay(t, c.players, 9, c.at)
		v, m := boardView(t, boardEnv(t, "en", s.NumPlayers()), s, 0)
		img := screen(v, m)
		at := rendertest.Reader(img)
		p := v.pl
		what := fmt.Sprint(c.players, "p")
		hull := func(r geom.Rect) geom.Point { // a point of a ship's hull, off its stamp
			return geom.Pt(r.Center().X-0.3*r.W, r.Center().Y+0.1*r.W)
		}
		face := func(r geom.Rect) geom.Point { // a point of a brick's top face, off its stamp
			return geom.Pt(r.Center().X-0.3*r.W, r.Center().Y-0.27*r.W)
		}
		brickTone := func(seat int) color.RGBA { return render.Mix(v.Colour(seat).RGBA(), render.Limestone, 0.12) }
		ships, bricks := 0, 0
		probeShip := func(r geom.Rect, seat int, where string) {
			t.Helper()
			want := neutralHull
			if seat != egizia.Neutral {
				want = v.Colour(seat).RGBA()
			}
			if got := at(hull(r)); !near(got, want, 24) {
				t.Errorf("%s: the ship of %d at %s is %v at %v, want %v", what, seat, where, got, hull(r), want)
			}
			ships++
		}
		for i := 1; i <= egizia.NumRiver; i++ {
			if egizia.River[i-1].Kind != egizia.SpZone {
				if seat := s.ShipAt(i); seat != egizia.Empty {
					probeShip(p.shipAt(i, false), seat, egizia.SpaceCode(i))
				}
			}
		}
		for z := 0; z < egizia.NumZones; z++ {
			for i := 0; i < egizia.SlotsPerZone; i++ {
				if seat := s.Slot(z, i); seat != egizia.Empty {
					probeShip(p.slotShip(z, i), seat, fmt.Sprint("zone ", z, " slot ", i))
				}
			}
			w := s.Waiting(z)
			for j, r := range p.waitShips(z, len(w)) {
				probeShip(r, w[j], fmt.Sprint("zone ", z, " waiting"))
			}
		}
		probeBrick := func(r geom.Rect, seat int, where string) {
			t.Helper()
			if got := at(face(r)); !near(got, brickTone(seat), 40) {
				t.Errorf("%s: the brick of %d on %s is %v at %v, want %v", what, seat, where, got, face(r), brickTone(seat))
			}
			bricks++
		}
		for f, seat := range s.Obelisk() {
			if seat != egizia.Empty {
				r := p.Obelisk.Floor[f]
				probeBrick(geom.RectFromCenter(r.Center(), r.H+2*p.K, r.H+2*p.K), seat, fmt.Sprint("obelisk floor ", f+1))
			}
		}
		for r := 0; r < s.PyramidRows(); r++ {
			for j := 0; j < s.PyramidRowLen(r); j++ {
				if seat := s.Pyramid(r, j); seat != egizia.Empty {
					probeBrick(p.brickIn(p.Pyramid.Space[r][j]), seat, fmt.Sprint("pyramid ", r, j))
				}
			}
		}
		for seat := 0; seat < s.NumPlayers(); seat++ {
			ps := s.PlayerState(seat)
			for col := 0; col < int(ps.Col); col++ {
				probeBrick(p.brickIn(p.Colonnade.Column[seat][col]), seat, fmt.Sprint("colonnade ", col))
			}
			for i := range p.Statues.Statue {
				for l := 0; l < int(ps.Statue[i]); l++ {
					probeBrick(p.brickIn(p.Statues.Statue[i].Cell[l][seat]), seat, fmt.Sprint("statue ", i, " level ", l))
				}
			}
		}
		for mk := 0; mk < egizia.NumMarkets; mk++ {
			for seat, r := range p.marketMarks(s, mk) {
				probeBrick(r, seat, fmt.Sprint("market ", mk))
			}
		}
		ms, _ := p.scoreMarks(s)
		for seat, mk := range ms {
			if got := at(mk.C); !near(got, v.Colour(seat).RGBA(), 30) {
				t.Errorf("%s: seat %d's score marker is %v at %v", what, seat, got, mk.C)
			}
		}
		ring := p.floodRing(s.Flood())
		rc := geom.Pt(ring.Right()-3*p.K, ring.Center().Y)
		if got := at(rc); !near(got, render.Turquoise, 16) {
			t.Errorf("%s: no flood ring at %d: %v", what, s.Flood(), got)
		}
		for f := 0; f < egizia.NumFlood; f++ {
			if f == s.Flood() {
				continue
			}
			r := p.floodRing(f)
			if got := at(geom.Pt(r.Right()-3*p.K, r.Center().Y)); near(got, render.Turquoise, 16) {
				t.Errorf("%s: a flood ring at %d too (the marker is at %d)", what, f, s.Flood())
			}
		}
		cards := 0
		for cs := 0; cs < egizia.NumCardSp; cs++ {
			id := s.RiverCard(cs)
			r := p.Card[cs]
			got := at(geom.Pt(r.X+4, r.Center().Y))
			if id == 0 {
				if near(got, render.Papyrus, 8) {
					t.Errorf("%s: empty card space %d shows a card", what, cs)
				}
				continue
			}
			nc := egizia.NileCards[id-1]
			want := typeColours[nc.Type]
			if nc.Type == egizia.TField || nc.Type == egizia.TCombo {
				want = fieldColours[nc.Colour]
			}
			if !near(got, want, 12) {
				t.Errorf("%s: card space %d (R%d) band %v, want %v", what, cs, id, got, want)
			}
			cards++
		}
		for seat := 0; seat < s.NumPlayers(); seat++ {
			a := NewPlayerArea(PanelBody(m.Panels[seat]))
			ps := s.PlayerState(seat)
			for cr := 0; cr < egizia.NumCrews; cr++ {
				r := a.Crew(cr, int(ps.Str[cr]))
				pt := geom.Pt(r.X+0.18*r.W, r.Y+0.8*r.H)
				got := at(pt)
				used := ps.Used&(1<<uint(cr)) != 0
				if near(got, crewColours[cr], 16) == used {
					t.Errorf("%s: seat %d crew %d (used %v) at Strength %d is %v at %v", what, seat, cr, used, ps.Str[cr], got, pt)
				}
			}
		}
		for seat := 0; seat < s.NumPlayers(); seat++ {
			a := NewPlayerArea(PanelBody(m.Panels[seat]))
			ps := s.PlayerState(seat)
			if a.Compact {
				continue // no market cells nor Stone track: figures
			}
			for mk := 0; mk < egizia.NumMarkets; mk++ {
				for l, cell := range a.MktCell[mk] {
					got := at(geom.Pt(cell.X+3, cell.Y+3))
					filled := near(got, render.Mix(v.Colour(seat).RGBA(), render.Papyrus, 0.35), 12)
					if filled != (l < int(ps.Mkt[mk])) {
						t.Errorf("%s: seat %d market %d level %d cell %v (level %d)", what, seat, mk, l+1, got, ps.Mkt[mk])
					}
				}
			}
			st := a.Stone[ps.Stone]
			d := min(st.W, st.H) + 4
			if got := at(face(geom.RectFromCenter(st.Center(), d, d))); !near(got, brickTone(seat), 50) {
				t.Errorf("%s: seat %d's Stone marker (%d) is %v", what, seat, ps.Stone, got)
			}
		}
		if ships == 0 || bricks == 0 {
			t.Errorf("%s: %d ships and %d bricks probed", what, ships, bricks)
		}
		t.Logf("%s: %d ships, %d bricks, %d cards probed", what, ships, bricks, cards)
		img.Deallocate()
	}
}

// The board shows the Sphinx cards of the viewer alone: a seat's own
// hand face up, nobody's to a spectator (viewer -1); the panels only
// count them.
func TestHandShowsOnlyTheViewers(t *testing.T) {
	s, _ := boardPlay(t, 3, 9, func(s *egizia.State) bool {
		return s.Round() >= 2 && s.SphinxCount(0) > 0 && s.SphinxCount(1) > 0 && s.Phase() != egizia.PhSphinxKeep
	})
	env := boardEnv(t, "en", s.NumPlayers())
	lapis := func(viewer int) int {
		v, m := boardView(t, env, s, viewer)
		img := screen(v, m)
		defer img.Deallocate()
		at := rendertest.Reader(img)
		n := 0
		h := v.pl.Sphinx.Hand
		for y := h.Y; y < h.Bottom(); y += 2 {
			for x := h.X; x < h.Right(); x += 2 {
				if near(at(geom.Pt(x, y)), render.Lapis, 6) {
					n++
				}
			}
		}
		return n
	}
	if n := lapis(-1); n != 0 {
		t.Errorf("a spectator sees %d pixels of Sphinx cards", n)
	}
	for seat := 0; seat < 2; seat++ {
		if n := lapis(seat); n == 0 {
			t.Errorf("seat %d does not see its %d Sphinx cards", seat, s.SphinxCount(seat))
		}
	}
}
