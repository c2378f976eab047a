package imhotep

// The data table of Imhotep. Every value the rules spec marks
// [DESIGN DEFAULT] lives here, and only here, so it can be corrected against
// the physical game in one place. Section numbers refer to
// shared/rules/004-imhotep.md.

// Site is one of the five site boards, in table order (§2.5).
type Site int8

const (
	Market Site = iota
	Pyramid
	Temple
	Burial
	Obelisks
	NumSites
)

var siteNames = [NumSites]string{"market", "pyramid", "temple", "burial", "obelisks"}

// String is the stable code of the site, used in action strings and events.
func (s Site) String() string {
	if s < 0 || s >= NumSites {
		return "site?"
	}
	return siteNames[s]
}

// Fixed rules of the game (§2, §3, §4).
const (
	NumRounds      = 6
	SledCapacity   = 5
	StonesPerColor = 30 // one of them is the score marker (§3.2, §11.22)
	UsableStones   = StonesPerColor - 1
	GetStonesMax   = 3 // A1 and Hammer
	ShipsPerRound  = 4
	MaxPlayers     = 4
	MinPlayers     = 2
	WrathPenalty   = 5 // §6.4
)

// StartingStones[i] is what the i-th player from the first player starts
// with on their sled (§3.9).
var StartingStones = [MaxPlayers]int{2, 3, 4, 5}

// TempleWidth by player count (§3): 4 spaces with 2 players, else 5.
func TempleWidth(players int) int {
	if players == 2 {
		return 4
	}
	return 5
}

// Ships (§2.2). Ids are the index into this table; a round card asking for k
// ships of one capacity takes the k lowest ids of that capacity
// [DESIGN DEFAULT].
type ShipSpec struct {
	ID       string
	Capacity int
	Minimum  int // [DESIGN DEFAULT] §9.2: max(capacity-1, 1)
}

var Ships = [8]ShipSpec{
	{"S4a", 4, 3}, {"S4b", 4, 3},
	{"S3a", 3, 2}, {"S3b", 3, 2}, {"S3c", 3, 2},
	{"S2a", 2, 1}, {"S2b", 2, 1},
	{"S1", 1, 1},
}

// RoundCards[players-2] lists the 7 round cards of that player count, each as
// its 4 ship capacities. [DESIGN DEFAULT] §9.1 (from a public fan
// implementation; the rulebook shows the icons only).
var RoundCards = [3][7][ShipsPerRound]int{
	{ // 2 players
		{4, 3, 2, 2}, {4, 3, 3, 1}, {4, 2, 2, 1}, {4, 3, 2, 1}, {3, 2, 2, 1}, {3, 3, 2, 2}, {3, 3, 2, 1},
	},
	{ // 3 players
		{4, 2, 2, 1}, {4, 3, 3, 2}, {4, 3, 2, 2}, {4, 4, 2, 1}, {4, 3, 2, 1}, {3, 3, 2, 1}, {3, 3, 3, 2},
	},
	{ // 4 players
		{4, 4, 2, 1}, {4, 3, 3, 2}, {4, 3, 3, 3}, {3, 3, 3, 2}, {4, 4, 3, 2}, {4, 4, 2, 2}, {4, 3, 2, 2},
	},
}

// RoundCardShips returns the ship ids (indexes into Ships) of a round card:
// for each capacity, the lowest ids first.
func RoundCardShips(players, card int) [ShipsPerRound]int {
	var out [ShipsPerRound]int
	var used [len(Ships)]bool
	for i, c := range RoundCards[players-2][card] {
		for id, sp := range Ships {
			if sp.Capacity == c && !used[id] {
				used[id] = true
				out[i] = id
				break
			}
		}
	}
	return out
}

// Market cards (§2.3, §8.1).
type Card int8

const (
	Entrance Card = iota
	Sarcophagus
	PavedPath
	DecorPyramid
	DecorTemple
	DecorBurial
	DecorObelisk
	Statue
	Lever
	Hammer
	Sail
	Chisel
	NumCards
)

// CardClass is a card's colour class, which sets when it acts.
type CardClass int8

const (
	Red    CardClass = iota // at once, then discarded
	Green                   // end of game, per stones on a site
	Violet                  // end of game, statue table
	Blue                    // an action on a later turn; unused = 1 point
)

type CardSpec struct {
	Code  string
	Class CardClass
	Count int
	// Site is the site a red card builds on or a decoration counts; -1 for
	// the others.
	Site Site
}

