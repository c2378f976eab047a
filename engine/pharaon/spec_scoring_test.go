package pharaon

import (
	"reflect"
	"strconv"
	"testing"
)

// scRulebookRing puts the Offerings counter-clockwise of the Burial
// Chamber and the Nile clockwise of it, as in the rulebook's god example
// (§9.5). Gods here: Osiris (OFF|BUR) 5+5 = 10, Anubis (BUR|NIL) 3+3 = 6,
// Hapi (NIL|ART) 5+3 = 8, Ptah (ART|NOB) 5+3 = 8, Horus (NOB|OFF) 5+3 = 8.
var scRulebookRing = [NumQuarters]int8{OFF, BUR, NIL, ART, NOB}

// scBlank is a hand-built end position with n seats owning nothing, no
// Pharaoh and no First Player token.
func scBlank(n int) *State {
	s := &State{n: int8(n), players: int8(n), phase: PhOver, round: NumRounds, pharaoh: -1, first: -1}
	s.ring = scRulebookRing
	return s
}

// scSolo is a solo position: seat 0 the human, seat 1 the Traitor.
func scSolo() *State {
	s := scBlank(2)
	s.players, s.solo = 1, true
	s.bot.order = [NumTiles]int8{0, 1, 2, 3, 4}
	return s
}

func scParts(s *State, seat int) [numSources]int {
	p, _ := s.seatScore(seat)
	return p
}

func scEq(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %d, want %d", what, got, want)
	}
}

func scNobles(ns ...int) uint32 {
	var b uint32
	for _, n := range ns {
		b |= 1 << uint(n-1)
	}
	return b
}

func scNile(p *Player, present int) {
	for r := 0; r < present; r++ {
		p.Nile[r] = 1
	}
}

// §7.2 / §9.5, the rulebook's example: 4 steps, 3 Offerings and 2 Nile
// tracks satisfy both gods around the Burial Chamber: 16 PP; with fewer
// than 3 Offerings only the lower god (Anubis): 6 PP.
func TestSpec7_2RulebookGodExample(t *testing.T) {
	s := scBlank(2)
	p := &s.pl[0]
	p.BC = 4
	p.Off[OffQuarter+ART], p.Off[OffPrestige1], p.Off[OffRes+COM] = 1, 1, 1
	scNile(p, 2)
	scEq(t, "gods, 3 Offerings", scParts(s, 0)[srcGods], 16)
	if g := s.GodsOf(0); g != 1<<OFF|1<<BUR {
		t.Errorf("gods validated %05b, want Osiris and Anubis", g)
	}
	p.Off[OffPrestige1] = 0
	scEq(t, "gods, 2 Offerings", scParts(s, 0)[srcGods], 6)
	if g := s.GodsOf(0); g != 1<<BUR {
		t.Errorf("gods validated %05b, want Anubis", g)
	}
}

// §7.2 no double counting: 3 steps cannot serve both gods of the Burial
// Chamber (2 + 2); the better one (Osiris, 10) is kept. Its two steps are
// spent, so the clockwise edge shows 1 of 2.
func TestSpec7_2NoDoubleCounting(t *testing.T) {
	s := scBlank(2)
	p := &s.pl[0]
	p.BC = 3
	p.Off[OffRes+AGR] = 3
	scNile(p, 2)
	scEq(t, "gods", scParts(s, 0)[srcGods], 10)
	if g := s.GodsOf(0); g != 1<<OFF {
		t.Errorf("gods validated %05b, want Osiris", g)
	}
	pr := s.GodProgress(0)
	want := [2]int{2, 1}
	if pr[BUR] != want {
		t.Errorf("Burial Chamber edges %v, want %v", pr[BUR], want)
	}
	if pr[NIL] != [2]int{2, 2} || pr[OFF] != [2]int{0, 3} {
		t.Errorf("Nile edges %v (want [2 2]), Offerings edges %v (want [0 3])", pr[NIL], pr[OFF])
	}
	// The Offerings between Horus and Osiris: 4 tokens and 3 Nobles give
	// Horus (2) or Osiris (3), not both.
	s = scBlank(2)
	p = &s.pl[0]
	p.Off[OffRes+AGR] = 4
	p.Nobles = scNobles(21, 22, 23) // flat 5 PP each
	p.BC = 2
	scEq(t, "gods, Offerings shared", scParts(s, 0)[srcGods], 10)
	p.Off[OffRes+JUS] = 1 // 5 Offerings: both
	scEq(t, "gods, 5 Offerings", scParts(s, 0)[srcGods], 18)
	// Several seats can satisfy the same god.
	s.pl[1] = *p
	scEq(t, "second seat, same gods", scParts(s, 1)[srcGods], 18)
}

