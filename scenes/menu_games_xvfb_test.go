package scenes

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"

	_ "nilegames/scenes/tekhenuview"
)

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

func TestImhotepMenuPixels(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	if menu.sel != "imhotep" || !menu.ok {
		t.Fatalf("selected %q playable %v", menu.sel, menu.ok)
	}
	img := h.snapshot()
	card := menu.ui.get("game.imhotep").r
	// The selected card is framed in lapis.
	if n := countNear(img, image.Rect(int(card.X)-2, int(card.Y)-2, int(card.Right())+2, int(card.Y)+4), render.Lapis, 40); n < 150 {
		t.Errorf("selected card frame: %d lapis pixels", n)
		if f, err := os.Create(filepath.Join(os.TempDir(), "imhotep_menu_fail.png")); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	// Its picture is the view's, in colour: not covered by the dark band.
	pic := image.Rect(int(card.X)+12, int(card.Y)+12, int(card.Right())-12, int(card.Bottom())-74)
	if n := countNear(img, image.Rect(pic.Min.X, (pic.Min.Y+pic.Max.Y)/2-10, pic.Max.X, (pic.Min.Y+pic.Max.Y)/2+10), render.Ink, 30); n > pic.Dx()*15 {
		t.Errorf("imhotep's picture looks covered (%d ink pixels)", n)
	}
	// The four seats show the four Imhotep marks.
	for i, c := range render.ImhotepColors {
		w := menu.ui.get("seat." + string(rune('0'+i)) + ".color").r
		if n := countNear(img, image.Rect(int(w.X), int(w.Y), int(w.Right()), int(w.Bottom())), c.RGBA(), 25); n < 150 {
			t.Errorf("seat %d: %d pixels of %v", i, n, c)
		}
	}
	// Six option rows (five sites and the Wrath), each with a lit choice.
	lit := 0
	for _, w := range menu.ui.ws {
		if strings.HasPrefix(w.id, "opt.") && w.on {
			lit++
		}
	}
	if lit != 6 {
		t.Errorf("%d options chosen, want 6", lit)
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

// TestPharaonMenu: Pharaon is playable; at 1 player the menu shows the
// Traitor's fixed row and its level, said in full; Discovery is offered
// seat by seat, for the seats in play only, and composes one character
// per player.
func TestPharaonMenu(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.draw = true
	h.settle()
	menu := h.app.scene.(*MenuScene)
	if _, ok := gameview.Lookup("pharaon"); !ok {
		t.Fatal("Pharaon is not registered")
	}
	h.click("game.pharaon")
	if menu.sel != "pharaon" || !menu.ok {
		t.Fatalf("selected %q, playable %v", menu.sel, menu.ok)
	}
	h.click("players.1")
	if menu.ui.get("seat.automaton") == nil || menu.ui.get("seat.1.name") != nil {
		t.Fatal("no fixed Traitor row, or an editable second seat")
	}
	for l := 0; l <= 5; l++ {
		if menu.ui.get("opt.traitor="+string(rune('0'+l))) == nil {
			t.Errorf("no Traitor level %d", l)
		}
	}
	if menu.ui.get("opt.discovery[0]=1") == nil || menu.ui.get("opt.discovery[1]=1") != nil {
		t.Error("Discovery: want seat 1's toggle only")
	}
	h.click("opt.traitor=2")
	h.click("opt.discovery[0]=1")
	label := ""
	for _, row := range menu.optionRows() {
		if row.opt.Key == "traitor" {
			label = menu.optionLabel(row.opt)
		}
	}
	if label != "The Traitor: level 2 — 2 dark tiles" {
		t.Errorf("the Traitor's row reads %q", label)
	}
	sp := menu.Spec(5)
	if len(sp.Seats) != 2 || sp.Seats[1].Kind != session.Automaton || sp.Seats[1].Name != "The Traitor" {
		t.Errorf("solo seats %+v", sp.Seats)
	}
	if sp.Options["traitor"] != "2" || sp.Options["discovery"] != "1" {
		t.Errorf("solo options %v", sp.Options)
	}
	s, err := session.New(sp)
	if err != nil {
		t.Fatalf("solo spec: %v", err)
	}
	if ok, level := s.State().(*pharaon.State).Solo(); !ok || level != 2 {
		t.Errorf("solo %v level %d", ok, level)
	}
	h.run(2)
	img := h.snapshot()
	pharaonShot(t, "menu_1p_en", img)
	// The Traitor's row shows its mark in the first colour the human
	// (yellow) lacks: red.
	w := menu.ui.get("seat.automaton")
	mark := rectOf(geom.R(w.r.X, w.r.Y, w.r.H, w.r.H))
	red := render.Red.RGBA()
	n := 0
	for y := mark.Min.Y; y < mark.Max.Y; y++ {
		for x := mark.Min.X; x < mark.Max.X; x++ {
			if near(img.RGBAAt(x, y), red, 30) {
				n++
			}
		}
	}
	if n < mark.Dx()*mark.Dy()/8 {
		t.Errorf("the Traitor's mark: %d red pixels of %d", n, mark.Dx()*mark.Dy())
	}
	h.app.SetLang("fr")
	h.run(2)
	pharaonShot(t, "menu_1p_fr", h.snapshot())
	h.app.SetLang("en")
	h.run(2)

	// Five players: five toggles, the fourth turned on; no Traitor.
	h.click("players.5")
	for i := 0; i < 5; i++ {
		if menu.ui.get("opt.discovery["+string(rune('0'+i))+"]=0") == nil {
			t.Errorf("no Discovery toggle for seat %d", i+1)
		}
	}
	if menu.ui.get("opt.traitor=2") != nil || menu.ui.get("seat.automaton") != nil {
		t.Error("5 players: the Traitor is offered")
	}
	h.click("opt.discovery[3]=1")
	sp = menu.Spec(6)
	if sp.Options["discovery"] != "10010" || sp.Options["traitor"] != "" || len(sp.Seats) != 5 {
		t.Errorf("5 players: options %v, %d seats", sp.Options, len(sp.Seats))
	}
	if _, err := session.New(sp); err != nil {
		t.Errorf("5-player spec: %v", err)
	}
	h.run(2)
	pharaonShot(t, "menu_5p_en", h.snapshot())
	// Three players: the value shrinks to three characters.
	h.click("players.3")
	if got := menu.Spec(7).Options["discovery"]; got != "100" {
		t.Errorf("3 players: discovery %q", got)
	}
}

// Tekhenu's menu with one player: the human's seat, Botankhamon's fixed
// row and the solo options; Start makes a solo match whose second seat
// the rules play.
func TestMenuSoloSetup(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	menu.selectGame("tekhenu")
	menu.build()
	if menu.ui.get("seat.automaton") != nil || menu.ui.get("opt.solo=hard") != nil {
		t.Fatal("solo row or options with several players")
	}
	if menu.ui.get("players.1") == nil {
		t.Fatal("no 1-player button")
	}
	h.click("players.1")
	if menu.ui.get("seat.automaton") == nil || menu.ui.get("seat.1.name") != nil {
		t.Fatal("no fixed Botankhamon row, or an editable second seat")
	}
	for _, id := range []string{"opt.solo=easy", "opt.solo=medium", "opt.solo=hard", "opt.challenge1=true", "opt.challenge2=true", "opt.firstgame=true"} {
		if menu.ui.get(id) == nil {
			t.Errorf("no option %s", id)
		}
	}
	h.click("opt.solo=hard")
	h.click("opt.challenge2=true")
	h.click("seat.automaton") // inert
	if dir := os.Getenv("TEKHENU_SHOTS"); dir != "" {
		for _, lang := range []string{"fr", "en"} {
			h.app.SetLang(lang)
			h.run(2)
			if f, err := os.Create(filepath.Join(dir, "menu_solo_"+lang+".png")); err == nil {
				png.Encode(f, h.snapshot())
				f.Close()
			}
		}
	}
	h.click("start")
	h.settle()
	sess := h.match().Session()
	sp := sess.Spec()
	if len(sp.Seats) != 2 || sp.Seats[0].Kind != session.Human || sp.Seats[1].Kind != session.Automaton || sp.Seats[1].Name != "Botankhamon" {
		t.Fatalf("seats %+v", sp.Seats)
	}
	if sp.Seats[0].Color == sp.Seats[1].Color {
		t.Errorf("both seats %s", sp.Seats[0].Color)
	}
	if sp.Options["players"] != "1" || sp.Options["solo"] != "hard" || sp.Options["challenge2"] != "true" || sp.Options["challenge1"] != "false" {
		t.Errorf("options %v", sp.Options)
	}
	st := sess.State().(*tekhenu.State)
	if ok, level, c1, c2 := st.Solo(); !ok || level != tekhenu.LevelHard || c1 || !c2 {
		t.Errorf("state solo %v level %d challenges %v %v", ok, level, c1, c2)
	}
	// The memory keeps the solo setup: back in the menu, it is as left.
	mem := h.app.settings.Menu
	if mem == nil || len(mem.Setups["tekhenu"].Seats) != 1 || mem.Setups["tekhenu"].Options["solo"] != "hard" {
		t.Fatalf("memory %+v", mem)
	}
	m2 := NewMenu(h.app)
	m2.selectGame("tekhenu")
	if len(m2.seats) != 1 || m2.values["solo"] != "hard" || m2.values["challenge2"] != "true" || !m2.soloOn() {
		t.Errorf("restored: %d seats, %v", len(m2.seats), m2.values)
	}
	// Two players again: no automaton, no solo options passed.
	m2.setPlayers(2)
	m2.build()
	sp2 := m2.Spec(3)
	if len(sp2.Seats) != 2 || sp2.Seats[1].Kind == session.Automaton {
		t.Errorf("2 players: seats %+v", sp2.Seats)
	}
	for _, k := range []string{"solo", "challenge1", "challenge2"} {
		if _, ok := sp2.Options[k]; ok {
			t.Errorf("2 players: option %s passed", k)
		}
	}
	if _, err := session.New(sp2); err != nil {
		t.Errorf("2-player spec: %v", err)
	}
	if m2.ui.get("seat.automaton") != nil || m2.ui.get("opt.solo=easy") != nil {
		t.Error("2 players: the solo row or options are shown")
	}
}

// Games without a solo mode: no 1-player button, no automaton row.
func TestMenuNoSoloElsewhere(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	menu := h.app.scene.(*MenuScene)
	for _, g := range []string{"imhotep", "kheops"} {
		menu.selectGame(g)
		menu.build()
		if menu.ui.get("players.1") != nil || menu.ui.get("seat.automaton") != nil || menu.soloOn() {
			t.Errorf("%s: a solo setup", g)
		}
	}
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
