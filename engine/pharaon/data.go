package pharaon

import (
	"fmt"
	"strconv"
	"strings"
)

// This file is the one data table of Pharaon: every count, card, path and
// [DESIGN DEFAULT] of the spec (../shared/rules/000-pharaon.md §2, §9, §10)
// lives here, next to the reason for the values the rulebook does not give.

// Resources (§2.2). In a cost, AnyBase stands for "any base resource".
const (
	AGR = iota
	JUS
	CON
	ROY
	COM
	SIL
	NumBase = 5
	NumRes  = 6
	AnyBase = 5 // in a cost slot only
)

// Quarters (§2.3), also the order of the God table (§9.5).
const (
	ART = iota
	NOB
	NIL
	BUR
	OFF
	NumQuarters = 5
)

// Offering token kinds (§2.5, §9.10): 0..4 Resource Offerings (by
// resource), 5..9 Quarter Offerings (by Quarter), 10 and 11 Prestige
// Offerings of 1 and 2 PP.
const (
	OffRes       = 0
	OffQuarter   = 5
	OffPrestige1 = 10
	OffPrestige2 = 11
	NumOffKinds  = 12
)

// Game size.
const (
	MaxPlayers  = 5
	NumRounds   = 5
	NumJars     = 30
	NumArtisans = 30
	NumNobles   = 26
	NumNile     = 10
	BCSteps     = 8
	NileTop     = 3
	MaxLots     = 6
	NumTiles    = 5 // Traitor tiles
	TileSpaces  = 13
)

// Supply is the number of tokens of each resource type (§2.1: 120 tokens;
// [DESIGN DEFAULT] 20 of each of the 6 types).
const Supply = 20

// Offering token counts by kind (§9.10).
var offCount = [NumOffKinds]int8{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 4}

// PrestigeBonus is the printed PP of a Prestige Offering, scored on top of
// the 1 PP every kept token is worth (A3).
func PrestigeBonus(kind int) int {
	switch kind {
	case OffPrestige1:
		return 1
	case OffPrestige2:
		return 2
	}
	return 0
}

// Tokens worth points at the end (§7.1).
const (
	PharaohPP     = 7
	FirstPlayerPP = 3
)

// NilePP is a track's points by level (§2.4).
var NilePP = [NileTop + 1]int{0, 0, 3, 7}

// Wheel (§2.3, §9.8): the segments clockwise are AGR, JUS, CON, ROY, COM
// [DESIGN DEFAULT]; each has 4 slots, the 4th only at 4-5 players.
func WheelSlots(players int) int {
	if players >= 4 {
		return 4
	}
	return 3
}

// JarsShown is the number of Jars revealed under the pyramid (§3.1 step 4,
// §3.3, §3.4): N, 3 at 2 players, 2 solo. players counts the human seats.
func JarsShown(players int) int {
	switch players {
	case 1:
		return 2
	case 2:
		return 3
	}
	return players
}

// Lots is the number of Offering lots (§3.1 step 9, §3.4): N+1, 3 in solo
// (the left column).
func Lots(players int) int {
	if players == 1 {
		return 3
	}
	return players + 1
}

// Jar faces (§9.1 [DESIGN DEFAULT]): top left, top right, bottom.
var Jars = [NumJars][3]int8{
	{AGR, JUS, CON}, {AGR, JUS, ROY}, {AGR, CON, COM}, {AGR, CON, JUS}, {AGR, ROY, COM},
	{AGR, ROY, JUS}, {AGR, COM, CON}, {AGR, COM, ROY}, {JUS, CON, AGR}, {JUS, CON, AGR},
	{JUS, ROY, AGR}, {JUS, ROY, COM}, {JUS, COM, ROY}, {JUS, COM, CON}, {CON, ROY, JUS},
	{CON, ROY, AGR}, {CON, COM, JUS}, {CON, COM, ROY}, {ROY, COM, CON}, {ROY, COM, CON},
	{AGR, AGR, COM}, {AGR, AGR, JUS}, {JUS, JUS, COM}, {JUS, JUS, AGR}, {CON, CON, ROY},
	{CON, CON, AGR}, {ROY, ROY, CON}, {ROY, ROY, COM}, {COM, COM, ROY}, {COM, COM, JUS},
}

// Gains printed on cards and options besides resources 0..5.
const (
	GainJar    = 6 // draw a random Jar and gain it
	GainChoice = 7 // 1 base resource of choice
)

