package pharaon

import "nilegames/engine"

// End scoring (§7). Everything here reads the state and never changes it:
// during play Scores is "what would be scored if the game ended now".

// scCounts is what a seat has toward each Quarter's god conditions (§7.2).
type scCounts [NumQuarters]int

func (s *State) scCount(seat int) scCounts {
	p := &s.pl[seat]
	var c scCounts
	c[ART] = popcount(p.Artisans)
	c[NOB] = popcount(p.Nobles)
	for _, l := range p.Nile {
		if l >= 1 {
			c[NIL]++
		}
	}
	c[BUR] = int(p.BC)
	c[OFF] = offeringsKept(p)
	return c
}

func offeringsKept(p *Player) int {
	n := 0
	for _, k := range p.Off {
		n += int(k)
	}
	return n
}

// tokensKept counts resource tokens (Silver included) and Offering tokens
// of any kind: 1 PP each (§7.1) and the second tie-break (§7.3).
func tokensKept(p *Player) int {
	n := offeringsKept(p)
	for _, r := range p.Res {
		n += int(r)
	}
	return n
}

// scRing is each Quarter's neighbours on the ring: cw[q] clockwise,
// ccw[q] counter-clockwise.
type scRing struct{ cw, ccw [NumQuarters]int8 }

func (s *State) scRing() (r scRing) {
	for p, q := range s.ring {
		r.cw[q] = s.ring[(p+1)%NumQuarters]
		r.ccw[q] = s.ring[(p+NumQuarters-1)%NumQuarters]
	}
	return r
}

// GodPP is what god g (the god on Quarter g's clockwise edge, §9.5) is
// worth: g's clockwise edge plus its clockwise neighbour's
// counter-clockwise edge.
func (s *State) GodPP(g int) int {
	if g < 0 || g >= NumQuarters {
		return 0
	}
	r := s.scRing()
	return r.godPP(g)
}

func (r *scRing) godPP(g int) int {
	return int(GodEdges[g][1].PP) + int(GodEdges[r.cw[g]][0].PP)
}

// godsFit reports whether the gods in set can all be claimed together with
// counts c: for every Quarter, the thresholds of its claimed edges add up
// to at most what the seat has (no double counting, §7.2). A god alone is
// checked too, since its two edges are on two Quarters.
func (r *scRing) godsFit(set uint8, c *scCounts) bool {
	for q := 0; q < NumQuarters; q++ {
		need := 0
		if set&(1<<uint(q)) != 0 { // god of q: q's clockwise edge
			need += int(GodEdges[q][1].K)
		}
		if set&(1<<uint(r.ccw[q])) != 0 { // god of the ccw neighbour: q's ccw edge
			need += int(GodEdges[q][0].K)
		}
		if need > c[q] {
			return false
		}
	}
	return true
}

// godsBordering is how many gods of set border Quarter q (its own god and
// its counter-clockwise neighbour's), for the Scribes.
func (r *scRing) godsBordering(set uint8, q int) int {
	return int(set>>uint(q)&1) + int(set>>uint(r.ccw[q])&1)
}

// nobleFixed is Noble [n]'s scoring for a seat when it does not depend on
// the gods claimed (§9.3); ok is false for the Scribes, the Wise Woman and
// the Diplomat, which do.
func (s *State) nobleFixed(seat, n int, c *scCounts) (pp int, ok bool) {
	p := &s.pl[seat]
	switch {
	case n >= NScribe1 && n < NScribe1+5, n == NWiseWoman, n == NDiplomat:
		return 0, false
	case n == NGeneral:
		pp = 7
		if int(s.pharaoh) == seat {
			pp += 4
		}
		if int(s.first) == seat {
			pp += 4
		}
	case n == NArchitect: // Burial Chamber [DD]
		pp = 4 + 2*c[BUR]
	case n == NArchitect+1: // High Priestess, Offerings [DD]
		pp = 4 + 2*c[OFF]
	case n == NArchitect+2: // Foreman, Artisans [DD]
		pp = 4 + 2*c[ART]
	case n == NChiefGranaries: // Nile [DD]
		pp = 4 + 2*c[NIL]
	case n == NJudge: // [DD], itself included
		pp = 4 + 2*c[NOB]
	case n == NGrandVizier:
		pp = 3 + 3*c[NOB]
	case n == NPhysician:
		var vals uint32
		for a := p.Artisans; a != 0; a &= a - 1 {
			vals |= 1 << uint(Artisans[trailing(a)].PP)
		}
		pp = 6 + 2*popcount(vals)
	case n == NPhysician+1: // Master Builder
		pp = 6 + 2*c[BUR]
	case n == NPhysician+2: // High Priest
		pp = 6 + 2*c[OFF]
	case n == NGovernor:
		top := 0
		for _, l := range p.Nile {
			if l >= NileTop {
				top++
			}
		}
		pp = 5 + 3*top
	case n == NTreasurer:
		pp = 8 + 2*int(p.Res[SIL])
	case n == NTutor: // base resources and base-resource Offerings, not Silver
		pp = 7
		for r := 0; r < NumBase; r++ {
			pp += int(p.Res[r]) + int(p.Off[OffRes+r])
		}
	case n >= NHighOfficial1 && n <= NHighOfficialEnd: // [DD]
		pp = 5
	}
	return pp, true
}

