package egizia

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// untilRound plays quietly to the first placement of round r.
func untilRound(tb testing.TB, s *State, r int) {
	tb.Helper()
	playUntil(tb, s, func(s *State) bool { return int(s.round) == r && s.phase == PhPlace }, quiet)
}

// §4.1: each round deals from its deck (1/2, 1/2, 3/4, 3/4, 5) onto the
// active card spaces, the rest of a deck boxed after rounds 2, 4 and 5;
// 3–4p round 1 uses the printed effects, later rounds 7 of the 9 non-2p
// tiles; 2p keeps its blockers (A36) and reshuffles its 5 tiles.
func TestSpec4_1RiverSetUp(t *testing.T) {
	for n := 2; n <= 4; n++ {
		active := 10
		if n == 2 {
			active = 8
		}
		size := [NumDecks]int{22, 22, 12}
		if n == 2 {
			size = [NumDecks]int{18, 18, 10}
		}
		for seed := uint64(1); seed <= 5; seed++ {
			s := setupDone(t, n, seed)
			for r := 1; r <= NumRounds; r++ {
				untilRound(t, s, r)
				d := DeckForRound(r)
				k := 0
				for c, id := range s.card {
					if id == 0 {
						continue
					}
					k++
					if int(NileCards[id-1].Deck) != d {
						t.Fatalf("n=%d round %d: R%d from deck %d", n, r, id, NileCards[id-1].Deck)
					}
					if n == 2 && c < 2 {
						t.Fatalf("2p: a card on C%d", c+1)
					}
				}
				if k != active {
					t.Fatalf("n=%d round %d: %d cards dealt", n, r, k)
				}
				left := size[d] - active
				if r == 2 || r == 4 || r == 5 {
					left = 0
				}
				if int(s.nileN[d]) != left {
					t.Fatalf("n=%d round %d: deck %d holds %d, want %d", n, r, d, s.nileN[d], left)
				}
				var seen [NumTiles + 1]bool
				for i, tl := range s.tile {
					switch {
					case n == 2 && i < 2:
						if tl != tileBlocked {
							t.Fatalf("2p round %d: T%d = %d", r, i+1, tl)
						}
					case n > 2 && r == 1:
						if tl != tilePrinted {
							t.Fatalf("round 1: T%d = %d", i+1, tl)
						}
					default:
						if tl < 1 || seen[tl] {
							t.Fatalf("n=%d round %d: tiles %v", n, r, s.tile)
						}
						seen[tl] = true
						cat := Tiles[tl-1].Category
						if (n == 2 && cat == Tile3p) || (n > 2 && cat == Tile2p) {
							t.Fatalf("n=%d: tile NT%d of category %d", n, tl, cat)
						}
					}
				}
			}
		}
	}
}

// firstPlacement is the first legal ship placement on a card space.
func firstPlacement(t *testing.T, s *State) engine.Action {
	t.Helper()
	for _, a := range s.Legal(nil) {
		if in(a, aPlace, NumRiver) && River[int(a)-aPlace].Kind == SpCard {
			return a
		}
	}
	t.Fatal("no card space to place on")
	return 0
}

// §4.2: turns in player order; a seat that passed is skipped; the step
// ends when all have passed.
func TestSpec4_2TurnsAndPassing(t *testing.T) {
	s := setupDone(t, 3, 11)
	a, b, c := s.order[0], s.order[1], s.order[2]
	if s.actor != a {
		t.Fatalf("first turn to %d, want %d", s.actor, a)
	}
	mustApply(t, s, aPass)
	if s.actor != b || s.phase != PhPlace {
		t.Fatalf("after a pass: actor %d, want %d", s.actor, b)
	}
	mustApply(t, s, firstPlacement(t, s))
	playUntil(t, s, func(s *State) bool { return s.phase == PhPlace }, quiet)
	if s.actor != c {
		t.Fatalf("after b's ship: actor %d, want %d", s.actor, c)
	}
	mustApply(t, s, aPass)
	if s.actor != b {
		t.Fatalf("a and c passed: actor %d, want %d", s.actor, b)
	}
	mustApply(t, s, aPass)
	if s.round == 1 && s.step == StepPlace {
		t.Fatalf("everyone passed: still step %d", s.step)
	}
}

