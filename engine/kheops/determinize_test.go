package kheops

import (
	"slices"
	"testing"

	"nilegames/engine"
)

// tilesOf lists every tile of s: pyramid, hands and pile.
func tilesOf(s *State) []int {
	var out []int
	for slot := 1; slot <= NumSlots; slot++ {
		if s.tile[slot] != 0 {
			out = append(out, int(s.tile[slot]))
		}
	}
	for seat := 0; seat < Players; seat++ {
		for _, id := range s.hand[seat][:s.handN[seat]] {
			out = append(out, int(id))
		}
	}
	for _, id := range s.pile[:s.pileN] {
		out = append(out, int(id))
	}
	slices.Sort(out)
	return out
}

// reshuffleHidden deals the other hand and the pile of s afresh from their
// own tiles: a state that looks the same to viewer.
func reshuffleHidden(s *State, viewer int, seed uint64) *State {
	c := s.clone()
	rng := engine.NewRNG(seed)
	var pool []int8
	other := 1 - viewer
	pool = append(pool, c.hand[other][:c.handN[other]]...)
	pool = append(pool, c.pile[:c.pileN]...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	n := int(c.handN[other])
	c.handN[other] = 0
	for _, id := range pool[:n] {
		c.addToHand(other, id)
	}
	copy(c.pile[:c.pileN], pool[n:])
	return c
}

// §11.1: a determinized copy keeps everything the viewer sees (pyramid,
// pawns, supplies, own hand, sizes), deals the unseen tiles (catalogue −
// pyramid − own hand) to the other hand and the pile, and depends only on
// what the viewer knows.
func TestSpec11_1_Determinize(t *testing.T) {
	all := make([]int, NumTiles)
	for i := range all {
		all[i] = i + 1
	}
	for seed := uint64(0); seed < 10; seed++ {
		s := midGame(t, seed, int(seed)*7)
		for viewer := 0; viewer < Players; viewer++ {
			r := engine.NewRNG(seed)
			d := s.Determinize(viewer, &r).(*State)
			if d.PublicString(viewer) != s.PublicString(viewer) {
				t.Fatalf("seed %d viewer %d: the viewer's picture changed", seed, viewer)
			}
			if !slices.Equal(tilesOf(d), all) {
				t.Fatalf("seed %d viewer %d: tiles %v", seed, viewer, tilesOf(d))
			}
			r1, r2 := engine.NewRNG(5), engine.NewRNG(5)
			other := reshuffleHidden(s, viewer, seed+50)
			if a, b := s.Determinize(viewer, &r1).String(), other.Determinize(viewer, &r2).String(); a != b {
				t.Fatalf("seed %d viewer %d: the copy depends on the hidden truth:\n%s\n---\n%s", seed, viewer, a, b)
			}
		}
		if s.Terminal() || s.PileSize() == 0 {
			continue // the other hand is then all the unseen tiles
		}
		// Samples vary: over a few draws the other hand changes.
		seen := map[string]bool{}
		for i := uint64(0); i < 8; i++ {
			r := engine.NewRNG(i)
			d := s.Determinize(White, &r).(*State)
			seen[d.PublicString(Blue)] = true
		}
		if len(seen) < 2 {
			t.Fatalf("seed %d: Determinize never re-deals Blue's hand", seed)
		}
	}
	// At the end every hand is public: nothing is re-dealt.
	s := midGame(t, 1, 200)
	r := engine.NewRNG(1)
	if !s.Terminal() || s.Determinize(Blue, &r).String() != s.String() {
		t.Fatal("a finished game was re-dealt")
	}
}

func TestPublicString(t *testing.T) {
	s := newMatch(t, 3)
	w, b := s.PublicString(White), s.PublicString(Blue)
	for _, id := range s.hand[Blue][:s.handN[Blue]] {
		tile := "T" + string(rune('0'+id/10)) + string(rune('0'+id%10))
		if !contains(b, tile) {
			t.Errorf("Blue's picture lacks its own %s", tile)
		}
	}
	if w == b || contains(w, "pile T") || contains(b, "pile T") {
		t.Errorf("public pictures leak:\n%s\n---\n%s", w, b)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
