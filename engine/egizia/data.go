package egizia

// The one data table of Egizia: Shifting Sands (spec §2, §9, §10). Every
// value tagged [DESIGN DEFAULT] in the spec lives here and nowhere else;
// M-ids name the spec's missing-data rows.

// Counts and limits.
const (
	MinPlayers = 2
	MaxPlayers = 4
	NumRounds  = 5
	NumShips   = 8  // per player (§2.1)
	StoneCap   = 25 // §2.2 [TEXT]
	MaxLevel   = 5  // market levels 1..5 (§2.5)
	MinStr     = 1  // crew Strength floor [TEXT]
	MaxStr     = 9  // crew Strength cap [DESIGN DEFAULT] (M10)
	LapPoints  = 100
	TrackSize  = 100 // score track spaces 0..99 and the +100 lap tile [DESIGN DEFAULT] (M11)
)

// Crews (§2.7): the violet Leader and the three basic crews.
const (
	CrewViolet = iota // the Leader: never builds alone
	CrewGreen
	CrewBlue
	CrewYellow
	NumCrews
	CrewChoice = NumCrews // in an Op: a crew of the player's choice
)

// StartStr is each crew's Strength at setup (§2.7 [TEXT]).
var StartStr = [NumCrews]int8{2, 1, 1, 1}

// Markets (§2.5).
const (
	MktWheat = iota
	MktStone
	NumMarkets
	MktChoice = NumMarkets // in an Op: a market of the player's choice
)

// WheatPenalty is the points lost per missing Wheat at each Wheat market
// level 1..5 (index 0 unused) [TEXT].
var WheatPenalty = [MaxLevel + 1]int8{0, 3, 2, 2, 1, 1}

// SellLevel is the Wheat market level from which surplus Wheat sells
// (3 Wheat → 1 point) [TEXT]; StoneEndLevel the Stone market level from
// which leftover Stone scores (2 → 1) at the end [TEXT].
const (
	SellLevel     = 3
	StoneEndLevel = 4
	SurplusPer    = 3 // Wheat per point of surplus
	StonePer      = 2 // Stone per point at the end
)

// Market rewards on reaching a level (§2.5 [TEXT]): Stone market level 3
// +2 Stone, level 5 (and each overflow level) +3 Stone (+6 with G2); Wheat
// market level 5 (and each overflow) +2 points (+4 with G5).
const (
	StoneL3Reward   = 2
	StoneL5Reward   = 3
	StoneL5RewardG2 = 6
	WheatL5Points   = 2
	WheatL5PointsG5 = 4
)

// Flood marker positions (§2.6): Top irrigates Red, Yellow and Green;
// Middle (start) Yellow and Green; Bottom Green only.
const (
	FloodTop = iota
	FloodMiddle
	FloodBottom
	NumFlood
)

// Field colours; a colour c produces when the flood position f <= 2-c
// (Green 0 always, Yellow 1 at Top/Middle, Red 2 at Top only).
const (
	Green = iota
	Yellow
	Red
	NumColours
	NoColour = -1
)

// Irrigated reports whether a field of colour c produces with the flood
// marker at f (§2.6).
func Irrigated(c, f int) bool { return c >= 0 && f <= NumColours-1-c }

// ---------------------------------------------------------------- river

// Space kinds on the river (§2.3).
const (
	SpCard  = iota // a Nile card space C1..C10
	SpRound        // a round Nile-tile space T1..T7
	SpZone         // a construction zone Z1..Z3
)

// Space is one river space; Index is its river index (1 upstream .. 20).
type Space struct {
	Kind int8
	N    int8 // C1..C10 → 0..9, T1..T7 → 0..6, Z1..Z3 → 0..2
}

// NumRiver is the number of river indices; River[i] is the space at index
// i+1 (M1 [DESIGN DEFAULT] layout, spec §2.3).
const (
	NumRiver     = 20
	NumCardSp    = 10
	NumRoundSp   = 7
	NumZones     = 3
	SlotsPerZone = 3
)

