package pharaon

import (
	"fmt"
	"os"
	"slices"
	"syscall"
	"testing"
	"time"

	"nilegames/engine"
	"nilegames/engine/ai"
	"nilegames/engine/enginetest"
)

// walkGames plays random games of 1 to 5 players and calls f on every
// position with a decision.
func walkGames(t *testing.T, games int, f func(s *State)) {
	t.Helper()
	var buf []engine.Action
	for n := 1; n <= MaxPlayers; n++ {
		for g := 0; g < games; g++ {
			seed := uint64(n*100 + g)
			s := newGame(t, engine.Options{"players": itoa(n)}, seed)
			rng := engine.NewRNG(seed)
			for !s.Terminal() {
				f(s)
				buf = s.Legal(buf[:0])
				mustApply(t, s, buf[rng.IntN(len(buf))])
			}
		}
	}
}

// The rollout policy always plays a legal action: the cheapest payment at
// PhPay, the end of the turn at PhEnd, no power in a turn, and it passes
// only when nothing is payable or now and then.
func TestRolloutActionLegal(t *testing.T) {
	rng := engine.NewRNG(9)
	var buf []engine.Action
	phases := map[Phase]int{}
	turns, passes, forced := 0, 0, 0
	walkGames(t, 6, func(s *State) {
		legal := s.Legal(nil)
		c := s.clone()
		a := c.RolloutAction(&rng, buf)
		if c.String() != s.String() {
			t.Fatal("RolloutAction changed the state")
		}
		if _, ok := slices.BinarySearch(legal, a); !ok {
			t.Fatalf("phase %s: rollout action %d (%s) is not legal", s.phase, a, s.ActionString(a))
		}
		phases[s.phase]++
		switch s.phase {
		case PhPay:
			if want := s.cheapestPayment(int(s.actor), s.pend); a != want {
				t.Fatalf("PhPay: rollout pays %s, the cheapest is %s", s.ActionString(a), s.ActionString(want))
			}
		case PhEnd:
			if a != aEndTurn {
				t.Fatalf("PhEnd: rollout plays %s", s.ActionString(a))
			}
		case PhTurn:
			if a >= aWise && a < aDecline {
				t.Fatalf("PhTurn: rollout uses a power, %s", s.ActionString(a))
			}
			targets := len(s.legalTargets(nil))
			isPass := s.validPass(a)
			if targets == 0 && !isPass {
				t.Fatalf("PhTurn: nothing payable yet the rollout plays %s", s.ActionString(a))
			}
			if targets > 0 {
				turns++
				if isPass {
					passes++
				}
			} else {
				forced++
			}
		}
	})
	if turns < 500 || forced == 0 || phases[PhPay] < 200 || phases[PhEnd] == 0 {
		t.Fatalf("too few positions: %d turns with a target, %d without, phases %v", turns, forced, phases)
	}
	// one pass in rolloutPassOdds while something is payable
	if r := float64(passes) / float64(turns); r < 0.5/rolloutPassOdds || r > 2.0/rolloutPassOdds {
		t.Errorf("rollout passes in %.3f of the turns with a payable action, want about %.3f", r, 1.0/rolloutPassOdds)
	}
}

// Candidates is Legal except at PhPay, where it keeps a few payments that
// spend different tokens, the cheapest among them, sorted.
func TestCandidates(t *testing.T) {
	narrowed := 0
	walkGames(t, 4, func(s *State) {
		legal := s.Legal(nil)
		c := s.Candidates(nil)
		if s.phase != PhPay || len(legal) <= searchPayments {
			if !slices.Equal(c, legal) {
				t.Fatalf("phase %s: candidates %v, legal %v", s.phase, c, legal)
			}
			return
		}
		narrowed++
		checkCandidates(t, s, legal, c)
	})
	if narrowed == 0 {
		t.Error("no PhPay with more than searchPayments payments in the random games")
	}
	// A seat rich in tokens: hundreds of ways to pay a Noble, four kept.
	s := richPayState()
	s.phase, s.actor, s.pend = PhPay, 0, pending{quarter: NOB}
	legal := s.Legal(nil)
	c := s.Candidates(nil)
	if len(legal) < 100 || len(c) != searchPayments {
		t.Fatalf("rich seat: %d legal payments, %d candidates", len(legal), len(c))
	}
	checkCandidates(t, s, legal, c)
	// no Silver when the cheapest needs none; never more Silver than another
	for _, a := range c {
		if PaymentOf(a).Spent[tkSilver] > 1 || PaymentOf(a).Access == tkSilver {
			t.Errorf("rich seat: candidate %s spends Silver", s.ActionString(a))
		}
	}
}

