package scenes

import (
	"testing"

	"nilegames/scenes/session"
)

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
