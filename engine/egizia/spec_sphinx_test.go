package egizia

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

// §6.3 Brian's example: second to build at the Sphinx (slot 2), at most 3
// cards whatever his Stone and Strength; blue 4, 3 Stone for 3 cards; he
// keeps one, the other two go under the deck: +2 points (A18: the Sphinx
// zone).
func TestSpec6_3BrianSphinx(t *testing.T) {
	s, r := bstate(t, 4)
	brian := 1
	s.slots[ZoneSphinx][0], s.slots[ZoneSphinx][1] = 0, int8(brian)
	s.pl[0].Stone = 1
	p := &s.pl[brian]
	p.Stone, p.Str[CrewBlue] = 6, 4
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bdraw(1, false)) // seat 0 draws card 20
	mustApply(t, s, aKeep+1)
	bwant(t, s, PhBuild, brian)
	mustApply(t, s, bcode(CrewBlue, false))
	if !has(s, bdraw(3, false)) || has(s, bdraw(4, false)) {
		t.Fatalf("Brian's draws %v, want at most 3", s.Legal(nil))
	}
	mustApply(t, s, bdraw(3, false)) // cards 19, 18, 17
	bwant(t, s, PhSphinxKeep, brian)
	if got := s.drawn[:s.drawnN]; !reflect.DeepEqual(got, []int8{19, 18, 17}) {
		t.Fatalf("drawn %v", got)
	}
	var keeps []engine.Action
	for _, a := range s.Legal(nil) {
		keeps = append(keeps, a)
	}
	if !reflect.DeepEqual(keeps, []engine.Action{aKeep, aKeep + 1, aKeep + 2, aKeep + 3}) {
		t.Fatalf("keep options %v", keeps)
	}
	mustApply(t, s, aKeep+2) // keeps 18
	if p.Sphinx != 1<<(18-1) || p.Stone != 3 || p.Score != 2 {
		t.Fatalf("hand %b stone %d score %d", p.Sphinx, p.Stone, p.Score)
	}
	// A27: under the deck in the order drawn, the drawer knowing where.
	if s.sphN != 18 || s.sphinx[0] != 17 || s.sphinx[1] != 19 || s.sphinx[2] != 1 || s.sphinx[17] != 16 {
		t.Fatalf("deck %v (%d)", s.sphinx[:s.sphN], s.sphN)
	}
	if s.knows[19-1] != 1<<brian || s.knows[17-1] != 1<<brian || s.knows[1-1] != 0 {
		t.Fatal("knows bits of the returned cards")
	}
	d := bevents[SphinxDrawn](r)
	if len(d) != 2 || !reflect.DeepEqual(d[1], SphinxDrawn{Player: brian, Paid: 3, Cards: []int{19, 18, 17}}) {
		t.Fatalf("draw events %+v", d)
	}
	k := bevents[SphinxKept](r)
	ret := bevents[SphinxReturned](r)
	if len(k) != 2 || !reflect.DeepEqual(k[1].Cards, []int{18}) || len(ret) != 1 || !reflect.DeepEqual(ret[0], SphinxReturned{Player: brian, Cards: []int{19, 17}, Points: 2}) {
		t.Fatalf("keep events %+v returned %+v", k, ret)
	}
}

// §6.3 R13: one free card when at least one is paid; it counts toward
// the slot's limit; only the paid cards cost Stone and Strength.
func TestSpec6_3SphinxR13FreeCard(t *testing.T) {
	s, _ := bstate(t, 4)
	s.slots[ZoneSphinx][2] = 0 // slot 3: limit 2
	p := &s.pl[0]
	p.Stone, p.Str[CrewGreen] = 5, 5
	giveCards(s, 0, 13)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	var got []engine.Action
	for _, a := range s.Legal(nil) {
		got = append(got, a)
	}
	if !reflect.DeepEqual(got, []engine.Action{bdraw(1, false), bdraw(1, true), bdraw(2, false)}) {
		t.Fatalf("draws %v", got)
	}
	mustApply(t, s, bdraw(1, true))
	if s.drawnN != 2 || p.Stone != 4 || s.b.cost != 1 {
		t.Fatalf("drawn %d stone %d", s.drawnN, p.Stone)
	}
}

// A12 / A11: keep none (all back, +1 each), or two with R48, which is
// then spent.
func TestA12SphinxKeepNoneOrTwoWithR48(t *testing.T) {
	s, _ := bstate(t, 3)
	s.slots[ZoneSphinx][0], s.slots[ZoneSphinx][1] = 0, 1
	for q := 0; q < 2; q++ {
		s.pl[q].Stone, s.pl[q].Str[CrewGreen] = 5, 5
	}
	giveCards(s, 1, 48)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bdraw(3, false))
	if has(s, aKeep+6) {
		t.Fatal("a pair offered without R48")
	}
	mustApply(t, s, aKeep+0)
	if s.pl[0].Sphinx != 0 || s.pl[0].Score != 3 || s.sphN != 20 {
		t.Fatalf("keep none: hand %b score %d deck %d", s.pl[0].Sphinx, s.pl[0].Score, s.sphN)
	}
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bdraw(3, false)) // 17, 16, 15 (20..18 went under)
	if !has(s, aKeep+6) || !has(s, aKeep+6+4) || has(s, aKeep+6+2) {
		t.Fatalf("pairs %v", s.Legal(nil))
	}
	mustApply(t, s, aKeep+6+1) // drawn 1 and 3: 17 and 15
	p := &s.pl[1]
	if p.Sphinx != 1<<16|1<<14 || p.Has(48) || p.Score != 1 {
		t.Fatalf("hand %b R48 %v score %d", p.Sphinx, p.Has(48), p.Score)
	}
}

