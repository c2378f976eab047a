package imhotep

import (
	"slices"
	"testing"

	"nilegames/engine"
)

// §5.3 A, with the rulebook example: white takes the Sail, brown the
// Statue, gray the Lever; then all the stones go back to the quarry.
func TestSpec5_3_MarketA(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.setMarket(Sail, Statue, Lever, Hammer)
	s.loadShip(s4a, white, brown, gray)
	q := [4]int{s.Quarry(0), s.Quarry(1), s.Quarry(2), s.Quarry(3)}
	play(t, s, black, "sail S4a market") // black has no stone on it
	if got := legalStrings(s); !slices.Equal(got, []string{"pick 0", "pick 1", "pick 2", "pick 3", "pick none"}) {
		t.Fatalf("white's choices %v", got)
	}
	play(t, s, white, "pick 0")
	wantInt(t, "white's stone still at the market", s.Quarry(white), q[white])
	play(t, s, brown, "pick 1")
	play(t, s, gray, "pick 2")
	wantInt(t, "white sail", s.CardsOf(white)[Sail], 1)
	wantInt(t, "brown statue", s.CardsOf(brown)[Statue], 1)
	wantInt(t, "gray lever", s.CardsOf(gray)[Lever], 1)
	for _, p := range []int{white, brown, gray} {
		wantInt(t, "quarry after the unloading", s.Quarry(p), q[p]+1)
	}
	if face, _ := s.Market(); face != [4]Card{NoCard, NoCard, NoCard, Hammer} {
		t.Errorf("market left %v", face)
	}
	wantInt(t, "turn passes", s.CurrentPlayer(), white)

	// Taking nothing is allowed; with no card left there is no question.
	s = setup(t, 4, "AAAAA")
	s.setMarket(Statue)
	s.loadShip(s3a, white, white, brown)
	q = [4]int{s.Quarry(0), s.Quarry(1), s.Quarry(2), s.Quarry(3)}
	play(t, s, black, "sail S3a market")
	play(t, s, white, "pick none")
	play(t, s, white, "pick 0")
	wantInt(t, "brown had nothing to pick: turn passed", s.CurrentPlayer(), white)
	wantInt(t, "white quarry", s.Quarry(white), q[white]+2)
	wantInt(t, "brown quarry", s.Quarry(brown), q[brown]+1)
	wantInt(t, "white statue", s.CardsOf(white)[Statue], 1)
}

// §5.2, §5.3 and §11.25: the stones return only after all picks, so a red card
// taken with an empty quarry places nothing.
func TestSpec5_9_RedCardEmptyQuarry(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.setMarket(Entrance)
	s.loadShip(s2a, white)
	s.setStones(white, 0, 0)
	r := &recorder{}
	s.SetRecorder(r)
	play(t, s, black, "sail S2a market")
	play(t, s, white, "pick 0")
	wantInt(t, "pyramid stones", int(s.pyrN), 0)
	wantInt(t, "white's stone came back afterwards", s.Quarry(white), 1)
	if s.disc[s.discN-1] != int8(Entrance) {
		t.Errorf("entrance not discarded")
	}
	found := false
	for _, e := range r.Events {
		if rc, ok := e.(RedCardResolved); ok {
			found = true
			if rc.Placed || rc.Player != white || rc.Card != Entrance {
				t.Errorf("red card event %+v", rc)
			}
		}
	}
	if !found {
		t.Errorf("no red card event in %v", r.Names())
	}
}

