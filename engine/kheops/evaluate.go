package kheops

// Estimate is each seat's provisional score (§7.4): what the networks and
// the ankhs would give if the game ended now; at the end, the final score.
//
// §11.4 suggests adding terms for what is still to come. Each one tried
// (soft majorities by margin and free tiles, a bonus for priest and
// pharaoh still in supply, a malus for workers exposed to the opponent's
// unplayed mummy, credit to the next player for the best swing one pawn
// can make) lowered or did not change the hard bot's results against
// greedy (60-game matches), so the estimate is the provisional score alone.
func (s *State) Estimate() []float64 {
	var parts [Players][numParts]int
	s.scoreParts(&parts, nil)
	out := make([]float64, Players)
	for p := range out {
		for _, v := range parts[p] {
			out[p] += float64(v)
		}
	}
	return out
}
