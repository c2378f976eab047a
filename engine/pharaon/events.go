package pharaon

// Events of the flow (setup, turns, passing, the pyramid, rounds), reported
// to the recorder by Apply (never inside search). Seats are 0-based;
// Nobles are numbered 1..26 as printed, Jars and Artisans are ids 0..29,
// resources 0..5 (AGR..COM, SIL), Offering kinds 0..11 (data.go), wheel
// colours 0..4. The Quarter effects, payments and the Traitor record their
// own events (quarters.go, tasks.go, powers.go, payment.go, solo.go).

// NoblePairDrawn: seat drew its two setup Nobles (§3.2 step 1); which
// ones is private to it (SetupPair).
type NoblePairDrawn struct{ Player int }

// NobleGiven: a Noble put in front of a seat at setup: the one kept from
// the pair, a Discovery Scribe (§3.5), the Traitor's starting Noble (§3.4).
type NobleGiven struct{ Player, Noble int }

// NoblesShuffledBack: the N set-aside Nobles went back into the deck.
type NoblesShuffledBack struct{ N int }

// JarRevealed: a Jar turned face up under the pyramid at Slot.
type JarRevealed struct{ Slot, Jar int }

// JarTaken: a seat took the Jar at Slot (setup or pass); its gain follows.
type JarTaken struct{ Player, Slot, Jar int }

// JarDiscarded: the untaken Jar at Slot, its resources put on the wheel.
type JarDiscarded struct{ Slot, Jar int }

// WheelTokenPlaced: a token on a wheel slot by the flow (untaken Jar,
// Player -1); Token is a resource, or wheelMarker (A25).
type WheelTokenPlaced struct{ Colour, Slot, Token, Player int }

// WheelTokenReturned: a token left the wheel at the new round (§4.4
// step 1); To is "supply", "discard" (Offerings) or "none" (a marker).
type WheelTokenReturned struct {
	Colour, Slot, Token int
	To                  string
}

// WheelRotated: the wheel turned one notch (§4.4 step 3).
type WheelRotated struct {
	From, To  int
	Clockwise bool
}

// LotFilled, BonusFilled: Offering tokens drawn from the bag (§3.1 step 9,
// §4.4 step 2).
type LotFilled struct {
	Lot   int
	Kinds [2]int
}
type BonusFilled struct{ Pos, Kind int }

// Gained: resources from the supply by the flow (setup Silver, pyramid).
type Gained struct{ Player, Res, N int }

// OfferingGained: a pyramid Offering, From "bonus" (Pos) or "bag".
type OfferingGained struct {
	Player, Kind int
	From         string
	Pos          int
}

// RoundStarted, RoundEnded, GameEnded: §4.1, §4.3.
type RoundStarted struct{ Round, First int }
type RoundEnded struct{ Round int }
type GameEnded struct{}

// TurnStarted, TurnEnded: a seat's turn (TurnStarted only when it has not
// passed: pyramid turns show as PyramidStepped).
type TurnStarted struct{ Player, Round int }
type TurnEnded struct{ Player int }

// Passed: a seat passed (§6.1): its disc on Row (space 1), or Last (no
// row, the round ends).
type Passed struct {
	Player, Row int
	Last        bool
}

// PyramidStepped: a passed seat's disc moved one space right (§6.2).
type PyramidStepped struct{ Player, Row, Pos int }

// FirstPlayerMoved: the First Player token changed hands (§6.1 step 2).
type FirstPlayerMoved struct{ From, To int }

func (NoblePairDrawn) EventName() string     { return "noble_pair_drawn" }
func (NobleGiven) EventName() string         { return "noble_given" }
func (NoblesShuffledBack) EventName() string { return "nobles_shuffled_back" }
func (JarRevealed) EventName() string        { return "jar_revealed" }
func (JarTaken) EventName() string           { return "jar_taken" }
func (JarDiscarded) EventName() string       { return "jar_discarded" }
func (WheelTokenPlaced) EventName() string   { return "wheel_token_placed" }
func (WheelTokenReturned) EventName() string { return "wheel_token_returned" }
func (WheelRotated) EventName() string       { return "wheel_rotated" }
func (LotFilled) EventName() string          { return "lot_filled" }
func (BonusFilled) EventName() string        { return "bonus_filled" }
func (Gained) EventName() string             { return "gained" }
func (OfferingGained) EventName() string     { return "offering_gained" }
func (RoundStarted) EventName() string       { return "round_started" }
func (RoundEnded) EventName() string         { return "round_ended" }
func (GameEnded) EventName() string          { return "game_ended" }
func (TurnStarted) EventName() string        { return "turn_started" }
func (TurnEnded) EventName() string          { return "turn_ended" }
func (Passed) EventName() string             { return "passed" }
func (PyramidStepped) EventName() string     { return "pyramid_stepped" }
func (FirstPlayerMoved) EventName() string   { return "first_player_moved" }
