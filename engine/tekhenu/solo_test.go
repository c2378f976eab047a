package tekhenu

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// soloAt starts a solo match and makes every setup choice with the first
// legal action, up to the human's first decision of turn 1 (the Bot, first
// in turn order, has already played).
func soloAt(tb testing.TB, opts engine.Options, seed uint64) *State {
	tb.Helper()
	return setupWith(tb, opts, seed)
}

// soloBlank is a solo match emptied for a hand-built scenario: no dice on
// the board, no pieces built, the Bot as at setup but without statue or
// Scribe, the human with nothing; Horus tiles show the printed values (tile
// v on god v), the Dial arrow on Horus (Sun: Horus, Ra; Penumbra: Hathor,
// Osiris; Darkness: Bastet, Thoth). The Bot's marker is at START over a
// pyramid whose first tile the test sets.
func soloBlank(tb testing.TB) *State {
	tb.Helper()
	s := soloAt(tb, engine.Options{"players": "1"}, 1)
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] != locBox {
			s.dieLoc[d] = locBag
		}
	}
	for q := 0; q < 2; q++ {
		pl := &s.p[q]
		*pl = Player{VP: StartVP, Prod: [4]int8{2, 2, 2, 2}, Pop: StartPop, Happ: StartHapp, Destiny: -1,
			Start: [2]int8{-1, -1}, Dealt: [2]int8{-1, -1}}
		pl.Parts[srcStart] = StartVP
	}
	b := &s.p[botSeat]
	b.Prod, b.Happ, b.Pop = [4]int8{}, botStartHapp, botStartPop
	s.order = [MaxPlayers]int8{botSeat, humanSeat}
	clearBuilt(s)
	for sec := 2; sec < NumSections; sec++ {
		s.open[sec] = false
		s.market[sec] = [4]int8{}
	}
	s.horus = firstGameHorus
	s.dial = 0
	s.row2Gold = true
	s.destinyOf = [4]int8{-1, -1, -1, -1}
	s.actIdx = 1
	s.tc = turnCtx{die: -1}
	s.nTasks, s.pending = 0, 0
	s.actor, s.phase = humanSeat, PhTake
	s.bot.marker, s.bot.steps, s.bot.deben = -1, 0, -1
	return s
}

// botPlays runs one Bot turn with tile on the first pyramid position.
func (s *State) botPlays(tile int) []engine.Event {
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	defer s.SetRecorder(nil)
	s.bot.pyramid[0] = int8(tile)
	s.bot.marker, s.bot.steps = -1, 0
	s.botTurn()
	return evs
}

// reseed gives s an RNG of its own, so that repeated scenarios draw
// different random tie-breaks.
func reseed(s *State, seed uint64) {
	r := engine.NewRNG(seed)
	s.Reseed(&r)
}

// botDieTaken is the die the Bot took in its last turn.
func (s *State) botDieTaken() int { return int(s.bot.dice[s.bot.steps-1]) }

var soloLevels = []engine.Options{
	{"players": "1", "solo": "easy"},
	{"players": "1", "solo": "medium"},
	{"players": "1", "solo": "hard"},
}

// §7.1: the Bot's setup at each level, the human's 2 of 3 Start cards,
// the Bot first and holding A01 or A02 without its reward.
func TestSpec7_1_SoloSetup(t *testing.T) {
	for lv, opts := range soloLevels {
		st, err := Game{}.NewState(opts, 7)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		eq(t, "seats", s.NumPlayers(), 2)
		b := s.p[botSeat]
		eq(t, "Bot VP", int(b.VP), 10)
		eq(t, "Bot Happiness", int(b.Happ), 4)
		eq(t, "Bot Population", int(b.Pop), 7)
		eq(t, "Bot Scribes", int(b.Scribes), 1)
		eq(t, "Bot Gold", int(b.Res[Gold]), 0)
		if b.Prod != [4]int8{} || b.Dealt != [2]int8{-1, -1} || b.Decree != 0 {
			t.Errorf("level %d: Bot production %v dealt %v decrees %x", lv, b.Prod, b.Dealt, b.Decree)
		}
		// As at 2 players: 20 dice, T16 and D20 out, one statue slot a god.
		inPlay := 0
		for d := 0; d < NumDice; d++ {
			if s.dieLoc[d] != locBox {
				inPlay++
			}
		}
		eq(t, "dice in play", inPlay, 20)
		eq(t, "start cards drawn", int(s.startN), 3)
		eq(t, "god statue slots", int(godStatueSlots[s.n]), 1)
		// Its god statue on the god whose Horus tile shows 1.
		g1 := s.horusGod(1)
		eq(t, "statue on the god of tile 1", int(s.godStatue[g1][0]), botSeat)
		wantStatues, wantBuilt, wantCols := 1, 0, 0
		if lv >= LevelMedium {
			wantBuilt, wantCols = 2, 1
			eq(t, "Bread workshop row 5", int(s.osiris[Bread*6+4]), botSeat)
			eq(t, "Granite quarry row 5", int(s.osiris[Granite*6+4]), botSeat)
			eq(t, "Column on the centre cell", int(s.templeOwner[12]), botSeat)
			eq(t, "pile", int(s.pileN), NumTiles-4)
		} else {
			eq(t, "pile", int(s.pileN), NumTiles-3)
		}
		if lv == LevelHard {
			wantStatues = 2
			eq(t, "statue on the god of tile 4", int(s.godStatue[s.horusGod(4)][0]), botSeat)
		}
		eq(t, "Bot statues", int(b.Statues), wantStatues)
		eq(t, "Bot buildings", int(b.Built), wantBuilt)
		eq(t, "Bot columns", int(b.Columns), wantCols)
		// The pyramid holds the 10 tiles once, marker at START.
		var seen [NumBotTiles]int
		for _, id := range s.bot.pyramid {
			seen[id]++
		}
		for id, n := range seen {
			eq(t, "pyramid tile "+botTileName(id), n, 1)
		}
		eq(t, "marker", int(s.bot.marker), -1)
		// Only the human decides: a Decree, then 2 of the 3 Start cards.
		eq(t, "first decision", s.CurrentPlayer(), humanSeat)
		do(t, s, "keep-decree:0")
		if s.phase != PhDraftStart || s.CurrentPlayer() != humanSeat {
			t.Fatalf("after the Decree: phase %s seat %d", s.phase, s.CurrentPlayer())
		}
		eq(t, "start cards offered", len(s.Legal(nil)), 3)
		l := s.Legal(nil)
		do(t, s, s.ActionString(l[2]))
		eq(t, "start cards left", len(s.Legal(nil)), 2)
		do(t, s, s.ActionString(s.Legal(nil)[0]))
		// Destiny: the Bot holds A01 or A02, the human chooses among the other 3.
		if s.phase != PhDestiny || s.CurrentPlayer() != humanSeat {
			t.Fatalf("after the Start cards: phase %s seat %d", s.phase, s.CurrentPlayer())
		}
		bd := int(s.p[botSeat].Destiny)
		if bd != 0 && bd != 1 {
			t.Fatalf("Bot Destiny %d", bd)
		}
		eq(t, "Bot Scribes after its Destiny (no reward)", int(s.p[botSeat].Scribes), 1)
		if legal(s, fmt.Sprintf("destiny:A%02d", bd+1)) {
			t.Error("the Bot's Destiny card is offered to the human")
		}
		eq(t, "Bot first in turn order", int(s.order[0]), botSeat)
	}
}

