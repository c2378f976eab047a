package imhotep

import (
	"nilegames/engine"
)

// Score parts, in the order of the breakdown.
const (
	partPyramid = iota
	partTemple
	partBurial
	partObelisks
	partDecorations
	partStatues
	partBlue
	partWrath
	numParts
)

// PartSources are the engine.Part.Source codes, in breakdown order.
var PartSources = [numParts]string{"pyramid", "temple", "burial", "obelisks", "decorations", "statues", "blue_cards", "wrath"}

const (
	numShips   = len(Ships)
	maxSlots   = 4
	maxBurial  = UsableStones * MaxPlayers
	noCard     = -1
	noPlayer   = -1
	allSeen    = 0xff
	pyrBSpaces = 5
)

var emptyShip = [maxSlots]int8{noPlayer, noPlayer, noPlayer, noPlayer}

// frameKind is the kind of one item of pending work.
type frameKind int8

const (
	fEndTurn      frameKind = iota + 1 // the turn action is resolved: next player or round end
	fUnload                            // a ship unloading; with a Lever, first its order
	fMarketPick                        // decision: which market card for an unloaded stone
	fPairKeep                          // decision: which card of the hidden pair to keep
	fRedDone                           // discard a red card once its placement is resolved
	fPyrChoice                         // decision: which Pyramid B receives a stone
	fBonus                             // decision: a Pyramid B bonus, take or decline
	fChisel2                           // decision: the second stone of a Chisel
	fTemple                            // round-end temple scoring, column by column
	fTempleChoice                      // decision: Temple B Choice, point or stones
	fCleanup                           // round-end cleanup, then next round or final scoring
)

// frame is one item of pending work. Which fields matter depends on kind.
type frame struct {
	kind   frameKind
	player int8 // the owner of the decision / the stone / the turn
	ship   int8
	site   int8
	card   int8 // fRedDone: the card; fBonus: the Bonus; fPairKeep: first card
	card2  int8 // fPairKeep: second card, or noCard
	n      int8 // fUnload: stones on board at sailing; fRedDone: 1 if a stone was placed
	idx    int8 // fUnload: next stone of order to unload; fTemple: next column
	chosen int8 // fUnload with a Lever: how many of order are chosen
	lever  bool
	order  [maxSlots]int8 // fUnload: slots in unloading order
	ret    [MaxPlayers]int8
}

// The deepest pending work is 6 frames: end turn, unload, market pick
// (becoming the pair keep, then a red card), pyramid choice (becoming a
// bonus); a Card bonus may draw an Entrance: red card, pyramid choice,
// bonus again (the Card space is filled once per game, so no deeper). A
// round end starts from cleanup and temple: also 6. 12 leaves a margin.
const maxStack = 12

// State is a match of Imhotep.
type State struct {
	engine.Header

	np      int8
	templeW int8
	sideB   [NumSites]bool
	wrath   bool

	round       int8 // 1..6
	first       int8 // first player of this round
	turn        int8 // whose turn it is
	passes      int8 // consecutive Pass moves
	sailed      int8 // ships sailed this round
	over        bool
	roundEnding bool // temple scoring and cleanup under way: no ship takes stones

	// roundCards[0..5] is the round deck in order (roundCards[round-1] is
	// the current card); roundCards[6] was removed unseen at setup.
	roundCards [7]int8

	shipIn   uint8 // ids of this round's ships
	shipGone uint8 // ids sailed this round
	shipDest [numShips]int8
	slots    [numShips][maxSlots]int8 // owner per slot, noPlayer if empty
	siteUsed uint8

	sled   [MaxPlayers]int8
	quarry [MaxPlayers]int8
	cards  [MaxPlayers][NumCards]int8
	parts  [MaxPlayers][numParts]int16

	deck     [DeckSize]int8 // deck[deckN-1] is the top
	deckN    int8
	disc     [DeckSize]int8
	discSeen [DeckSize]uint8 // seats that know the card: allSeen, or a Market B reject
	discN    int8
	face     [MarketASpaces]int8 // face-up market spaces (B uses the first 3)
	pair     [MarketBPair]int8   // Market B hidden pair (noCard when empty)

	siteStones [NumSites][MaxPlayers]int8
	pyrN       int16 // stones on the Pyramid board, edge included
	pyrA       [len(PyramidAValues)]int8
	pyrB       [3][pyrBSpaces]int8
	pyrBN      [3]int8
	edge       [MaxPlayers]int8
	templeN    int16
	templeTop  [5]int8
	burialN    int16
	burial     [maxBurial]int8
	obWait     [MaxPlayers]int8
	obFormed   [MaxPlayers]int8
	obN        int8

	stack [maxStack]frame
	sp    int8
}

func (s *State) Game() engine.Game { return Game{} }
func (s *State) NumPlayers() int   { return int(s.np) }
func (s *State) Terminal() bool    { return s.over }

// Clone copies the state: a struct copy with its header detached.
func (s *State) Clone() engine.State {
	c := *s
	c.Detach()
	return &c
}

// CurrentPlayer is the seat that must decide now.
func (s *State) CurrentPlayer() int {
	if s.over {
		return engine.Terminal
	}
	if s.sp > 0 {
		return int(s.stack[s.sp-1].player)
	}
	return int(s.turn)
}

func (s *State) top() *frame { return &s.stack[s.sp-1] }

// push adds pending work. The depth is bounded by the game (see maxStack);
// beyond it the work is dropped rather than panicking.
func (s *State) push(f frame) {
	if int(s.sp) >= maxStack {
		return
	}
	s.stack[s.sp] = f
	s.sp++
}

func (s *State) pop() { s.sp-- }

func (s *State) inRound(ship int) bool   { return s.shipIn&(1<<ship) != 0 }
func (s *State) harbour(ship int) bool   { return s.shipIn&^s.shipGone&(1<<ship) != 0 }
func (s *State) siteFree(site Site) bool { return s.siteUsed&(1<<site) == 0 }

func (s *State) load(ship int) int {
	n := 0
	for k := 0; k < Ships[ship].Capacity; k++ {
		if s.slots[ship][k] != noPlayer {
			n++
		}
	}
	return n
}

func (s *State) freeSlots() int {
	n := 0
	for id := 0; id < numShips; id++ {
		if s.harbour(id) {
			n += Ships[id].Capacity - s.load(id)
		}
	}
	return n
}

func min8(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// takeable is what a take of up to max stones gives p (sled cap, quarry).
func (s *State) takeable(p int, max int) int {
	return min8(min8(max, SledCapacity-int(s.sled[p])), int(s.quarry[p]))
}

func (s *State) score(p int, part int, pts int) {
	if pts == 0 {
		return
	}
	s.parts[p][part] += int16(pts)
	if s.Recording() {
		s.Record(PointsScored{Player: p, Points: pts, Source: PartSources[part]})
	}
}

func (s *State) total(p int) int {
	t := 0
	for _, v := range s.parts[p] {
		t += int(v)
	}
	return t
}
