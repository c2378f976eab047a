package scenes

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/tekhenuview"
)

// The match scene with the real Tekhenu view.

// tekhenuColours are the seats' colours, the view's defaults.
var tekhenuColours = []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow}

// tekhenuSpec is a match of the given seats; an automaton seat makes it
// a solo game against Botankhamon (opts: "solo" level, challenges).
func tekhenuSpec(seed uint64, opts engine.Options, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "tekhenu", Seed: seed, Options: opts}
	for i, k := range kinds {
		name := "Seat" + string(rune('1'+i))
		if k == session.Automaton {
			name = "Botankhamon"
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: tekhenuColours[i].String(), Kind: k})
	}
	return sp
}

// playToEndHandingOff plays the match to its end scene like playToEnd,
// showing the screen to each human in turn when a hand-off asks for it;
// handoff, when not nil, runs at each hand-off screen before the click;
// each, when not nil, sees the legal actions of each human decision.
func (h *harness) playToEndHandingOff(rng *rand.Rand, handoff func(seat int), each func(legal []engine.Action)) (*EndScene, int, int) {
	h.t.Helper()
	m := h.match()
	human, shown := 0, 0
	for i := 0; i < 200000; i++ {
		if _, ok := h.app.scene.(*EndScene); ok {
			break
		}
		if s := m.Handoff(); s >= 0 && !m.Busy() {
			if handoff != nil {
				handoff(s)
			}
			h.click("handoff")
			shown++
			continue
		}
		if !m.Session().Terminal() && m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(legal []engine.Action) engine.Action {
				if each != nil {
					each(legal)
				}
				return legal[rng.IntN(len(legal))]
			})
			human++
			continue
		}
		h.run(1)
	}
	end, ok := h.app.scene.(*EndScene)
	if !ok {
		h.t.Fatalf("scene %T after %d moves, terminal %v", h.app.scene, m.Session().Moves(), m.Session().Terminal())
	}
	return end, human, shown
}

// TestTekhenuFullGameThroughPicker plays a 3-player hot-seat game to the
// end scene, each seat through the view's clicks with the animations on
// (fast), the screen handed from one player to the next: behind each
// hand-off screen the board is hidden and no seat's private view shown.
func TestTekhenuFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: tekhenuSpec(7, nil, session.Human, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	end, human, shown := h.playToEndHandingOff(rng, func(seat int) {
		if m.viewer != -1 || m.Session().Current() != seat {
			t.Fatalf("hand-off to seat %d: viewer %d, seat %d to play", seat, m.viewer, m.Session().Current())
		}
		if checked >= 3 {
			return
		}
		checked++
		img := h.snapshot()
		dial := rectOf(place(t, m, tekhenu.DialRotated{}).R)
		if countLit(img, dial) > dial.Dx()*dial.Dy()/20 {
			t.Errorf("hand-off to seat %d: the dial shows through (%d lit pixels)", seat, countLit(img, dial))
			saveTekhenuFail(t, "tekhenu_handoff_fail", img)
		}
	}, func(legal []engine.Action) {
		// Every legal action can be clicked, on the board.
		for _, a := range legal {
			pts := m.View().(gameview.Prober).ClickFor(a)
			if len(pts) == 0 {
				t.Fatalf("no clicks for %s", m.Session().State().ActionString(a))
			}
			for _, p := range pts {
				if !m.lay.Board.Contains(p) {
					t.Fatalf("a click for %s at %v, off the board", m.Session().State().ActionString(a), p)
				}
			}
		}
	})
	st := m.Session().State().(*tekhenu.State)
	if st.Turn() < 16 || !st.Terminal() {
		t.Errorf("turn %d, terminal %v", st.Turn(), st.Terminal())
	}
	// Every seat plays about a third of the moves, each after a hand-off
	// unless it plays twice in a row.
	moves := [3]int{}
	for i := 0; i < m.Session().Moves(); i++ {
		moves[m.Session().Actor(i)]++
	}
	for p, n := range moves {
		if n < 30 {
			t.Errorf("seat %d played %d moves", p, n)
		}
	}
	if human != m.Session().Moves() || shown < 40 {
		t.Errorf("%d clicked moves of %d, %d hand-offs", human, m.Session().Moves(), shown)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, %d hand-offs, winners %v", m.Session().Moves(), shown, end.Winners())
}

// countLit counts the pixels of r brighter than the hand-off's veil.
func countLit(img *image.RGBA, r image.Rectangle) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if render.Luminance(img.RGBAAt(x, y)) > 0.3 {
				n++
			}
		}
	}
	return n
}

