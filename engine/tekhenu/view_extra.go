package tekhenu

import "nilegames/engine"

// More read-only accessors for the board view (scenes/tekhenuview): the
// printed data of the board and the catalogue, the decision in progress,
// and a decoding of actions into their choices.

// TileInfo is column tile id's light, ability code and cost.
func TileInfo(id int) (light, ability, limestone, granite int) {
	if id < 0 || id >= NumTiles {
		return NoLight, abNone, 0, 0
	}
	t := columnTiles[id]
	return int(t.Light), int(t.Ability), int(t.Limestone), int(t.Granite)
}

// TileEdge is the colour (Blue, Red, Green) of tile id's edge dir after
// rot clockwise quarter-turns.
func TileEdge(id, rot, dir int) int { return int(tileEdge(id, rot, dir)) }

// NumAbilities counts the column-tile ability codes (0 none).
const NumAbilities = abCellTwice + 1

// TempleBonus is the bonus printed on temple cell c: n tokens of kind
// (a resource, or Faith).
func TempleBonus(c int) (n, kind int) {
	if c < 0 || c >= 25 {
		return 0, 0
	}
	return int(templeCells[c].N), int(templeCells[c].Kind)
}

// Wall is the colour outside border position i (0..4) of side dir.
func Wall(dir, i int) int {
	switch dir {
	case North:
		return int(wallTop[i])
	case South:
		return int(wallBottom[i])
	case East:
		return int(wallRight[i])
	}
	return int(wallLeft[i])
}

// SectionSize is the number of slots of market section sec.
func SectionSize(sec int) int {
	if sec < 0 || sec >= NumSections {
		return 0
	}
	return len(sectionSlots[sec])
}

// SlotDeck is the deck (Blessing, Technology, Decree) of a market slot.
func SlotDeck(sec, slot int) int { return int(sectionSlots[sec][slot]) }

// SectionOpensAt is the Population that opens section sec (0: at setup).
func SectionOpensAt(sec int) int { return int(sectionOpensAt[sec]) }

// TempleSlotCost is the Bread cost of temple building slot i (0..9).
func TempleSlotCost(i int) int { return int(templeSlotCost[i%5]) }

// TempleSlotOpen reports whether temple building slot i is used at this
// player count.
func (s *State) TempleSlotOpen(i int) bool { return templeSlotOpen[s.n][i%5] }

// GodStatueSlots is the number of usable statue slots per god section.
func (s *State) GodStatueSlots() int { return int(godStatueSlots[s.n]) }

// GodBonus is the token kind a statue owner of god g receives: a
// resource, or 6 for a Scribe.
func GodBonus(g int) int { return int(godBonus[g]) }

// ScribeToken is the token kind of a Scribe in GodBonus.
const ScribeToken = scribeToken

// StatueCost is the Granite cost of a player's i-th statue.
func StatueCost(i int) int { return int(statueCost[min(max(i, 0), NumStatues-1)]) }

// BuildingRow is the VP and Bread revealed by building-row slot i.
func BuildingRow(i int) (vp, bread int) { return int(buildingRowVP[i]), int(buildingRowBread[i]) }

// DecreeSymbol is Decree card i's symbol (0-based card index).
func DecreeSymbol(i int) int { return int(decreeSymbol[i]) }

// DestinyAnkh is Destiny card i's Ankh value.
func DestinyAnkh(i int) int { return int(destinyAnkh[i]) }

// StartChoices are the Start card ids still to draft (§3 step 12).
func (s *State) StartChoices() []int {
	var out []int
	for i := 0; i < int(s.startN); i++ {
		if s.startTaken&(1<<i) == 0 {
			out = append(out, int(s.startDrawn[i]))
		}
	}
	return out
}

// DestinyHolder is the seat holding Destiny card i, -1 if none.
func (s *State) DestinyHolder(i int) int { return int(s.destinyOf[i]) }

// KeepChoice is the pair of cards drawn by S05/S06 ("" when none), shown
// only to viewer when it is the seat choosing.
func (s *State) KeepChoice(viewer int) [2]string {
	var out [2]string
	if s.phase != PhKeepOne || int(s.actor) != viewer {
		return out
	}
	deck := int(s.tasks[s.nTasks-1].arg)
	for i, c := range s.keepTwo {
		if c >= 0 {
			out[i] = cardName(cardCode(deck, int(c)))
		}
	}
	return out
}

