package scenes

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// egiziaSeatCounts counts the pixels of r nearest each seat's stone (its
// face's light and plain tones and its side, as render.DrawPiece paints
// them) among the seats' stones and the board's own colours, and close to
// it.
func egiziaSeatCounts(img *image.RGBA, r image.Rectangle) []int {
	var cs []color.RGBA
	var of []int
	for i, pc := range egiziaColours {
		base := render.Mix(pc.RGBA(), render.Limestone, 0.12)
		cs = append(cs, pc.RGBA(), base, render.Lighten(base, 0.16), render.Darken(base, 0.32))
		of = append(of, i, i, i, i)
	}
	for _, c := range []color.RGBA{render.Papyrus, render.Sand, render.Ink, render.InkSoft, render.Limestone, render.LimestoneShade, render.NileLight} {
		cs = append(cs, c)
		of = append(of, -1)
	}
	n := make([]int, len(egiziaColours))
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if i := nearest(c, cs); of[i] >= 0 && near(c, cs[i], 24) {
				n[of[i]]++
			}
		}
	}
	return n
}

// TestEgiziaFourPlayers: a 4-player match well into the game, rendered
// and probed where the view's Places put things: each brick on the
// obelisk, the pyramid and the colonnades in its seat's colour, each seat's panel carrying its mark.
func TestEgiziaFourPlayers(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "en", Speed: "off"},
		Start:    Start{Scene: "match", Moves: 150, Match: egiziaSpec(11, session.Human, "random", "random", "random")}})
	h.draw = true
	h.settle()
	m := h.match()
	for i := 0; i < 2000 && m.Busy(); i++ {
		h.run(1)
	}
	h.run(2)
	img := h.snapshot()
	egiziaShot(t, "match_4p_en", img)
	st := m.Session().State().(*egizia.State)
	if st.NumPlayers() != 4 {
		t.Fatalf("%d players", st.NumPlayers())
	}
	// The square in the middle of a brick's space (the obelisk's floors are
	// wide bands) shows its seat's stone more than any other seat's.
	probe := func(what string, p int, e engine.Event) {
		r := place(t, m, e).R
		s := min(r.W, r.H)
		n := egiziaSeatCounts(img, rectOf(geom.RectFromCenter(r.Center(), s, s)))
		for q, c := range n {
			if n[p] < 20 || (q != p && c >= n[p]) {
				t.Errorf("%s of seat %d: the seats' stones %v", what, p, n)
				return
			}
		}
	}
	bricks := 0
	for f, p := range st.Obelisk() {
		if p >= 0 {
			probe("obelisk floor "+strconv.Itoa(f+1), p, egizia.BrickPlaced{Player: p, Monument: egizia.MonObelisk, Space: f})
			bricks++
		}
	}
	for r := 0; r < st.PyramidRows(); r++ {
		for j := 0; j < st.PyramidRowLen(r); j++ {
			if p := st.Pyramid(r, j); p >= 0 {
				probe("pyramid brick", p, egizia.BrickPlaced{Player: p, Monument: egizia.MonPyramid, Row: r, Space: j})
				bricks++
			}
		}
	}
	for p := 0; p < 4; p++ {
		for c := 0; c < int(st.PlayerState(p).Col); c++ {
			probe("column "+strconv.Itoa(c+1), p, egizia.BrickPlaced{Player: p, Monument: egizia.MonColonnade, Space: c})
			bricks++
		}
	}
	for p, pr := range m.lay.Panels {
		if n := egiziaSeatCounts(img, rectOf(pr)); n[p] < 60 {
			t.Errorf("panel %d: %d pixels of its colour", p, n[p])
		}
	}
	if bricks < 3 {
		t.Errorf("only %d bricks probed", bricks)
	}
	t.Logf("%d bricks probed at move %d, round %d", bricks, m.Session().Moves(), st.Round())
}

func TestImhotepMatchMidGamePixels(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: imhotepSpec(7, session.Human, "easy", "easy", "easy"), Moves: 40}})
	h.settle()
	m := h.match()
	if m.Session().Moves() < 40 {
		t.Fatalf("%d moves played", m.Session().Moves())
	}
	img := h.snapshot()
	b := m.lay.Board
	board := image.Rect(int(b.X), int(b.Y), int(b.Right()), int(b.Bottom()))
	// The Nile runs through the board.
	water := countNear(img, board, render.NileDeep, 40) + countNear(img, board, render.NileLight, 40)
	if water < 20000 {
		t.Errorf("the river: %d water pixels", water)
	}
	// The top bar is dark and holds a sentence in papyrus.
	if n := countNear(img, image.Rect(300, 10, 1500, 60), render.Papyrus, 40); n < 300 {
		t.Errorf("prompt: %d text pixels", n)
	}
	// Each panel shows its player's mark.
	for i, pr := range m.lay.Panels {
		c := render.ImhotepColors[i].RGBA()
		if n := countNear(img, image.Rect(int(pr.X)+14, int(pr.Y)+8, int(pr.X)+60, int(pr.Y)+54), c, 25); n < 100 {
			t.Errorf("panel %d: %d pixels of its colour", i, n)
		}
	}
	// The log is written.
	if len(m.LogLines()) < 40 {
		t.Errorf("%d log lines after 40 moves", len(m.LogLines()))
	}
	lg := m.lay.Log
	if n := countNear(img, image.Rect(int(lg.X)+16, int(lg.Y)+44, int(lg.Right())-16, int(lg.Bottom())-8), render.Ink, 60); n < 400 {
		t.Errorf("log text: %d ink pixels", n)
	}
}

