package tekhenuview

import (
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
)

// The drawn board shows each die in its colour at its place, the lit
// sections in their light, the columns in the temple, and turquoise on
// the legal dice.
func TestDrawnBoard(t *testing.T) {
	s := playTo(t, 3, 21, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 7 })
	v := newView(t, testEnv(t, "en", 3))
	v.Sync(s, nil, s.CurrentPlayer())
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	dice, legal := 0, 0
	for d, spot := range v.dice {
		info := s.DieInfo(d)
		// Off the pips: a quarter in from the top-left corner... the top
		// edge's middle holds no pip.
		p := spot.c.Add(geom.Pt(0, -spot.size*0.36))
		if s.Status(info.Colour, info.Section) == tekhenu.Forbidden {
			continue // faded and struck
		}
		if !rendertest.Near(at(p), dieFill[info.Colour], 40) {
			t.Errorf("die %d (%s) at %v: %v", d, colourCode[info.Colour], p, at(p))
		} else {
			dice++
		}
		if v.next()[target{tDie, d}] {
			// Just outside the status ring: the glow's turquoise.
			q := spot.c.Add(geom.Pt(spot.size/2+6, 0))
			if c := at(q); int(c.G) > int(c.R)+10 {
				legal++
			}
		}
	}
	if dice < 6 || legal == 0 {
		t.Errorf("dice drawn %d, legal glows %d", dice, legal)
	}
	// Each section's light, read on its axis near the ring (no die there
	// when few lie in it).
	for g := 0; g < 6; g++ {
		p := v.lay.polar(godAngle(g)+0.35, v.lay.ringR-8)
		want := lightFill[s.Light(g)]
		if !rendertest.Near(at(p), want, 30) {
			t.Errorf("section %d (%v): %v, want %v", g, s.Light(g), at(p), want)
		}
	}
	cols := 0
	for c := 0; c < 25; c++ {
		if id, rot, _, ok := s.TempleCell(c); ok {
			r := v.lay.cells[c].Inset(3)
			// The north triangle, between the centre disc and the edge.
			p := geom.Pt(r.Center().X, r.Y+r.H*0.08)
			want := render.Lighten(edgeColours[tekhenu.TileEdge(id, rot, tekhenu.North)], 0.15)
			if !rendertest.Near(at(p), want, 30) {
				t.Errorf("column in cell %d: %v, want %v", c, at(p), want)
			}
			cols++
		}
	}
	t.Logf("dice %d, legal %d, columns %d", dice, legal, cols)
}

// Places are inside the board for every event of a random game.
func TestPlacesInsideTheBoard(t *testing.T) {
	s := newGame(t, 4, 33)
	v := newView(t, testEnv(t, "fr", 4))
	v.Sync(s, nil, 0)
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(33)
	kinds := map[string]bool{}
	for !s.Terminal() {
		legal := s.Legal(nil)
		evs = evs[:0]
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		v.Sync(s, evs, s.CurrentPlayer())
		for _, e := range evs {
			for _, p := range v.Places(e) {
				kinds[e.EventName()] = true
				if !inside(testArea, p.R) || p.R.Empty() {
					t.Fatalf("%s: place %v outside the board", e.EventName(), p.R)
				}
			}
		}
	}
	for _, k := range []string{"die_drafted", "column_placed", "building_placed", "statue_placed", "card_taken", "dial_rotated", "vp_changed", "weighed"} {
		if !kinds[k] {
			t.Errorf("no place for %s", k)
		}
	}
}

// A click on a Forbidden die is refused with the reason; a legal click
// leaves no refusal.
func TestRefusal(t *testing.T) {
	s := playTo(t, 2, 12, func(s *tekhenu.State) bool {
		if s.Phase() != tekhenu.PhTake {
			return false
		}
		for d := 0; d < tekhenu.NumDice; d++ {
			info := s.DieInfo(d)
			if info.Section >= 0 && s.Status(info.Colour, info.Section) == tekhenu.Forbidden {
				return true
			}
		}
		return false
	})
	v := newView(t, testEnv(t, "en", 2))
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	for d := 0; d < tekhenu.NumDice; d++ {
		info := s.DieInfo(d)
		if info.Section < 0 || s.Status(info.Colour, info.Section) != tekhenu.Forbidden {
			continue
		}
		if v.usable(target{tDie, d}) {
			continue // T08 lets this seat take it
		}
		if _, ok, _ := v.Pick(tap(v.dice[d].c), legal); ok {
			t.Fatal("a Forbidden die was taken")
		}
		if v.refusal.Key != "tekhenu.refuse.forbidden" {
			t.Errorf("refusal %v", v.refusal)
		}
		key, _, ok := v.Refused()
		if !ok || key != "tekhenu.refuse.then" {
			t.Errorf("refusal %q %v", key, ok)
		}
		if _, _, ok := v.Refused(); ok {
			t.Error("the refusal was not forgotten")
		}
		break
	}
	// The temple is not the place of a die draft.
	v.Pick(tap(v.lay.cells[12].Center()), legal)
	if v.refusal.Key != "tekhenu.refuse.not_target" {
		t.Errorf("temple click: %v", v.refusal)
	}
}