// §7.1 extra challenges: 2 random Start cards, no choice; the Bot scores 8
// VP per Decree (§7.7).
func TestSpec7_1_Challenges(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "1", "challenge1": "true"}, 3)
	eq(t, "start cards drawn", int(s.startN), 2)
	do(t, s, "keep-decree:1")
	if s.phase != PhDestiny {
		t.Fatalf("challenge 1: phase %s after the Decree, want the Destiny (no Start card choice)", s.phase)
	}
	if s.p[humanSeat].Start != [2]int8{s.startDrawn[0], s.startDrawn[1]} {
		t.Errorf("human Start cards %v, drawn %v", s.p[humanSeat].Start, s.startDrawn[:2])
	}
	for _, c := range []struct {
		opts engine.Options
		want int
	}{{engine.Options{"players": "1"}, 8}, {engine.Options{"players": "1", "challenge2": "true"}, 16}} {
		s := newRaw(t, c.opts, 3)
		s.p[botSeat].Decree = 1<<4 | 1<<11
		vp, _ := s.bestDecrees(botSeat, false)
		eq(t, "Bot's 2 Decrees ("+c.opts.String()+")", vp, c.want)
	}
}

// Options: solo keys only with players=1, clear errors for bad values.
func TestSoloOptions(t *testing.T) {
	for _, o := range []engine.Options{{"players": "1", "solo": "expert"}, {"players": "2", "solo": "easy"},
		{"solo": "hard"}, {"players": "3", "challenge2": "true"}, {"players": "1", "challenge1": "maybe"}} {
		if _, err := (Game{}).NewState(o, 1); err == nil {
			t.Errorf("options %v accepted", o)
		}
	}
	_, err := Game{}.NewState(engine.Options{"players": "1", "solo": "expert"}, 1)
	if err == nil || !strings.Contains(err.Error(), "easy, medium or hard") {
		t.Errorf("bad level error: %v", err)
	}
	st, err := Game{}.NewState(engine.Options{"players": "1", "firstgame": "true", "challenge1": "false"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if ok, lv, c1, c2 := st.(*State).Solo(); !ok || lv != LevelEasy || c1 || c2 {
		t.Errorf("default solo: %v %d %v %v", ok, lv, c1, c2)
	}
	if info := (Game{}).Info(); info.MinPlayers != 1 {
		t.Errorf("MinPlayers %d", info.MinPlayers)
	}
}

// The engine contract: the Bot is a seat (NumPlayers, Scores, Winners,
// engine.Automata) that CurrentPlayer never names.
func TestSoloAutomatonSeat(t *testing.T) {
	st, _ := Game{}.NewState(engine.Options{"players": "1", "solo": "medium"}, 4)
	a, ok := st.(engine.Automata)
	if !ok {
		t.Fatal("a Tekhenu state does not implement engine.Automata")
	}
	if name, ok := a.Automaton(botSeat); !ok || name != "botankhamon" {
		t.Errorf("Automaton(1) = %q %v", name, ok)
	}
	if _, ok := a.Automaton(humanSeat); ok {
		t.Error("the human seat is an automaton")
	}
	m, _ := Game{}.NewState(engine.Options{"players": "2"}, 4)
	if _, ok := m.(engine.Automata).Automaton(1); ok {
		t.Error("seat 1 of a 2-player match is an automaton")
	}
	botWins := 0
	for seed := uint64(0); seed < 20; seed++ {
		st, _ := Game{}.NewState(engine.Options{"players": "1"}, seed)
		rng := engine.NewRNG(seed)
		for !st.Terminal() {
			if st.CurrentPlayer() != humanSeat {
				t.Fatalf("seed %d: CurrentPlayer %d", seed, st.CurrentPlayer())
			}
			l := st.Legal(nil)
			if err := st.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		if sc := st.Scores(); len(sc) != 2 || sc[botSeat].Total <= StartVP {
			t.Fatalf("seed %d: scores %v", seed, sc)
		}
		if st.Winners()[0] == botSeat {
			botWins++
		}
	}
	if botWins == 0 {
		t.Error("Winners never names the Bot against random play")
	}
}

// §7.3: from START the marker goes to the bottom-left tile without a
// flip; then each Deben face moves it up-right (row+1) or right (col+1).
// Four moves a period end on the right edge; the 8 paths all occur.
func TestSpec7_3_MarkerAndDeben(t *testing.T) {
	s := soloBlank(t)
	paths := map[string]int{}
	for i := 0; i < 400; i++ {
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		s.layPyramid()
		var path []int
		r, c := 0, 0
		for k := 0; k < 4; k++ {
			evs = evs[:0]
			pos := s.botMove()
			path = append(path, pos)
			mm := evs[len(evs)-1].(MarkerMoved)
			if mm.Position != pos || mm.Tile != botTileName(int(s.bot.pyramid[pos])) {
				t.Fatalf("MarkerMoved %+v at %d", mm, pos)
			}
			if k == 0 {
				if len(evs) != 1 || pos != 0 {
					t.Fatalf("from START: position %d, events %v", pos, evs)
				}
			} else {
				face := evs[0].(DebenFlipped).Face
				switch {
				case face == "up" && (mm.Row != r+1 || mm.Col != c):
					t.Fatalf("up from (%d,%d) to (%d,%d)", r, c, mm.Row, mm.Col)
				case face == "right" && (mm.Row != r || mm.Col != c+1):
					t.Fatalf("right from (%d,%d) to (%d,%d)", r, c, mm.Row, mm.Col)
				}
			}
			r, c = mm.Row, mm.Col
		}
		if r+c != 5 {
			t.Fatalf("4th tile at (%d,%d), not on the right edge", r, c)
		}
		paths[fmt.Sprint(path)]++
	}
	s.SetRecorder(nil)
	if len(paths) != 8 {
		t.Errorf("%d paths: %v", len(paths), paths)
	}
	// All up: (1,1) (2,1) (3,1) (4,1); all right: the bottom row.
	for _, p := range []string{"[0 4 7 9]", "[0 1 2 3]", "[0 1 5 8]"} {
		if paths[p] == 0 {
			t.Errorf("path %s never taken", p)
		}
	}
	for pos, want := range [][2]int{{1, 1}, {1, 2}, {1, 3}, {1, 4}, {2, 1}, {2, 2}, {2, 3}, {3, 1}, {3, 2}, {4, 1}} {
		if r, c := PyramidRC(pos); r != want[0] || c != want[1] {
			t.Errorf("position %d is (%d,%d), want %v", pos, r, c, want)
		}
	}
}

// §7.3, §10.4: the Bot's turn as events, inside the human's Apply: its
// turn, the Deben (not from START), the marker, the die beside its tile,
// its Divine Action.
func TestSpec7_3_BotTurnEvents(t *testing.T) {
	s := soloAt(t, engine.Options{"players": "1"}, 5)
	eq(t, "Bot turns played before the human's first decision", int(s.bot.steps), 1)
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(2)
	for s.bot.steps == 1 {
		if s.CurrentPlayer() != humanSeat {
			t.Fatal("the Bot is to play")
		}
		l := s.Legal(nil)
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	i := 0
	for i < len(evs) {
		if ts, ok := evs[i].(TurnStarted); ok && ts.Player == botSeat {
			break
		}
		i++
	}
	var names []string
	for _, e := range evs[i:] {
		names = append(names, e.EventName())
	}
	want := "turn_started deben_flipped marker_moved die_drafted divine_action"
	if got := strings.Join(names, " "); !strings.HasPrefix(got, want) {
		t.Errorf("Bot turn events: %s", got)
	}
	if dd := evs[i+3].(DieDrafted); dd.Player != botSeat || dd.Pan != "tile" {
		t.Errorf("die drafted %+v", dd)
	}
}

// §7.4 Divine tile: the highest Pure or Corrupt die of the god's section;
// a tie goes to a Pure die; none draftable → the next section clockwise;
// none on the whole board (A32) → the first section with a die,
// Forbidden allowed.
func TestSpec7_4_DivineTileDie(t *testing.T) {
	var s *State
	for i := 0; i < 20; i++ {
		s = soloBlank(t)
		reseed(s, uint64(i))
		s.testDie(t, White, Hathor, 4)            // Corrupt in Penumbra
		yellow := s.testDie(t, Yellow, Hathor, 4) // Pure
		s.testDie(t, Gray, Hathor, 3)
		s.botPlays(Hathor)
		eq(t, "die taken (tie of 4s → the Pure yellow)", s.botDieTaken(), yellow)
		eq(t, "beside the Bot's tile", int(s.dieLoc[yellow]), locUnder+botSeat)
		eq(t, "Hathor's action: a Building", int(s.p[botSeat].Built), 1)
	}
	s = soloBlank(t)
	s.testDie(t, Black, Horus, 6) // Forbidden in Sun
	s.testDie(t, White, Horus, 4) // Pure
	s.botPlays(Horus)
	// Value 4 → the statue honours the god whose tile shows 4: Bastet.
	eq(t, "Bot statue for Bastet", int(s.godStatue[Bastet][0]), botSeat)

	s = soloBlank(t)
	s.testDie(t, Black, Horus, 6)    // Forbidden
	y := s.testDie(t, Yellow, Ra, 3) // Corrupt in Sun
	s.testDie(t, Brown, Hathor, 6)   // further on
	s.botPlays(Horus)
	eq(t, "no draftable die in Horus → Ra's", s.botDieTaken(), y)
	eq(t, "Ra's action: a Column", int(s.p[botSeat].Columns), 1)

	s = soloBlank(t)
	s.testDie(t, Brown, Thoth, 2)       // Corrupt in Darkness (not reached)
	w := s.testDie(t, White, Osiris, 2) // Corrupt in Penumbra
	s.testDie(t, Black, Osiris, 1)      // lower
	s.testDie(t, Black, Horus, 6)       // clockwise after Osiris
	s.botPlays(Osiris)
	eq(t, "Osiris's highest", s.botDieTaken(), w)

	// A32: every die Forbidden.
	s = soloBlank(t)
	s.testDie(t, Yellow, Bastet, 5) // Forbidden in Darkness
	k := s.testDie(t, Black, Ra, 2) // Forbidden in Sun
	s.botPlays(Ra)
	eq(t, "A32: the first section with a die, Forbidden allowed", s.botDieTaken(), k)
}

// §7.4 Resource tile: the highest draftable die of the first resource's
// colour anywhere; ties → dice in sections with a Bot god statue (none →
// random), among them the highest Horus tile; no such colour → the next
// resource; only gray dice → the highest gray.
func TestSpec7_4_ResourceTileDie(t *testing.T) {
	br2 := NumGods + 1 // Papyrus → Bread → Limestone → Granite
	var s *State
	var hy int
	for i := 0; i < 20; i++ {
		s = soloBlank(t)
		reseed(s, uint64(i))
		hy = s.testDie(t, Yellow, Hathor, 5)  // Pure (Penumbra), tile 3
		oy := s.testDie(t, Yellow, Osiris, 5) // Pure, tile 6
		s.testDie(t, Yellow, Ra, 5)           // Corrupt (Sun), tile 2
		s.testDie(t, Yellow, Bastet, 6)       // Forbidden
		s.testDie(t, Brown, Hathor, 6)        // Bread comes second
		s.godStatue[Hathor][0] = botSeat
		s.godStatue[Osiris][0] = botSeat
		s.botPlays(br2)
		eq(t, "tie in two Bot-statue sections → the higher Horus tile (Osiris 6)", s.botDieTaken(), oy)
	}
	for i := 0; i < 20; i++ {
		s = soloBlank(t)
		reseed(s, uint64(i))
		hy = s.testDie(t, Yellow, Hathor, 5)
		s.testDie(t, Yellow, Osiris, 5)
		s.testDie(t, Yellow, Ra, 5)
		s.godStatue[Hathor][0] = botSeat
		s.botPlays(br2)
		eq(t, "one tied die in a Bot-statue section", s.botDieTaken(), hy)
	}

	// No Bot statue near the tied dice: any of them.
	got := map[int]bool{}
	for i := 0; i < 60; i++ {
		c := soloBlank(t)
		reseed(c, uint64(i))
		a := c.testDie(t, Yellow, Hathor, 5)
		b := c.testDie(t, Yellow, Osiris, 5)
		c.testDie(t, Yellow, Ra, 4)
		c.botPlays(br2)
		d := c.botDieTaken()
		if d != a && d != b {
			t.Fatalf("random tie-break took die %d", d)
		}
		got[d-a] = true
	}
	if len(got) != 2 {
		t.Error("the random tie-break always takes the same die")
	}

	// No yellow draftable → Bread (brown).
	s = soloBlank(t)
	s.testDie(t, Yellow, Thoth, 6) // Forbidden in Darkness
	b2 := s.testDie(t, Brown, Bastet, 2)
	s.testDie(t, White, Horus, 6) // Limestone comes after Bread
	s.botPlays(br2)
	eq(t, "Papyrus absent → Bread", s.botDieTaken(), b2)

	// Only gray dice draftable.
	s = soloBlank(t)
	s.testDie(t, Gray, Ra, 3)
	g6 := s.testDie(t, Gray, Thoth, 6)
	s.testDie(t, Black, Horus, 6) // Forbidden
	s.botPlays(NumGods + 0)
	eq(t, "only gray → the highest gray", s.botDieTaken(), g6)
	b := s.p[botSeat]
	eq(t, "Thoth's action with a 6: 3 cards", popcount(b.Bless)+popcount(b.Tech)+popcount(b.Decree), 3)
}

// §7.5 Horus: a god statue when the die's god slot is free; else a people
// statue on the Osiris slot winning most districts; else the temple slot
// beside most Bot Columns (3 VP each); else 3 VP. Gold on a slot is
// discarded.
func TestSpec7_5_Horus(t *testing.T) {
	s := soloBlank(t)
	s.testDie(t, White, Horus, 2)
	s.botPlays(Horus)
	eq(t, "value 2 → Ra's statue", int(s.godStatue[Ra][0]), botSeat)
	eq(t, "statues", int(s.p[botSeat].Statues), 1)

	// Ra's slot taken: the Osiris slots.
	s = soloBlank(t)
	s.godStatue[Ra][0] = humanSeat
	s.osiris[Papyrus*6+2] = humanSeat // a statue there ties 1–1 and wins (row 0)
	s.osiris[Limestone*6+0] = botSeat // the Bot leads already
	s.osiris[Granite*6+0] = humanSeat // 2–1 for the human even with the statue
	s.osiris[Granite*6+1] = humanSeat
	s.testDie(t, White, Horus, 2)
	s.botPlays(Horus)
	// OS-WORK newly wins Papyrus and Bread (2); OS-QUAR nothing new (0).
	eq(t, "people statue on OS-WORK", int(s.people[OSWork]), botSeat)
	eq(t, "Gold discarded", int(s.p[botSeat].Res[Gold]), 0)
	eq(t, "no VP", int(s.p[botSeat].VP), 10)

	// Osiris slots win nothing: the temple slot with more Bot Columns.
	s = soloBlank(t)
	s.godStatue[Ra][0] = humanSeat
	s.people[OSWork] = humanSeat
	s.osiris[Limestone*6+0] = botSeat
	s.osiris[Granite*6+0], s.osiris[Granite*6+1] = humanSeat, humanSeat
	s.templeOwner[2*5+0], s.temple[2*5+0] = botSeat, 1
	s.templeOwner[2*5+4], s.temple[2*5+4] = botSeat, 2
	s.templeOwner[0*5+2], s.temple[0*5+2] = botSeat, 3
	s.p[botSeat].Columns = 3
	s.testDie(t, White, Horus, 2)
	s.botPlays(Horus)
	eq(t, "TS-ROW (2 Columns in row 2, 1 in column 2)", int(s.people[TSRow]), botSeat)
	eq(t, "3 VP per Column", int(s.p[botSeat].VP), 16)

	// Both temple slots taken too: 3 VP, no statue.
	s = soloBlank(t)
	s.godStatue[Ra][0] = humanSeat
	s.people[OSWork], s.people[OSQuar], s.people[TSRow], s.people[TSCol] = humanSeat, humanSeat, humanSeat, humanSeat
	s.testDie(t, White, Horus, 2)
	evs := s.botPlays(Horus)
	eq(t, "statues", int(s.p[botSeat].Statues), 0)
	eq(t, "3 VP instead", int(s.p[botSeat].VP), 13)
	if !hasEvent(evs, "bot_cannot_act") {
		t.Error("no bot_cannot_act event")
	}

	// No statue left (M17).
	s = soloBlank(t)
	s.p[botSeat].Statues = NumStatues
	s.testDie(t, White, Horus, 2)
	s.botPlays(Horus)
	eq(t, "M17: 3 VP", int(s.p[botSeat].VP), 13)
	eq(t, "Ra's slot still free", int(s.godStatue[Ra][0]), -1)
}

func hasEvent(evs []engine.Event, name string) bool {
	for _, e := range evs {
		if e.EventName() == name {
			return true
		}
	}
	return false
}

// §7.5 Ra: the slot's tile as it lies, on the free cell scoring most (1 per
// aligned Building, 1 per side against a tile or the wall, no colour, no
// corner doubling) + the slot VP; no cell bonus, no ability.
func TestSpec7_5_Ra(t *testing.T) {
	s := soloBlank(t)
	s.tBuild[1] = botSeat     // ROW-1
	s.tBuild[5+3] = humanSeat // COL-3
	s.temple[2*5+3], s.templeOwner[2*5+3] = 5, humanSeat
	s.ra[RaLeft], s.raRot[RaLeft] = 16+1, 3 // P17: +2 Gold in Sun (Ra is in Sun)
	middle, right := s.ra[RaMiddle], s.ra[RaRight]
	s.testDie(t, White, Ra, 5)
	s.botPlays(Ra)
	// (1,3): ROW-1 and COL-3 Buildings (2) + the tile below (1) = 3, the
	// only cell worth 3; + LEFT 3 VP.
	eq(t, "Column on (1,3)", int(s.templeOwner[1*5+3]), botSeat)
	eq(t, "tile P17", int(s.temple[1*5+3]), 17)
	eq(t, "rotation kept", int(s.templeRot[1*5+3]), 3)
	eq(t, "VP 3 + 3", int(s.p[botSeat].VP), 16)
	eq(t, "no Gold from the ability", int(s.p[botSeat].Res[Gold]), 0)
	eq(t, "no cell bonus (3 Faith printed)", int(s.p[botSeat].Faith), 0)
	if s.ra[RaMiddle] != middle || s.ra[RaRight] != right || s.ra[RaLeft] == 0 {
		t.Errorf("Ra row after taking LEFT: %v", s.ra)
	}

	// Ties: a line with a Bot Building first.
	for i := 0; i < 20; i++ {
		s = soloBlank(t)
		reseed(s, uint64(i))
		s.tBuild[1] = humanSeat // ROW-1: (1,0) and (1,4) score 2
		s.tBuild[3] = botSeat   // ROW-3: (3,0) and (3,4) score 2, own line
		s.testDie(t, Gray, Ra, 1)
		s.botPlays(Ra)
		if s.templeOwner[3*5+0] != botSeat && s.templeOwner[3*5+4] != botSeat {
			t.Fatalf("tie not broken by the Bot's Building: temple %v", s.templeOwner)
		}
		eq(t, "2 + RIGHT 1", int(s.p[botSeat].VP), 13)
	}
	// Then not a corner (A33): corners score 2 like (1,0) and (1,4).
	for i := 0; i < 20; i++ {
		s = soloBlank(t)
		reseed(s, uint64(i))
		s.tBuild[1] = humanSeat
		s.testDie(t, Gray, Ra, 3)
		s.botPlays(Ra)
		if s.templeOwner[1*5+0] != botSeat && s.templeOwner[1*5+4] != botSeat {
			t.Fatalf("a corner was chosen: temple %v", s.templeOwner)
		}
		eq(t, "2 + MIDDLE 2", int(s.p[botSeat].VP), 14)
	}
	// An empty slot (pile exhausted): 3 VP instead (M17).
	s = soloBlank(t)
	s.ra[RaRight] = 0
	s.testDie(t, Gray, Ra, 2)
	s.botPlays(Ra)
	eq(t, "M17", int(s.p[botSeat].VP), 13)
	eq(t, "no Column", int(s.p[botSeat].Columns), 0)
}

// §7.5 Hathor: the slot worth most (3 VP per Bot Column in its line), no
// tokens, Population + die value (which opens market section III at 9).
func TestSpec7_5_Hathor(t *testing.T) {
	s := soloBlank(t)
	for _, cell := range []int{1*5 + 0, 1*5 + 3} {
		s.temple[cell], s.templeOwner[cell] = 1, botSeat
	}
	s.p[botSeat].Columns = 2
	s.testDie(t, Yellow, Hathor, 3)
	s.botPlays(Hathor)
	eq(t, "ROW-1 (2 Columns)", int(s.tBuild[1]), botSeat)
	eq(t, "6 VP", int(s.p[botSeat].VP), 16)
	eq(t, "Population 7+3", int(s.p[botSeat].Pop), 10)
	if !s.open[2] {
		t.Error("the Bot's Population 10 did not open section III (A16)")
	}
	for r := 0; r < NumResources; r++ {
		eq(t, "no tokens", int(s.p[botSeat].Res[r]), 0)
	}
	eq(t, "no Faith", int(s.p[botSeat].Faith), 0)

	s = soloBlank(t)
	s.p[botSeat].Built = NumBuildings
	s.testDie(t, Yellow, Hathor, 3)
	s.botPlays(Hathor)
	eq(t, "M17: no Building left", int(s.p[botSeat].VP), 13)
}

// §7.5 Bastet: step by step, Happiness +1 or, once level with the
// Population, Population +1; Scribes 2/1/0 by die; no track bonus.
func TestSpec7_5_Bastet(t *testing.T) {
	for _, c := range []struct{ happ, pop, v, wantH, wantP, scribes int }{
		{4, 7, 5, 8, 8, 0},     // H5 H6 H7 P8 H8
		{4, 7, 2, 6, 7, 2},     // H5 H6
		{7, 7, 4, 9, 9, 1},     // P8 H8 P9 H9
		{15, 16, 3, 17, 17, 1}, // H16 P17 H17: no Gold at 16
		{21, 21, 6, 21, 21, 0}, // capped
	} {
		s := soloBlank(t)
		s.p[botSeat].Happ, s.p[botSeat].Pop = int8(c.happ), int8(c.pop)
		s.testDie(t, Black, Bastet, c.v)
		s.botPlays(Bastet)
		tag := fmt.Sprintf("%d/%d die %d: ", c.happ, c.pop, c.v)
		eq(t, tag+"Happiness", int(s.p[botSeat].Happ), c.wantH)
		eq(t, tag+"Population", int(s.p[botSeat].Pop), c.wantP)
		eq(t, tag+"Scribes", int(s.p[botSeat].Scribes), c.scribes)
		eq(t, tag+"Gold", int(s.p[botSeat].Res[Gold]), 0)
		eq(t, tag+"no Happiness-21 action", int(s.pending), 0)
	}
}

// §7.5 Thoth (A12, A34): 1/2/3 cards free from the highest section its
// Happiness opens, Decree > Technology > Blessing, leftmost first; then
// lower sections.
func TestSpec7_5_Thoth(t *testing.T) {
	s := soloBlank(t) // Happiness 4: section I only (B B T)
	sec0 := s.market[0]
	s.testDie(t, Black, Thoth, 5)
	s.botPlays(Thoth)
	b := s.p[botSeat]
	if b.Tech != 1<<cardIdx(sec0[2]) || b.Bless != 1<<cardIdx(sec0[0])|1<<cardIdx(sec0[1]) {
		t.Errorf("3 cards of section I: tech %x bless %x, market was %v", b.Tech, b.Bless, sec0)
	}

	s = soloBlank(t)
	s.p[botSeat].Happ, s.p[botSeat].Pop = 9, 9
	s.open[2] = true
	s.fillSection(2) // B T T D
	sec2 := s.market[2]
	s.testDie(t, Black, Thoth, 3)
	s.botPlays(Thoth)
	b = s.p[botSeat]
	if b.Decree != 1<<cardIdx(sec2[3]) || b.Tech != 1<<cardIdx(sec2[1]) || b.Bless != 0 {
		t.Errorf("2 cards of section III: decree %x tech %x, market was %v", b.Decree, b.Tech, sec2)
	}
	if b.PubDecree != b.Decree {
		t.Error("a Decree taken from the market is not public")
	}

	// Section III holds a single Blessing: then section II (B B T T).
	s = soloBlank(t)
	s.p[botSeat].Happ, s.p[botSeat].Pop = 9, 9
	s.open[2] = true
	s.fillSection(2)
	s.market[2][1], s.market[2][2], s.market[2][3] = 0, 0, 0
	sec2, sec1 := s.market[2], s.market[1]
	s.testDie(t, Black, Thoth, 6)
	s.botPlays(Thoth)
	b = s.p[botSeat]
	if b.Bless != 1<<cardIdx(sec2[0]) || b.Tech != 1<<cardIdx(sec1[2])|1<<cardIdx(sec1[3]) {
		t.Errorf("A34: bless %x tech %x, sections were %v %v", b.Bless, b.Tech, sec2, sec1)
	}
}

// §7.5 Osiris: row = value, district by colour (gray: fewest Buildings,
// tie leftmost); taken → the next district right; full row → the row
// above, 6 after 1. No Happiness loss, tracks or resources; row-2 Gold
// discarded.
func TestSpec7_5_Osiris(t *testing.T) {
	s := soloBlank(t)
	s.testDie(t, Yellow, Osiris, 3)
	s.botPlays(Osiris)
	eq(t, "Papyrus row 3", int(s.osiris[Papyrus*6+2]), botSeat)
	eq(t, "Happiness kept", int(s.p[botSeat].Happ), 4)
	if s.p[botSeat].Prod != [4]int8{} || s.p[botSeat].Res != [NumResources]int16{} {
		t.Errorf("tracks %v resources %v", s.p[botSeat].Prod, s.p[botSeat].Res)
	}

	s = soloBlank(t)
	s.osiris[Granite*6+1] = humanSeat
	s.testDie(t, Black, Osiris, 2)
	s.botPlays(Osiris)
	eq(t, "Granite row 2 taken → Papyrus row 2", int(s.osiris[Papyrus*6+1]), botSeat)
	if s.row2Gold || s.p[botSeat].Res[Gold] != 0 {
		t.Error("the row-2 Gold was not discarded")
	}

	s = soloBlank(t)
	for d := 0; d < NumDistricts; d++ {
		s.osiris[d*6+0] = humanSeat
	}
	s.osiris[Limestone*6+5] = humanSeat
	s.testDie(t, White, Osiris, 1)
	s.botPlays(Osiris)
	eq(t, "row 1 full → row 6, Limestone taken → Granite", int(s.osiris[Granite*6+5]), botSeat)

	s = soloBlank(t)
	s.osiris[Papyrus*6+0], s.osiris[Papyrus*6+1] = humanSeat, humanSeat
	s.osiris[Bread*6+3] = humanSeat
	s.osiris[Limestone*6+3] = humanSeat
	s.osiris[Granite*6+0], s.osiris[Granite*6+1], s.osiris[Granite*6+2] = humanSeat, humanSeat, humanSeat
	s.testDie(t, Gray, Osiris, 5)
	s.botPlays(Osiris)
	eq(t, "gray: fewest (Bread 1 = Limestone 1) → leftmost, Bread row 5", int(s.osiris[Bread*6+4]), botSeat)

	s = soloBlank(t)
	for i := range s.osiris {
		s.osiris[i] = humanSeat
	}
	s.testDie(t, Gray, Osiris, 5)
	s.botPlays(Osiris)
	eq(t, "M17: Osiris full", int(s.p[botSeat].VP), 13)
}

// §7.5.1: the Bot's statue bonus by the Horus tile value (1–2 a Scribe,
// 3–4 1 VP, 5–6 both), whoever performs the action; the human's statue
// gives the normal bonus when the Bot acts; a statue the action builds
// earns nothing from it.
func TestSpec7_5_1_BotStatueBonus(t *testing.T) {
	for v, want := range [][2]int{1: {1, 0}, 2: {1, 0}, 3: {0, 1}, 4: {0, 1}, 5: {1, 1}, 6: {1, 1}} {
		if v == 0 {
			continue
		}
		s := soloBlank(t)
		s.horus[Bastet] = int8(v)
		s.godStatue[Bastet][0] = botSeat
		s.cur = perf{player: humanSeat, god: Bastet, before: s.statueOwners(Bastet)}
		s.finishPerform()
		eq(t, fmt.Sprintf("tile %d: Scribes", v), int(s.p[botSeat].Scribes), want[0])
		eq(t, fmt.Sprintf("tile %d: VP", v), int(s.p[botSeat].VP), 10+want[1])
	}
	// Through the human's Bastet festival (tile 4: 1 VP).
	s := soloBlank(t)
	s.godStatue[Bastet][0] = botSeat
	s.p[humanSeat].Res[Papyrus] = 2
	d := s.testDie(t, Brown, Bastet, 5)
	do(t, s, take(d, "brown", "corrupt", 5))
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	do(t, s, "god:bastet:+0")
	s.SetRecorder(nil)
	found := false
	for i, e := range evs {
		if sb, ok := e.(StatueBonus); ok && sb.Player == botSeat && sb.God == "bastet" {
			vp, ok := evs[i+1].(VPChanged)
			found = ok && vp.Player == botSeat && vp.Delta == 1
		}
	}
	if !found {
		t.Errorf("no Bot statue bonus of 1 VP after the human's festival: %v", evs)
	}
	// The Bot performs Osiris where the human and the Bot have... only the
	// human a statue: 1 Granite to the human. Then its own Osiris statue.
	s = soloBlank(t)
	s.godStatue[Osiris][0] = humanSeat
	s.testDie(t, Yellow, Osiris, 3)
	s.botPlays(Osiris)
	eq(t, "human's Osiris bonus (Granite)", int(s.p[humanSeat].Res[Granite]), 1)
	s = soloBlank(t)
	s.godStatue[Osiris][0] = botSeat // tile 6: Scribe and VP
	s.testDie(t, Yellow, Osiris, 3)
	s.botPlays(Osiris)
	eq(t, "own action (2-player rule): Scribe", int(s.p[botSeat].Scribes), 1)
	eq(t, "own action: VP", int(s.p[botSeat].VP), 11)
	// Value 1 builds its statue in Horus's own section: no bonus from it.
	s = soloBlank(t)
	s.testDie(t, White, Horus, 1)
	s.botPlays(Horus)
	eq(t, "statue for Horus", int(s.godStatue[Horus][0]), botSeat)
	eq(t, "no bonus for the statue just built", int(s.p[botSeat].Scribes), 0)
}

// §7.6: the Bot weighs 3, 2, 1, 1 at the 4 Judgments, never loses VP, has
// Ankh 4; first, it takes A01 or A02 (no reward), else no Destiny; then
// the pyramid is laid anew.
func TestSpec7_6_BotJudgment(t *testing.T) {
	for _, c := range []struct {
		judgment, human int
		t15             bool
		humanFirst      bool
	}{
		{1, 3, false, false}, // |3| = 3, Ankh 3 (A04) < 4
		{1, -2, false, true},
		{1, 3, true, true}, // T15: Ankh 5
		{2, 2, false, false},
		{3, 0, false, true},
		{4, -1, false, false},
	} {
		s := soloBlank(t)
		s.judgments = int8(c.judgment)
		s.dial = (s.dial0 + 1) % NumGods // no Scoring marker here
		s.p[humanSeat].Destiny = 3
		if c.t15 {
			s.p[humanSeat].Tech |= 1 << 14
		}
		v := c.human
		pan := locLeft
		if v < 0 {
			v, pan = -v, locRight
		}
		if v > 0 {
			d := s.testDie(t, White, Horus, v)
			s.dieLoc[d] = int8(pan + humanSeat)
		}
		var w []Weighed
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			if x, ok := e.(Weighed); ok {
				w = append(w, x)
			}
		}))
		s.resolveJudgment()
		s.SetRecorder(nil)
		tag := fmt.Sprintf("judgment %d human %d: ", c.judgment, c.human)
		eq(t, tag+"Bot balance", w[botSeat].Final, []int{0, 3, 2, 1, 1}[c.judgment])
		eq(t, tag+"Bot penalty", w[botSeat].Penalty, 0)
		eq(t, tag+"human first", b2i(s.order[0] == humanSeat), b2i(c.humanFirst))
		s.advance() // Destiny cards
		if c.humanFirst {
			eq(t, tag+"Bot without Destiny", int(s.p[botSeat].Destiny), -1)
			eq(t, tag+"4 Destiny cards offered", len(s.Legal(nil)), 5) // A03 twice
		} else {
			if bd := s.p[botSeat].Destiny; bd != 0 && bd != 1 {
				t.Errorf(tag+"Bot Destiny %d", bd)
			}
			eq(t, tag+"3 Destiny cards offered", len(s.Legal(nil)), 4)
		}
		eq(t, tag+"Bot Scribes (no reward)", int(s.p[botSeat].Scribes), 0)
		s.bot.steps, s.bot.marker = 4, 9
		do(t, s, "destiny:A04")
		// The pyramid is laid anew; if the Bot is first it has played again.
		want := 0
		if !c.humanFirst {
			want = 1
		}
		eq(t, tag+"Bot turns since the new pyramid", int(s.bot.steps), want)
	}
}

// §7.7: at a Scoring the Bot scores districts, temple, statues, Happiness,
// 2 VP per Blessing (discarded) and per Technology (kept); no Production,
// building-row VP or upkeep. At the end: turn order, 4 VP per Decree, 1 VP
// per 2 Scribes.
func TestSpec7_7_BotScoring(t *testing.T) {
	s := soloBlank(t)
	b := &s.p[botSeat]
	s.osiris[Papyrus*6+0] = botSeat                    // majority: 3
	s.tBuild[2] = botSeat                              // temple: 1
	s.temple[2*5+1], s.templeOwner[2*5+1] = 1, botSeat // aligned with ROW-2: 1
	s.people[TSCol] = botSeat                          // temple: 1 (column 1 is not aligned)
	s.godStatue[Ra][0] = botSeat
	b.Statues, b.Columns = 2, 1 // statues: 3
	b.Built = 5                 // would be 5 VP and 2 Bread for a human
	b.Happ, b.Pop = 13, 14      // 6
	b.Prod = [4]int8{6, 6, 6, 6}
	b.Bless, b.Tech = 1<<3|1<<9, 1<<4 // cards: 6
	disc := int(s.discardN[Blessing])
	s.scoringSteps()
	eq(t, "Bot after Scoring", int(b.VP), 10+3+3+3+6+6)
	eq(t, "Blessings discarded", int(s.discardN[Blessing]), disc+2)
	eq(t, "Technology kept", int(b.Tech), 1<<4)
	eq(t, "no upkeep due", s.breadDue(botSeat), 0)
	// A second Scoring: the Technology pays again, no Blessing left.
	s.scoringSteps()
	eq(t, "Bot after Scoring 2", int(b.VP), 31+3+3+3+6+2)
	b.Decree = 1<<0 | 1<<7 | 1<<13
	b.Scribes = 5
	s.endGame()
	eq(t, "end: +3 first, 3 Decrees × 4, 5 Scribes → 2", int(b.VP), 48+3+12+2)
	if w := s.Winners(); len(w) != 1 || w[0] != botSeat {
		t.Errorf("winners %v", w)
	}
	eq(t, "decrees part", int(b.Parts[srcDecrees]), 12)
	eq(t, "scribes part", int(b.Parts[srcScribes]), 2)
}

var soloConformance = []engine.Options{
	{"players": "1"},
	{"players": "1", "solo": "medium"},
	{"players": "1", "solo": "hard"},
	{"players": "1", "solo": "medium", "challenge1": "true", "challenge2": "true"},
	{"players": "1", "solo": "hard", "firstgame": "true"},
}

func TestSoloConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{Options: soloConformance, Playouts: 3, Seed: 11,
		PlayersOf: func(engine.Options) int { return 2 }})
}

