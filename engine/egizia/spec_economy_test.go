package egizia

import (
	"errors"
	"testing"

	"nilegames/engine"
)

// econGame is a real n-player match at round 1's first placement, the
// seats' Nile cards cleared, so that a scenario decides alone.
func econGame(t *testing.T, n int) *State {
	t.Helper()
	s := setupDone(t, n, 7)
	for i := 0; i < n; i++ {
		s.pl[i].Cards = 0
	}
	return s
}

// econPassAll passes every seat in this round's Place ships and closes the
// start-of-Produce windows: Produce and Feed follow.
func econPassAll(t *testing.T, s *State) {
	t.Helper()
	econPass(t, s)
	for s.phase == PhWindow && s.window == WinProduce {
		mustApply(t, s, aDone)
	}
}

// econPass passes every seat in this round's Place ships.
func econPass(t *testing.T, s *State) {
	t.Helper()
	r := s.round
	for s.round == r && s.step == StepPlace && s.phase == PhPlace {
		mustApply(t, s, aPass)
	}
}

// econFed returns seat's Fed events.
func econFed(ev []engine.Event, seat int) []Fed {
	var r []Fed
	for _, e := range ev {
		if f, ok := e.(Fed); ok && f.Player == seat {
			r = append(r, f)
		}
	}
	return r
}

// econFeedScore is seat's Scored event of its feeding (0 if none).
func econFeedScore(ev []engine.Event, seat int) int {
	for _, e := range ev {
		if sc, ok := e.(Scored); ok && sc.Player == seat && sc.Reason == RsnFeed {
			return sc.Points
		}
	}
	return 0
}

func econIllegal(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	before := econSnap(s)
	err := s.Apply(a)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: got %v, want an illegal action", s.ActionString(a), err)
	}
	econUnchanged(t, before, s, s.ActionString(a))
}

// The rulebook's Example 1 (Anna): crews 2+2+2+2 need 8 Wheat; the flood
// on Bottom leaves only her starting Field (6); 2 missing at Wheat level
// 3 cost 2 points each: −4.
func TestSpec4_4AnnaExample(t *testing.T) {
	s := econGame(t, 3)
	anna := int(s.order[0])
	p := &s.pl[anna]
	p.Str = [NumCrews]int8{2, 2, 2, 2}
	p.Mkt[MktWheat] = 3
	econGive(s, anna, 31) // Yellow field 6
	s.flood = FloodBottom
	score := p.Score
	ev := econEvents(s)
	econPassAll(t, s)
	f := econFed(*ev, anna)
	want := Fed{Player: anna, Level: 3, Need: 8, Fields: 6, Extra: 0, Wheat: 6, Points: -4}
	if len(f) != 1 || f[0] != want {
		t.Fatalf("Anna's feeding %+v, want %+v", f, want)
	}
	if got := econFeedScore(*ev, anna); got != -4 {
		t.Errorf("Anna scored %d at Feed, want -4", got)
	}
	if s.pl[anna].Score != score-4 {
		t.Errorf("Anna's score %d, want %d", s.pl[anna].Score, score-4)
	}
}

// The rulebook's Example 2 (Diego): crews 1, 3, 4 and the Leader 2 need
// 10; at Middle his Red 8 is dry, Green 6 + Green 4 + Yellow 5 give 15;
// 5 surplus at Wheat level 5 sell 3 for 1 point, 2 are lost: +1.
func TestSpec4_4DiegoExample(t *testing.T) {
	s := econGame(t, 4)
	diego := int(s.order[2])
	p := &s.pl[diego]
	p.Str = [NumCrews]int8{2, 1, 3, 4}
	p.Mkt[MktWheat] = 5
	econGive(s, diego, 32, 25, 6) // Red 8, Green 4, Yellow 5
	s.flood = FloodMiddle
	ev := econEvents(s)
	econPassAll(t, s)
	want := Fed{Player: diego, Level: 5, Need: 10, Fields: 15, Extra: 0, Wheat: 15, Points: 1}
	if f := econFed(*ev, diego); len(f) != 1 || f[0] != want {
		t.Fatalf("Diego's feeding %+v, want %+v", f, want)
	}
	if got := econFeedScore(*ev, diego); got != 1 {
		t.Errorf("Diego scored %d at Feed, want +1", got)
	}
}