var River = [NumRiver]Space{
	{SpCard, 0}, {SpRound, 0}, {SpCard, 1}, {SpRound, 1}, {SpCard, 2}, {SpRound, 2},
	{SpZone, 0},
	{SpCard, 3}, {SpRound, 3}, {SpCard, 4}, {SpCard, 5}, {SpRound, 4},
	{SpZone, 1},
	{SpCard, 6}, {SpRound, 5}, {SpCard, 7}, {SpCard, 8}, {SpRound, 6}, {SpCard, 9},
	{SpZone, 2},
}

// CardIndex[c], RoundIndex[t], ZoneIndex[z] are the river indices (1..20)
// of card space c, round space t and zone z.
var (
	CardIndex  = [NumCardSp]int8{1, 3, 5, 8, 10, 11, 14, 16, 17, 19}
	RoundIndex = [NumRoundSp]int8{2, 4, 6, 9, 12, 15, 18}
	ZoneIndex  = [NumZones]int8{7, 13, 20}
)

// Zones (§2.3): Z1 Obelisk/Colonnade, Z2 Pyramid/Statues, Z3 Sphinx.
const (
	ZoneObelisk = iota
	ZonePyramid
	ZoneSphinx
)

// TwoPBlockedCards are the card spaces unused in a 2-player game (C1, C2)
// and TwoPBlockedRounds the round spaces holding the face-down blockers
// (T1, T2) [TEXT §3.2].
var (
	TwoPBlockedCards  = [2]int8{0, 1}
	TwoPBlockedRounds = [2]int8{0, 1}
)

// OpenSlots is the number of open construction slots per zone by player
// count: one fewer than the players [TEXT]; the furthest slots hold the
// neutral ships (M12 [DESIGN DEFAULT]).
func OpenSlots(players int) int { return players - 1 }

// SphinxLimit is the card limit of slots 1..3 (index 0..2) [TEXT].
var SphinxLimit = [SlotsPerZone]int8{5, 3, 2}

// ExtraSphinxLimit is the card limit of an extra builder (NT04, G8) at the
// Sphinx: that of the slot after the last open one, at most slot 3 (M14
// [DESIGN DEFAULT]): 3 cards at 2 players, 2 at 3 and 4.
func ExtraSphinxLimit(players int) int8 {
	i := OpenSlots(players) // index of the slot after the last open one
	if i > SlotsPerZone-1 {
		i = SlotsPerZone - 1
	}
	return SphinxLimit[i]
}

// ------------------------------------------------------------ monuments

// Obelisk (M6 [DESIGN DEFAULT]): 12 floors, built bottom-up; floors
// 1..ObeliskLower are the lower section, the rest the upper.
const (
	ObeliskFloors = 12
	ObeliskLower  = 6
)

var ObeliskCost = [ObeliskFloors]int8{1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6}

// Colonnade (M7 [DESIGN DEFAULT]): 7 personal columns built left to right;
// column 3 gives the gold tile (2p: violet G6), column 5 the violet tile,
// column 7 completion points by rank [TEXT].
const (
	ColColumns   = 7
	ColGoldCol   = 3
	ColVioletCol = 5
)

var (
	ColCost        = [ColColumns]int8{1, 1, 2, 2, 3, 3, 4}
	ColCompletePts = [MaxPlayers]int8{5, 3, 2, 1} // [TEXT]
)

// Pyramid (M8 [DESIGN DEFAULT]). 3–4p: 5 rows of 6/5/4/3/2 spaces costing
// 2..6; space j of row r>=2 rests on spaces j and j+1 of row r-1. 2p:
// 3 logical rows (costs 2/3/4), each the dark side's row then the light
// side's, sides of 4/3/2 spaces; supports on the same side.
const (
	PyrRows        = 5
	PyrRows2p      = 3
	PyrMaxRow      = 8 // the widest row (2p logical row 1)
	PyrMajorityEnd = 5 // end-game majority points [TEXT]
)

var (
	PyrRowSize   = [PyrRows]int8{6, 5, 4, 3, 2}
	PyrRowCost   = [PyrRows]int8{2, 3, 4, 5, 6}
	PyrSide2p    = [PyrRows2p]int8{4, 3, 2} // spaces per side per row
	PyrRowCost2p = [PyrRows2p]int8{2, 3, 4}
)