// §7.2 / A4: the gods are chosen on the TOTAL. Osiris (10) and Horus (8)
// compete for the Offerings; the Nobles' Scribe [2] scores the gods
// bordering the Nobles Quarter (Horus, Ptah), so Horus wins with it:
// Osiris 10 + Scribe 4 = 14 < Horus 8 + Scribe 8 = 16.
func TestSpec7_2ChoiceWithScribe(t *testing.T) {
	s := scBlank(2)
	p := &s.pl[0]
	p.Off[OffRes+AGR] = 4
	p.BC = 2
	p.Nobles = scNobles(21, 22, 23)
	pp := scParts(s, 0)
	scEq(t, "gods without Scribe", pp[srcGods], 10)
	p.Nobles = scNobles(2, 22, 23)
	pp = scParts(s, 0)
	scEq(t, "gods with Scribe [2]", pp[srcGods], 8)
	scEq(t, "nobles with Scribe [2]", pp[srcNobles], 8+5+5)
	if g := s.GodsOf(0); g != 1<<NOB {
		t.Errorf("gods validated %05b, want Horus", g)
	}
	// Osiris (10) or Anubis (6) for 3 steps. Scribe [3] (Nile: Hapi and
	// Anubis) makes them even (14 each); with the Diplomat copying it
	// Anubis wins: 6 + 8 + 8 = 22 > 10 + 4 + 4 = 18.
	s = scBlank(2)
	p = &s.pl[0]
	p.BC = 3
	p.Off[OffRes+AGR] = 3
	scNile(p, 2)
	p.Nobles = scNobles(3, 20)
	pp = scParts(s, 0)
	scEq(t, "gods, Scribe [3] + Diplomat", pp[srcGods], 6)
	scEq(t, "nobles, Scribe [3] + Diplomat", pp[srcNobles], 16)
	p.Nobles = scNobles(3)
	pp = scParts(s, 0)
	scEq(t, "gods + nobles, Scribe [3] alone", pp[srcGods]+pp[srcNobles], 14)
}

// §9.3 Wise Woman [17]: 3 + 3 per god validated; the Diplomat may copy it.
func TestSpec9_3WiseWoman(t *testing.T) {
	s := scBlank(2)
	p := &s.pl[0]
	p.BC = 4
	p.Off[OffRes+AGR] = 3
	scNile(p, 2)
	p.Nobles = scNobles(17)
	pp := scParts(s, 0)
	scEq(t, "gods", pp[srcGods], 16)
	scEq(t, "Wise Woman, 2 gods", pp[srcNobles], 9)
	p.Nobles = scNobles(17, 20, 21)
	scEq(t, "Wise Woman + Diplomat (copies her) + [21]", scParts(s, 0)[srcNobles], 9+9+5)
	s.pl[0] = Player{Nobles: scNobles(17)}
	scEq(t, "Wise Woman, no god", scParts(s, 0)[srcNobles], 3)
}

// scNobleSeat: 3 Artisans (A01 1 PP, A02 2 PP, A07 2 PP), steps 3, 4
// Offerings (AGR Offering, Quarter Offering, Prestige 1 and 2), Nile
// levels 3,1,0,2,3 (4 present, 2 at the top), AGR 2, JUS 1, Silver 3, the
// Pharaoh token; the other seat holds the First Player token. Gods in the
// rulebook ring: Osiris (OFF 3 + BUR 2) and Hapi (NIL 3 + ART 2) = 18;
// Anubis would need the same steps or tracks, Ptah and Horus more Nobles.
func scNobleSeat(nobles ...int) *State {
	s := scBlank(2)
	s.pharaoh, s.first = 0, 1
	p := &s.pl[0]
	p.Artisans = 1<<0 | 1<<1 | 1<<6
	p.BC = 3
	p.Off[OffRes+AGR], p.Off[OffQuarter+NIL], p.Off[OffPrestige1], p.Off[OffPrestige2] = 1, 1, 1, 1
	p.Nile = [NumBase]int8{3, 1, 0, 2, 3}
	p.Res[AGR], p.Res[JUS], p.Res[SIL] = 2, 1, 3
	p.Nobles = scNobles(nobles...)
	return s
}

