package tekhenuview

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
)

// soloEnv: Ana, a human, against Botankhamon.
func soloEnv(t testing.TB, lang string) *gameview.Env {
	e := testEnv(t, lang, 1)
	e.Seats = append(e.Seats, gameview.Seat{Name: "Botankhamon", Color: seatColors[1]})
	return e
}

func newSolo(t testing.TB, level string, seed uint64) *tekhenu.State {
	t.Helper()
	st, err := tekhenu.Game{}.NewState(engine.Options{"players": "1", "solo": level}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*tekhenu.State)
}

// soloPlay plays random moves of a solo game until f holds, recording
// the events of the last move.
func soloPlay(t *testing.T, level string, seed uint64, f func(s *tekhenu.State) bool) (*tekhenu.State, []engine.Event) {
	t.Helper()
	s := newSolo(t, level, seed)
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(seed)
	for !s.Terminal() && !f(s) {
		legal := s.Legal(nil)
		evs = evs[:0]
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Terminal() {
		t.Fatal("no such position")
	}
	return s, evs
}

// A full solo game at each level played through the picker alone; the
// automaton's turns come inside Apply and the picker never acts for it.
// Every solo event the game records has its Places on the pyramid or
// the board.
func TestSoloFullGameThroughPicker(t *testing.T) {
	for i, level := range []string{"easy", "medium", "hard"} {
		t.Run(level, func(t *testing.T) {
			seed := uint64(90 + i)
			s := newSolo(t, level, seed)
			v := newView(t, soloEnv(t, "en"))
			rng := engine.NewRNG(seed)
			var evs []engine.Event
			s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
			v.Sync(s, nil, 0)
			seen := map[string]int{}
			moves := 0
			for !s.Terminal() {
				for i := 0; i < 200 && v.Update(0.1); i++ {
				}
				if v.dec.player != 0 {
					t.Fatalf("move %d: the picker acts for seat %d", moves, v.dec.player)
				}
				legal := s.Legal(nil)
				want := legal[rng.IntN(len(legal))]
				got := clickAction(t, v, s, legal, want, moves)
				evs = evs[:0]
				if err := s.Apply(got); err != nil {
					t.Fatal(err)
				}
				v.Sync(s, evs, 0)
				for _, e := range evs {
					if _, solo := v.soloPlaces(e); !solo {
						continue
					}
					seen[e.EventName()]++
					for _, pl := range v.Places(e) {
						if !v.Area.Contains(pl.R.Center()) {
							t.Fatalf("%s: place %v off the board", e.EventName(), pl.R)
						}
					}
				}
				moves++
			}
			if moves < 40 {
				t.Errorf("only %d moves", moves)
			}
			// 16 turns, 4 marker moves a period: the pyramid is laid 4 times.
			for _, name := range []string{"pyramid_laid", "marker_moved", "deben_flipped", "die_drafted"} {
				if seen[name] == 0 {
					t.Errorf("no %s in a whole game", name)
				}
			}
			if seen["marker_moved"] != 16 || seen["die_drafted"] != 16 {
				t.Errorf("marker moved %d times, took %d dice; want 16 each (one a turn)", seen["marker_moved"], seen["die_drafted"])
			}
		})
	}
}

// Places of the solo events: the tile reached, the coin, the section and
// tile of a die taken, the pyramid; a player's die is not the Bot's.
func TestSoloPlaces(t *testing.T) {
	s, _ := soloPlay(t, "medium", 5, func(s *tekhenu.State) bool { _, _, p, _ := s.BotMarker(); return len(p) >= 2 })
	v := newView(t, soloEnv(t, "en"))
	v.Sync(s, nil, 0)
	l := v.lay
	pos, _, _, _ := s.BotMarker()
	got := v.Places(tekhenu.MarkerMoved{Position: 5})
	if len(got) != 1 || got[0].R != l.pyrTile(5) {
		t.Errorf("marker_moved 5: %v, want tile 5 %v", got, l.pyrTile(5))
	}
	got = v.Places(tekhenu.DebenFlipped{Face: "up"})
	if c, r := l.debenSpot(); len(got) != 1 || got[0].Shape != gameview.PlaceCircle || got[0].R.Center().Dist(c) > 0.01 || got[0].R.W != 2*r {
		t.Errorf("deben_flipped: %v", got)
	}
	got = v.Places(tekhenu.DieDrafted{Player: 1, Die: 0, Section: tekhenu.Hathor, Pan: "tile"})
	if len(got) != 2 || got[0].Shape != gameview.PlacePoly || got[1].R != l.pyrTile(pos) {
		t.Errorf("die_drafted (tile): %v", got)
	}
	got = v.Places(tekhenu.DieDrafted{Player: 0, Die: 0, Section: tekhenu.Hathor, Pan: "left"})
	if len(got) != 2 || got[1].R != l.balance {
		t.Errorf("die_drafted (left pan): %v", got)
	}
	if got = v.Places(tekhenu.PyramidLaid{}); len(got) != 1 || got[0].R != l.pyr {
		t.Errorf("pyramid_laid: %v", got)
	}
	if got = v.Places(tekhenu.GoldDiscarded{Player: 1, Place: "osiris_row2"}); len(got) != 1 || got[0].R != l.row2Gold {
		t.Errorf("gold_discarded osiris_row2: %v", got)
	}
	if got = v.Places(tekhenu.GoldDiscarded{Player: 1, Place: "os_quar"}); len(got) != 1 || got[0].R != l.people[tekhenu.OSQuar] {
		t.Errorf("gold_discarded os_quar: %v", got)
	}
	// The pyramid sits in the tray, clear of the option buttons.
	if !l.tray.Contains(l.pyr.Center()) || l.bar.Right() > l.pyr.X {
		t.Errorf("pyramid %v, bar %v, tray %v", l.pyr, l.bar, l.tray)
	}
	for i := 0; i < tekhenu.NumBotTiles; i++ {
		if r := l.pyrTile(i); !l.pyr.Contains(geom.Pt(r.X, r.Y)) || !l.pyr.Contains(geom.Pt(r.Right(), r.Bottom())) {
			t.Errorf("tile %d %v outside the box %v", i, r, l.pyr)
		}
	}
	// Not solo: no pyramid, the bar has the whole width.
	v2 := newView(t, testEnv(t, "en", 2))
	v2.Sync(newGame(t, 2, 5), nil, 0)
	if !v2.lay.pyr.Empty() || v2.lay.bar.Right() != v2.lay.tray.Right() {
		t.Errorf("2 players: pyramid %v, bar %v", v2.lay.pyr, v2.lay.bar)
	}
}

// The pyramid drawn: tiles walked are gold, the others limestone; the
// marker in Botankhamon's colour stands on the tile reached, not on
// START; after a move, the new tile turns gold only once the marker's hop
// has been animated.
func TestSoloPyramidPixels(t *testing.T) {
	s, evs := soloPlay(t, "easy", 11, func(s *tekhenu.State) bool {
		_, _, p, _ := s.BotMarker()
		return len(p) == 3 && s.Phase() == tekhenu.PhTake
	})
	v := newView(t, soloEnv(t, "en"))
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Sync(s, nil, 0)
	v.Draw(dst)
	at := rendertest.Reader(dst)
	l := v.lay
	pos, _, path, _ := s.BotMarker()
	walked := map[int]bool{}
	for _, p := range path {
		walked[p] = true
	}
	gold := render.Lighten(render.Gold, 0.55)
	for i := 0; i < tekhenu.NumBotTiles; i++ {
		r := l.pyrTile(i)
		p := geom.Pt(r.Center().X, r.Y+3)
		want := render.Limestone
		if walked[i] {
			want = gold
		}
		if c := at(p); !rendertest.Near(c, want, 12) {
			t.Errorf("tile %d (walked %v) at %v: %v, want %v", i, walked[i], p, c, want)
		}
	}
	mark := seatColors[1].RGBA()
	near := func(c geom.Point, rad float64) bool {
		for dy := -rad; dy <= rad; dy++ {
			for dx := -rad; dx <= rad; dx++ {
				if rendertest.Near(at(c.Add(geom.Pt(dx, dy))), mark, 24) {
					return true
				}
			}
		}
		return false
	}
	if !near(l.markerSpot(pos), 8) {
		t.Errorf("no marker on tile %d", pos)
	}
	if near(l.pyrStart().Center(), 6) {
		t.Error("a marker on START")
	}

	// Animated: the last move's events, the new tile still limestone.
	s2, evs2 := soloPlay(t, "easy", 11, func(s *tekhenu.State) bool {
		_, _, p, _ := s.BotMarker()
		return len(p) == 3 && s.Phase() == tekhenu.PhTake
	})
	_ = evs
	moved := -1
	for _, e := range evs2 {
		if m, ok := e.(tekhenu.MarkerMoved); ok {
			moved = m.Position
		}
	}
	if moved < 0 {
		t.Fatal("the last move did not move the marker")
	}
	prev, _ := soloPlay(t, "easy", 11, func(s *tekhenu.State) bool {
		_, _, p, _ := s.BotMarker()
		return len(p) == 2
	})
	v = newView(t, soloEnv(t, "en"))
	v.Env.Speed = anim.Normal
	v.Sync(prev, nil, 0)
	v.Sync(s2, evs2, 0)
	probe := func() color.RGBA {
		dst.Clear()
		v.Draw(dst)
		r := l.pyrTile(moved)
		return rendertest.Reader(dst)(geom.Pt(r.Center().X, r.Y+3))
	}
	if c := probe(); !rendertest.Near(c, render.Limestone, 12) {
		t.Errorf("tile %d gold before the hop: %v", moved, c)
	}
	flipped, hopped, flew := false, false, false
	for i := 0; i < 300 && v.Update(0.05); i++ {
		flipped = flipped || v.sfx.flip
		hopped = hopped || v.sfx.hop
		flew = flew || v.sfx.fly
		if v.sfx.hop && v.sfx.flip {
			t.Error("the marker hops while the coin spins")
		}
	}
	// The last move was not the period's first: the Deben decided the hop.
	if !flipped || !hopped || !flew {
		t.Errorf("animations seen: flip %v, hop %v, die flight %v", flipped, hopped, flew)
	}
	if c := probe(); !rendertest.Near(c, gold, 12) {
		t.Errorf("tile %d not gold after the hop: %v", moved, c)
	}
}

// The automaton's panel: level and challenges, VP and Scribes, Decrees.
func TestSoloPanelText(t *testing.T) {
	st, err := tekhenu.Game{}.NewState(engine.Options{"players": "1", "solo": "hard", "challenge2": "true"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*tekhenu.State)
	v := newView(t, soloEnv(t, "fr"))
	v.Sync(s, nil, 0)
	lv := v.t(levelKeys[tekhenu.LevelHard]) + " · " + v.t("tekhenu.solo.challenge2_short")
	if lv != "Difficile · Défi 2" {
		t.Errorf("level line %q", lv)
	}
	pl, _ := s.PlayerView(1, 0)
	// §7.1: the Bot starts with 1 Scribe and 10 VP; hard: 2 statues.
	txt := panelText(v, 1)
	if want := fmt.Sprintf("Points de victoire\u00A0: %d", pl.VP); !strings.Contains(txt, want) || !strings.Contains(txt, "Scribe\u00A0: 1") {
		t.Errorf("the panel does not tell VP %d and 1 Scribe: %q", pl.VP, txt)
	}
	if !strings.Contains(txt, lv) {
		t.Errorf("the panel does not tell the level %q: %q", lv, txt)
	}
	if pl.Statues != 2 {
		t.Errorf("hard: %d statues, want 2", pl.Statues)
	}
	dst := render.NewCanvas(576, 180)
	defer dst.Deallocate()
	v.DrawPanel(dst, 1, geom.R(8, 8, 560, 164))
}

// TestSoloShots writes pictures of a solo game when TEKHENU_SHOTS names a
// folder: the board with the pyramid, the Deben spinning, the panels.
func TestSoloShots(t *testing.T) {
	write := shotWriter(t)
	for _, lang := range []string{"en", "fr"} {
		dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
		prev, _ := soloPlay(t, "hard", 21, func(s *tekhenu.State) bool {
			_, _, p, _ := s.BotMarker()
			return len(p) == 2 && s.Turn() >= 6 && s.Phase() == tekhenu.PhTake
		})
		s, evs := soloPlay(t, "hard", 21, func(s *tekhenu.State) bool {
			_, _, p, _ := s.BotMarker()
			return len(p) == 3 && s.Turn() >= 6
		})
		v := newView(t, soloEnv(t, lang))
		v.Sync(s, nil, s.CurrentPlayer())
		v.Draw(dst)
		write("solo_"+lang, dst)
		v.Sync(prev, nil, 0)
		v.Sync(s, evs, s.CurrentPlayer())
		for i := 0; i < 200 && !v.sfx.flip && v.Update(0.05); i++ {
		}
		v.Update(0.12)
		dst.Clear()
		v.Draw(dst)
		write("solo_flip_"+lang, dst)
		panels := render.NewCanvas(576, 2*190)
		for p := 0; p < 2; p++ {
			r := geom.R(0, float64(p)*190, 576, 180)
			render.FillRect(panels, r, render.Papyrus)
			v.DrawPanel(panels, p, r.Inset(8))
		}
		write("solo_panels_"+lang, panels)
		panels.Deallocate()
		dst.Deallocate()
	}
}

// The solo options: offered only to one player, each value accepted by
// the engine with players=1 (and refused with 2, so that the menu must
// not pass them then).
func TestSoloEntryOptions(t *testing.T) {
	e := NewEntry()
	if len(e.SoloOptions(2)) != len(e.Options) || len(e.SoloOptions(1)) != len(e.Options)+3 {
		t.Fatalf("options for 1: %d, for 2: %d", len(e.SoloOptions(1)), len(e.SoloOptions(2)))
	}
	loc := testEnv(t, "fr", 1).Loc
	if got := loc.T(e.Solo.Name); got != "Botankhamon" {
		t.Errorf("name %q", got)
	}
	for _, o := range e.Solo.Options {
		for _, c := range o.Choices {
			if _, err := e.Game.NewState(engine.Options{"players": "1", o.Key: c.Value}, 1); err != nil {
				t.Errorf("%s=%s: %v", o.Key, c.Value, err)
			}
			if _, err := e.Game.NewState(engine.Options{"players": "2", o.Key: c.Value}, 1); err == nil {
				t.Errorf("%s=%s accepted with 2 players", o.Key, c.Value)
			}
		}
	}
}

// Tooltips of the pyramid: a Divine tile names its god, a Resource tile
// its resources in order, the coin says what it decides.
func TestSoloTooltips(t *testing.T) {
	s := newSolo(t, "easy", 4)
	v := newView(t, soloEnv(t, "en"))
	v.Sync(s, nil, 0)
	tiles := s.BotPyramid()
	divine, resource := false, false
	for i, code := range tiles {
		r := v.lay.pyrTile(i)
		lines, tr, ok := v.Tooltip(r.Center().X, r.Center().Y)
		if !ok || tr != r || len(lines) != 1 {
			t.Fatalf("tile %d %s: %v %v", i, code, lines, ok)
		}
		switch code {
		case "BA3":
			divine = true
			if !strings.HasPrefix(lines[0], "Divine tile of Hathor") {
				t.Errorf("BA3: %q", lines[0])
			}
		case "BR1":
			// §7.2: Granite → Limestone → Bread → Papyrus.
			resource = true
			if !strings.Contains(lines[0], "producing Granite, else Limestone, Bread, Papyrus") {
				t.Errorf("BR1: %q", lines[0])
			}
		}
	}
	if !divine || !resource {
		t.Errorf("pyramid %v lacks BA3 or BR1", tiles)
	}
	c, _ := v.lay.debenSpot()
	if lines, _, ok := v.Tooltip(c.X, c.Y); !ok || !strings.Contains(lines[0], "Deben") {
		t.Errorf("coin: %v", lines)
	}
}