// Statues: 3 spaces (2 in a 2-player game), 3 levels each (M9 [DESIGN
// DEFAULT] costs 1/2/3; points 2/5/10 [TEXT]).
const (
	NumStatues   = 3
	Statues2p    = 2
	StatueLevels = 3
)

var (
	StatueCost = [StatueLevels]int8{1, 2, 3}
	StatuePts  = [StatueLevels]int8{2, 5, 10}
)

// Cooperation bonus by zones built this round (§4.6 [TEXT]).
var CoopBonus = [NumZones + 1]int8{0, 0, 2, 5}

// StartStone is the Stone by order tile 1..4 [TEXT §3.1 step 13].
var StartStone = [MaxPlayers]int8{2, 3, 4, 5}

// Starting cards (§9.6 [TEXT]): the Quarry 3 and the Green Field 6 (10
// when flipped by gold G4).
const (
	StartQuarry     = 3
	StartField      = 6
	StartFieldG4    = 10
	StartFieldID    = 0 // the starting Field's card id in field lists
	SetupSphinxDeal = 2 // Sphinx cards dealt at setup, 1 kept [TEXT]
)

// ---------------------------------------------------------------- effects

// OpKind is a primitive effect of a Nile card, a Nile tile or a printed
// round-1 space.
type OpKind int8

const (
	OpNone        OpKind = iota
	OpCrew               // +B Strength to crew A (CrewChoice: the player's choice); mandatory
	OpFlood              // you may move the flood marker up to A spaces (optional)
	OpMarket             // +B levels on market A (MktChoice: the player's choice)
	OpStone              // +B Stone (cap 25)
	OpPoints             // +B points (negative: lose)
	OpFreeBrick          // R23/R45: place a free brick (obelisk, colonnade or pyramid)
	OpGloryPyr           // R47: +1 point per own brick on the pyramid and the statues
	OpGloryObe           // R50: +1 point per own brick on the obelisk and the colonnade
	OpWaitingShip        // NT04: build with a waiting ship in the Build step
)

// Op is one effect step.
type Op struct {
	Kind OpKind
	A, B int8
}

// ------------------------------------------------------------- Nile cards

// Card types (§7.1).
const (
	TField     = iota // F: stays in play, produces Wheat by the flood rule
	TQuarry           // Q: stays in play, produces Stone
	TCombo            // FQ: both; the quarry half always produces
	TImmediate        // I: resolve at once, then box (R7: kept as a reminder)
	TAnytime          // A: kept, used once in its window, then box
	TPermanent        // P: in play all game
)

// Powers of Anytime and Permanent cards (and R7's end-game +5).
const (
	PwNone         = iota
	PwSacrifice    // R7: −5 now (its Ops), +5 at the end
	PwMillstone    // R4: Feed step, Stone → Wheat 1:1
	PwGrain        // R12/R22: Feed step +4 Wheat
	PwOracle       // R13: Sphinx, 1 free card when at least 1 is paid
	PwForeman      // R14: once per round, +1 permanent Strength (A8)
	PwBoost        // R21/R38/R52: +3 temporary Strength to one build
	PwIrrigation   // R24/R42: attach to a Red/Yellow field, one colour better
	PwGleaner      // R27: end of Place ships, a card left on the river or 1 point
	PwTrader       // R28: Produce, −1 Strength → +1 each market (A31)
	PwRecruiter    // R29: Build step, 2 Stone → +1 Strength, 4 → +2
	PwDoubleStop   // R34: a second ship this turn
	PwProvisions   // R39: +4 Wheat (Feed) or +4 Stone
	PwHiddenQuarry // R44/R51: +6 Stone
	PwSecondVision // R48: keep up to 2 Sphinx cards at one draw
	PwStoneSale    // R53: sell up to 10 Stone, 1 point each
	PwVersatility  // R56: +4 Stone or +4 temporary Strength to one build
)

// Power amounts.
const (
	GrainWheat      = 4
	BoostStr        = 3
	ProvisionsWheat = 4
	ProvisionsStone = 4
	HiddenStone     = 6
	VersatileStone  = 4
	VersatileStr    = 4
	StoneSaleMax    = 10
	SacrificeEnd    = 5
	RecruitCost1    = 2 // Stone for +1 Strength
	RecruitCost2    = 4 // Stone for +2 (one crew twice, or two crews)
	GleanPoint      = 1
)