// §9.3: every Noble's scoring, alone in front of scNobleSeat.
func TestSpec9_3EveryNoble(t *testing.T) {
	want := map[int]int{
		1:  4 + 4*1, // Artisans: Hapi (on ART's ccw edge) yes, Ptah no
		2:  4,       // Nobles: Horus, Ptah: none
		3:  4 + 4*1, // Nile: Hapi yes, Anubis no
		4:  4 + 4*1, // Burial Chamber: Osiris yes, Anubis no
		5:  4 + 4*1, // Offerings: Osiris yes, Horus no
		6:  7 + 4,   // Pharaoh, not First Player
		7:  4 + 2*3, // steps
		8:  4 + 2*4, // Offerings
		9:  4 + 2*3, // Artisans
		10: 4 + 2*4, // tracks present
		11: 4 + 2*1, // Nobles, itself
		12: 3 + 3*1,
		13: 6 + 2*2, // PP values 1 and 2
		14: 6 + 2*3,
		15: 6 + 2*4,
		16: 5 + 3*2, // two tracks at level 3
		17: 3 + 3*2, // Osiris, Hapi
		18: 8 + 2*3, // Silver
		19: 7 + 4,   // AGR 2 + JUS 1 + AGR Offering; not Silver, Quarter or Prestige
		20: 0,       // no other Noble
		21: 5, 22: 5, 23: 5, 24: 5, 25: 5, 26: 5,
	}
	for n := 1; n <= NumNobles; n++ {
		s := scNobleSeat(n)
		pp := scParts(s, 0)
		scEq(t, "Noble ["+strconv.Itoa(n)+"]", pp[srcNobles], want[n])
		scEq(t, "gods with Noble ["+strconv.Itoa(n)+"]", pp[srcGods], 18)
	}
	// Counting Nobles includes the card itself; the Diplomat scores as the
	// best other one.
	s := scNobleSeat(11, 12, 18, 20)
	scEq(t, "Judge + Vizier + Treasurer + Diplomat", scParts(s, 0)[srcNobles], (4+2*4)+(3+3*4)+14+15)
	// General: +4 with the First Player token too.
	s = scNobleSeat(6)
	s.first = 0
	scEq(t, "General with both tokens", scParts(s, 0)[srcNobles], 15)
	s.pharaoh = 1
	scEq(t, "General with the First Player token", scParts(s, 0)[srcNobles], 11)
}

// §7.1: the seven columns of scNobleSeat with the Grand Vizier, in the
// order of the score pad, Total their sum.
func TestSpec7_1Columns(t *testing.T) {
	s := scNobleSeat(12)
	sc := s.Scores()
	if len(sc) != 2 {
		t.Fatalf("%d scores", len(sc))
	}
	want := []int{
		18,            // gods
		6,             // Grand Vizier 3 + 3
		7,             // step 3
		1 + 2 + 2,     // Artisans
		7,             // Pharaoh
		7 + 0 + 3 + 7, // Nile 3,1,0,2,3
		6 + 4 + 1 + 2, // 6 resources, 4 Offerings, Prestige bonuses
	}
	codes := []string{"gods", "nobles", "burial", "artisans", "pharaoh_first", "nile", "tokens"}
	if len(sc[0].Parts) != len(want) {
		t.Fatalf("parts %v", sc[0].Parts)
	}
	total := 0
	for i, part := range sc[0].Parts {
		if part.Source != codes[i] || part.Points != want[i] {
			t.Errorf("part %d: %v, want %s %d", i, part, codes[i], want[i])
		}
		total += want[i]
	}
	scEq(t, "total", sc[0].Total, total)
	// The other seat owns nothing but the First Player token.
	scEq(t, "seat 1 total", sc[1].Total, 3)
	scEq(t, "seat 1 pharaoh_first", sc[1].Parts[srcTokens].Points, 3)
	// Nile levels 0..3 → 0, 0, 3, 7; step k → its printed PP.
	s = scBlank(2)
	for k := 1; k <= BCSteps; k++ {
		s.pl[0].BC = int8(k)
		scEq(t, "burial step", scParts(s, 0)[srcBurial], []int{2, 4, 7, 10, 13, 17, 21, 26}[k-1])
	}
}

