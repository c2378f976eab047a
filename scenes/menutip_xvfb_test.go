package scenes

// The menu's options explain themselves (issue 22): every option and
// choice of every game has a tooltip in both languages, shown on hover and
// reachable by touch; the resume card of a solo game names the automaton.

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"

	_ "nilegames/scenes/egiziaview"
	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/pharaonview"
	_ "nilegames/scenes/tekhenuview"
)

// internalCode finds what a player must never read in a tooltip: locale
// keys, placeholders, option keys and values.
var internalCode = regexp.MustCompile(`[{}\[\]_]|\b[a-z]+\.[a-z]+|\b(true|false|firstgame|challenge\d|sides|discovery|traitor\d)\b`)

// allOptions are every option a game's menu may show, at any player count.
func allOptions(e gameview.Entry) []gameview.Option {
	seen := map[string]bool{}
	var out []gameview.Option
	for n := e.MinPlayers; n <= e.MaxPlayers; n++ {
		for _, o := range e.SoloOptions(n) {
			if !seen[o.Key] {
				seen[o.Key] = true
				out = append(out, o)
			}
		}
	}
	return out
}

// Every option, choice and preset of every game's menu has its tooltip
// text in English and French: present, not empty, not the other
// language's, without internal codes.
func TestMenuOptionTipsInBothLanguages(t *testing.T) {
	bundles := map[string]*locales.Bundle{}
	for _, lang := range locales.Languages {
		b, err := locales.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		bundles[lang] = b
	}
	check := func(game, key string) {
		t.Helper()
		texts := map[string]string{}
		for lang, b := range bundles {
			if !b.Has(key) {
				t.Errorf("%s: %s: no tooltip %s", game, lang, key)
				continue
			}
			s := b.T(key)
			texts[lang] = s
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: %s: tooltip %s is empty", game, lang, key)
			}
			if c := internalCode.FindString(s); c != "" {
				t.Errorf("%s: %s: tooltip %s shows %q: %q", game, lang, key, c, s)
			}
		}
		if len(texts) == 2 && texts["en"] == texts["fr"] {
			t.Errorf("%s: tooltip %s is not translated: %q", game, key, texts["en"])
		}
	}
	for _, k := range SeatKinds {
		check("menu", seatKindTipKey(k))
	}
	options := 0
	for _, e := range gameview.Entries() {
		for _, o := range allOptions(e) {
			options++
			check(e.Name, optionTipKey(o))
			for _, c := range o.Choices {
				check(e.Name, choiceTipKey(o, c))
			}
		}
		for _, p := range e.Presets {
			check(e.Name, presetTipKey(p))
		}
	}
	// Imhotep 6 (five sides and the Wrath), Tekhenu 4 (first game, level,
	// two challenges), Pharaon 6 (Discovery of 5 seats, the Traitor).
	if options < 16 {
		t.Errorf("%d options seen, want all of Imhotep's, Tekhenu's and Pharaon's", options)
	}
}

// In the menu of every game, in both languages and at every player
// count, each option's label has a tooltip widget and each choice a
// tooltip with its explanation; none shows a raw key.
func TestMenuOptionTipsShown(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{Lang: lang})
		h.app.SetLang(lang)
		h.settle()
		m := h.menu()
		for _, e := range gameview.Entries() {
			m.selectGame(e.Name)
			for n := e.MinPlayers; n <= e.MaxPlayers; n++ {
				m.setPlayers(n)
				m.build()
				for _, o := range m.shownOptions() {
					w := m.ui.get("optinfo." + o.Key)
					if w == nil || len(tipLines(w.tip)) < 2 {
						t.Errorf("%s %s %dp: option %s: label tooltip %v", lang, e.Name, n, o.Key, w)
						continue
					}
					for _, c := range o.Choices {
						cw := m.ui.get("opt." + o.Key + "=" + c.Value)
						if cw == nil || len(tipLines(cw.tip)) < 2 || strings.Contains(cw.tip, "menu.") {
							t.Errorf("%s %s %dp: choice %s=%s: tooltip %q", lang, e.Name, n, o.Key, c.Value, cw.tip)
						}
					}
				}
				for i := range m.seats {
					for _, k := range SeatKinds {
						if w := m.ui.get(fmt.Sprintf("seat.%d.kind.%s", i, k)); w == nil || len(tipLines(w.tip)) < 2 {
							t.Errorf("%s %s %dp: seat %d's %s without a tooltip", lang, e.Name, n, i, k)
						}
					}
				}
				for i := range e.Presets {
					if w := m.ui.get("preset." + string(rune('0'+i))); w == nil || len(tipLines(w.tip)) < 2 {
						t.Errorf("%s %s: preset %d without a tooltip", lang, e.Name, i)
					}
				}
			}
		}
	}
}