// NileCard is one of the 56 Nile cards (§9.1). Deck: 0 = "1/2" (rounds
// 1–2), 1 = "3/4", 2 = "5". Field cards have a Colour and Wheat, quarries
// Quarry; Ops are resolved on gaining the card (immediate effects and the
// Red fields' one-time market step).
type NileCard struct {
	ID        int8 // 1..56 (R1..R56)
	Deck      int8
	Type      int8
	Colour    int8 // field colour, NoColour for non-fields
	Wheat     int8
	Quarry    int8
	ThreePlus bool // removed in a 2-player game ([DESIGN DEFAULT] flags, M4)
	Ops       [2]Op
	Power     int8
}

// NumNileCards and the deck sizes (22 / 22 / 12 [TEXT]).
const (
	NumNileCards = 56
	NumDecks     = 3
)

var DeckSize = [NumDecks]int8{22, 22, 12}

// DeckForRound is the Nile deck dealt in round r (1..5) [TEXT].
func DeckForRound(r int) int {
	switch {
	case r <= 2:
		return 0
	case r <= 4:
		return 1
	}
	return 2
}

func fld(id, deck, col, wheat int, three bool, ops ...Op) NileCard {
	c := NileCard{ID: int8(id), Deck: int8(deck), Type: TField, Colour: int8(col), Wheat: int8(wheat), ThreePlus: three}
	copy(c.Ops[:], ops)
	return c
}

func qry(id, deck, q int, three bool) NileCard {
	return NileCard{ID: int8(id), Deck: int8(deck), Type: TQuarry, Colour: NoColour, Quarry: int8(q), ThreePlus: three}
}

func cmb(id, deck, col, wheat, q int, three bool, ops ...Op) NileCard {
	c := NileCard{ID: int8(id), Deck: int8(deck), Type: TCombo, Colour: int8(col), Wheat: int8(wheat), Quarry: int8(q), ThreePlus: three}
	copy(c.Ops[:], ops)
	return c
}

func imm(id, deck int, three bool, ops ...Op) NileCard {
	c := NileCard{ID: int8(id), Deck: int8(deck), Type: TImmediate, Colour: NoColour, ThreePlus: three}
	copy(c.Ops[:], ops)
	return c
}

func pwr(id, deck, typ, power int, three bool) NileCard {
	return NileCard{ID: int8(id), Deck: int8(deck), Type: int8(typ), Colour: NoColour, Power: int8(power), ThreePlus: three}
}

var (
	opStone2Mkt = Op{OpMarket, MktStone, 2}
	opWheat2Mkt = Op{OpMarket, MktWheat, 2}
	opWheat1Mkt = Op{OpMarket, MktWheat, 1}
	opStone1Mkt = Op{OpMarket, MktStone, 1}
	opCrewAny   = Op{OpCrew, CrewChoice, 1}
	opFlood1    = Op{OpFlood, 1, 0}
)

