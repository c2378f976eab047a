package pharaon

// Estimate (engine.Evaluator) is each seat's score if the game ended now
// (Scores) plus a cheap guess of what its position is still worth by the
// end. Only the guess needs reasoning; its weights are first guesses from
// the costs and rewards of §5 and §9, to be tuned with measured games.
//
// Human seats:
//   - a spendable token (resource or Resource/Quarter Offering) is already
//     worth 1 PP kept, but spent it yields more: a Noble is 5 tokens for
//     10–15 PP, a step 2–4 tokens for 2–5 PP and its gods, a Nile option 2
//     tokens for one or two levels (3–7 PP over time), an Offering lot 1–2
//     tokens for 2 tokens and god progress. So ≈ 1.6 PP a token: +0.6 while
//     there is time to spend it, for at most about what the remaining turns
//     can spend (slots are scarce); Silver pays anything (+0.2);
//   - a Nile track at level 1 or 2 is one arrow from +3 or +4 PP;
//   - the next Burial Chamber step adds its PP difference;
//   - a god missing one element (two) is likely (possibly) reached;
//   - the unclaimed Pharaoh token (7 PP) is near with one Noble or one step
//     missing.
//
// The Traitor (solo) gains only through its tiles: each Jar it still
// reveals covers ≈ 2.3 spaces (the bottom resource, one top, and the other
// top when its wheel segment is full); the spaces it will cover are the
// next free ones of each tile, shared in proportion to the free spaces,
// each worth its icon's value.
//
// Calibration (AI helper, 40 greedy games each, TestStrength's harness):
// at each round's start the human guess fell short of the final score by
// about 19 PP per round still to play (95 at round 1 in solo, 53 at 2
// players), while the Traitor's icons overestimated its gains by 15–28 PP
// at levels 0–2 (right at level 5). The search's reward is a softmax of
// the estimates (scale 6 PP): 100 PP behind in round 1, every move looked
// lost and the search played blind against the Traitor. So every seat gets
// Round PP per round ahead (the same for all: no comparison between
// players changes) and the Traitor's guess is scaled by 0.8 + 0.04 × its
// level; the shortfalls left are within ±12 PP. Normal (2,000 iterations)
// against the Traitor at level 2, 20 games (seed 21): 8 won, mean 124.8
// vs 131.6, where the uncalibrated guess won 3 (110.6 vs 136.4).
//
// First measure (150 games each, greedy bot, seeds 100..249): with Estimate
// against greedy on Scores alone, 2 players: 92 wins, mean 70 vs 63; solo:
// 97 wins over the Traitor (mean 113 vs 104) where Scores alone wins 69;
// against random: 149 wins. Token weights 0.3..1.0, w.God1 0.7 and
// w.Nile2 2.0 changed nothing beyond the noise (±6 wins).
func (s *State) Estimate() []float64 { return s.estimate(&estDefault) }

func (s *State) estimate(w *estWeights) []float64 {
	out := make([]float64, s.n)
	for q := range out {
		parts, gods := s.seatScore(q)
		t := 0
		for _, v := range parts {
			t += v
		}
		out[q] = float64(t)
		if s.phase == PhOver {
			continue
		}
		if s.isTraitor(q) {
			out[q] += s.traitorPotential(w) * (w.TraitorK + w.TraitorKLevel*float64(s.bot.levelOpt))
		} else {
			out[q] += s.potential(q, gods, w) + w.Round*s.roundsAhead()
		}
	}
	return out
}

// estWeights are the weights of the guess (see Estimate); a struct so
// that the strength harness can try variants side by side.
type estWeights struct {
	Token     float64 // per spendable token, while there is time to spend it
	Silver    float64 // Silver's flexibility, on top
	TokensPer float64 // tokens the turns of one round can spend
	Nile1     float64 // a track at level 1 (next arrow +3)
	Nile2     float64 // at level 2 (next arrow +4)
	Step      float64 // share of the next step's PP
	God1      float64 // share of a god missing one element
	God2      float64 // missing two
	Pharaoh1  float64 // the free Pharaoh token, one element missing
	Pharaoh2  float64 // two missing
	JarSpaces float64 // Traitor spaces covered per Jar
	// What a player scores in a round beyond what the guess sees, per
	// round still to play: the same for every player (so it changes no
	// comparison between them), it matters against the Traitor, whose
	// guess counts every Jar still to come.
	Round float64
	// The Traitor's guess times TraitorK + TraitorKLevel × its level.
	TraitorK, TraitorKLevel float64
}

var estDefault = estWeights{
	Token: 0.6, Silver: 0.2, TokensPer: 7.0, Nile1: 0.5, Nile2: 1.0, Step: 0.25,
	God1: 0.4, God2: 0.15, Pharaoh1: 2.5, Pharaoh2: 1.0, JarSpaces: 2.3,
	Round: 19, TraitorK: 0.8, TraitorKLevel: 0.04,
}

