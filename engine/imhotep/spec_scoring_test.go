package imhotep

import (
	"slices"
	"testing"
)

// endOfGame prepares round 6 with three ships sailed; sailing S2a (one
// stone of seat 1) to the empty market then ends the game.
func endOfGame(t *testing.T, np int, sides string, extra ...string) *State {
	s := setup(t, np, sides, extra...)
	s.round = 6
	s.markSailed(s4a, Pyramid)
	s.markSailed(s4b, Burial)
	s.markSailed(s3a, Obelisks)
	s.setMarket()
	s.loadShip(s2a, 1)
	return s
}

// §6.2: Burial, Obelisks, then Decorations, Statues, unused blue cards,
// then the Wrath, each for every player before the next.
func TestSpec6_2_FinalScoring(t *testing.T) {
	s := endOfGame(t, 2, "AAAAA", "wrath", "true")
	s.burial[0], s.burial[1], s.burial[2], s.burialN = 0, 0, 1, 3
	s.siteStones[Burial] = [4]int8{2, 1}
	s.siteStones[Obelisks] = [4]int8{3, 1}
	s.siteStones[Pyramid] = [4]int8{1, 1}
	s.pyrA[0], s.pyrA[1], s.pyrN = 0, 1, 2
	s.siteStones[Temple] = [4]int8{0, 1}
	s.templeTop[0], s.templeN = 1, 1
	s.cards[0][DecorBurial] = 1
	s.cards[0][Lever] = 1
	s.cards[0][Hammer] = 1
	s.cards[1][Statue] = 3
	// Estimate before the end: points now (none) + final scoring now.
	// Seat 0: burial area of 2 = 3, obelisk 1st = 10, decoration 3/3 = 1,
	// blue 2, wrath -5 (no temple stone). Seat 1: 1 + 1 + statues 6.
	if got := s.Estimate(); !slices.Equal(got, []float64{11, 8}) {
		t.Errorf("estimate %v, want [11 8]", got)
	}
	r := &recorder{}
	s.SetRecorder(r)
	play(t, s, 0, "sail S2a market")
	if !s.Terminal() {
		t.Fatalf("game not over")
	}
	var got []PointsScored
	for _, e := range r.Events {
		if p, ok := e.(PointsScored); ok {
			got = append(got, p)
		}
	}
	want := []PointsScored{
		{1, 1, "temple"}, // round 6 temple first
		{0, 3, "burial"}, {1, 1, "burial"},
		{0, 10, "obelisks"}, {1, 1, "obelisks"},
		{0, 1, "decorations"},
		{1, 6, "statues"},
		{0, 2, "blue_cards"},
		{0, -5, "wrath"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("scoring order\n got %v\nwant %v", got, want)
	}
	sc := s.Scores()
	wantInt(t, "seat 0 total", sc[0].Total, 11)
	wantInt(t, "seat 1 total", sc[1].Total, 9)
	var names []string
	for _, p := range sc[0].Parts {
		names = append(names, p.Source)
	}
	if !slices.Equal(names, []string{"pyramid", "temple", "burial", "obelisks", "decorations", "statues", "blue_cards", "wrath"}) {
		t.Errorf("parts %v", names)
	}
	if w := s.Winners(); !slices.Equal(w, []int{0}) {
		t.Errorf("winners %v", w)
	}
	if e := s.Estimate(); !slices.Equal(e, []float64{11, 9}) {
		t.Errorf("estimate at the end %v, want the totals", e)
	}
	if err := s.Apply(Act(KindPass, 0, 0, 0)); err == nil {
		t.Errorf("action accepted after the end")
	}
}

// §6.1: Obelisks B waiting stones score 1 each at the end; decorations
// count every stone of the site, Obelisks B obelisks included.
func TestSpec6_1_EndObelisksBAndDecorations(t *testing.T) {
	s := endOfGame(t, 2, "AAAAB")
	s.obWait = [4]int8{2, 1}
	s.obFormed = [4]int8{1, 0}
	s.obN = 1
	s.siteStones[Obelisks] = [4]int8{5, 1}
	s.cards[1][DecorObelisk] = 2
	play(t, s, 0, "sail S2a market")
	wantInt(t, "seat 0 waiting", points(s, 0, partObelisks), 2)
	wantInt(t, "seat 1 waiting", points(s, 1, partObelisks), 1)
	wantInt(t, "two decorations, 6 stones", points(s, 1, partDecorations), 4)
}

// §6.3: the most stones on the sled breaks a tie; then a shared victory.
func TestSpec6_3_TieBreak(t *testing.T) {
	s := setup(t, 3, "AAAAA")
	s.over = true
	s.parts[0][partPyramid], s.parts[1][partTemple], s.parts[2][partBurial] = 10, 10, 8
	s.setStones(0, 2, 0)
	s.setStones(1, 3, 0)
	s.setStones(2, 5, 0)
	if w := s.Winners(); !slices.Equal(w, []int{1}) {
		t.Errorf("winners %v, want [1] (more stones on the sled)", w)
	}
	s.setStones(0, 3, 0)
	if w := s.Winners(); !slices.Equal(w, []int{0, 1}) {
		t.Errorf("winners %v, want [0 1] (shared)", w)
	}
	s.over = false
	if w := s.Winners(); w != nil {
		t.Errorf("winners before the end: %v", w)
	}
}

// §6.4: -5 once for missing any of the four building sites; stones from
// red cards count; the market does not; only with the variant.
func TestSpec6_4_Wrath(t *testing.T) {
	for _, wrath := range []string{"true", "false"} {
		s := setup(t, 4, "AAAAA", "wrath", wrath)
		for _, site := range []Site{Pyramid, Temple, Obelisks} {
			s.siteStones[site][0] = 1
		}
		s.siteStones[Pyramid][1] = 1 // misses three sites: still -5 once
		for _, site := range []Site{Pyramid, Temple, Burial, Obelisks} {
			s.siteStones[site][2] = 2
		}
		s.quarry[0] = 3
		s.gainCard(0, Sarcophagus, "market", 0) // seat 0's burial stone
		s.advance()
		f := s.finalScores()
		pen := -5
		if wrath == "false" {
			pen = 0
		}
		for p, want := range []int{0, pen, 0, pen} {
			wantInt(t, "wrath="+wrath+" seat penalty", f[p][partWrath], want)
		}
	}
}