// A seat's kept Decree is private in hot seat (§3, §10.4): the next
// player, handed the screen, sees exactly the same whichever of its two
// Decrees the first kept; the first, handed the screen back, sees its own.
func TestTekhenuHotSeatHidesTheKeptDecree(t *testing.T) {
	screens := func(keep int) (next, back *image.RGBA, panel image.Rectangle) {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
			Start: Start{Scene: "match", Match: tekhenuSpec(9, nil, session.Human, session.Human, session.Human)}})
		h.settle()
		m := h.match()
		if m.Handoff() != 0 {
			t.Fatalf("hand-off to %d, want 0 first", m.Handoff())
		}
		h.click("handoff")
		h.playHumanWith(func(legal []engine.Action) engine.Action {
			for _, a := range legal {
				if mv := tekhenu.Decode(a); mv.Kind == tekhenu.MoveKeepDecree && mv.I == keep {
					return a
				}
			}
			t.Fatalf("seat 0 cannot keep Decree %d: %v", keep, legal)
			return 0
		})
		for i := 0; i < 1000; i++ {
			if s := m.Handoff(); s >= 0 && !m.Busy() {
				h.click("handoff")
				h.run(2)
				if s == 1 && next == nil {
					next = h.snapshot()
				}
				if s == 0 {
					return next, h.snapshot(), rectOf(m.lay.Panels[0])
				}
				continue
			}
			h.playHuman()
		}
		t.Fatal("the screen never came back to seat 0")
		return
	}
	n0, b0, panel := screens(0)
	n1, b1, _ := screens(1)
	if n0 == nil {
		t.Fatal("no hand-off to seat 1")
	}
	if d := diffIn(n0, n1, n0.Bounds()); d != 0 {
		t.Errorf("seat 1 sees %d pixels differ with the Decree seat 0 kept", d)
		saveTekhenuFail(t, "tekhenu_decree_a", n0)
		saveTekhenuFail(t, "tekhenu_decree_b", n1)
	}
	if d := diffIn(b0, b1, panel); d < 20 {
		t.Errorf("seat 0's own panel does not name its Decree (%d pixels differ)", d)
	}
}

// dieColours are the five die colours by name (white, yellow, black,
// brown, gray, the engine's order): a die is checked by the nearest of
// them.
var dieColours = [5]color.RGBA{
	{0xF4, 0xF1, 0xE8, 0xFF}, {0xE6, 0xC0, 0x40, 0xFF}, {0x30, 0x2E, 0x2C, 0xFF},
	{0x8A, 0x55, 0x2B, 0xFF}, {0x93, 0x93, 0x8E, 0xFF},
}

// edgePalette are the column tiles' edge colours (tekhenu.Blue, Red,
// Green) in the palette.
var edgePalette = [3]color.RGBA{render.Lapis, render.Terracotta, render.ReedGreen}

// nearest is the index of the colour of cs nearest c.
func nearest(c color.RGBA, cs []color.RGBA) int {
	best, bd := -1, math.MaxFloat64
	for i, k := range cs {
		dr, dg, db := float64(c.R)-float64(k.R), float64(c.G)-float64(k.G), float64(c.B)-float64(k.B)
		if d := dr*dr + dg*dg + db*db; d < bd {
			best, bd = i, d
		}
	}
	return best
}

// countNearest counts the pixels of r whose nearest colour of cs is cs[i].
func countNearest(img *image.RGBA, r image.Rectangle, cs []color.RGBA, i int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if nearest(img.RGBAAt(x, y), cs) == i {
				n++
			}
		}
	}
	return n
}

// place is where the view shows event e: its first place.
func place(t *testing.T, m *MatchScene, e engine.Event) gameview.Place {
	t.Helper()
	ps := m.View().(gameview.Placer).Places(e)
	if len(ps) == 0 {
		t.Fatalf("the view places %#v nowhere", e)
	}
	return ps[0]
}

// modeColour is the commonest colour (to 4 bits a channel) of the pixels
// of img where keep holds, and how many pixels had it.
func modeColour(img *image.RGBA, r image.Rectangle, keep func(x, y int) bool) (color.RGBA, int) {
	type bin struct{ r, g, b, n int }
	bins := map[int]*bin{}
	best := &bin{}
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !keep(x, y) {
				continue
			}
			c := img.RGBAAt(x, y)
			k := int(c.R>>4)<<8 | int(c.G>>4)<<4 | int(c.B>>4)
			b := bins[k]
			if b == nil {
				b = &bin{}
				bins[k] = b
			}
			b.r, b.g, b.b, b.n = b.r+int(c.R), b.g+int(c.G), b.b+int(c.B), b.n+1
			if b.n > best.n {
				best = b
			}
		}
	}
	if best.n == 0 {
		return color.RGBA{}, 0
	}
	return color.RGBA{uint8(best.r / best.n), uint8(best.g / best.n), uint8(best.b / best.n), 0xFF}, best.n
}

// saveTekhenuFail keeps a failing picture in the temporary directory.
func saveTekhenuFail(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	saveKheopsFail(t, name, img)
}

// tekhenuAtRest plays a 3-player match to the human's first die to take
// after moves (and until ok holds), the board at rest, and returns it with
// its picture without the last-move marks.
func tekhenuAtRest(t *testing.T, moves int, ok func(*tekhenu.State) bool) (*harness, *MatchScene, *image.RGBA) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: tekhenuSpec(3, nil, session.Human, "easy", "easy"), Moves: moves}})
	h.settle()
	m := h.match()
	for i := 0; ; i++ {
		h.waitHuman()
		st := m.Session().State().(*tekhenu.State)
		if st.Phase() == tekhenu.PhTake && (ok == nil || ok(st)) {
			break
		}
		if i > 100 {
			t.Fatal("no such position in 100 human moves")
		}
		h.playHuman()
	}
	h.run(2)
	return h, m, h.withoutMarks()
}