// The entry: players 1–4 (1 against Botankhamon), the first-game option, progress in turns,
// rounds ending at the Judgments and Scorings.
func TestEntry(t *testing.T) {
	e, ok := gameview.Lookup("tekhenu")
	if !ok {
		t.Fatal("not registered")
	}
	if e.MinPlayers != 1 || e.Solo == nil || e.MaxPlayers != 4 || !e.Hidden || len(e.Colors) < 4 || len(e.Options) != 1 {
		t.Errorf("entry %+v", e)
	}
	for _, c := range e.Options[0].Choices {
		if _, err := e.Game.NewState(engine.Options{"players": "3", e.Options[0].Key: c.Value}, 1); err != nil {
			t.Errorf("option %s=%s: %v", e.Options[0].Key, c.Value, err)
		}
	}
	s := playTo(t, 2, 3, func(s *tekhenu.State) bool { return s.Turn() == 3 })
	if key, args := e.Progress(s); key != "tekhenu.ui.turn" || args[1] != 3 || args[3] != 16 {
		t.Errorf("progress %s %v", key, args)
	}
	// No rounds: a Scoring, from its start to its end, is summed up; a
	// Judgment alone is not, nor the setup's turn order.
	if e.EndsRound(tekhenu.Weighed{}) || !e.EndsRound(tekhenu.ScoringEnded{}) || e.EndsRound(tekhenu.TurnOrder{}) || e.EndsRound(tekhenu.DieDrafted{}) {
		t.Error("EndsRound")
	}
	if !e.StartsRound(tekhenu.ScoringStarted{}) || e.StartsRound(tekhenu.Weighed{}) {
		t.Error("StartsRound")
	}
	if key, args := e.RoundTitle(tekhenu.ScoringEnded{Scoring: 2}); key != "tekhenu.anim.scoring_summary" || args[1] != 2 {
		t.Errorf("RoundTitle %s %v", key, args)
	}
	if e.Log == nil || len(e.Rules) == 0 || e.Source != "tekhenu.source" {
		t.Error("the entry has no log, rules or score sources")
	}
}

// Every text the view draws is at least 17 px: the glyphs exist in the
// faces used, and no locale string of the view is missing.
func TestGlyphsAndKeys(t *testing.T) {
	for _, s := range []string{"−2", "×4", "90°"} {
		if m := render.Missing(render.Bold, s); len(m) > 0 {
			t.Errorf("missing %q in %q", m, s)
		}
	}
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 4)
		v := newView(t, env)
		for d, n := range []int{24, 24, 24, 12, 4} {
			for i := 0; i < n; i++ {
				c := cardID{d, i}
				for _, k := range []string{"tekhenu.ui.card." + c.String(), "tekhenu.tip.card." + c.String()} {
					if !env.Loc.Has(k) {
						t.Errorf("%s: no %s", lang, k)
					}
				}
			}
		}
		for _, k := range phaseKeys {
			if !env.Loc.Has("tekhenu.prompt." + k) {
				t.Errorf("%s: no prompt %s", lang, k)
			}
		}
		_ = v
	}
}

