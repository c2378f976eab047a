// Package tekhenu is the rules engine of Tekhenu: Obelisk of the Sun
// (shared/rules/001-tekhenu.md) for 1 (against the Botankhamon automaton)
// to 4 players: dice drafted around the Obelisk Dial power the six gods'
// Divine Actions or a Production, the balance of Pure and Corrupt dice is
// weighed at each Judgment of Maat, and two Scorings and the secret
// Decrees decide the winner.
package tekhenu

// The data table of Tekhenu. Every value the spec marks [DESIGN DEFAULT]
// (or takes from a public implementation) lives here, each with its spec
// id, so that it can be corrected against the physical game in one place.
// Section numbers refer to 001-tekhenu.md.

// Defaults that are behaviour rather than values, and where they live:
//   - M20 tokens (resources, Scribes, Faith) are unlimited: counters only.
//   - §3 step 3: a revealed column tile gets a random rotation 0..3
//     (revealLeft, divine.go).
//   - §3 step 12d / M21: rewards in turn order, each player's Destiny
//     first, then its Start cards in the order drafted (flowNext).
//   - §4.2 step 3 / M18: Penumbra dice order and the short bag (addDice).
//   - §4.1 step 4 / M19: no legal pair → a die without action (PhTake).
//   - §4.3 step 2: Faith collected in turn order, hidden until all are in
//     (PublicString, Determinize).
//   - §5.4.1: statue bonuses paid right after the action (finishPerform).
//   - Engine choices (not in the spec): payments are automatic (own
//     resource, then T22 partner, then Gold, then T10 Scribes: each step
//     keeps the more flexible token); the end-of-game Decree choice is the
//     one worth most VP; B11/B12 never recolour to gray nor with Anubis;
//     an extra Divine Action (B17–B20) comes before the main action only
//     when the main action can still be a Production.

// Gods, 0-based here (the spec numbers them 1..6), clockwise around the
// Dial (§ conventions, A35: the clockwise order is a [DESIGN DEFAULT]).
const (
	Horus = iota
	Ra
	Hathor
	Bastet
	Thoth
	Osiris
	NumGods
)

var godCodes = [NumGods]string{"horus", "ra", "hathor", "bastet", "thoth", "osiris"}

// Die colours.
const (
	White = iota
	Yellow
	Black
	Brown
	Gray
	NumColours
)

var colourCodes = [NumColours]string{"white", "yellow", "black", "brown", "gray"}

// Resources (Gold is wild, §5.1). Faith is a token kind of temple cells.
const (
	Papyrus = iota
	Bread
	Limestone
	Granite
	Gold
	NumResources
	Faith = 5 // token kind only (temple cells), not a resource
)

var resourceCodes = [NumResources + 1]string{"papyrus", "bread", "limestone", "granite", "gold", "faith"}

// colourResource: the resource a die colour produces (§5.3); -1 for gray.
var colourResource = [NumColours]int8{Limestone, Papyrus, Granite, Bread, -1}

// Light of a section (§2.2).
const (
	Sun = iota
	Penumbra
	Darkness
	NoLight // column tiles without ability
)

var lightCodes = [4]string{"sun", "penumbra", "darkness", "none"}

// dialLight is the light pattern of the Dial clockwise from the arrow (M1).
var dialLight = [NumGods]int8{Sun, Sun, Penumbra, Darkness, Darkness, Penumbra}

// penumbraIndices: the dial indices of the Penumbra sections, in the order
// dice are added at a Rotation (§4.2 step 3 [DESIGN DEFAULT]).
var penumbraIndices = [2]int{2, 5}

// Die status (Key Concept I).
const (
	Pure = iota
	Corrupt
	Forbidden
)

var statusCodes = [3]string{"pure", "corrupt", "forbidden"}

// purity[light][colour] (§2.2, Key Concept I).
var purity = [3][NumColours]int8{
	Sun:      {Pure, Corrupt, Forbidden, Forbidden, Corrupt},
	Penumbra: {Corrupt, Pure, Corrupt, Pure, Corrupt},
	Darkness: {Forbidden, Forbidden, Pure, Corrupt, Corrupt},
}

// Dice (§2.1, §3 step 7): per player count, how many of each colour go in
// the bag (white, yellow, black, brown, gray).
const NumDice = 26

var diceInBag = [5][NumColours]int8{
	2: {4, 4, 4, 4, 4},
	3: {5, 5, 5, 5, 4},
	4: {5, 5, 5, 5, 6},
}

