package egizia

import "nilegames/engine"

// Phase is the decision the state waits for (§4, §11.3).
type Phase uint8

const (
	PhSetupSphinx Phase = iota // §3.1 step 6: keep 1 of the 2 Sphinx cards dealt
	PhPlace                    // §4.2: place a ship (card/round space, slot, waiting) or pass
	PhCrew                     // an effect's "+1 Strength to a crew of your choice"
	PhFlood                    // an effect's optional flood move (up to opArg spaces)
	PhMarket                   // an effect's "+1 on a market of your choice" (obelisk bonus too)
	PhFreeBrick                // R23/R45: where the free brick goes
	PhGlean                    // R27 at the end of Place ships: a card left on the river or 1 point
	PhWindow                   // A25 windows: start of Produce (R28), start of Build (R14, R29), final
	PhFeed                     // §4.4: the seat's own feeding: R4, Wheat cards, then confirm
	PhBuild                    // §4.5: the ship at hand: choose the crews, or decline
	PhBuildItems               // §6.2: add items (and boosts) to the build, then done
	PhSphinxKeep               // §6.3: keep 0/1 (2 with R48) of the Sphinx cards drawn
	PhExtraBuild               // A30: NT04 / G8 offered after a zone's slots
	PhOver
)

var phaseCodes = [...]string{"setup_sphinx", "place", "crew", "flood", "market", "free_brick", "glean",
	"window", "feed", "build", "build_items", "sphinx_keep", "extra_build", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseCodes) {
		return phaseCodes[p]
	}
	return "phase?"
}

// Round steps (§4).
const (
	StepSetup = iota // before round 1: the setup Sphinx choice
	StepPlace
	StepProduce
	StepFeed
	StepBuild
	StepEnd
	StepFinal // after round 5's cooperation bonus: the final window (§5.2, M18)
	StepOver
)

// Window kinds (PhWindow, A25).
const (
	WinProduce = iota // start of Produce: R28
	WinBuild          // start of Build, before Z1: R14, R29
	WinFinal          // before the final scoring (M18)
)

// Score sources: stable codes of Score parts (the score pad's columns).
const (
	srcTrack    = iota // everything scored during the game (the score track)
	srcMajority        // end: pyramid majority +5
	srcNile            // end: R7 +5
	srcSphinx          // end: Sphinx cards met
	srcStatues         // end: statue objectives
	srcStone           // end: leftover Stone
	numSources
)

var sourceCodes = [numSources]string{"track", "pyramid_majority", "nile", "sphinx", "statues", "stone"}

// Board cell values.
const (
	empty   = -1 // no ship / brick
	neutral = -2 // a neutral blocking ship (§2.3)
)

// Round-space contents (tile[t]): a Nile tile id 1..11, or these.
const (
	tileNone    = 0  // taken away / unused
	tilePrinted = -1 // round 1 at 3–4p: the printed effect PrintedRound1[t]
	tileBlocked = -2 // 2p: a face-down 3+ blocker (A36)
)

// Permanent powers used this round (Player.PermUsed bits).
const (
	usedForeman   = 1 << iota // R14
	usedGleaner               // R27
	usedTrader                // R28
	usedRecruiter             // R29
)

// Player is one seat's possessions (§2.2).
type Player struct {
	Score   int16 // may be negative; the lap tile is only a picture
	Arrival int16 // arrivalSeq (§5.4): larger = arrived later = lower
	Stone   int8  // 0..25
	Mkt     [NumMarkets]int8
	Str     [NumCrews]int8
	Used    uint8  // crews flipped this round (bit crew)
	Cards   uint64 // Nile cards owned (bit id-1): fields, quarries, combos, permanents, anytime held, R7 kept
	// Irrigation cards attached (A34): Attach[0] is R24's field card id, Attach[1] R42's; 0 none.
	Attach      [2]int8
	StartG4     bool             // the starting Field flipped to 10 (G4)
	Sphinx      uint64           // Sphinx cards held (bit id-1), hidden from the others
	Col         int8             // colonnade columns built 0..7
	ColRank     int8             // 1..4: the rank of completion, 0 not completed
	Statue      [NumStatues]int8 // levels built per statue, 0..3
	StatueRound [NumStatues]int8 // the round a level was last built there (one a round)
	Bonus       uint16           // bonus tiles gained (bit g)
	BonusUsed   uint16           // violet tiles used (this round for G6/G9/G10, ever for G7/G8)
	PermUsed    uint8            // usedForeman...: once-per-round permanents used
	RowMaj      uint8            // pyramid rows whose completion majority this seat won
	OrderTile   int8             // 1..N, this round

	// This round.
	Ships    int8  // ships placed
	Low      int8  // highest river index among its ships (A33), 0 none
	Passed   bool  // Place ships
	Zones    uint8 // zones built in (bit zone), for the cooperation bonus
	ObeBonus bool  // the obelisk market bonus taken (A3)
	WaitTile bool  // holds NT04 this round, not used yet
}