// Artisan is an Artisan card (§9.2 [DESIGN DEFAULT]: 6 professions × PP
// 1..5, the lower the PP the richer the immediate gain).
type Artisan struct {
	Profession int8 // 0 Potter, 1 Weaver, 2 Stonecutter, 3 Goldsmith, 4 Perfumer, 5 Embalmer
	PP         int8
	Gains      []int8 // resources 0..5, GainJar, GainChoice
}

// Artisans is the deck, card id = index (A01 = 0).
var Artisans = [NumArtisans]Artisan{
	{0, 1, []int8{GainJar, AGR}}, {0, 2, []int8{AGR, AGR, JUS}}, {0, 3, []int8{AGR, CON}}, {0, 4, []int8{AGR}}, {0, 5, nil},
	{1, 1, []int8{GainJar, JUS}}, {1, 2, []int8{JUS, JUS, CON}}, {1, 3, []int8{JUS, ROY}}, {1, 4, []int8{JUS}}, {1, 5, nil},
	{2, 1, []int8{GainJar, CON}}, {2, 2, []int8{CON, CON, ROY}}, {2, 3, []int8{CON, COM}}, {2, 4, []int8{CON}}, {2, 5, nil},
	{3, 1, []int8{GainJar, ROY}}, {3, 2, []int8{ROY, ROY, COM}}, {3, 3, []int8{ROY, AGR}}, {3, 4, []int8{ROY}}, {3, 5, nil},
	{4, 1, []int8{GainJar, COM}}, {4, 2, []int8{COM, COM, AGR}}, {4, 3, []int8{COM, JUS}}, {4, 4, []int8{COM}}, {4, 5, nil},
	{5, 1, []int8{GainJar, SIL}}, {5, 2, []int8{GainJar}}, {5, 3, []int8{GainChoice, GainChoice}}, {5, 4, []int8{SIL}}, {5, 5, nil},
}

// Noble power types (§9.3).
const (
	PowerNone = iota
	PowerInstant
	PowerPermanent
	PowerRound // once per round: the card tilts when used
)

// Noble numbers with a role in the rules (§9.3); a Noble's id is its
// number minus one.
const (
	NScribe1         = 1 // ..5
	NGeneral         = 6
	NArchitect       = 7 // ..10: access with any resource on their Quarter
	NChiefGranaries  = 10
	NJudge           = 11
	NGrandVizier     = 12
	NPhysician       = 13 // ..16: access with no free slot on their Quarter
	NGovernor        = 16
	NWiseWoman       = 17
	NTreasurer       = 18
	NTutor           = 19
	NDiplomat        = 20
	NHighOfficial1   = 21 // ..26
	NHighOfficialEnd = 26
)

// NoblePower is each Noble's power type, index = number-1.
var NoblePower = [NumNobles]int8{
	PowerPermanent, PowerPermanent, PowerPermanent, PowerPermanent, PowerPermanent, // Scribes
	PowerPermanent,                                                 // General
	PowerPermanent, PowerPermanent, PowerPermanent, PowerPermanent, // 7-10
	PowerPermanent,                                 // Judge
	PowerNone,                                      // Grand Vizier
	PowerRound, PowerRound, PowerRound, PowerRound, // 13-16
	PowerRound, PowerRound, PowerRound, PowerRound, // 17-20
	PowerInstant, PowerInstant, PowerInstant, PowerInstant, PowerInstant, PowerInstant,
}

// ScribePair is the pair of resources Scribe [n] (n = 1..5) makes
// interchangeable, and ScribeQuarter the Quarter whose gods it scores
// ([DESIGN DEFAULT] §9.3: one Scribe per Quarter, the pairs a cycle).
var (
	ScribePair    = [5][2]int8{{AGR, JUS}, {JUS, CON}, {CON, ROY}, {ROY, COM}, {COM, AGR}}
	ScribeQuarter = [5]int8{ART, NOB, NIL, BUR, OFF}
)

// AccessQuarter is the Quarter of Nobles [7]..[10] (any resource pays the
// access there) and WheelQuarter that of [13]..[16] (the action without a
// free slot), [DESIGN DEFAULT] from the card titles (§9.3, §10).
var (
	AccessQuarter = [4]int8{BUR, OFF, ART, NIL} // Architect, High Priestess, Foreman, Chief of the Granaries
	WheelQuarter  = [4]int8{ART, BUR, OFF, NIL} // Physician, Master Builder, High Priest, Governor
)