// dieColour is the colour of each of the 26 physical dice: ids grouped by
// colour, 5 white, 5 yellow, 5 black, 5 brown, 6 gray.
var dieColour = func() (c [NumDice]int8) {
	for i := range c {
		if i/5 < Gray {
			c[i] = int8(i / 5)
		} else {
			c[i] = Gray
		}
	}
	return
}()

// Per-player pieces (§2.3).
const (
	NumBuildings = 10
	NumStatues   = 6
	NumColumns   = 8
	StartVP      = 10
	StartHapp    = 2
	StartPop     = 5
	StartProd    = 2
	MaxProd      = 6
	MaxTrack     = 21 // M11: Population and Happiness capped at 21
)

// buildingRowVP / buildingRowBread: the icons revealed by the emptied
// building-row slots 1..10 (M8 [DESIGN DEFAULT]).
var buildingRowVP = [NumBuildings]int8{0, 1, 1, 1, 2, 2, 2, 3, 3, 3}
var buildingRowBread = [NumBuildings]int8{0, 0, 1, 0, 1, 0, 1, 1, 1, 1}

// statueCost: Granite under each statue-row slot (M9 [DESIGN DEFAULT]).
var statueCost = [NumStatues]int8{1, 2, 2, 3, 3, 4}

// godStatueSlots: usable statue slots per god section by player count (§2.2).
var godStatueSlots = [5]int8{1: 1, 2: 1, 3: 2, 4: 3}

// godBonus: the token a statue owner receives when god g's action is
// performed (§8.4, M5 [DESIGN DEFAULT]; Hathor's Gold is rulebook example 13).
// Horus's bonus is a Scribe (scribeToken).
const scribeToken = 6

var godBonus = [NumGods]int8{scribeToken, Papyrus, Gold, Bread, Limestone, Granite}

// firstGameHorus: the board's printed die value on each god's Horus space,
// used instead of the tiles in the first-game option (§3 step 4, §8.4).
var firstGameHorus = [NumGods]int8{1, 2, 3, 4, 5, 6}

// Ra (§2.2, §5.5): slot by die value and slot VP (M4).
const (
	RaLeft = iota
	RaMiddle
	RaRight
)

var raSlotVP = [3]int8{3, 2, 1}

func raSlotOf(v int) int {
	switch {
	case v >= 5:
		return RaLeft
	case v >= 3:
		return RaMiddle
	}
	return RaRight
}

// Column tiles (§8.1): light, ability and cost (M2, M3 [DESIGN DEFAULT]).
const NumTiles = 27

// Column tile abilities.
const (
	abNone = iota
	abPop3
	abScribe
	abHapp2
	abEdgeVP
	abBuildingVP
	abVP1
	abThoth1
	abHorus123
	abDecree
	abOsiris3
	abGold2
	abCellTwice
)

// ColumnTile is one tile of the catalogue; Cost is Limestone and Granite.
type ColumnTile struct {
	Light     int8
	Ability   int8
	Limestone int8
	Granite   int8
}

var columnTiles = [NumTiles]ColumnTile{
	{Sun, abPop3, 2, 1}, {Darkness, abScribe, 2, 1}, {Penumbra, abHapp2, 2, 1},
	{Sun, abEdgeVP, 2, 1}, {Darkness, abEdgeVP, 2, 1}, {Penumbra, abBuildingVP, 2, 1},
	{Sun, abVP1, 2, 0}, {Penumbra, abVP1, 2, 0}, {Darkness, abVP1, 2, 0},
	{Darkness, abThoth1, 3, 0}, {Sun, abThoth1, 3, 0}, {Penumbra, abHorus123, 3, 0},
	{Sun, abDecree, 3, 0}, {Darkness, abDecree, 3, 0}, {Penumbra, abOsiris3, 3, 0},
	{Penumbra, abGold2, 3, 0}, {Sun, abGold2, 3, 0}, {Darkness, abGold2, 3, 0},
	{Sun, abCellTwice, 2, 1}, {Penumbra, abCellTwice, 2, 1}, {Darkness, abCellTwice, 2, 1},
	{NoLight, abNone, 2, 0}, {NoLight, abNone, 2, 0}, {NoLight, abNone, 2, 0},
	{NoLight, abNone, 2, 0}, {NoLight, abNone, 2, 0}, {NoLight, abNone, 2, 0},
}

// Edge colours (M3).
const (
	Blue = iota
	Red
	Green
)

// Directions of a tile's edges.
const (
	North = iota
	East
	South
	West
)

