package scenes

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine/tekhenu"
	"nilegames/scenes/session"

	_ "nilegames/scenes/tekhenuview"
)

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
