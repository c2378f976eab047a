package kheops

import (
	"math/bits"
	"testing"
)

// §9.2: the catalogue totals stated under the table.
func TestSpec9_2_Catalogue(t *testing.T) {
	var byKindOpen [2][4]int
	symbols := map[Symbol][]int{}
	colours := map[Colour]int{}
	kings := 0
	for id := 1; id <= NumTiles; id++ {
		tl := Tiles[id]
		if tl.ID != id {
			t.Fatalf("Tiles[%d].ID = %d", id, tl.ID)
		}
		switch tl.Openings {
		case 0b001, 0b011, 0b111:
		default:
			t.Errorf("T%02d: openings %03b not canonical", id, tl.Openings)
		}
		byKindOpen[tl.Kind][bits.OnesCount8(tl.Openings)]++
		if tl.Symbol != NoSymbol {
			symbols[tl.Symbol] = append(symbols[tl.Symbol], id)
		}
		if tl.Symbol == Sarcophagus {
			colours[tl.Colour]++
			if tl.King {
				kings++
			}
		} else if tl.Colour != NoColour || tl.King {
			t.Errorf("T%02d: colour or role on a non-sarcophagus", id)
		}
	}
	if got := byKindOpen[Room]; got != [4]int{0, 8, 10, 8} {
		t.Errorf("rooms by openings = %v, want 8/10/8", got[1:])
	}
	if got := byKindOpen[Corridor]; got != [4]int{0, 2, 14, 8} {
		t.Errorf("corridors by openings = %v, want 2/14/8", got[1:])
	}
	want := map[Symbol][]int{
		RotateCorridor: {13, 14, 31, 32},
		RotateRoom:     {15, 16, 33, 34},
		Swap:           {17, 35, 36},
		MovePower:      {18, 19, 37},
		NoPawn:         {38, 39},
		Double:         {11, 12, 30},
		Ankh:           {8, 9, 10, 28, 29},
		Sarcophagus:    {1, 2, 3, 4, 5, 6},
		Curse:          {7, 27},
	}
	total := 0
	for sym, ids := range want {
		total += len(ids)
		if got := symbols[sym]; len(got) != len(ids) {
			t.Errorf("%s: tiles %v, want %v", sym, got, ids)
		} else {
			for i := range ids {
				if got[i] != ids[i] {
					t.Errorf("%s: tiles %v, want %v", sym, got, ids)
					break
				}
			}
		}
	}
	if total != 32 || len(symbols) != 9 {
		t.Errorf("%d symbol tiles in %d kinds, want 32 in 9", total, len(symbols))
	}
	if colours[Gold] != 2 || colours[Red] != 2 || colours[Green] != 2 || kings != 3 {
		t.Errorf("sarcophagi colours %v kings %d, want 2 per colour and 3 kings", colours, kings)
	}
}

func TestSpec9_1_Symbols(t *testing.T) {
	for sym := NoSymbol; sym <= Curse; sym++ {
		imm := sym == RotateCorridor || sym == RotateRoom || sym == Swap || sym == MovePower
		if sym.Immediate() != imm {
			t.Errorf("%q.Immediate() = %v", sym, sym.Immediate())
		}
	}
	if Ankh.String() != "ankh" || NoPawn.String() != "no_pawn" || NoSymbol.String() != "" {
		t.Errorf("symbol codes: %q %q %q", Ankh, NoPawn, NoSymbol)
	}
}

// §3.2: 17 pawns each; Blue has no pharaoh.
func TestSpec3_2_Supplies(t *testing.T) {
	for seat, want := range [2][4]int{{14, 1, 1, 1}, {15, 1, 1, 0}} {
		if startSupply[seat] != want {
			t.Errorf("seat %d supply %v, want %v", seat, startSupply[seat], want)
		}
	}
}
