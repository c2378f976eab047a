package scenes

import (
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/kheopsview"
)

// The match scene with the real Kheops view.

func kheopsSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "kheops", Seed: seed}
	colours := []render.PlayerColor{render.White, render.Blue}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: colours[i].String(), Kind: k})
	}
	return sp
}

func saveKheopsFail(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	if f, err := os.Create(filepath.Join(os.TempDir(), name+".png")); err == nil {
		png.Encode(f, img)
		f.Close()
		t.Logf("picture saved to %s", f.Name())
	}
}

func TestKheopsMenuPixels(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	card := menu.ui.get("game.kheops").r
	img := h.snapshot()
	// The picture is the view's: the pyramid's tiles in limestone and its
	// white and blue pawns, not covered by a "coming soon" band.
	pic := image.Rect(int(card.X)+12, int(card.Y)+12, int(card.Right())-12, int(card.Bottom())-74)
	stone := countNear(img, pic, color.RGBA{0xD2, 0xC2, 0xA2, 0xFF}, 24) + countNear(img, pic, color.RGBA{0xF3, 0xDE, 0xA8, 0xFF}, 24)
	if stone < 400 {
		t.Errorf("kheops picture: %d stone pixels", stone)
		saveKheopsFail(t, "kheops_menu_fail", img)
	}
	if n := countNear(img, pic, render.Blue.RGBA(), 30); n < 20 {
		t.Errorf("kheops picture: %d pixels of the blue pawn", n)
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

// TestKheopsFullGameThroughPicker plays a whole match, the human seat
// through the view's clicks, the other by the AI, with the animations on
// (fast): the match waits for the final scoring before the end scene.
func TestKheopsFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 256,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: kheopsSpec(11, session.Human, "easy")}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(1, 2))
	waited, held := 0, -1
	end, human := h.playToEnd(rng, func() {
		waited++
		if held < 0 {
			held = len(m.LogLines())
		} else if n := len(m.LogLines()); n != held && m.Busy() {
			t.Fatalf("the log grew from %d to %d lines during the final scoring", held, n)
		}
	})
	// White plays 15 turns of two or three decisions each.
	if human < 30 {
		t.Errorf("only %d human actions", human)
	}
	// The final scoring lasts seconds: frames of 1/60 s at fast speed.
	if waited < 60 {
		t.Errorf("the end scene came %d frames after the last tile", waited)
	}
	if len(end.Winners()) == 0 || len(end.Sources()) != 6 {
		t.Errorf("winners %v sources %v", end.Winners(), end.Sources())
	}
	// The last tile's lines and the result reach the log only after the
	// final scoring has shown them.
	if n := len(m.LogLines()); n < held+2 {
		t.Errorf("%d log lines at the end, %d during the final scoring: the last move's lines are missing", n, held)
	}
	st := m.Session().State().(*kheops.State)
	if st.Turn() != 30 || st.PileSize() != 0 {
		t.Errorf("turn %d, pile %d at the end", st.Turn(), st.PileSize())
	}
	for _, l := range m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
	t.Logf("%d moves, %d by the human, winners %v, %d frames of final scoring", m.Session().Moves(), human, end.Winners(), waited)
}

// TestKheopsDamageRepaintsExactly: the match repaints only where the
// Kheops board changed (its view draws into display lists): frame after
// frame the screen holds what a full repaint gives, with tiles flying and
// turning, pawns moving, hovers, ghosts and tooltips.
func TestKheopsDamageRepaintsExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	damageRun(t, damageCase{
		name:   "kheops_damage",
		cfg:    Config{ThinkIterations: 32, Start: Start{Scene: "match", Match: kheopsSpec(5, session.Human, "easy"), Moves: 12}},
		d:      1,
		frames: 240, minMoves: 4, minChecked: 20,
		path:      []geom.Point{{X: 640, Y: 700}, {X: 1100, Y: 300}, {X: 200, Y: 400}, {X: 800, Y: 900}, {X: 1200, Y: 130}},
		moveEvery: 30, playEvery: 40,
		choose: func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] },
	})
}

