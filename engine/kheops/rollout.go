package kheops

import (
	"math/bits"

	"nilegames/engine"
)

// RolloutAction is the MCTS rollout policy (engine/ai.RolloutPolicy): a
// uniformly random legal action, as a random playout would choose, drawn
// without listing every action in the pawn and tile phases (the hot path).
//
// Heuristic policies were tried against greedy (60-game matches of the
// hard bot): pawns where they turn a valuable network and tiles that join
// own networks, or "quiet" moves that leave the networks unchanged; both
// did worse than uniform play.
func (s *State) RolloutAction(rng *engine.RNG, buf []engine.Action) engine.Action {
	seat := s.mover()
	switch s.phase {
	case PhasePawn:
		var masks [numKinds]uint64
		total := 0
		for k := Worker; k < numKinds; k++ {
			masks[k] = s.pawnSlots(seat, k)
			total += bits.OnesCount64(masks[k])
		}
		if total == 0 {
			break
		}
		r := rng.IntN(total)
		for k := Worker; k < numKinds; k++ {
			m := masks[k]
			if n := bits.OnesCount64(m); r >= n {
				r -= n
				continue
			}
			for ; r > 0; r-- {
				m &= m - 1
			}
			return actPawn(k, bits.TrailingZeros64(m))
		}
	case PhaseTile:
		n := bits.OnesCount64(s.frontM)
		if h := int(s.handN[seat]); n > 0 && h > 0 {
			r := rng.IntN(h * n * 3)
			m := s.frontM
			for i := r / 3 % n; i > 0; i-- {
				m &= m - 1
			}
			return actTile(int(s.hand[seat][r/(n*3)]), bits.TrailingZeros64(m), r%3)
		}
	}
	buf = s.Legal(buf)
	if len(buf) == 0 {
		return -1
	}
	return buf[rng.IntN(len(buf))]
}