// roundsAhead is the play left in the match, the same for every seat:
// the rounds after this one and half of this one.
func (s *State) roundsAhead() float64 {
	return max(float64(NumRounds-int(s.round))+0.5, 0)
}

// roundsLeft is how much play seat still has: the rounds after this one,
// plus half of this one if it has not passed.
func (s *State) roundsLeft(seat int) float64 {
	l := float64(NumRounds - int(s.round))
	if !s.pl[seat].Passed {
		l += 0.5
	}
	return max(l, 0)
}

// potential is the guess for a human seat claiming gods now.
func (s *State) potential(seat int, gods uint8, w *estWeights) float64 {
	p := &s.pl[seat]
	left := s.roundsLeft(seat)
	play := min(left, 1)
	if play == 0 {
		return 0
	}
	v := 0.0
	spend := 0
	for _, r := range p.Res {
		spend += int(r)
	}
	for k := 0; k < OffPrestige1; k++ {
		spend += int(p.Off[k])
	}
	v += w.Token * min(float64(spend), w.TokensPer*left) * play
	v += w.Silver * float64(p.Res[SIL]) * play
	for _, l := range p.Nile {
		switch l {
		case 1:
			v += w.Nile1 * play
		case 2:
			v += w.Nile2 * play
		}
	}
	if b := int(p.BC); b < BCSteps {
		prev := 0
		if b > 0 {
			prev = int(BurialPath[b-1].PP)
		}
		v += w.Step * float64(int(BurialPath[b].PP)-prev) * play
	}
	// Gods missing one or two elements, given what the claimed ones use.
	c := s.scCount(seat)
	r := s.scRing()
	for g := 0; g < NumQuarters; g++ {
		if gods&(1<<uint(g)) != 0 {
			continue
		}
		// g is on g's clockwise edge and on its clockwise neighbour's
		// counter-clockwise edge; the other edge of each may be claimed.
		cw := int(r.cw[g])
		short := 0
		need := int(GodEdges[g][1].K)
		if gods&(1<<uint(r.ccw[g])) != 0 {
			need += int(GodEdges[g][0].K)
		}
		short += max(need-c[g], 0)
		need = int(GodEdges[cw][0].K)
		if gods&(1<<uint(cw)) != 0 {
			need += int(GodEdges[cw][1].K)
		}
		short += max(need-c[cw], 0)
		switch short {
		case 1:
			v += w.God1 * float64(r.godPP(g)) * play
		case 2:
			v += w.God2 * float64(r.godPP(g)) * play
		}
	}
	if s.pharaoh < 0 {
		switch max(2-c[NOB], 0) + max(3-c[BUR], 0) {
		case 1:
			v += w.Pharaoh1 * play
		case 2:
			v += w.Pharaoh2 * play
		}
	}
	return v
}

// traitorPotential is the guess for the Traitor: the icons of the spaces
// its remaining Jars will cover.
func (s *State) traitorPotential(w *estWeights) float64 {
	b := &s.bot
	jars := int(b.pileN)
	if b.jar >= 0 {
		jars++
	}
	for pos := int(s.round); pos < NumTiles; pos++ { // round r+1 draws the tile at position r
		jars += int(TraitorFaces[b2i(b.dark[b.order[pos]])][b.order[pos]].Jars)
	}
	free := 0
	for pos := 0; pos < NumTiles; pos++ {
		free += TileSpaces - int(b.filled[pos])
	}
	if jars == 0 || free == 0 {
		return 0
	}
	covered := min(w.JarSpaces*float64(jars), float64(free))
	nobles := s.nobleCount(traitorSeat)
	lvl := int(b.level)
	if lvl == 0 {
		lvl = TraitorDefaultNobleLevel
	}
	r := s.scRing()
	v := 0.0
	for pos := 0; pos < NumTiles; pos++ {
		f := int(b.filled[pos])
		n := covered * float64(TileSpaces-f) / float64(free)
		tile := &TraitorFaces[b2i(b.dark[b.order[pos]])][b.order[pos]]
		for sp := f; sp < TileSpaces && n > 0; sp++ {
			w := min(n, 1)
			n--
			ic := tile.Space[sp]
			switch ic.Kind {
			case IcBC:
				v += 3.5 * w
			case IcNTake:
				v += float64(lvl) * w
			case IcNLevel: // every Noble owned, and one more likely, rises
				if d := int(ic.Arg) - lvl; d > 0 {
					v += float64(d*(nobles+1)) * w
					lvl = int(ic.Arg)
				}
			case IcGod:
				v += float64(r.godPP(int(b.order[pos]))) * w
			case IcATakeH:
				v += 4 * w
			case IcATakeL:
				v += 1.5 * w
			case IcLot:
				v += 2.5 * w
			case IcBonus:
				v += 1.5 * w
			case IcNileMax, IcNileMin:
				v += 2 * w
			}
		}
	}
	return v
}
