package engine

import "math/bits"

// RNG is xoshiro256** seeded through splitmix64. It is written here rather
// than taken from math/rand so that a saved match replays identically with
// any Go version. It is a plain value: copying a state copies its RNG.
type RNG struct {
	s [4]uint64
}

// NewRNG returns an RNG seeded with seed.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.Seed(seed)
	return r
}

// Seed resets the generator from seed.
func (r *RNG) Seed(seed uint64) {
	for i := range r.s {
		seed += 0x9e3779b97f4a7c15
		z := seed
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		r.s[i] = z ^ (z >> 31)
	}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

// IntN returns a uniform integer in [0,n); n must be > 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine.RNG.IntN: n <= 0")
	}
	// Lemire's multiply-shift with rejection: unbiased.
	un := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}

// Float64 returns a uniform float in [0,1).
func (r *RNG) Float64() float64 {
	return float64(r.Uint64()>>11) / (1 << 53)
}

// Shuffle permutes n elements with Fisher-Yates through swap.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		swap(i, j)
	}
}

// Split derives an independent generator, advancing r.
func (r *RNG) Split() RNG {
	return NewRNG(r.Uint64())
}