// TestKheopsTooltips: a tile of the pyramid explains itself, and the
// tooltip leaves it visible.
func TestKheopsTooltips(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 16, Start: Start{Scene: "match", Match: kheopsSpec(7, session.Human, "easy"), Moves: 10}})
	h.settle()
	m := h.match()
	// A base tile in the bottom row, under the middle of the pyramid.
	b := m.lay.Board
	p := geom.Pt(b.X+b.W/2, b.Bottom()-60)
	h.in.MoveTo(p.X, p.Y)
	h.run(1)
	if len(m.tip) < 2 {
		t.Fatalf("tooltip %q", m.tip)
	}
	lines, target, ok := m.View().Tooltip(p.X, p.Y)
	if !ok || !target.Contains(p) {
		t.Fatalf("tooltip target %v does not hold %v (%v)", target, p, ok)
	}
	if in := m.tipBox.Intersect(target); in.W > 0 && in.H > 0 {
		t.Errorf("tooltip %v covers %v", m.tipBox, target)
	}
	joined := strings.Join(lines, " ")
	if !strings.Contains(joined, "foundation") {
		t.Errorf("a base tile's tooltip: %q", joined)
	}
}

// kheopsMenu opens the menu on Kheops with a human in seat 0 (White) and
// the hard bot in seat 1 (Blue).
func kheopsMenu(t *testing.T) (*harness, *MenuScene) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	menu.selectGame("kheops")
	menu.build()
	h.click("seat.0.kind.human")
	h.click("seat.1.kind.hard")
	return h, menu
}

// Kheops' colours are roles (White has the pharaoh and plays first): the
// colour mark swaps the two players between the seats, colours stay put.
func TestKheopsMenuSwapsPlayersNotColours(t *testing.T) {
	h, menu := kheopsMenu(t)
	n0, n1 := menu.seats[0].name, menu.seats[1].name
	h.click("seat.0.color")
	if menu.seats[0].color != render.White || menu.seats[1].color != render.Blue {
		t.Errorf("colours moved: %v %v", menu.seats[0].color, menu.seats[1].color)
	}
	if menu.seats[0].kind != "hard" || menu.seats[1].kind != session.Human || menu.seats[0].name != n1 || menu.seats[1].name != n0 {
		t.Errorf("players not swapped: %+v", menu.seats)
	}
	h.click("start")
	h.settle()
	sp := h.match().Session().Spec()
	if sp.Seats[0].Kind != "hard" || sp.Seats[0].Color != "white" || sp.Seats[1].Kind != session.Human || sp.Seats[1].Color != "blue" {
		t.Errorf("spec %+v", sp.Seats)
	}
}

// §3.1: the human may let the app draw the colours at random. The button
// deals the players to the seats (colours stay put), both ways happen, and
// the menu says who got White.
func TestSpec3_1_KheopsMenuDrawsColoursAtRandom(t *testing.T) {
	h, menu := kheopsMenu(t)
	human, bot := menu.seats[0].name, menu.seats[1].name
	swapped := 0
	const draws = 40
	for i := 0; i < draws; i++ {
		h.click("seats.draw")
		s0, s1 := menu.seats[0], menu.seats[1]
		if s0.color != render.White || s1.color != render.Blue {
			t.Fatalf("draw %d moved the colours: %v %v", i, s0.color, s1.color)
		}
		switch {
		case s0.kind == session.Human && s0.name == human && s1.kind == "hard" && s1.name == bot:
		case s0.kind == "hard" && s0.name == bot && s1.kind == session.Human && s1.name == human:
			swapped++
		default:
			t.Fatalf("draw %d lost a player: %+v", i, menu.seats)
		}
		if want := "Drawn at random: " + s0.name + " plays White."; menu.drawn != want {
			t.Fatalf("message %q, want %q", menu.drawn, want)
		}
	}
	if swapped == 0 || swapped == draws {
		t.Errorf("%d swaps in %d draws: not random", swapped, draws)
	}
	h.click("seat.0.kind.normal")
	if menu.drawn != "" {
		t.Errorf("the draw's message outlived the next click: %q", menu.drawn)
	}
}

func TestEveryPlayerColourHasAName(t *testing.T) {
	h := newHarness(t, nil, Config{})
	for _, lang := range []string{"en", "fr"} {
		h.app.SetLang(lang)
		for _, c := range append(render.ImhotepColors[:], render.OtherColors[:]...) {
			if k := colourKey(c); !h.app.loc.Has(k) {
				t.Errorf("%s: no %s", lang, k)
			}
		}
	}
}