// A move animates: a drafted die flies (hidden from its pan meanwhile),
// the dial turns at a Rotation, markers slide; Update reports busy until
// all is done and the board then shows the state.
func TestAnimations(t *testing.T) {
	s := playTo(t, 2, 14, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() == 2 })
	v := newView(t, testEnv(t, "en", 2))
	v.Sync(s, nil, s.CurrentPlayer())
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	legal := s.Legal(nil)
	if err := s.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	v.Sync(s, evs, s.CurrentPlayer())
	var d tekhenu.DieDrafted
	for _, e := range evs {
		if e, ok := e.(tekhenu.DieDrafted); ok {
			d = e
		}
	}
	if !v.Update(0.05) || !v.fx.flying || !v.fx.hidesPan(d.Die) {
		t.Fatalf("no die in flight after a draft (%+v)", v.fx)
	}
	for i := 0; i < 200 && v.Update(0.05); i++ {
	}
	if v.Update(0) || v.fx.flying {
		t.Error("still busy")
	}
	// Play on to a Rotation.
	rng := engine.NewRNG(5)
	for i := 0; i < 400; i++ {
		evs = evs[:0]
		legal = s.Legal(nil)
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		rotated := false
		for _, e := range evs {
			if _, ok := e.(tekhenu.DialRotated); ok {
				rotated = true
			}
		}
		v.Sync(s, evs, s.CurrentPlayer())
		if rotated {
			turned := false
			for j := 0; j < 200 && v.Update(0.05); j++ {
				if v.fx.dialShift > 0 && v.fx.dialShift < 1 {
					turned = true
				}
			}
			if !turned {
				t.Error("the dial did not turn")
			}
			return
		}
		for j := 0; j < 200 && v.Update(0.05); j++ {
		}
	}
	t.Error("no Rotation")
}

// The panels name a seat's hidden Decrees only to that seat.
func TestDecreesPrivate(t *testing.T) {
	s := playTo(t, 3, 8, func(s *tekhenu.State) bool { return s.Turn() == 3 })
	v := newView(t, testEnv(t, "en", 3))
	for viewer := 0; viewer < 3; viewer++ {
		v.Sync(s, nil, viewer)
		for seat := 0; seat < 3; seat++ {
			own, n := s.PlayerView(seat, seat)
			line := panelText(v, seat)
			for i := 0; i < 24; i++ {
				if own.Decree&(1<<i) == 0 {
					continue
				}
				// The card's own text: the panel names cards, not codes.
				name := v.t("tekhenu.tip.card." + cardID{deckDecree, i}.String())
				shown := strings.Contains(line, name)
				public := own.PubDecree&(1<<i) != 0
				if seat == viewer && !shown {
					t.Errorf("seat %d does not see its %s: %q", seat, name, line)
				}
				if seat != viewer && shown && !public {
					t.Errorf("viewer %d sees seat %d's hidden %s: %q", viewer, seat, name, line)
				}
			}
			if seat != viewer && n > 0 && !strings.Contains(line, "hidden") {
				t.Errorf("viewer %d: seat %d's hidden Decrees not counted: %q", viewer, seat, line)
			}
		}
	}
}

// Tooltips explain dice, gods, cards and temple cells, beside them.
func TestTooltips(t *testing.T) {
	s := playTo(t, 3, 21, func(s *tekhenu.State) bool { return s.Phase() == tekhenu.PhTake && s.Turn() >= 7 })
	v := newView(t, testEnv(t, "fr", 3))
	v.Sync(s, nil, s.CurrentPlayer())
	check := func(what string, p geom.Point, want string) {
		t.Helper()
		lines, r, ok := v.Tooltip(p.X, p.Y)
		if !ok || len(lines) == 0 || r.Empty() {
			t.Errorf("%s: no tooltip at %v", what, p)
			return
		}
		if !strings.Contains(strings.Join(lines, "\n"), want) {
			t.Errorf("%s: %q lacks %q", what, lines, want)
		}
		for _, l := range lines {
			if strings.Contains(l, "tekhenu.") {
				t.Errorf("%s: a key leaks: %q", what, l)
			}
		}
	}
	for d, spot := range v.dice {
		info := s.DieInfo(d)
		check("die", spot.c, v.t("tekhenu.ui.colour."+colourCode[info.Colour]))
		break
	}
	check("god", v.lay.polar(godAngle(tekhenu.Thoth)+0.4, v.lay.ringR-6), "Thot")
	check("cell", v.lay.cells[0].Center(), "Foi")
	name := v.t("tekhenu.ui.card." + s.MarketCard(0, 0)) // the card's name, not its code
	check("card", v.lay.market[0][0].Center(), name)
	check("ra", v.lay.ra[0].Center(), "Colonne")
	pl, _ := s.PlayerView(0, 0)
	sp, _ := v.lay.popTrack.Index(int(pl.Pop))
	check("population", v.lay.popTrack.Space(sp).Center(), "Population de Ana")
}

// panelText is what seat's panel says, its texts and tooltips.
func panelText(v *View, seat int) string {
	var b strings.Builder
	for _, pr := range v.panelRows(seat, geom.R(0, 0, 520, panelH)) {
		for _, it := range pr.items {
			b.WriteString(it.text + " " + strings.Join(it.tip, " ") + " ")
		}
	}
	return b.String()
}
