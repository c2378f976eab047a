package scenes

import (
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/render"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/imhotepview"
)

// The match scene with the real Imhotep view.

func imhotepSpec(seed uint64, kinds ...string) *session.Spec {
	sp := &session.Spec{Game: "imhotep", Seed: seed, Options: engine.Options{"first": "0"}}
	for i, k := range kinds {
		sp.Seats = append(sp.Seats, session.SeatSpec{Name: "Seat" + string(rune('1'+i)), Color: render.ImhotepColors[i].String(), Kind: k})
	}
	return sp
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

func TestImhotepFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1 << 12,
		Settings: storage.Settings{Lang: "fr", Speed: "off"},
		Start:    Start{Scene: "match", Match: imhotepSpec(11, session.Human, "easy", "greedy", "easy")}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(1, 2))
	end, human := h.playToEnd(rng, nil)
	if human < 20 {
		t.Errorf("only %d human actions", human)
	}
	if len(end.Winners()) == 0 || len(end.Sources()) < 5 {
		t.Errorf("winners %v sources %v", end.Winners(), end.Sources())
	}
	// Every sentence of the log is French and no key is missing.
	for _, l := range m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
	h.settle()
	img := h.snapshot()
	if n := countNear(img, image.Rect(60, 210, 960, 810), render.Gold, 60); n < 300 {
		t.Errorf("end table: %d gold pixels", n)
	}
	t.Logf("%d moves, %d by the human, winners %v", m.Session().Moves(), human, end.Winners())
}

func TestImhotepUndoAndResume(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{ThinkIterations: 1, Start: Start{Scene: "match", Match: imhotepSpec(3, session.Human, "normal")}})
	h.settle()
	m := h.match()
	before := m.Session().State().String()
	h.playHuman()
	h.run(2)
	if !m.Session().CanUndo() {
		t.Fatal("cannot undo while the bot thinks")
	}
	h.click("undo")
	if m.Session().State().String() != before {
		t.Fatal("undo button did not restore the position")
	}
	h.playHuman()
	want := m.Session().State().String()
	h2 := newHarness(t, store, Config{ThinkIterations: 1})
	h2.settle()
	h2.click("resume")
	h2.settle()
	if got := h2.match().Session().State().String(); got != want {
		t.Errorf("resumed position differs:\n%s\nwant\n%s", got, want)
	}
}
