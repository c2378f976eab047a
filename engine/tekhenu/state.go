package tekhenu

import "nilegames/engine"

// MaxPlayers is the largest table (§1).
const MaxPlayers = 4

// Phase is the decision the state waits for.
type Phase uint8

const (
	PhKeepDecree   Phase = iota // §3 step 11: keep 1 of 2 dealt Decrees
	PhDraftStart                // §3 step 12a: snake draft of Start cards
	PhDestiny                   // §3 step 12c, §4.3 step 8
	PhStart                     // own turn, before the draft: Blessings
	PhTake                      // draft a die (§4.1 step 2)
	PhAction                    // choose the action(s) for the die
	PhProduce                   // Blessings played on a Production
	PhHorus                     // statue target
	PhRa                        // cell and rotation
	PhHathor                    // building slot
	PhThothRefresh              // refresh sections, then choose one
	PhThothPick                 // take cards one by one
	PhOsiris                    // district
	PhTrack                     // Osiris row 6: one more track
	PhResource                  // a resource of the player's choice
	PhKeepOne                   // S05/S06: keep 1 of 2 drawn
	PhValue                     // P12: the Horus value 1..3
	PhFree                      // Happiness 21 / D23: action and value
	PhEnd                       // own turn, after the last action
	PhFaith                     // Judgment step 2
	PhBread                     // Scoring step 7
	PhD23                       // before Scoring 2: declare D23?
	PhOver
)

var phaseCodes = [...]string{"keep_decree", "draft_start", "destiny", "start", "take", "action", "produce",
	"horus", "ra", "hathor", "thoth_refresh", "thoth_pick", "osiris", "track", "resource", "keep_one",
	"value", "free", "end", "faith", "bread", "d23", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseCodes) {
		return phaseCodes[p]
	}
	return "phase?"
}

// Die locations.
const (
	locBox   = -2
	locBag   = -1
	locLeft  = 10 // + seat
	locRight = 20
	locUnder = 30
)

// VP sources (stable codes of Score parts).
const (
	srcStart = iota
	srcHorus
	srcRa
	srcHathor
	srcBastet
	srcThoth
	srcOsiris
	srcProduction
	srcCards
	srcJudgment
	srcMajority
	srcTemple
	srcStatues
	srcHappiness
	srcProdTracks
	srcBuildings
	srcUpkeep
	srcDecrees
	srcOrder
	srcScribes // Botankhamon's 1 VP per 2 Scribes at the end (§7.7)
	numSources
)

var sourceCodes = [numSources]string{"start", "horus", "ra", "hathor", "bastet", "thoth", "osiris",
	"production", "cards", "judgment", "majority", "temple", "statues", "happiness", "production_tracks",
	"buildings", "upkeep", "decrees", "turn_order", "scribes"}

// Player is one seat's board and supply (§2.3, §10.2).
type Player struct {
	VP      int16
	Parts   [numSources]int16
	Res     [NumResources]int16
	Scribes int16
	Faith   int16
	Prod    [4]int8
	Pop     int8
	Happ    int8
	HappBon uint8 // bits: 1 Gold at 16, 2 Scribe at 19, 4 action at 21
	Built   int8  // buildings taken from the row (leftmost first)
	Statues int8
	Columns int8
	Surplus int8 // resource tokens on the RIGHT pan

	Bless, Tech, Decree uint32 // cards held, bit = card index
	PubDecree           uint32 // Decrees taken face up from the market
	Destiny             int8   // -1 none
	Start               [2]int8
	Dealt               [2]int8 // §3 step 11, -1 once kept
	Maat                int8    // last Judgment's final balance
	Faith2              int8    // Faith net chosen at the current Judgment
	D23                 bool    // D23 declared before Scoring 2
}

// task is a deferred step: a card's or tile's action to resolve after the
// current one, a reward to choose.
type task struct {
	kind   int8
	player int8
	v      int8
	arg    int8
}

const (
	tkReward   = iota // arg: Start card id 0..11, or 12 + Destiny card
	tkStartOs         // S01..S03: Osiris as with die v, no Happiness loss; arg filter
	tkValue           // a tile's optional action: arg god, v value mask (A29)
	tkResource        // v tokens to choose, arg: mask of allowed resources
	tkKeepOne         // arg: deck (S05/S06)
	tkFree            // arg: source (freeH21 / freeD23)
)

