package tekhenu

// Estimate is each seat's provisional score: VP now, plus what a Scoring
// (§6.1 steps 1–6) would pay now and the Decrees it could score now. At
// the end, the final score.
func (s *State) Estimate() []float64 {
	out := make([]float64, s.n)
	if s.phase == PhOver {
		for q := range out {
			out[q] = float64(s.p[q].VP)
		}
		return out
	}
	var parts [MaxPlayers][numScoreSteps]int
	s.scoreSteps(&parts)
	for q := range out {
		v := int(s.p[q].VP)
		for _, x := range parts[q] {
			v += x
		}
		d, _ := s.bestDecrees(q, false)
		out[q] = float64(v + d)
	}
	return out
}