// NileCards[i] is card R(i+1) (§9.1; D rows are M4 [DESIGN DEFAULT]).
var NileCards = [NumNileCards]NileCard{
	imm(1, 0, false, opStone2Mkt),
	qry(2, 0, 3, false),
	fld(3, 0, Green, 3, false),
	pwr(4, 0, TPermanent, PwMillstone, false),
	fld(5, 0, Yellow, 4, false),
	fld(6, 0, Yellow, 5, false),
	{ID: 7, Deck: 0, Type: TImmediate, Colour: NoColour, Ops: [2]Op{{OpPoints, 0, -5}}, Power: PwSacrifice},
	qry(8, 0, 2, false),
	fld(9, 0, Red, 6, false, opWheat1Mkt),
	fld(10, 0, Green, 2, false),
	fld(11, 0, Red, 6, true, opStone1Mkt),
	pwr(12, 0, TAnytime, PwGrain, false),
	pwr(13, 0, TPermanent, PwOracle, false),
	pwr(14, 0, TPermanent, PwForeman, false),
	cmb(15, 0, Green, 2, 1, false),
	cmb(16, 0, Yellow, 2, 1, false),
	qry(17, 0, 2, true),
	qry(18, 0, 3, false),
	imm(19, 0, false, Op{OpStone, 0, 3}, Op{OpCrew, CrewViolet, 1}),
	imm(20, 0, true, opCrewAny, opFlood1),
	pwr(21, 0, TAnytime, PwBoost, false),
	pwr(22, 0, TAnytime, PwGrain, true),

	imm(23, 1, false, Op{OpFreeBrick, 0, 0}),
	pwr(24, 1, TPermanent, PwIrrigation, false),
	fld(25, 1, Green, 4, false),
	imm(26, 1, false, opWheat2Mkt),
	pwr(27, 1, TPermanent, PwGleaner, false),
	pwr(28, 1, TPermanent, PwTrader, false),
	pwr(29, 1, TPermanent, PwRecruiter, false),
	imm(30, 1, false, opCrewAny, opFlood1),
	fld(31, 1, Yellow, 6, false),
	fld(32, 1, Red, 8, false, opWheat1Mkt),
	qry(33, 1, 3, false),
	pwr(34, 1, TAnytime, PwDoubleStop, false),
	qry(35, 1, 4, false),
	cmb(36, 1, Yellow, 3, 2, false),
	cmb(37, 1, Red, 5, 2, false, opStone1Mkt),
	pwr(38, 1, TAnytime, PwBoost, true),
	pwr(39, 1, TAnytime, PwProvisions, false),
	fld(40, 1, Green, 5, false),
	imm(41, 1, true, Op{OpStone, 0, 3}, Op{OpCrew, CrewViolet, 1}),
	pwr(42, 1, TPermanent, PwIrrigation, true),
	fld(43, 1, Red, 8, false, opStone1Mkt),
	pwr(44, 1, TAnytime, PwHiddenQuarry, true),

	imm(45, 2, true, Op{OpFreeBrick, 0, 0}),
	imm(46, 2, false, opWheat2Mkt),
	imm(47, 2, false, Op{OpGloryPyr, 0, 0}),
	pwr(48, 2, TAnytime, PwSecondVision, false),
	imm(49, 2, false, opStone2Mkt),
	imm(50, 2, false, Op{OpGloryObe, 0, 0}),
	pwr(51, 2, TAnytime, PwHiddenQuarry, false),
	pwr(52, 2, TAnytime, PwBoost, true),
	pwr(53, 2, TAnytime, PwStoneSale, false),
	cmb(54, 2, Green, 4, 2, false),
	imm(55, 2, false, Op{OpStone, 0, 3}, Op{OpFlood, 2, 0}),
	pwr(56, 2, TAnytime, PwVersatility, false),
}

// CardNames are the UI titles (M17 [DESIGN DEFAULT]), English and French,
// indexed like NileCards.
var CardNames = [NumNileCards][2]string{
	{"Stone market +2", "Marché de la Pierre +2"}, {"Quarry 3", "Carrière 3"}, {"Green field 3", "Champ vert 3"},
	{"Millstone", "Meule"}, {"Yellow field 4", "Champ jaune 4"}, {"Yellow field 5", "Champ jaune 5"},
	{"Sacrifice", "Sacrifice"}, {"Quarry 2", "Carrière 2"}, {"Red field 6", "Champ rouge 6"},
	{"Green field 2", "Champ vert 2"}, {"Red field 6", "Champ rouge 6"}, {"Grain reserve", "Réserve de blé"},
	{"Oracle", "Oracle"}, {"Foreman", "Contremaître"}, {"Oasis", "Oasis"}, {"Combo", "Combo"},
	{"Quarry 2", "Carrière 2"}, {"Quarry 3", "Carrière 3"}, {"Inspired leader", "Chef motivé"},
	{"Reinforcement", "Renfort"}, {"Extra effort", "Effort"}, {"Grain reserve", "Réserve de blé"},
	{"Free brick", "Brique offerte"}, {"Irrigation", "Irrigation"}, {"Green field 4", "Champ vert 4"},
	{"Wheat market +2", "Marché du Blé +2"}, {"Gleaner", "Glaneur"}, {"Trader", "Marchand"},
	{"Recruiter", "Recruteur"}, {"Reinforcement", "Renfort"}, {"Yellow field 6", "Champ jaune 6"},
	{"Red field 8", "Champ rouge 8"}, {"Quarry 3", "Carrière 3"}, {"Double stop", "Double escale"},
	{"Quarry 4", "Carrière 4"}, {"Combo", "Combo"}, {"Combo", "Combo"}, {"Extra effort", "Effort"},
	{"Provisions", "Provisions"}, {"Green field 5", "Champ vert 5"}, {"Inspired leader", "Chef motivé"},
	{"Irrigation", "Irrigation"}, {"Red field 8", "Champ rouge 8"}, {"Hidden quarry", "Carrière secrète"},
	{"Free brick", "Brique offerte"}, {"Wheat market +2", "Marché du Blé +2"},
	{"Pyramid glory", "Gloire de la pyramide"}, {"Second vision", "Double vision"},
	{"Stone market +2", "Marché de la Pierre +2"}, {"Obelisk glory", "Gloire de l'obélisque"},
	{"Hidden quarry", "Carrière secrète"}, {"Extra effort", "Effort"}, {"Stone sale", "Vente de pierres"},
	{"Oasis", "Oasis"}, {"Great flood", "Grande crue"}, {"Versatility", "Polyvalence"},
}

