package imhotep

import (
	"reflect"
	"testing"
)

// Seats of the rulebook examples (4 players, clockwise order of the app).
const (
	scBlack int8 = 0
	scWhite int8 = 1
	scBrown int8 = 2
	scGray  int8 = 3
)

// scBurialCells lays out columns (each top, middle, bottom) in placement
// order, so position p is column p/3, row p%3. A short last column is
// allowed, as in play.
func scBurialCells(cols ...[]int8) []int8 {
	var out []int8
	for _, c := range cols {
		out = append(out, c...)
	}
	return out
}

func TestSpec5_7_BurialA_Table(t *testing.T) {
	// §5.7 table: 1, 3, 6, 10, 15, then +2 per stone beyond 5.
	want := map[int]int{0: 0, 1: 1, 2: 3, 3: 6, 4: 10, 5: 15, 6: 17, 7: 19, 8: 21, 12: 29}
	for n, w := range want {
		if got := BurialAreaPoints(n); got != w {
			t.Errorf("BurialAreaPoints(%d) = %d, want %d", n, got, w)
		}
	}
	if got := BurialAreaPoints(-3); got != 0 {
		t.Errorf("BurialAreaPoints(-3) = %d, want 0", got)
	}
}

func TestSpec5_7_BurialA_Areas(t *testing.T) {
	cases := []struct {
		name    string
		cells   []int8
		players int
		want    []int
	}{
		{
			// Rulebook example, 4 players, 13 stones: white one area of 2 -> 3,
			// black one of 1 -> 1, brown areas of 3 and 1 -> 6 + 1, gray one
			// area of 6 -> 15 + 2 = 17.
			//   row 0:  G G G W Br
			//   row 1:  G G G W
			//   row 2:  Br Br Br K
			name: "rulebook example",
			cells: scBurialCells(
				[]int8{scGray, scGray, scBrown},
				[]int8{scGray, scGray, scBrown},
				[]int8{scGray, scGray, scBrown},
				[]int8{scWhite, scWhite, scBlack},
				[]int8{scBrown},
			),
			players: 4,
			want:    []int{1, 3, 7, 17},
		},
		{
			// Diagonals do not connect:
			//   row 0: 0 1
			//   row 1: 1 0
			//   row 2: 1 1
			// seat 0: two areas of 1 -> 2; seat 1: (0,1),(0,2),(1,2) -> 6,
			// and (1,0) alone -> 1.
			name:    "diagonals",
			cells:   scBurialCells([]int8{0, 1, 1}, []int8{1, 0, 1}),
			players: 2,
			want:    []int{2, 7},
		},
		{
			// The bottom of a column and the top of the next are consecutive
			// positions but not neighbours:
			//   row 0: 0 0
			//   row 1: 1 1
			//   row 2: 0 1
			// seat 0: area of 2 (top row) -> 3, area of 1 (bottom left) -> 1;
			// seat 1: area of 3 -> 6.
			name:    "column wrap is not adjacency",
			cells:   scBurialCells([]int8{0, 1, 0}, []int8{0, 1, 1}),
			players: 2,
			want:    []int{4, 6},
		},
		{
			// The last column is short (2 stones):
			//   row 0: 0 0 0
			//   row 1: 0 1 0
			//   row 2: 0 1
			// seat 0: one area of 6 -> 15 + 2 = 17; seat 1: area of 2 -> 3;
			// seat 2 has no stone -> 0.
			name:    "area beyond five and absent seat",
			cells:   scBurialCells([]int8{0, 0, 0}, []int8{0, 1, 1}, []int8{0, 0}),
			players: 3,
			want:    []int{17, 3, 0},
		},
		{
			// A snake of 7 of seat 0 around two stones of seat 1:
			//   row 0: 0 0 0
			//   row 1: 0 1 0
			//   row 2: 0 1 0
			// seat 0: 7 stones connected -> 15 + 2*2 = 19; seat 1: 2 -> 3.
			name:    "snake of seven",
			cells:   scBurialCells([]int8{0, 0, 0}, []int8{0, 1, 1}, []int8{0, 0, 0}),
			players: 2,
			want:    []int{19, 3},
		},
		{
			name:    "empty chamber",
			cells:   nil,
			players: 3,
			want:    []int{0, 0, 0},
		},
		{
			// A seat outside the game scores nothing and does not connect.
			name:    "unknown seats ignored",
			cells:   scBurialCells([]int8{0, 5, 0}, []int8{-1}),
			players: 2,
			want:    []int{2, 0},
		},
	}
	for _, c := range cases {
		got := BurialAScore(c.cells, c.players)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: BurialAScore = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSpec5_7_BurialB(t *testing.T) {
	cases := []struct {
		name    string
		cells   []int8
		players int
		want    []int
	}{
		{
			// Rulebook example: top row white 3, brown 1, gray 1 -> 8, 3, 3;
			// middle black 3, white 1 -> 8, 4; bottom gray 4 -> 8.
			//   row 0: W Br W G W
			//   row 1: K K W K
			//   row 2: G G G G
			// black 8, white 8+4 = 12, brown 3, gray 3+8 = 11.
			name: "rulebook example",
			cells: scBurialCells(
				[]int8{scWhite, scBlack, scGray},
				[]int8{scBrown, scBlack, scGray},
				[]int8{scWhite, scWhite, scGray},
				[]int8{scGray, scBlack, scGray},
				[]int8{scWhite},
			),
			players: 4,
			want:    []int{8, 12, 3, 11},
		},
		{
			// Top row 4/3/2/1 stones -> 8/4/2/0 (4th place 0); the middle and
			// bottom rows are all seat 3 -> 8 + 8.
			name: "fourth place scores 0",
			cells: scBurialCells(
				[]int8{0, 3, 3}, []int8{0, 3, 3}, []int8{0, 3, 3}, []int8{0, 3, 3},
				[]int8{1, 3, 3}, []int8{1, 3, 3}, []int8{1, 3, 3},
				[]int8{2, 3, 3}, []int8{2, 3, 3},
				[]int8{3, 3, 3},
			),
			players: 4,
			want:    []int{8, 4, 2, 16},
		},
		{
			// Top row: seats 0 and 1 two stones each -> (8+4)/2 = 6, seat 2
			// one stone is 3rd -> 2. Middle: three tied with 1 -> (8+4+2)/3 = 4.
			// Bottom: seat 3 alone -> 8.
			//   row 0: 0 1 0 1 2
			//   row 1: 0 1 2 - -
			//   row 2: 3 3 3 3
			name: "ties share rounded down",
			cells: scBurialCells(
				[]int8{0, 0, 3}, []int8{1, 1, 3}, []int8{0, 2, 3}, []int8{1, -1, 3}, []int8{2},
			),
			players: 4,
			want:    []int{6 + 4, 6 + 4, 2 + 4, 8},
		},
		{
			// 2 players use the same 8/4 values; a row with no stone of a
			// player gives that player nothing.
			//   row 0: 0 0 1
			//   row 1: 0 0 0
			//   row 2: 1 1
			// row 0: 8/4; row 1: seat 0 alone 8; row 2: seat 1 alone 8.
			name:    "two players, missing rows",
			cells:   scBurialCells([]int8{0, 0, 1}, []int8{0, 0, 1}, []int8{1, 0}),
			players: 2,
			want:    []int{16, 12},
		},
		{
			name:    "empty chamber",
			cells:   nil,
			players: 3,
			want:    []int{0, 0, 0},
		},
	}
	for _, c := range cases {
		got := BurialBScore(c.cells, c.players)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: BurialBScore = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSpec5_8_ObeliskA(t *testing.T) {
	cases := []struct {
		heights, want []int
	}{
		// Rulebook example: black 3, white 4, brown 0, gray 3 -> 7, 15, 0, 7.
		{[]int{3, 4, 0, 3}, []int{7, 15, 0, 7}},
		// 4 players.
		{[]int{1, 2, 3, 4}, []int{1, 5, 10, 15}},
		{[]int{2, 2, 2, 2}, []int{7, 7, 7, 7}},     // 31/4
		{[]int{9, 1, 1, 1}, []int{15, 5, 5, 5}},    // (10+5+1)/3
		{[]int{1, 1, 3, 3}, []int{3, 3, 12, 12}},   // (5+1)/2, (15+10)/2
		{[]int{5, 0, 0, 0}, []int{15, 0, 0, 0}},    // alone is 1st
		{[]int{0, 0, 0, 0}, []int{0, 0, 0, 0}},     // nobody takes part
		{[]int{6, 6, 0, 2}, []int{12, 12, 0, 5}},   // 2 is 3rd, not 2nd
		{[]int{2, 0, 9, 2}, []int{7, 0, 15, 7}},    // ties at 2nd in any seats
		{[]int{3, 3, 3, 0}, []int{10, 10, 10, 0}},  // (15+10+5)/3
		{[]int{1, 30, 2, 29}, []int{1, 15, 5, 10}}, // large heights
		// 3 players.
		{[]int{1, 2, 3}, []int{1, 6, 12}},
		{[]int{2, 2, 2}, []int{6, 6, 6}}, // 19/3
		{[]int{4, 4, 1}, []int{9, 9, 1}}, // (12+6)/2
		{[]int{4, 1, 1}, []int{12, 3, 3}},
		{[]int{0, 5, 5}, []int{0, 9, 9}},
		{[]int{0, 0, 2}, []int{0, 0, 12}},
		// 2 players.
		{[]int{5, 2}, []int{10, 1}},
		{[]int{2, 5}, []int{1, 10}},
		{[]int{2, 2}, []int{5, 5}}, // 11/2
		{[]int{0, 3}, []int{0, 10}},
		{[]int{0, 0}, []int{0, 0}},
	}
	for _, c := range cases {
		got := ObeliskAScore(c.heights)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ObeliskAScore(%v) = %v, want %v", c.heights, got, c.want)
		}
	}
	// No table for these player counts: nothing scores, nothing panics.
	for _, h := range [][]int{nil, {3}, {1, 2, 3, 4, 5}} {
		got := ObeliskAScore(h)
		if len(got) != len(h) {
			t.Errorf("ObeliskAScore(%v) has length %d", h, len(got))
		}
		for _, v := range got {
			if v != 0 {
				t.Errorf("ObeliskAScore(%v) = %v, want zeros", h, got)
			}
		}
	}
}

func TestSpec11_11_RankShare(t *testing.T) {
	b := []int{8, 4, 2, 0}
	o4 := []int{15, 10, 5, 1}
	cases := []struct {
		name          string
		counts, table []int
		want          []int
	}{
		{"two tied 1st, next is 3rd", []int{3, 3, 2, 1}, b, []int{6, 6, 2, 0}},
		{"tied at 2nd", []int{5, 2, 2, 1}, b, []int{8, 3, 3, 0}},
		{"three tied at 2nd", []int{1, 1, 4, 1}, b, []int{2, 2, 8, 2}}, // (4+2+0)/3
		{"three tied at 1st", []int{2, 2, 2, 1}, b, []int{4, 4, 4, 0}}, // 14/3
		{"all tied", []int{1, 1, 1, 1}, b, []int{3, 3, 3, 3}},          // 14/4
		{"zero count takes no rank", []int{0, 2, 0, 1}, b, []int{0, 8, 0, 4}},
		{"negative counts take no rank", []int{-2, 1}, b, []int{0, 8}},
		{"unsorted seats", []int{1, 0, 5, 3}, o4, []int{5, 0, 15, 10}},
		{"rank beyond table is 0", []int{3, 2}, []int{7}, []int{7, 0}},
		{"tie across table end", []int{1, 1, 1}, []int{5}, []int{1, 1, 1}}, // 5/3
		{"empty table", []int{1, 2}, nil, []int{0, 0}},
		{"no entries", nil, b, []int{}},
	}
	for _, c := range cases {
		got := RankShare(c.counts, c.table)
		if len(got) != len(c.want) || (len(got) > 0 && !reflect.DeepEqual(got, c.want)) {
			t.Errorf("%s: RankShare(%v, %v) = %v, want %v", c.name, c.counts, c.table, got, c.want)
		}
	}
	// The input is not modified.
	in := []int{1, 3, 2}
	RankShare(in, b)
	if !reflect.DeepEqual(in, []int{1, 3, 2}) {
		t.Errorf("RankShare modified its input: %v", in)
	}
}

func TestSpec6_1_Statues(t *testing.T) {
	want := []int{0, 1, 3, 6, 10, 15, 17, 19, 21, 23, 25}
	for n, w := range want {
		if got := StatuePoints(n); got != w {
			t.Errorf("StatuePoints(%d) = %d, want %d", n, got, w)
		}
	}
	if got := StatuePoints(-1); got != 0 {
		t.Errorf("StatuePoints(-1) = %d, want 0", got)
	}
}

func TestSpec6_1_Decorations(t *testing.T) {
	// Rulebook: 13 stones in the Burial Chamber -> 4 points.
	want := map[int]int{-4: 0, 0: 0, 1: 0, 2: 0, 3: 1, 5: 1, 6: 2, 13: 4, 14: 4, 15: 5, 40: 13}
	for n, w := range want {
		if got := DecorationPoints(n); got != w {
			t.Errorf("DecorationPoints(%d) = %d, want %d", n, got, w)
		}
	}
}

func TestSpec5_4_PyramidA(t *testing.T) {
	order := []int{2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4}
	for i, w := range order {
		if got := PyramidAPoints(i); got != w {
			t.Errorf("PyramidAPoints(%d) = %d, want %d", i, got, w)
		}
	}
	for _, i := range []int{14, 15, 20, 100} {
		if got := PyramidAPoints(i); got != 1 {
			t.Errorf("PyramidAPoints(%d) (edge) = %d, want 1", i, got)
		}
	}
	if got := PyramidAPoints(-1); got != 0 {
		t.Errorf("PyramidAPoints(-1) = %d, want 0", got)
	}

	// Column by column, each top to bottom, from the top-left: the filling
	// order must give the printed grids of §5.4.
	var l1 [3][3]int
	var l2 [2][2]int
	for i := 0; i < 9; i++ {
		l1[i%3][i/3] = PyramidAPoints(i)
	}
	for i := 0; i < 4; i++ {
		l2[i%2][i/2] = PyramidAPoints(9 + i)
	}
	if want := [3][3]int{{2, 2, 2}, {1, 4, 1}, {3, 3, 3}}; l1 != want {
		t.Errorf("level 1 grid = %v, want %v", l1, want)
	}
	if want := [2][2]int{{2, 1}, {3, 3}}; l2 != want {
		t.Errorf("level 2 grid = %v, want %v", l2, want)
	}
	if got := PyramidAPoints(13); got != 4 {
		t.Errorf("level 3 = %d, want 4", got)
	}
	sum := 0
	for i := 0; i < 14; i++ {
		sum += PyramidAPoints(i)
	}
	if sum != 34 { // §9.3: "side A: 34 points over 14 spaces"
		t.Errorf("pyramid A total = %d, want 34", sum)
	}
}

func TestSpec5_6_TempleVisible(t *testing.T) {
	cases := []struct{ n, w, want int }{
		{0, 5, 0}, {1, 5, 0}, {3, 5, 0}, {5, 5, 0},
		// Rulebook example: 4 stones, then scBrown, scBrown, white -> 7 stones;
		// positions 2..6 are visible (2, 3 and the brown on the last space of
		// layer 0, then brown and white on layer 1).
		{7, 5, 2},
		{10, 5, 5}, {11, 5, 6}, {23, 5, 18},
		{0, 4, 0}, {2, 4, 0}, {4, 4, 0}, {5, 4, 1}, {9, 4, 5}, {12, 4, 8},
	}
	for _, c := range cases {
		if got := TempleVisibleFrom(c.n, c.w); got != c.want {
			t.Errorf("TempleVisibleFrom(%d, %d) = %d, want %d", c.n, c.w, got, c.want)
		}
	}
	// Visible stones are the top of each column: min(w, n) of them, in
	// distinct columns, each on the highest layer of its column.
	for _, w := range []int{4, 5} {
		for n := 0; n <= 4*w+2; n++ {
			from := TempleVisibleFrom(n, w)
			if n-from != min(w, n) {
				t.Fatalf("n=%d w=%d: %d visible, want %d", n, w, n-from, min(w, n))
			}
			cols := map[int]bool{}
			for p := from; p < n; p++ {
				col, layer := p%w, p/w
				if cols[col] {
					t.Fatalf("n=%d w=%d: column %d visible twice", n, w, col)
				}
				cols[col] = true
				if p+w < n {
					t.Fatalf("n=%d w=%d: position %d (layer %d) is covered", n, w, p, layer)
				}
			}
		}
	}
}

func TestSpec5_8_ObeliskB(t *testing.T) {
	want := []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1}
	for k, w := range want {
		if got := ObeliskBValue(k); got != w {
			t.Errorf("ObeliskBValue(%d) = %d, want %d", k, got, w)
		}
	}
	// Rulebook example: the obelisk formed after one other scores 9.
	if got := ObeliskBValue(1); got != 9 {
		t.Errorf("second obelisk = %d, want 9", got)
	}
	if got := ObeliskBValue(50); got != 1 {
		t.Errorf("ObeliskBValue(50) = %d, want 1", got)
	}
	if got := ObeliskBValue(-1); got != 0 {
		t.Errorf("ObeliskBValue(-1) = %d, want 0", got)
	}
}