// TurnDie is the die of the turn in progress (-1 before the draft), its
// value and section, and whether it was taken for Anubis.
func (s *State) TurnDie() (die, value, section int, anubis bool) {
	if s.stage != stTurn || s.tc.die < 0 {
		return -1, 0, -1, false
	}
	return int(s.tc.die), int(s.tc.val), int(s.tc.sect), s.tc.anubis
}

// Performing is the Divine Action waiting for its parameters: god, value
// and the Thoth section chosen (-1); ok false when none.
func (s *State) Performing() (god, value, section int, ok bool) {
	switch s.phase {
	case PhHorus, PhRa, PhHathor, PhThothRefresh, PhThothPick, PhOsiris:
		sec := -1
		if s.phase == PhThothPick {
			sec = int(s.cur.section)
		}
		return int(s.cur.god), int(s.cur.val), sec, true
	}
	return -1, 0, -1, false
}

// ResourceChoice is how many tokens are still to choose one by one in
// PhResource (0 otherwise).
func (s *State) ResourceChoice() int {
	if s.phase != PhResource || s.nTasks == 0 {
		return 0
	}
	return int(s.tasks[s.nTasks-1].v)
}

// RaSlotFor is the Ra slot a die of value v takes from.
func RaSlotFor(v int) int { return raSlotOf(v) }

// HorusGod is the god whose Horus space shows value v (-1 none).
func (s *State) HorusGod(v int) int { return s.horusGod(v) }

// Balance is seat p's balance (Pure minus Corrupt dice and surplus), and
// with its Faith the best final value it could reach.
func (s *State) Balance(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	return s.balance(p)
}

// Pile is the number of column tiles left face down.
func (s *State) Pile() int { return int(s.pileN) }

// Deck is the number of cards in deck and in its discard pile.
func (s *State) Deck(deck int) (n, discard int) { return int(s.deckN[deck]), int(s.discardN[deck]) }

// Counts are the Rotations, Judgments and Scorings done.
func (s *State) Counts() (rotations, judgments, scorings int) {
	return int(s.rotations), int(s.judgments), int(s.scorings)
}

// Row2Gold reports whether the Gold at the left of Osiris row 2 is there.
func (s *State) Row2Gold() bool { return s.row2Gold }

// BagCount is the number of dice in the bag.
func (s *State) BagCount() int { return s.bagCount() }

// BreadDue is the Bread upkeep seat p owes at a Scoring.
func (s *State) BreadDue(p int) int { return s.breadDue(p) }

// Ankh is seat p's Ankh value at a Judgment tie (-1 without a Destiny).
func (s *State) Ankh(p int) int { return s.ankh(p) }

// Winner is the winning seat once the game is over (-1 before).
func (s *State) Winner() int { return int(s.winner) }

// Move kinds of Decode.
const (
	MoveKeepDecree = iota // I: 0/1
	MoveStart             // I: Start card id
	MoveDestiny           // I: Destiny card, Opt: A03 Happiness
	MovePass
	MoveBless    // I: Blessing index, Opt: B07/B08 Happiness
	MoveTake     // Die, Colour, Mode, Value, Set
	MoveNoAction // Die
	MoveProduce  // I: resource, Delta
	MoveGod      // I: god, Delta, Free, T19
	MoveExtra    // I: god, Delta, Free
	MoveStatue   // I: 0 god statue, 1+people slot
	MoveColumn   // I: cell, Rot
	MoveBuilding // I: temple slot
	MoveRefresh  // I: section
	MoveSection  // I: section
	MoveCard     // I: slot
	MoveDistrict // I: district
	MoveTrack    // I: resource
	MoveResource // I: resource
	MoveKeepOne  // I: 0/1
	MoveValue    // Value
	MoveFree     // I: god (0..5) or 6+resource (Production), Value, Free (with B13–B16)
	MoveFaith    // N: net Faith
	MoveBread    // N: Bread paid
	MoveD23
	MoveUnknown
)

