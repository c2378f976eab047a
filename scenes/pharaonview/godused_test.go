package pharaonview

import (
	"strings"
	"testing"

	"nilegames/engine/pharaon"
)

// A god's tooltip says where the elements of a shared Quarter are
// counted when a neighbouring god already takes them (issue 22, play
// pass #15: "Offerings 0/3" while the player held 2 Offerings counted for
// Horus): the seat's row names that god (rules §7.2: one element, one
// god).
func TestGodTipSaysWhereElementsCount(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		found := 0
		for seed := uint64(1); seed <= 12 && found == 0; seed++ {
			var seat, col, prev int
			s, ok := boardPlay(t, 3, seed, func(s *pharaon.State) bool {
				ring := s.Ring()
				for p := 0; p < s.NumPlayers(); p++ {
					set := s.GodsOf(p)
					prog := s.GodProgress(p)
					for g := 0; g < 5; g++ {
						left, pq := ring[g], ring[(g+4)%5]
						if set&(1<<uint(pq)) != 0 && set&(1<<uint(left)) == 0 && prog[left][1] < int(pharaon.GodEdges[left][1].K) {
							seat, col, prev = p, g, pq
							return true
						}
					}
				}
				return false
			})
			if !ok {
				continue
			}
			found++
			v, _ := boardView(t, boardEnv(t, lang, s.NumPlayers()), s)
			lines := v.godTip(col)
			row := lines[2+seat]
			god := v.t("pharaon.god." + godCodes[prev])
			q := v.quarterName(s.Ring()[col])
			i := strings.Index(row, "—")
			t.Logf("%s: %q", lang, row)
			if i < 0 || !strings.Contains(row[i:], god) || !strings.Contains(row[i:], q) {
				t.Errorf("%s seed %d: seat %d's row of god %d does not say its %s count for %s: %q", lang, seed, seat, col, q, god, row)
			}
		}
		if found == 0 {
			t.Fatalf("%s: no shared Quarter found", lang)
		}
	}
}
