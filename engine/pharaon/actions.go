package pharaon

import "nilegames/engine"

// Action encoding: each decision is a small integer in a range of its own,
// so that a phase's legal actions come out sorted. A move of the spec made
// of several choices (§11.3: the action, its payment, its targets) is
// several actions by the same player.
const (
	aSetupNoble = 0    // + i (0..1): the Noble kept of the two drawn (§3.2)
	aSetupJar   = 2    // + index in jarShown (0..4)
	aPass       = 10   // + index in jarShown (0..4): pass and take that Jar (§6.1)
	aPassNoJar  = 15   // pass when no Jar is shown (round 5)
	aEndTurn    = 16   // end the turn after the main move (A22)
	aSplit      = 17   // + 0: the left top resource to the tiles, 1: the right (§8.2)
	aPyrRes     = 20   // + base resource (§6.2 gains)
	aPyrSilver  = 25   //
	aPyrBonus   = 26   // + Bonus position 0..5
	aPyrBag     = 32   // an Offering drawn from the bag
	aArtisan    = 40   // + display slot 0..3, 4 = the deck blind (§5.2)
	aNoble      = 45   // + display slot 0..2, 3 = the deck blind (§5.3)
	aNile       = 50   // + option 0..9 (§5.4)
	aBurial     = 60   // (§5.5)
	aOffer      = 61   // + lot*2 + extra (§5.6)
	aArrow      = 80   // + track 0..4: one Nile level
	aBonus      = 90   // + Bonus position 0..5
	aBonusBag   = 96   // a Bonus Offering drawn from the bag
	aArtPick    = 100  // + display slot 0..3, 4 = deck (Nobles 23/24)
	aChoice     = 105  // + base resource
	aWise       = 110  // + from*5 + to: Noble 17 (from 0..4 a resource, 5..9 a Resource Offering)
	aTreasurer  = 160  // + from (0..4 a resource, 5..9 a Resource Offering): Noble 18
	aTutor      = 170  // + base resource: Noble 19
	aDiplomat   = 175  // + index of a multiset of 3 base resources (0..34): Noble 20
	aDecline    = 210  // decline an optional power (Tutor, Diplomat)
	aPay        = 1000 // + payment code (payment.go)
)

func in(a engine.Action, lo, n int) bool { return int(a) >= lo && int(a) < lo+n }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// numDiplomatSets is the number of multisets of 3 base resources.
const numDiplomatSets = 35

// DiplomatSet is the i-th multiset of 3 base resources (a ≤ b ≤ c, in
// lexicographic order): the meaning of aDiplomat+i.
func DiplomatSet(i int) [3]int8 {
	k := 0
	for a := 0; a < NumBase; a++ {
		for b := a; b < NumBase; b++ {
			for c := b; c < NumBase; c++ {
				if k == i {
					return [3]int8{int8(a), int8(b), int8(c)}
				}
				k++
			}
		}
	}
	return [3]int8{-1, -1, -1}
}