// §8.7: the Traitor scores the gods of its covered GOD icons whatever the
// board, every Noble at the highest NL level (6 when none), the rest
// normally; the tokens on its tiles score nothing (A13).
func TestSpec8_7TraitorScoring(t *testing.T) {
	s := scSolo()
	s.bot.order = [NumTiles]int8{2, 0, 4, 1, 3} // T3 leftmost, then T1, T5, T2, T4
	s.bot.gods = 1<<0 | 1<<2                    // the GOD icons of T3 (Hapi) and T5 (Osiris)
	s.bot.filled = [NumTiles]int8{13, 12, 9, 5, 7}
	tr := &s.pl[1]
	tr.Nobles = scNobles(12, 17, 1) // their own scorings are ignored
	tr.BC = 5
	tr.Artisans = 1<<4 | 1<<9 // 5 + 5
	tr.Nile = [NumBase]int8{3, 2, 0, 0, 1}
	tr.Res[COM], tr.Off[OffPrestige2] = 2, 1
	s.pharaoh, s.first = 1, 0
	pp := scParts(s, 1)
	scEq(t, "Traitor gods (Hapi 8 + Osiris 10)", pp[srcGods], 18)
	scEq(t, "Traitor nobles (3 at level 6)", pp[srcNobles], 18)
	scEq(t, "Traitor burial", pp[srcBurial], 13)
	scEq(t, "Traitor artisans", pp[srcArtisans], 10)
	scEq(t, "Traitor Pharaoh", pp[srcTokens], 7)
	scEq(t, "Traitor nile", pp[srcNile], 10)
	scEq(t, "Traitor tokens (3 kept + 2 bonus, tile markers not)", pp[srcKept], 5)
	if g := s.GodsOf(1); g != 1<<NIL|1<<OFF {
		t.Errorf("Traitor gods %05b, want Hapi and Osiris", g)
	}
	pr := s.GodProgress(1)
	if pr[NIL] != [2]int{0, 3} || pr[ART] != [2]int{2, 0} || pr[BUR] != [2]int{2, 0} {
		t.Errorf("Traitor progress %v", pr)
	}
	s.bot.level = 12
	scEq(t, "Traitor nobles (3 at level 12)", scParts(s, 1)[srcNobles], 36)
	// The board conditions do not count for it, met or not.
	s.bot.gods = 0
	tr.Off[OffRes+AGR] = 5
	scEq(t, "Traitor gods, no icon covered", scParts(s, 1)[srcGods], 0)
	// The human seat scores normally.
	s.pl[0].BC = 2
	s.pl[0].Off[OffRes+AGR] = 3
	scEq(t, "human gods", scParts(s, 0)[srcGods], 10)
	scEq(t, "human pharaoh_first", scParts(s, 0)[srcTokens], 3)
}

