package engine

import (
	"math"
	"slices"
	"testing"
)

// Reference implementations written from the published algorithms
// (Vigna, prng.di.unimi.it: splitmix64.c and xoshiro256starstar.c), kept
// apart from rng.go so that a slip in one is caught by the other.

func refSplitMix64(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

type refXoshiro [4]uint64

func rotl(x uint64, k uint) uint64 { return (x << k) | (x >> (64 - k)) }

func (s *refXoshiro) next() uint64 {
	result := rotl(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = rotl(s[3], 45)
	return result
}

// Published test vectors: splitmix64 from state 0, and xoshiro256** from
// state {1, 2, 3, 4} (the vector used by the reference's ports).
var (
	splitMixSeed0 = []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f, 0xf88bb8a8724c81ec}
	xoshiro1234   = []uint64{
		11520, 0, 1509978240, 1215971899390074240, 1216172134540287360,
		607988272756665600, 16172922978634559625, 8476171486693032832,
		10595114339597558777, 2904607092377533576,
	}
)

func TestReferenceMatchesPublishedVectors(t *testing.T) {
	var x uint64
	for i, want := range splitMixSeed0 {
		if got := refSplitMix64(&x); got != want {
			t.Fatalf("splitmix64 output %d = %#x, want %#x", i, got, want)
		}
	}
	s := refXoshiro{1, 2, 3, 4}
	for i, want := range xoshiro1234 {
		if got := s.next(); got != want {
			t.Fatalf("xoshiro256** output %d = %d, want %d", i, got, want)
		}
	}
}

func TestRNGIsXoshiro256StarStar(t *testing.T) {
	r := RNG{s: [4]uint64{1, 2, 3, 4}}
	for i, want := range xoshiro1234 {
		if got := r.Uint64(); got != want {
			t.Fatalf("output %d = %d, want %d", i, got, want)
		}
	}
}

func TestRNGSeedIsSplitMix64(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, math.MaxUint64} {
		x := seed
		var want [4]uint64
		for i := range want {
			want[i] = refSplitMix64(&x)
		}
		if r := NewRNG(seed); r.s != want {
			t.Errorf("NewRNG(%d) state %x, want %x", seed, r.s, want)
		}
	}
}

// seed1First are the first outputs for seed 1, computed by the reference
// above and by a separate Python transcription of the published algorithms:
// a tripwire, since every save replays through them.
var seed1First = []uint64{
	0xb3f2af6d0fc710c5, 0x853b559647364cea, 0x92f89756082a4514, 0x642e1c7bc266a3a7,
	0xb27a48e29a233673, 0x24c123126ffda722, 0x123004ef8df510e6, 0x61954dcc47b1e89d,
}

func TestRNGSeed1FirstOutputs(t *testing.T) {
	x := uint64(1)
	var ref refXoshiro
	for i := range ref {
		ref[i] = refSplitMix64(&x)
	}
	r := NewRNG(1)
	for i, want := range seed1First {
		if got := ref.next(); got != want {
			t.Fatalf("reference output %d = %#x, want %#x", i, got, want)
		}
		if got := r.Uint64(); got != want {
			t.Fatalf("output %d = %#x, want %#x", i, got, want)
		}
	}
}

func TestRNGDeterminism(t *testing.T) {
	a, b, c := NewRNG(7), NewRNG(7), NewRNG(8)
	same := 0
	for range 100 {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		if x != y {
			t.Fatal("two RNGs with the same seed diverge")
		}
		if x == z {
			same++
		}
	}
	if same > 0 {
		t.Errorf("seeds 7 and 8 share %d outputs out of 100", same)
	}
	// A copy is a snapshot: it replays what the original draws next.
	d := a
	for range 10 {
		if a.Uint64() != d.Uint64() {
			t.Fatal("a copied RNG does not replay the original")
		}
	}
	a.Seed(7)
	if e := NewRNG(7); a != e {
		t.Error("Seed(7) does not reset to NewRNG(7)")
	}
}

