package imhotep

import "sort"

// Pure scoring functions over the data tables. They take plain slices so the
// rules code and the tests can call them without a game state. Bad inputs
// (negative counts, unknown seats) score nothing instead of panicking.

// RankShare ranks the entries with counts[i] >= 1 by count, highest first; a group of k tied
// entries occupying ranks r..r+k-1 each gets floor(sum(table[r..r+k-1]) / k) (a rank beyond
// the table is worth 0). Entries with count 0 get 0 and occupy no rank. §5.7 B, §5.8, §11.11-12.
func RankShare(counts []int, table []int) []int {
	out := make([]int, len(counts))
	order := make([]int, 0, len(counts))
	for i, c := range counts {
		if c >= 1 {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return counts[order[a]] > counts[order[b]] })
	for r := 0; r < len(order); {
		k := 1
		for r+k < len(order) && counts[order[r+k]] == counts[order[r]] {
			k++
		}
		sum := 0
		for j := r; j < r+k; j++ {
			if j < len(table) {
				sum += table[j]
			}
		}
		for j := r; j < r+k; j++ {
			out[order[j]] = sum / k
		}
		r += k
	}
	return out
}

// BurialAreaPoints scores one connected area of n stones (§5.7 A table, +2 per stone beyond 5).
func BurialAreaPoints(n int) int {
	return triangleTable(n, BurialATable[:], BurialAExtraPerStone)
}

// triangleTable reads table[n], extending it past its end by extra per unit.
func triangleTable(n int, table []int, extra int) int {
	if n <= 0 {
		return 0
	}
	last := len(table) - 1
	if n <= last {
		return table[n]
	}
	return table[last] + (n-last)*extra
}

// burialCell returns the seat at column c, row r, or -1 when empty or out of range.
func burialCell(cells []int8, players, c, r int) int {
	if c < 0 || r < 0 || r >= BurialRows {
		return -1
	}
	p := c*BurialRows + r
	if p >= len(cells) {
		return -1
	}
	s := int(cells[p])
	if s < 0 || s >= players {
		return -1
	}
	return s
}

// BurialAScore: cells[p] is the seat owning the stone at position p (placement order;
// column p/3, row p%3). Sums every orthogonally connected same-seat area. len(result)=players.
func BurialAScore(cells []int8, players int) []int {
	if players < 0 {
		players = 0
	}
	out := make([]int, players)
	seen := make([]bool, len(cells))
	var stack []int
	for start := range cells {
		seat := burialCell(cells, players, start/BurialRows, start%BurialRows)
		if seen[start] || seat < 0 {
			continue
		}
		seen[start] = true
		stack = append(stack[:0], start)
		size := 0
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			c, r := p/BurialRows, p%BurialRows
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nc, nr := c+d[0], r+d[1]
				if burialCell(cells, players, nc, nr) != seat {
					continue
				}
				q := nc*BurialRows + nr
				if !seen[q] {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		out[seat] += BurialAreaPoints(size)
	}
	return out
}

// BurialBScore: row majorities with BurialBRanks and RankShare, each row separately.
func BurialBScore(cells []int8, players int) []int {
	if players < 0 {
		players = 0
	}
	out := make([]int, players)
	for r := 0; r < BurialRows; r++ {
		counts := make([]int, players)
		for p := r; p < len(cells); p += BurialRows {
			if s := int(cells[p]); s >= 0 && s < players {
				counts[s]++
			}
		}
		for i, v := range RankShare(counts, BurialBRanks) {
			out[i] += v
		}
	}
	return out
}

// ObeliskAScore: heights per seat; table ObeliskARanks[len(heights)-2].
// A player count outside the tables scores nothing.
func ObeliskAScore(heights []int) []int {
	i := len(heights) - MinPlayers
	if i < 0 || i >= len(ObeliskARanks) {
		return make([]int, len(heights))
	}
	return RankShare(heights, ObeliskARanks[i])
}

// StatuePoints: n statue cards (§6.1 table, +2 beyond 5).
func StatuePoints(n int) int {
	return triangleTable(n, StatueTable[:], StatueExtra)
}

// DecorationPoints: 1 point per full 3 stones on the site.
func DecorationPoints(stonesOnSite int) int {
	if stonesOnSite <= 0 {
		return 0
	}
	return stonesOnSite / DecorationPer
}

// PyramidAPoints: the points of the stone placed when `placed` stones are already on
// pyramid A (0-based filling index; 14 and beyond = edge = 1).
func PyramidAPoints(placed int) int {
	if placed < 0 {
		return 0
	}
	if placed < len(PyramidAValues) {
		return PyramidAValues[placed]
	}
	return PyramidOverflowPoints
}

// TempleVisibleFrom: with n stones in a temple of width w, the positions p >= result are the
// ones visible from above (n - min(w, n)).
func TempleVisibleFrom(n, w int) int {
	if n <= 0 {
		return 0
	}
	if w < 0 {
		w = 0
	}
	return n - min(w, n)
}

// ObeliskBValue: the value of the k-th obelisk formed (0-based) on Obelisks B.
func ObeliskBValue(k int) int {
	if k < 0 {
		return 0
	}
	if k < len(ObeliskBValues) {
		return ObeliskBValues[k]
	}
	return ObeliskBExtra
}