// forbiddenOnDial reports whether a Forbidden die lies on the dial.
func forbiddenOnDial(st *tekhenu.State) bool {
	for d := 0; d < tekhenu.NumDice; d++ {
		if info := st.DieInfo(d); info.Section >= 0 && st.Status(info.Colour, info.Section) == tekhenu.Forbidden {
			return true
		}
	}
	return false
}

func TestTekhenuMatchPixels(t *testing.T) {
	// Some turns in, a column in the temple.
	_, m, img := tekhenuAtRest(t, 40, func(st *tekhenu.State) bool {
		for c := 0; c < 25; c++ {
			if _, _, _, ok := st.TempleCell(c); ok {
				return st.Turn() >= 2
			}
		}
		return false
	})
	st := m.Session().State().(*tekhenu.State)
	legal := map[int]bool{} // dice the human may take now
	for _, a := range m.Session().Legal() {
		if mv := tekhenu.Decode(a); mv.Kind == tekhenu.MoveTake || mv.Kind == tekhenu.MoveNoAction {
			legal[mv.Die] = true
		}
	}
	var diceRects []image.Rectangle
	for d := 0; d < tekhenu.NumDice; d++ {
		if st.DieInfo(d).Section >= 0 {
			diceRects = append(diceRects, rectOf(place(t, m, tekhenu.DieAdded{Die: d}).R))
		}
	}
	inDie := func(x, y int) bool {
		for _, r := range diceRects {
			if image.Pt(x, y).In(r.Inset(-8)) {
				return true
			}
		}
		return false
	}

	// The dial: each section in its light, the two Sun sections the
	// brightest, the two in Darkness the darkest, alike two by two.
	dial := place(t, m, tekhenu.DialRotated{})
	if dial.Shape != gameview.PlaceCircle || !rectOf(m.lay.Board).Overlaps(rectOf(dial.R)) {
		t.Fatalf("dial at %+v", dial)
	}
	var fill [tekhenu.NumGods]color.RGBA
	gods := []string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}
	for g, code := range gods {
		p := place(t, m, tekhenu.DivineAction{God: code})
		poly := geom.Polygon(p.Poly)
		inner := func(x, y int) bool {
			q := geom.Pt(float64(x)+0.5, float64(y)+0.5)
			if !poly.Contains(q) || inDie(x, y) {
				return false
			}
			// Away from the section's borders.
			for _, dx := range []float64{-6, 6} {
				for _, dy := range []float64{-6, 6} {
					if !poly.Contains(q.Add(geom.Pt(dx, dy))) {
						return false
					}
				}
			}
			return true
		}
		c, n := modeColour(img, rectOf(p.R), inner)
		if n < 800 {
			t.Errorf("section %s: its commonest colour covers %d pixels", code, n)
		}
		fill[g] = c
	}
	for g := range gods {
		for o := range gods {
			same := st.Light(g) == st.Light(o)
			if near := render.Luminance(fill[g]) - render.Luminance(fill[o]); same && math.Abs(near) > 0.04 {
				t.Errorf("%s and %s are both in light %d, drawn %v and %v", gods[g], gods[o], st.Light(g), fill[g], fill[o])
			} else if !same && (st.Light(g) < st.Light(o)) != (near > 0.05) {
				t.Errorf("%s (light %d, %v) and %s (light %d, %v): the brighter light is not the brighter section", gods[g], st.Light(g), fill[g], gods[o], st.Light(o), fill[o])
			}
		}
	}

	// Dice: each in its colour, in its god's section; those the human may
	// take glow turquoise, the others not.
	for d := 0; d < tekhenu.NumDice; d++ {
		info := st.DieInfo(d)
		if info.Section < 0 {
			continue
		}
		r := place(t, m, tekhenu.DieAdded{Die: d}).R
		sec := place(t, m, tekhenu.DivineAction{God: gods[info.Section]})
		if !geom.Polygon(sec.Poly).Contains(r.Center()) {
			t.Errorf("die %d of section %s lies outside it, at %v", d, gods[info.Section], r)
		}
		in := rectOf(r.Inset(r.W * 0.15))
		if n := countNearest(img, in, dieColours[:], info.Colour); st.Status(info.Colour, info.Section) != tekhenu.Forbidden && n < in.Dx()*in.Dy()/2 {
			t.Errorf("die %d (colour %d, status %d): %d of %d pixels of its colour", d, info.Colour, st.Status(info.Colour, info.Section), n, in.Dx()*in.Dy())
		}
		// Those the human may take are ringed turquoise just inside
		// their edge; every die shows its status ring outside it, green
		// Pure, terracotta Corrupt, those that may be taken too (issue 22).
		glow := glowRound(img, r)
		if legal[d] && glow < 80 {
			t.Errorf("die %d may be taken, %d turquoise pixels round it", d, glow)
		}
		if !legal[d] && glow > 40 {
			t.Errorf("die %d (%+v) may not be taken, yet %d turquoise pixels round it", d, info, glow)
		}
		if s := st.Status(info.Colour, info.Section); s != tekhenu.Forbidden {
			ring := [2]color.RGBA{render.ReedGreen, render.Terracotta}[s]
			band := countNear(img, rectOf(r.Inset(-3)), ring, 40) - countNear(img, rectOf(r), ring, 40)
			if band < 30 {
				t.Errorf("die %d, status %d: %d pixels of its ring", d, s, band)
			}
		}
	}
	if len(legal) == 0 {
		t.Errorf("the human has no die to take: %v", m.Session().Legal())
	}

	// The Ra row's tile and the temple's columns: each edge in its
	// colour, each column with its owner's mark.
	edges := func(what string, r geom.Rect, id, rot int) {
		c := r.Center()
		for dir, off := range []geom.Point{{X: 0, Y: -1}, {X: 1, Y: 0}, {X: 0, Y: 1}, {X: -1, Y: 0}} {
			// A small square between the centre's disc and the edge.
			q := c.Add(geom.Pt(off.X*r.W*0.4, off.Y*r.H*0.4))
			sq := rectOf(geom.RectFromCenter(q, 4, 4))
			want := tekhenu.TileEdge(id, rot, dir)
			if n := countNearest(img, sq, edgePalette[:], want); n < sq.Dx()*sq.Dy()*3/4 {
				t.Errorf("%s: edge %d of tile %d (rotation %d) is not %v (%d of %d pixels)", what, dir, id, rot, edgePalette[want], n, sq.Dx()*sq.Dy())
			}
		}
	}
	id, rot, ok := st.RaSlot(0)
	if !ok {
		t.Fatal("no tile in the Ra row's first slot")
	}
	edges("Ra row", place(t, m, tekhenu.ColumnRevealed{Tile: id, Rotation: rot}).R, id, rot)
	columns := 0
	for c := 0; c < 25; c++ {
		id, rot, owner, ok := st.TempleCell(c)
		r := place(t, m, tekhenu.ColumnPlaced{Cell: c}).R
		if !rectOf(r).In(rectOf(m.lay.Board)) {
			t.Errorf("temple cell %d at %v, off the board", c, r)
		}
		if !ok {
			continue
		}
		columns++
		edges("temple cell", r.Inset(3), id, rot)
		if n := countNear(img, rectOf(r.Inset(r.W*0.3)), tekhenuColours[owner].RGBA(), 30); n < 40 {
			t.Errorf("temple cell %d: %d pixels of its owner's colour", c, n)
		}
	}

	// The tracks: every player's markers on its Population, VP and Maat
	// spaces.
	for p := 0; p < st.NumPlayers(); p++ {
		pl, _ := st.PlayerView(p, 0)
		clr := tekhenuColours[p].RGBA()
		for _, e := range []engine.Event{
			tekhenu.TrackMoved{Player: p, Track: "population", Value: int(pl.Pop)},
			tekhenu.VPChanged{Player: p, Total: int(pl.VP)},
			tekhenu.Weighed{Player: p, Final: int(pl.Maat)},
		} {
			r := place(t, m, e).R
			if n := countNear(img, rectOf(r), clr, 30); n < 25 {
				t.Errorf("seat %d: %d pixels of its colour on %#v's space %v", p, n, e, r)
				saveTekhenuFail(t, "tekhenu_match_fail", img)
			}
		}
	}

	// The market: the open sections show faces (a name and an effect in
	// ink), the closed ones locked backs with less to read.
	minOpen, maxShut := math.MaxInt, 0
	for sec := 0; sec < tekhenu.NumSections; sec++ {
		for i := 0; i < tekhenu.SectionSize(sec); i++ {
			r := rectOf(place(t, m, tekhenu.MarketFilled{Section: sec, Slot: i}).R)
			ink := countNear(img, r, render.Ink, 60)
			if st.SectionOpen(sec) {
				if st.MarketCard(sec, i) == "" {
					t.Errorf("section %d slot %d: no card in an open section", sec, i)
				}
				minOpen = min(minOpen, ink)
			} else {
				maxShut = max(maxShut, ink)
			}
		}
	}
	if minOpen < 200 || minOpen <= maxShut {
		t.Errorf("market: %d ink pixels at least on a face, %d at most on a locked back", minOpen, maxShut)
	}

	// The human's balance holds its drafted dice, each in its colour
	// (white and yellow are near the tray's paper and pans: not told).
	var bal geom.Rect
	for _, p := range m.View().(gameview.Placer).Places(tekhenu.DieDrafted{Player: 0, Section: 0}) {
		if p.Shape == gameview.PlaceRect {
			bal = p.R
		}
	}
	if bal.Empty() || !rectOf(bal).In(rectOf(m.lay.Board)) {
		t.Fatalf("the human's balance at %v", bal)
	}
	inPans := 0
	for d := 0; d < tekhenu.NumDice; d++ {
		if info := st.DieInfo(d); info.Owner == 0 && info.Pan < 2 {
			inPans++
			if n := countNearest(img, rectOf(bal), dieColours[:], info.Colour); info.Colour > tekhenu.Yellow && n < 150 {
				t.Errorf("die %d (colour %d) on the balance: %d pixels of its colour", d, info.Colour, n)
			}
		}
	}
	if inPans == 0 {
		t.Errorf("no die on the human's balance at turn %d", st.Turn())
	}

	// Each panel shows its player's mark.
	for i, pr := range m.lay.Panels {
		if n := countNear(img, image.Rect(int(pr.X)+14, int(pr.Y)+8, int(pr.X)+60, int(pr.Y)+54), tekhenuColours[i].RGBA(), 25); n < 100 {
			t.Errorf("panel %d: %d pixels of its colour", i, n)
		}
	}
	// The prompt is written in the top bar.
	if n := countNear(img, image.Rect(300, 10, 1500, 60), render.Papyrus, 40); n < 300 {
		t.Errorf("prompt: %d text pixels", n)
	}
	if columns == 0 {
		t.Error("no column in the temple")
	}
}