// ------------------------------------------------------------- Nile tiles

// Nile tile categories (§9.2).
const (
	TileCommon = iota
	Tile2p     // "2 joueurs" only
	Tile3p     // "3+" only
)

// NileTile is one of the 11 Nile tiles (M3 [DESIGN DEFAULT] faces).
type NileTile struct {
	ID       int8 // 1..11 (NT01..NT11)
	Category int8
	Ops      [2]Op
}

const NumTiles = 11

// Tiles[i] is NT(i+1).
var Tiles = [NumTiles]NileTile{
	{1, TileCommon, [2]Op{{OpCrew, CrewGreen, 1}, opFlood1}},
	{2, TileCommon, [2]Op{{OpCrew, CrewBlue, 1}, opFlood1}},
	{3, TileCommon, [2]Op{{OpCrew, CrewYellow, 1}, opFlood1}},
	{4, Tile2p, [2]Op{{OpWaitingShip, 0, 0}}},
	{5, Tile2p, [2]Op{{OpCrew, CrewViolet, 1}, opFlood1}},
	{6, Tile3p, [2]Op{{OpCrew, CrewViolet, 1}}},
	{7, Tile3p, [2]Op{opWheat1Mkt}},
	{8, Tile3p, [2]Op{opStone1Mkt}},
	{9, Tile3p, [2]Op{opCrewAny, {OpFlood, 2, 0}}},
	{10, Tile3p, [2]Op{{OpStone, 0, 2}, opFlood1}},
	{11, Tile3p, [2]Op{opCrewAny, {OpStone, 0, 1}}},
}

// PrintedRound1 are the effects printed under the 7 round spaces of the
// 3–4p board, used in round 1 instead of tiles (M2 [DESIGN DEFAULT]).
var PrintedRound1 = [NumRoundSp][2]Op{
	{{OpCrew, CrewGreen, 1}},
	{opWheat1Mkt},
	{{OpCrew, CrewBlue, 1}},
	{{OpCrew, CrewViolet, 1}},
	{{OpCrew, CrewYellow, 1}},
	{opStone1Mkt},
	{opCrewAny, opFlood1},
}

// ------------------------------------------------------------ bonus tiles

// Bonus tiles (§7.3, §7.4; M13 [DESIGN DEFAULT] id ↔ effect mapping).
// G1..G5 gold (passive), G6..G10 violet.
const (
	G1       = iota + 1 // each field +2 Wheat (A7)
	G2                  // Stone market level 5 reward 6
	G3                  // +1 point per later brick (not the sphinx)
	G4                  // at once all crews +1, starting Field 10
	G5                  // Wheat market level 5 reward 4 points
	G6                  // once per round: two basic crews in one build
	G7                  // once per game: a second ship right away
	G8                  // once per game: build with a waiting ship, last
	G9                  // once per round: a ship upstream of your last ship
	G10                 // once per round: a ship on an occupied round space
	NumBonus = 10
	NumGold  = 5
)