// §4.2 (R34, G7): with s.extra the same seat places again; without a legal
// placement the extra ship is dropped.
func TestSpec4_2ExtraShip(t *testing.T) {
	s := setupDone(t, 3, 12)
	a, b := s.order[0], s.order[1]
	s.extra = 1
	s.placementDone()
	if s.actor != a || s.phase != PhPlace || s.extra != 0 {
		t.Fatalf("extra ship: actor %d phase %s extra %d", s.actor, s.phase, s.extra)
	}
	s.extra = 1
	s.pl[a].Ships = NumShips
	s.placementDone()
	if s.actor != b || s.extra != 0 {
		t.Fatalf("no ship left: actor %d extra %d, want %d", s.actor, s.extra, b)
	}
}

// §4.2: after everyone passed, each R27 holder in player order; then
// Produce.
func TestSpec4_2GleanersInOrder(t *testing.T) {
	s := setupDone(t, 3, 13)
	a, b, c := s.order[0], s.order[1], s.order[2]
	giveCards(s, int(c), 27)
	giveCards(s, int(a), 27)
	for range 3 {
		mustApply(t, s, aPass)
	}
	if s.phase != PhGlean || s.actor != a {
		t.Fatalf("phase %s actor %d, want glean by %d", s.phase, s.actor, a)
	}
	mustApply(t, s, aGleanPoint)
	if s.phase != PhGlean || s.actor != c {
		t.Fatalf("phase %s actor %d, want glean by %d", s.phase, s.actor, c)
	}
	mustApply(t, s, aGleanPoint)
	if (s.round == 1 && s.step < StepProduce) || s.pl[b].Score != 0 || s.pl[a].Score != GleanPoint {
		t.Fatalf("step %d scores %d %d", s.step, s.pl[a].Score, s.pl[b].Score)
	}
}

// §4.3 and A25: the start-of-Produce window opens only for a seat with
// something usable (R28), then every seat produces.
func TestSpec4_3ProduceWindow(t *testing.T) {
	s := setupDone(t, 3, 14)
	b := s.order[1]
	giveCards(s, int(b), 28)
	s.pl[b].Str[CrewViolet] = 3
	var stone [MaxPlayers]int8
	for q := range stone {
		stone[q] = s.pl[q].Stone
	}
	for range 3 {
		mustApply(t, s, aPass)
	}
	if s.phase != PhWindow || s.window != WinProduce || s.actor != b || s.step != StepProduce {
		t.Fatalf("phase %s window %d actor %d step %d", s.phase, s.window, s.actor, s.step)
	}
	if !has(s, aDone) || !has(s, aR28+CrewViolet) {
		t.Fatalf("legal %v", s.Legal(nil))
	}
	if s.pl[b].Stone != stone[b] {
		t.Fatal("produced before the window")
	}
	mustApply(t, s, aDone)
	for q := 0; q < 3; q++ {
		if s.pl[q].Stone != stone[q]+StartQuarry {
			t.Fatalf("seat %d Stone %d, want %d", q, s.pl[q].Stone, stone[q]+StartQuarry)
		}
	}
	if s.round == 1 && s.step < StepFeed {
		t.Fatalf("step %d", s.step)
	}
}

// §4.4: the seats feed one by one in player order (a seat with nothing to
// decide is fed at once).
func TestSpec4_4FeedInOrder(t *testing.T) {
	s := setupDone(t, 3, 15)
	a, c := s.order[0], s.order[2]
	giveCards(s, int(a), 12)
	giveCards(s, int(c), 12)
	s.pl[a].Str[CrewViolet] = 5 // need 8 > 6: the card is worth using
	s.pl[c].Str[CrewViolet] = 5
	for range 3 {
		mustApply(t, s, aPass)
	}
	if s.phase != PhFeed || s.actor != a {
		t.Fatalf("phase %s actor %d, want %d feeding", s.phase, s.actor, a)
	}
	mustApply(t, s, aFeed)
	if s.phase != PhFeed || s.actor != c {
		t.Fatalf("phase %s actor %d, want %d feeding", s.phase, s.actor, c)
	}
	mustApply(t, s, aFeed)
	if s.round == 1 && s.step < StepBuild {
		t.Fatalf("step %d", s.step)
	}
}

// §4.5, A8/A25: the start-of-Build window for a seat with R14 comes after
// every feeding and before Z1.
func TestSpec4_5BuildWindow(t *testing.T) {
	s := setupDone(t, 3, 16)
	c := s.order[2]
	giveCards(s, int(c), 14)
	for range 3 {
		mustApply(t, s, aPass)
	}
	if s.phase != PhWindow || s.window != WinBuild || s.actor != c || s.step != StepBuild {
		t.Fatalf("phase %s window %d actor %d step %d", s.phase, s.window, s.actor, s.step)
	}
	mustApply(t, s, aR14+CrewGreen)
	if s.phase != PhWindow || s.pl[c].Str[CrewGreen] != 2 {
		t.Fatalf("after R14: phase %s green %d", s.phase, s.pl[c].Str[CrewGreen])
	}
	mustApply(t, s, aDone)
	if s.round != 2 || s.phase != PhPlace {
		t.Fatalf("no ship built: round %d phase %s", s.round, s.phase)
	}
}