// trailing is the index of x's lowest set bit (x != 0).
func trailing(x uint32) int {
	i := 0
	for x&1 == 0 {
		x >>= 1
		i++
	}
	return i
}

// nobleEval holds a seat's Noble scorings that do not depend on the gods,
// so that the 32 god sets are tried without recomputing them.
type nobleEval struct {
	fixed    int   // sum of the god-independent Nobles
	bestFix  int   // the best god-independent Noble, for the Diplomat (-1 none)
	scribes  uint8 // bit q: the Scribe of Quarter q is owned
	wise     bool
	diplomat bool
}

func (s *State) nobleEvalOf(seat int, c *scCounts) nobleEval {
	e := nobleEval{bestFix: -1}
	for b := s.pl[seat].Nobles; b != 0; b &= b - 1 {
		n := trailing(b) + 1
		switch {
		case n >= NScribe1 && n < NScribe1+5:
			e.scribes |= 1 << uint(ScribeQuarter[n-NScribe1])
		case n == NWiseWoman:
			e.wise = true
		case n == NDiplomat:
			e.diplomat = true
		default:
			pp, _ := s.nobleFixed(seat, n, c)
			e.fixed += pp
			if pp > e.bestFix {
				e.bestFix = pp
			}
		}
	}
	return e
}

// nobles is the Nobles column when the gods of set are validated.
func (r *scRing) nobles(e *nobleEval, set uint8) int {
	total, best := e.fixed, e.bestFix
	for q := 0; q < NumQuarters; q++ {
		if e.scribes&(1<<uint(q)) != 0 {
			pp := 4 + 4*r.godsBordering(set, q)
			total += pp
			if pp > best {
				best = pp
			}
		}
	}
	if e.wise {
		pp := 3 + 3*popcount(uint32(set))
		total += pp
		if pp > best {
			best = pp
		}
	}
	if e.diplomat && best > 0 { // the best other Noble; 0 when it is alone
		total += best
	}
	return total
}

// bestGods chooses the gods a seat claims: among the sets allowed by the
// no-double-counting rule, the one giving the highest gods + Nobles total
// (§7.2, A4); on equal totals the lowest bit set is kept. It returns the
// set and both columns.
func (s *State) bestGods(seat int, r *scRing, c *scCounts) (set uint8, gods, nobles int) {
	e := s.nobleEvalOf(seat, c)
	var pp [NumQuarters]int
	var single uint8 // gods whose two edges are met on their own
	for g := 0; g < NumQuarters; g++ {
		pp[g] = r.godPP(g)
		if r.godsFit(1<<uint(g), c) {
			single |= 1 << uint(g)
		}
	}
	// The subsets of single, from single down to the empty set; >= keeps
	// the lowest of equal sets.
	best := -1
	for m := single; ; m = (m - 1) & single {
		if m&(m-1) == 0 || r.godsFit(m, c) {
			g := 0
			for b := m; b != 0; b &= b - 1 {
				g += pp[trailing(uint32(b))]
			}
			nb := r.nobles(&e, m)
			if g+nb >= best {
				best, set, gods, nobles = g+nb, m, g, nb
			}
		}
		if m == 0 {
			break
		}
	}
	return set, gods, nobles
}

// traitorGods is the set of gods the Traitor scores: those of the tiles
// whose GOD icon it has covered (§8.7); tile Tk carries the god of Quarter
// k-1.
func (s *State) traitorGods() uint8 {
	var set uint8
	for pos := 0; pos < NumTiles; pos++ {
		if s.bot.gods&(1<<uint(pos)) != 0 {
			set |= 1 << uint(s.bot.order[pos])
		}
	}
	return set
}