// glowRound counts the turquoise pixels just inside r's edge (the ring of
// a die that may be taken; outside lies its purity frame), along the
// middle half of its sides.
func glowRound(img *image.RGBA, r geom.Rect) int {
	n := 0
	for _, b := range []geom.Rect{
		geom.R(r.X+r.W/4, r.Y+1, r.W/2, 3), geom.R(r.X+r.W/4, r.Bottom()-4, r.W/2, 3),
		geom.R(r.X+1, r.Y+r.H/4, 3, r.H/2), geom.R(r.Right()-4, r.Y+r.H/4, 3, r.H/2),
	} {
		n += countNear(img, rectOf(b), render.Turquoise, 60)
	}
	return n
}

// The menu's Tekhenu card shows the view's own picture: the dial's six
// sections in their light (§2.2: two in Sun side by side, then Penumbra,
// two in Darkness, Penumbra); selected, its seats show their colours.
func TestTekhenuMenuPixels(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	card := menu.ui.get("game.tekhenu")
	if card == nil || card.off {
		t.Fatal("no playable Tekhenu card")
	}
	img := h.snapshot()
	// The picture is the card less its margin and caption; the dial is
	// centred in it, its radius 0.42 of its height.
	r := card.r
	pic := geom.R(r.X+10, r.Y+10, r.W-20, r.H-72)
	c, rad := pic.Center(), pic.H*0.42
	var lum [6]float64
	for g := 0; g < 6; g++ {
		// Between the dice (half-way out) and the rim, off the axis.
		a := -math.Pi/2 + float64(g)*math.Pi/3 + 0.3
		q := geom.Pt(c.X+0.85*rad*math.Cos(a), c.Y+0.85*rad*math.Sin(a))
		col, n := modeColour(img, rectOf(geom.RectFromCenter(q, 6, 6)), func(int, int) bool { return true })
		if n < 20 {
			t.Errorf("section %d: no plain colour at %v", g, q)
		}
		lum[g] = render.Luminance(col)
	}
	// Find the brightest pair of neighbours: the Sun; the pair opposite
	// is in Darkness, the two between in Penumbra.
	sun := 0
	for g := 1; g < 6; g++ {
		if lum[g]+lum[(g+1)%6] > lum[sun]+lum[(sun+1)%6] {
			sun = g
		}
	}
	s0, s1, p0, d0, d1, p1 := lum[sun], lum[(sun+1)%6], lum[(sun+2)%6], lum[(sun+3)%6], lum[(sun+4)%6], lum[(sun+5)%6]
	alike := func(a, b float64) bool { return math.Abs(a-b) < 0.03 }
	if !alike(s0, s1) || !alike(p0, p1) || !alike(d0, d1) || !(s0 > p0+0.05 && p0 > d0+0.05) {
		t.Errorf("the dial's lights from the Sun on: %.2f", [6]float64{s0, s1, p0, d0, d1, p1})
		saveTekhenuFail(t, "tekhenu_menu_fail", img)
	}
	// Selected: four seats at most, each with its mark in its colour.
	h.click("game.tekhenu")
	if menu.sel != "tekhenu" || !menu.ok {
		t.Fatalf("selected %q playable %v", menu.sel, menu.ok)
	}
	h.click("players.4")
	img = h.snapshot()
	for i := 0; i < 4; i++ {
		w := menu.ui.get(fmt.Sprintf("seat.%d.color", i))
		if w == nil {
			t.Fatalf("no seat %d", i)
		}
		clr := menu.seats[i].color
		if n := countNear(img, rectOf(w.r), clr.RGBA(), 25); n < 150 {
			t.Errorf("seat %d: %d pixels of %v", i, n, clr)
		}
	}
	if menu.ui.get("players.5") != nil {
		t.Error("a 5-player button")
	}
}