func TestIntNRange(t *testing.T) {
	r := NewRNG(3)
	for _, n := range []int{1, 2, 3, 7, 10, 1000, 1<<40 + 3, math.MaxInt} {
		for range 2000 {
			if v := r.IntN(n); v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
		}
	}
	// A bound near 2^63 that is not a power of two: with rejection the low
	// two thirds [0, 2n/3) hold about two thirds of the draws.
	n := 3 << 61
	low := 0
	const draws = 30000
	for range draws {
		if r.IntN(n) < 2<<61 {
			low++
		}
	}
	if f := float64(low) / draws; math.Abs(f-2.0/3) > 0.02 {
		t.Errorf("IntN(3<<61): %.3f of the draws below 2<<61, want about 0.667", f)
	}
}

// chiSquare of observed counts against a uniform expectation.
func chiSquare(counts []int, total int) float64 {
	e := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - e
		x += d * d / e
	}
	return x
}

func TestIntNUniform(t *testing.T) {
	r := NewRNG(11)
	counts := make([]int, 10)
	const draws = 100000
	for range draws {
		counts[r.IntN(10)]++
	}
	// 9 degrees of freedom: 27.9 is the 0.001 quantile; the seed is fixed,
	// so this is a rough check that cannot flake.
	if x := chiSquare(counts, draws); x > 27.9 {
		t.Errorf("IntN(10) counts %v, chi-square %.1f", counts, x)
	}
}

func TestIntNPanicsOnEmptyRange(t *testing.T) {
	for _, n := range []int{0, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			r := NewRNG(1)
			r.IntN(n)
		}()
	}
}

func TestFloat64(t *testing.T) {
	r := NewRNG(5)
	sum := 0.0
	const draws = 20000
	for range draws {
		f := r.Float64()
		if f < 0 || f >= 1 {
			t.Fatalf("Float64() = %v", f)
		}
		sum += f
	}
	if m := sum / draws; math.Abs(m-0.5) > 0.01 {
		t.Errorf("mean of Float64 %.4f, want about 0.5", m)
	}
	// The top 53 bits scaled by 2^-53.
	r, s := NewRNG(9), NewRNG(9)
	if got, want := r.Float64(), float64(s.Uint64()>>11)*0x1p-53; got != want {
		t.Errorf("Float64() = %v, want %v", got, want)
	}
}

func TestShufflePermutes(t *testing.T) {
	r := NewRNG(2)
	for _, n := range []int{0, 1, 2, 10, 52} {
		a := make([]int, n)
		for i := range a {
			a[i] = i
		}
		r.Shuffle(n, func(i, j int) {
			if i < 0 || i >= n || j < 0 || j >= n {
				t.Fatalf("Shuffle(%d) swaps %d and %d", n, i, j)
			}
			a[i], a[j] = a[j], a[i]
		})
		b := slices.Clone(a)
		slices.Sort(b)
		for i := range b {
			if b[i] != i {
				t.Fatalf("Shuffle(%d) gives %v, not a permutation", n, a)
			}
		}
	}
}

func TestShuffleUniform(t *testing.T) {
	r := NewRNG(4)
	perms := map[[3]int]int{}
	const draws = 60000
	for range draws {
		a := [3]int{0, 1, 2}
		r.Shuffle(3, func(i, j int) { a[i], a[j] = a[j], a[i] })
		perms[a]++
	}
	if len(perms) != 6 {
		t.Fatalf("%d permutations of 3 seen, want 6: %v", len(perms), perms)
	}
	counts := make([]int, 0, 6)
	for _, c := range perms {
		counts = append(counts, c)
	}
	// 5 degrees of freedom: 20.5 is the 0.001 quantile.
	if x := chiSquare(counts, draws); x > 20.5 {
		t.Errorf("permutation counts %v, chi-square %.1f", perms, x)
	}
}

func TestSplit(t *testing.T) {
	a, b := NewRNG(6), NewRNG(6)
	ca, cb := a.Split(), b.Split()
	if ca != cb || a != b {
		t.Fatal("Split is not deterministic")
	}
	if a == NewRNG(6) {
		t.Error("Split does not advance its parent")
	}
	// The child is seeded from one parent output.
	p := NewRNG(6)
	if want := NewRNG(p.Uint64()); ca != want {
		t.Error("Split is not NewRNG(parent.Uint64())")
	}
	matches := 0
	for range 100 {
		if a.Uint64() == ca.Uint64() {
			matches++
		}
	}
	if matches > 0 {
		t.Errorf("parent and child share %d outputs of 100", matches)
	}
}
