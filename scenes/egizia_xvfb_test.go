package scenes

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/egiziaview"
)

// The app with the real Egizia view.

// egiziaColours are the view's seat colours (red, white, brown, gray: none
// a crew's colour).
var egiziaColours = []render.PlayerColor{render.Red, render.White, render.Brown, render.Gray}

// egiziaSpec is a match of the given seats.
func egiziaSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "egizia", Seed: seed}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: egiziaColours[i].String(), Kind: k})
	}
	return sp
}

// egiziaShot saves img as name under $EGIZIA_SHOTS, when set.
func egiziaShot(t *testing.T, name string, img *image.RGBA) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Log(err)
		return
	}
	png.Encode(f, img)
	f.Close()
}

// TestEgiziaMenu: Egizia is playable from the menu with 2 to 4 seats and
// no solo automaton (the rulebook has none: solo is against AI seats).
func TestEgiziaMenu(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.draw = true
	h.settle()
	menu := h.app.scene.(*MenuScene)
	if _, ok := gameview.Lookup("egizia"); !ok {
		t.Fatal("Egizia is not registered")
	}
	h.click("game.egizia")
	if menu.sel != "egizia" || !menu.ok {
		t.Fatalf("selected %q, playable %v", menu.sel, menu.ok)
	}
	for _, n := range []int{1, 5} {
		if menu.ui.get("players."+strconv.Itoa(n)) != nil {
			t.Errorf("%d players offered", n)
		}
	}
	for n := 2; n <= 4; n++ {
		h.click("players." + strconv.Itoa(n))
		if menu.ui.get("seat.automaton") != nil {
			t.Errorf("%d players: an automaton row", n)
		}
		sp := menu.Spec(uint64(n))
		if len(sp.Seats) != n {
			t.Fatalf("%d players: %d seats", n, len(sp.Seats))
		}
		s, err := session.New(sp)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if got := s.State().(*egizia.State).NumPlayers(); got != n {
			t.Errorf("%d players: the match has %d", n, got)
		}
		h.run(2)
		egiziaShot(t, "menu_"+strconv.Itoa(n)+"p", h.snapshot())
	}
}

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

// TestEgiziaHotSeatHidesTheSphinx: the Sphinx card a seat keeps at setup
// is private (§11.1): the hot seat hands the screen over between humans,
// and the next player sees the same screen whichever card the first kept,
// but for the first seat's panel and the log.
func TestEgiziaHotSeatHidesTheSphinx(t *testing.T) {
	screens := func(keep int) (next *image.RGBA, mask []image.Rectangle, kept int) {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
			Start: Start{Scene: "match", Match: egiziaSpec(9, session.Human, session.Human, session.Human)}})
		h.draw = true
		h.settle()
		m := h.match()
		first := m.Handoff()
		if first < 0 {
			t.Fatal("no hand-off before the first setup choice")
		}
		h.click("handoff")
		st := m.Session().State().(*egizia.State)
		pair := st.SetupPair(first)
		if pair[0] <= 0 || pair[1] <= 0 {
			t.Fatalf("seat %d sees no pair: %v", first, pair)
		}
		h.playHumanWith(func(legal []engine.Action) engine.Action {
			for _, a := range legal {
				if m.Session().State().ActionString(a) == "setup:keep"+string(rune('1'+keep)) {
					return a
				}
			}
			t.Fatalf("seat %d cannot keep card %d", first, keep+1)
			return 0
		})
		for i := 0; i < 1000; i++ {
			if s := m.Handoff(); s >= 0 && s != first && !m.Busy() {
				h.click("handoff")
				h.run(2)
				next = h.snapshot()
				break
			}
			h.playHuman()
		}
		if next == nil {
			t.Fatal("no hand-off to another seat")
		}
		mask = append(mask, rectOf(m.lay.Panels[first]), rectOf(m.lay.Log))
		return next, mask, pair[keep]
	}
	n0, mask0, k0 := screens(0)
	n1, mask1, k1 := screens(1)
	if k0 == k1 {
		t.Fatalf("both runs kept card %d", k0)
	}
	masked := func(x, y int) bool {
		for _, r := range append(mask0, mask1...) {
			if (image.Point{x, y}).In(r) {
				return true
			}
		}
		return false
	}
	diff := 0
	b := n0.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !masked(x, y) && !near(n0.RGBAAt(x, y), n1.RGBAAt(x, y), 24) {
				diff++
			}
		}
	}
	if diff != 0 {
		t.Errorf("the next seat sees %d pixels differ outside the first seat's panel and the log", diff)
		egiziaShot(t, "hotseat_a", n0)
		egiziaShot(t, "hotseat_b", n1)
	}
}

// TestEgiziaRulesScene: the menu's Rules button opens Egizia's fifteen
// pages; each page can be chosen and draws its picture.
func TestEgiziaRulesScene(t *testing.T) {
	checkRulesPages(t, "egizia", 15, []int{1, 5, 9}, egiziaShot)
}