// TestTekhenuSoloFullGameThroughPicker sets a solo game up in the menu
// (Botankhamon Easy, the first challenge) and plays it to the end scene,
// the human through the view's clicks with the animations on (fast):
// Botankhamon's turns, played inside the human's moves, are shown.
func TestTekhenuSoloFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.tekhenu")
	h.click("players.1")
	h.click("opt.solo=easy")
	h.click("opt.challenge1=true")
	h.click("start")
	h.settle()
	m := h.match()
	st0 := m.Session().State().(*tekhenu.State)
	if ok, level, c1, c2 := st0.Solo(); !ok || level != tekhenu.LevelEasy || !c1 || c2 {
		t.Fatalf("solo %v level %d challenges %v %v", ok, level, c1, c2)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	waited, held := 0, -1
	end, human := h.playToEnd(rng, func() {
		waited++
		if held < 0 {
			held = len(m.LogLines())
		} else if n := len(m.LogLines()); n != held && m.Busy() {
			t.Fatalf("the log grew from %d to %d lines while the last move was shown", held, n)
		}
	})
	// The last move's lines and the result reach the log after it.
	if n := len(m.LogLines()); n < held+2 {
		t.Errorf("%d log lines at the end, %d while the last move was shown", n, held)
	}
	st := m.Session().State().(*tekhenu.State)
	if st.Turn() < 16 || !st.Terminal() {
		t.Errorf("turn %d, terminal %v", st.Turn(), st.Terminal())
	}
	// Every move is the human's: Botankhamon plays inside them.
	for i := 0; i < m.Session().Moves(); i++ {
		if a := m.Session().Actor(i); a != 0 {
			t.Fatalf("move %d played by seat %d", i, a)
		}
	}
	if human != m.Session().Moves() || human < 40 {
		t.Errorf("%d human actions of %d moves", human, m.Session().Moves())
	}
	// The last move (the upkeep after the final Scoring) reveals the
	// Decrees: their points slide on the VP track before the end scene.
	if waited < 10 {
		t.Errorf("the end scene came %d frames after the last move: its scoring was not shown", waited)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, winners %v, %d frames of final scoring", m.Session().Moves(), end.Winners(), waited)
	// Play again: the same solo game, Botankhamon at the same level.
	h.click("again")
	h.settle()
	again := h.match().Session()
	st2 := again.State().(*tekhenu.State)
	if ok, level, c1, c2 := st2.Solo(); !ok || level != tekhenu.LevelEasy || !c1 || c2 || again.Moves() != 0 {
		t.Errorf("played again: solo %v level %d challenges %v %v, %d moves", ok, level, c1, c2, again.Moves())
	}
	if sp := again.Spec(); len(sp.Seats) != 2 || sp.Seats[1].Kind != session.Automaton {
		t.Errorf("played again with seats %+v", sp.Seats)
	}
}

// checkEnd: the end scene shows every seat's score and the winners as
// the engine counts them, the winners' totals on gold, each seat's mark
// over its column.
func checkEnd(t *testing.T, h *harness, end *EndScene, st engine.State) {
	t.Helper()
	scores := st.Scores()
	if len(end.totals) != len(scores) {
		t.Fatalf("%d totals for %d seats", len(end.totals), len(scores))
	}
	for i, sc := range scores {
		if end.totals[i] != sc.Total {
			t.Errorf("seat %d: %d shown, the engine says %d", i, end.totals[i], sc.Total)
		}
		sum := 0
		for _, v := range end.points[i] {
			sum += v
		}
		if sum != sc.Total {
			t.Errorf("seat %d: its parts add up to %d, its total is %d", i, sum, sc.Total)
		}
	}
	for _, src := range end.Sources() {
		for _, lang := range []string{"en", "fr"} {
			h.app.SetLang(lang)
			if k := end.m.entry.Source + "." + src; !h.app.loc.Has(k) {
				t.Errorf("%s: no name for the score source %q (%s)", lang, src, k)
			}
		}
	}
	for _, l := range end.m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
	if w := st.Winners(); fmt.Sprint(end.Winners()) != fmt.Sprint(w) || len(w) == 0 {
		t.Errorf("winners %v, the engine says %v", end.Winners(), w)
	} else if one, ok := st.(interface{ Winner() int }); ok && w[0] != one.Winner() {
		t.Errorf("winners %v, the engine's winner %d", w, one.Winner())
	}
	h.settle()
	img := h.snapshot()
	if dir := os.Getenv("TEKHENU_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, fmt.Sprintf("end_%dseats.png", len(scores)))); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	// The table's geometry (end.go): columns after a 300-pixel label
	// column, the totals under the sources' rows.
	table, _, _ := end.boxes()
	in := render.PanelContent(table, render.PanelStyle{})
	n := len(scores)
	colW := (in.W - 300) / float64(n)
	rowH := min(54.0, (in.H-80)/float64(len(end.Sources())+1))
	y := in.Y + 4 + 70 + float64(len(end.Sources()))*rowH
	seats := end.m.env.Seats
	for i := 0; i < n; i++ {
		col := geom.R(in.X+300+float64(i)*colW, 0, colW, 0)
		head := rectOf(geom.R(col.X, in.Y+4, colW, 40))
		if c := countNear(img, head, seats[i].Color.RGBA(), 25); c < 100 {
			t.Errorf("seat %d: %d pixels of its mark over its column", i, c)
		}
		total := rectOf(geom.R(col.X+6, y+6, colW-12, rowH-6))
		gold := countNear(img, total, render.Lighten(render.Gold, 0.3), 50)
		won := false
		for _, w := range end.Winners() {
			won = won || w == i
		}
		if won != (gold > total.Dx()*total.Dy()/3) {
			t.Errorf("seat %d (winner %v): %d gold pixels of %d under its total", i, won, gold, total.Dx()*total.Dy())
			saveTekhenuFail(t, "tekhenu_end_fail", img)
		}
	}
}

// Undo takes back the human's own move (in a solo game, with
// Botankhamon's turn played inside it); a new run resumes the autosave
// exactly, Botankhamon's pyramid, marker and Deben included.
func TestTekhenuUndoAndResume(t *testing.T) {
	for _, c := range []struct {
		name string
		spec *session.Spec
	}{
		{"3 players", tekhenuSpec(3, nil, session.Human, "easy", "easy")},
		{"solo", tekhenuSpec(6, engine.Options{"solo": "medium", "challenge2": "true"}, session.Human, session.Automaton)},
	} {
		// Past the setup, to a move of the human's after which the next
		// seat plays (in solo, Botankhamon inside the move).
		st0, got0 := undoThenResume(t, c.name, c.spec, func(st engine.State) bool { return st.(*tekhenu.State).Turn() >= 3 }, tekhenuOthers)
		st, got := st0.(*tekhenu.State), got0.(*tekhenu.State)
		if ok, level, c1, c2 := got.Solo(); c.name == "solo" {
			p0, d0, path0, dice0 := st.BotMarker()
			p1, d1, path1, dice1 := got.BotMarker()
			if !ok || level != tekhenu.LevelMedium || c1 || !c2 {
				t.Errorf("resumed solo %v level %d challenges %v %v", ok, level, c1, c2)
			}
			if fmt.Sprint(got.BotPyramid()) != fmt.Sprint(st.BotPyramid()) || p0 != p1 || d0 != d1 || fmt.Sprint(path0, dice0) != fmt.Sprint(path1, dice1) {
				t.Errorf("Botankhamon resumed with pyramid %v marker %d deben %d, want %v %d %d", got.BotPyramid(), p1, d1, st.BotPyramid(), p0, d0)
			}
		}
	}
}

// tekhenuOthers: a turn begun by a seat other than seat 0.
func tekhenuOthers(e engine.Event) bool {
	ts, ok := e.(tekhenu.TurnStarted)
	return ok && ts.Player != 0
}

// A Tekhenu match waiting for the human, solo or not, is idle: nothing
// is drawn until something changes.
func TestTekhenuIdleDrawsNothing(t *testing.T) {
	for _, sp := range []*session.Spec{
		tekhenuSpec(3, nil, session.Human, "easy", "easy"),
		tekhenuSpec(6, engine.Options{"solo": "easy"}, session.Human, session.Automaton),
	} {
		idle := false
		h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}, Start: Start{Scene: "match", Match: sp, Moves: 12}})
		h.app.cfg.SetIdle = func(b bool) { idle = b }
		h.settle()
		h.waitHuman()
		h.draw = true
		h.run(idleGrace + 5)
		if h.app.dirty || !idle {
			t.Errorf("%d seats: dirty %v idle %v, busy %v", len(sp.Seats), h.app.dirty, idle, h.match().Busy())
		}
	}
}