// §10.1 in solo: Determinize depends only on what the viewer knows; the
// Bot's face-up pyramid and marker stay, its future draws are re-sampled.
func TestSoloDeterminizeHygiene(t *testing.T) {
	differed, futures, checked, ahead := 0, 0, 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		opts := soloConformance[seed%uint64(len(soloConformance))]
		s := enginetest.RandomAt(t, Game{}, opts, seed, int(seed*2)).(*State)
		if s.Terminal() {
			continue
		}
		checked++
		for _, v := range []int{humanSeat, botSeat} {
			o := reshuffleHidden(s, v, seed+100)
			if o.PublicString(v) != s.PublicString(v) {
				t.Fatalf("seed %d: the reshuffle changed what seat %d sees", seed, v)
			}
			if o.String() != s.String() {
				differed++
			}
			r1, r2 := engine.NewRNG(seed), engine.NewRNG(seed)
			a := s.Determinize(v, &r1).(*State)
			b := o.Determinize(v, &r2).(*State)
			if a.String() != b.String() {
				t.Fatalf("seed %d viewer %d: Determinize depends on hidden information\n%s\n---\n%s", seed, v, a, b)
			}
			if a.bot != s.bot {
				t.Fatalf("seed %d: the Bot's pyramid or marker changed", seed)
			}
			enginetest.PlayTogether(t, a, b, seed, 80, fmt.Sprintf("seed %d", seed))
			if a.String() != b.String() {
				t.Fatalf("seed %d: the determinized copies diverge in play", seed)
			}
		}
		// Two determinizations: the Bot's future (Deben, dice, pyramids)
		// is not the truth's.
		r1, r2 := engine.NewRNG(1), engine.NewRNG(2)
		a, b := s.Determinize(humanSeat, &r1).(*State), s.Determinize(humanSeat, &r2).(*State)
		if s.turn <= 14 { // Bot turns left to differ
			ahead++
		}
		for k := 0; k < 200 && !a.Terminal() && !b.Terminal(); k++ {
			la, lb := a.Legal(nil), b.Legal(nil)
			if err := a.Apply(la[0]); err != nil {
				t.Fatal(err)
			}
			if err := b.Apply(lb[0]); err != nil {
				t.Fatal(err)
			}
		}
		if a.bot != b.bot && s.turn <= 14 {
			futures++
		}
	}
	if differed < 20 {
		t.Errorf("only %d states had anything hidden to change", differed)
	}
	t.Logf("%d positions, %d with Bot turns ahead, %d re-sampled", checked, ahead, futures)
	if checked < 25 || ahead < 20 || futures*10 < ahead*9 {
		t.Errorf("the Bot's future was re-sampled in only %d of %d positions (%d checked)", futures, ahead, checked)
	}
}

