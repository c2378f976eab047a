package scenes

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/kheops"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

// Whole games through the views' pickers, to the end scene.

// TestEgiziaFullGameThroughPicker plays a 2-player game set up in the menu,
// the human against an easy AI seat, to the end scene: the human through
// the view's clicks with the animations on (fast), every legal action of
// every decision clickable on the board.
func TestEgiziaFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.egizia")
	h.click("players.2")
	h.click("start")
	h.settle()
	m := h.match()
	st, ok := m.Session().State().(*egizia.State)
	if !ok || st.NumPlayers() != 2 {
		t.Fatalf("state %T, want a 2-player Egizia match", m.Session().State())
	}
	decisions, actions := 0, 0
	end, human, _ := h.playToEndHandingOff(rand.New(rand.NewPCG(21, 22)), nil, everyActionClickable(t, m, &decisions, &actions))
	if !st.Terminal() || st.Round() != 5 {
		t.Fatalf("terminal %v at round %d", st.Terminal(), st.Round())
	}
	// The menu seats the human first, the AI second.
	moves := [2]int{}
	for i := 0; i < m.Session().Moves(); i++ {
		moves[m.Session().Actor(i)]++
	}
	if human < 15 || human != moves[0] || moves[1] < 15 {
		t.Errorf("%d human moves, the seats' moves %v", human, moves)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves (%v), %d legal actions clicked-for at %d decisions, scores %v, winners %v", m.Session().Moves(), moves, actions, decisions, st.Scores(), end.Winners())
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

// TestKheopsFullGameThroughPicker plays a whole match, the human seat
// through the view's clicks, the other by the AI, with the animations on
// (fast): the match waits for the final scoring before the end scene.
func TestKheopsFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 256,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: kheopsSpec(11, session.Human, "easy")}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(1, 2))
	waited, held := 0, -1
	end, human := h.playToEnd(rng, func() {
		waited++
		if held < 0 {
			held = len(m.LogLines())
		} else if n := len(m.LogLines()); n != held && m.Busy() {
			t.Fatalf("the log grew from %d to %d lines during the final scoring", held, n)
		}
	})
	// White plays 15 turns of two or three decisions each.
	if human < 30 {
		t.Errorf("only %d human actions", human)
	}
	// The final scoring lasts seconds: frames of 1/60 s at fast speed.
	if waited < 60 {
		t.Errorf("the end scene came %d frames after the last tile", waited)
	}
	if len(end.Winners()) == 0 || len(end.Sources()) != 6 {
		t.Errorf("winners %v sources %v", end.Winners(), end.Sources())
	}
	// The last tile's lines and the result reach the log only after the
	// final scoring has shown them.
	if n := len(m.LogLines()); n < held+2 {
		t.Errorf("%d log lines at the end, %d during the final scoring: the last move's lines are missing", n, held)
	}
	st := m.Session().State().(*kheops.State)
	if st.Turn() != 30 || st.PileSize() != 0 {
		t.Errorf("turn %d, pile %d at the end", st.Turn(), st.PileSize())
	}
	for _, l := range m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
	t.Logf("%d moves, %d by the human, winners %v, %d frames of final scoring", m.Session().Moves(), human, end.Winners(), waited)
}