// Nile option gains (§9.4 [DESIGN DEFAULT]); the first gain of every
// option is one level on either of its two colours.
const (
	NileArrowPair = iota // one level on either paid colour
	NileArrowAny         // one level on any track
	NileJar              // a random Jar
	NileSilver           // 1 Silver
)

// NileOption is one of the 10 options: its two cost colours and its second
// gain.
type NileOption struct {
	A, B   int8
	Second int8
}

// NileOptions N1..N10.
var NileOptions = [NumNile]NileOption{
	{AGR, JUS, NileArrowAny}, {AGR, CON, NileJar}, {AGR, ROY, NileArrowPair}, {AGR, COM, NileSilver},
	{JUS, CON, NileArrowPair}, {JUS, ROY, NileArrowPair}, {JUS, COM, NileJar}, {CON, ROY, NileSilver},
	{CON, COM, NileArrowPair}, {ROY, COM, NileArrowAny},
}

// Edge is one half of a god objective: at least K of the Quarter's
// element for PP points.
type Edge struct{ K, PP int8 }

// GodEdges is each Quarter's counter-clockwise and clockwise edge (§9.5
// [DESIGN DEFAULT]); with Offerings counter-clockwise of the Burial Chamber
// and the Nile clockwise of it, the rulebook's 16 PP / 6 PP example holds.
var GodEdges = [NumQuarters][2]Edge{
	ART: {{2, 3}, {3, 5}},
	NOB: {{2, 3}, {3, 5}},
	NIL: {{2, 3}, {3, 5}},
	BUR: {{2, 5}, {2, 3}},
	OFF: {{2, 3}, {3, 5}},
}

// The god of a Quarter is the one on its clockwise edge (§9.5): Ptah,
// Horus, Hapi, Anubis, Osiris; the names are in the locales.

// BCStep is a Burial Chamber step (§9.7 [DESIGN DEFAULT]).
type BCStep struct {
	Cost []int8 // base resources or AnyBase
	PP   int8   // scored if it is the last step reached
}

// BurialPath is steps 1..8 (index 0 = step 1).
var BurialPath = [BCSteps]BCStep{
	{[]int8{AGR, CON}, 2},
	{[]int8{JUS, ROY}, 4},
	{[]int8{CON, COM, AGR}, 7},
	{[]int8{ROY, JUS, CON}, 10},
	{[]int8{COM, AGR, AnyBase}, 13},
	{[]int8{CON, CON, JUS, ROY}, 17},
	{[]int8{AGR, COM, ROY, AnyBase}, 21},
	{[]int8{CON, JUS, AnyBase, AnyBase}, 26},
}

// Pyramid of Time spaces (§2.6 [DESIGN DEFAULT]).
const (
	PyrNone   = iota // nothing
	PyrFirst         // the First Player token, on arrival only
	PyrRes           // 1 base resource of choice
	PyrSilver        // 1 Silver
	PyrOffer         // 1 Offering (Bonus space or bag)
)

// PyramidRows: row r (1..4, index r-1) has 6-r spaces, numbered from 1.
var PyramidRows = [4][]int8{
	{PyrFirst, PyrRes, PyrRes, PyrSilver, PyrOffer},
	{PyrNone, PyrRes, PyrSilver, PyrOffer},
	{PyrNone, PyrRes, PyrSilver},
	{PyrNone, PyrRes},
}

// Traitor tile icons (§8.6).
const (
	IcNone    = iota
	IcBC      // advance on the Burial Chamber
	IcNTake   // take the Noble in slot Arg (1..3)
	IcNDisc   // discard the Noble in slot Arg
	IcNLevel  // Noble level Arg
	IcGod     // the tile's god scores if covered
	IcATakeH  // take the highest-PP Artisan
	IcATakeL  // take the lowest-PP Artisan
	IcADiscH  // discard the highest
	IcADiscL  // discard the lowest
	IcLot     // take Offering lot Arg (1..3)
	IcBonus   // take Bonus token Arg (1..3)
	IcNileMax // Nile +1 on the most-filled tile's colour
	IcNileMin // on the least-filled tile's colour
	numIcons
)

// Icon is a Traitor tile space's icon.
type Icon struct{ Kind, Arg int8 }

// TraitorTile is one face of a Traitor tile: Space[i] is space i+1 (space
// 1 holds the association resource and no icon), Jars the Jar count.
type TraitorTile struct {
	Jars  int8
	Space [TileSpaces]Icon
}

// TraitorFaces[face][tile]: face 0 light, 1 dark (§9.6 [DESIGN DEFAULT]).
// Tile t's GOD icon scores the god of Quarter t (T1 Ptah .. T5 Osiris).
var TraitorFaces [2][NumTiles]TraitorTile

