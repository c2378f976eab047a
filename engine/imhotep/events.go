package imhotep

// Events reported by Apply to the recorder (never inside search). Seats are
// 0-based, ships are indexes into Ships, sites are Site values, cards are
// Card values; NoCard (-1) stands for "no card".

// NoCard marks an empty market space in events.
const NoCard Card = noCard

// RoundStarted: the round card is revealed and its ships enter the harbour.
type RoundStarted struct {
	Round       int
	RoundCard   int // index into RoundCards[players-2]
	Ships       [ShipsPerRound]int
	FirstPlayer int
}

// MarketDealt: the market is filled. Pair is how many cards lie face down on
// the Market B pair space (0 on side A).
type MarketDealt struct {
	Cards [MarketASpaces]Card // face-up spaces; NoCard when empty (side B uses 3)
	Pair  int
}

// DeckReshuffled: the discard pile became the new market deck.
type DeckReshuffled struct{ Size int }

// StonesTaken: stones move from the quarry to the sled. Source is "get",
// "hammer", "bonus" (Pyramid B Stones) or "temple" (Temple B Choice).
type StonesTaken struct {
	Player, N int
	Source    string
}

// StonePlaced: a stone moves from the sled to a ship slot. Source is
// "place", "hammer", "sailcard", "chisel" or "bonus" (Pyramid B Ship).
type StonePlaced struct {
	Player, Ship, Slot int
	Source             string
}

// ShipSailed: a ship leaves for a site. Order is the unloading order (slots)
// for a normal sail; with a Lever it is nil and LeverOrder follows.
type ShipSailed struct {
	Player, Ship int
	Site         Site
	Card         Card // Lever or Sail when a blue card sailed it, else NoCard
	Order        []int
}

// LeverOrder: the Lever player fixed the unloading order (slots).
type LeverOrder struct {
	Player, Ship int
	Order        []int
}

// StoneUnloaded: the stone of Slot leaves Ship for Site.
type StoneUnloaded struct {
	Owner, Ship, Slot int
	Site              Site
}

// StoneBuilt: a stone lands on a building site. Pos is its place in the
// site's filling order: Pyramid A index (14 and beyond: edge), Pyramid B
// space 0..4 of Pyramid (when Edge: the index along the edge), Temple position
// (column Pos%W, layer Pos/W), Burial position (column Pos/3, row Pos%3),
// Obelisks A stack height after it, Obelisks B waiting count after it.
// FromQuarry: placed by a red card or a temple card, not unloaded.
type StoneBuilt struct {
	Owner      int
	Site       Site
	Pyramid    int // Pyramid B: 0 L, 1 C, 2 R; -1 otherwise
	Pos        int
	Edge       bool
	FromQuarry bool
	Points     int
}

// ObeliskFormed: three waiting stones became an obelisk (Obelisks B).
type ObeliskFormed struct {
	Player, Index, Value int
}

// PointsScored: points added to a player's score. Source is a score part
// code (PartSources).
type PointsScored struct {
	Player, Points int
	Source         string
}

// CardTaken: a card goes to Player. From is "market" (Space is the market
// space), "pair" (the kept card of the hidden pair) or "deck" (Pyramid B
// Card bonus, Temple B Card).
type CardTaken struct {
	Player int
	Card   Card
	From   string
	Space  int
}

// PairTaken: Player takes the face-down pair (Count cards) to look at it.
type PairTaken struct{ Player, Count int }

// PairKept: Player keeps Kept and discards the other card face down.
// Rejected is private to Player: a log or view shown to anyone else must
// not reveal it. NoCard when the pair held a single card.
type PairKept struct {
	Player   int
	Kept     Card
	Rejected Card
}

// RedCardResolved: a red card was resolved and discarded; Placed is false
// when the owner's quarry was empty.
type RedCardResolved struct {
	Player int
	Card   Card
	Placed bool
}

// BlueCardPlayed: Player played a blue card as the turn's action.
type BlueCardPlayed struct {
	Player int
	Card   Card
}

// BonusResolved: a Pyramid B bonus was answered. Bonus is "card", "stones"
// or "ship".
type BonusResolved struct {
	Player int
	Bonus  string
	Taken  bool
}

// TempleScored: the visible stone of Column scores at round end. Bonus is
// "visible" on side A, else "choice", "points" or "card"; Choice is "point"
// or "stones" for a Choice.
type TempleScored struct {
	Player, Column int
	Bonus, Choice  string
}

// StonesReturned: stones go back to Player's quarry, From "market" (after a
// market unloading) or "ship" (an unsailed ship at a deadlocked round end).
type StonesReturned struct {
	Player, N int
	From      string
}

// Passed: Player had no legal action.
type Passed struct{ Player int }

// MarketCleared: the cards left on the market are discarded at round end;
// Pair cards of the hidden pair go unrevealed.
type MarketCleared struct {
	Cards []Card
	Pair  int
}

// RoundEnded: the round is over. NextFirst is the next round's first
// player, -1 after round 6. Deadlock: it ended because everyone passed.
type RoundEnded struct {
	Round, NextFirst int
	Deadlock         bool
}

// GameEnded: final scoring is done.
type GameEnded struct {
	Totals  []int
	Winners []int
}

func (RoundStarted) EventName() string    { return "round_started" }
func (MarketDealt) EventName() string     { return "market_dealt" }
func (DeckReshuffled) EventName() string  { return "deck_reshuffled" }
func (StonesTaken) EventName() string     { return "stones_taken" }
func (StonePlaced) EventName() string     { return "stone_placed" }
func (ShipSailed) EventName() string      { return "ship_sailed" }
func (LeverOrder) EventName() string      { return "lever_order" }
func (StoneUnloaded) EventName() string   { return "stone_unloaded" }
func (StoneBuilt) EventName() string      { return "stone_built" }
func (ObeliskFormed) EventName() string   { return "obelisk_formed" }
func (PointsScored) EventName() string    { return "points_scored" }
func (CardTaken) EventName() string       { return "card_taken" }
func (PairTaken) EventName() string       { return "pair_taken" }
func (PairKept) EventName() string        { return "pair_kept" }
func (RedCardResolved) EventName() string { return "red_card_resolved" }
func (BlueCardPlayed) EventName() string  { return "blue_card_played" }
func (BonusResolved) EventName() string   { return "bonus_resolved" }
func (TempleScored) EventName() string    { return "temple_scored" }
func (StonesReturned) EventName() string  { return "stones_returned" }
func (Passed) EventName() string          { return "passed" }
func (MarketCleared) EventName() string   { return "market_cleared" }
func (RoundEnded) EventName() string      { return "round_ended" }
func (GameEnded) EventName() string       { return "game_ended" }