// checkSoloInvariants: the Bot holds only Scribes, VP and cards, no
// production; in a turn its dice (beside its tiles) match the marker's
// hops, which follow the pyramid; CurrentPlayer is never the Bot.
func checkSoloInvariants(s *State) error {
	b := &s.p[botSeat]
	if b.Res != [NumResources]int16{} || b.Faith != 0 || b.Prod != [4]int8{} || b.Surplus != 0 {
		return fmt.Errorf("the Bot holds %v Faith %d production %v surplus %d", b.Res, b.Faith, b.Prod, b.Surplus)
	}
	if b.Decree != b.PubDecree || b.Start != [2]int8{-1, -1} || b.Dealt != [2]int8{-1, -1} {
		return fmt.Errorf("Bot cards: decrees %x public %x start %v dealt %v", b.Decree, b.PubDecree, b.Start, b.Dealt)
	}
	if !s.Terminal() && s.CurrentPlayer() == botSeat {
		return fmt.Errorf("CurrentPlayer is the Bot")
	}
	for d := 0; d < NumDice; d++ {
		if l := int(s.dieLoc[d]); l == locLeft+botSeat || l == locRight+botSeat {
			return fmt.Errorf("a Bot die on a pan")
		}
	}
	bt := &s.bot
	if s.stage == stTurn {
		if n := s.diceOf(botSeat); n != int(bt.steps) {
			return fmt.Errorf("the Bot has %d dice after %d hops", n, bt.steps)
		}
		for i := 0; i < int(bt.steps); i++ {
			if int(s.dieLoc[bt.dice[i]]) != locUnder+botSeat {
				return fmt.Errorf("the die of hop %d is not beside the Bot's tile", i)
			}
		}
	}
	r, c := 0, 0
	for i := 0; i < int(bt.steps); i++ {
		nr, nc := pyramidRC(int(bt.path[i]))
		if i == 0 && (nr != 1 || nc != 1) || i > 0 && !(nr == r+1 && nc == c || nr == r && nc == c+1) {
			return fmt.Errorf("marker path %v", bt.path[:bt.steps])
		}
		r, c = nr, nc
	}
	if bt.steps > 0 && bt.marker != bt.path[bt.steps-1] {
		return fmt.Errorf("marker %d, path %v", bt.marker, bt.path[:bt.steps])
	}
	return nil
}

