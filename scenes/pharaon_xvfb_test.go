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
	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/pharaonview"
)

// The app with the real Pharaon view.

// pharaonColours are the seats' colours of spec §2.1, the entry's.
var pharaonColours = []render.PlayerColor{render.Yellow, render.Red, render.Black, render.Blue, render.Green}

// pharaonSpec is a match of the given seats; an automaton seat makes it a
// solo game against the Traitor.
func pharaonSpec(seed uint64, opts engine.Options, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "pharaon", Seed: seed, Options: opts}
	for i, k := range kinds {
		name := "Seat" + string(rune('1'+i))
		if k == session.Automaton {
			name = "The Traitor"
		}
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: name, Color: pharaonColours[i].String(), Kind: k})
	}
	return sp
}

// pharaonShot saves img as name under $PHARAON_SHOTS, when set.
func pharaonShot(t *testing.T, name string, img *image.RGBA) {
	dir := os.Getenv("PHARAON_SHOTS")
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

// pharaonNear is the index of the colour of cs nearest c.
func pharaonNear(c color.RGBA, cs []color.RGBA) int { return nearest(c, cs) }

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

// countNearestSeat counts the pixels of r nearest seat p's colour among
// the seats' and close to it (the board's sand and ink are not seats).
func countNearestSeat(img *image.RGBA, r image.Rectangle, seats []color.RGBA, p int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if pharaonNear(c, seats) == p && near(c, seats[p], 40) {
				n++
			}
		}
	}
	return n
}

// TestPharaonHotSeatHidesTheSetAside: the Noble a seat sets aside at
// setup is private (§3.2, §11.1): the next player, handed the screen,
// sees the same board whichever of its pair the first kept, but where
// the kept Noble itself shows (its panel, its card, the log's line).
func TestPharaonHotSeatHidesTheSetAside(t *testing.T) {
	screens := func(keep int) (next *image.RGBA, mask []image.Rectangle, kept int) {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
			Start: Start{Scene: "match", Match: pharaonSpec(9, nil, session.Human, session.Human, session.Human)}})
		h.draw = true
		h.settle()
		m := h.match()
		first := m.Handoff()
		if first < 0 {
			t.Fatal("no hand-off before the first setup choice")
		}
		h.click("handoff")
		st := m.Session().State().(*pharaon.State)
		pair, ok := st.SetupPair(first, first)
		if !ok {
			t.Fatalf("seat %d has no pair", first)
		}
		h.playHumanWith(func(legal []engine.Action) engine.Action {
			for _, a := range legal {
				if m.Session().State().ActionString(a) == "keep:noble"+string(rune('1'+keep)) {
					return a
				}
			}
			t.Fatalf("seat %d cannot keep Noble %d", first, keep)
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
		for _, p := range m.View().(gameview.Placer).Places(pharaon.NobleGiven{Player: first, Noble: pair[keep]}) {
			mask = append(mask, rectOf(p.R))
		}
		return next, mask, pair[keep]
	}
	n0, mask0, k0 := screens(0)
	n1, mask1, k1 := screens(1)
	if k0 == k1 {
		t.Fatalf("both runs kept Noble %d", k0)
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
			// A faint difference is the turn's glow pulsing (the two runs
			// take different numbers of frames), not a card.
			if !masked(x, y) && !near(n0.RGBAAt(x, y), n1.RGBAAt(x, y), 24) {
				diff++
			}
		}
	}
	if diff != 0 {
		t.Errorf("the next seat sees %d pixels differ outside the kept Noble's places", diff)
		pharaonShot(t, "hotseat_a", n0)
		pharaonShot(t, "hotseat_b", n1)
	}
	// The kept Noble does show: the two screens differ where it is.
	if d := diffIn(n0, n1, b); d < 50 {
		t.Errorf("only %d pixels differ: the kept Noble does not show", d)
	}
}

// TestPharaonRulesScene: the menu's Rules button opens Pharaon's seventeen
// pages; each page can be chosen and draws its picture (the frame right
// of the text is not plain sand).
func TestPharaonRulesScene(t *testing.T) {
	checkRulesPages(t, "pharaon", 17, []int{1, 2, 6, 14}, pharaonShot)
}

// checkRulesPages opens game's rules from the menu in both languages: it
// has pages pages, and each of ids can be chosen and draws its picture
// (the frame right of the text is not plain sand); shot keeps the screens.
func checkRulesPages(t *testing.T, game string, pages int, ids []int, shot func(*testing.T, string, *image.RGBA)) {
	t.Helper()
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: lang, Speed: "off"}})
		h.draw = true
		h.settle()
		h.click("game." + game)
		h.click("rules")
		h.settle()
		rs, ok := h.app.scene.(*RulesScene)
		if !ok {
			t.Fatalf("scene %T", h.app.scene)
		}
		_, pic := gameview.RulesColumns(true)
		if len(rs.entry.Rules) != pages {
			t.Fatalf("%d pages", len(rs.entry.Rules))
		}
		for _, id := range ids {
			h.click("page." + strconv.Itoa(id))
			h.run(2)
			if rs.Page() != id {
				t.Fatalf("%s: page %d, want %d", lang, rs.Page(), id)
			}
			img := h.snapshot()
			r := rectOf(pic)
			plain := 0
			for y := r.Min.Y; y < r.Max.Y; y += 4 {
				for x := r.Min.X; x < r.Max.X; x += 4 {
					if near(img.RGBAAt(x, y), img.RGBAAt(r.Min.X+2, r.Min.Y+2), 6) {
						plain++
					}
				}
			}
			if total := (r.Dx() / 4) * (r.Dy() / 4); plain > total*3/4 {
				t.Errorf("%s page %d: %d of %d samples plain", lang, id+1, plain, total)
			}
			shot(t, "rules_"+lang+"_"+strconv.Itoa(id+1), img)
		}
	}
}
