package pharaon

import (
	"testing"
)

// §2.5: a Prestige Offering cannot be spent: a seat holding only Prestige
// Offerings can start no Quarter action (not even the Offerings, whose
// cost is the access alone), and [17]/[18] cannot give them up; with one
// Silver more the Offerings action opens (the Silver pays the access).
func TestSpec2_5PrestigeOfferingsNeverSpent(t *testing.T) {
	for n := 2; n <= 5; n++ {
		s := setupDone(t, n, 41)
		s.phase, s.actor, s.turn = PhTurn, 0, 0
		pl := &s.pl[0]
		for r := range pl.Res {
			s.supply[r] += pl.Res[r]
			pl.Res[r] = 0
		}
		pl.Off = [NumOffKinds]int8{}
		pl.Off[OffPrestige1], pl.Off[OffPrestige2] = 3, 2
		pl.Nobles |= 1<<(NWiseWoman-1) | 1<<(NTreasurer-1)
		pl.Tilted = 0
		for _, a := range s.Legal(nil) {
			if !in(a, aPass, MaxPlayers) && a != aPassNoJar {
				t.Fatalf("n=%d: %s legal with Prestige Offerings only", n, s.ActionString(a))
			}
		}
		pl.Res[SIL] = 1
		s.supply[SIL]--
		offer := false
		for _, a := range s.Legal(nil) {
			switch {
			case in(a, aOffer, 2*MaxLots) && (int(a)-aOffer)%2 == 0:
				offer = true
			case in(a, aPass, MaxPlayers), a == aPassNoJar:
			default:
				t.Fatalf("n=%d: %s legal with 1 Silver and Prestige Offerings", n, s.ActionString(a))
			}
		}
		if !offer {
			t.Fatalf("n=%d: the Offerings action (access alone, paid by the Silver) is not legal", n)
		}
	}
}