// §5.3 B: the hidden pair, looked at and one card kept, the other
// discarded face down; once per round.
func TestSpec5_3_MarketB(t *testing.T) {
	s := setup(t, 4, "BAAAA")
	s.setMarket(Statue, Lever, NoCard)
	s.pair = [2]int8{int8(Hammer), int8(Sarcophagus)}
	s.loadShip(s3a, white, brown, gray)
	r := &recorder{}
	s.SetRecorder(r)
	play(t, s, black, "sail S3a market")
	if got := legalStrings(s); !slices.Equal(got, []string{"pick 0", "pick 1", "pick pair", "pick none"}) {
		t.Fatalf("white's choices %v", got)
	}
	play(t, s, white, "pick pair")
	if got := s.PendingPair(white); !slices.Equal(got, []Card{Hammer, Sarcophagus}) {
		t.Errorf("white sees %v", got)
	}
	if got := s.PendingPair(brown); got != nil {
		t.Errorf("brown sees the pair: %v", got)
	}
	if got := legalStrings(s); !slices.Equal(got, []string{"keep sarcophagus", "keep hammer"}) {
		t.Fatalf("keep choices %v", got)
	}
	play(t, s, white, "keep hammer")
	wantInt(t, "white hammer", s.CardsOf(white)[Hammer], 1)
	last := s.discN - 1
	if s.disc[last] != int8(Sarcophagus) || s.discSeen[last] != 1<<white {
		t.Errorf("rejected card %d seen by %b, want sarcophagus seen by white only", s.disc[last], s.discSeen[last])
	}
	var kept *PairKept
	for _, e := range r.Events {
		if k, ok := e.(PairKept); ok {
			kept = &k
		}
	}
	if kept == nil || kept.Kept != Hammer || kept.Rejected != Sarcophagus || kept.Player != white {
		t.Errorf("pair event %+v", kept)
	}
	// The pair is gone for brown.
	if got := legalStrings(s); !slices.Equal(got, []string{"pick 0", "pick 1", "pick none"}) {
		t.Fatalf("brown's choices %v", got)
	}
	play(t, s, brown, "pick none")
	play(t, s, gray, "pick 1")
	wantInt(t, "gray lever", s.CardsOf(gray)[Lever], 1)

	// Two equal cards, or a single card: nothing to choose.
	for _, pair := range [][2]int8{{int8(Statue), int8(Statue)}, {int8(Statue), noCard}} {
		s := setup(t, 4, "BAAAA")
		s.setMarket(NoCard)
		s.pair = pair
		s.loadShip(s2a, white)
		play(t, s, black, "sail S2a market")
		play(t, s, white, "pick pair")
		wantInt(t, "statue kept", s.CardsOf(white)[Statue], 1)
		wantInt(t, "turn passed", s.CurrentPlayer(), white)
	}
}

// §5.4: fixed filling order and values; beyond 14, 1 point on the edge.
func TestSpec5_4_PyramidAPlacement(t *testing.T) {
	s := setup(t, 2, "AAAAA")
	s.loadShip(s3a, 1, 0)
	play(t, s, 0, "sail S3a pyramid")
	wantInt(t, "first space", points(s, 1, partPyramid), 2)
	wantInt(t, "second space", points(s, 0, partPyramid), 1)

	s = setup(t, 2, "AAAAA")
	s.pyrN = 12
	s.loadShip(s3a, 1, 0, 1)
	play(t, s, 0, "sail S3a pyramid")
	// Spaces 13 and 14 are worth 3 and 4; the third stone goes on the edge.
	wantInt(t, "seat 1", points(s, 1, partPyramid), 3+1)
	wantInt(t, "seat 0", points(s, 0, partPyramid), 4)
	wantInt(t, "edge stones of seat 1", s.PyramidEdge(1), 1)
	wantInt(t, "stones on the pyramid", int(s.pyrN), 15)
}

// §5.5 with the rulebook example: brown, black, brown on the Centre
// pyramid, white starts the Left one; the Stones bonus on C's 3rd space.
func TestSpec5_5_PyramidB(t *testing.T) {
	s := setup(t, 4, "ABAAA")
	s.loadShip(s4a, brown, black, brown, white)
	s.setStones(brown, 3, 20)
	play(t, s, black, "sail S4a pyramid")
	if got := legalStrings(s); !slices.Equal(got, []string{"pyramid L", "pyramid C", "pyramid R"}) {
		t.Fatalf("brown's choices %v", got)
	}
	play(t, s, brown, "pyramid C")
	play(t, s, black, "pyramid C")
	play(t, s, brown, "pyramid C")
	// C's third space: 1 point and the Stones bonus, answered at once.
	if got := legalStrings(s); !slices.Equal(got, []string{"bonus take", "bonus decline"}) {
		t.Fatalf("stones bonus %v", got)
	}
	play(t, s, brown, "bonus take")
	wantInt(t, "brown sled (3 + min(3, 2, 20))", s.Sled(brown), 5)
	play(t, s, white, "pyramid L")
	if !slices.Equal(s.PyramidB(1), []int{brown, black, brown}) || !slices.Equal(s.PyramidB(0), []int{white}) {
		t.Errorf("pyramids L %v C %v", s.PyramidB(0), s.PyramidB(1))
	}
	wantInt(t, "brown 3 + 1", points(s, brown, partPyramid), 4)
	wantInt(t, "black", points(s, black, partPyramid), 2)
	wantInt(t, "white", points(s, white, partPyramid), 2)
	wantInt(t, "turn passes", s.CurrentPlayer(), white)
}