const (
	freeH21 = 1
	freeD23 = 2
)

// perf is the Divine Action being performed.
type perf struct {
	player  int8
	god     int8
	val     int8
	free    bool  // pays no resource cost (B13–B16, D23)
	noLoss  bool  // Osiris without the Happiness loss (S01–S03)
	filter  int8  // Osiris district filter: 0 any, 1 quarry, 2 workshop
	src     int8  // freeD23 etc.
	before  uint8 // statue owners of god's section before the action
	tier    int8  // Thoth: cards to take
	refresh uint8 // Thoth: sections already refreshed
	section int8  // Thoth: section chosen
	raSlot  int8
	active  bool  // waiting for its parameters
	vmask   uint8 // PhValue: the values offered
}

// turnCtx is the die of the current turn and what it has done.
type turnCtx struct {
	die         int8 // -1 before the draft
	val         int8
	colour      int8
	sect        int8
	anubis      bool
	corrupt     bool // placed on the RIGHT pan
	freeAnubis  bool // B23/B24 played
	mainDone    bool
	extraAdj    bool // B17/B18 played, extra not yet done
	extraOpp    bool // B19/B20
	passedStart bool
	passedEnd   bool
	usedT10     bool
	usedT22     bool
	// production in progress
	prodRes   int8
	prodVal   int8 // value of the Production in progress
	prodGreed bool // its surplus goes on the balance
	prodTwice bool
	producing bool
}

// State is a match of Tekhenu. Everything is fixed-size, so Clone is a
// struct copy plus the header.
//
// Botankhamon (§7) is seat botSeat: its VP, Scribes, Happiness,
// Population, pieces and card stacks are a Player's, its dice lie under
// its "balance" (locUnder, which never weighs), and its turn is played
// inside Apply (solo.go); what it adds (tile pyramid, marker, Deben) is
// in bot.
type State struct {
	engine.Header

	n         int8
	firstGame bool
	phase     Phase
	actor     int8 // seat deciding now

	dial, dial0 int8
	scorings    int8 // Scorings done
	turn        int8 // 1..16
	actIdx      int8 // position in order of the player acting
	rotations   int8
	judgments   int8
	order       [MaxPlayers]int8 // seats in turn order

	dieVal [NumDice]int8
	dieLoc [NumDice]int8

	horus [NumGods]int8 // die value shown on god g's Horus space

	ra    [3]int8 // column tile id+1, 0 = empty
	raRot [3]int8
	pile  [NumTiles]int8 // pile[pileN-1] is the top (tile id)
	pileN int8

	temple      [25]int8 // tile id+1
	templeRot   [25]int8
	templeOwner [25]int8 // -1 none
	tBuild      [NumTempleSlots]int8
	people      [NumPeopleSlots]int8 // owner, -1 free (its Gold is there)
	osiris      [NumDistricts * 6]int8
	row2Gold    bool
	godStatue   [NumGods][3]int8

	market   [NumSections][4]int8 // card code, 0 empty
	open     [NumSections]bool
	deck     [NumDecks][24]int8 // card index, top at deckN-1
	deckN    [NumDecks]int8
	discard  [NumDecks][24]int8
	discardN [NumDecks]int8

	startDrawn [9]int8 // Start card ids
	startN     int8
	startTaken uint16 // bit = index in startDrawn
	draftPos   int8
	firstSeat  int8
	destinyOf  [4]int8 // holder of each Destiny, -1 none
	judgeIdx   int8

	p [MaxPlayers]Player

	cur     perf
	tc      turnCtx
	tasks   [16]task
	nTasks  int8
	keepTwo [2]int8 // S05/S06: the two drawn cards
	pending uint8   // seats with a Happiness-21 action pending
	stage   int8
	a03     [MaxPlayers]bool // setup: A03 reward taken as Happiness
	d23Done bool
	// rejected: the Decree each seat put under the deck at setup (§3
	// step 11); its owner knows where it lies until it is drawn.
	rejected [MaxPlayers]int8
	winner   int8

	solo bool // §7: seat botSeat is Botankhamon
	bot  botState
}

// card codes: deck*24 + index + 1.
func cardCode(deck, idx int) int8 { return int8(deck*24 + idx + 1) }
func cardDeck(c int8) int         { return int(c-1) / 24 }
func cardIdx(c int8) int          { return int(c-1) % 24 }