// Take modes of Move.Mode.
const (
	TakePure    = modePure
	TakeCorrupt = modeCorrupt
	TakeAnubis  = modeAnubis
)

// Move is an action decoded into the choices it makes.
type Move struct {
	Kind                     int
	I                        int
	Die, Colour, Mode, Value int
	Set, Opt, Free, T19      bool
	Delta, Rot, N            int
}

// Decode splits action a into its choices.
func Decode(a engine.Action) Move {
	x := int(a)
	switch {
	case in(a, aKeep, 2):
		return Move{Kind: MoveKeepDecree, I: x - aKeep}
	case in(a, aStart, 12):
		return Move{Kind: MoveStart, I: x - aStart}
	case in(a, aDestiny, 8):
		return Move{Kind: MoveDestiny, I: (x - aDestiny) / 2, Opt: (x-aDestiny)%2 == 1}
	case a == aPass:
		return Move{Kind: MovePass}
	case in(a, aBless, 48):
		return Move{Kind: MoveBless, I: (x - aBless) / 2, Opt: (x-aBless)%2 == 1}
	case in(a, aTake, takeSpan):
		d, c, mode, v, set := decTake(a)
		return Move{Kind: MoveTake, Die: d, Colour: c, Mode: mode, Value: v, Set: set}
	case in(a, aNoAct, NumDice):
		return Move{Kind: MoveNoAction, Die: x - aNoAct}
	case in(a, aProduce, 12):
		return Move{Kind: MoveProduce, I: (x - aProduce) / 3, Delta: (x-aProduce)%3 - 1}
	case in(a, aGod, 120):
		g, d, free, t19 := decGod(a)
		return Move{Kind: MoveGod, I: g, Delta: d, Free: free, T19: t19}
	case in(a, aExtra, 60):
		g, d, free := decExtra(a)
		return Move{Kind: MoveExtra, I: g, Delta: d, Free: free}
	case in(a, aHorus, 5):
		return Move{Kind: MoveStatue, I: x - aHorus}
	case in(a, aRa, 100):
		return Move{Kind: MoveColumn, I: (x - aRa) / 4, Rot: (x - aRa) % 4}
	case in(a, aHathor, NumTempleSlots):
		return Move{Kind: MoveBuilding, I: x - aHathor}
	case in(a, aRefresh, 4):
		return Move{Kind: MoveRefresh, I: x - aRefresh}
	case in(a, aSection, 4):
		return Move{Kind: MoveSection, I: x - aSection}
	case in(a, aCard, 4):
		return Move{Kind: MoveCard, I: x - aCard}
	case in(a, aDistr, 4):
		return Move{Kind: MoveDistrict, I: x - aDistr}
	case in(a, aTrack, 4):
		return Move{Kind: MoveTrack, I: x - aTrack}
	case in(a, aRes, 5):
		return Move{Kind: MoveResource, I: x - aRes}
	case in(a, aKeepOne, 2):
		return Move{Kind: MoveKeepOne, I: x - aKeepOne}
	case in(a, aValue, 7):
		return Move{Kind: MoveValue, Value: x - aValue}
	case in(a, aFree, 120):
		y := x - aFree
		return Move{Kind: MoveFree, I: y % 60 / 6, Value: y%6 + 1, Free: y >= 60}
	case in(a, aFaith, 2*faithBias+1):
		return Move{Kind: MoveFaith, N: x - aFaith - faithBias}
	case in(a, aBread, 100):
		return Move{Kind: MoveBread, N: x - aBread}
	case a == aD23:
		return Move{Kind: MoveD23}
	}
	return Move{Kind: MoveUnknown}
}

// CardName is the stable name of a card of deck (Blessing, Technology,
// Decree) with index i ("B07").
func CardName(deck, i int) string { return cardName(cardCode(deck, i)) }

// Card name prefixes.
var (
	StartName   = startName
	DestinyName = destinyName
)

// CorruptionPenalty is the VP a final balance b loses at a Judgment
// (§4.3 step 4), for previews.
func CorruptionPenalty(b int) int { return corruptionPenalty(b) }

// UpkeepPenaltyVP is the VP each unpaid Bread of the upkeep costs
// (§6.1 step 7), for previews.
const UpkeepPenaltyVP = upkeepPenaltyVP