// §2.5 / §4.4: the points per missing Wheat by Wheat market level are
// 3/2/2/1/1; surplus sells 3 → 1 from level 3 only, the rest is lost.
func TestSpec4_4PenaltyAndSurplusByLevel(t *testing.T) {
	s := econState(2)
	s.pl[0].Str = [NumCrews]int8{2, 2, 2, 2} // need 8
	short := [6]int{0, -6, -4, -4, -2, -2}   // 2 missing
	surplus := [6]int{0, 0, 0, 2, 2, 2}      // 8 surplus → 2 points, 2 lost
	for lv := 1; lv <= 5; lv++ {
		s.pl[0].Mkt[MktWheat] = int8(lv)
		if got := s.feedPoints(0, 6); got != short[lv] {
			t.Errorf("level %d, 2 missing: %d points, want %d", lv, got, short[lv])
		}
		if got := s.feedPoints(0, 16); got != surplus[lv] {
			t.Errorf("level %d, 8 surplus: %d points, want %d", lv, got, surplus[lv])
		}
		if got := s.feedPoints(0, 8); got != 0 {
			t.Errorf("level %d, exactly fed: %d points, want 0", lv, got)
		}
	}
	s.pl[0].Mkt[MktWheat] = 3
	if got := s.feedPoints(0, 10); got != 0 {
		t.Errorf("2 surplus at level 3: %d points, want 0 (below 3 Wheat)", got)
	}
}

// R4: Stone becomes as much Wheat, once, in the own feeding; at Wheat
// level 1 only the shortfall is worth milling.
func TestSpec4_4MillstoneR4(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[0])
	p := &s.pl[a]
	p.Str = [NumCrews]int8{2, 2, 2, 2} // need 8, the starting Field gives 6
	p.Stone = 5
	econGive(s, a, 4)
	ev := econEvents(s)
	econPassAll(t, s)
	if s.phase != PhFeed || int(s.actor) != a {
		t.Fatalf("phase %s actor %d, want seat %d feeding", s.phase, s.actor, a)
	}
	if p.Stone != 8 { // 5 + the starting quarry's 3
		t.Fatalf("Stone %d after Produce, want 8", p.Stone)
	}
	want := []engine.Action{aFeed, aMill, aMill + 1}
	if got := s.Legal(nil); !econEqual(got, want) {
		t.Fatalf("legal %v, want feed, mill:1, mill:2", got)
	}
	if v, ok := s.FeedPreview(); !ok || v != (FeedView{Player: a, Level: 1, Need: 8, Fields: 6, Wheat: 6, Points: -6}) {
		t.Errorf("preview before milling %+v, want 6 Wheat for 8: -6", v)
	}
	econIllegal(t, s, aMill+2) // 3 Stone: one more than missing
	mustApply(t, s, aMill+1)
	if p.Stone != 6 {
		t.Errorf("Stone %d after milling 2, want 6", p.Stone)
	}
	if got := s.Legal(nil); !econEqual(got, []engine.Action{aFeed}) {
		t.Errorf("legal after milling %v, want only feed (R4 once)", got)
	}
	econIllegal(t, s, aMill)
	if v, _ := s.FeedPreview(); v != (FeedView{Player: a, Level: 1, Need: 8, Fields: 6, Extra: 2, Wheat: 8, Milled: true}) {
		t.Errorf("preview after milling %+v, want 8 Wheat for 8: 0", v)
	}
	mustApply(t, s, aFeed)
	if _, ok := s.FeedPreview(); ok && int(s.actor) == a {
		t.Errorf("still feeding seat %d after the confirm", a)
	}
	wantFed := Fed{Player: a, Level: 1, Need: 8, Fields: 6, Extra: 2, Wheat: 8, Points: 0}
	if f := econFed(*ev, a); len(f) != 1 || f[0] != wantFed {
		t.Errorf("feeding %+v, want %+v", f, wantFed)
	}
	// At Wheat level 3 any Stone may be milled (surplus sells).
	s2 := econGame(t, 2)
	b := int(s2.order[0])
	s2.pl[b].Mkt[MktWheat] = 3
	s2.pl[b].Stone = 1
	econGive(s2, b, 4)
	econPassAll(t, s2)
	if got := s2.Legal(nil); !econEqual(got, []engine.Action{aFeed, aMill, aMill + 1, aMill + 2, aMill + 3}) {
		t.Errorf("level 3 with 4 Stone: legal %v, want feed, mill:1..4", got)
	}
}

