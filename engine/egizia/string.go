package egizia

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"nilegames/engine"
)

// Stable codes used in action strings and the text picture.
var (
	crewCodes   = [NumCrews]string{"violet", "green", "blue", "yellow"}
	marketCodes = [NumMarkets]string{"wheat", "stone"}
	floodCodes  = [NumFlood]string{"top", "middle", "bottom"}
)

// CrewCode is the stable code of crew c ("violet", "green", "blue", "yellow").
func CrewCode(c int) string {
	if c >= 0 && c < NumCrews {
		return crewCodes[c]
	}
	return "crew?"
}

// SpaceCode names river index i (1..20): "C3", "T2", "Z1".
func SpaceCode(i int) string {
	if i < 1 || i > NumRiver {
		return "#" + strconv.Itoa(i)
	}
	sp := River[i-1]
	return [3]string{"C", "T", "Z"}[sp.Kind] + strconv.Itoa(int(sp.N)+1)
}

// itemCode names a build item: "obelisk", "colonnade", "pyramid2" (row
// 1-based), "statue1".
func itemCode(it int) string {
	switch {
	case it == itemObelisk:
		return "obelisk"
	case it == itemColonnade:
		return "colonnade"
	case it >= itemPyramid && it < itemStatue:
		return "pyramid" + strconv.Itoa(it-itemPyramid+1)
	case it >= itemStatue && it < numItems:
		return "statue" + strconv.Itoa(it-itemStatue+1)
	}
	return "item?" + strconv.Itoa(it)
}

// buildCode names a crews code: "blue+leader", "green+blue".
func buildCode(code int) string {
	crews, _ := BuildCrews(code)
	var parts []string
	for c := CrewGreen; c < NumCrews; c++ {
		if crews&(1<<uint(c)) != 0 {
			parts = append(parts, crewCodes[c])
		}
	}
	if crews&(1<<CrewViolet) != 0 {
		parts = append(parts, "leader")
	}
	return strings.Join(parts, "+")
}

func slotCode(x int) string { return fmt.Sprintf("Z%d.%d", x/SlotsPerZone+1, x%SlotsPerZone+1) }

