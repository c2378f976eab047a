package egiziaview

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/input"
	"nilegames/render"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// pickView is a view of s where every seat is a human at this screen,
// showing s to the seat to act.
func pickView(t testing.TB, lang string, s *egizia.State) *View {
	t.Helper()
	env := boardEnv(t, lang, s.NumPlayers())
	for i := range env.Seats {
		env.Seats[i].Human = true
	}
	v, _ := boardView(t, env, s, s.CurrentPlayer())
	return v
}

// syncTo shows s to the seat to act; the view finds legal itself.
func syncTo(v *View, s *egizia.State, legal []engine.Action) {
	v.Sync(s, nil, gameview.Viewer(s.CurrentPlayer()))
	if !slices.Equal(v.Legal, legal) {
		panic("the view's legal actions differ from the state's")
	}
}

// Every legal action at every decision of random games, 2 to 4 players,
// is made by ClickFor's clicks through Pick; the kinds of actions seen
// are counted.
func TestClickForEveryAction(t *testing.T) {
	kinds := map[egizia.ActKind]int{}
	for i, players := range []int{2, 3, 4, 2, 3, 4} {
		seed := uint64(11 + 13*i)
		s := boardGame(t, players, seed)
		v := pickView(t, []string{"en", "fr"}[i%2], s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			syncTo(v, s, legal)
			for j, a := range legal {
				if len(legal) > 24 && j%5 != step%5 {
					continue
				}
				kinds[egizia.DecodeAction(a).Kind]++
				viewtest.RoundTrip(t, v, v.Area, s, s.Phase(), legal, a)
			}
			// Half the moves plausible (so that builds happen), half random.
			var a engine.Action
			if step%2 == 0 {
				a = s.RolloutAction(&rng, nil)
			} else {
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []egizia.ActKind{egizia.ActKeepSetup, egizia.ActPass, egizia.ActPlace, egizia.ActSlot, egizia.ActWait,
		egizia.ActFeed, egizia.ActBuild, egizia.ActItem, egizia.ActDone, egizia.ActDecline, egizia.ActSphinx, egizia.ActKeep,
		egizia.ActCrew, egizia.ActMarket} {
		if kinds[k] == 0 {
			t.Errorf("no action of kind %d was tried", k)
		}
	}
	t.Logf("kinds tried: %v", kinds)
}

// A full game through the picker alone: each move is a random legal
// action made by its clicks.
func TestFullGamesThroughPicker(t *testing.T) {
	for players := 2; players <= 4; players++ {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			seed := uint64(70 + players)
			s := boardGame(t, players, seed)
			v := pickView(t, "en", s)
			rng := engine.NewRNG(seed)
			for moves := 0; !s.Terminal(); moves++ {
				legal := s.Legal(nil)
				syncTo(v, s, legal)
				if _, ok, _ := v.Pick(nil, legal); ok {
					t.Fatalf("move %d: Pick gave an action with no click", moves)
				}
				want := s.RolloutAction(&rng, nil)
				if moves%3 == 0 {
					want = legal[rng.IntN(len(legal))]
				}
				viewtest.RoundTrip(t, v, v.Area, s, s.Phase(), legal, want)
				if err := s.Apply(want); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// pickScreen is the screen with the picker drawn: highlights, controls,
// the panels' highlights.
func pickScreen(v *View, m layout.Match) *ebiten.Image {
	img := screen(v, m)
	render.BatchAA(img, func() {
		for i := range m.Panels {
			v.drawPanelPick(img, i)
		}
	})
	return img
}

// Pictures of the picker at each kind of decision (EGIZIA_SHOTS=dir).
func TestPickerPictures(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS not set")
	}
	for _, ph := range []egizia.Phase{egizia.PhSetupSphinx, egizia.PhPlace, egizia.PhFeed, egizia.PhBuild, egizia.PhBuildItems, egizia.PhSphinxKeep, egizia.PhWindow} {
		s, ok := boardPlay(t, 3, 5, func(s *egizia.State) bool { return s.Phase() == ph })
		if !ok {
			t.Logf("no %v", ph)
			continue
		}
		v := pickView(t, "en", s)
		m := layout.MatchLayout(3, false)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.setHover(v.ClickFor(legal[len(legal)-1])[0])
		savePNG(t, pickScreen(v, m), dir, fmt.Sprintf("pick_%v.png", ph))
		// A choice half made: the first target with options.
		for _, a := range legal {
			pts := v.ClickFor(a)
			if len(pts) > 1 {
				v.Pick(input.TapAt(pts[0].X, pts[0].Y), legal)
				savePNG(t, pickScreen(v, m), dir, fmt.Sprintf("pick_%v_sel.png", ph))
				break
			}
		}
	}
}

// The rarer decisions (G7, G9, G10, the extra builders, the cards'
// powers and their amounts, R27, R48's pairs): positions searched in
// random games, each action made by its clicks.
func TestClickForRareActions(t *testing.T) {
	want := []egizia.ActKind{egizia.ActG7, egizia.ActPlaceOcc, egizia.ActExtraTile, egizia.ActExtraG8, egizia.ActMill,
		egizia.ActSell, egizia.ActUse, egizia.ActR29, egizia.ActR28, egizia.ActR14, egizia.ActAttach, egizia.ActGlean,
		egizia.ActGleanPoint, egizia.ActR34, egizia.ActFree, egizia.ActFlood}
	found := map[egizia.ActKind]int{}
	pairs, up := 0, 0
	for seed := uint64(1); seed < 1500 && (len(found) < len(want) || up == 0); seed++ {
		players := 2 + int(seed%3)
		s := boardGame(t, players, seed)
		rng := engine.NewRNG(seed)
		var v *View
		for !s.Terminal() {
			legal := s.Legal(nil)
			synced := false
			for _, a := range legal {
				m := egizia.DecodeAction(a)
				rare := slices.Contains(want, m.Kind) && found[m.Kind] < 6
				pair := m.Kind == egizia.ActKeep && len(egizia.KeepCode(m.I)) == 2 && pairs < 6
				g9 := m.Up && up < 6
				if !rare && !pair && !g9 {
					continue
				}
				if v == nil {
					v = pickView(t, "en", s)
				}
				if !synced {
					syncTo(v, s, legal)
					synced = true
				}
				viewtest.RoundTrip(t, v, v.Area, s, s.Phase(), legal, a)
				if pts := v.ClickFor(a); len(pts) > 1 {
					v.Pick(input.TapAt(pts[0].X, pts[0].Y), legal)
					checkControls(t, v)
					v.CancelPick()
				}
				switch {
				case pair:
					pairs++
				case g9:
					up++
				default:
					found[m.Kind]++
				}
			}
			a := s.RolloutAction(&rng, nil)
			if rng.IntN(3) == 0 || !slices.Contains(legal, a) {
				a = legal[rng.IntN(len(legal))]
			}
			// The colonnade first (its violet bonus tile), waiting
			// ships often (NT04, G8).
			for _, b := range legal {
				m := egizia.DecodeAction(b)
				if (m.Kind == egizia.ActItem && m.I == egizia.ItemColonnade) || (m.Kind == egizia.ActWait && seed%2 == 0) || m.Kind == egizia.ActPlaceOcc {
					a = b
				}
			}
			if err := s.Apply(a); err != nil {
				t.Fatalf("%s at %v: %v (legal %v)", s.ActionString(a), s.Phase(), err, slices.Contains(legal, a))
			}
		}
	}
	for _, k := range want {
		if found[k] == 0 {
			t.Errorf("no position with an action of kind %d", k)
		}
	}
	if pairs == 0 || up == 0 {
		t.Errorf("R48 pairs %d, G9 placements %d", pairs, up)
	}
	t.Logf("found %v, R48 pairs %d, G9 %d", found, pairs, up)
}

// DecodeAction agrees with the engine's action strings on every code.
func TestDecodeActionAgreesWithStrings(t *testing.T) {
	s := boardGame(t, 3, 1)
	n := 0
	for a := engine.Action(0); a < 600; a++ {
		str := s.ActionString(a)
		m := egizia.DecodeAction(a)
		if strings.HasPrefix(str, "action:") {
			if m.Kind != egizia.ActNone {
				t.Errorf("%d: no action, decoded %+v", a, m)
			}
			continue
		}
		n++
		var want string
		up := ""
		if m.Up {
			up = "g9:"
		}
		switch m.Kind {
		case egizia.ActNone:
			t.Errorf("%d (%s): not decoded", a, str)
			continue
		case egizia.ActKeepSetup:
			want = fmt.Sprintf("setup:keep%d", m.I+1)
		case egizia.ActPlace:
			want = up + "place:" + egizia.SpaceCode(m.I)
		case egizia.ActSlot:
			want = fmt.Sprintf("%sslot:Z%d.%d", up, m.I+1, m.J+1)
		case egizia.ActWait:
			want = fmt.Sprintf("%swait:Z%d", up, m.I+1)
		case egizia.ActPlaceOcc:
			want = fmt.Sprintf("g10:T%d", m.I+1)
		case egizia.ActCrew:
			want = "crew:" + egizia.CrewCode(m.I)
		case egizia.ActR14:
			want = "r14:" + egizia.CrewCode(m.I)
		case egizia.ActR28:
			want = "r28:" + egizia.CrewCode(m.I)
		case egizia.ActGlean:
			want = fmt.Sprintf("glean:C%d", m.I+1)
		case egizia.ActMill:
			want = fmt.Sprintf("mill:%d", m.I)
		case egizia.ActSell:
			want = fmt.Sprintf("sell:%d", m.I)
		case egizia.ActUse:
			want = fmt.Sprintf("use:R%d", m.I)
			if !strings.HasPrefix(str, want) {
				t.Errorf("%d: %s decoded %+v", a, str, m)
			}
			continue
		case egizia.ActSphinx:
			want = fmt.Sprintf("sphinx:%d", m.I)
			if m.J == 1 {
				want += "+free"
			}
		default:
			continue
		}
		if str != want {
			t.Errorf("%d: %s decoded as %q", a, str, want)
		}
	}
	if n < 300 {
		t.Errorf("only %d codes", n)
	}
}

// §6.3 (Z2 Pyramid: points = the row cost) and §5.5: before a brick is
// placed, the dock says what it costs and scores. A first-row brick of
// the 3-4 player pyramid costs 2 Stone and scores 2 points, when the seat
// has no G3 and the brick completes no row.
func TestBuildPreviewPyramidRow1(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		s, ok := boardPlay(t, 3, seed, func(s *egizia.State) bool {
			if s.Phase() != egizia.PhBuildItems {
				return false
			}
			b := s.Build()
			if s.PlayerState(b.Seat).Bonus&(1<<egizia.G3) != 0 || b.Budget < 2 || b.Capacity-b.Cost < 2 {
				return false
			}
			empty := 0
			for j := 0; j < s.PyramidRowLen(0); j++ {
				if s.Pyramid(0, j) < 0 {
					empty++
				}
			}
			if empty < 2 {
				return false
			}
			for _, a := range s.Legal(nil) {
				if s.ActionString(a) == "item:pyramid1" {
					return true
				}
			}
			return false
		})
		if !ok {
			continue
		}
		v := pickView(t, "en", s)
		legal := s.Legal(nil)
		syncTo(v, s, legal)
		v.decision(legal)
		v.pk.Hover = target{kind: tPyrRow, i: 0}
		cost, pts, ok := v.itemPreview(s.Build())
		if !ok || cost != 2 || pts != 2 {
			t.Fatalf("seed %d: preview cost %d, %d points (%v); want 2 and 2", seed, cost, pts, ok)
		}
		if line := v.infoLine(); !strings.Contains(line, "this: cost 2, 2 points") {
			t.Errorf("the dock's line %q", line)
		}
		if dir := os.Getenv("EGIZIA_SHOTS"); dir != "" {
			savePNG(t, pickScreen(v, layout.MatchLayout(3, false)), dir, "pick_build_preview.png")
		}
		v.pk.Hover = target{kind: tButton, i: kDone}
		if _, _, ok := v.itemPreview(s.Build()); ok {
			t.Error("a preview for the Done button")
		}
		return
	}
	t.Fatal("no build with a first-row pyramid brick in 59 games")
}
