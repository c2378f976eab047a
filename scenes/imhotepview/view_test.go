package imhotepview

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

// TestAnimatedGameEndsOnState plays whole games through the view with
// events at each speed; whenever the animations stop, the drawn board is
// the state's.
func TestAnimatedGameEndsOnState(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH) // like the screen: not on an atlas
	defer dst.Deallocate()
	for i, sp := range []anim.Speed{anim.Normal, anim.Fast, anim.Off} {
		cfg := configs[i]
		env := testEnv(t, "en", cfg.np, false)
		env.Speed = sp
		v := NewView(env).(*View)
		v.Layout(testArea)
		s := newGame(t, cfg.np, cfg.sides, uint64(50+i))
		v.Sync(s, nil, -1)
		rng := engine.NewRNG(uint64(i))
		frames := 0
		for !s.Terminal() {
			evs := enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
			v.Sync(s, evs, -1)
			for n := 0; v.Update(1.0/60) && n < 60*60; n++ {
				frames++
				if frames%613 == 0 {
					v.Draw(dst)
				}
			}
			if v.Update(0) {
				t.Fatal("still busy after a minute")
			}
			if got, want := comparable(v.d), comparable(v.target); got != want {
				t.Fatalf("speed %v: drawn board\n%s\nstate\n%s", sp, got, want)
			}
		}
		if sp == anim.Off && frames != 0 {
			t.Errorf("speed off still animated %d frames", frames)
		}
		if sp != anim.Off && frames == 0 {
			t.Errorf("speed %v animated nothing", sp)
		}
	}
}

// TestSailTakesItsTime: a sail keeps the view busy for the boat's 0.9 s
// then each stone's flight, half as long at fast speed; the ship is drawn
// between harbour and dock in the middle of it.
func TestSailTakesItsTime(t *testing.T) {
	for _, sp := range []anim.Speed{anim.Normal, anim.Fast} {
		s := newGame(t, 4, "AAAAA", 11)
		rng := engine.NewRNG(11)
		var sail engine.Action
		for !s.Terminal() && sail == 0 {
			for _, a := range s.Legal(nil) {
				if k, _, _, low := imhotep.SplitAction(a); k == imhotep.KindSail && imhotep.Site(low) == imhotep.Burial {
					sail = a
				}
			}
			if sail == 0 {
				if err := s.Apply(randomAction(s, &rng)); err != nil {
					t.Fatal(err)
				}
			}
		}
		env := testEnv(t, "en", 4, false)
		env.Speed = sp
		v := NewView(env).(*View)
		v.Layout(testArea)
		v.Sync(s, nil, -1)
		_, id, _, _ := imhotep.SplitAction(sail)
		i := v.d.shipIndex(id)
		start, _, _ := v.shipPose(i)
		v.Sync(s, enginetest.ApplyRecorded(t, s, sail), -1)
		half := 0.45 * sp.Factor()
		if !v.Update(half) {
			t.Fatal("not busy after a sail")
		}
		mid, ang, _ := v.shipPose(i)
		end := v.lay.shipCenterAt(v.lay.dock(imhotep.Burial), imhotep.Ships[id].Capacity)
		if mid.Dist(start) < 10 || mid.Dist(end) < 10 || ang == 0 {
			t.Errorf("speed %v: halfway the ship is at %v (from %v to %v), heading %.2f", sp, mid, start, end, ang)
		}
		v.Update(half + 0.01)
		if p, _, _ := v.shipPose(i); p.Dist(end) > 1 {
			t.Errorf("speed %v: after the sail the ship is at %v, not the dock %v", sp, p, end)
		}
		for n := 0; v.Update(0.05) && n < 400; n++ {
		}
		if got, want := comparable(v.d), comparable(v.target); got != want {
			t.Errorf("after the sail:\n%s\n%s", got, want)
		}
	}
}

// ---- pixels ----

