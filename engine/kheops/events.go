package kheops

// Events reported by Apply to the recorder (never inside search). Seats
// are 0 (White) and 1 (Blue); slots are 1..49; tiles are catalogue IDs.

// PawnPlaced: phase 1. Ousted: the mummy replaced an opponent's worker,
// which went back to its owner's supply.
type PawnPlaced struct {
	Player int
	Pawn   Pawn
	Slot   int
	Ousted bool
}

// PawnSkipped: the player had no legal pawn placement (§5.1, defensive:
// never happens with the default tile set).
type PawnSkipped struct{ Player int }

// PowerStarted: the tile's forced power must now be resolved.
type PowerStarted struct {
	Player int
	Power  Symbol
	Slot   int
}

// PowerSkipped: the power had no legal target (§5.2, A6).
type PowerSkipped struct {
	Player int
	Power  Symbol
}

// TileRotated: the tile at Slot turned Steps × 120° clockwise.
type TileRotated struct{ Player, Slot, Steps int }

// PawnsSwapped: the pawns at Own and Opp (slots before the swap) exchanged
// tiles.
type PawnsSwapped struct{ Player, Own, Opp int }

// PawnMoved: a pawn moved from From to To.
type PawnMoved struct{ Player, From, To int }

// TilePlaced: phase 2.
type TilePlaced struct{ Player, Tile, Slot, K int }

// TileDrawn: phase 3. Tile is private to Player: a log shown to the other
// seat must not print it.
type TileDrawn struct {
	Player int
	Tile   int
}

// GameEnded: the 49th tile is placed; Totals are the final scores.
type GameEnded struct{ Totals []int }

func (PawnPlaced) EventName() string   { return "pawn_placed" }
func (PawnSkipped) EventName() string  { return "pawn_skipped" }
func (PowerStarted) EventName() string { return "power_started" }
func (PowerSkipped) EventName() string { return "power_skipped" }
func (TileRotated) EventName() string  { return "tile_rotated" }
func (PawnsSwapped) EventName() string { return "pawns_swapped" }
func (PawnMoved) EventName() string    { return "pawn_moved" }
func (TilePlaced) EventName() string   { return "tile_placed" }
func (TileDrawn) EventName() string    { return "tile_drawn" }
func (GameEnded) EventName() string    { return "game_ended" }