func checkCandidates(t *testing.T, s *State, legal, c []engine.Action) {
	t.Helper()
	if len(c) == 0 || len(c) > searchPayments || !slices.IsSorted(c) {
		t.Fatalf("candidates %v: want 1..%d sorted", c, searchPayments)
	}
	seen := map[[numTk]int8]bool{}
	for _, a := range c {
		if _, ok := slices.BinarySearch(legal, a); !ok {
			t.Fatalf("candidate %s is not legal", s.ActionString(a))
		}
		p := PaymentOf(a)
		tok := p.Spent
		tok[p.Access]++
		if seen[tok] {
			t.Fatalf("two candidates spend the same tokens: %v", c)
		}
		seen[tok] = true
	}
	if ch := s.cheapestPayment(int(s.actor), s.pend); !slices.Contains(c, ch) {
		t.Fatalf("the cheapest payment %s is not a candidate", s.ActionString(ch))
	}
}

// Every bot finishes games of 1 to 5 players with legal moves (easy and
// greedy here; normal and hard are the same search with more iterations).
func TestBotsPlayPharaon(t *testing.T) {
	for _, name := range []string{"greedy", "easy"} {
		bot, err := ai.New(name)
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= MaxPlayers; n++ {
			opts := engine.Options{"players": itoa(n)}
			if n == 1 {
				opts["traitor"] = "3"
			}
			s := newGame(t, opts, uint64(40+n))
			for ply := 0; !s.Terminal(); ply++ {
				a := ai.Choose(bot, s, uint64(ply))
				if err := s.Apply(a); err != nil {
					t.Fatalf("%s, %d players, ply %d: %s refused: %v", name, n, ply, s.ActionString(a), err)
				}
			}
			if len(s.Winners()) == 0 {
				t.Fatalf("%s, %d players: no winner", name, n)
			}
		}
	}
}

// TestHardMoveCPU prints the CPU time of the process per hard decision
// (mean over 16 positions of random games per player count) when
// PHARAON_MOVETIME is set: wall time moves with the machine's load. Its
// value is 1 (the hard level) or a bot of TestStrength ("mcts:groll=4").
func TestHardMoveCPU(t *testing.T) {
	spec := os.Getenv("PHARAON_MOVETIME")
	if spec == "" {
		t.Skip("PHARAON_MOVETIME not set")
	}
	if spec == "1" {
		spec = "hard"
	}
	bot := strengthBot(t, spec) // "hard", or a TestStrength spec
	for _, n := range []int{1, 2, 5} {
		var states []*State
		for seed := uint64(1); len(states) < 16; seed++ {
			plies := int(seed*37) % 150
			s := enginetest.RandomAt(t, Game{}, engine.Options{"players": itoa(n)}, seed, plies).(*State)
			if !s.Terminal() && len(s.Candidates(nil)) > 1 {
				states = append(states, s)
			}
		}
		var ru0, ru1 syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
		start := time.Now()
		for i, s := range states {
			ai.Choose(bot.Bot, bot.state(s), uint64(i))
		}
		wall := time.Since(start)
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
		cpu := time.Duration(ru1.Utime.Nano()-ru0.Utime.Nano()) + time.Duration(ru1.Stime.Nano()-ru0.Stime.Nano())
		fmt.Printf("players=%d hard decision: cpu %.0f ms, wall %.0f ms (mean of %d)\n", n,
			float64(cpu.Milliseconds())/float64(len(states)), float64(wall.Milliseconds())/float64(len(states)), len(states))
	}
}