// seatScore is a seat's score pad (§7.1; the Traitor §8.7) and the gods it
// claims.
func (s *State) seatScore(seat int) (parts [numSources]int, gods uint8) {
	p := &s.pl[seat]
	c := s.scCount(seat)
	r := s.scRing()
	if s.isTraitor(seat) {
		gods = s.traitorGods()
		for b := gods; b != 0; b &= b - 1 {
			parts[srcGods] += r.godPP(trailing(uint32(b)))
		}
		lvl := int(s.bot.level)
		if lvl == 0 {
			lvl = TraitorDefaultNobleLevel
		}
		parts[srcNobles] = lvl * c[NOB]
	} else {
		gods, parts[srcGods], parts[srcNobles] = s.bestGods(seat, &r, &c)
	}
	if p.BC > 0 {
		parts[srcBurial] = int(BurialPath[p.BC-1].PP)
	}
	for a := p.Artisans; a != 0; a &= a - 1 {
		parts[srcArtisans] += int(Artisans[trailing(a)].PP)
	}
	if int(s.pharaoh) == seat {
		parts[srcTokens] += PharaohPP
	}
	if int(s.first) == seat {
		parts[srcTokens] += FirstPlayerPP
	}
	for _, l := range p.Nile {
		parts[srcNile] += NilePP[l]
	}
	parts[srcKept] = tokensKept(p)
	for k := OffPrestige1; k <= OffPrestige2; k++ {
		parts[srcKept] += int(p.Off[k]) * PrestigeBonus(k)
	}
	return parts, gods
}

// Scores are the seven score pad columns of every seat, always all seven
// in the order of sourceCodes (§7.1, §8.7).
func (s *State) Scores() []engine.Score {
	out := make([]engine.Score, s.n)
	parts := make([]engine.Part, int(s.n)*numSources)
	for q := range out {
		pp, _ := s.seatScore(q)
		ps := parts[q*numSources : (q+1)*numSources : (q+1)*numSources]
		for k, v := range pp {
			ps[k] = engine.Part{Source: sourceCodes[k], Points: v}
			out[q].Total += v
		}
		out[q].Parts = ps
	}
	return out
}

// seatTotal is seatScore's sum.
func (s *State) seatTotal(seat int) int {
	pp, _ := s.seatScore(seat)
	t := 0
	for _, v := range pp {
		t += v
	}
	return t
}

// Winners (§7.3): the highest total; among tied seats the Pharaoh token
// holder, else the most resource + Offering tokens, else all of them
// share. Solo: the human only with strictly more than the Traitor.
func (s *State) Winners() []int {
	if s.phase != PhOver {
		return nil
	}
	if s.solo {
		if s.seatTotal(0) > s.seatTotal(1) {
			return []int{0}
		}
		return []int{1}
	}
	var tot [MaxPlayers]int
	best := -1 << 30
	for q := 0; q < int(s.n); q++ {
		tot[q] = s.seatTotal(q)
		if tot[q] > best {
			best = tot[q]
		}
	}
	var tied []int
	for q := 0; q < int(s.n); q++ {
		if tot[q] == best {
			tied = append(tied, q)
		}
	}
	if len(tied) == 1 {
		return tied
	}
	for _, q := range tied {
		if int(s.pharaoh) == q {
			return []int{q}
		}
	}
	most := -1
	for _, q := range tied {
		if t := tokensKept(&s.pl[q]); t > most {
			most = t
		}
	}
	var w []int
	for _, q := range tied {
		if tokensKept(&s.pl[q]) == most {
			w = append(w, q)
		}
	}
	return w
}

// GodsOf is the set of gods seat scores now (bit g: the god on Quarter g's
// clockwise edge): the best allowed set for a player (§7.2, A4), the
// covered GOD icons for the Traitor (§8.7).
func (s *State) GodsOf(seat int) (validated uint8) {
	if seat < 0 || seat >= int(s.n) {
		return 0
	}
	_, g := s.seatScore(seat)
	return g
}

// GodProgress is, for each Quarter's counter-clockwise [0] and clockwise
// [1] edge (as GodEdges), what seat has toward it, at most the edge's
// threshold. An edge of a god in GodsOf shows its threshold (met); another
// edge shows what is left of the Quarter's count once the validated gods
// have taken theirs (the same elements cannot count twice, §7.2). For the
// Traitor, whose gods ignore the board, a scored god's edges show their
// threshold and the others 0.
func (s *State) GodProgress(seat int) [NumQuarters][2]int {
	var out [NumQuarters][2]int
	if seat < 0 || seat >= int(s.n) {
		return out
	}
	set := s.GodsOf(seat)
	c := s.scCount(seat)
	r := s.scRing()
	for q := 0; q < NumQuarters; q++ {
		on := [2]bool{set&(1<<uint(r.ccw[q])) != 0, set&(1<<uint(q)) != 0}
		left := c[q]
		for e := 0; e < 2; e++ {
			if on[e] {
				left -= int(GodEdges[q][e].K)
			}
		}
		for e := 0; e < 2; e++ {
			k := int(GodEdges[q][e].K)
			switch {
			case on[e]:
				out[q][e] = k
			case s.isTraitor(seat):
				out[q][e] = 0
			default:
				out[q][e] = min(max(left, 0), k)
			}
		}
	}
	return out
}