// A27: no more cards than the deck holds; an empty deck means no draw,
// and the ship declines on its own.
func TestA27SphinxDrawLimitedByDeck(t *testing.T) {
	s, _ := bstate(t, 3)
	s.slots[ZoneSphinx][0], s.slots[ZoneSphinx][1] = 0, 1
	for q := 0; q < 2; q++ {
		s.pl[q].Stone, s.pl[q].Str[CrewGreen] = 5, 5
	}
	s.sphN = 2
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	if !has(s, bdraw(2, false)) || has(s, bdraw(3, false)) {
		t.Fatalf("draws %v", s.Legal(nil))
	}
	mustApply(t, s, bdraw(2, false))
	mustApply(t, s, aKeep+1)
	mustApply(t, s, bcode(CrewGreen, false)) // one card back in the deck
	mustApply(t, s, bdraw(1, false))
	mustApply(t, s, aKeep+1)
	if s.sphN != 0 {
		t.Fatalf("deck %d", s.sphN)
	}
}

// A30 / M14: after a zone's slots, a NT04 holder may build with its
// waiting ship, with the limit of the slot after the last open one (2p:
// 3); the tile is spent.
func TestA30ExtraBuilderNT04(t *testing.T) {
	s, r := bstate(t, 2)
	s.slots[ZoneSphinx][0] = 0
	s.waiting[ZoneSphinx][0], s.waitN[ZoneSphinx] = 1, 1
	for q := 0; q < 2; q++ {
		s.pl[q].Stone, s.pl[q].Str[CrewGreen] = 5, 5
	}
	s.pl[1].WaitTile = true
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bdraw(2, false))
	mustApply(t, s, aKeep+1)
	bwant(t, s, PhExtraBuild, 1)
	if got := s.Legal(nil); !reflect.DeepEqual(got, []engine.Action{aDone, aExtraTile}) {
		t.Fatalf("extra options %v", got)
	}
	mustApply(t, s, aExtraTile)
	bwant(t, s, PhBuild, 1)
	if s.b.slot != -1 || s.b.sphLimit != 3 || s.pl[1].WaitTile || s.waitN[ZoneSphinx] != 0 {
		t.Fatalf("extra build slot %d limit %d", s.b.slot, s.b.sphLimit)
	}
	mustApply(t, s, bcode(CrewGreen, false))
	if !has(s, bdraw(3, false)) || has(s, bdraw(4, false)) {
		t.Fatalf("draws %v", s.Legal(nil))
	}
	if s.pl[1].Zones&(1<<ZoneSphinx) != 0 {
		t.Fatal("zone counted before anything was drawn")
	}
	mustApply(t, s, bdraw(3, false))
	if s.pl[1].Zones&(1<<ZoneSphinx) == 0 {
		t.Fatal("zone not counted after the draw")
	}
	mustApply(t, s, aKeep+1)
	if x := bevents[ExtraBuilder](r); len(x) != 1 || x[0] != (ExtraBuilder{Player: 1, Zone: ZoneSphinx}) {
		t.Fatalf("extra events %v", x)
	}
}

// A30 with G8 (once a game), asked in player order after the slots; a
// seat may wait for a later zone; a waiting ship that was not promoted
// does not build without it.
func TestA30ExtraBuilderG8(t *testing.T) {
	s, _ := bstate(t, 3)
	s.order = [MaxPlayers]int8{2, 1, 0}
	s.slots[ZoneObelisk] = [3]int8{empty, 0, neutral}
	s.waiting[ZoneObelisk][0], s.waitN[ZoneObelisk] = 2, 1
	s.waiting[ZonePyramid][0], s.waitN[ZonePyramid] = 2, 1
	s.slots[ZonePyramid][0] = 1
	for q := 0; q < 3; q++ {
		s.pl[q].Stone, s.pl[q].Str[CrewGreen], s.pl[q].Str[CrewBlue] = 9, 3, 3
	}
	giveBonus(s, 2, G8)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemColonnade))
	mustApply(t, s, aDone)
	bwant(t, s, PhExtraBuild, 2)
	mustApply(t, s, aDone) // not now
	bwant(t, s, PhBuild, 1)
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemPyramid))
	mustApply(t, s, aDone)
	bwant(t, s, PhExtraBuild, 2)
	mustApply(t, s, aExtraG8)
	mustApply(t, s, bcode(CrewBlue, false))
	mustApply(t, s, bitem(itemPyramid))
	if s.pl[2].BonusUsed&(1<<G8) == 0 || s.pyramid[0][1] != 2 {
		t.Fatal("G8 build")
	}
}

// A30: the extra build is offered only while a build is possible: after
// R53 sold the Stone it needed, only "not now" is left, and the tile stays.
func TestA30ExtraOfferNeedsABuild(t *testing.T) {
	s, r := bstate(t, 2)
	s.slots[ZoneObelisk][0] = 0
	s.waiting[ZoneObelisk][0], s.waitN[ZoneObelisk] = 1, 1
	s.pl[0].Stone = 1
	s.pl[1].Stone = 2
	s.pl[1].WaitTile = true
	giveCards(s, 1, 53)
	s.startBuildStep()
	mustApply(t, s, bcode(CrewGreen, false))
	mustApply(t, s, bitem(itemObelisk))
	mustApply(t, s, aMarket+MktStone)
	bwant(t, s, PhExtraBuild, 1)
	if !has(s, aExtraTile) {
		t.Fatal("NT04 not offered")
	}
	mustApply(t, s, aSell+1) // sells 2 Stone
	bRefuse(t, s, aExtraTile)
	mustApply(t, s, aDone)
	if x := bevents[ExtraBuilder](r); len(x) != 0 {
		t.Fatalf("extra builds %v", x)
	}
}