func (s *State) Game() engine.Game { return Game{} }
func (s *State) NumPlayers() int   { return int(s.n) }
func (s *State) Terminal() bool    { return s.phase == PhOver }

// Clone is a struct copy; the header is detached.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.Detach()
	return &c
}

// CurrentPlayer is the seat deciding now.
func (s *State) CurrentPlayer() int {
	if s.phase == PhOver {
		return engine.Terminal
	}
	return int(s.actor)
}

// Phase is the decision awaited.
func (s *State) Phase() Phase { return s.phase }

// light of god g's section under the current dial offset (§2.2).
func (s *State) light(g int) int {
	return int(dialLight[((g-int(s.dial))%6+6)%6])
}

// status of a die of colour c in god g's section.
func (s *State) status(c, g int) int { return int(purity[s.light(g)][c]) }

func (s *State) hasTech(p, t int) bool  { return s.p[p].Tech&(1<<t) != 0 }
func (s *State) hasBless(p, b int) bool { return s.p[p].Bless&(1<<b) != 0 }

// anyBless is the lowest index among the given Blessings held, -1 if none.
func (s *State) anyBless(p int, ids ...int) int {
	for _, b := range ids {
		if s.hasBless(p, b) {
			return b
		}
	}
	return -1
}

func (s *State) push(t task) {
	s.tasks[s.nTasks] = t
	s.nTasks++
}

// addVP adds n (may be negative) to p's VP from src; the VP floor is 0,
// and the part records what was really gained or lost.
func (s *State) addVP(p, src, n int) {
	pl := &s.p[p]
	v := int(pl.VP) + n
	if v < 0 {
		v = 0
	}
	d := v - int(pl.VP)
	if d == 0 {
		return
	}
	pl.VP = int16(v)
	pl.Parts[src] += int16(d)
	if s.Recording() {
		s.Record(VPChanged{Player: p, Source: sourceCodes[src], Delta: d, Total: v})
	}
}

func (s *State) gainRes(p, r, n int) {
	if n == 0 {
		return
	}
	s.p[p].Res[r] += int16(n)
	if s.Recording() {
		s.Record(TokensGained{Player: p, Token: resourceCodes[r], N: n})
	}
}

func (s *State) gainScribes(p, n int) {
	s.p[p].Scribes += int16(n)
	if s.Recording() && n != 0 {
		s.Record(TokensGained{Player: p, Token: "scribe", N: n})
	}
}

func (s *State) gainFaith(p, n int) {
	s.p[p].Faith += int16(n)
	if s.Recording() && n != 0 {
		s.Record(TokensGained{Player: p, Token: "faith", N: n})
	}
}

// gainToken: a resource, Faith or Scribe token kind.
func (s *State) gainToken(p, kind, n int) {
	switch kind {
	case Faith:
		s.gainFaith(p, n)
	case scribeToken:
		s.gainScribes(p, n)
	default:
		s.gainRes(p, kind, n)
	}
}

// canPay reports whether p can pay the given costs (Papyrus, Bread,
// Limestone, Granite), with Gold wild, T22 Limestone↔Granite and T10
// Scribes as Gold (§5.1).
func (s *State) canPay(p int, cost [4]int) bool {
	c := s.p[p]
	return payInto(&c, cost, s.hasTech(p, 21), s.hasTech(p, 9), nil)
}

// pay takes the costs from p's supply. The payment is automatic: each
// resource of its own kind first, then (T22) its partner stone, then
// Gold, then (T10) Scribes. T10 and T22 then each give 1 VP once per turn.
func (s *State) pay(p int, cost [4]int) {
	var used [2]bool
	var before Player
	if s.Recording() {
		before = s.p[p]
	}
	payInto(&s.p[p], cost, s.hasTech(p, 21), s.hasTech(p, 9), &used)
	s.recordPaid(p, &before)
	s.markSubst(p, used)
}

// payScribes pays n Scribes (T10: Gold may stand in).
func (s *State) payScribes(p, n int) {
	var used [2]bool
	var before Player
	if s.Recording() {
		before = s.p[p]
	}
	payScribesInto(&s.p[p], n, s.hasTech(p, 9), &used)
	s.recordPaid(p, &before)
	s.markSubst(p, used)
}