// TestPharaonSoloFullGameThroughPicker sets a solo game up in the menu
// (the Traitor at level 2, Discovery on) and plays it to the end scene,
// the human through the view's clicks with the animations on (fast): the
// Traitor's turns, played inside the human's moves, are shown.
func TestPharaonSoloFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.pharaon")
	h.click("players.1")
	h.click("opt.traitor=2")
	h.click("opt.discovery[0]=1")
	h.click("start")
	h.settle()
	m := h.match()
	st := m.Session().State().(*pharaon.State)
	if ok, level := st.Solo(); !ok || level != 2 || st.Options()["discovery"] != "1" {
		t.Fatalf("solo %v level %d options %v", ok, level, st.Options())
	}
	rng := rand.New(rand.NewPCG(5, 6))
	end, human := h.playToEnd(rng, nil)
	if !st.Terminal() {
		t.Fatal("the end scene before the game's end")
	}
	// Every move is the human's: the Traitor plays inside them, and
	// played.
	plays := m.entry.Solo.Plays
	traitor := 0
	for i := 0; i < m.Session().Moves(); i++ {
		if a := m.Session().Actor(i); a != 0 {
			t.Fatalf("move %d played by seat %d", i, a)
		}
		for _, e := range m.Session().Events(i) {
			if plays(e) {
				traitor++
			}
		}
	}
	if human != m.Session().Moves() || human < 20 || traitor < 10 {
		t.Errorf("%d human actions of %d moves, %d events of the Traitor's", human, m.Session().Moves(), traitor)
	}
	if len(st.Scores()) != 2 {
		t.Errorf("%d scores, want the human's and the Traitor's", len(st.Scores()))
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, %d Traitor events, scores %v, winners %v", m.Session().Moves(), traitor, st.Scores(), end.Winners())
}

// TestFourPlayerHotSeatThroughPicker plays 4-player hot-seat games of
// the games that hide information to the end scene, each seat through the
// view's clicks with the animations on (fast), the screen handed from one
// player to the next (Egizia's Sphinx cards, Pharaon's set-aside tiles);
// every legal action of every decision can be clicked.
func TestFourPlayerHotSeatThroughPicker(t *testing.T) {
	four := []string{session.Human, session.Human, session.Human, session.Human}
	for _, c := range []struct {
		spec     *session.Spec
		rng, inc uint64
	}{
		{egiziaSpec(17, four...), 5, 8},
		{pharaonSpec(7, engine.Options{"discovery": "0100"}, four...), 3, 4},
	} {
		t.Run(c.spec.Game, func(t *testing.T) {
			h := newHarness(t, nil, Config{ThinkIterations: 1,
				Settings: storage.Settings{Lang: "fr", Speed: "fast"},
				Start:    Start{Scene: "match", Match: c.spec}})
			h.settle()
			m := h.match()
			decisions, actions := 0, 0
			end, human, shown := h.playToEndHandingOff(rand.New(rand.NewPCG(c.rng, c.inc)), func(seat int) {
				if m.viewer != -1 || m.Session().Current() != seat {
					t.Fatalf("hand-off to seat %d: viewer %d, seat %d to play", seat, m.viewer, m.Session().Current())
				}
			}, everyActionClickable(t, m, &decisions, &actions))
			st := m.Session().State()
			if !st.Terminal() || st.NumPlayers() != 4 {
				t.Fatalf("terminal %v, %d players", st.Terminal(), st.NumPlayers())
			}
			// Each seat plays its share, each person after a hand-off.
			moves := [4]int{}
			for i := 0; i < m.Session().Moves(); i++ {
				moves[m.Session().Actor(i)]++
			}
			for p, n := range moves {
				if n < 15 {
					t.Errorf("seat %d played %d moves", p, n)
				}
			}
			if human != m.Session().Moves() || shown < 30 {
				t.Errorf("%d clicked moves of %d, %d hand-offs", human, m.Session().Moves(), shown)
			}
			checkEnd(t, h, end, st)
			t.Logf("%d moves (%v), %d hand-offs, %d legal actions clicked-for at %d decisions, scores %v, winners %v", m.Session().Moves(), moves, shown, actions, decisions, st.Scores(), end.Winners())
		})
	}
}

// everyActionClickable checks, at each human decision, that the view
// gives clicks on the board for every legal action; it counts the
// decisions and actions checked.
func everyActionClickable(t *testing.T, m *MatchScene, decisions, actions *int) func([]engine.Action) {
	return func(legal []engine.Action) {
		*decisions++
		for _, a := range legal {
			*actions++
			pts := m.View().(gameview.Prober).ClickFor(a)
			if len(pts) == 0 {
				t.Fatalf("move %d: no clicks for %s", m.Session().Moves(), m.Session().State().ActionString(a))
			}
			for _, p := range pts {
				if !m.lay.Board.Contains(p) {
					t.Fatalf("a click for %s at %v, off the board %v", m.Session().State().ActionString(a), p, m.lay.Board)
				}
			}
		}
	}
}

