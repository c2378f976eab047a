package egizia

import "nilegames/engine"

// Action encoding: each decision is a small integer in a range of its own,
// so that a phase's legal actions come out sorted. A move of the spec made
// of several choices (§11.3: Build(zone, crews, leader, boosts, items)) is
// several actions by the same player.
const (
	aKeepSetup  = 0   // + i (0..1): the setup Sphinx card kept (§3.1 step 6)
	aPass       = 2   // pass in Place ships (§4.2)
	aDone       = 3   // close a window, end the build's items, decline an option
	aDecline    = 4   // decline the build of the ship at hand (§4.5)
	aFeed       = 5   // confirm the feeding (§4.4)
	aGleanPoint = 6   // R27: 1 point instead of a card
	aR34        = 7   // play R34 Double stop: a second ship this turn
	aG7         = 8   // use violet G7 (once a game): a second ship right away
	aPlace      = 10  // + river index-1 (0..19) of a card or round space (§6.1)
	aSlot       = 30  // + zone*3 + slot: a construction slot
	aWait       = 40  // + zone: a waiting ship beside a full zone
	aPlaceUp    = 50  // + river index-1: G9, upstream of the own lowest ship
	aSlotUp     = 70  // + zone*3 + slot, with G9
	aWaitUp     = 80  // + zone, with G9
	aPlaceOcc   = 90  // + round space 0..6: G10, on an occupied round space (A9)
	aCrew       = 100 // + crew: the crew of the player's choice gains Strength
	aFlood      = 105 // + the flood position chosen (0 Top..2 Bottom; the current one: no move)
	aMarket     = 110 // + market: a market of the player's choice
	aFree       = 115 // + item (itemObelisk, itemColonnade, itemPyramid+row): the free brick (R23/R45)
	aGlean      = 125 // + card space 0..9: R27 takes that card
	aR28        = 135 // + crew: R28 Trader, −1 Strength → +1 each market
	aMill       = 140 // + n-1 (n 1..25): R4 Millstone, n Stone → n Wheat
	aUse        = 200 // + (card id-1)*2 + mode: an Anytime card (mode 1: R39/R56's second use, see below)
	aSell       = 320 // + n-1 (n 1..10): R53 Stone sale
	aAttach     = 330 // + k*64 + field card id: Irrigation k (0 R24, 1 R42) attached (A34)
	aR14        = 460 // + crew: R14 Foreman, +1 Strength
	aR29        = 465 // + option (r29Options): R29 Recruiter
	aBuild      = 480 // + crews code (buildCrews): the crews of the build at hand
	aItem       = 500 // + item: one brick of the build
	aSphinx     = 510 // + (n-1)*2 + free: draw n paid cards (+1 free with R13)
	aKeep       = 520 // + keep code (keepCodes): the Sphinx cards kept
	aExtraTile  = 550 // NT04: build with the own waiting ship in this zone now
	aExtraG8    = 551 // G8: the same, once a game
	aEnd        = 552 // end of the action space
)

// Anytime card modes (aUse): R39 Provisions mode 0 = +4 Wheat (Feed),
// mode 1 = +4 Stone; R56 Versatility mode 0 = +4 Stone, mode 1 = +4
// Strength to the build; every other card has mode 0 only.

// Items of a build (aItem + item, aFree + item).
const (
	itemObelisk   = 0
	itemColonnade = 1
	itemPyramid   = 2 // + row 0..4 (2p: 0..2)
	itemStatue    = 7 // + statue 0..2
	numItems      = 10
)

// buildCrews: aBuild + code. Codes 0..5: basic crew c (1..3) = (c-1)*2 +
// leader; codes 6..11: two basic crews with G6 (pair p: {G,B}, {G,Y},
// {B,Y}) = 6 + p*2 + leader.
const numBuildCrews = 12

// BuildCrews decodes a crews code: the crews (bits) and whether it uses G6.
func BuildCrews(code int) (crews uint8, g6 bool) {
	leader := code % 2
	if code < 6 {
		crews = 1 << uint(1+code/2)
	} else {
		p := (code - 6) / 2
		crews = g6Pairs[p]
		g6 = true
	}
	if leader == 1 {
		crews |= 1 << CrewViolet
	}
	return crews, g6
}

var g6Pairs = [3]uint8{1<<CrewGreen | 1<<CrewBlue, 1<<CrewGreen | 1<<CrewYellow, 1<<CrewBlue | 1<<CrewYellow}

// r29Options: aR29 + o. o 0..3: crew o +1 for 2 Stone; 4..7: crew o-4 +2
// for 4 Stone; 8..13: two crews (pair o-8 of r29Pairs) +1 each for 4 Stone.
const numR29 = 14

var r29Pairs = [6][2]int8{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}

// keepCodes: aKeep + k. 0: keep none; 1..5: keep drawn[k-1]; 6..15: keep
// the pair keepPairs[k-6] (with R48).
const numKeep = 16

var keepPairs = [10][2]int8{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

func in(a engine.Action, lo, n int) bool { return int(a) >= lo && int(a) < lo+n }