// Has reports whether Nile card id (1..56) is owned.
func (p *Player) Has(id int) bool { return p.Cards&(1<<uint(id-1)) != 0 }

// HasBonus reports whether bonus tile g (G1..G10) was gained.
func (p *Player) HasBonus(g int) bool { return p.Bonus&(1<<uint(g)) != 0 }

// task is a pending effect step (a card, tile or printed space's Op that
// needs a decision, or a continuation), resolved in order.
type task struct {
	op   Op
	seat int8
}

// build is the build in progress (PhBuild → PhBuildItems → PhSphinxKeep):
// atomic (A29), its capacity fixed when the crews are chosen.
type build struct {
	zone     int8
	slot     int8 // slot index 0..2, or -1 for an extra builder (NT04, G8)
	seat     int8
	crews    uint8 // crews flipped for it
	capacity int8  // Strength: crews + boosts
	budget   int8  // Stone the build may still spend (A29)
	cost     int8  // spent so far
	items    int8
	obeN     int8 // obelisk bricks in this build
	obeUpper bool
	sphLimit int8 // card limit at the Sphinx for this ship
}

// State is a match of Egizia. Everything is fixed-size, so Clone is a
// struct copy plus the header.
type State struct {
	engine.Header

	n     int8 // seats 2..4; seat = colour, in setup order
	phase Phase
	step  int8             // StepPlace...
	round int8             // 1..5
	actor int8             // seat deciding now
	turn  int8             // index into order of the seat whose turn it is (Place ships, windows, feeding)
	order [MaxPlayers]int8 // seats by order tile 1..N

	pl      [MaxPlayers]Player
	arrival int16 // the global arrival counter (§5.4)

	// River (§2.3): cards on the card spaces (id, 0 none), tiles on the
	// round spaces (tileNone...), the ship on each river index (seat or
	// empty), construction slots (seat, neutral or empty) and the waiting
	// queues (seats in placement order).
	card    [NumCardSp]int8
	tile    [NumRoundSp]int8
	ship    [NumRiver]int8
	slots   [NumZones][SlotsPerZone]int8
	waiting [NumZones][MaxPlayers]int8
	waitN   [NumZones]int8
	flood   int8

	// Monuments (§2.4): owners by space, empty when free.
	obelisk   [ObeliskFloors]int8
	obeN      int8
	pyramid   [PyrRows][PyrMaxRow]int8 // 2p: 3 logical rows (dark side then light side)
	rowWinner [PyrRows]int8            // seat, or empty
	colDone   int8                     // players who completed the colonnade
	statue    [NumStatues]int8         // statue card ids (1..9); 0: no statue (2p space 3)
	gold      int8                     // bonus on colonnade column 3 (G1..G5; 2p: G6)
	violet    int8                     // bonus on column 5 (G6..G10)

	// Decks: piles, top = last element.
	nile   [NumDecks][22]int8
	nileN  [NumDecks]int8
	sphinx [NumSphinx]int8 // bottom = index 0 (cards put back go under)
	sphN   int8
	// knows[id-1]: seats that know where Sphinx card id lies in the deck
	// (put back by them, A27; the setup discard is setupDisc, A37).
	knows [NumSphinx]uint8
	// setupPair[seat]: the two Sphinx cards dealt at setup (kept until chosen).
	setupPair [MaxPlayers][SetupSphinxDeal]int8
	// setupDisc[seat]: the card it put back at setup; until the first
	// Sphinx draw (sphDrawn), the seat knows it is in the deck, not where
	// (A37).
	setupDisc [MaxPlayers]int8
	sphDrawn  bool

	// Effects in progress (PhCrew, PhFlood, PhMarket, PhFreeBrick).
	tasks  [8]task
	taskN  int8
	extra  int8 // ships still to place this turn (R34, G7)
	window int8 // WinProduce... in PhWindow

	// Build step (§4.5): the zone and slot at hand, the build in progress,
	// the Sphinx cards drawn, the extra builders still to ask (A30).
	bzone   int8
	bslot   int8
	b       build
	drawn   [SphinxLimit0]int8
	drawnN  int8
	keepMax int8
	xAsk    int8 // index into order of the next seat asked in PhExtraBuild
	cont    int8 // what follows when the task queue empties (contPlace...)

	// G10: a second ship on a round space (seat, or empty).
	occ [NumRoundSp]int8

	// Feeding in progress (PhFeed): Wheat added by cards and R4 so far.
	feedExtra int8
	milled    bool

	// End-game points by source (srcMajority..srcStone), set by the final
	// scoring; srcTrack is the rest of the score.
	final [MaxPlayers][numSources]int16
}

// What follows when the task queue empties (tasksDone, flow.go).
const (
	contPlace = iota // a placement's effects are done: placementDone
	contGlean        // R27's card effects are done: gleanDone
	contBuild        // the build's tasks (obelisk bonus choice) are done: buildResume
	contFree         // the setup has no tasks; spare
)

// SphinxLimit0 is the most cards one draw can hold (slot 1's limit).
const SphinxLimit0 = 5