// recordPaid reports the tokens p spent since before.
func (s *State) recordPaid(p int, before *Player) {
	if !s.Recording() {
		return
	}
	for r := 0; r < NumResources; r++ {
		if d := int(before.Res[r] - s.p[p].Res[r]); d > 0 {
			s.Record(TokensPaid{Player: p, Token: resourceCodes[r], N: d})
		}
	}
	if d := int(before.Scribes - s.p[p].Scribes); d > 0 {
		s.Record(TokensPaid{Player: p, Token: "scribe", N: d})
	}
}

func (s *State) markSubst(p int, used [2]bool) {
	if used[0] && !s.tc.usedT22 && s.isTurnOf(p) {
		s.tc.usedT22 = true
		s.addVP(p, srcCards, 1)
	}
	if used[1] && !s.tc.usedT10 && s.isTurnOf(p) {
		s.tc.usedT10 = true
		s.addVP(p, srcCards, 1)
	}
}

func (s *State) isTurnOf(p int) bool {
	return s.stage == stTurn && s.phase >= PhStart && s.phase <= PhEnd && int(s.order[s.actIdx]) == p
}

func payInto(pl *Player, cost [4]int, t22, t10 bool, used *[2]bool) bool {
	var short [4]int
	for r := 0; r < 4; r++ {
		have := int(pl.Res[r])
		if have >= cost[r] {
			pl.Res[r] -= int16(cost[r])
		} else {
			pl.Res[r] = 0
			short[r] = cost[r] - have
		}
	}
	if t22 {
		for r := Limestone; r <= Granite; r++ {
			o := Limestone + Granite - r
			if short[r] > 0 && pl.Res[o] > 0 {
				k := min(short[r], int(pl.Res[o]))
				pl.Res[o] -= int16(k)
				short[r] -= k
				if used != nil {
					used[0] = true
				}
			}
		}
	}
	rest := short[0] + short[1] + short[2] + short[3]
	if rest == 0 {
		return true
	}
	k := min(rest, int(pl.Res[Gold]))
	pl.Res[Gold] -= int16(k)
	rest -= k
	if rest > 0 && t10 && pl.Scribes > 0 {
		k = min(rest, int(pl.Scribes))
		pl.Scribes -= int16(k)
		rest -= k
		if used != nil {
			used[1] = true
		}
	}
	return rest == 0
}

// payScribes pays n Scribes, T10 letting Gold stand in (§5.1).
func payScribesInto(pl *Player, n int, t10 bool, used *[2]bool) bool {
	if int(pl.Scribes) >= n {
		pl.Scribes -= int16(n)
		return true
	}
	if !t10 || int(pl.Scribes+pl.Res[Gold]) < n {
		return false
	}
	pl.Res[Gold] -= int16(n - int(pl.Scribes))
	pl.Scribes = 0
	if used != nil {
		used[1] = true
	}
	return true
}

func (s *State) scribesAvailable(p int) int {
	n := int(s.p[p].Scribes)
	if s.hasTech(p, 9) {
		n += int(s.p[p].Res[Gold])
	}
	return n
}

// dice count of a seat (left + right + under).
func (s *State) diceOf(p int) int {
	n := 0
	for d := 0; d < NumDice; d++ {
		l := int(s.dieLoc[d])
		if l == locLeft+p || l == locRight+p || l == locUnder+p {
			n++
		}
	}
	return n
}

// balance of p (§4.3 step 1), without Faith.
func (s *State) balance(p int) int {
	b := 0
	for d := 0; d < NumDice; d++ {
		switch int(s.dieLoc[d]) {
		case locLeft + p:
			b += int(s.dieVal[d])
		case locRight + p:
			b -= int(s.dieVal[d])
		}
	}
	return b - int(s.p[p].Surplus)
}

func (s *State) ankh(p int) int {
	if s.isBot(p) {
		return botAnkh
	}
	if s.hasTech(p, 14) {
		return techT15Ankh
	}
	if d := s.p[p].Destiny; d >= 0 {
		return int(destinyAnkh[d])
	}
	return -1
}

// orderPos is p's position on the Turn-order track (0 = first).
func (s *State) orderPos(p int) int {
	for i := 0; i < int(s.n); i++ {
		if int(s.order[i]) == p {
			return i
		}
	}
	return -1
}
