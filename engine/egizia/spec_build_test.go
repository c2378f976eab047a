package egizia

import (
	"errors"
	"reflect"
	"testing"

	"nilegames/engine"
)

// BUILD's helpers: a match brought to the start of round 1's Build step by
// hand (no ships anywhere, the Sphinx deck 1..20 with id 20 on top), each
// test putting its own ships, Stone and Strength.

type brec struct{ ev []engine.Event }

func (r *brec) Record(e engine.Event) { r.ev = append(r.ev, e) }

// bstate is an n-player match right after the setup, emptied for a Build
// step scenario.
func bstate(t *testing.T, n int) (*State, *brec) {
	t.Helper()
	s := setupDone(t, n, 7)
	for i := range s.ship {
		s.ship[i] = empty
	}
	for z := range s.slots {
		for j := 0; j < OpenSlots(n); j++ {
			s.slots[z][j] = empty
		}
		for i := range s.waiting[z] {
			s.waiting[z][i] = empty
		}
		s.waitN[z] = 0
	}
	for q := range s.pl[:n] {
		p := &s.pl[q]
		p.Stone, p.Str, p.Sphinx, p.Cards = 0, StartStr, 0, 0
		p.Score, p.Bonus = 0, 0
	}
	for i := range s.sphinx {
		s.sphinx[i] = 0
	}
	for i := 0; i < 20; i++ {
		s.sphinx[i] = int8(i + 1)
	}
	s.sphN = 20
	s.knows = [NumSphinx]uint8{}
	s.step = StepBuild
	s.gold, s.violet = G2, G7
	if n == 2 {
		s.gold = G6
	}
	r := &brec{}
	s.SetRecorder(r)
	return s, r
}

