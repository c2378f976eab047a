package kheops

import "testing"

// §2.3: slot numbering s = (r-1)² + c, rows of 2r-1, 19 base slots.
func TestSpec2_3_Slots(t *testing.T) {
	firsts := [Rows + 1]int{0, 1, 2, 5, 10, 17, 26, 37}
	seen := 0
	for r := 1; r <= Rows; r++ {
		if SlotOf(r, 1) != firsts[r] {
			t.Errorf("row %d starts at %d, want %d", r, SlotOf(r, 1), firsts[r])
		}
		if SlotOf(r, 0) != 0 || SlotOf(r, 2*r) != 0 {
			t.Errorf("row %d: outside columns map to a slot", r)
		}
		for c := 1; c <= 2*r-1; c++ {
			s := SlotOf(r, c)
			seen++
			if rr, cc := SlotRC(s); rr != r || cc != c {
				t.Errorf("SlotRC(%d) = %d,%d want %d,%d", s, rr, cc, r, c)
			}
			if IsUp(s) != (c%2 == 1) {
				t.Errorf("IsUp(%d) = %v", s, IsUp(s))
			}
		}
	}
	if seen != NumSlots || SlotOf(7, 13) != 49 || SlotOf(8, 1) != 0 || SlotOf(0, 1) != 0 {
		t.Errorf("slot count %d, last %d", seen, SlotOf(7, 13))
	}
	if r, c := SlotRC(0); r != 0 || c != 0 {
		t.Errorf("SlotRC(0) = %d,%d", r, c)
	}
	base := 0
	for s := 1; s <= NumSlots; s++ {
		want := s >= 37 || (s >= 26 && s%2 == 0)
		if IsBase(s) != want {
			t.Errorf("IsBase(%d) = %v", s, IsBase(s))
		}
		if IsBase(s) {
			base++
		}
	}
	if base != 19 {
		t.Errorf("%d base slots", base)
	}
}

// §2.4: the neighbour table, symmetry with the same edge index, 21
// exterior edges on the three sides, the summit's single neighbour.
func TestSpec2_4_Neighbours(t *testing.T) {
	var ground, left, right []int
	for s := 1; s <= NumSlots; s++ {
		for e := 0; e < 3; e++ {
			n := Neighbour(s, e)
			if n == 0 {
				if !IsUp(s) {
					t.Errorf("down slot %d has an exterior edge %d", s, e)
				}
				switch e {
				case 0:
					ground = append(ground, s)
				case 1:
					left = append(left, s)
				case 2:
					right = append(right, s)
				}
				continue
			}
			if IsUp(n) == IsUp(s) {
				t.Errorf("%d and %d are neighbours of the same orientation", s, n)
			}
			if Neighbour(n, e) != s {
				t.Errorf("edge %d: %d -> %d but %d -> %d", e, s, n, n, Neighbour(n, e))
			}
		}
	}
	eq := func(name string, got, want []int) {
		if len(got) != len(want) {
			t.Errorf("%s exterior = %v, want %v", name, got, want)
			return
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s exterior = %v, want %v", name, got, want)
				return
			}
		}
	}
	eq("ground", ground, []int{37, 39, 41, 43, 45, 47, 49})
	eq("left", left, []int{1, 2, 5, 10, 17, 26, 37})
	eq("right", right, []int{1, 4, 9, 16, 25, 36, 49})
	if Neighbour(1, 0) != 3 {
		t.Errorf("summit edge 0 -> %d, want 3", Neighbour(1, 0))
	}
	// Spot checks from the figure: 03 ▽ touches 01 above, 04 right, 02 left.
	if Neighbour(3, 0) != 1 || Neighbour(3, 1) != 4 || Neighbour(3, 2) != 2 {
		t.Errorf("slot 03 neighbours %d %d %d", Neighbour(3, 0), Neighbour(3, 1), Neighbour(3, 2))
	}
	// 27 = (6,2) ▽: its top touches (5,1) = 17. 12 = (4,3) △: its bottom touches (5,4) = 20.
	if Neighbour(27, 0) != 17 || Neighbour(12, 0) != 20 {
		t.Errorf("27 top -> %d, 12 bottom -> %d", Neighbour(27, 0), Neighbour(12, 0))
	}
	if Neighbour(0, 0) != 0 || Neighbour(50, 0) != 0 || Neighbour(3, 3) != 0 {
		t.Error("bad arguments give a neighbour")
	}
}

// §2.5: rotation maps local edge i to slot edge (i+k) mod 3.
func TestSpec2_5_Rotation(t *testing.T) {
	cases := []struct {
		tile, k int
		want    uint8
	}{
		{20, 0, 0b001}, {20, 1, 0b010}, {20, 2, 0b100}, {20, 3, 0b001},
		{22, 0, 0b011}, {22, 1, 0b110}, {22, 2, 0b101},
		{24, 0, 0b111}, {24, 1, 0b111}, {24, 2, 0b111},
	}
	for _, c := range cases {
		if got := OpenEdges(c.tile, c.k); got != c.want {
			t.Errorf("OpenEdges(T%02d, %d) = %03b, want %03b", c.tile, c.k, got, c.want)
		}
	}
	if OpenEdges(0, 0) != 0 || OpenEdges(51, 0) != 0 {
		t.Error("unknown tile has openings")
	}
}