// hover moves the mouse to a widget's centre.
func (h *harness) hover(id string) *widget {
	h.t.Helper()
	w := sceneUI(h.app.scene).get(id)
	if w == nil {
		h.t.Fatalf("no widget %q", id)
	}
	h.in.MoveTo(w.r.Center().X, w.r.Center().Y)
	h.run(1)
	return w
}

// touch presses a finger on p, holds it frames frames, and lifts it.
func (h *harness) touch(p geom.Point, frames int) {
	h.t.Helper()
	h.in.Frame(input.Intent{Kind: input.Move, X: p.X, Y: p.Y, Touch: true}, input.Intent{Kind: input.Press, X: p.X, Y: p.Y, Touch: true})
	h.run(1)
	for i := 1; i < frames; i++ {
		h.run(1)
	}
	h.in.Frame(input.Intent{Kind: input.Release, X: p.X, Y: p.Y, Touch: true}, input.Intent{Kind: input.Click, X: p.X, Y: p.Y, Touch: true})
	h.run(1)
}

// The mouse shows a choice's tooltip on hover; a finger shows it while
// held, and a long press leaves it shown without choosing; a tap chooses;
// a tap on an option's label shows the option's tooltip.
func TestMenuOptionTipsByHoverAndTouch(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	m := h.menu()
	h.click("game.tekhenu")
	h.click("players.1")
	id := "opt.challenge1=true"
	w := h.hover(id)
	if got := m.shownTip(); got == nil || got.id != id {
		t.Fatalf("hovering %s shows %v", id, got)
	}
	if lines := tipLines(w.tip); !strings.Contains(strings.Join(lines, " "), "2 Start cards") {
		t.Errorf("challenge 1's tooltip: %q", lines)
	}
	h.in.MoveTo(5, 5)
	h.run(1)
	if m.shownTip() != nil {
		t.Fatal("a tooltip without hover")
	}
	// A long press: the tooltip, and no choice made.
	h.touch(w.r.Center(), longPressTicks+5)
	if m.values["challenge1"] != "false" {
		t.Errorf("a long press chose: challenge1=%s", m.values["challenge1"])
	}
	if got := m.shownTip(); got == nil || got.id != id {
		t.Fatalf("after a long press the tooltip is %v", got)
	}
	if dir := os.Getenv("MENU_SHOTS"); dir != "" {
		shot(t, h, filepath.Join(dir, "menu_tip_touch_en.png"))
	}
	// A tap chooses, and puts the pinned tooltip away.
	h.touch(w.r.Center(), 1)
	if m.values["challenge1"] != "true" {
		t.Errorf("a tap did not choose: challenge1=%s", m.values["challenge1"])
	}
	if got := m.shownTip(); got != nil {
		t.Errorf("after a tap the tooltip %s shows", got.id)
	}
	// A tap on the option's label: its tooltip.
	info := m.ui.get("optinfo.solo")
	if info == nil {
		t.Fatal("no label tooltip for the level")
	}
	h.touch(info.r.Center(), 1)
	if got := m.shownTip(); got == nil || got.id != "optinfo.solo" {
		t.Fatalf("a tap on the level's label shows %v", got)
	}
	if m.values["solo"] != "easy" {
		t.Errorf("a tap on the label chose %s", m.values["solo"])
	}
	// Escape puts it away.
	h.in.KeyPress("Escape")
	h.run(1)
	if m.shownTip() != nil {
		t.Error("Escape leaves the tooltip")
	}
}

func shot(t *testing.T, h *harness, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.snapshot()); err != nil {
		t.Fatal(err)
	}
}

