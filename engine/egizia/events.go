package egizia

// Events of the flow (setup, river, windows, rounds), reported by Apply
// when a recorder is set. Seats are 0-based; Nile cards 1..56 (R1..R56),
// tiles 1..11 (NT01..NT11; 0 none, -1 the printed round-1 effect, -2 a 2p
// face-down blocker), Sphinx cards 1..35, card spaces 0..9 (C1..C10),
// round spaces 0..6 (T1..T7). Ships, effects, builds, feeding and scoring
// record their own events (place.go, tasks.go, build.go, economy.go...).

// SetupSphinxKept: seat kept Kept of its two setup Sphinx cards and put
// Returned back into the deck (§3.1 step 6); both ids are private to the
// seat (the view shows the others only that a choice was made).
type SetupSphinxKept struct{ Player, Kept, Returned int }

// SphinxShuffled: the setup discards were shuffled into the deck, now
// Cards cards.
type SphinxShuffled struct{ Cards int }

// RoundStarted: round Round begins (§4.1); Order is the seats by order
// tile.
type RoundStarted struct {
	Round int
	Order []int
}

// StepStarted: a step of the round begins (Step: StepPlace, StepProduce,
// StepFeed, StepBuild, StepEnd, or StepFinal after round 5's cooperation
// bonus).
type StepStarted struct{ Round, Step int }

// CardDealt: a Nile card dealt face up onto card space Space.
type CardDealt struct{ Space, Card int }

// CardsBoxed: the Cards left in Nile deck Deck (0 "1/2", 1 "3/4", 2 "5")
// went back to the box after the deal (rounds 2, 4, 5).
type CardsBoxed struct{ Deck, Cards int }

// TileDealt: round space Space shows Tile this round.
type TileDealt struct{ Space, Tile int }

// WindowOpened: an A25 window for Player (Kind: 0 start of Produce, 1
// start of Build, 2 before the final scoring).
type WindowOpened struct{ Player, Kind int }

// WindowClosed: Player closed its window.
type WindowClosed struct{ Player, Kind int }

// CoopBonusScored: the cooperation bonus of Player, built in Zones zones
// this round (§4.6 step 1); its points follow as Scored (when not 0).
type CoopBonusScored struct{ Player, Zones, Points int }

// RiverCleared: §4.6 step 3: ships and tiles removed, CardsBoxed Nile
// cards left on the river boxed, crews unflipped.
type RiverCleared struct{ Round, CardsBoxed int }

// OrderChanged: the new order tiles (§4.6 step 4): Order[k] holds tile k+1.
type OrderChanged struct{ Order []int }

func (SetupSphinxKept) EventName() string { return "setup_sphinx_kept" }
func (SphinxShuffled) EventName() string  { return "sphinx_shuffled" }
func (RoundStarted) EventName() string    { return "round_started" }
func (StepStarted) EventName() string     { return "step_started" }
func (CardDealt) EventName() string       { return "card_dealt" }
func (CardsBoxed) EventName() string      { return "cards_boxed" }
func (TileDealt) EventName() string       { return "tile_dealt" }
func (WindowOpened) EventName() string    { return "window_opened" }
func (WindowClosed) EventName() string    { return "window_closed" }
func (CoopBonusScored) EventName() string { return "coop_bonus" }
func (RiverCleared) EventName() string    { return "river_cleared" }
func (OrderChanged) EventName() string    { return "order_changed" }