// tileEdge is the colour of tile id's edge at direction dir after k
// clockwise quarter-turns (§8.1: a quarter-turn maps W→N, N→E, E→S, S→W).
// Base edges: the 27 patterns (N,E,S) in base 3 with N the lowest digit,
// W = (N+E+S) mod 3 (P02 = RED/BLUE/BLUE/RED).
func tileEdge(id, k, dir int) int8 {
	base := (dir - k + 8) % 4
	n, e, s := id%3, id/3%3, id/9
	switch base {
	case North:
		return int8(n)
	case East:
		return int8(e)
	case South:
		return int8(s)
	}
	return int8((n + e + s) % 3)
}

// Temple (§8.5, M6 [DESIGN DEFAULT]): 5×5 cells, each printing a count
// of one token kind.
type cellBonus struct{ N, Kind int8 }

var templeCells = [25]cellBonus{
	{2, Faith}, {1, Papyrus}, {2, Limestone}, {1, Bread}, {2, Faith},
	{1, Granite}, {3, Faith}, {1, Papyrus}, {3, Faith}, {1, Limestone},
	{2, Bread}, {1, Limestone}, {3, Faith}, {1, Granite}, {2, Papyrus},
	{1, Limestone}, {3, Faith}, {1, Bread}, {3, Faith}, {1, Granite},
	{2, Faith}, {1, Bread}, {2, Granite}, {1, Papyrus}, {2, Faith},
}

// Wall colours outside the border cells (M3): top and bottom c0..c4, right
// and left r0..r4.
var wallTop = [5]int8{Blue, Red, Green, Red, Blue}
var wallBottom = [5]int8{Blue, Red, Green, Red, Blue}
var wallRight = [5]int8{Green, Blue, Red, Blue, Green}
var wallLeft = [5]int8{Green, Blue, Red, Blue, Green}

// Temple building slots (M7 [DESIGN DEFAULT]): 0..4 ROW-r, 5..9 COL-c.
const NumTempleSlots = 10

var templeSlotCost = [5]int8{2, 3, 4, 3, 2} // by index 0..4 of ROW and COL

// templeSlotOpen[players][index 0..4]
var templeSlotOpen = [5][5]bool{
	2: {false, true, true, true, false},
	3: {true, true, true, true, false},
	4: {true, true, true, true, true},
}

// People statue slots (§2.2).
const (
	TSRow  = iota // temple, centre row
	TSCol         // temple, centre column
	OSWork        // Osiris, above Papyrus and Bread
	OSQuar        // Osiris, above Limestone and Granite
	NumPeopleSlots
)

var peopleCodes = [NumPeopleSlots]string{"ts_row", "ts_col", "os_work", "os_quar"}

// Osiris districts (§2.2) left to right, their resource, and the partner
// track advanced by rows 3–4 (M10 [DESIGN DEFAULT]).
const NumDistricts = 4

var districtPartner = [NumDistricts]int8{Bread, Papyrus, Granite, Limestone}

// Card market (§2.2): slot types per section.
const (
	Blessing = iota
	Technology
	Decree
	NumDecks
)

var deckCodes = [NumDecks]string{"B", "T", "D"}

const NumSections = 4

var sectionSlots = [NumSections][]int8{
	{Blessing, Blessing, Technology},
	{Blessing, Blessing, Technology, Technology},
	{Blessing, Technology, Technology, Decree},
	{Blessing, Technology, Decree, Decree},
}

// sectionOpensAt: the Population that first opens a section (0 = at setup).
var sectionOpensAt = [NumSections]int8{0, 0, 9, 13}

// Decree symbols (M12 [DESIGN DEFAULT]).
const (
	SymWealth = iota
	SymRoyal
	SymPeople
	SymWorks
	SymTemple
	SymStatue
	NumSymbols
)

var decreeSymbol = [24]int8{
	SymWealth, SymRoyal, SymWealth, SymPeople, SymPeople, SymPeople, SymWealth, SymWealth,
	SymWorks, SymWorks, SymWorks, SymTemple, SymTemple, SymStatue, SymTemple, SymStatue,
	SymStatue, SymStatue, SymStatue, SymRoyal, SymWorks, SymPeople, SymRoyal, SymTemple,
}

// Cards removed at 2 players (§3 step 10): T16 and D20 (0-based 15, 19).
const (
	removedTech2p   = 15
	removedDecree2p = 19
)

// startCardsDrawn by player count (§3 step 12).
var startCardsDrawn = [5]int{2: 5, 3: 7, 4: 9}

// destinyAnkh: Ankh value of A01..A04 (§8.8); techT15Ankh overrides it.
var destinyAnkh = [4]int8{0, 1, 2, 3}

const techT15Ankh = 5

// Judgment (§4.3): the corruption penalty for a final balance b.
func corruptionPenalty(b int) int {
	switch {
	case b >= -2:
		return 0
	case b >= -5:
		return 1
	case b >= -8:
		return 2
	}
	return 3
}

