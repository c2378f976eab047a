// Package kheops is the rules engine of Kheops (shared/rules/003-pyramid.md):
// two architects take turns placing a pawn on the pyramid (resolving any
// forced power), then adding a triangular tile from a hand of three, until
// the 49th tile completes the pyramid and its networks are scored.
package kheops

// The data table of Kheops. Every value the spec marks [DESIGN DEFAULT]
// (tile faces, base slots) lives here, in one place, so it can be corrected
// against the physical game. Section numbers refer to 003-pyramid.md.

// Kind is the kind of a tile (§2.2).
type Kind uint8

const (
	Room Kind = iota
	Corridor
)

// Symbol is what a tile carries (§9.1): S1..S4 are immediate powers, S5 a
// permanent ban, S6..S9 count at the end.
type Symbol uint8

const (
	NoSymbol       Symbol = iota
	RotateCorridor        // S1
	RotateRoom            // S2
	Swap                  // S3
	MovePower             // S4 ("Move" is the action struct, see actions.go)
	NoPawn                // S5
	Double                // S6
	Ankh                  // S7
	Sarcophagus           // S8
	Curse                 // S9
)

var symbolCodes = [...]string{"", "rotate_corridor", "rotate_room", "swap", "move", "no_pawn", "double", "ankh", "sarcophagus", "curse"}

// String is the stable code of the symbol (locale keys use it); "" for none.
func (sym Symbol) String() string {
	if int(sym) < len(symbolCodes) {
		return symbolCodes[sym]
	}
	return "symbol?"
}

// Immediate reports a power resolved when a pawn is placed (S1..S4).
func (sym Symbol) Immediate() bool { return sym >= RotateCorridor && sym <= MovePower }

// Colour is a sarcophagus colour (§9.1, M5).
type Colour uint8

const (
	NoColour Colour = iota
	Gold
	Red
	Green
)

// Tile is one face of the catalogue (§9.2).
type Tile struct {
	ID       int   // 1..50 (T01..T50)
	Kind     Kind  // room or corridor
	Openings uint8 // bit i = opening on local edge i; canonical 0b001, 0b011, 0b111
	Symbol   Symbol
	Colour   Colour // sarcophagi only
	King     bool   // sarcophagus role (cosmetic): king, else queen
}

// Fixed sizes (§2, §3).
const (
	NumTiles = 50
	NumSlots = 49
	Rows     = 7
	HandSize = 3
)

// Opening masks in the local frame (§2.5).
const (
	o1 uint8 = 0b001
	o2 uint8 = 0b011
	o3 uint8 = 0b111
)

// Tiles is the catalogue (§9.2); index = ID, [0] unused. [DESIGN DEFAULT]
var Tiles = [NumTiles + 1]Tile{
	{},
	{1, Room, o2, Sarcophagus, Gold, true},
	{2, Room, o1, Sarcophagus, Gold, false},
	{3, Room, o2, Sarcophagus, Red, true},
	{4, Room, o1, Sarcophagus, Red, false},
	{5, Room, o2, Sarcophagus, Green, true},
	{6, Room, o1, Sarcophagus, Green, false},
	{7, Room, o2, Curse, NoColour, false},
	{8, Room, o1, Ankh, NoColour, false},
	{9, Room, o2, Ankh, NoColour, false},
	{10, Room, o3, Ankh, NoColour, false},
	{11, Room, o2, Double, NoColour, false},
	{12, Room, o3, Double, NoColour, false},
	{13, Room, o1, RotateCorridor, NoColour, false},
	{14, Room, o3, RotateCorridor, NoColour, false},
	{15, Room, o2, RotateRoom, NoColour, false},
	{16, Room, o3, RotateRoom, NoColour, false},
	{17, Room, o3, Swap, NoColour, false},
	{18, Room, o1, MovePower, NoColour, false},
	{19, Room, o2, MovePower, NoColour, false},
	{20, Room, o1, NoSymbol, NoColour, false},
	{21, Room, o1, NoSymbol, NoColour, false},
	{22, Room, o2, NoSymbol, NoColour, false},
	{23, Room, o2, NoSymbol, NoColour, false},
	{24, Room, o3, NoSymbol, NoColour, false},
	{25, Room, o3, NoSymbol, NoColour, false},
	{26, Room, o3, NoSymbol, NoColour, false},
	{27, Corridor, o3, Curse, NoColour, false},
	{28, Corridor, o2, Ankh, NoColour, false},
	{29, Corridor, o3, Ankh, NoColour, false},
	{30, Corridor, o2, Double, NoColour, false},
	{31, Corridor, o2, RotateCorridor, NoColour, false},
	{32, Corridor, o3, RotateCorridor, NoColour, false},
	{33, Corridor, o2, RotateRoom, NoColour, false},
	{34, Corridor, o2, RotateRoom, NoColour, false},
	{35, Corridor, o2, Swap, NoColour, false},
	{36, Corridor, o3, Swap, NoColour, false},
	{37, Corridor, o2, MovePower, NoColour, false},
	{38, Corridor, o1, NoPawn, NoColour, false},
	{39, Corridor, o2, NoPawn, NoColour, false},
	{40, Corridor, o1, NoSymbol, NoColour, false},
	{41, Corridor, o2, NoSymbol, NoColour, false},
	{42, Corridor, o2, NoSymbol, NoColour, false},
	{43, Corridor, o2, NoSymbol, NoColour, false},
	{44, Corridor, o2, NoSymbol, NoColour, false},
	{45, Corridor, o2, NoSymbol, NoColour, false},
	{46, Corridor, o2, NoSymbol, NoColour, false},
	{47, Corridor, o3, NoSymbol, NoColour, false},
	{48, Corridor, o3, NoSymbol, NoColour, false},
	{49, Corridor, o3, NoSymbol, NoColour, false},
	{50, Corridor, o3, NoSymbol, NoColour, false},
}

// BaseSlots are the 19 foundation slots in setup order (§2.3, §3.4):
// the bottom row, then the up-triangles of row 6. [DESIGN DEFAULT]
var BaseSlots = [19]int{37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 26, 28, 30, 32, 34, 36}

// Pawn supplies at setup (§3.2, §9.3), indexed by seat then PawnKind.
var startSupply = [2][4]int{
	{14, 1, 1, 1}, // White: workers, priest, mummy, pharaoh
	{15, 1, 1, 0}, // Blue has no pharaoh
}

// Scoring values (§7.1, §7.2).
const (
	singleSarcoBonus = 5
	pairSarcoBonus   = 15
	summitBonus      = 5
	longestBonus     = 5
	summitSlot       = 1
)