var Cards = [NumCards]CardSpec{
	Entrance:     {"entrance", Red, 2, Pyramid},
	Sarcophagus:  {"sarcophagus", Red, 2, Burial},
	PavedPath:    {"paved_path", Red, 2, Obelisks},
	DecorPyramid: {"decor_pyramid", Green, 2, Pyramid},
	DecorTemple:  {"decor_temple", Green, 2, Temple},
	DecorBurial:  {"decor_burial", Green, 2, Burial},
	DecorObelisk: {"decor_obelisk", Green, 2, Obelisks},
	Statue:       {"statue", Violet, 10, -1},
	Lever:        {"lever", Blue, 2, -1},
	Hammer:       {"hammer", Blue, 2, -1},
	Sail:         {"sail", Blue, 3, -1},
	Chisel:       {"chisel", Blue, 3, -1},
}

// DeckSize is the number of market cards (34).
const DeckSize = 34

// String is the stable code of the card.
func (c Card) String() string {
	if c < 0 || c >= NumCards {
		return "card?"
	}
	return Cards[c].Code
}

// FullDeck lists the 34 cards in catalogue order (shuffled at setup).
func FullDeck() []Card {
	d := make([]Card, 0, DeckSize)
	for c := Card(0); c < NumCards; c++ {
		for i := 0; i < Cards[c].Count; i++ {
			d = append(d, c)
		}
	}
	return d
}

// Market spaces (§4.1): side A 4 face-up; side B 3 face-up + a face-down pair.
const (
	MarketASpaces = 4
	MarketBSpaces = 3
	MarketBPair   = 2
)

// Pyramid A (§5.4): values in filling order; then 1 point per edge stone.
var PyramidAValues = [14]int{2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4}

// PyramidOverflowPoints is what a stone on the edge scores (A and B).
const PyramidOverflowPoints = 1

// Bonus is a Pyramid B bonus space kind (§5.5).
type Bonus int8

const (
	NoBonus Bonus = iota
	BonusCard
	BonusStones
	BonusShip
)

// BonusStonesMax is what the Stones bonus may take (§5.5).
const BonusStonesMax = 3

type PyrBSpace struct {
	Points int
	Bonus  Bonus
}

// PyramidB[p] is pyramid p (0 Left, 1 Centre, 2 Right) in filling order:
// b1 top-left, b2 bottom-left, b3 top-right, b4 bottom-right, then the top.
// [DESIGN DEFAULT] §5.5 / §9.3.
var PyramidB = [3][5]PyrBSpace{
	{{2, NoBonus}, {1, BonusCard}, {3, NoBonus}, {2, NoBonus}, {4, NoBonus}},
	{{3, NoBonus}, {2, NoBonus}, {1, BonusStones}, {2, NoBonus}, {4, NoBonus}},
	{{2, NoBonus}, {3, NoBonus}, {2, NoBonus}, {1, BonusShip}, {4, NoBonus}},
}

// PyramidBNames are the codes of the three pyramids.
var PyramidBNames = [3]string{"L", "C", "R"}

// Temple B (§5.6).
type TempleBonus int8

const (
	TempleChoice TempleBonus = iota // 1 point, or stones (TempleChoiceStones)
	TemplePoints                    // TemplePointsValue points
	TempleCard                      // the top market card, mandatory
)

// TempleB is the bonus of each column, left to right. 2 players use the
// first 4. [DESIGN DEFAULT] §9.4.
var TempleB = [5]TempleBonus{TempleChoice, TemplePoints, TempleChoice, TempleCard, TempleChoice}

const (
	TempleAPoints        = 1 // per visible stone, side A
	TempleChoicePoints   = 1
	TempleChoiceStones   = 2
	TemplePointsValue    = 2
	BurialRows           = 3
	BurialAExtraPerStone = 2 // beyond the table, per stone (§5.7)
)

// BurialATable[n] scores an area of n stones for n <= 5 (§5.7); beyond,
// +BurialAExtraPerStone per stone. Size 4 = 10 is a public fact (§11.21).
var BurialATable = [6]int{0, 1, 3, 6, 10, 15}

// BurialBRanks are the row-majority points by rank; 4th = 0 is
// [DESIGN DEFAULT] §9.5, used for 2, 3 and 4 players.
var BurialBRanks = []int{8, 4, 2, 0}

// ObeliskARanks[players-2] are the end-game points by rank (§5.8).
var ObeliskARanks = [3][]int{
	{10, 1},
	{12, 6, 1},
	{15, 10, 5, 1},
}

// Obelisks B (§5.8, §9.6): [DESIGN DEFAULT] 10 spaces valued 10..1, a
// further obelisk scores ObeliskBExtra; 3 waiting stones make an obelisk;
// each waiting stone left at the end scores ObeliskBWaitingPoints.
var ObeliskBValues = [10]int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}

const (
	ObeliskBExtra         = 1
	ObeliskBStones        = 3
	ObeliskBWaitingPoints = 1
)

// StatueTable[n] scores n statues for n <= 5; beyond, +StatueExtra each.
var StatueTable = [6]int{0, 1, 3, 6, 10, 15}

const (
	StatueExtra      = 2
	DecorationPer    = 3 // 1 point per this many stones on the site
	UnusedBluePoints = 1
)