func TestSoloInvariantsInRandomGames(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, opts := range soloConformance {
		for seed := uint64(0); seed < uint64(games); seed++ {
			st, _ := Game{}.NewState(opts, seed)
			s := st.(*State)
			rng := engine.NewRNG(seed * 5)
			for step := 0; !s.Terminal(); step++ {
				if err := checkInvariants(s); err != nil {
					t.Fatalf("%v seed %d step %d: %v\n%s", opts, seed, step, err, s)
				}
				if err := checkSoloInvariants(s); err != nil {
					t.Fatalf("%v seed %d step %d: %v\n%s", opts, seed, step, err, s)
				}
				if step%13 == 0 {
					r := engine.NewRNG(seed + uint64(step))
					if err := checkInvariants(s.Determinize(humanSeat, &r).(*State)); err != nil {
						t.Fatalf("%v seed %d step %d, determinized: %v", opts, seed, step, err)
					}
				}
				l := s.Legal(nil)
				if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("%v seed %d at the end: %v", opts, seed, err)
			}
		}
	}
}

// Many random solo games end on the fixed timeline (§4.4): 16 turns, the
// Bot acting 16 times.
func TestSoloSmokeRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	for i := 0; i < games; i++ {
		opts := soloConformance[i%len(soloConformance)]
		st, err := Game{}.NewState(opts, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		botTurns := 0
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
			if x, ok := e.(DieDrafted); ok && x.Player == botSeat {
				botTurns++
			}
		}))
		rng := engine.NewRNG(uint64(i))
		var buf []engine.Action
		for steps := 0; !s.Terminal(); steps++ {
			buf = s.Legal(buf)
			if len(buf) == 0 {
				t.Fatalf("%v seed %d: no legal action\n%s", opts, i, s)
			}
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatalf("%v seed %d: %v", opts, i, err)
			}
			if steps > maxActions {
				t.Fatalf("%v seed %d: too long", opts, i)
			}
		}
		if s.turn != 17 || s.judgments != 4 || s.scorings != 2 || botTurns != 16 {
			t.Fatalf("%v seed %d: turn %d judgments %d scorings %d, Bot turns %d", opts, i, s.turn, s.judgments, s.scorings, botTurns)
		}
	}
}

// BenchmarkRandomGameSolo plays random solo games (hard) to the end.
func BenchmarkRandomGameSolo(b *testing.B) {
	enginetest.BenchRandomGames(b, Game{}, engine.Options{"players": "1", "solo": "hard"})
}