// §7.3 tie-breaks: the highest total; a tie goes to the Pharaoh token
// holder, else the most resource + Offering tokens (a Prestige Offering
// counts as one), else the tied seats share.
func TestSpec7_3TieBreaks(t *testing.T) {
	s := scBlank(3)
	s.pl[0].Artisans = 1 << 4 // 5
	s.pl[1].Artisans = 1 << 3 // 4
	s.pl[2].Res[AGR] = 5      // 5
	if s.phase = PhTurn; s.Winners() != nil {
		t.Errorf("winners before the end: %v", s.Winners())
	}
	s.phase = PhOver
	// 0 and 2 tie at 5; 2 has more tokens.
	if w := s.Winners(); !reflect.DeepEqual(w, []int{2}) {
		t.Errorf("tokens tie-break: %v, want [2]", w)
	}
	// The Pharaoh token first: seat 0 with it and 2 PP less elsewhere.
	s.pharaoh = 0
	s.pl[0].Artisans = 0
	s.pl[2].Res[AGR] = 7
	if w := s.Winners(); !reflect.DeepEqual(w, []int{0}) {
		t.Errorf("Pharaoh tie-break: %v, want [0]", w)
	}
	// The Pharaoh token held by a seat outside the tie does not decide.
	s.pharaoh = 1
	s.pl[1].Artisans = 0           // 7 with the token
	s.pl[0].Artisans = 1<<4 | 1<<3 // 5 + 4
	s.pl[2].Res[AGR] = 9
	if w := s.Winners(); !reflect.DeepEqual(w, []int{2}) {
		t.Errorf("Pharaoh outside the tie: %v, want [2]", w)
	}
	// Prestige Offerings count as one token: 3 tokens worth 7 lose to 7.
	s.pl[0].Artisans = 0
	s.pl[0].Off[OffPrestige2], s.pl[0].Off[OffPrestige1] = 2, 1 // 3 + 2+2+1 = 8
	s.pl[2].Res[AGR] = 8
	if w := s.Winners(); !reflect.DeepEqual(w, []int{2}) {
		t.Errorf("Prestige counted as one: %v, want [2]", w)
	}
	// Same tokens: shared.
	s.pl[0] = Player{Res: [NumRes]int8{SIL: 8}}
	if w := s.Winners(); !reflect.DeepEqual(w, []int{0, 2}) {
		t.Errorf("shared: %v, want [0 2]", w)
	}
	// A clear winner.
	s.pl[1].BC = 2 // 4 PP + 7 Pharaoh = 11
	if w := s.Winners(); !reflect.DeepEqual(w, []int{1}) {
		t.Errorf("highest total: %v, want [1]", w)
	}
}

// §7.3 solo: the human wins only with strictly more than the Traitor.
func TestSpec7_3SoloTie(t *testing.T) {
	s := scSolo()
	s.pl[0].Res[AGR] = 6
	s.pl[1].Res[JUS] = 6
	if w := s.Winners(); !reflect.DeepEqual(w, []int{1}) {
		t.Errorf("solo tie: %v, want the Traitor [1]", w)
	}
	s.pl[0].Res[AGR] = 7
	if w := s.Winners(); !reflect.DeepEqual(w, []int{0}) {
		t.Errorf("solo, human ahead: %v, want [0]", w)
	}
	// Even the Pharaoh token does not break a solo tie for the human.
	s.pl[0].Res[AGR] = 0
	s.pharaoh = 0 // 7
	s.pl[1].Res[JUS] = 7
	if w := s.Winners(); !reflect.DeepEqual(w, []int{1}) {
		t.Errorf("solo tie with the Pharaoh: %v, want [1]", w)
	}
	s.phase = PhSplit
	if w := s.Winners(); w != nil {
		t.Errorf("solo winners before the end: %v", w)
	}
}

// GodsOf / GodProgress on a fresh seat: nothing validated, counts shown
// up to the thresholds.
func TestGodProgressCounts(t *testing.T) {
	s := scBlank(2)
	p := &s.pl[0]
	p.Artisans = 1 | 1<<1 // 2
	p.Nobles = scNobles(21)
	scNile(p, 1)
	p.Off[OffPrestige1] = 5
	if g := s.GodsOf(0); g != 0 {
		t.Errorf("gods %05b, want none", g)
	}
	want := [NumQuarters][2]int{
		ART: {2, 2}, NOB: {1, 1}, NIL: {1, 1}, BUR: {0, 0}, OFF: {2, 3},
	}
	if pr := s.GodProgress(0); pr != want {
		t.Errorf("progress %v, want %v", pr, want)
	}
}

// The accessors answer nothing, without panicking, for a seat or god out
// of range.
func TestGodAccessorsOutOfRange(t *testing.T) {
	s := scBlank(2)
	s.pl[2].BC = 8 // not a seat of this game
	if s.GodsOf(2) != 0 || s.GodsOf(-1) != 0 || s.GodProgress(7) != [NumQuarters][2]int{} || s.GodPP(5) != 0 || s.GodPP(-1) != 0 {
		t.Error("out of range answered")
	}
}
