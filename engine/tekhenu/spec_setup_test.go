package tekhenu

import (
	"testing"

	"nilegames/engine"
)

func newRaw(t *testing.T, opts engine.Options, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// §3 steps 1–12: what every player count starts with.
func TestSpec3_SetupByPlayerCount(t *testing.T) {
	for _, c := range []struct{ n, dice, starts, godSlots, templeSlots int }{
		{2, 20, 5, 1, 6}, {3, 24, 7, 2, 8}, {4, 26, 9, 3, 10},
	} {
		s := newRaw(t, engine.Options{"players": itoa(c.n)}, 5)
		inPlay, inSections := 0, [NumGods]int{}
		for d := 0; d < NumDice; d++ {
			if s.dieLoc[d] != locBox {
				inPlay++
			}
			if l := s.dieLoc[d]; l >= 0 && l < NumGods {
				inSections[l]++
			}
		}
		eq(t, "dice in play", inPlay, c.dice)
		for g := 0; g < NumGods; g++ {
			eq(t, "dice in section "+godCodes[g], inSections[g], 3)
		}
		eq(t, "start cards drawn", int(s.startN), c.starts)
		eq(t, "god statue slots", int(godStatueSlots[c.n]), c.godSlots)
		open := 0
		for i := 0; i < NumTempleSlots; i++ {
			if templeSlotOpen[c.n][i%5] {
				open++
			}
		}
		eq(t, "temple building slots", open, c.templeSlots)
		for q := 0; q < c.n; q++ {
			pl := s.p[q]
			eq(t, "VP", int(pl.VP), 10)
			eq(t, "Happiness", int(pl.Happ), 2)
			eq(t, "Population", int(pl.Pop), 5)
			eq(t, "Gold", int(pl.Res[Gold]), 1)
			eq(t, "Scribes", int(pl.Scribes), 1)
			for r := 0; r < 4; r++ {
				eq(t, "production", int(pl.Prod[r]), 2)
			}
			if pl.Dealt[0] < 0 || pl.Dealt[1] < 0 || pl.Decree != 0 {
				t.Errorf("seat %d: dealt %v decrees %x", q, pl.Dealt, pl.Decree)
			}
		}
		// Market: I = B B T, II = B B T T; III and IV closed and empty.
		for sec, want := range [][]int{{Blessing, Blessing, Technology}, {Blessing, Blessing, Technology, Technology}} {
			for i, typ := range want {
				if c := s.market[sec][i]; c == 0 || cardDeck(c) != typ {
					t.Errorf("market %d slot %d = %v", sec, i, c)
				}
			}
		}
		if s.open[2] || s.open[3] || s.market[2] != [4]int8{} || s.market[3] != [4]int8{} {
			t.Error("sections III and IV must be closed and empty")
		}
		// Gold on the board, Ra row, pile.
		for i := 0; i < NumPeopleSlots; i++ {
			eq(t, "people slot owner", int(s.people[i]), -1)
		}
		if !s.row2Gold {
			t.Error("row-2 Gold missing")
		}
		for i := 0; i < 3; i++ {
			if s.ra[i] == 0 {
				t.Errorf("Ra slot %d empty", i)
			}
		}
		eq(t, "pile", int(s.pileN), 24)
		// Scoring markers 4 and 8 sections clockwise from the arrow.
		eq(t, "marker 1", int(s.markerPos(0)), (int(s.dial0)+4)%6)
		eq(t, "marker 2", int(s.markerPos(1)), (int(s.dial0)+2)%6)
		// Horus tiles: a permutation of 1..6.
		var seen [7]bool
		for g := 0; g < NumGods; g++ {
			seen[s.horus[g]] = true
		}
		for v := 1; v <= 6; v++ {
			if !seen[v] {
				t.Errorf("no Horus tile shows %d: %v", v, s.horus)
			}
		}
	}
}

// §3 step 10: T16 and D20 are out of a 2-player game, in at 3–4.
func TestSpec3_T16D20RemovedAt2Players(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := newRaw(t, engine.Options{"players": itoa(n)}, 9)
		found := [2]bool{}
		look := func(deck, idx int) {
			if deck == Technology && idx == 15 {
				found[0] = true
			}
			if deck == Decree && idx == 19 {
				found[1] = true
			}
		}
		for deck := 0; deck < NumDecks; deck++ {
			for i := 0; i < int(s.deckN[deck]); i++ {
				look(deck, int(s.deck[deck][i]))
			}
		}
		for sec := 0; sec < NumSections; sec++ {
			for _, c := range s.market[sec] {
				if c != 0 {
					look(cardDeck(c), cardIdx(c))
				}
			}
		}
		for q := 0; q < n; q++ {
			for _, d := range s.p[q].Dealt {
				look(Decree, int(d))
			}
		}
		want := n > 2
		if found[0] != want || found[1] != want {
			t.Errorf("players %d: T16 present %v, D20 present %v, want %v", n, found[0], found[1], want)
		}
	}
}

