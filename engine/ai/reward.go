package ai

import (
	"math"

	"nilegames/engine"
)

// Rewards are one value per seat that sum to 1, like engine.Outcome, so a
// finished rollout and a truncated one are on the same scale for 2 to 4
// players (a seat with no edge expects 1/players).

// softmaxInto writes softmax(v/scale) into dst: a smooth "chance to be
// ahead" from point totals. scale is in points: a lead of scale points is
// worth e:1 odds in a two-seat game.
func softmaxInto(dst, v []float64, scale float64) {
	hi := math.Inf(-1)
	for _, x := range v {
		hi = math.Max(hi, x)
	}
	sum := 0.0
	for i, x := range v {
		dst[i] = math.Exp((x - hi) / scale)
		sum += dst[i]
	}
	for i := range dst {
		dst[i] /= sum
	}
}

// terminalInto blends the game's outcome (winners share 1) with a score
// margin term: (1-w)*outcome + w*softmax(points/scale). With a small w a
// win stays a win, but a wider one is preferred, and a lost game is still
// worth losing by less.
func terminalInto(dst, outcome, points []float64, w, scale float64) {
	softmaxInto(dst, points, scale)
	for i := range dst {
		dst[i] = (1-w)*outcome[i] + w*dst[i]
	}
}

// points reads each seat's points from d: Estimate when the game has one
// (at the end it is the final score, and it allocates less than Scores),
// else the Scores totals.
func points(d engine.State, dst []float64) []float64 {
	if ev, ok := d.(engine.Evaluator); ok {
		if e := ev.Estimate(); len(e) == len(dst) {
			copy(dst, e)
			return dst
		}
	}
	for i, sc := range d.Scores() {
		if i < len(dst) {
			dst[i] = float64(sc.Total)
		}
	}
	return dst
}

// leadInto writes, for each seat, sigmoid(lead/scale), lead being its
// points minus the best other seat's: a chance to finish first that does
// not depend on how the seats behind share the rest.
func leadInto(dst, v []float64, scale float64) {
	first, second := math.Inf(-1), math.Inf(-1)
	for _, x := range v {
		if x > first {
			first, second = x, first
		} else if x > second {
			second = x
		}
	}
	for i, x := range v {
		other := first
		if x == first {
			other = second
		}
		if math.IsInf(other, -1) {
			other = x
		}
		dst[i] = 1 / (1 + math.Exp(-(x-other)/scale))
	}
}