// VioletOncePerGame reports the violet tiles used once per game (G7, G8);
// G6, G9, G10 are once per round.
func VioletOncePerGame(g int) bool { return g == G7 || g == G8 }

// G1Bonus is the extra Wheat per field with gold G1.
const G1Bonus = 2

// ---------------------------------------------------------- Sphinx cards

// Sphinx objective categories (§9.3).
const (
	SxYou  = iota // every condition met
	SxEach        // points × count
	SxMost        // strictly most productive
)

// Condition kinds of a Sphinx card or a statue objective.
const (
	CNone         = iota
	CWheatMax     // Wheat market at level 5
	CStoneMax     // Stone market at level 5
	CPyramid      // >= N bricks on the pyramid
	CObelisk      // >= N bricks on the obelisk
	CColonnade    // >= N colonnade bricks
	CColDone      // colonnade completed (column 7)
	CStatuesFull  // >= N statues fully built (3 levels)
	CStatueBricks // >= N bricks on the statues, all together
	CEachStatue   // >= N bricks on each of the 3 statues
	CCrew         // crew A Strength >= N
	CAllCrews     // all four crews Strength >= N
	CRowMajority  // for each: pyramid rows whose majority you won
	CPermanents   // for each / count: permanent cards owned
	CFieldValue   // most / total: value of fields of colour A (A = -2: Yellow + Red)
	CQuarryValue  // most / total: value of quarries
	CMarketSum    // Wheat level + Stone level
	CSphinxCards  // Sphinx cards owned
	CCrewTotal    // total permanent Strength of the 4 crews
)

// Cond is one condition.
type Cond struct {
	Kind int8
	A    int8
	N    int8
}

// SphinxCard is one of the 35 Sphinx cards (§9.3; X11, X12, X22 and the
// 3+ flags are M5 [DESIGN DEFAULT]). For SxEach, Points is per count and
// Max caps the total (X6: 10, 6 in 2p).
type SphinxCard struct {
	ID        int8
	Points    int8
	Category  int8
	ThreePlus bool
	Conds     [2]Cond
	Max, Max2 int8 // SxEach caps: 3–4p, 2p (0: none)
}

const NumSphinx = 35

func sxYou(id, pts int, c ...Cond) SphinxCard {
	s := SphinxCard{ID: int8(id), Points: int8(pts), Category: SxYou}
	copy(s.Conds[:], c)
	return s
}

