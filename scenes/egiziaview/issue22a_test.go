package egiziaview

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// floodPosition is a position where the seat to act may move the flood
// marker (PhFlood), from a game of players.
func floodPosition(t *testing.T, players int) *egizia.State {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		if s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool { return s.Phase() == egizia.PhFlood }); ok {
			return s
		}
	}
	t.Fatal("no flood decision")
	return nil
}

// Keeping the flood marker is a choice the player sees: a button named
// for it, and the space where the marker stands says "Keep the flood
// here", not "Move the flood here"; the button keeps it (issue 22).
func TestFloodKeepIsAChoice(t *testing.T) {
	want := map[string]string{"en": "Keep the flood here", "fr": "Laisser la crue ici"}
	for _, lang := range []string{"en", "fr"} {
		s := floodPosition(t, 2)
		v := pickView(t, lang, s)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.Pick(nil, legal)
		at := s.Flood()
		if !slices.Contains(v.buttons(), kKeepFlood) {
			t.Fatalf("%s: no Keep button among %v", lang, v.buttons())
		}
		if got := v.buttonLabel(kKeepFlood); got != want[lang] {
			t.Errorf("%s: Keep button reads %q, want %q", lang, got, want[lang])
		}
		if got := v.hoverHint(target{tFlood, at, 0}); got != want[lang] {
			t.Errorf("%s: the marker's space says %q, want %q", lang, got, want[lang])
		}
		for f := 0; f < egizia.NumFlood; f++ {
			if f == at || !v.usable(target{tFlood, f, 0}) {
				continue
			}
			if got := v.hoverHint(target{tFlood, f, 0}); got == want[lang] {
				t.Errorf("%s: space %d, where the marker is not, says %q", lang, f, got)
			}
		}
		r, ok := v.controlRect(target{tButton, kKeepFlood, 0})
		if !ok || r.Empty() {
			t.Fatalf("%s: the Keep button is not drawn", lang)
		}
		c := r.Center()
		a, done, _ := v.Pick(input.TapAt(c.X, c.Y), legal)
		if !done {
			t.Fatalf("%s: a click on Keep gave no action", lang)
		}
		if m := egizia.DecodeAction(a); m.Kind != egizia.ActFlood || m.I != at {
			t.Fatalf("%s: Keep played %s", lang, s.ActionString(a))
		}
		// And the log says the marker was kept.
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		logged := false
		for _, e := range evs {
			if line, ok := Log(e, v.Env); ok {
				if _, kept := e.(egizia.FloodKept); kept {
					logged = line != ""
					t.Logf("%s: %s", lang, line)
				}
			}
		}
		if !logged {
			t.Errorf("%s: keeping the flood gave no log line (events %v)", lang, evs)
		}
	}
}

// Pictures of issue 22's part A (EGIZIA_SHOTS=dir): the flood decision
// with the pointer on the marker's space, in both languages.
func TestIssue22APictures(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS not set")
	}
	for _, lang := range []string{"en", "fr"} {
		s := floodPosition(t, 2)
		v := pickView(t, lang, s)
		m := layout.MatchLayout(2, false)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.Pick(nil, legal)
		v.setHover(v.targetRect(target{tFlood, s.Flood(), 0}).Center())
		img := pickScreen(v, m)
		render.BatchAA(img, func() { v.drawHoverHint(img) })
		savePNG(t, img, dir, "flood_"+lang+".png")
	}
}

// bandWidth is the room of the match's status band for its sentence, in
// French (the longest title and buttons), in logical px: about 1010 on a
// screenshot (scenes' TestEgiziaBlockedSpaceRefusalInBand checks one).
const bandWidth = 1000