// Pictures of the menu with tooltips, both languages (MENU_SHOTS=dir).
func TestMenuOptionTipPictures(t *testing.T) {
	dir := os.Getenv("MENU_SHOTS")
	if dir == "" {
		t.Skip("MENU_SHOTS not set")
	}
	t.Cleanup(func() { render.SetDensity(1) })
	for _, lang := range []string{"en", "fr"} {
		h := newHarness(t, nil, Config{})
		h.app.SetLang(lang)
		h.settle()
		for _, c := range []struct{ game, players, id string }{
			{"tekhenu", "players.1", "opt.firstgame=true"},
			{"tekhenu", "players.1", "optinfo.challenge2"},
			{"pharaon", "players.1", "opt.traitor=3"},
			{"pharaon", "players.3", "optinfo.discovery[1]"},
			{"imhotep", "players.2", "opt.sides[4]=B"},
			{"imhotep", "players.2", "preset.1"},
		} {
			h.click("game." + c.game)
			h.click(c.players)
			h.hover(c.id)
			name := strings.NewReplacer("[", "", "]", "", "=", "_", ".", "_").Replace(c.id)
			shot(t, h, filepath.Join(dir, "menu_tip_"+c.game+"_"+name+"_"+lang+".png"))
		}
		// And in a 1280x720 window.
		render.SetDensity(2.0 / 3)
		h.click("game.tekhenu")
		h.click("players.1")
		h.hover("opt.solo=medium")
		shot(t, h, filepath.Join(dir, "menu_tip_720_"+lang+".png"))
		render.SetDensity(1)
	}
}

// soloSave is an autosave of a solo match of game against its automaton,
// whose seat bears name (as saved, maybe in the other language).
func soloSave(t *testing.T, game, name string, opts engine.Options) []byte {
	t.Helper()
	sp := &session.Spec{Game: game, Seed: 7, Options: opts, Seats: []session.SeatSpec{
		{Name: "Ada", Color: "blue", Kind: session.Human},
		{Name: name, Color: "red", Kind: session.Automaton},
	}}
	_, data := savedMatch(t, sp, 0)
	return data
}

// The resume card of a solo game says whom it is against, not "2
// players", in the menu's language whatever the save's.
func TestSoloResumeCardNamesTheAutomaton(t *testing.T) {
	store := storage.NewMemory()
	store.Write(storage.AutosaveFor("tekhenu"), soloSave(t, "tekhenu", "Botankhamon", engine.Options{"solo": "easy"}))
	store.Write(storage.AutosaveFor("pharaon"), soloSave(t, "pharaon", "Le Traître", engine.Options{"traitor": "2"}))
	want := map[string]map[string]string{
		"en": {"tekhenu": "Solo against Botankhamon", "pharaon": "Solo against the Traitor"},
		"fr": {"tekhenu": "En solo contre Botankhamon", "pharaon": "En solo contre le Traître"},
	}
	for _, lang := range []string{"en", "fr"} {
		h := restart(t, store, Config{Lang: lang})
		m := h.menu()
		for _, game := range []string{"tekhenu", "pharaon"} {
			h.click("game." + game)
			sub := m.resumeSub()
			if !strings.Contains(sub, want[lang][game]) {
				t.Errorf("%s %s: the resume card says %q, want %q", lang, game, sub, want[lang][game])
			}
			if strings.Contains(sub, "2 player") || strings.Contains(sub, "2 joueur") {
				t.Errorf("%s %s: the resume card counts players: %q", lang, game, sub)
			}
			if w := m.ui.get("resume"); w == nil || w.look != sub {
				t.Errorf("%s %s: the card is not drawn with %q", lang, game, sub)
			}
			// Drawn whole: nothing of it ellipsized.
			stop := render.AuditLabels()
			h.snapshot()
			for _, d := range stop() {
				if d.Text == sub {
					t.Errorf("%s %s: the resume card's %q is %s", lang, game, d.Text, d.Why)
				}
			}
		}
		if dir := os.Getenv("MENU_SHOTS"); dir != "" {
			shot(t, h, filepath.Join(dir, "menu_solo_resume_"+lang+".png"))
		}
	}
	// A 2-player game still counts its players.
	s2 := &session.Spec{Game: "tekhenu", Seed: 3, Seats: []session.SeatSpec{
		{Name: "Ada", Color: "blue", Kind: session.Human}, {Name: "Bob", Color: "red", Kind: "normal"}}}
	_, data := savedMatch(t, s2, 0)
	store.Write(storage.AutosaveFor("tekhenu"), data)
	h := restart(t, store, Config{Lang: "en"})
	h.click("game.tekhenu")
	if sub := h.menu().resumeSub(); !strings.Contains(sub, "2 players") || strings.Contains(sub, "Solo") {
		t.Errorf("2-player game: %q", sub)
	}
}