// ActionString is stable and not localized; saves use it.
func (s *State) ActionString(a engine.Action) string {
	x := int(a)
	switch {
	case in(a, aKeepSetup, SetupSphinxDeal):
		return fmt.Sprintf("setup:keep%d", x-aKeepSetup+1)
	case a == aPass:
		return "pass"
	case a == aDone:
		return "done"
	case a == aDecline:
		return "decline"
	case a == aFeed:
		return "feed"
	case a == aGleanPoint:
		return "glean:point"
	case a == aR34:
		return "r34"
	case a == aG7:
		return "g7"
	case in(a, aPlace, NumRiver):
		return "place:" + SpaceCode(x-aPlace+1)
	case in(a, aSlot, NumZones*SlotsPerZone):
		return "slot:" + slotCode(x-aSlot)
	case in(a, aWait, NumZones):
		return fmt.Sprintf("wait:Z%d", x-aWait+1)
	case in(a, aPlaceUp, NumRiver):
		return "g9:place:" + SpaceCode(x-aPlaceUp+1)
	case in(a, aSlotUp, NumZones*SlotsPerZone):
		return "g9:slot:" + slotCode(x-aSlotUp)
	case in(a, aWaitUp, NumZones):
		return fmt.Sprintf("g9:wait:Z%d", x-aWaitUp+1)
	case in(a, aPlaceOcc, NumRoundSp):
		return fmt.Sprintf("g10:T%d", x-aPlaceOcc+1)
	case in(a, aCrew, NumCrews):
		return "crew:" + crewCodes[x-aCrew]
	case in(a, aFlood, NumFlood):
		return "flood:" + floodCodes[x-aFlood]
	case in(a, aMarket, NumMarkets):
		return "market:" + marketCodes[x-aMarket]
	case in(a, aFree, numItems):
		return "free:" + itemCode(x-aFree)
	case in(a, aGlean, NumCardSp):
		return fmt.Sprintf("glean:C%d", x-aGlean+1)
	case in(a, aR28, NumCrews):
		return "r28:" + crewCodes[x-aR28]
	case in(a, aMill, StoneCap):
		return fmt.Sprintf("mill:%d", x-aMill+1)
	case in(a, aUse, 2*NumNileCards):
		return useCode(x - aUse)
	case in(a, aSell, StoneSaleMax):
		return fmt.Sprintf("sell:%d", x-aSell+1)
	case in(a, aAttach, 2*64):
		y := x - aAttach
		k, f := y/64, y%64
		field := "start"
		if f > 0 {
			field = "R" + strconv.Itoa(f)
		}
		return fmt.Sprintf("attach:%s>%s", [2]string{"R24", "R42"}[k], field)
	case in(a, aR14, NumCrews):
		return "r14:" + crewCodes[x-aR14]
	case in(a, aR29, numR29):
		return "r29:" + r29Code(x-aR29)
	case in(a, aBuild, numBuildCrews):
		return "build:" + buildCode(x-aBuild)
	case in(a, aItem, numItems):
		return "item:" + itemCode(x-aItem)
	case in(a, aSphinx, 2*SphinxLimit0):
		y := x - aSphinx
		str := fmt.Sprintf("sphinx:%d", y/2+1)
		if y%2 == 1 {
			str += "+free"
		}
		return str
	case in(a, aKeep, numKeep):
		return "keep:" + keepCode(x-aKeep)
	case a == aExtraTile:
		return "extra:tile"
	case a == aExtraG8:
		return "extra:g8"
	}
	return "action:" + strconv.Itoa(x)
}

// useCode names an Anytime card use: "use:R21", "use:R39:wheat",
// "use:R39:stone", "use:R56:stone", "use:R56:strength".
func useCode(y int) string {
	id, mode := y/2+1, y%2
	str := "use:R" + strconv.Itoa(id)
	switch NileCards[id-1].Power {
	case PwProvisions:
		return str + [2]string{":wheat", ":stone"}[mode]
	case PwVersatility:
		return str + [2]string{":stone", ":strength"}[mode]
	}
	if mode == 1 {
		str += ":1"
	}
	return str
}

// r29Code: "green+1", "green+2", "violet+green".
func r29Code(o int) string {
	switch {
	case o < NumCrews:
		return crewCodes[o] + "+1"
	case o < 2*NumCrews:
		return crewCodes[o-NumCrews] + "+2"
	}
	p := r29Pairs[o-2*NumCrews]
	return crewCodes[p[0]] + "+" + crewCodes[p[1]]
}

// keepCode: "none", "2" (the 2nd card drawn), "1+3" (with R48).
func keepCode(k int) string {
	switch {
	case k == 0:
		return "none"
	case k <= SphinxLimit0:
		return strconv.Itoa(k)
	}
	p := keepPairs[k-SphinxLimit0-1]
	return fmt.Sprintf("%d+%d", p[0]+1, p[1]+1)
}

// String is a plain-text picture of the whole state (hidden cards
// included) for golden tests and debugging.
func (s *State) String() string { return s.render(-1) }

// PublicString is what viewer may see: the others' Sphinx hands and setup
// pairs, the Sphinx cards another seat drew and the deck orders are shown
// only as counts; the deck places the viewer knows (A27) are shown.
func (s *State) PublicString(viewer int) string { return s.render(viewer) }