func TestKheopsMatchPixels(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 64, Start: Start{Scene: "match", Match: kheopsSpec(3, session.Human, "easy"), Moves: 20}})
	h.settle()
	m := h.match()
	if m.Session().Moves() < 20 {
		t.Fatalf("%d moves played", m.Session().Moves())
	}
	// Wait for the human's turn, the board at rest.
	for i := 0; i < 2000 && (m.Busy() || !m.Session().HumanToAct()); i++ {
		h.run(1)
	}
	h.run(2)
	img := h.snapshot()
	b := m.lay.Board
	board := image.Rect(int(b.X), int(b.Y), int(b.Right()), int(b.Bottom()))
	// The pyramid: mortar, empty beds and tiles of stone fill a good part
	// of the board.
	bed := countNear(img, board, color.RGBA{0xE2, 0xD3, 0xB0, 0xFF}, 10)
	stone := countNear(img, board, color.RGBA{0xD2, 0xC2, 0xA2, 0xFF}, 30) + countNear(img, board, color.RGBA{0xBC, 0xAC, 0x8C, 0xFF}, 30)
	if bed < 30000 || stone < 30000 {
		t.Errorf("pyramid: %d empty-bed pixels, %d stone pixels", bed, stone)
		saveKheopsFail(t, "kheops_match_fail", img)
	}
	// The human must act: legal targets glow turquoise.
	if n := countNear(img, board, render.Turquoise, 40); n < 500 {
		t.Errorf("%d turquoise pixels on the board", n)
		saveKheopsFail(t, "kheops_match_fail", img)
	}
	// The prompt is written in the top bar.
	if n := countNear(img, image.Rect(300, 10, 1500, 60), render.Papyrus, 40); n < 300 {
		t.Errorf("prompt: %d text pixels", n)
	}
	// Each panel shows its player's mark; Blue's pawns are blue.
	for i, pr := range m.lay.Panels {
		c := []render.PlayerColor{render.White, render.Blue}[i].RGBA()
		if n := countNear(img, image.Rect(int(pr.X)+14, int(pr.Y)+8, int(pr.X)+60, int(pr.Y)+54), c, 25); n < 100 {
			t.Errorf("panel %d: %d pixels of its colour", i, n)
		}
	}
	if n := countNear(img, board, render.Blue.RGBA(), 30); n < 200 {
		t.Errorf("blue pawns: %d pixels", n)
	}
	if len(m.LogLines()) < 20 {
		t.Errorf("%d log lines after 20 moves", len(m.LogLines()))
	}
	for _, l := range m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
}

// TestPharaonFivePlayers: a 5-player match, 120 moves in, rendered and
// probed where the view's Places put things: each Nile disc in its seat's
// colour, each wheel token in its resource's colour, each seat's panel
// carrying its mark.
func TestPharaonFivePlayers(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "en", Speed: "off"},
		Start:    Start{Scene: "match", Moves: 120, Match: pharaonSpec(11, nil, session.Human, "random", "random", "random", "random")}})
	h.draw = true
	h.settle()
	m := h.match()
	for i := 0; i < 2000 && m.Busy(); i++ {
		h.run(1)
	}
	h.run(2)
	img := h.snapshot()
	pharaonShot(t, "match_5p_en", img)
	st := m.Session().State().(*pharaon.State)
	if st.Players() != 5 {
		t.Fatalf("%d players", st.Players())
	}
	seats := make([]color.RGBA, 5)
	for i, c := range pharaonColours {
		seats[i] = c.RGBA()
	}
	// Nile discs: the seat's colour is the commonest of the seats' there.
	discs := 0
	for p := 0; p < 5; p++ {
		for tr, lvl := range st.PlayerOf(p).Nile {
			if lvl == 0 {
				continue
			}
			r := rectOf(place(t, m, pharaon.NileClimbed{Player: p, Track: tr, Level: int(lvl)}).R)
			if n := countNearestSeat(img, r, seats, p); n < r.Dx()*r.Dy()/6 {
				t.Errorf("seat %d's disc on track %d: %d of %d pixels in its colour", p, tr, n, r.Dx()*r.Dy())
			}
			discs++
		}
	}
	// Wheel tokens: the resource colour of their segment.
	// The resources' colours (pharaonview's icons: AGR reed green, JUS
	// lapis, CON red, ROY yellow, COM purple).
	res := []color.RGBA{render.ReedGreen, render.Lapis, {0xB8, 0x3A, 0x2E, 0xFF}, {0xE2, 0xB2, 0x2C, 0xFF}, {0x7B, 0x4B, 0x9C, 0xFF}}
	tokens := 0
	for c := 0; c < pharaon.NumBase; c++ {
		for i := 0; i < st.SlotsPerSegment(); i++ {
			if sl := st.Slot(c, i); sl.Token != c {
				continue
			}
			r := rectOf(place(t, m, pharaon.WheelTokenPlaced{Colour: c, Slot: i, Token: c, Player: -1}).R)
			if n := countNearest(img, r, res, c); n < r.Dx()*r.Dy()/5 {
				t.Errorf("wheel %d slot %d: %d of %d pixels in its colour", c, i, n, r.Dx()*r.Dy())
			}
			tokens++
		}
	}
	// The panels: each shows its seat's mark.
	for p, pr := range m.lay.Panels {
		r := rectOf(pr)
		if n := countNearestSeat(img, r, seats, p); n < 60 {
			t.Errorf("panel %d: %d pixels of its colour", p, n)
		}
	}
	if discs+tokens < 5 {
		t.Errorf("only %d discs and %d tokens probed", discs, tokens)
	}
	t.Logf("%d discs, %d wheel tokens probed at move %d", discs, tokens, m.Session().Moves())
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