// TestPharaonEveryActionClickable plays whole games of 1 to 5 players,
// each seat a human (the animations off), the Traitor at several levels
// and Discovery here and there: every legal action of every decision can
// be clicked, and each game reaches the end scene.
func TestPharaonEveryActionClickable(t *testing.T) {
	for _, c := range []struct {
		seed, rng uint64
		traitor   string
		discovery string
	}{
		{41, 1, "0", "1"},
		{45, 2, "4", "0"},
		{42, 3, "", "01"},
		{43, 4, "", "110"},
		{44, 5, "", "0011"},
		{40, 6, "", "10101"},
		// More than six ways to pay with one access token, with seven
		// access tokens to choose from: the page row lies under Confirm.
		{98, 8, "", "0100"},
	} {
		t.Run(fmt.Sprint(len(c.discovery), "p seed ", c.seed), func(t *testing.T) {
			kinds := []string{session.Human}
			opts := engine.Options{"discovery": c.discovery}
			if c.traitor != "" {
				kinds = append(kinds, session.Automaton)
				opts["traitor"] = c.traitor
			}
			for len(kinds) < len(c.discovery) {
				kinds = append(kinds, session.Human)
			}
			h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "off"},
				Start: Start{Scene: "match", Match: pharaonSpec(c.seed, opts, kinds...)}})
			h.settle()
			m := h.match()
			decisions, actions := 0, 0
			end, _, _ := h.playToEndHandingOff(rand.New(rand.NewPCG(c.rng, 9)), nil, everyActionClickable(t, m, &decisions, &actions))
			checkEnd(t, h, end, m.Session().State())
			t.Logf("%d moves, %d actions clicked-for at %d decisions", m.Session().Moves(), actions, decisions)
		})
	}
}

// playToEndHandingOff plays the match to its end scene like playToEnd,
// showing the screen to each human in turn when a hand-off asks for it;
// handoff, when not nil, runs at each hand-off screen before the click;
// each, when not nil, sees the legal actions of each human decision.
func (h *harness) playToEndHandingOff(rng *rand.Rand, handoff func(seat int), each func(legal []engine.Action)) (*EndScene, int, int) {
	h.t.Helper()
	m := h.match()
	human, shown := 0, 0
	for i := 0; i < 200000; i++ {
		if _, ok := h.app.scene.(*EndScene); ok {
			break
		}
		if s := m.Handoff(); s >= 0 && !m.Busy() {
			if handoff != nil {
				handoff(s)
			}
			h.click("handoff")
			shown++
			continue
		}
		if !m.Session().Terminal() && m.Session().HumanToAct() && !m.Busy() {
			h.playHumanWith(func(legal []engine.Action) engine.Action {
				if each != nil {
					each(legal)
				}
				return legal[rng.IntN(len(legal))]
			})
			human++
			continue
		}
		h.run(1)
	}
	end, ok := h.app.scene.(*EndScene)
	if !ok {
		h.t.Fatalf("scene %T after %d moves, terminal %v", h.app.scene, m.Session().Moves(), m.Session().Terminal())
	}
	return end, human, shown
}