// midGame plays a seeded game until the seat to act could sail and some
// harbour ship holds a stone.
func midGame(t *testing.T) *imhotep.State {
	s := newGame(t, 4, "AAAAA", 3)
	rng := engine.NewRNG(3)
	for i := 0; !s.Terminal(); i++ {
		if i > 40 && s.PendingDecision().Kind == "turn" && hasKind(s.Legal(nil), imhotep.KindSail) {
			return s
		}
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game ended before a sail was possible")
	return nil
}

func TestPixelProbe(t *testing.T) {
	s := midGame(t)
	env := testEnv(t, "fr", 4, true)
	v := NewView(env).(*View)
	v.Layout(testArea)
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH) // like the screen: not on an atlas
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	l := v.lay

	// The harbour is Nile water, below the last berth.
	water := at(l.pt(130, harbourY+harbourH-6))
	if !(water.B > water.R+40 && water.B > 110) {
		t.Errorf("harbour pixel %v is not Nile blue", water)
	}
	// A stone on a ship shows its owner's colour on its top face, beside
	// the stamped shape.
	found := false
	for i, sv := range v.d.ships {
		if sv.dest >= 0 {
			continue
		}
		for k, o := range sv.slots {
			if o < 0 {
				continue
			}
			c := l.shipCenterAt(l.berth(i), imhotep.Ships[sv.id].Capacity).Add(l.slotOffset(imhotep.Ships[sv.id].Capacity, k))
			size := float64(l.is(stoneS))
			got := at(c.Add(geom.Pt(0.33*size, 0)))
			want := render.Mix(pcOf(o).RGBA(), render.Limestone, 0.12)
			if !rendertest.Near(got, want, 48) {
				t.Errorf("stone of seat %d at ship %d slot %d: pixel %v, want about %v", o, sv.id, k, got, want)
			}
			found = true
		}
	}
	if !found {
		t.Fatal("no stone on a harbour ship to probe")
	}
	// The first market card shows its class colour in its top band.
	if c := v.d.face[0]; c != imhotep.NoCard {
		r := l.marketSpace(0)
		got := at(geom.Pt(r.Center().X+r.W*0.2, r.Y+l.s(10)))
		if !rendertest.Near(got, classColor(c), 30) {
			t.Errorf("market card %s band %v, want %v", c, got, classColor(c))
		}
	}

	// Selecting a ship to sail makes the free docks glow turquoise.
	var sail engine.Action
	for _, a := range s.Legal(nil) {
		if k, _, _, _ := imhotep.SplitAction(a); k == imhotep.KindSail {
			sail = a
			break
		}
	}
	_, _, _, site := imhotep.SplitAction(sail)
	dock := l.dock(imhotep.Site(site))
	probe := geom.Pt(dock.Center().X, dock.Y-1.5)
	before := at(probe)
	pts := v.ClickFor(sail)
	v.Pick(tap(pts[0]), s.Legal(nil))
	dst.Clear()
	v.Draw(dst)
	after := rendertest.Reader(dst)(probe)
	tq := render.Turquoise
	dist := func(c color.RGBA) float64 {
		return math.Abs(float64(c.R)-float64(tq.R)) + math.Abs(float64(c.G)-float64(tq.G)) + math.Abs(float64(c.B)-float64(tq.B))
	}
	if dist(after) >= dist(before)-20 {
		t.Errorf("free dock not glowing: %v before, %v after selecting the ship", before, after)
	}
	// The taken sites are washed out (desaturated, still visible).
	for st := imhotep.Site(0); st < imhotep.NumSites; st++ {
		if !s.SiteTaken(st) {
			continue
		}
		r := l.site(st)
		p := geom.Pt(r.X+l.s(60), r.Bottom()-l.s(30))
		if c := rendertest.Reader(dst)(p); c.A != 255 || rendertest.Near(c, render.Ink, 60) {
			t.Errorf("taken site %s drawn as %v", st, c)
		}
	}
}

func TestIllustrationsAndThumbnail(t *testing.T) {
	env := testEnv(t, "fr", 4, false)
	pages := RulesPages()
	if len(pages) < 6 || len(pages) > 11 {
		t.Fatalf("%d rules pages", len(pages))
	}
	dst := ebiten.NewImage(700, 460)
	defer dst.Deallocate()
	// Every page shares the same drawing code; three of them (a whole
	// board, a site on both faces, the cards) keep the test short.
	for _, i := range []int{0, 4, 8} {
		p := pages[i]
		if p.Illustrate == nil {
			t.Fatalf("page %d has no picture", i+1)
		}
		dst.Clear()
		p.Illustrate(dst, geom.R(0, 0, 700, 460), env)
		at := rendertest.Reader(dst)
		inked := 0
		for y := 5; y < 460; y += 10 {
			for x := 5; x < 700; x += 10 {
				if at(geom.Pt(float64(x), float64(y))).A > 200 {
					inked++
				}
			}
		}
		if total := 70 * 46; inked < total/3 {
			t.Errorf("page %d: only %d of %d probes drawn", i+1, inked, total)
		}
	}
	dst.Clear()
	Thumbnail(dst, geom.R(0, 0, 400, 260))
	if c := rendertest.Reader(dst)(geom.Pt(380, 240)); c.A == 0 || c.B < c.R {
		t.Errorf("thumbnail: no river at the bottom right (%v)", c)
	}
}

// TestTooltips: every board element explains itself with existing text,
// and the rectangle returned holds the pointer.
func TestTooltips(t *testing.T) {
	for _, sides := range []string{"AAAAA", "BBBBB"} {
		s := newGame(t, 4, sides, 5)
		rng := engine.NewRNG(5)
		for i := 0; i < 40; i++ {
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
		for _, lang := range []string{"en", "fr"} {
			v := NewView(testEnv(t, lang, 4, true)).(*View)
			v.Layout(testArea)
			v.Sync(s, nil, s.CurrentPlayer())
			l := v.lay
			points := map[string]geom.Point{
				"deck": l.deckPile().Center(), "discard": l.discardPile().Center(), "round": l.roundPanel().Center(),
				"track": l.trackCell(7).Center(), "supply": l.supplyRow(1).Center(), "dock": l.dock(imhotep.Burial).Center(),
			}
			for st := imhotep.Site(0); st < imhotep.NumSites; st++ {
				r := l.site(st)
				points["site "+st.String()] = geom.Pt(r.X+l.s(60), r.Y+l.s(12))
			}
			for i, sv := range v.d.ships {
				if sv.dest < 0 {
					points["ship"] = l.bowPoint(l.shipCenterAt(l.berth(i), imhotep.Ships[sv.id].Capacity), imhotep.Ships[sv.id].Capacity)
				}
			}
			for i, c := range v.d.face {
				if c != imhotep.NoCard {
					points["card"] = l.marketSpace(i).Center()
				}
			}
			for name, p := range points {
				lines, r, ok := v.Tooltip(p.X, p.Y)
				if !ok || len(lines) == 0 {
					t.Errorf("%s %s: no tooltip", lang, name)
					continue
				}
				if !r.Contains(p) {
					t.Errorf("%s %s: target %v does not hold %v", lang, name, r, p)
				}
				for _, ln := range lines {
					if strings.Contains(ln, "[imhotep.") || strings.Contains(ln, "{") || strings.TrimSpace(ln) == "" {
						t.Errorf("%s %s: bad line %q", lang, name, ln)
					}
				}
			}
		}
	}
}
