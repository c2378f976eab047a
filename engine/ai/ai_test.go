package ai

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/imhotep"
)

func TestNamesAndNew(t *testing.T) {
	want := []string{"random", "greedy", "easy", "normal", "hard"}
	if got := Names(); !slices.Equal(got, want) {
		t.Fatalf("Names() = %v, want %v", got, want)
	}
	for _, n := range want {
		b, err := New(n)
		if err != nil {
			t.Fatalf("New(%q): %v", n, err)
		}
		if b.Name() != n {
			t.Errorf("New(%q).Name() = %q", n, b.Name())
		}
	}
	_, err := New("grandmaster")
	if err == nil {
		t.Fatal("New(grandmaster) gave no error")
	}
	for _, n := range want {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("error %q does not list %q", err, n)
		}
	}
}

func TestLevelTable(t *testing.T) {
	var prev Config
	for i, n := range []string{"easy", "normal", "hard"} {
		c, ok := Level(n)
		if !ok {
			t.Fatalf("no level %q", n)
		}
		if i > 0 && c.Iterations <= prev.Iterations {
			t.Errorf("%s has %d iterations, not more than the level below (%d)", n, c.Iterations, prev.Iterations)
		}
		if i > 0 && c.TopK > prev.TopK {
			t.Errorf("%s is noisier (top %d) than the level below (top %d)", n, c.TopK, prev.TopK)
		}
		prev = c
	}
	if c, _ := Level("hard"); c.TopK != 1 {
		t.Errorf("hard must play its most visited move, has TopK %d", c.TopK)
	}
}

// A decision point of the toy game with several choices for either seat.
func decisionPoints(t *testing.T) []engine.State {
	return []engine.State{
		newToy(t, 5, 11),                // seat 0, first bid
		newToy(t, 5, 11, 3),             // seat 1, seat 0's bid sealed
		newToy(t, 6, 12, 4, 2, 1),       // seat 1 after one trick
		newToy(t, 6, 13, 6, 5, 1, 2, 4), // seat 1 late
	}
}

func TestDeterministic(t *testing.T) {
	for _, name := range Names() {
		b := mustBot(t, name)
		for i, s := range decisionPoints(t) {
			for _, seed := range []uint64{1, 99} {
				a1, a2 := Choose(b, s, seed), Choose(b, s, seed)
				if a1 != a2 {
					t.Errorf("%s point %d seed %d: %d then %d", name, i, seed, a1, a2)
				}
			}
		}
	}
}

func TestStepSlicingGivesTheSameSearch(t *testing.T) {
	for _, name := range []string{"easy", "normal", "greedy"} {
		b := mustBot(t, name)
		for i, s := range decisionPoints(t) {
			whole := b.Start(s, 5)
			want := run(whole, math.MaxInt32)
			for _, n := range []int{1, 7, 100} {
				sr := b.Start(s, 5)
				if got := run(sr, n); got != want {
					t.Errorf("%s point %d slices of %d: %d, one step: %d", name, i, n, got, want)
				}
				if !reflect.DeepEqual(tree(sr), tree(whole)) {
					t.Errorf("%s point %d slices of %d: the tree differs", name, i, n)
				}
				if d, tot := sr.Progress(); d != tot {
					t.Errorf("%s point %d: progress %d/%d when done", name, i, d, tot)
				}
			}
		}
	}
}

func TestBestBeforeDoneIsLegal(t *testing.T) {
	for _, name := range Names() {
		b := mustBot(t, name)
		for i, s := range decisionPoints(t) {
			legal := s.Legal(nil)
			sr := b.Start(s, 3)
			for step := 0; step < 50; step++ {
				if a := sr.Best(); !slices.Contains(legal, a) {
					t.Fatalf("%s point %d after %d steps: Best %d not in %v", name, i, step, a, legal)
				}
				d, tot := sr.Progress()
				if tot < 1 || d < 0 || d > tot {
					t.Fatalf("%s: progress %d/%d", name, d, tot)
				}
				if sr.Step(1) {
					break
				}
			}
		}
	}
}