// §4.6 steps 1 and 4: the cooperation bonus highest first, then the new
// order lowest first; equal scores: the later arrival is lower.
func TestSpec4_6CoopBonusAndOrder(t *testing.T) {
	s := setupDone(t, 3, 17)
	a, b, c := s.order[0], s.order[1], s.order[2]
	s.pl[a].Zones = 0b011
	s.pl[b].Zones = 0b101
	s.pl[c].Zones = 0b001
	s.endRound()
	// All at 0, a highest (A23): a +2 arrives first, then b +2.
	if s.pl[a].Score != 2 || s.pl[b].Score != 2 || s.pl[c].Score != 0 {
		t.Fatalf("scores %d %d %d", s.pl[a].Score, s.pl[b].Score, s.pl[c].Score)
	}
	if want := [MaxPlayers]int8{c, b, a, empty}; s.order != want {
		t.Fatalf("order %v, want %v", s.order, want)
	}
	if s.pl[c].OrderTile != 1 || s.pl[b].OrderTile != 2 || s.pl[a].OrderTile != 3 {
		t.Fatal("order tiles")
	}
	if s.round != 2 || s.actor != c {
		t.Fatalf("round %d actor %d", s.round, s.actor)
	}
	// All three zones: +5.
	s.pl[a].Zones = 0b111
	s.endRound()
	if s.pl[a].Score != 7 {
		t.Fatalf("3 zones: score %d", s.pl[a].Score)
	}
}

// §4.6 step 3: the clean-up removes ships (not the neutral blockers),
// unflips the crews, resets the once-per-round powers (G6/G9/G10, not
// G7/G8) and the per-round flags.
func TestSpec4_6CleanUp(t *testing.T) {
	s := setupDone(t, 3, 18)
	a := s.order[0]
	p := &s.pl[a]
	s.ship[2] = a
	s.slots[0][0] = a
	s.waiting[1][0], s.waitN[1] = a, 1
	s.occ[3] = a
	p.Used = 0b1011
	p.PermUsed = usedForeman | usedRecruiter
	p.BonusUsed = 1<<G7 | 1<<G9 | 1<<G6
	p.Ships, p.Low, p.Passed, p.Zones, p.ObeBonus, p.WaitTile = 3, 7, true, 0b11, true, true
	p.StatueRound[1] = 1
	s.endRound()
	for i, x := range s.ship {
		if x != empty {
			t.Fatalf("ship left at index %d", i+1)
		}
	}
	for z := 0; z < NumZones; z++ {
		if s.slots[z] != [SlotsPerZone]int8{empty, empty, neutral} || s.waitN[z] != 0 {
			t.Fatalf("zone %d: %v waiting %d", z, s.slots[z], s.waitN[z])
		}
	}
	if s.occ[3] != empty || p.Used != 0 || p.PermUsed != 0 || p.BonusUsed != 1<<G7 {
		t.Fatalf("occ %d used %b perm %b bonus used %b", s.occ[3], p.Used, p.PermUsed, p.BonusUsed)
	}
	if p.Ships != 0 || p.Low != 0 || p.Passed || p.Zones != 0 || p.ObeBonus || p.WaitTile {
		t.Fatalf("per-round flags: %+v", *p)
	}
	if p.StatueRound[1] != 1 {
		t.Fatal("the statue's round was reset")
	}
}

// §5.2/M18: after round 5's cooperation bonus, a final window for a seat
// with an Anytime card, then the final scoring.
func TestM18FinalWindow(t *testing.T) {
	s := setupDone(t, 2, 19)
	untilRound(t, s, NumRounds)
	q := s.order[1]
	giveCards(s, int(q), 53)
	playUntil(t, s, func(s *State) bool { return s.step == StepFinal }, quiet)
	if s.phase != PhWindow || s.window != WinFinal || s.actor != q {
		t.Fatalf("phase %s window %d actor %d", s.phase, s.window, s.actor)
	}
	if s.Winners() != nil {
		t.Fatal("winners before the final scoring")
	}
	mustApply(t, s, aSell)
	mustApply(t, s, aDone)
	if !s.Terminal() || s.step != StepOver || len(s.Winners()) == 0 || s.CurrentPlayer() != engine.Terminal {
		t.Fatalf("phase %s step %d", s.phase, s.step)
	}
	if err := s.Apply(aDone); err == nil {
		t.Fatal("an action after the end")
	}
}