var SphinxCards = [NumSphinx]SphinxCard{
	sxYou(1, 3, Cond{CWheatMax, 0, 0}),
	sxYou(2, 8, Cond{CPyramid, 0, 7}),
	sxYou(3, 8, Cond{CColDone, 0, 0}, Cond{CPyramid, 0, 4}),
	sxYou(4, 3, Cond{CStoneMax, 0, 0}),
	sxYou(5, 5, Cond{CStatuesFull, 0, 2}),
	{ID: 6, Points: 2, Category: SxEach, Conds: [2]Cond{{CRowMajority, 0, 0}}, Max: 10, Max2: 6},
	sxYou(7, 5, Cond{CStatuesFull, 0, 1}, Cond{CStoneMax, 0, 0}),
	{ID: 8, Points: 4, Category: SxYou, Conds: [2]Cond{{CObelisk, 0, 2}, {CColonnade, 0, 2}}}, // + pyramid and statues: see X8Extra
	sxYou(9, 6, Cond{CPyramid, 0, 4}, Cond{CStoneMax, 0, 0}),
	sxYou(10, 5, Cond{CObelisk, 0, 4}),
	sxYou(11, 3, Cond{CCrew, CrewBlue, 5}),
	sxYou(12, 6, Cond{CObelisk, 0, 3}, Cond{CStoneMax, 0, 0}),
	{ID: 13, Points: 2, Category: SxEach, Conds: [2]Cond{{CPermanents, 0, 0}}},
	sxYou(14, 6, Cond{CObelisk, 0, 5}),
	sxYou(15, 3, Cond{CCrew, CrewViolet, 5}),
	sxYou(16, 8, Cond{CColDone, 0, 0}, Cond{CObelisk, 0, 3}),
	sxYou(17, 3, Cond{CCrew, CrewGreen, 5}),
	{ID: 18, Points: 4, Category: SxMost, Conds: [2]Cond{{CFieldValue, Green, 0}}},
	sxYou(19, 6, Cond{CObelisk, 0, 3}, Cond{CWheatMax, 0, 0}),
	sxYou(20, 5, Cond{CColDone, 0, 0}),
	sxYou(21, 7, Cond{CObelisk, 0, 3}, Cond{CPyramid, 0, 5}),
	sxYou(22, 6, Cond{CPyramid, 0, 4}, Cond{CWheatMax, 0, 0}),
	sxYou(23, 4, Cond{CAllCrews, 0, 3}),
	sxYou(24, 5, Cond{CStatuesFull, 0, 1}, Cond{CWheatMax, 0, 0}),
	{ID: 25, Points: 6, Category: SxYou, Conds: [2]Cond{{CObelisk, 0, 3}, {CColonnade, 0, 3}}}, // + pyramid: see X25Extra
	{ID: 26, Points: 4, Category: SxMost, Conds: [2]Cond{{CFieldValue, Yellow, 0}}},
	sxYou(27, 4, Cond{CColonnade, 0, 4}, Cond{CStatuesFull, 0, 1}),
	{ID: 28, Points: 4, Category: SxMost, Conds: [2]Cond{{CFieldValue, Red, 0}}},
	{ID: 29, Points: 4, Category: SxMost, Conds: [2]Cond{{CQuarryValue, 0, 0}}},
	sxYou(30, 6, Cond{CPyramid, 0, 6}),
	sxYou(31, 9, Cond{CColonnade, 0, 5}, Cond{CPyramid, 0, 5}),
	sxYou(32, 7, Cond{CStatuesFull, 0, 2}, Cond{CPyramid, 0, 4}),
	sxYou(33, 3, Cond{CCrew, CrewYellow, 5}),
	{ID: 34, Points: 6, Category: SxYou, ThreePlus: true, Conds: [2]Cond{{CStatuesFull, 0, 3}}},
	{ID: 35, Points: 4, Category: SxYou, ThreePlus: true, Conds: [2]Cond{{CEachStatue, 0, 2}}},
}

// Conditions beyond the two slots of a card: X8 also needs >= 2 on the
// pyramid and >= 2 on the statues together (A24); X25 also >= 3 on the
// pyramid (A35).
var SphinxExtra = map[int8][]Cond{
	8:  {{CPyramid, 0, 2}, {CStatueBricks, 0, 2}},
	25: {{CPyramid, 0, 3}},
}

// ---------------------------------------------------------- statue cards

// StatueCard is one of the 9 statue cards (§9.4 [TEXT]): deck A or B, the
// objective measured at the end and its level 1/2/3 thresholds.
type StatueCard struct {
	ID         int8
	DeckA      bool
	Cond       Cond // Kind and A; N unused
	Thresholds [StatueLevels]int8
}

const NumStatueCards = 9

var StatueCards = [NumStatueCards]StatueCard{
	{1, false, Cond{CPermanents, 0, 0}, [3]int8{2, 3, 4}},
	{2, true, Cond{CPyramid, 0, 0}, [3]int8{3, 4, 6}},
	{3, false, Cond{CFieldValue, -2, 0}, [3]int8{8, 12, 16}}, // Yellow + Red
	{4, false, Cond{CFieldValue, Green, 0}, [3]int8{8, 11, 13}},
	{5, true, Cond{CMarketSum, 0, 0}, [3]int8{6, 8, 10}},
	{6, true, Cond{CSphinxCards, 0, 0}, [3]int8{4, 5, 6}},
	{7, true, Cond{CObelisk, 0, 0}, [3]int8{2, 3, 4}},
	{8, false, Cond{CQuarryValue, 0, 0}, [3]int8{7, 11, 13}},
	{9, false, Cond{CCrewTotal, 0, 0}, [3]int8{12, 15, 18}},
}