// §5.5 bonuses: Card (blind, a red card resolves at once), Ship (not the
// unloading ship), skipped when impossible; one free pyramid is no choice;
// all full goes to the edge.
func TestSpec5_5_PyramidBBonuses(t *testing.T) {
	// Card bonus on L's 2nd space; the card is an Entrance, whose stone
	// needs a pyramid of its own.
	s := setup(t, 4, "ABAAA")
	s.pyrB[0][0], s.pyrBN[0], s.pyrN = black, 1, 1
	s.setDeck(Entrance, Statue)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a pyramid")
	play(t, s, white, "pyramid L")
	wantInt(t, "white 1 point", points(s, white, partPyramid), 1)
	play(t, s, white, "bonus take")
	play(t, s, white, "pyramid R") // the Entrance stone
	wantInt(t, "white 1 + 2", points(s, white, partPyramid), 3)
	if s.disc[s.discN-1] != int8(Entrance) {
		t.Errorf("entrance not discarded after its stone")
	}

	// Ship bonus on R's 4th space: any free slot of an unsailed ship.
	s = setup(t, 4, "ABAAA")
	s.pyrB[2] = [5]int8{0, 0, 0}
	s.pyrBN[2], s.pyrN = 3, 3
	s.loadShip(s2a, white, -1)
	play(t, s, black, "sail S2a pyramid")
	play(t, s, white, "pyramid R")
	got := legalStrings(s)
	if got[0] != "bonus decline" || !slices.Contains(got, "bonusship S4a 0") || slices.Contains(got, "bonusship S2a 1") {
		t.Fatalf("ship bonus choices %v", got)
	}
	sled := s.Sled(white)
	play(t, s, white, "bonusship S3a 2")
	if s.slots[s3a][2] != white || s.Sled(white) != sled-1 || !s.harbour(s3a) {
		t.Errorf("ship bonus: slots %v sled %d", s.slots[s3a], s.Sled(white))
	}

	// Ship bonus with an empty sled: skipped, the point is scored.
	s = setup(t, 4, "ABAAA")
	s.pyrB[2] = [5]int8{0, 0, 0}
	s.pyrBN[2], s.pyrN = 3, 3
	s.setStones(white, 0, 20)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a pyramid")
	play(t, s, white, "pyramid R")
	wantInt(t, "bonus skipped, turn passed", s.CurrentPlayer(), white)
	wantInt(t, "white 1 point", points(s, white, partPyramid), 1)

	// Only C has room: no question. All full: the edge, 1 point.
	s = setup(t, 4, "ABAAA")
	s.pyrBN = [3]int8{5, 4, 5}
	s.pyrN = 14
	s.loadShip(s2a, white, white)
	play(t, s, black, "sail S2a pyramid")
	wantInt(t, "no decision", s.CurrentPlayer(), white)
	wantInt(t, "C top 4 then edge 1", points(s, white, partPyramid), 5)
	wantInt(t, "edge", s.PyramidEdge(white), 1)
}

// §5.6 placement with the rulebook example and Side A scoring (gray 2,
// white, brown, black 1 each); 2 players use 4 columns.
func TestSpec5_6_Temple(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.templeN = 4
	s.templeTop = [5]int8{gray, black, gray, white, noPlayer}
	s.loadShip(s3a, brown, brown, white)
	play(t, s, black, "sail S3a temple")
	// Brown fills the last space of layer 1, brown and white start layer 2.
	n, top := s.Temple()
	wantInt(t, "temple stones", n, 7)
	if !slices.Equal(top, []int{brown, white, gray, white, brown}) {
		t.Errorf("temple top %v", top)
	}

	// Round end, side A: one point per visible stone.
	s = setup(t, 4, "AAAAA")
	s.templeN = 8
	s.templeTop = [5]int8{gray, white, gray, brown, black}
	s.markSailed(s4a, Pyramid)
	s.markSailed(s4b, Burial)
	s.markSailed(s3a, Market)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a obelisks")
	wantInt(t, "gray", points(s, gray, partTemple), 2)
	for _, p := range []int{white, brown, black} {
		wantInt(t, "temple 1 point", points(s, p, partTemple), 1)
	}

	// Two players: width 4, the 5th stone covers the first.
	s = setup(t, 2, "AAAAA")
	s.loadShip(s4a, 0, 1, 1, 0)
	s.loadShip(s2a, 1)
	play(t, s, 0, "sail S4a temple")
	s.siteUsed &^= 1 << Temple // let a second ship in, for the test
	play(t, s, 1, "sail S2a temple")
	_, top = s.Temple()
	if !slices.Equal(top, []int{1, 1, 1, 0}) {
		t.Errorf("2-player temple top %v", top)
	}
}