func (s *State) render(viewer int) string {
	var b strings.Builder
	all := viewer < 0
	fmt.Fprintf(&b, "players=%d round=%d step=%d phase=%s actor=%d turn=%d order=%v window=%d extra=%d cont=%d arrival=%d\n",
		s.n, s.round, s.step, s.phase, s.actor, s.turn, s.order[:s.n], s.window, s.extra, s.cont, s.arrival)
	fmt.Fprintf(&b, "flood=%s gold=G%d violet=G%d statues=%v\n", floodCodes[s.flood], s.gold, s.violet, s.statue[:s.numStatues()])
	fmt.Fprintf(&b, "cards=%v tiles=%v occ=%v\n", s.card, s.tile, s.occ)
	fmt.Fprintf(&b, "ships=%v\n", s.ship)
	for z := 0; z < NumZones; z++ {
		fmt.Fprintf(&b, "Z%d slots=%v waiting=%v\n", z+1, s.slots[z], s.waiting[z][:s.waitN[z]])
	}
	fmt.Fprintf(&b, "obelisk=%v n=%d colDone=%d\n", s.obelisk, s.obeN, s.colDone)
	for r := 0; r < s.pyrRows(); r++ {
		fmt.Fprintf(&b, "pyramid%d=%v winner=%d\n", r+1, s.pyramid[r], s.rowWinner[r])
	}
	fmt.Fprintf(&b, "nile decks=%v sphinx deck=%d\n", s.nileN, s.sphN)
	if all {
		for d := 0; d < NumDecks; d++ {
			fmt.Fprintf(&b, "nile%d=%v\n", d, s.nile[d][:s.nileN[d]])
		}
		fmt.Fprintf(&b, "sphinx=%v knows=%v setupDisc=%v drawn=%v\n", s.sphinx[:s.sphN], s.knows, s.setupDisc[:s.n], s.sphDrawn)
	} else {
		vb := uint8(1) << uint(viewer)
		fmt.Fprintf(&b, "known places:")
		for i := 0; i < int(s.sphN); i++ {
			if id := s.sphinx[i]; s.knows[id-1]&vb != 0 {
				fmt.Fprintf(&b, " %d:X%d", i, id)
			}
		}
		fmt.Fprintf(&b, " my discard=X%d drawn=%v\n", s.setupDisc[viewer], s.sphDrawn)
	}
	for q := 0; q < int(s.n); q++ {
		p := &s.pl[q]
		fmt.Fprintf(&b, "P%d score=%d arr=%d stone=%d mkt=%v str=%v used=%b cards=%x attach=%v g4=%v col=%d rank=%d statue=%v/%v bonus=%b bused=%b perm=%b rows=%b tile=%d ships=%d low=%d passed=%v zones=%b obe=%v wait=%v",
			q, p.Score, p.Arrival, p.Stone, p.Mkt, p.Str, p.Used, p.Cards, p.Attach, p.StartG4, p.Col, p.ColRank,
			p.Statue, p.StatueRound, p.Bonus, p.BonusUsed, p.PermUsed, p.RowMaj, p.OrderTile, p.Ships, p.Low,
			p.Passed, p.Zones, p.ObeBonus, p.WaitTile)
		if all || q == viewer {
			fmt.Fprintf(&b, " sphinx=%x pair=%v", p.Sphinx, s.setupPair[q])
		} else {
			fmt.Fprintf(&b, " sphinx=%d pair=%v", bits.OnesCount64(p.Sphinx), s.setupPair[q][0] != 0)
		}
		fmt.Fprintf(&b, " final=%v\n", s.final[q])
	}
	fmt.Fprintf(&b, "tasks=%v build=%+v bzone=%d bslot=%d xAsk=%d keepMax=%d feed=%d/%v\n",
		s.tasks[:s.taskN], s.b, s.bzone, s.bslot, s.xAsk, s.keepMax, s.feedExtra, s.milled)
	if all || int(s.b.seat) == viewer {
		fmt.Fprintf(&b, "drawn=%v\n", s.drawn[:s.drawnN])
	} else {
		fmt.Fprintf(&b, "drawn=%d\n", s.drawnN)
	}
	return b.String()
}
