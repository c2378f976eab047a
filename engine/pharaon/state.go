package pharaon

import "nilegames/engine"

// Phase is the decision the state waits for (§11.3; A22 for turns).
type Phase uint8

const (
	PhSetupNoble Phase = iota // §3.2 step 1: keep 1 of the 2 drawn Nobles
	PhSetupJar                // §3.2 step 2: choose a face-up Jar
	PhTurn                    // own turn, not passed: a Quarter action, Pass, or a power
	PhPay                     // pay the access and the action cost of the chosen action
	PhArrow                   // place one Nile level (Nile options, Nobles 21/22)
	PhBonus                   // take one Bonus Offering: a Bonus position or the bag
	PhArtisan                 // Nobles 23/24: take an Artisan (slot or deck)
	PhChoice                  // gain 1 base resource of choice (Artisan A28)
	PhDiplomat                // Noble 20 on the Jar just gained: 3 of choice, or decline
	PhTutor                   // Noble 19 on the Jar just gained: 1 of choice, or decline
	PhPyramid                 // a passed player's gain on the Pyramid of Time (§6.2)
	PhEnd                     // after the main move: powers, then end the turn (A22)
	PhSplit                   // solo: the human splits the Traitor's top resources (§8.2)
	PhOver
)

var phaseCodes = [...]string{"setup_noble", "setup_jar", "turn", "pay", "arrow", "bonus", "artisan",
	"choice", "diplomat", "tutor", "pyramid", "end", "split", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseCodes) {
		return phaseCodes[p]
	}
	return "phase?"
}

// Score sources (stable codes of Score parts, the score pad's columns §7.1).
const (
	srcGods = iota
	srcNobles
	srcBurial
	srcArtisans
	srcTokens // Pharaoh and First Player
	srcNile
	srcKept // resource and Offering tokens kept, Prestige bonuses
	numSources
)

var sourceCodes = [numSources]string{"gods", "nobles", "burial", "artisans", "pharaoh_first", "nile", "tokens"}

// Wheel slot contents: a resource 0..5, an Offering token wheelOff+kind,
// or a marker that returns nowhere (A20, A25).
const (
	wheelEmpty  = -1
	wheelOff    = 6 // + Offering kind
	wheelMarker = wheelOff + NumOffKinds
)

// Player is one seat's possessions (§11.2). The Traitor's possessions are
// a Player too (seat 1 in solo).
type Player struct {
	Res      [NumRes]int8      // AGR..COM, SIL
	Off      [NumOffKinds]int8 // Offering tokens kept, by kind
	Nobles   uint32            // bit n-1: Noble [n] owned
	Tilted   uint32            // once-per-round Nobles used this round
	Artisans uint32            // bit id: Artisan card owned
	BC       int8              // Burial Chamber steps reached, 0..8
	Nile     [NumBase]int8     // level per track, 0..3
	Passed   bool
	Row, Pos int8 // Pyramid of Time: row 1..4 and space 1.. (0 when not on it)
	Disc     bool // Discovery start (§3.5)
}

// Has reports whether Noble [n] (1..26) is owned.
func (p *Player) Has(n int) bool { return p.Nobles&(1<<uint(n-1)) != 0 }

// Ready reports whether once-per-round Noble [n] is owned and untilted.
func (p *Player) Ready(n int) bool { return p.Has(n) && p.Tilted&(1<<uint(n-1)) == 0 }

// task is a pending step of an effect, resolved in order (arrows to place,
// Bonus tokens to take, a Jar to gain...).
type task struct {
	kind int8
	arg  int8
	arg2 int8
}

// pending is the action chosen in PhTurn and waiting for its payment.
type pending struct {
	quarter int8
	target  int8 // Artisans/Nobles display slot (slots = deck), Nile option, Offerings lot
	extra   bool // Offerings: pay the optional extra for a Bonus token
}

// traitor is the solo opponent's table (§3.4, §8). Its possessions are
// players[1].
type traitor struct {
	order    [NumTiles]int8 // tile ids T1..T5 (0..4), left to right
	dark     [NumTiles]bool // by tile id
	assoc    [NumTiles]int8 // base resource associated with the tile at each position
	filled   [NumTiles]int8 // spaces covered at each position, 1..13 (space 1 = association)
	pile     [8]int8        // face-down Jars for this round, top last
	pileN    int8
	jar      int8  // Jar revealed and waiting for the split, -1 none
	level    int8  // highest NL level covered, 0 none
	gods     uint8 // bit position: a covered GOD icon
	levelOpt int8  // option traitor=0..5: tiles T1..Tk dark (§8.8)
}

// State is a match of Pharaon. Everything is fixed-size, so Clone is a
// struct copy plus the header.
type State struct {
	engine.Header

	n       int8 // seats (solo: 2, seat 1 the Traitor)
	players int8 // players as given by the options (1 = solo)
	solo    bool
	phase   Phase
	actor   int8 // seat deciding now
	turn    int8 // seat whose turn it is
	round   int8 // 1..5

	// Board (§2.3): ring[p] is the Quarter at clockwise position p; the
	// wheel's segment of colour c faces position (c+wheel)%5.
	ring      [NumQuarters]int8
	wheel     int8
	clockwise bool             // the Direction token
	slots     [NumBase][4]int8 // by segment colour: contents, wheelEmpty when free
	slotBy    [NumBase][4]int8 // who put it there: seat, or -1 (leftover Jar)

	// Tokens (§2.2, §2.5).
	supply  [NumRes]int8
	bag     [NumOffKinds]int8 // multiset: draws are random at draw time
	offDisc [NumOffKinds]int8
	lots    [MaxLots][2]int8 // Offering kind, -1 when taken/empty
	bonus   [MaxLots]int8    // Bonus positions from the top (A21), -1 empty

	// Cards (§2.8): decks are shuffled piles, the top is the last element.
	nobleDeck  [NumNobles]int8
	nobleN     int8
	nobleDisp  [3]int8 // -1 empty
	artDeck    [NumArtisans]int8
	artN       int8
	artDisp    [4]int8
	jarPile    [NumJars]int8
	jarN       int8
	jarDisc    uint32 // discarded Jars (public, reshuffled when the pile is empty)
	jarShown   [MaxPlayers]int8
	jarShownN  int8
	setupPair  [MaxPlayers][2]int8 // §3.2 step 1: the two Nobles drawn, private to their seat; -1
	setAsideBy [MaxPlayers]int8    // the Noble each seat set aside (known to it only), -1
	setupOrder [MaxPlayers]int8
	setupN     int8 // seats making the §3.2 choices
	setupIdx   int8

	pl       [MaxPlayers]Player
	pharaoh  int8 // holder, -1 none
	first    int8 // First Player token holder
	starter  int8 // who started this round
	passN    int8 // players passed this round
	rowTaken int8 // pyramid rows occupied (row r+1 taken when bit r set)
	mainDone bool // the main move of this turn is made (PhEnd)
	pend     pending
	tasks    [12]task
	tasksN   int8
	lastJar  int8 // the Jar just gained (Diplomat / Tutor), -1
	cont     int8 // what follows when the task queue is empty (contMain...)
	passJar  int8 // the Jar index chosen by a pass waiting for the General's gain

	bot traitor
}
