package scenes

import (
	"strings"
	"testing"

	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

func TestLanguageSwitchAndSettingsPersist(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{})
	h.settle()
	if h.app.Loc().Lang != "en" {
		t.Fatalf("lang %s", h.app.Loc().Lang)
	}
	h.click("lang.fr")
	if h.app.Loc().Lang != "fr" {
		t.Fatalf("after clicking FR: %s", h.app.Loc().Lang)
	}
	if w := sceneUI(h.app.scene).get("settings"); w.label != "Réglages" {
		t.Errorf("menu not in French: %q", w.label)
	}
	// Settings: speed, patterns; then a new app reads them back.
	h.click("settings")
	h.settle()
	if _, ok := h.app.scene.(*SettingsScene); !ok {
		t.Fatalf("scene %T", h.app.scene)
	}
	h.click("speed.fast")
	h.click("patterns.on")
	h.click("lang.en")
	h.click("lang.fr")
	h.click("fullscreen.on")
	if !h.app.Settings().Fullscreen {
		t.Error("fullscreen not set")
	}
	h.click("back")
	h.settle()
	if _, ok := h.app.scene.(*MenuScene); !ok {
		t.Fatalf("back leads to %T", h.app.scene)
	}
	got, err := storage.LoadSettings(store, storage.DefaultSettings("en"))
	want := storage.Settings{Lang: "fr", Speed: "fast", Patterns: true, Fullscreen: true}
	if err != nil || got != want {
		t.Fatalf("saved settings %+v %v, want %+v", got, err, want)
	}
	h2 := newHarness(t, store, Config{Settings: got})
	if h2.app.Loc().Lang != "fr" || h2.app.Settings() != want {
		t.Errorf("new app: lang %s settings %+v", h2.app.Loc().Lang, h2.app.Settings())
	}
	// The -lang override wins for one run and is not saved.
	h3 := newHarness(t, store, Config{Settings: got, Lang: "en"})
	if h3.app.Loc().Lang != "en" {
		t.Errorf("override: %s", h3.app.Loc().Lang)
	}
	if s, _ := storage.LoadSettings(store, storage.DefaultSettings("en")); s.Lang != "fr" {
		t.Errorf("override saved: %+v", s)
	}
}

func TestLanguageSwitchDuringMatch(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, "random")}})
	h.settle()
	h.playHuman()
	h.run(30)
	m := h.match()
	if len(m.LogLines()) == 0 {
		t.Fatal("no log")
	}
	prompt := func() string { k, a := m.View().Prompt(); return h.app.T(k, a...) }
	if !strings.HasPrefix(prompt(), "Player") {
		t.Errorf("prompt %q", prompt())
	}
	h.click("settings")
	h.settle()
	h.click("lang.fr")
	h.click("back")
	h.settle()
	if h.match() != m {
		t.Fatal("back from settings did not return to the same match")
	}
	if !strings.HasPrefix(prompt(), "Joueur") || m.env.Loc.Lang != "fr" {
		t.Errorf("after the switch: prompt %q, view lang %s", prompt(), m.env.Loc.Lang)
	}
	if w := sceneUI(h.app.scene).get("undo"); w.label != "Annuler" {
		t.Errorf("top bar not in French: %q", w.label)
	}
}

// A default name follows the language during a match; a typed one stays.
func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	sp := kheopsSpec(3, session.Human, "easy")
	sp.Seats[0].Name, sp.Seats[1].Name = "Player 1", "Nefer"
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: sp}})
	h.settle()
	m := h.match()
	if got := m.env.Seats[0].Name; got != "Player 1" {
		t.Fatalf("in English: %q", got)
	}
	h.app.SetLang("fr")
	h.run(1)
	if got := m.env.Seats[0].Name; got != "Joueur 1" {
		t.Errorf("in French the default name reads %q, want Joueur 1", got)
	}
	if got := m.env.Seats[1].Name; got != "Nefer" {
		t.Errorf("a typed name changed to %q", got)
	}
	h.app.SetLang("en")
	h.run(1)
	if got := m.env.Seats[0].Name; got != "Player 1" {
		t.Errorf("back in English: %q", got)
	}
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