// events of type T recorded so far.
func bevents[T engine.Event](r *brec) []T {
	var out []T
	for _, e := range r.ev {
		if x, ok := e.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

// crew code helpers.
func bcode(crew int, leader bool) engine.Action {
	c := aBuild + (crew-1)*2
	if leader {
		c++
	}
	return engine.Action(c)
}

func bitem(it int) engine.Action { return engine.Action(aItem + it) }

func bdraw(n int, free bool) engine.Action {
	a := aSphinx + (n-1)*2
	if free {
		a++
	}
	return engine.Action(a)
}

// mustRefuse checks that a is illegal and changes nothing.
func bRefuse(t *testing.T, s *State, a engine.Action) {
	t.Helper()
	before := s.String()
	if has(s, a) {
		t.Fatalf("%s listed as legal", s.ActionString(a))
	}
	err := s.Apply(a)
	if err == nil || !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%s: got %v, want an illegal-action error", s.ActionString(a), err)
	}
	if s.String() != before {
		t.Fatalf("%s refused but the state changed", s.ActionString(a))
	}
}

func bwant(t *testing.T, s *State, ph Phase, actor int) {
	t.Helper()
	if s.phase != ph || int(s.actor) != actor {
		t.Fatalf("phase %s actor %d, want %s actor %d", s.phase, s.actor, ph, actor)
	}
}

// §4.5 / A6 / A26: a decline removes the ship, the later ships move one
// slot nearer, the first waiting ship takes the last open slot and builds
// last with that slot's Sphinx limit; the next ship is processed next.
func TestSpec4_5DeclineShiftsAndPromotesWaiting(t *testing.T) {
	s, r := bstate(t, 4)
	s.slots[ZoneSphinx] = [3]int8{0, 1, 2}
	s.waiting[ZoneSphinx][0], s.waitN[ZoneSphinx] = 3, 1
	for q := 0; q < 4; q++ {
		s.pl[q].Stone, s.pl[q].Str[CrewGreen] = 5, 5
	}
	s.startBuildStep()
	bwant(t, s, PhBuild, 0)
	if s.b.sphLimit != 5 {
		t.Fatalf("slot 1 limit %d", s.b.sphLimit)
	}
	mustApply(t, s, aDecline)
	if got := s.slots[ZoneSphinx]; got != [3]int8{1, 2, 3} || s.waitN[ZoneSphinx] != 0 {
		t.Fatalf("slots after the decline %v, waiting %d", got, s.waitN[ZoneSphinx])
	}
	bwant(t, s, PhBuild, 1) // the ship now in slot 1 goes next
	if s.b.sphLimit != 5 {
		t.Fatalf("seat 1 shifted into slot 1 has limit %d, want 5 (A26)", s.b.sphLimit)
	}
	sh := bevents[ShipShifted](r)
	if len(sh) != 2 || sh[0] != (ShipShifted{Player: 1, Zone: 2, From: 1, To: 0}) || sh[1] != (ShipShifted{Player: 2, Zone: 2, From: 2, To: 1}) {
		t.Fatalf("shift events %v", sh)
	}
	if w := bevents[WaitingPromoted](r); len(w) != 1 || w[0] != (WaitingPromoted{Player: 3, Zone: 2, Slot: 2}) {
		t.Fatalf("promotion events %v", w)
	}
	if d := bevents[ShipDeclined](r); len(d) != 1 || d[0].Player != 0 || d[0].Auto {
		t.Fatalf("decline events %v", d)
	}
	// Seats 1 and 2 draw one card each; the promoted seat 3 then has
	// slot 3's limit of 2 (A6).
	for _, q := range []int{1, 2} {
		bwant(t, s, PhBuild, q)
		mustApply(t, s, bcode(CrewGreen, false))
		mustApply(t, s, bdraw(1, false))
		mustApply(t, s, aKeep+1)
	}
	bwant(t, s, PhBuild, 3)
	mustApply(t, s, bcode(CrewGreen, false))
	if !has(s, bdraw(2, false)) || has(s, bdraw(3, false)) {
		t.Fatalf("promoted ship's draws %v, want at most 2 cards", s.Legal(nil))
	}
	if s.pl[0].Zones != 0 {
		t.Fatal("the decliner counts the zone (A22)")
	}
	if s.pl[1].Zones != 1<<ZoneSphinx {
		t.Fatal("a drawer does not count the zone")
	}
}

// §4.5: a ship whose owner can build nothing (no Stone, nothing usable)
// declines on its own, and the next ship shifts in.
func TestSpec4_5AutoDeclineWhenNothingPossible(t *testing.T) {
	s, r := bstate(t, 3)
	s.slots[ZoneObelisk][0], s.slots[ZoneObelisk][1] = 0, 1
	s.pl[0].Stone = 0
	s.pl[1].Stone = 3
	s.startBuildStep()
	bwant(t, s, PhBuild, 1)
	d := bevents[ShipDeclined](r)
	if len(d) != 1 || d[0] != (ShipDeclined{Player: 0, Zone: 0, Slot: 0, Auto: true}) {
		t.Fatalf("auto decline events %v", d)
	}
	if s.slots[ZoneObelisk][0] != 1 || s.b.slot != 0 {
		t.Fatalf("seat 1 not shifted into slot 1: %v", s.slots[ZoneObelisk])
	}
	if !has(s, aDecline) {
		t.Fatal("declining is always possible")
	}
}

// A stone card (an Anytime decision) keeps a ship without Stone from
// declining on its own: R44 gives the Stone, then a build is possible.
func TestSpec4_5AnytimeKeepsTheDecision(t *testing.T) {
	s, _ := bstate(t, 3)
	s.slots[ZoneObelisk][0] = 0
	giveCards(s, 0, 44)
	s.startBuildStep()
	bwant(t, s, PhBuild, 0)
	if has(s, bcode(CrewGreen, false)) {
		t.Fatal("a build listed without Stone")
	}
	mustApply(t, s, engine.Action(aUse+(44-1)*2))
	if !has(s, bcode(CrewGreen, false)) {
		t.Fatal("no build after R44's Stone")
	}
}

// §6.2: one basic crew (two with G6), the Leader only with a basic crew;
// used crews are gone; only codes allowing an item (boosts counted).
func TestSpec6_2CrewCodes(t *testing.T) {
	s, _ := bstate(t, 3)
	s.slots[ZoneObelisk][0] = 0
	p := &s.pl[0]
	p.Stone = 10
	p.Str = [NumCrews]int8{2, 1, 4, 3}
	p.Used = 1 << CrewYellow
	s.obeN = 3 // next floor costs 3
	for i := 0; i < 3; i++ {
		s.obelisk[i] = 1
	}
	p.Col = 4 // next column costs 3
	s.startBuildStep()
	bwant(t, s, PhBuild, 0)
	var got []string
	for _, a := range s.Legal(nil) {
		got = append(got, s.ActionString(a))
	}
	want := []string{"decline", "build:green+leader", "build:blue", "build:blue+leader"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	// With R21 (+3) green alone reaches 4 ≥ 3.
	giveCards(s, 0, 21)
	if !has(s, bcode(CrewGreen, false)) {
		t.Fatal("green + a boost can build")
	}
	// G6: two basic crews once a round.
	giveBonus(s, 0, G6)
	p.Used = 0
	if !has(s, aBuild+6) || !has(s, aBuild+11) {
		t.Fatalf("G6 codes missing: %v", s.Legal(nil))
	}
	mustApply(t, s, aBuild+6+2*2+1) // blue+yellow+leader
	if s.b.capacity != 4+3+2 || p.Used != 1<<CrewBlue|1<<CrewYellow|1<<CrewViolet || p.BonusUsed&(1<<G6) == 0 {
		t.Fatalf("G6 build capacity %d used %b", s.b.capacity, p.Used)
	}
}

// Illegal actions in each build phase are refused and change nothing.
func TestSpec6_2IllegalActionsChangeNothing(t *testing.T) {
	s, _ := bstate(t, 4)
	s.slots[ZoneObelisk][0] = 0
	s.slots[ZoneSphinx][0] = 0
	s.pl[0].Stone, s.pl[0].Str[CrewGreen], s.pl[0].Str[CrewBlue] = 9, 2, 3
	s.startBuildStep()
	bRefuse(t, s, aDone)
	bRefuse(t, s, bitem(itemObelisk))
	bRefuse(t, s, bcode(CrewGreen, false)-1) // below the range
	bRefuse(t, s, aBuild+6)                  // G6 not held
	mustApply(t, s, bcode(CrewGreen, false))
	bRefuse(t, s, aDone) // no item yet
	bRefuse(t, s, aDecline)
	bRefuse(t, s, bitem(itemPyramid))       // another zone's item
	bRefuse(t, s, bitem(itemStatue))        // another zone's item
	bRefuse(t, s, bdraw(1, false))          // not the Sphinx
	bRefuse(t, s, engine.Action(aUse+20*2)) // R21 not held
	mustApply(t, s, bitem(itemObelisk))     // floor 1 costs 1
	bRefuse(t, s, bitem(itemObelisk))       // floor 2 costs 2 > 1 left
	mustApply(t, s, bitem(itemColonnade))   // 1: the build ends by itself
	if s.phase != PhMarket {
		t.Fatalf("phase %s, want the obelisk bonus choice", s.phase)
	}
	mustApply(t, s, aMarket+MktStone)
	bwant(t, s, PhBuild, 0)
	mustApply(t, s, bcode(CrewBlue, false))
	bRefuse(t, s, bdraw(4, false)) // 3 Strength
	bRefuse(t, s, bdraw(1, true))  // no R13
	mustApply(t, s, bdraw(2, false))
	bRefuse(t, s, aKeep+3) // only 2 drawn
	bRefuse(t, s, aKeep+6) // a pair needs R48
	bRefuse(t, s, aDone)
}

// §6.2 / A17: boosts stack on one build, the Sphinx included; the cards
// go to the box; a boost is offered only while it could help.
func TestSpec6_2BoostsStack(t *testing.T) {
	s, r := bstate(t, 4)
	s.slots[ZoneSphinx][0] = 0
	p := &s.pl[0]
	p.Stone = 5
	giveCards(s, 0, 21, 56)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewBlue, false)) // Strength 1
	r21, r56 := engine.Action(aUse+20*2), engine.Action(aUse+55*2+1)
	if !has(s, r21) || !has(s, r56) || has(s, bdraw(2, false)) {
		t.Fatalf("legal %v", s.Legal(nil))
	}
	mustApply(t, s, r21)
	mustApply(t, s, r56)
	if s.b.capacity != 1+3+4 || p.Has(21) || p.Has(56) {
		t.Fatalf("capacity %d, cards %b", s.b.capacity, p.Cards)
	}
	if !has(s, bdraw(5, false)) {
		t.Fatal("5 cards not drawable with 8 Strength and 5 Stone")
	}
	if b := bevents[BoostPlayed](r); len(b) != 2 || b[1] != (BoostPlayed{Player: 0, Card: 56, Strength: 4, Capacity: 8}) {
		t.Fatalf("boost events %v", b)
	}
	// No further boost is useful once the Stone is the limit.
	s2, _ := bstate(t, 4)
	s2.slots[ZoneObelisk][0] = 0
	s2.pl[0].Stone, s2.pl[0].Str[CrewGreen] = 1, 5
	giveCards(s2, 0, 21)
	s2.startBuildStep()
	mustApply(t, s2, bcode(CrewGreen, false))
	if has(s2, r21) {
		t.Fatal("a boost offered though the Stone limits the build")
	}
}