// §5.6 Side B with the rulebook example (§9.4): gray, brown, white, white,
// black in columns 1-5: gray chooses, brown 2 points, white chooses and
// must take the top card, black chooses.
func TestSpec5_6_TempleB(t *testing.T) {
	s := setup(t, 4, "AABAA")
	s.templeN = 5
	s.templeTop = [5]int8{gray, brown, white, white, black}
	for p := 0; p < 4; p++ {
		s.setStones(p, 0, 10)
	}
	s.setDeck(Statue, Lever)
	s.markSailed(s4a, Pyramid)
	s.markSailed(s4b, Burial)
	s.markSailed(s3a, Market)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a obelisks")
	if got := legalStrings(s); !slices.Equal(got, []string{"temple point", "temple stones"}) {
		t.Fatalf("gray's choice %v", got)
	}
	play(t, s, gray, "temple point")
	wantInt(t, "brown Points space", points(s, brown, partTemple), 2)
	play(t, s, white, "temple stones")
	wantInt(t, "white stones", s.Sled(white), 2)
	wantInt(t, "white drew the top card", s.CardsOf(white)[Statue], 1)
	play(t, s, black, "temple point")
	wantInt(t, "gray", points(s, gray, partTemple), 1)
	wantInt(t, "white", points(s, white, partTemple), 0)
	wantInt(t, "black", points(s, black, partTemple), 1)
	wantInt(t, "next round", s.Round(), 2)

	// A full sled leaves only the point: no question.
	s = setup(t, 4, "AABAA")
	s.templeN = 1
	s.templeTop[0] = gray
	s.setStones(gray, 5, 10)
	s.markSailed(s4a, Pyramid)
	s.markSailed(s4b, Burial)
	s.markSailed(s3a, Market)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a obelisks")
	wantInt(t, "gray's automatic point", points(s, gray, partTemple), 1)
	wantInt(t, "next round", s.Round(), 2)
}

// §5.7: column by column, top to bottom.
func TestSpec5_7_BurialPlacement(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.burial[0], s.burial[1], s.burialN = black, black, 2
	s.loadShip(s3a, gray, white, brown)
	play(t, s, black, "sail S3a burial")
	if got := s.Burial(); !slices.Equal(got, []int{black, black, gray, white, brown}) {
		t.Errorf("burial %v", got)
	}
}

// §5.8: A stacks per colour; B with the rulebook example: white's third
// waiting stone forms an obelisk on the next free space, worth 9.
func TestSpec5_8_Obelisks(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.loadShip(s3a, black, white, black)
	play(t, s, black, "sail S3a obelisks")
	wantInt(t, "black stack", s.StonesOnSite(Obelisks, black), 2)
	wantInt(t, "white stack", s.StonesOnSite(Obelisks, white), 1)

	s = setup(t, 4, "AAAAB")
	s.obN, s.obFormed[brown] = 1, 1
	s.obWait[white] = 2
	r := &recorder{}
	s.SetRecorder(r)
	s.loadShip(s3a, black, white, gray)
	play(t, s, black, "sail S3a obelisks")
	wantInt(t, "white scores 9 at once", points(s, white, partObelisks), 9)
	wantInt(t, "white waiting", int(s.obWait[white]), 0)
	wantInt(t, "white obelisks", int(s.obFormed[white]), 1)
	wantInt(t, "black waiting", int(s.obWait[black]), 1)
	wantInt(t, "gray waiting", int(s.obWait[gray]), 1)
	wantInt(t, "obelisks standing", int(s.obN), 2)
	var formed []ObeliskFormed
	for _, e := range r.Events {
		if f, ok := e.(ObeliskFormed); ok {
			formed = append(formed, f)
		}
	}
	if len(formed) != 1 || formed[0] != (ObeliskFormed{Player: white, Index: 1, Value: 9}) {
		t.Errorf("obelisk events %+v", formed)
	}
}