// §3 step 4, §8.4: the first-game option uses the printed values.
func TestSpec3_FirstGameHorusValues(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "3", "firstgame": "true"}, 4)
	for g := 0; g < NumGods; g++ {
		eq(t, "Horus value of "+godCodes[g], int(s.horus[g]), g+1)
	}
}

// §3 step 11: a player keeps one Decree, the other goes to the bottom.
func TestSpec3_KeepOneDecreeOtherToBottom(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "2"}, 3)
	a, b := s.p[0].Dealt[0], s.p[0].Dealt[1]
	do(t, s, "keep-decree:1")
	if s.p[0].Decree != 1<<b {
		t.Errorf("kept %x, want D%02d", s.p[0].Decree, b+1)
	}
	if s.deck[Decree][0] != a {
		t.Errorf("bottom of the Decree deck is D%02d, want D%02d", s.deck[Decree][0]+1, a+1)
	}
	eq(t, "next to choose", s.CurrentPlayer(), 1)
}

// §3 step 12a: the Start draft snakes 1,2,3,3,2,1 from the first player.
func TestSpec3_StartDraftSnake(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "3"}, 11)
	for s.phase == PhKeepDecree {
		do(t, s, "keep-decree:0")
	}
	f := int(s.firstSeat)
	want := []int{f, (f + 1) % 3, (f + 2) % 3, (f + 2) % 3, (f + 1) % 3, f}
	for i, w := range want {
		if s.phase != PhDraftStart {
			t.Fatalf("pick %d: phase %s", i, s.phase)
		}
		eq(t, "drafting seat", s.CurrentPlayer(), w)
		l := s.Legal(nil)
		if err := s.Apply(l[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.phase != PhDestiny {
		t.Fatalf("after the draft: phase %s", s.phase)
	}
}

// §3 step 12b: turn order by descending initiative total; a tie goes to
// the holder of the single highest card.
func TestSpec3_InitialTurnOrder(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "3"}, 1)
	s.p[0].Start = [2]int8{5, 6}  // S06 + S07 = 13, highest 7
	s.p[1].Start = [2]int8{1, 2}  // S02 + S03 = 5
	s.p[2].Start = [2]int8{0, 11} // S01 + S12 = 13, highest 12
	s.initialOrder()
	if got := s.order[:3]; got[0] != 2 || got[1] != 0 || got[2] != 1 {
		t.Errorf("order %v, want [2 0 1]", got)
	}
}

// §3 step 12c–d: Destiny cards are chosen in turn order, then rewards.
func TestSpec3_DestinyAndRewards(t *testing.T) {
	s := newRaw(t, engine.Options{"players": "2"}, 2)
	for s.phase == PhKeepDecree {
		do(t, s, "keep-decree:0")
	}
	// Draft: each seat takes cards that need no choice when available.
	for s.phase == PhDraftStart {
		l := s.Legal(nil)
		if err := s.Apply(l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
	}
	first := int(s.order[0])
	eq(t, "first to choose a Destiny", s.CurrentPlayer(), first)
	before := s.p[first].Res[Gold]
	do(t, s, "destiny:A02")
	if legal(s, "destiny:A02") {
		t.Error("a Destiny card taken twice")
	}
	do(t, s, "destiny:A03:happiness")
	for s.stage != stTurn {
		l := s.Legal(nil)
		if err := s.Apply(l[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.p[first].Res[Gold] < before+1 {
		t.Errorf("A02 gave no Gold: %d → %d", before, s.p[first].Res[Gold])
	}
	if s.p[first].Destiny != 1 || s.p[int(s.order[1])].Destiny != 2 {
		t.Errorf("destinies %d %d", s.p[first].Destiny, s.p[int(s.order[1])].Destiny)
	}
}

// Options are checked.
func TestOptionsRefused(t *testing.T) {
	for _, o := range []engine.Options{{"players": "0"}, {"players": "5"}, {"players": "x"}, {"colour": "red"}, {"firstgame": "maybe"}} {
		if _, err := (Game{}).NewState(o, 1); err == nil {
			t.Errorf("options %v accepted", o)
		}
	}
}
