package tekhenu

import "fmt"

// Events reported by Apply to the recorder (never inside search). Seats
// are 0-based; gods, colours, resources, tracks and cards are stable codes
// (card names "B07", "T15", "D23", "S04", "A03").

func cardName(c int8) string {
	return fmt.Sprintf("%s%02d", deckCodes[cardDeck(c)], cardIdx(c)+1)
}
func startName(id int) string   { return fmt.Sprintf("S%02d", id+1) }
func destinyName(id int) string { return fmt.Sprintf("A%02d", id+1) }

// Setup (§3).
type DecreeKept struct {
	Player int
	Card   string // private to Player: the app must not show it to others
}
type StartCardTaken struct {
	Player int
	Card   string
}
type DestinyTaken struct {
	Player int
	Card   string
}

// Turn flow.
type TurnStarted struct{ Player, Turn int }
type DieDrafted struct {
	Player, Die, Section int
	Colour               string
	Value                int
	Pan                  string // left, right, under; "tile": beside Botankhamon's tile
}
type DieTurned struct{ Player, Die, From, To int }
type DivineAction struct {
	Player int
	God    string
	Value  int
}
type Produced struct {
	Player        int
	Resource      string
	Value         int
	Kept, Surplus int
	OnBalance     bool
}
type StatuePlaced struct {
	Player int
	God    string // "" for a people statue
	People string // people slot code, "" for a god statue
}
type StatueBonus struct {
	Player int
	God    string
}
type ColumnPlaced struct{ Player, Tile, Slot, Cell, Rotation, Matches int }
type ColumnRevealed struct{ Tile, Rotation int }
type BuildingPlaced struct {
	Player   int
	Temple   int // temple slot 0..9, -1 for Osiris
	District int // Osiris district, -1 for the temple
	Row      int
}
type SectionRefreshed struct{ Player, Section int }
type DecreeDrawn struct{ Player int }

// Supplies and tracks.
type VPChanged struct {
	Player int
	Source string
	Delta  int
	Total  int
}
type TokensGained struct {
	Player int
	Token  string
	N      int
}

// TokensPaid: tokens spent on a cost (resources, Scribes).
type TokensPaid struct {
	Player int
	Token  string
	N      int
}
type TrackMoved struct {
	Player int
	Track  string // population, happiness, or a resource's production
	Value  int
}

// Market.
type SectionOpened struct{ Section int }
type MarketFilled struct {
	Section, Slot int
	Card          string
}
type CardTaken struct {
	Player, Section, Slot int
	Card                  string
}
type CardPlayed struct {
	Player int
	Card   string
}
type DeckReshuffled struct{ Deck string }

// Dial, Judgment, Scoring, end.
type DialRotated struct{ Offset, Rotation int }
type DieAdded struct {
	Die, Section int
	Colour       string
	Value        int
}
type JudgmentStarted struct{ Judgment int }
type Weighed struct{ Player, Balance, Faith, Final, Penalty int }
type TurnOrder struct{ Order []int }
type ScoringStarted struct{ Scoring int }
type ScoringStep struct {
	Player int
	Step   string
	VP     int
}

// ScoringEnded: the Scoring marker leaves the board.
type ScoringEnded struct{ Scoring int }

// BalancesEmptied (§4.3 steps 7–8): dice back to the bag, surplus and
// Faith to the supply, Destiny cards back to the middle.
type BalancesEmptied struct{ Judgment int }
type UpkeepPaid struct{ Player, Due, Paid int }
type DecreesScored struct {
	Player  int
	Decrees []string
	VP      int
}
type GameOver struct{ Winner int }

func (DecreeKept) EventName() string       { return "decree_kept" }
func (StartCardTaken) EventName() string   { return "start_card_taken" }
func (DestinyTaken) EventName() string     { return "destiny_taken" }
func (TurnStarted) EventName() string      { return "turn_started" }
func (DieDrafted) EventName() string       { return "die_drafted" }
func (DieTurned) EventName() string        { return "die_turned" }
func (DivineAction) EventName() string     { return "divine_action" }
func (Produced) EventName() string         { return "produced" }
func (StatuePlaced) EventName() string     { return "statue_placed" }
func (StatueBonus) EventName() string      { return "statue_bonus" }
func (ColumnPlaced) EventName() string     { return "column_placed" }
func (ColumnRevealed) EventName() string   { return "column_revealed" }
func (BuildingPlaced) EventName() string   { return "building_placed" }
func (SectionRefreshed) EventName() string { return "section_refreshed" }
func (DecreeDrawn) EventName() string      { return "decree_drawn" }
func (VPChanged) EventName() string        { return "vp_changed" }
func (TokensGained) EventName() string     { return "tokens_gained" }
func (TokensPaid) EventName() string       { return "tokens_paid" }
func (TrackMoved) EventName() string       { return "track_moved" }
func (SectionOpened) EventName() string    { return "section_opened" }
func (MarketFilled) EventName() string     { return "market_filled" }
func (CardTaken) EventName() string        { return "card_taken" }
func (CardPlayed) EventName() string       { return "card_played" }
func (DeckReshuffled) EventName() string   { return "deck_reshuffled" }
func (DialRotated) EventName() string      { return "dial_rotated" }
func (DieAdded) EventName() string         { return "die_added" }
func (JudgmentStarted) EventName() string  { return "judgment_started" }
func (Weighed) EventName() string          { return "weighed" }
func (TurnOrder) EventName() string        { return "turn_order" }
func (ScoringStarted) EventName() string   { return "scoring_started" }
func (ScoringStep) EventName() string      { return "scoring_step" }
func (ScoringEnded) EventName() string     { return "scoring_ended" }
func (BalancesEmptied) EventName() string  { return "balances_emptied" }
func (UpkeepPaid) EventName() string       { return "upkeep_paid" }
func (DecreesScored) EventName() string    { return "decrees_scored" }
func (GameOver) EventName() string         { return "game_over" }