// Tekhenu's tooltips (dice, gods, statue slots, cards, cells...): wherever
// the board explains something, the spot it names holds the pointer, and
// the tooltip leaves it visible.
func TestTekhenuTooltips(t *testing.T) {
	for _, sp := range []*session.Spec{
		tekhenuSpec(3, nil, session.Human, "easy", "easy"),
		tekhenuSpec(6, engine.Options{"solo": "easy"}, session.Human, session.Automaton),
	} {
		h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: sp, Moves: 30}})
		h.settle()
		m := h.match()
		h.waitHuman()
		b := m.lay.Board
		tips := 0
		for y := b.Y + 3; y < b.Bottom(); y += 7 {
			for x := b.X + 3; x < b.Right(); x += 7 {
				lines, target, ok := m.View().Tooltip(x, y)
				if !ok {
					continue
				}
				tips++
				if len(lines) == 0 || lines[0] == "" {
					t.Errorf("%d seats: an empty tooltip at (%.0f,%.0f)", len(sp.Seats), x, y)
				}
				for _, l := range lines {
					if strings.Contains(l, "[") {
						t.Errorf("tooltip line with a missing key: %q", l)
					}
				}
				if !target.Contains(geom.Pt(x, y)) {
					t.Errorf("%d seats: the tooltip at (%.0f,%.0f), %q, names %v, which does not hold the pointer", len(sp.Seats), x, y, lines[0], target)
					return
				}
			}
		}
		if tips < 1000 {
			t.Errorf("%d seats: tooltips at %d points of the board only", len(sp.Seats), tips)
		}
		// A die of the dial, hovered: its tooltip, beside it.
		for d := 0; d < tekhenu.NumDice; d++ {
			if m.Session().State().(*tekhenu.State).DieInfo(d).Section < 0 {
				continue
			}
			p := place(t, m, tekhenu.DieAdded{Die: d}).R.Center()
			h.in.MoveTo(p.X, p.Y)
			h.run(1)
			if len(m.tip) == 0 {
				t.Fatalf("no tooltip over die %d", d)
			}
			_, target, _ := m.View().Tooltip(p.X, p.Y)
			if in := m.tipBox.Intersect(target); in.W > 0 && in.H > 0 {
				t.Errorf("the tooltip %v covers die %d at %v", m.tipBox, d, target)
			}
			break
		}
	}
}