// §6.3 Lucie's example: obelisk floors 1 and 2 and colonnade columns 1, 1,
// 2 cost 7; yellow 5 + Leader 3 = 8, the surplus 1 lost; 7 Stone paid, 7
// points; one market of her choice (lower section); column 3's gold tile.
func TestSpec6_3LucieObeliskColonnade(t *testing.T) {
	s, r := bstate(t, 3)
	lucie := 1
	s.slots[ZoneObelisk][0] = int8(lucie)
	p := &s.pl[lucie]
	p.Stone = 9
	p.Str[CrewYellow], p.Str[CrewViolet] = 5, 3
	s.startBuildStep()
	bwant(t, s, PhBuild, lucie)
	mustApply(t, s, bcode(CrewYellow, true))
	for _, it := range []int{itemObelisk, itemObelisk, itemColonnade, itemColonnade} {
		mustApply(t, s, bitem(it))
	}
	if s.phase != PhBuildItems {
		t.Fatal("the build ended early")
	}
	mustApply(t, s, bitem(itemColonnade)) // 7 spent, 1 Strength left: nothing fits
	if p.Score != 7 || p.Stone != 2 || p.Col != 3 || s.obeN != 2 || s.obelisk[0] != int8(lucie) || s.obelisk[1] != int8(lucie) {
		t.Fatalf("score %d stone %d col %d obelisk %d", p.Score, p.Stone, p.Col, s.obeN)
	}
	if !p.HasBonus(G2) {
		t.Fatal("column 3's gold tile not gained")
	}
	if p.Used != 1<<CrewYellow|1<<CrewViolet {
		t.Fatalf("crews used %b", p.Used)
	}
	bwant(t, s, PhMarket, lucie)
	mustApply(t, s, aMarket+MktWheat)
	if p.Mkt[MktWheat] != 2 || p.Mkt[MktStone] != 1 {
		t.Fatalf("markets %v", p.Mkt)
	}
	if o := bevents[ObeliskBonus](r); len(o) != 1 || o[0] != (ObeliskBonus{Player: lucie, Choice: true}) {
		t.Fatalf("obelisk bonus events %v", o)
	}
	bricks := bevents[BrickPlaced](r)
	want := []BrickPlaced{
		{Player: lucie, Monument: MonObelisk, Space: 0, Cost: 1, Points: 1},
		{Player: lucie, Monument: MonObelisk, Space: 1, Cost: 2, Points: 2},
		{Player: lucie, Monument: MonColonnade, Space: 0, Cost: 1, Points: 1},
		{Player: lucie, Monument: MonColonnade, Space: 1, Cost: 1, Points: 1},
		{Player: lucie, Monument: MonColonnade, Space: 2, Cost: 2, Points: 2},
	}
	if !reflect.DeepEqual(bricks, want) {
		t.Fatalf("bricks %+v", bricks)
	}
	if g := bevents[BonusTileGained](r); len(g) != 1 || g[0] != (BonusTileGained{Player: lucie, Tile: G2, Column: 3}) {
		t.Fatalf("tile events %v", g)
	}
	if s.step == StepBuild {
		t.Fatal("the Build step did not end")
	}
}

