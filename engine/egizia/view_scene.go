package egizia

import "nilegames/engine"

// Read-only decoding of the actions for the scene's picker: the action
// encoding itself stays private (actions.go).

// ActKind is the kind of a decoded action.
type ActKind int

// Action kinds (DecodeAction).
const (
	ActNone       ActKind = iota
	ActKeepSetup          // I: the setup card kept (0/1)
	ActPass               // pass in Place ships
	ActDone               // close a window, end the build's items, decline an option
	ActDecline            // decline the build of the ship at hand
	ActFeed               // confirm the feeding
	ActGleanPoint         // R27: 1 point
	ActR34                // R34 Double stop
	ActG7                 // G7: a second ship
	ActPlace              // I: river index 1..20
	ActSlot               // I: zone, J: slot
	ActWait               // I: zone
	ActPlaceOcc           // I: round space (G10)
	ActCrew               // I: crew
	ActFlood              // I: flood position
	ActMarket             // I: market
	ActFree               // I: item (the free brick)
	ActGlean              // I: card space
	ActR28                // I: crew
	ActMill               // I: n Stone milled
	ActUse                // I: card id, J: mode
	ActSell               // I: n Stone sold
	ActAttach             // I: Irrigation k (0 R24, 1 R42), J: field card id (0 the starting field)
	ActR14                // I: crew
	ActR29                // I: option (R29Option)
	ActBuild              // I: crews code (BuildCrews)
	ActItem               // I: item
	ActSphinx             // I: cards paid, J: 1 with the free R13 card
	ActKeep               // I: keep code (KeepCode)
	ActExtraTile          // NT04
	ActExtraG8            // G8
)

// Items of a build (ActItem, ActFree).
const (
	ItemObelisk   = itemObelisk
	ItemColonnade = itemColonnade
	ItemPyramid   = itemPyramid // + row
	ItemStatue    = itemStatue  // + statue
	NumItems      = numItems
)

// Act is a decoded action.
type Act struct {
	Kind ActKind
	I, J int
	Up   bool // G9: upstream of the own lowest ship
}

// DecodeAction decodes a.
func DecodeAction(a engine.Action) Act {
	x := int(a)
	switch {
	case in(a, aKeepSetup, SetupSphinxDeal):
		return Act{Kind: ActKeepSetup, I: x - aKeepSetup}
	case a == aPass:
		return Act{Kind: ActPass}
	case a == aDone:
		return Act{Kind: ActDone}
	case a == aDecline:
		return Act{Kind: ActDecline}
	case a == aFeed:
		return Act{Kind: ActFeed}
	case a == aGleanPoint:
		return Act{Kind: ActGleanPoint}
	case a == aR34:
		return Act{Kind: ActR34}
	case a == aG7:
		return Act{Kind: ActG7}
	case in(a, aPlace, NumRiver):
		return Act{Kind: ActPlace, I: x - aPlace + 1}
	case in(a, aSlot, NumZones*SlotsPerZone):
		y := x - aSlot
		return Act{Kind: ActSlot, I: y / SlotsPerZone, J: y % SlotsPerZone}
	case in(a, aWait, NumZones):
		return Act{Kind: ActWait, I: x - aWait}
	case in(a, aPlaceUp, NumRiver):
		return Act{Kind: ActPlace, I: x - aPlaceUp + 1, Up: true}
	case in(a, aSlotUp, NumZones*SlotsPerZone):
		y := x - aSlotUp
		return Act{Kind: ActSlot, I: y / SlotsPerZone, J: y % SlotsPerZone, Up: true}
	case in(a, aWaitUp, NumZones):
		return Act{Kind: ActWait, I: x - aWaitUp, Up: true}
	case in(a, aPlaceOcc, NumRoundSp):
		return Act{Kind: ActPlaceOcc, I: x - aPlaceOcc}
	case in(a, aCrew, NumCrews):
		return Act{Kind: ActCrew, I: x - aCrew}
	case in(a, aFlood, NumFlood):
		return Act{Kind: ActFlood, I: x - aFlood}
	case in(a, aMarket, NumMarkets):
		return Act{Kind: ActMarket, I: x - aMarket}
	case in(a, aFree, numItems):
		return Act{Kind: ActFree, I: x - aFree}
	case in(a, aGlean, NumCardSp):
		return Act{Kind: ActGlean, I: x - aGlean}
	case in(a, aR28, NumCrews):
		return Act{Kind: ActR28, I: x - aR28}
	case in(a, aMill, StoneCap):
		return Act{Kind: ActMill, I: x - aMill + 1}
	case in(a, aUse, 2*NumNileCards):
		y := x - aUse
		return Act{Kind: ActUse, I: y/2 + 1, J: y % 2}
	case in(a, aSell, StoneSaleMax):
		return Act{Kind: ActSell, I: x - aSell + 1}
	case in(a, aAttach, 2*64):
		y := x - aAttach
		return Act{Kind: ActAttach, I: y / 64, J: y % 64}
	case in(a, aR14, NumCrews):
		return Act{Kind: ActR14, I: x - aR14}
	case in(a, aR29, numR29):
		return Act{Kind: ActR29, I: x - aR29}
	case in(a, aBuild, numBuildCrews):
		return Act{Kind: ActBuild, I: x - aBuild}
	case in(a, aItem, numItems):
		return Act{Kind: ActItem, I: x - aItem}
	case in(a, aSphinx, 2*SphinxLimit0):
		y := x - aSphinx
		return Act{Kind: ActSphinx, I: y/2 + 1, J: y % 2}
	case in(a, aKeep, numKeep):
		return Act{Kind: ActKeep, I: x - aKeep}
	case a == aExtraTile:
		return Act{Kind: ActExtraTile}
	case a == aExtraG8:
		return Act{Kind: ActExtraG8}
	}
	return Act{}
}

// R29Option is R29's option o: the crews raised, each by n, for stone.
func R29Option(o int) (crews []int, n, stone int) {
	switch {
	case o < 0 || o >= numR29:
		return nil, 0, 0
	case o < NumCrews:
		return []int{o}, 1, 2
	case o < 2*NumCrews:
		return []int{o - NumCrews}, 2, 4
	}
	p := r29Pairs[o-2*NumCrews]
	return []int{int(p[0]), int(p[1])}, 1, 4
}

// KeepCode is keep code k's drawn cards kept (indices into Drawn).
func KeepCode(k int) []int {
	switch {
	case k <= 0 || k >= numKeep:
		return nil
	case k <= SphinxLimit0:
		return []int{k - 1}
	}
	p := keepPairs[k-SphinxLimit0-1]
	return []int{int(p[0]), int(p[1])}
}