// Scoring (§6.1).
var statueScore = [NumStatues + 1]int16{0, 1, 3, 6, 10, 15, 21}

const (
	majorityVP      = 3
	prodTrackVP     = 2
	upkeepPenaltyVP = 3
	peopleColumnVP  = 3 // §5.4 (b): per own Column in the aligned line (A7)
	hathorColumnVP  = 3 // §5.6
	hathorT05VP     = 5
)

// ankhLevel: how many ankhs (9/13/16/19/21) a track value has reached.
func ankhLevel(v int) int {
	switch {
	case v >= 21:
		return 5
	case v >= 19:
		return 4
	case v >= 16:
		return 3
	case v >= 13:
		return 2
	case v >= 9:
		return 1
	}
	return 0
}

// Happiness bonuses (§5.10): first time ≥16 Gold, ≥19 Scribe, ≥21 action.
const (
	happGold   = 16
	happScribe = 19
	happAction = 21
)

// End of game (§6.2).
var orderBonus = [2]int16{3, 2} // first; second only at 3–4 players

const maxDecrees = 3

// Scribe value adjustment per Scribe (A1).
const scribeStep = 1

// Anubis cost in Scribes (§5.2).
const anubisCost = 2

// Production track advance per Osiris row 1..6 for the district (§5.9):
// rows 3–4 also advance the partner, row 6 one more chosen track.
var osirisTrack = [6]int8{1, 1, 1, 1, 2, 2}
var osirisGain = [6]int8{1, 1, 1, 1, 2, 2}

// Solo mode: Botankhamon (§7). Behaviour defaults and where they live:
//   - M16 the Deben is a fair coin (botMarker, solo.go).
//   - M17 a Divine Action the Bot cannot carry out scores botFallbackVP.
//   - A32 no draftable die after a full circle: the highest die of the
//     first non-empty section clockwise; a Resource tile with no draftable
//     die at all runs its colour order again with Forbidden dice allowed
//     (engine choice, the text is silent).
//   - Medium level: the Bot's Column on the centre cell gets a random
//     rotation, like a revealed tile (§3 step 3).
//   - The Bot is seat botSeat, the human seat humanSeat.

// Seats of a solo game.
const (
	humanSeat = 0
	botSeat   = 1
)

// Levels (§7.1).
const (
	LevelEasy = iota
	LevelMedium
	LevelHard
)

var levelCodes = [3]string{"easy", "medium", "hard"}

// Bot action tiles (§7.2, M13): ids 0..5 are the Divine tiles BA1..BA6 of
// the gods in order, 6..9 the Resource tiles BR1..BR4 with their order of
// resources.
const NumBotTiles = 10

var botTileRes = [4][4]int8{
	{Granite, Limestone, Bread, Papyrus},
	{Papyrus, Bread, Limestone, Granite},
	{Limestone, Granite, Papyrus, Bread},
	{Bread, Papyrus, Granite, Limestone},
}

// resourceColour: the die colour producing each resource (§7.4).
var resourceColour = [4]int8{Yellow, Brown, White, Black}

// pyramidRow: the first position of each row, bottom (row 1) to top
// (row 4); row r holds 5-r tiles (§7.3).
var pyramidRow = [5]int8{0, 0, 4, 7, 9}

// Bot setup (§7.1, A20, M14, A25).
const (
	botStartHapp    = 4
	botStartPop     = 7
	botStartScribes = 1
	botStatueValue  = 1 // its god statue: the god whose Horus tile shows 1
	hardStatueValue = 4 // hard: the god whose tile shows 4 (A25) ...
	hardStatueAlt   = 5 // ... or 5 if that one is taken
	mediumRow       = 5 // medium: Buildings on the Bread workshop and the Granite quarry
	soloStartCards  = 3 // you keep 2 of 3 (challenge 1: 2 drawn, no choice)
)

// Bot at the Judgment (§7.6) and its scoring (§7.7).
var botJudgmentBalance = [4]int8{3, 2, 1, 1}

const (
	botAnkh        = 4
	botFallbackVP  = 3 // M17
	botCardVP      = 2 // per Blessing (then discarded) and per Technology
	botDecreeVP    = 4
	botDecreeVPHi  = 8 // challenge 2
	botScribesPerV = 2 // 1 VP per 2 Scribes at the end
)

// botBonus: what the Bot gets for its statue in god g's section when g's
// action is performed, by the value of g's Horus tile (§7.5.1, M15):
// Scribes and VP for values 1..6.
var botBonus = [7][2]int8{1: {1, 0}, 2: {1, 0}, 3: {0, 1}, 4: {0, 1}, 5: {1, 1}, 6: {1, 1}}