// §5.9: red cards place a stone from the quarry on their site, by that
// site's rules; then they are discarded.
func TestSpec5_9_RedCards(t *testing.T) {
	s := setup(t, 4, "AAAAB")
	s.setMarket(Entrance, Sarcophagus, PavedPath)
	s.obWait[brown] = 2
	s.loadShip(s3a, white, gray, brown)
	q := [4]int{s.Quarry(0), s.Quarry(1), s.Quarry(2), s.Quarry(3)}
	disc := s.discN
	play(t, s, black, "sail S3a market")
	play(t, s, white, "pick 0") // Entrance: pyramid A first space, 2 points
	play(t, s, gray, "pick 1")  // Sarcophagus: burial position 0
	play(t, s, brown, "pick 2") // Paved Path: third waiting stone, obelisk 10
	wantInt(t, "white pyramid", points(s, white, partPyramid), 2)
	if !slices.Equal(s.PyramidA(), []int{white}) || !slices.Equal(s.Burial(), []int{gray}) {
		t.Errorf("pyramid %v burial %v", s.PyramidA(), s.Burial())
	}
	wantInt(t, "brown obelisk", points(s, brown, partObelisks), 10)
	for _, p := range []int{white, gray, brown} {
		// One stone left the quarry for the card, one came back from the market.
		wantInt(t, "quarry", s.Quarry(p), q[p])
	}
	wantInt(t, "three red cards discarded", int(s.discN-disc), 3)
	for _, p := range []int{white, gray, brown} {
		if s.CardsOf(p) != [NumCards]int{} {
			t.Errorf("seat %d kept a red card: %v", p, s.CardsOf(p))
		}
	}

	// Paved Path on Obelisks A: onto the owner's stack.
	s = setup(t, 4, "AAAAA")
	s.setMarket(PavedPath)
	s.loadShip(s2a, white)
	play(t, s, black, "sail S2a market")
	play(t, s, white, "pick 0")
	wantInt(t, "white stack", s.StonesOnSite(Obelisks, white), 1)
}

// Events of a market unloading, in order.
func TestEventsMarketUnload(t *testing.T) {
	s := setup(t, 4, "AAAAA")
	s.setMarket(Statue)
	s.loadShip(s2a, white)
	r := &recorder{}
	s.SetRecorder(r)
	c := s.Clone()
	play(t, s, black, "sail S2a market")
	play(t, s, white, "pick 0")
	want := []string{"ship_sailed", "stone_unloaded", "card_taken", "stones_returned"}
	if !slices.Equal(r.Names(), want) {
		t.Errorf("events %v, want %v", r.Names(), want)
	}
	sail := r.Events[0].(ShipSailed)
	if sail.Player != black || sail.Ship != s2a || sail.Site != Market || !slices.Equal(sail.Order, []int{0}) {
		t.Errorf("sail event %+v", sail)
	}
	n := len(r.Events)
	if err := c.Apply(Act(KindSail, s2a, 0, int(Market))); err != nil {
		t.Fatal(err)
	}
	if len(r.Events) != n {
		t.Errorf("a clone reported to the original's recorder")
	}
	var _ engine.Event = RoundStarted{}
}

// §5.5 and §5.6: at a round end no ship takes stones, so a Ship bonus
// reached through a Temple B card is skipped, even after a deadlock left
// empty ships in the harbour.
func TestSpec5_5_ShipBonusSkippedAtRoundEnd(t *testing.T) {
	s := setup(t, 2, "ABBAA")
	s.setStones(0, 0, 0)
	s.setStones(1, 0, 0)
	s.loadShip(s4a, 1, 1) // under the minimum: back to seat 1's quarry
	s.loadShip(s3a, 1)
	s.pyrBN = [3]int8{5, 5, 3}
	s.pyrN = 13
	s.templeN = 4
	s.templeTop = [5]int8{1, 0, 0, 1}
	s.setDeck(Entrance)
	play(t, s, 0, "pass")
	play(t, s, 1, "pass")
	// Column 0, Choice: seat 1 has 3 stones back in its quarry.
	play(t, s, 1, "temple stones")
	// Column 1 Points and column 2 Choice (nothing to take) for seat 0;
	// column 3 Card for seat 1: the Entrance goes on R's Ship space.
	wantInt(t, "seat 0 temple", points(s, 0, partTemple), 2+1)
	wantInt(t, "seat 1 pyramid", points(s, 1, partPyramid), 1)
	wantInt(t, "seat 1 sled", s.Sled(1), 2)
	wantInt(t, "seat 1 quarry", s.Quarry(1), 0)
	wantInt(t, "next round, no bonus asked", s.Round(), 2)
	wantInt(t, "first player: left of seat 1", s.CurrentPlayer(), 0)
	for _, id := range s.RoundShips() {
		for _, o := range s.ShipSlots(id) {
			if o != -1 {
				t.Errorf("a stone on ship %s at the start of round 2", Ships[id].ID)
			}
		}
	}
}