// A click on a Forbidden die says why in the status band, and plays
// nothing.
func TestTekhenuForbiddenDieSaysWhy(t *testing.T) {
	h, m, _ := tekhenuAtRest(t, 40, forbiddenOnDial)
	st := m.Session().State().(*tekhenu.State)
	if st.Phase() != tekhenu.PhTake {
		t.Fatalf("phase %v, want the die to take", st.Phase())
	}
	n := m.Session().Moves()
	tried := 0
	for d := 0; d < tekhenu.NumDice; d++ {
		info := st.DieInfo(d)
		if info.Section < 0 || st.Status(info.Colour, info.Section) != tekhenu.Forbidden {
			continue
		}
		tried++
		h.tap(place(t, m, tekhenu.DieAdded{Die: d}).R.Center())
		h.run(1)
		// The reason first, then the instruction it stands in for.
		if want := h.app.T("tekhenu.refuse.forbidden"); !m.warn || !strings.HasPrefix(m.Status(), want) {
			t.Errorf("die %d: status %q (warning %v), want %q", d, m.Status(), m.warn, want)
		}
	}
	if tried == 0 {
		t.Fatal("no Forbidden die on the dial")
	}
	if m.Session().Moves() != n {
		t.Error("a click on a Forbidden die played a move")
	}
}

