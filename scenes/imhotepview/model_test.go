package imhotepview

import (
	"fmt"
	"reflect"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/imhotep"
)

// comparable is the part of a board the events must reproduce exactly.
func comparable(b *board) string {
	ships := ""
	for _, sv := range b.ships {
		ships += fmt.Sprintf("%d%v@%d ", sv.id, sv.slots, sv.dest)
	}
	var wait [imhotep.MaxPlayers]int
	for _, w := range b.waiting {
		wait[w.owner]++
	}
	return fmt.Sprintf("waiting %v round %d ships %s sled %v quarry %v cards %v score %v face %v pair %d deck %d discard %d pyrA %v pyrB %v edge %v temple %v burial %v obA %v obWait %v obs %v over %v",
		wait, b.round, ships, b.sled, b.quarry, b.cards, b.score, b.face, b.pair, b.deck, b.discard, b.pyrA, b.pyrB, b.edge, b.temple, b.burial, b.obA, b.obWait, b.obs, b.over)
}

// TestEventsReplayBoard: applying an action's events to the board of the
// previous snapshot gives the next snapshot, so what the animations show
// while they play is the real state. The deck count may differ by the
// cards drawn before a reshuffle inside one deal, which the snapshot at
// the end of the batch corrects; those batches are skipped.
func TestEventsReplayBoard(t *testing.T) {
	checked := 0
	for ci, cfg := range configs {
		for g := 0; g < 2; g++ {
			seed := uint64(700 + 10*ci + g)
			s := newGame(t, cfg.np, cfg.sides, seed)
			rng := engine.NewRNG(seed)
			x := replayExtras(s)
			prev := snapshot(s, x)
			for !s.Terminal() {
				evs := enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
				for _, e := range evs {
					x.apply(e)
				}
				if !x.consistent(s) {
					t.Fatalf("extras drifted from the state after %v", evs)
				}
				next := snapshot(s, x)
				b := prev.clone()
				reshuffle := false
				for _, e := range evs {
					b.begin(e)
					b.end(e)
					if _, ok := e.(imhotep.DeckReshuffled); ok {
						reshuffle = true
					}
				}
				if !reshuffle {
					if got, want := comparable(b), comparable(next); got != want {
						t.Fatalf("seed %d: events %v\n gave %s\nwant %s", seed, evs, got, want)
					}
					checked++
				}
				prev = next
			}
		}
	}
	t.Logf("%d actions checked", checked)
}

// TestReplayExtras: the owners of covered temple stones and of side-B
// obelisks, rebuilt by replay, agree with the state.
func TestReplayExtras(t *testing.T) {
	s := newGame(t, 3, "BBBBB", 42)
	rng := engine.NewRNG(42)
	for i := 0; i < 300 && !s.Terminal(); i++ {
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
	}
	x := replayExtras(s)
	if !x.consistent(s) {
		t.Fatal("replayed extras disagree with the state")
	}
	n, _ := s.Temple()
	if len(x.temple) != n || n == 0 {
		t.Errorf("temple: %d owners for %d stones", len(x.temple), n)
	}
	// Tamper: a wrong top stone is caught.
	if n > 0 {
		y := extras{temple: append([]int(nil), x.temple...), obs: x.obs}
		y.temple[n-1] = (y.temple[n-1] + 1) % 3
		if y.consistent(s) {
			t.Error("a wrong temple top went unnoticed")
		}
	}
}

// TestSnapshotStonesAccounted: every usable stone of a colour is somewhere
// on the board: quarry, sled, ships, sites or waiting.
func TestSnapshotStonesAccounted(t *testing.T) {
	for ci, cfg := range configs {
		s := newGame(t, cfg.np, cfg.sides, uint64(900+ci))
		rng := engine.NewRNG(uint64(ci))
		for !s.Terminal() {
			b := snapshot(s, replayExtras(s))
			var count [imhotep.MaxPlayers]int
			for p := 0; p < b.np; p++ {
				count[p] = b.quarry[p] + b.sled[p] + b.edge[p] + b.obA[p] + b.obWait[p]
			}
			for _, sv := range b.ships {
				for _, o := range sv.slots {
					if o >= 0 {
						count[o]++
					}
				}
			}
			for _, list := range [][]int{b.pyrA, b.pyrB[0], b.pyrB[1], b.pyrB[2], b.temple, b.burial} {
				for _, o := range list {
					count[o]++
				}
			}
			for _, o := range b.obs {
				count[o] += imhotep.ObeliskBStones
			}
			for _, w := range b.waiting {
				count[w.owner]++
			}
			for p := 0; p < b.np; p++ {
				if count[p] != imhotep.UsableStones {
					t.Fatalf("%s: seat %d has %d stones drawn", cfg.sides, p, count[p])
				}
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestBoardCloneIndependent(t *testing.T) {
	b := sampleBoard(true)
	c := b.clone()
	c.ships[0].slots[0] = 3
	c.temple[0] = 3
	c.pyrB[0][0] = 3
	if reflect.DeepEqual(b.ships[0].slots, c.ships[0].slots) || b.temple[0] == 3 || b.pyrB[0][0] == 3 {
		t.Error("clone shares memory with the original")
	}
}