// R12/R22/R39 give 4 Wheat in the own feeding and go to the box; R39's
// Stone use stays an Anytime action.
func TestSpec4_4WheatCards(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[0])
	p := &s.pl[a]
	p.Mkt[MktWheat] = 3 // need 5 (starting crews), Field 6: surplus sells
	econGive(s, a, 12, 22, 39)
	ev := econEvents(s)
	econPassAll(t, s)
	if s.phase != PhFeed || int(s.actor) != a {
		t.Fatalf("phase %s actor %d, want seat %d feeding", s.phase, s.actor, a)
	}
	for _, x := range []engine.Action{aUse + 11*2, aUse + 21*2, aUse + 38*2, aUse + 38*2 + 1} {
		if !has(s, x) {
			t.Errorf("%s not legal in the feeding", s.ActionString(x))
		}
	}
	econIllegal(t, s, aUse+20*2) // R21 boost: not held, not a Wheat card
	mustApply(t, s, aUse+11*2)   // R12
	mustApply(t, s, aUse+38*2)   // R39 Wheat
	if p.Has(12) || p.Has(39) || !p.Has(22) {
		t.Errorf("cards after use: R12 %v R22 %v R39 %v, want only R22 left", p.Has(12), p.Has(22), p.Has(39))
	}
	econIllegal(t, s, aUse+11*2) // R12 is gone
	mustApply(t, s, aFeed)
	// 6 + 8 = 14 Wheat for 5: 9 surplus → 3 points.
	want := Fed{Player: a, Level: 3, Need: 5, Fields: 6, Extra: 8, Wheat: 14, Points: 3}
	if f := econFed(*ev, a); len(f) != 1 || f[0] != want {
		t.Errorf("feeding %+v, want %+v", f, want)
	}
	var used []int
	for _, e := range *ev {
		if u, ok := e.(CardUsed); ok {
			used = append(used, u.Card)
		}
	}
	if len(used) != 2 || used[0] != 12 || used[1] != 39 {
		t.Errorf("CardUsed %v, want [12 39]", used)
	}
}

// A seat whose Wheat covers its crews at level 1 and 2 gains nothing from
// more: its Wheat cards are not offered and it is fed without a decision.
func TestSpec4_4NoPointlessFeeding(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[0])
	econGive(s, a, 12, 4) // need 5 ≤ 6
	s.pl[a].Mkt[MktWheat] = 2
	ev := econEvents(s)
	econPassAll(t, s)
	if s.phase == PhFeed {
		t.Fatalf("seat %d asked to feed (legal %v) with nothing useful", s.actor, s.Legal(nil))
	}
	if f := econFed(*ev, a); len(f) != 1 || f[0].Points != 0 || f[0].Wheat != 6 {
		t.Errorf("feeding %+v, want 6 Wheat, 0 points", f)
	}
	if !s.pl[a].Has(12) {
		t.Errorf("R12 was spent")
	}
}

// G1 in the feeding: +2 per producing field only (A7).
func TestA7G1Feeding(t *testing.T) {
	s := econGame(t, 2)
	a := int(s.order[1])
	giveBonus(s, a, G1)
	econGive(s, a, 5, 9) // Yellow 4, Red 6 (dry at Middle)
	s.pl[a].Str = [NumCrews]int8{4, 4, 4, 4}
	ev := econEvents(s)
	econPassAll(t, s)
	// (6+2) + (4+2) = 14 for 16: 2 missing × 3 = −6.
	want := Fed{Player: a, Level: 1, Need: 16, Fields: 14, Wheat: 14, Points: -6}
	if f := econFed(*ev, a); len(f) != 1 || f[0] != want {
		t.Errorf("feeding %+v, want %+v", f, want)
	}
}

func econEqual(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Random games: every feeding adds up (Wheat = fields + extras) and scores
// by the printed table; production never exceeds the quarries or the cap.
func TestSpec4_4FeedingInRandomGames(t *testing.T) {
	penalty := [6]int{0, 3, 2, 2, 1, 1}
	games := 30
	if testing.Short() {
		games = 6
	}
	for g := 0; g < games; g++ {
		n := 2 + g%3
		s := newGame(t, n, uint64(100+g))
		ev := econEvents(s)
		rng := engine.NewRNG(uint64(g))
		playUntil(t, s, func(*State) bool { return false }, randomChoice(&rng))
		fed := 0
		for _, e := range *ev {
			switch e := e.(type) {
			case Fed:
				fed++
				if e.Wheat != e.Fields+e.Extra {
					t.Fatalf("game %d: %+v: Wheat is not Fields + Extra", g, e)
				}
				want := 0
				if e.Wheat < e.Need {
					want = -(e.Need - e.Wheat) * penalty[e.Level]
				} else if e.Level >= 3 {
					want = (e.Wheat - e.Need) / 3
				}
				if e.Points != want {
					t.Fatalf("game %d: %+v: points %d, want %d", g, e, e.Points, want)
				}
			case Produced:
				if e.Stone > e.Quarries || e.Total > StoneCap || e.Stone < 0 {
					t.Fatalf("game %d: %+v", g, e)
				}
			}
		}
		if fed != n*NumRounds {
			t.Errorf("game %d: %d feedings, want %d", g, fed, n*NumRounds)
		}
	}
}