// A25: at a decision point the Anytime actions are merged into the legal
// list, sorted; using one keeps the decision. Elsewhere they are not.
func TestA25AnytimeMerged(t *testing.T) {
	s := setupDone(t, 3, 20)
	a := s.order[0]
	giveCards(s, int(a), 51)
	use := engine.Action(aUse + (51-1)*2)
	l := s.Legal(nil)
	if !has(s, use) || !has(s, aPass) {
		t.Fatalf("legal %v", l)
	}
	for i := 1; i < len(l); i++ {
		if l[i] <= l[i-1] {
			t.Fatalf("not sorted: %v", l)
		}
	}
	st := s.pl[a].Stone
	mustApply(t, s, use)
	if s.phase != PhPlace || s.actor != a || s.pl[a].Stone != st+HiddenStone || has(s, use) {
		t.Fatalf("phase %s actor %d Stone %d", s.phase, s.actor, s.pl[a].Stone)
	}
	// PhGlean is not a decision point.
	s = setupDone(t, 3, 20)
	giveCards(s, int(s.order[0]), 27, 51)
	for range 3 {
		mustApply(t, s, aPass)
	}
	if s.phase != PhGlean || has(s, use) {
		t.Fatalf("phase %s legal %v", s.phase, s.Legal(nil))
	}
	if err := s.Apply(use); err == nil {
		t.Fatal("an Anytime card in PhGlean")
	}
}

// §4: each round goes Place → Produce → Feed → Build → End, in order,
// for 5 rounds, then the game ends.
func TestSpec4RoundSteps(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := setupDone(t, n, 21)
		rng := engine.NewRNG(5)
		lastRound, lastStep := 1, StepPlace
		playUntil(t, s, func(s *State) bool {
			r, st := int(s.round), int(s.step)
			if r < lastRound || (r == lastRound && st < lastStep) || r > lastRound+1 {
				t.Fatalf("n=%d: round %d step %d after round %d step %d", n, r, st, lastRound, lastStep)
			}
			lastRound, lastStep = r, st
			return false
		}, randomChoice(&rng))
		if lastRound != NumRounds || !s.Terminal() {
			t.Fatalf("ended in round %d", lastRound)
		}
	}
}

// The flow's events: a recorded quiet game reports the river and the
// rounds.
func TestFlowEvents(t *testing.T) {
	evs, st := enginetest.PlayRecorded(t, Game{}, engine.Options{"players": "3"}, 3)
	if !st.Terminal() {
		t.Fatal("not over")
	}
	count := map[string]int{}
	for _, e := range evs {
		count[e.EventName()]++
	}
	if count["round_started"] != NumRounds || count["tile_dealt"] != NumRounds*NumRoundSp ||
		count["order_changed"] != NumRounds-1 || count["setup_sphinx_kept"] != 3 || count["card_dealt"] != NumRounds*NumCardSp ||
		count["step_started"] != NumRounds*5+1 || count["game_over"] != 1 {
		t.Fatalf("events %v", count)
	}
}

// §5.4: the flow's allocation-free ranking agrees with lowestFirst, and
// ranks equal scores by arrival (the later arrival lower).
func TestSpec5_4Ranking(t *testing.T) {
	rng := engine.NewRNG(9)
	for k := 0; k < 500; k++ {
		s := setupDone(t, 2+k%3, uint64(k))
		for q := 0; q < int(s.n); q++ {
			s.pl[q].Score = int16(rng.IntN(3))
			s.pl[q].Arrival = int16(rng.IntN(1000))
		}
		var r [MaxPlayers]int8
		s.rankLowFirst(&r)
		for i, q := range s.lowestFirst() {
			if int(r[i]) != q {
				t.Fatalf("rank %v, lowestFirst %v", r, s.lowestFirst())
			}
		}
	}
	s := setupDone(t, 3, 1)
	s.pl[0].Score, s.pl[1].Score, s.pl[2].Score = 4, 4, 2
	s.pl[0].Arrival, s.pl[1].Arrival, s.pl[2].Arrival = 10, 11, 3
	var r [MaxPlayers]int8
	s.rankLowFirst(&r)
	if r != [MaxPlayers]int8{2, 1, 0, 0} {
		t.Fatalf("rank %v, want 2 (2 points), 1 (4, arrived later), 0", r)
	}
}
