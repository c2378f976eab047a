package viewtest

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/scenes/gameview"
)

// Rules is one game's row for the checks every game's rules pages pass.
type Rules struct {
	// Seats: the env the pictures draw with has this many seats, named
	// P0, P1... in the entry's colours (0: no seats).
	Seats int
	// MinBody: the bytes each page's body has at least (0: 300).
	MinBody int
	// InkDiv: each picture inks at least 1/InkDiv of its frame (0: 4).
	InkDiv int
	// MinPictures: the pages with a picture at least; negative counts
	// from the number of pages (-1: all but one).
	MinPictures int
	// Shots: the environment variable naming a folder for the pictures
	// ("": none).
	Shots string
	// NoInk: the pictures' ink is not measured (the time budget: the
	// view's own tests look at its pictures).
	NoInk bool
}

// RulesChecks runs the checks every game's rules pages pass: their text
// (RulesPageText), their pictures drawn inside their frames (RulesPictures)
// and with every label whole (RulesPicturesWhole).
func RulesChecks(t *testing.T, e gameview.Entry, c Rules) {
	t.Helper()
	minBody, inkDiv, minPics := c.MinBody, c.InkDiv, c.MinPictures
	if minBody == 0 {
		minBody = 300
	}
	if inkDiv == 0 {
		inkDiv = 4
	}
	if minPics < 0 {
		minPics += len(e.Rules)
	}
	env := func(lang string) *gameview.Env {
		var names []string
		for p := 0; p < c.Seats; p++ {
			names = append(names, fmt.Sprint("P", p))
		}
		env := Env(t, lang, e.Colors, names...)
		for p := range env.Seats {
			env.Seats[p].Human = true
		}
		return env
	}
	t.Run("text", func(t *testing.T) {
		for lang, b := range Bundles(t) {
			for i, p := range e.Rules {
				RulesPageText(t, lang, b, i, p, minBody)
			}
		}
	})
	t.Run("pictures", func(t *testing.T) {
		if c.NoInk {
			return
		}
		// The pages' ids, for the pictures' file names: game.rules.ID.title.
		var ids []string
		for _, p := range e.Rules {
			ids = append(ids, strings.TrimSuffix(strings.TrimPrefix(p.Title, e.Name+".rules."), ".title"))
		}
		if drawn := RulesPictures(t, e.Rules, ids, e.Name, c.Shots, inkDiv, env); drawn < minPics {
			t.Errorf("%d pictures, want %d", drawn, minPics)
		}
	})
	t.Run("labels whole", func(t *testing.T) { RulesPicturesWhole(t, e.Rules, env) })
}
