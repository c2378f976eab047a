package kheops

import (
	"fmt"
	"math/bits"
	"slices"
	"testing"

	"nilegames/engine"
)

// conservation checks the invariants of a position: all 50 tiles once,
// 17 pawns per seat (supply + pyramid), pawns only on enterable tiles,
// the slot sets in step with the arrays, hands sorted and at most 3.
func conservation(s *State) string {
	all := make([]int, NumTiles)
	for i := range all {
		all[i] = i + 1
	}
	if got := tilesOf(s); !slices.Equal(got, all) {
		return fmt.Sprintf("tiles %v", got)
	}
	var onBoard [Players][numKinds]int
	var c State
	for slot := 1; slot <= NumSlots; slot++ {
		if s.tile[slot] != 0 {
			c.put(slot, int(s.tile[slot]), int(s.rot[slot]))
		}
		if p := s.pawn[slot]; p != 0 {
			if !s.enterable(slot) {
				return fmt.Sprintf("pawn on slot %d, which cannot hold one", slot)
			}
			pw := decodePawn(p)
			onBoard[pw.Owner][pw.Kind]++
			c.setPawn(slot, p)
		}
	}
	for seat := 0; seat < Players; seat++ {
		for k := Worker; k < numKinds; k++ {
			if n := onBoard[seat][k] + int(s.supply[seat][k]); n != startSupply[seat][k] || s.supply[seat][k] < 0 {
				return fmt.Sprintf("seat %d has %d %s (supply %d)", seat, n, k, s.supply[seat][k])
			}
		}
		if s.handN[seat] > HandSize || !slices.IsSorted(s.hand[seat][:s.handN[seat]]) {
			return fmt.Sprintf("hand %v", s.hand[seat][:s.handN[seat]])
		}
	}
	if c.filledM != s.filledM || c.roomM != s.roomM || c.enterM != s.enterM || c.frontM != s.frontM ||
		c.pawnM != s.pawnM || c.workerM != s.workerM || c.protM != s.protM || c.open != s.open {
		return "slot sets out of step"
	}
	if bits.OnesCount64(s.filledM) != int(s.filled) {
		return "tile count out of step"
	}
	return ""
}

func TestRandomPlayouts(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		s := newMatch(t, seed)
		r := engine.NewRNG(seed ^ 0x5eed)
		var legal []engine.Action
		for n := 0; !s.Terminal(); n++ {
			if n > maxActions {
				t.Fatalf("seed %d: more than %d actions", seed, maxActions)
			}
			legal = s.Legal(legal)
			a := legal[r.IntN(len(legal))]
			if err := s.Apply(a); err != nil {
				t.Fatalf("seed %d: legal %s refused: %v\n%s", seed, s.ActionString(a), err, s)
			}
			if msg := conservation(s); msg != "" {
				t.Fatalf("seed %d after %s: %s\n%s", seed, s.ActionString(a), msg, s)
			}
		}
		if len(s.Winners()) == 0 {
			t.Fatalf("seed %d: no winner", seed)
		}
		est := s.Estimate()
		for p, sc := range s.Scores() {
			if est[p] != float64(sc.Total) {
				t.Fatalf("seed %d: Estimate %v at the end, scores %v", seed, est, s.Scores())
			}
		}
	}
}

// FuzzPlay plays games whose choices come from the fuzzer, mixing in raw
// action values that must be refused without a change or a panic.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 200, 7})
	f.Add(uint64(42), []byte{9, 9, 9, 255, 0, 13, 77})
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		st, err := Game{}.NewState(nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		var legal []engine.Action
		for i := 0; !s.Terminal() && i <= maxActions; i++ {
			var c byte
			if len(choices) > 0 {
				c = choices[i%len(choices)]
			}
			raw := engine.Action(int32(c&7)<<16 | int32(c>>3)<<8 | int32(i))
			_ = s.ActionString(raw)
			before := s.String()
			if err := s.Apply(raw); err != nil && s.String() != before {
				t.Fatalf("refused %d changed the state", raw)
			}
			if s.Terminal() {
				break
			}
			legal = s.Legal(legal)
			if err := s.Apply(legal[int(c)%len(legal)]); err != nil {
				t.Fatal(err)
			}
			if msg := conservation(s); msg != "" {
				t.Fatal(msg)
			}
		}
		if !s.Terminal() {
			t.Fatalf("not over after %d actions", maxActions)
		}
	})
}