// §4.5 through a real round: the first seat places in Z1 and Z3, everyone
// else passes; after Produce and Feed it builds an obelisk floor (1 point,
// a market of its choice) and draws a Sphinx card it keeps; two zones
// built give +2 at the end of the round (§4.6, A22).
func TestSpec4_5BuildStepInARealRound(t *testing.T) {
	s := setupDone(t, 3, 11)
	me := int(s.order[0])
	placed := 0
	playUntil(t, s, func(s *State) bool { return s.phase == PhBuild }, func(s *State, l []engine.Action) engine.Action {
		if s.phase == PhPlace && int(s.actor) == me && placed < 2 {
			placed++
			if placed == 1 {
				return aSlot + 0
			}
			return aSlot + ZoneSphinx*SlotsPerZone
		}
		return quiet(s, l)
	})
	bwant(t, s, PhBuild, me)
	if s.bzone != ZoneObelisk {
		t.Fatalf("zone %d", s.bzone)
	}
	stone := s.pl[me].Stone
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemObelisk)) // Strength 1: the build ends
	bwant(t, s, PhMarket, me)
	mustApply(t, s, aMarket+MktWheat)
	bwant(t, s, PhBuild, me) // Z2 has no ship: on to the Sphinx
	if s.bzone != ZoneSphinx {
		t.Fatalf("zone %d", s.bzone)
	}
	mustApply(t, s, bcode(CrewBlue, false))
	mustApply(t, s, bdraw(1, false))
	mustApply(t, s, aKeep+1)
	p := &s.pl[me]
	if s.round != 2 || p.Stone != stone-2 || p.Mkt[MktWheat] != 2 || p.Score != 1+2 || bits1(p.Sphinx) != 2 {
		t.Fatalf("round %d stone %d (was %d) wheat %d score %d sphinx %b", s.round, p.Stone, stone, p.Mkt[MktWheat], p.Score, p.Sphinx)
	}
}

func bits1(m uint64) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
