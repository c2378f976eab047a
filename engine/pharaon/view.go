package pharaon

// Read-only accessors for the scene and the bots. Only the setup Noble
// pair is private (SetupPair); everything else is on the table (§11.1).

// Phase is the decision awaited.
func (s *State) Phase() Phase { return s.phase }

// Round is 1..5 (0 during the §3.2 setup choices).
func (s *State) Round() int { return int(s.round) }

// Turn is the seat whose turn it is (the setup seat during §3.2).
func (s *State) Turn() int { return int(s.turn) }

// Players is the players option (1 = solo; the seats are NumPlayers).
func (s *State) Players() int { return int(s.players) }

// Solo reports a game against the Traitor (seat 1), and its level.
func (s *State) Solo() (ok bool, level int) { return s.solo, int(s.bot.levelOpt) }

// Ring is the Quarter (ART..OFF) at each clockwise position P0..P4.
func (s *State) Ring() [NumQuarters]int {
	var r [NumQuarters]int
	for p, q := range s.ring {
		r[p] = int(q)
	}
	return r
}

// QuarterPos is Quarter q's position in the ring.
func (s *State) QuarterPos(q int) int { return s.quarterPos(q) }

// Wheel is the wheel's orientation (the segment of colour c faces
// position (c+offset)%5) and the Direction token.
func (s *State) Wheel() (offset int, clockwise bool) { return int(s.wheel), s.clockwise }

// SlotsPerSegment is 3, or 4 at 4-5 players.
func (s *State) SlotsPerSegment() int { return s.slotsPerSegment() }

// WheelSlot is one slot's content: Token is -1 (free), a resource 0..5,
// WheelOffering+kind, or WheelMarker; By is the seat that put it (-1: the
// untaken Jar).
type WheelSlot struct{ Token, By int }

// Wheel slot token codes for the view.
const (
	WheelFree     = wheelEmpty
	WheelOffering = wheelOff
	WheelMarker   = wheelMarker
)

// Slot is slot i of colour c's segment.
func (s *State) Slot(c, i int) WheelSlot {
	if c < 0 || c >= NumBase || i < 0 || i >= 4 {
		return WheelSlot{Token: wheelEmpty, By: -1}
	}
	return WheelSlot{Token: int(s.slots[c][i]), By: int(s.slotBy[c][i])}
}

// Supply is the resource supplies (AGR..COM, SIL).
func (s *State) Supply() [NumRes]int { return widen6(s.supply) }

// Bag and OfferingDiscard are the Offering multisets by kind (the bag's
// content is public, its draws are not, §11.1).
func (s *State) Bag() [NumOffKinds]int             { return widen12(s.bag) }
func (s *State) OfferingDiscard() [NumOffKinds]int { return widen12(s.offDisc) }

// LotCount is the number of lot spaces in use (N+1, solo 3).
func (s *State) LotCount() int { return Lots(int(s.players)) }

// Lot is lot i's two Offering kinds, -1 when taken or empty.
func (s *State) Lot(i int) [2]int {
	if i < 0 || i >= MaxLots {
		return [2]int{-1, -1}
	}
	return [2]int{int(s.lots[i][0]), int(s.lots[i][1])}
}

// Bonus is the Offering kind at Bonus position i from the top, -1 empty.
func (s *State) Bonus(i int) int {
	if i < 0 || i >= MaxLots {
		return -1
	}
	return int(s.bonus[i])
}

// NobleDisplay is the Noble number (1..26) in each slot, 0 when empty;
// NobleDeck the cards left in the deck.
func (s *State) NobleDisplay() [3]int {
	var d [3]int
	for i, id := range s.nobleDisp {
		d[i] = int(id) + 1
	}
	return d
}
func (s *State) NobleDeck() int { return int(s.nobleN) }

// ArtisanDisplay is the Artisan id (0..29) in each slot, -1 when empty;
// ArtisanDeck the cards left.
func (s *State) ArtisanDisplay() [4]int {
	var d [4]int
	for i, id := range s.artDisp {
		d[i] = int(id)
	}
	return d
}
func (s *State) ArtisanDeck() int { return int(s.artN) }