// The Tekhenu match drawn at density 2 is the 1080p picture drawn finer:
// the same places, sizes and colours (Botankhamon's pyramid included).
// The static board was kept at density 1: half its size at density 2.
func TestTekhenuAtDensity2(t *testing.T) {
	t.Cleanup(func() { render.SetDensity(1) })
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: tekhenuSpec(6, engine.Options{"solo": "hard"}, session.Human, session.Automaton), Moves: 20}})
	h.settle()
	h.waitHuman()
	h.run(2)
	one := h.snapshot()
	render.SetDensity(2)
	two := h.snapshot()
	compareDensity2(t, "tekhenu_solo", one, two)
}

// Switching the language in a Tekhenu match and back draws the board as
// before: no picture of a word (god names, tokens' letters, card faces) is
// kept from the other language.
func TestTekhenuLanguageSwitchAndBack(t *testing.T) {
	h, m, en := tekhenuAtRest(t, 30, nil)
	lang := func(l string) {
		h.click("settings")
		h.settle()
		h.click("lang." + l)
		h.click("back")
		h.settle()
		if h.match() != m {
			t.Fatal("back from settings did not return to the same match")
		}
	}
	lang("fr")
	fr := h.withoutMarks()
	board := rectOf(m.lay.Board)
	if d := diffIn(en, fr, board); d < 2000 {
		t.Errorf("the board in French differs from English by %d pixels only", d)
	}
	lang("en")
	if d := diffIn(en, h.withoutMarks(), board); d != 0 {
		t.Errorf("back in English, %d pixels of the board differ", d)
		saveTekhenuFail(t, "tekhenu_lang_fail", h.withoutMarks())
	}
}

// A hot-seat match resumed from its autosave asks for the hand-off before
// showing anyone's Decrees.
func TestTekhenuHotSeatResumeHandsOff(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
		Start: Start{Scene: "match", Match: tekhenuSpec(9, nil, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	for i := 0; m.Session().State().(*tekhenu.State).Turn() < 2; i++ {
		if i > 200 {
			t.Fatal("the match never reached turn 2")
		}
		if m.Handoff() >= 0 {
			h.click("handoff")
			continue
		}
		h.playHuman()
	}
	want := m.Session().State().String()
	h2 := newHarness(t, store, Config{Settings: storage.Settings{Lang: "en", Speed: "off"}})
	h2.settle()
	h2.click("game.tekhenu")
	h2.click("resume")
	h2.settle()
	m2 := h2.match()
	if m2.Session().State().String() != want {
		t.Fatal("resumed another position")
	}
	cur := m2.Session().Current()
	if m2.Handoff() != cur || m2.viewer != -1 {
		t.Fatalf("resumed with hand-off %d, viewer %d; seat %d to play", m2.Handoff(), m2.viewer, cur)
	}
	h2.click("handoff")
	if m2.viewer != cur {
		t.Errorf("after the hand-off, viewer %d, want %d", m2.viewer, cur)
	}
	h2.playHuman()
}

// The menu counts a saved Tekhenu match's progress in the board's turns
// (of 16), on the Resume button and on the game's card.
func TestTekhenuMenuProgress(t *testing.T) {
	store := storage.NewMemory()
	s, data := savedMatch(t, tekhenuSpec(5, engine.Options{"solo": "easy"}, session.Human, session.Automaton), 30)
	store.Write(storage.AutosaveFor("tekhenu"), data)
	turn := s.State().(*tekhenu.State).Turn()
	if turn < 2 || turn > 16 {
		t.Fatalf("turn %d after 30 moves", turn)
	}
	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		m := h.menu()
		h.click("game.tekhenu")
		want := map[string]string{"en": "Turn ", "fr": "Tour "}[lang] + fmt.Sprint(turn) + "/16"
		if got := h.app.progressText(s); got != want {
			t.Errorf("%s: progress %q, want %q", lang, got, want)
		}
		if sub := m.resumeSub(); !strings.Contains(sub, want) {
			t.Errorf("%s: resume says %q, want %q", lang, sub, want)
		}
		if look := m.ui.get("game.tekhenu").look; !strings.Contains(look, want) {
			t.Errorf("%s: the card does not say %q (%q)", lang, want, look)
		}
	}
}