func TestStartClonesTheState(t *testing.T) {
	for _, name := range []string{"greedy", "normal"} {
		b := mustBot(t, name)
		s := newToy(t, 6, 21, 2)
		want := Choose(b, s, 8)
		sr := b.Start(s, 8)
		sr.Step(10)
		for !s.Terminal() { // the caller plays on after Start
			if err := s.Apply(s.Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if got := run(sr, 1000); got != want {
			t.Errorf("%s: %d after the caller changed its state, %d before", name, got, want)
		}
	}
}

func TestNothingToDecide(t *testing.T) {
	over := newToy(t, 2, 1, 1, 1, 2, 2)
	if !over.Terminal() {
		t.Fatal("the toy match should be over")
	}
	forced := newToy(t, 2, 1, 1, 1, 2) // seat 1 holds one card
	for _, name := range Names() {
		b := mustBot(t, name)
		if a := Choose(b, over, 1); a != NoAction {
			t.Errorf("%s on a finished game: %d", name, a)
		}
		sr := b.Start(forced, 1)
		if !sr.Step(0) || sr.Best() != 2 {
			t.Errorf("%s: the only legal move is not answered at once (%d)", name, sr.Best())
		}
	}
}

// The real state may only be asked what the seat knows: who moves, its own
// moves, the number of players; everything else is read on determinized
// copies.
func TestHygieneReadsOnlyPublicMethods(t *testing.T) {
	// Game only names the game (the levels' per-game tuning): public.
	allowed := map[string]bool{"CurrentPlayer": true, "Legal": true, "NumPlayers": true, "Game": true, "Clone": true, "Determinize": true}
	for _, name := range Names() {
		b := mustBot(t, name)
		for i, s := range decisionPoints(t) {
			p := &spy{s, map[string]int{}}
			Choose(b, p, 4)
			for m, n := range p.calls {
				if !allowed[m] {
					t.Errorf("%s point %d: called %s on the real state %d times", name, i, m, n)
				}
			}
		}
	}
}

// Seat 1 decides while seat 0's sealed bid differs: the decision, and for
// MCTS the whole tree, must not change.
func TestHygieneSealedBid(t *testing.T) {
	for _, name := range Names() {
		b := mustBot(t, name)
		for _, seed := range []uint64{3, 17} {
			var first engine.Action
			var firstTree []node
			for i, bid := range []engine.Action{1, 3, 5} {
				s := newToy(t, 5, 40, bid)
				sr := b.Start(s, seed)
				a := run(sr, 1<<20)
				if i == 0 {
					first, firstTree = a, tree(sr)
					continue
				}
				if a != first {
					t.Errorf("%s seed %d: chose %d when seat 0 bid %d, %d when it bid 1", name, seed, a, bid, first)
				}
				if !reflect.DeepEqual(tree(sr), firstTree) {
					t.Errorf("%s seed %d: the tree depends on seat 0's sealed bid", name, seed)
				}
			}
		}
	}

	// The comparison can fail: a search that determinizes from seat 0's
	// view, which knows the bid, builds different trees.
	peek := func(bid engine.Action) []node {
		sr := mustBot(t, "easy").Start(newToy(t, 5, 40, bid), 3).(*mcts)
		sr.seat = 0
		run(sr, 1<<20)
		return tree(sr)
	}
	if reflect.DeepEqual(peek(1), peek(5)) {
		t.Error("control: a peeking search built the same tree for different bids")
	}
}

// Two matches with the same prizes in view but different unseen deck
// orders (and different sealed bids): the same decision and tree, given a
// Determinize that depends only on the viewer's information.
func TestHygieneDeckOrder(t *testing.T) {
	const cards = 5
	cases := []struct {
		name    string
		shown   int // prizes visible at the decision
		actions [2][]engine.Action
	}{
		{"seat 1 first trick", 1, [2][]engine.Action{{2}, {4}}},
		{"seat 0 second trick", 2, [2][]engine.Action{{3, 2}, {3, 2}}},
		{"seat 1 third trick", 3, [2][]engine.Action{{3, 2, 1, 4, 5}, {3, 2, 1, 4, 2}}},
	}
	for _, c := range cases {
		a := findSeed(t, cards, func(d []int) bool { return true })
		da := deckOf(cards, a)
		bSeed := findSeed(t, cards, func(d []int) bool {
			return slices.Equal(d[:c.shown], da[:c.shown]) && !slices.Equal(d, da)
		})
		sa := canonToy{newToy(t, cards, a, c.actions[0]...), cards}
		sb := canonToy{newToy(t, cards, bSeed, c.actions[1]...), cards}
		for _, name := range Names() {
			b := mustBot(t, name)
			ra, rb := b.Start(sa, 9), b.Start(sb, 9)
			if x, y := run(ra, 1<<20), run(rb, 1<<20); x != y {
				t.Errorf("%s, %s: %d with deck %v, %d with deck %v", c.name, name, x, da, y, deckOf(cards, bSeed))
			}
			if !reflect.DeepEqual(tree(ra), tree(rb)) {
				t.Errorf("%s, %s: the tree depends on the unseen deck order", c.name, name)
			}
		}
	}
}

// A toy position where one bid wins the game outright: prizes 2, 3, 4 are
// gone (seat 0 won one, seat 1 another, the third tied), 5 is up and 1 is
// last. Seat 1 holds 1 and 5, seat 0 has sealed 2 or 3.
func TestTakesImmediateWin(t *testing.T) {
	seed := findSeed(t, 5, func(d []int) bool { return d[3] == 5 && d[4] == 1 })
	history := []engine.Action{5, 2, 1, 3, 4, 4}
	wins := func(bid0, bid1 engine.Action) bool {
		s := newToy(t, 5, seed, append(slices.Clone(history), bid0, bid1)...)
		for !s.Terminal() {
			if err := s.Apply(s.Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		return slices.Equal(s.Winners(), []int{1})
	}
	// Check the position by hand over every world seat 1 cannot tell apart.
	for _, bid0 := range []engine.Action{2, 3} {
		if !wins(bid0, 5) {
			t.Fatalf("bid 5 does not win when seat 0 bid %d", bid0)
		}
		if wins(bid0, 1) {
			t.Fatalf("bid 1 wins too when seat 0 bid %d", bid0)
		}
	}
	for _, name := range []string{"greedy", "easy", "normal", "hard"} {
		b := mustBot(t, name)
		for _, bid0 := range []engine.Action{2, 3} {
			s := newToy(t, 5, seed, append(slices.Clone(history), bid0)...)
			if got := s.Legal(nil); !slices.Equal(got, []engine.Action{1, 5}) {
				t.Fatalf("seat 1 holds %v", got)
			}
			for ss := uint64(0); ss < 5; ss++ {
				if a := Choose(b, s, ss); a != 5 {
					t.Errorf("%s (search seed %d, seat 0 bid %d): bid %d, not the winning 5", name, ss, bid0, a)
				}
			}
		}
	}
}

func TestRewards(t *testing.T) {
	dst := make([]float64, 3)
	softmaxInto(dst, []float64{10, 10, 10}, 4)
	for _, x := range dst {
		if math.Abs(x-1.0/3) > 1e-12 {
			t.Fatalf("equal points give %v", dst)
		}
	}
	softmaxInto(dst, []float64{20, 10, 1000}, 5)
	if !(dst[2] > dst[0] && dst[0] > dst[1]) || math.Abs(dst[0]+dst[1]+dst[2]-1) > 1e-12 {
		t.Fatalf("softmax %v", dst)
	}
	two := make([]float64, 2)
	terminalInto(two, []float64{1, 0}, []float64{30, 29}, 0, 10)
	if two[0] != 1 || two[1] != 0 {
		t.Fatalf("weight 0 must give the outcome, got %v", two)
	}
	terminalInto(two, []float64{1, 0}, []float64{30, 29}, 0.1, 10)
	narrow := two[0]
	terminalInto(two, []float64{1, 0}, []float64{40, 29}, 0.1, 10)
	if !(two[0] > narrow && narrow > 0.9 && two[0] <= 1) {
		t.Fatalf("a wider win should be worth a little more: %v vs %v", two[0], narrow)
	}
	terminalInto(two, []float64{0.5, 0.5}, []float64{30, 30}, 0.1, 10)
	if two[0] != 0.5 || two[1] != 0.5 {
		t.Fatalf("a shared win with equal points: %v", two)
	}
}

// Whole Imhotep games (3 players, every kind of decision, including those
// owned by other seats during an unloading): every bot answers with a legal
// action and reads only the public methods of the real state.
func TestImhotepBotsPlayLegallyAndBlind(t *testing.T) {
	// Game only names the game (the levels' per-game tuning): public.
	allowed := map[string]bool{"CurrentPlayer": true, "Legal": true, "NumPlayers": true, "Game": true, "Clone": true, "Determinize": true}
	bots := []Bot{mustBot(t, "easy"), mustBot(t, "greedy"), quick(t, "normal", 60)}
	for g := 0; g < 2; g++ {
		s := enginetest.RandomAt(t, imhotep.Game{}, engine.Options{"players": "3"}, uint64(g), 0)
		for ply := 0; !s.Terminal(); ply++ {
			p := s.CurrentPlayer()
			bot := bots[(p+g)%3]
			sp := &spy{s, map[string]int{}}
			a := Choose(bot, sp, uint64(ply))
			for m := range sp.calls {
				if !allowed[m] {
					t.Fatalf("%s called %s on the real state", bot.Name(), m)
				}
			}
			if !slices.Contains(s.Legal(nil), a) {
				t.Fatalf("%s chose %s, not legal", bot.Name(), s.ActionString(a))
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