// JarsShown is the Jar id at each place under the pyramid this round, -1
// once taken (empty in round 5).
func (s *State) JarsShown() []int {
	out := make([]int, s.jarShownN)
	for i := range out {
		out[i] = int(s.jarShown[i])
	}
	return out
}

// JarPile is the number of Jars in the pile; JarDiscard the discarded
// Jar ids (public).
func (s *State) JarPile() int { return int(s.jarN) }
func (s *State) JarDiscard() []int {
	var out []int
	for j := 0; j < NumJars; j++ {
		if s.jarDisc&(1<<uint(j)) != 0 {
			out = append(out, j)
		}
	}
	return out
}

// PlayerOf is a copy of seat's possessions, pyramid place (Row, Pos) and
// pass state.
func (s *State) PlayerOf(seat int) Player {
	if seat < 0 || seat >= int(s.n) {
		return Player{}
	}
	return s.pl[seat]
}

// NoblesOf lists seat's Nobles (numbers 1..26) and whether each is tilted.
func (s *State) NoblesOf(seat int) (nobles []int, tilted []bool) {
	if seat < 0 || seat >= int(s.n) {
		return nil, nil
	}
	pl := &s.pl[seat]
	for n := 1; n <= NumNobles; n++ {
		if pl.Has(n) {
			nobles = append(nobles, n)
			tilted = append(tilted, pl.Tilted&(1<<uint(n-1)) != 0)
		}
	}
	return nobles, tilted
}

// ArtisansOf lists seat's Artisan ids.
func (s *State) ArtisansOf(seat int) []int {
	if seat < 0 || seat >= int(s.n) {
		return nil
	}
	var out []int
	for id := 0; id < NumArtisans; id++ {
		if s.pl[seat].Artisans&(1<<uint(id)) != 0 {
			out = append(out, id)
		}
	}
	return out
}

// FirstPlayer and Pharaoh are the tokens' holders (Pharaoh -1: nobody);
// Starter is who started this round.
func (s *State) FirstPlayer() int { return int(s.first) }
func (s *State) Pharaoh() int     { return int(s.pharaoh) }
func (s *State) Starter() int     { return int(s.starter) }

// PassedCount is how many seats have passed this round.
func (s *State) PassedCount() int { return int(s.passN) }

// Pending is the Quarter action chosen and waiting for its payment or
// its tasks: Quarter, Target (display slot, deck = slot count, Nile
// option, Offerings lot), Extra (Offerings: the Bonus extra).
type Pending struct {
	Quarter, Target int
	Extra           bool
}

func (s *State) Pending() Pending {
	return Pending{Quarter: int(s.pend.quarter), Target: int(s.pend.target), Extra: s.pend.extra}
}

// TasksLeft is the number of queued effect steps.
func (s *State) TasksLeft() int { return int(s.tasksN) }

// MainDone reports that the turn's main move is made (PhEnd).
func (s *State) MainDone() bool { return s.mainDone }

// SetupPair is the two Nobles (1..26) seat drew at setup and has not
// chosen between yet; ok only when viewer is that seat (§11.1).
func (s *State) SetupPair(seat, viewer int) (pair [2]int, ok bool) {
	if seat < 0 || seat >= int(s.n) || seat != viewer || s.setupPair[seat][0] < 0 {
		return [2]int{}, false
	}
	return [2]int{int(s.setupPair[seat][0]) + 1, int(s.setupPair[seat][1]) + 1}, true
}

// PyramidGain is the kinds of gain on seat's pyramid row up to its space
// (§6.2): a base resource of choice, Silver, an Offering.
func (s *State) PyramidGain(seat int) (res, silver, offering bool) { return s.pyramidGains(seat) }

func widen6(a [NumRes]int8) (o [NumRes]int) {
	for i, v := range a {
		o[i] = int(v)
	}
	return
}

func widen12(a [NumOffKinds]int8) (o [NumOffKinds]int) {
	for i, v := range a {
		o[i] = int(v)
	}
	return
}