// The §9.6 tables, row by row from space 13 down to space 2, columns T1..T5.
const lightTable = `
BC    -     -     -     O#2
-     GOD   NILE- A+H   NILE+
A+L   NL:12 B#2   -     GOD
GOD   N+2   GOD   NILE+ -
-     -     -     GOD   -
NILE- BC    NILE+ -     A+H
O#3   NL:10 -     -     B#1
-     N+1   BC    N×3   -
A+L   -     A×H   NILE- O#1
BC    N×2   O#2   -     NILE+
NILE+ NL:8  NILE- BC    A×L
-     -     -     -     -
`

const darkTable = `
-     NL:14 -     -     B#3
NILE+ N+3   A+H   BC    -
BC    -     -     -     O#3
-     NL:12 NILE- A+H   NILE+
A+H   N+2   B#2   -     -
NILE- GOD   -     NILE+ GOD
GOD   BC    NILE+ BC    A+H
O#3   NL:10 GOD   GOD   B#1
-     N+1   BC    N×3   -
A+L   -     A×H   NILE- O#1
BC    N×2   O#2   -     NILE+
NILE+ NL:8  NILE- BC    A×L
`

var (
	lightJars = [NumTiles]int8{4, 5, 5, 5, 6}
	darkJars  = [NumTiles]int8{5, 5, 6, 6, 7}
)

// TraitorDefaultNobleLevel is what each Traitor Noble scores when no NL
// icon is covered (§8.6).
const TraitorDefaultNobleLevel = 6

// Difficulty (§8.8): level k turns tiles T1..Tk (by number, before their
// random order on the table) to their dark face [DESIGN DEFAULT: the
// rulebook lets the player pick; the tiles are then placed in random
// order, so which ones are dark matters, not where].

// Traitor pyramid choice (§8.5 [DESIGN DEFAULT]): the base resource with
// the largest supply, ties in this order.
var TraitorResOrder = [NumBase]int8{AGR, JUS, CON, ROY, COM}

func init() {
	for f, tbl := range []string{lightTable, darkTable} {
		rows := strings.Split(strings.TrimSpace(tbl), "\n")
		if len(rows) != TileSpaces-1 {
			panic("pharaon: Traitor table rows")
		}
		jars := lightJars
		if f == 1 {
			jars = darkJars
		}
		for t := 0; t < NumTiles; t++ {
			TraitorFaces[f][t].Jars = jars[t]
		}
		for i, row := range rows {
			space := TileSpaces - 1 - i // index of space 13-i
			cells := strings.Fields(row)
			if len(cells) != NumTiles {
				panic("pharaon: Traitor table columns")
			}
			for t, c := range cells {
				ic, err := parseIcon(c)
				if err != nil {
					panic(err)
				}
				TraitorFaces[f][t].Space[space] = ic
			}
		}
	}
}

func parseIcon(c string) (Icon, error) {
	arg := func(prefix string) (int8, error) {
		n, err := strconv.Atoi(strings.TrimPrefix(c, prefix))
		return int8(n), err
	}
	var kind int8
	var a int8
	var err error
	switch {
	case c == "-":
		kind = IcNone
	case c == "BC":
		kind = IcBC
	case c == "GOD":
		kind = IcGod
	case c == "A+H":
		kind = IcATakeH
	case c == "A+L":
		kind = IcATakeL
	case c == "A×H":
		kind = IcADiscH
	case c == "A×L":
		kind = IcADiscL
	case c == "NILE+":
		kind = IcNileMax
	case c == "NILE-":
		kind = IcNileMin
	case strings.HasPrefix(c, "N+"):
		kind = IcNTake
		a, err = arg("N+")
	case strings.HasPrefix(c, "N×"):
		kind = IcNDisc
		a, err = arg("N×")
	case strings.HasPrefix(c, "NL:"):
		kind = IcNLevel
		a, err = arg("NL:")
	case strings.HasPrefix(c, "O#"):
		kind = IcLot
		a, err = arg("O#")
	case strings.HasPrefix(c, "B#"):
		kind = IcBonus
		a, err = arg("B#")
	default:
		return Icon{}, fmt.Errorf("pharaon: unknown Traitor icon %q", c)
	}
	if err != nil {
		return Icon{}, fmt.Errorf("pharaon: Traitor icon %q: %v", c, err)
	}
	return Icon{kind, a}, nil
}
