package egizia

import (
	"math/bits"
	"testing"

	"nilegames/engine"
)

// buildInvariants checks the monuments and the Sphinx cards after any
// action: the obelisk filled bottom-up, pyramid rows left to right on
// their supports, a winner for exactly the full rows, the 35 (2p: 33)
// Sphinx cards all somewhere once, Stone within 0..25.
func buildInvariants(t *testing.T, s *State, where string) {
	t.Helper()
	for i := 0; i < ObeliskFloors; i++ {
		if (i < int(s.obeN)) != (s.obelisk[i] >= 0) {
			t.Fatalf("%s: obelisk floor %d vs obeN %d", where, i, s.obeN)
		}
	}
	for r := 0; r < s.pyrRows(); r++ {
		gap := false
		for j := 0; j < s.pyrSize(r); j++ {
			if s.pyramid[r][j] < 0 {
				gap = true
				continue
			}
			if gap {
				t.Fatalf("%s: row %d has a gap before space %d", where, r, j)
			}
			if r > 0 {
				a, b := s.pyrSupports(r, j)
				if s.pyramid[r-1][a] < 0 || s.pyramid[r-1][b] < 0 {
					t.Fatalf("%s: row %d space %d without supports", where, r, j)
				}
			}
		}
		if s.rowFull(r) != (s.rowWinner[r] >= 0) {
			t.Fatalf("%s: row %d full %v winner %d", where, r, s.rowFull(r), s.rowWinner[r])
		}
	}
	seen := make(map[int8]int)
	for _, id := range s.sphinx[:s.sphN] {
		seen[id]++
	}
	for q := 0; q < int(s.n); q++ {
		for m := s.pl[q].Sphinx; m != 0; m &= m - 1 {
			seen[int8(bits.TrailingZeros64(m)+1)]++
		}
		for _, id := range s.setupPair[q] {
			if id > 0 {
				seen[id]++
			}
		}
		if s.pl[q].Stone < 0 || s.pl[q].Stone > StoneCap {
			t.Fatalf("%s: seat %d Stone %d", where, q, s.pl[q].Stone)
		}
		if s.pl[q].Col < 0 || s.pl[q].Col > ColColumns {
			t.Fatalf("%s: seat %d colonnade %d", where, q, s.pl[q].Col)
		}
	}
	if s.phase == PhSphinxKeep {
		for _, id := range s.drawn[:s.drawnN] {
			seen[id]++
		}
	}
	want := NumSphinx
	if s.twoP() {
		want = NumSphinx - 2
	}
	if s.phase != PhSetupSphinx && len(seen) != want {
		t.Fatalf("%s: %d Sphinx cards accounted for, want %d", where, len(seen), want)
	}
	for id, k := range seen {
		if k != 1 {
			t.Fatalf("%s: Sphinx card %d found %d times", where, id, k)
		}
	}
}

// Random games (favouring builds) keep the monuments and the Sphinx deck
// consistent, and every part of the Build step gets played.
func TestBuildRandomInvariants(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	counts := map[string]int{}
	var buf []engine.Action
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for g := 0; g < games; g++ {
			s := newGame(t, n, uint64(500+g))
			rec := &brec{}
			s.SetRecorder(rec)
			rng := engine.NewRNG(uint64(g))
			for k := 0; !s.Terminal(); k++ {
				buf = s.Legal(buf)
				a := buf[rng.IntN(len(buf))]
				// Favour construction slots, building, and bricks over
				// declining and ending builds early.
				switch s.phase {
				case PhPlace:
					if rng.IntN(2) == 0 {
						for _, x := range buf {
							if in(x, aSlot, NumZones*SlotsPerZone) || in(x, aWait, NumZones) {
								a = x
								break
							}
						}
					}
				case PhBuild, PhExtraBuild:
					if a == aDecline || a == aDone {
						for _, x := range buf {
							if in(x, aBuild, numBuildCrews) || x == aExtraTile || x == aExtraG8 {
								a = x
							}
						}
					}
				case PhBuildItems:
					if a == aDone && len(buf) > 1 {
						a = buf[1+rng.IntN(len(buf)-1)]
					}
				}
				before := s.phase
				mustApply(t, s, a)
				if before >= PhBuild && before <= PhExtraBuild || before == PhFreeBrick {
					buildInvariants(t, s, s.ActionString(a))
				}
			}
			buildInvariants(t, s, "end")
			for _, e := range rec.ev {
				counts[e.EventName()]++
			}
		}
	}
	for _, name := range []string{"brick_placed", "sphinx_drawn", "sphinx_returned", "ship_declined",
		"obelisk_bonus", "build_started", "build_done"} {
		if counts[name] == 0 {
			t.Errorf("no %s in %d random games", name, 3*games)
		}
	}
	t.Logf("%v", counts)
}