// TestTekhenuFullGameThroughPicker plays a 3-player hot-seat game to the
// end scene, each seat through the view's clicks with the animations on
// (fast), the screen handed from one player to the next: behind each
// hand-off screen the board is hidden and no seat's private view shown.
func TestTekhenuFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1,
		Settings: storage.Settings{Lang: "fr", Speed: "fast"},
		Start:    Start{Scene: "match", Match: tekhenuSpec(7, nil, session.Human, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	end, human, shown := h.playToEndHandingOff(rng, func(seat int) {
		if m.viewer != -1 || m.Session().Current() != seat {
			t.Fatalf("hand-off to seat %d: viewer %d, seat %d to play", seat, m.viewer, m.Session().Current())
		}
		if checked >= 3 {
			return
		}
		checked++
		img := h.snapshot()
		dial := rectOf(place(t, m, tekhenu.DialRotated{}).R)
		if countLit(img, dial) > dial.Dx()*dial.Dy()/20 {
			t.Errorf("hand-off to seat %d: the dial shows through (%d lit pixels)", seat, countLit(img, dial))
			saveTekhenuFail(t, "tekhenu_handoff_fail", img)
		}
	}, func(legal []engine.Action) {
		// Every legal action can be clicked, on the board.
		for _, a := range legal {
			pts := m.View().(gameview.Prober).ClickFor(a)
			if len(pts) == 0 {
				t.Fatalf("no clicks for %s", m.Session().State().ActionString(a))
			}
			for _, p := range pts {
				if !m.lay.Board.Contains(p) {
					t.Fatalf("a click for %s at %v, off the board", m.Session().State().ActionString(a), p)
				}
			}
		}
	})
	st := m.Session().State().(*tekhenu.State)
	if st.Turn() < 16 || !st.Terminal() {
		t.Errorf("turn %d, terminal %v", st.Turn(), st.Terminal())
	}
	// Every seat plays about a third of the moves, each after a hand-off
	// unless it plays twice in a row.
	moves := [3]int{}
	for i := 0; i < m.Session().Moves(); i++ {
		moves[m.Session().Actor(i)]++
	}
	for p, n := range moves {
		if n < 30 {
			t.Errorf("seat %d played %d moves", p, n)
		}
	}
	if human != m.Session().Moves() || shown < 40 {
		t.Errorf("%d clicked moves of %d, %d hand-offs", human, m.Session().Moves(), shown)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, %d hand-offs, winners %v", m.Session().Moves(), shown, end.Winners())
}

// TestTekhenuSoloFullGameThroughPicker sets a solo game up in the menu
// (Botankhamon Easy, the first challenge) and plays it to the end scene,
// the human through the view's clicks with the animations on (fast):
// Botankhamon's turns, played inside the human's moves, are shown.
func TestTekhenuSoloFullGameThroughPicker(t *testing.T) {
	h := newHarness(t, nil, Config{ThinkIterations: 1, Settings: storage.Settings{Lang: "en", Speed: "fast"}})
	h.settle()
	h.click("game.tekhenu")
	h.click("players.1")
	h.click("opt.solo=easy")
	h.click("opt.challenge1=true")
	h.click("start")
	h.settle()
	m := h.match()
	st0 := m.Session().State().(*tekhenu.State)
	if ok, level, c1, c2 := st0.Solo(); !ok || level != tekhenu.LevelEasy || !c1 || c2 {
		t.Fatalf("solo %v level %d challenges %v %v", ok, level, c1, c2)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	waited, held := 0, -1
	end, human := h.playToEnd(rng, func() {
		waited++
		if held < 0 {
			held = len(m.LogLines())
		} else if n := len(m.LogLines()); n != held && m.Busy() {
			t.Fatalf("the log grew from %d to %d lines while the last move was shown", held, n)
		}
	})
	// The last move's lines and the result reach the log after it.
	if n := len(m.LogLines()); n < held+2 {
		t.Errorf("%d log lines at the end, %d while the last move was shown", n, held)
	}
	st := m.Session().State().(*tekhenu.State)
	if st.Turn() < 16 || !st.Terminal() {
		t.Errorf("turn %d, terminal %v", st.Turn(), st.Terminal())
	}
	// Every move is the human's: Botankhamon plays inside them.
	for i := 0; i < m.Session().Moves(); i++ {
		if a := m.Session().Actor(i); a != 0 {
			t.Fatalf("move %d played by seat %d", i, a)
		}
	}
	if human != m.Session().Moves() || human < 40 {
		t.Errorf("%d human actions of %d moves", human, m.Session().Moves())
	}
	// The last move (the upkeep after the final Scoring) reveals the
	// Decrees: their points slide on the VP track before the end scene.
	if waited < 10 {
		t.Errorf("the end scene came %d frames after the last move: its scoring was not shown", waited)
	}
	checkEnd(t, h, end, st)
	t.Logf("%d moves, winners %v, %d frames of final scoring", m.Session().Moves(), end.Winners(), waited)
	// Play again: the same solo game, Botankhamon at the same level.
	h.click("again")
	h.settle()
	again := h.match().Session()
	st2 := again.State().(*tekhenu.State)
	if ok, level, c1, c2 := st2.Solo(); !ok || level != tekhenu.LevelEasy || !c1 || c2 || again.Moves() != 0 {
		t.Errorf("played again: solo %v level %d challenges %v %v, %d moves", ok, level, c1, c2, again.Moves())
	}
	if sp := again.Spec(); len(sp.Seats) != 2 || sp.Seats[1].Kind != session.Automaton {
		t.Errorf("played again with seats %+v", sp.Seats)
	}
}

// checkEnd: the end scene shows every seat's score and the winners as
// the engine counts them, the winners' totals on gold, each seat's mark
// over its column.
func checkEnd(t *testing.T, h *harness, end *EndScene, st engine.State) {
	t.Helper()
	scores := st.Scores()
	if len(end.totals) != len(scores) {
		t.Fatalf("%d totals for %d seats", len(end.totals), len(scores))
	}
	for i, sc := range scores {
		if end.totals[i] != sc.Total {
			t.Errorf("seat %d: %d shown, the engine says %d", i, end.totals[i], sc.Total)
		}
		sum := 0
		for _, v := range end.points[i] {
			sum += v
		}
		if sum != sc.Total {
			t.Errorf("seat %d: its parts add up to %d, its total is %d", i, sum, sc.Total)
		}
	}
	for _, src := range end.Sources() {
		for _, lang := range []string{"en", "fr"} {
			h.app.SetLang(lang)
			if k := end.m.entry.Source + "." + src; !h.app.loc.Has(k) {
				t.Errorf("%s: no name for the score source %q (%s)", lang, src, k)
			}
		}
	}
	for _, l := range end.m.LogLines() {
		if strings.Contains(l, "[") {
			t.Errorf("log line with a missing key: %q", l)
			break
		}
	}
	if w := st.Winners(); fmt.Sprint(end.Winners()) != fmt.Sprint(w) || len(w) == 0 {
		t.Errorf("winners %v, the engine says %v", end.Winners(), w)
	} else if one, ok := st.(interface{ Winner() int }); ok && w[0] != one.Winner() {
		t.Errorf("winners %v, the engine's winner %d", w, one.Winner())
	}
	h.settle()
	img := h.snapshot()
	if dir := os.Getenv("TEKHENU_SHOTS"); dir != "" {
		if f, err := os.Create(filepath.Join(dir, fmt.Sprintf("end_%dseats.png", len(scores)))); err == nil {
			png.Encode(f, img)
			f.Close()
		}
	}
	// The table's geometry (end.go): columns after a 300-pixel label
	// column, the totals under the sources' rows.
	table, _, _ := end.boxes()
	in := render.PanelContent(table, render.PanelStyle{})
	n := len(scores)
	colW := (in.W - 300) / float64(n)
	rowH := min(54.0, (in.H-80)/float64(len(end.Sources())+1))
	y := in.Y + 4 + 70 + float64(len(end.Sources()))*rowH
	seats := end.m.env.Seats
	for i := 0; i < n; i++ {
		col := geom.R(in.X+300+float64(i)*colW, 0, colW, 0)
		head := rectOf(geom.R(col.X, in.Y+4, colW, 40))
		if c := countNear(img, head, seats[i].Color.RGBA(), 25); c < 100 {
			t.Errorf("seat %d: %d pixels of its mark over its column", i, c)
		}
		total := rectOf(geom.R(col.X+6, y+6, colW-12, rowH-6))
		gold := countNear(img, total, render.Lighten(render.Gold, 0.3), 50)
		won := false
		for _, w := range end.Winners() {
			won = won || w == i
		}
		if won != (gold > total.Dx()*total.Dy()/3) {
			t.Errorf("seat %d (winner %v): %d gold pixels of %d under its total", i, won, gold, total.Dx()*total.Dy())
			saveTekhenuFail(t, "tekhenu_end_fail", img)
		}
	}
}
