package tekhenu

import (
	"fmt"
	"testing"

	"nilegames/engine"
)

// checkInvariants verifies what no rule may break: every card in exactly
// one place, pieces on the board matching the players' counts, no negative
// supply, Happiness ≤ Population ≤ 21, VP = sum of the parts, the dice in
// play conserved.
func checkInvariants(s *State) error {
	n := int(s.n)
	var seen [NumDecks][24]int
	for deck := 0; deck < NumDecks; deck++ {
		for i := 0; i < int(s.deckN[deck]); i++ {
			seen[deck][s.deck[deck][i]]++
		}
		for i := 0; i < int(s.discardN[deck]); i++ {
			seen[deck][s.discard[deck][i]]++
		}
	}
	for sec := 0; sec < NumSections; sec++ {
		for i, typ := range sectionSlots[sec] {
			if c := s.market[sec][i]; c != 0 {
				if cardDeck(c) != int(typ) {
					return fmt.Errorf("market %d slot %d holds %s", sec, i, cardName(c))
				}
				seen[cardDeck(c)][cardIdx(c)]++
			}
		}
		if !s.open[sec] && s.sectionCards(sec) > 0 {
			return fmt.Errorf("closed section %d holds cards", sec)
		}
	}
	if s.phase == PhKeepOne {
		deck := int(s.tasks[s.nTasks-1].arg)
		for _, c := range s.keepTwo {
			if c >= 0 {
				seen[deck][c]++
			}
		}
	}
	for q := 0; q < n; q++ {
		pl := &s.p[q]
		for i := 0; i < 24; i++ {
			if pl.Bless&(1<<i) != 0 {
				seen[Blessing][i]++
			}
			if pl.Tech&(1<<i) != 0 {
				seen[Technology][i]++
			}
			if pl.Decree&(1<<i) != 0 {
				seen[Decree][i]++
			}
		}
		for _, d := range pl.Dealt {
			if d >= 0 {
				seen[Decree][d]++
			}
		}
		if pl.PubDecree&^pl.Decree != 0 {
			return fmt.Errorf("seat %d: public Decrees it does not hold", q)
		}
		for r := 0; r < NumResources; r++ {
			if pl.Res[r] < 0 {
				return fmt.Errorf("seat %d: %d %s", q, pl.Res[r], resourceCodes[r])
			}
		}
		if pl.Scribes < 0 || pl.Faith < 0 || pl.VP < 0 || pl.Surplus < 0 {
			return fmt.Errorf("seat %d: negative supply %+v", q, pl)
		}
		if pl.Happ < 0 || pl.Happ > pl.Pop || pl.Pop > MaxTrack {
			return fmt.Errorf("seat %d: Happiness %d Population %d", q, pl.Happ, pl.Pop)
		}
		sum := 0
		for _, v := range pl.Parts {
			sum += int(v)
		}
		if sum != int(pl.VP) {
			return fmt.Errorf("seat %d: parts %d, VP %d", q, sum, pl.VP)
		}
		built, statues, columns := 0, 0, 0
		for _, o := range s.osiris {
			if int(o) == q {
				built++
			}
		}
		for _, o := range s.tBuild {
			if int(o) == q {
				built++
			}
		}
		for g := 0; g < NumGods; g++ {
			for _, o := range s.godStatue[g] {
				if int(o) == q {
					statues++
				}
			}
		}
		for _, o := range s.people {
			if int(o) == q {
				statues++
			}
		}
		for _, o := range s.templeOwner {
			if int(o) == q {
				columns++
			}
		}
		if built != int(pl.Built) || statues != int(pl.Statues) || columns != int(pl.Columns) {
			return fmt.Errorf("seat %d: pieces %d/%d/%d on the board, %d/%d/%d taken", q, built, statues, columns, pl.Built, pl.Statues, pl.Columns)
		}
	}
	for deck := 0; deck < NumDecks; deck++ {
		for i := 0; i < 24; i++ {
			want := 1
			if n == 2 && ((deck == Technology && i == removedTech2p) || (deck == Decree && i == removedDecree2p)) {
				want = 0
			}
			if seen[deck][i] != want {
				return fmt.Errorf("%s is in %d places", cardName(cardCode(deck, i)), seen[deck][i])
			}
		}
	}
	inPlay := 0
	for d := 0; d < NumDice; d++ {
		if s.dieLoc[d] != locBox {
			inPlay++
		}
	}
	if want := []int{2: 20, 3: 24, 4: 26}[n]; inPlay != want {
		return fmt.Errorf("%d dice in play, want %d", inPlay, want)
	}
	tiles := int(s.pileN)
	for _, t := range s.ra {
		if t != 0 {
			tiles++
		}
	}
	for _, t := range s.temple {
		if t != 0 {
			tiles++
		}
	}
	if tiles != NumTiles {
		return fmt.Errorf("%d column tiles", tiles)
	}
	return nil
}

func TestInvariantsInRandomGames(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for n := 2; n <= 4; n++ {
		for seed := uint64(0); seed < uint64(games); seed++ {
			st, _ := Game{}.NewState(engine.Options{"players": itoa(n)}, seed)
			s := st.(*State)
			rng := engine.NewRNG(seed * 3)
			for step := 0; !s.Terminal(); step++ {
				if err := checkInvariants(s); err != nil {
					t.Fatalf("players %d seed %d step %d: %v\n%s", n, seed, step, err, s)
				}
				if step%17 == 0 {
					r := engine.NewRNG(seed + uint64(step))
					if err := checkInvariants(s.Determinize(int(s.actor), &r).(*State)); err != nil {
						t.Fatalf("players %d seed %d step %d, determinized: %v", n, seed, step, err)
					}
				}
				l := s.Legal(nil)
				if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("players %d seed %d at the end: %v", n, seed, err)
			}
		}
	}
}
