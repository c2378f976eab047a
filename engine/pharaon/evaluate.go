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
// First measure (150 games each, greedy bot, seeds 100..249): with Estimate
// against greedy on Scores alone, 2 players: 92 wins, mean 70 vs 63; solo:
// 97 wins over the Traitor (mean 113 vs 104) where Scores alone wins 69;
// against random: 149 wins. Token weights 0.3..1.0, estGod1 0.7 and
// estNile2 2.0 changed nothing beyond the noise (±6 wins).
func (s *State) Estimate() []float64 {
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
			out[q] += s.traitorPotential()
		} else {
			out[q] += s.potential(q, gods)
		}
	}
	return out
}

// Weights of the guess (see Estimate).
const (
	estToken     = 0.6  // per spendable token, while there is time to spend it
	estSilver    = 0.2  // Silver's flexibility, on top
	estTokensPer = 7.0  // tokens the turns of one round can spend
	estNile1     = 0.5  // a track at level 1 (next arrow +3)
	estNile2     = 1.0  // at level 2 (next arrow +4)
	estStep      = 0.25 // share of the next step's PP
	estGod1      = 0.4  // share of a god missing one element
	estGod2      = 0.15 // missing two
	estPharaoh1  = 2.5  // the free Pharaoh token, one element missing
	estPharaoh2  = 1.0  // two missing
	estJarSpaces = 2.3  // Traitor spaces covered per Jar
)

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
func (s *State) potential(seat int, gods uint8) float64 {
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
	v += estToken * min(float64(spend), estTokensPer*left) * play
	v += estSilver * float64(p.Res[SIL]) * play
	for _, l := range p.Nile {
		switch l {
		case 1:
			v += estNile1 * play
		case 2:
			v += estNile2 * play
		}
	}
	if b := int(p.BC); b < BCSteps {
		prev := 0
		if b > 0 {
			prev = int(BurialPath[b-1].PP)
		}
		v += estStep * float64(int(BurialPath[b].PP)-prev) * play
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
			v += estGod1 * float64(r.godPP(g)) * play
		case 2:
			v += estGod2 * float64(r.godPP(g)) * play
		}
	}
	if s.pharaoh < 0 {
		switch max(2-c[NOB], 0) + max(3-c[BUR], 0) {
		case 1:
			v += estPharaoh1 * play
		case 2:
			v += estPharaoh2 * play
		}
	}
	return v
}

// traitorPotential is the guess for the Traitor: the icons of the spaces
// its remaining Jars will cover.
func (s *State) traitorPotential() float64 {
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
	covered := min(estJarSpaces*float64(jars), float64(free))
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