// A refusal always says why: at positions of random games, in both
// languages, every click on a target that does nothing gives a reason
// beyond repeating the prompt (never a bare "Not now."), or nothing at
// all on a piece of information (its tooltip says what it is); no
// refusal, prompt, button or hover hint shows an internal code (issue 22).
func TestRefusalsGiveReasons(t *testing.T) {
	bare := map[string]bool{"Not now.": true, "Pas maintenant.": true}
	seen := map[string]int{}
	for i, players := range []int{2, 3, 4, 2} {
		lang := []string{"en", "fr"}[i%2]
		seed := uint64(140 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, lang, s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			if step%4 == 0 {
				syncTo(v, s, legal)
				v.Pick(nil, legal)
				pk, pa := v.prompt()
				prompt := v.t(pk, pa...)
				namesTestCheck(t, lang, "prompt", prompt)
				for _, b := range v.buttons() {
					namesTestCheck(t, lang, "button", v.buttonLabel(b))
				}
				for _, tg := range append(v.boardTargets(), v.panelTargets(s.CurrentPlayer())...) {
					if v.targetRect(tg).Empty() {
						continue
					}
					if v.usable(tg) {
						namesTestCheck(t, lang, "hover hint", v.hoverHint(tg))
						continue
					}
					key, args := v.refuse(tg)
					if key == "" {
						if tg.kind == tCard || tg.kind == tRound || tg.kind == tSlot || tg.kind == tWait {
							t.Fatalf("%s: a click on river target %v at %v gets no answer", lang, tg, s.Phase())
						}
						continue
					}
					txt := v.t(key, args...)
					why := strings.TrimSpace(strings.Replace(txt, prompt, "", 1))
					if key == "egizia.refuse.not_now" || why == "" || bare[why] {
						t.Fatalf("%s: refusal of %v at %v gives no reason: %q", lang, tg, s.Phase(), txt)
					}
					seen[key]++
					namesTestCheck(t, lang, key, txt)
					// The status band shows it on one line.
					if w := render.TextWidth(txt, render.Face(render.Medium, 24)); w > bandWidth {
						t.Errorf("%s: refusal %q is %.0f px wide, the status band %d", lang, txt, w, bandWidth)
					}
				}
				if w := render.TextWidth(prompt, render.Face(render.Medium, 24)); w > bandWidth {
					t.Errorf("%s: prompt %q is %.0f px wide, the status band %d", lang, prompt, w, bandWidth)
				}
			}
			a := s.RolloutAction(&rng, nil)
			if step%2 == 1 {
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"egizia.refuse.blocked_round", "egizia.refuse.blocked_card", "egizia.refuse.taken", "egizia.refuse.upstream"} {
		if seen[k] == 0 {
			t.Errorf("no %s seen: %v", k, seen)
		}
	}
	t.Logf("refusals: %v", seen)
}

// In a 2-player game the blocked round spaces T1 and T2 and the unused
// card spaces C1 and C2 say why a ship cannot stop there; the player's
// own Sphinx card, a piece of information, is not refused (issue 22).
func TestRefuseBlockedSpaces2p(t *testing.T) {
	want := map[string]string{"en": "2-player", "fr": "2 joueurs"}
	for _, lang := range []string{"en", "fr"} {
		s, ok := boardPlay(t, 2, 3, func(s *egizia.State) bool { return s.Phase() == egizia.PhPlace })
		if !ok {
			t.Fatal("no placement")
		}
		v := pickView(t, lang, s)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.Pick(nil, legal)
		for _, c := range []struct {
			tg  target
			key string
		}{{target{tRound, 0, 0}, "egizia.refuse.blocked_round"}, {target{tRound, 1, 0}, "egizia.refuse.blocked_round"},
			{target{tCard, 0, 0}, "egizia.refuse.blocked_card"}, {target{tCard, 1, 0}, "egizia.refuse.blocked_card"}} {
			p := v.targetRect(c.tg).Center()
			if _, done, _ := v.Pick(input.TapAt(p.X, p.Y), legal); done {
				t.Fatalf("%s: %v gave an action", lang, c.tg)
			}
			key, args, ok := v.Refused()
			if !ok || key != c.key {
				t.Fatalf("%s: %v refused with %q (%v), want %s", lang, c.tg, key, ok, c.key)
			}
			if txt := v.t(key, args...); !strings.Contains(txt, want[lang]) {
				t.Errorf("%s: %v says %q: no word of the player count", lang, c.tg, txt)
			}
		}
		for j := range s.SphinxHand(s.CurrentPlayer(), s.CurrentPlayer()) {
			r := v.targetRect(target{tHand, j, 0})
			if r.Empty() {
				continue
			}
			p := r.Center()
			v.Pick(input.TapAt(p.X, p.Y), legal)
			if key, _, ok := v.Refused(); ok {
				t.Errorf("%s: own Sphinx card %d refused: %q", lang, j, key)
			}
		}
	}
}

// The status band offers only what is possible: when no ship can stop
// anywhere (only Pass is legal, maybe a card), it does not ask to place
// a ship; when one can, it does (issue 22).
func TestPromptOnlyWhatIsPossible(t *testing.T) {
	var none, some int
	for seed := uint64(1); seed < 40 && (none == 0 || some == 0); seed++ {
		s := boardGame(t, 2+int(seed%3), seed)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			if s.Phase() == egizia.PhPlace {
				legal := s.Legal(nil)
				place := false
				for _, a := range legal {
					switch egizia.DecodeAction(a).Kind {
					case egizia.ActPlace, egizia.ActSlot, egizia.ActWait, egizia.ActPlaceOcc, egizia.ActR34, egizia.ActG7:
						place = true
					}
				}
				for _, lang := range []string{"en", "fr"} {
					v := pickView(t, lang, s)
					syncTo(v, s, legal)
					key, args := v.prompt()
					txt := v.t(key, args...)
					asks := strings.Contains(txt, map[string]string{"en": "Place", "fr": "Placez"}[lang])
					if place != asks {
						t.Fatalf("%s: placement possible %v, prompt %q (legal %v)", lang, place, txt, legal)
					}
				}
				if place {
					some++
				} else {
					none++
				}
			}
			if err := s.Apply(s.RolloutAction(&rng, nil)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if none == 0 || some == 0 {
		t.Fatalf("positions: %d with placements, %d without", some, none)
	}
	t.Logf("positions: %d with placements, %d without", some, none)
}

// finished plays a game of players with the rollout policy to its end.
func finished(t *testing.T, players int, seed uint64) *egizia.State {
	t.Helper()
	s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool { return s.Terminal() })
	if !ok || !s.Terminal() {
		t.Fatal("the game did not end")
	}
	return s
}

// The end screen reveals each player's Sphinx cards with met or not and
// their points (issue 22): the cards are the hands the final scoring
// revealed, their points add up to the Sphinx part of the score, the
// seat's line says so in words, and the drawing drops no label in either
// language, at 2 and 4 players; pixels of the cards' lapis heads show in
// every column of a seat holding cards.
func TestEndRevealsSphinxCards(t *testing.T) {
	met := 0
	// A game where a card is met, for the tick: the first such seed.
	metSeed := uint64(0)
	for seed := uint64(100); seed < 600 && metSeed == 0; seed++ {
		s := finished(t, 2, seed)
		for q := 0; q < 2; q++ {
			for _, rc := range revealed(s, q) {
				if rc.Met {
					metSeed = seed
				}
			}
		}
	}
	if metSeed == 0 {
		t.Fatal("no game with a Sphinx card met")
	}
	for _, c := range []struct {
		players int
		seed    uint64
		lang    string
	}{{2, 21, "en"}, {2, 21, "fr"}, {4, 22, "en"}, {4, 22, "fr"}, {3, 23, "fr"}, {2, metSeed, "en"}, {2, metSeed, "fr"}} {
		s := finished(t, c.players, c.seed)
		env := boardEnv(t, c.lang, c.players)
		sc := s.Scores()
		cardsSeen := 0
		for q := 0; q < c.players; q++ {
			cs := revealed(s, q)
			sum := 0
			for _, rc := range cs {
				sum += rc.Points
				if rc.Met != (rc.Points > 0) {
					t.Errorf("card X%d: met %v with %d points", rc.ID, rc.Met, rc.Points)
				}
				if rc.Met {
					met++
				}
			}
			cardsSeen += len(cs)
			if len(cs) != s.SphinxCount(q) {
				t.Errorf("seat %d: %d cards revealed, holds %d", q, len(cs), s.SphinxCount(q))
			}
			for _, p := range sc[q].Parts {
				if p.Source == "sphinx" && p.Points != sum {
					t.Errorf("seat %d: cards worth %d, the Sphinx part %d", q, sum, p.Points)
				}
			}
			line := revealSum(env, cs)
			if badText(line) || (len(cs) > 0 && !strings.Contains(line, strconv.Itoa(sum))) {
				t.Errorf("%s seat %d: line %q for %d points", c.lang, q, line, sum)
			}
		}
		if cardsSeen == 0 {
			t.Fatalf("%d players seed %d: no Sphinx card held", c.players, c.seed)
		}
		img := ebiten.NewImage(1800, 368) // the end screen's band
		r := geom.R(16, 16, 1768, 336)
		viewtest.NoLabelDropped(t, fmt.Sprintf("%s %dp reveal", c.lang, c.players), func() {
			EndReveal(img, r, s, env)
		})
		colW := r.W / float64(c.players)
		for q := 0; q < c.players; q++ {
			if s.SphinxCount(q) == 0 {
				continue
			}
			at := rendertest.Reader(img)
			n := 0
			for y := r.Y + 44; y < r.Bottom(); y += 2 {
				for x := r.X + float64(q)*colW; x < r.X+float64(q+1)*colW; x += 2 {
					if rendertest.Near(at(geom.Pt(x, y)), render.Lapis, 20) {
						n++
					}
				}
			}
			if n < 50 {
				t.Errorf("%s %dp seat %d: %d lapis pixels of its cards", c.lang, c.players, q, n)
			}
		}
		if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" {
			savePNG(t, img, dir, fmt.Sprintf("reveal_%dp_%d_%s.png", c.players, c.seed, c.lang))
		}
	}
	if met == 0 {
		t.Error("no card met in these games: the tick is never seen")
	}
}
