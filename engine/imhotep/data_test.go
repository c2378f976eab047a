package imhotep

import (
	"reflect"
	"sort"
	"testing"
)

func TestData_Constants(t *testing.T) {
	// §2, §3, §4, §6.4.
	if NumRounds != 6 || SledCapacity != 5 || StonesPerColor != 30 || UsableStones != 29 ||
		GetStonesMax != 3 || ShipsPerRound != 4 || MinPlayers != 2 || MaxPlayers != 4 || WrathPenalty != 5 {
		t.Errorf("fixed rule constants differ from the spec")
	}
	if int(NumSites) != 5 {
		t.Errorf("NumSites = %d, want 5", NumSites)
	}
	wantSites := []string{"market", "pyramid", "temple", "burial", "obelisks"}
	for s := Site(0); s < NumSites; s++ {
		if s.String() != wantSites[s] {
			t.Errorf("site %d = %q, want %q", s, s, wantSites[s])
		}
	}
	if NumSites.String() != "site?" || Site(-1).String() != "site?" {
		t.Errorf("out-of-range site strings")
	}
}

func TestData_StartingStones(t *testing.T) {
	// §3.9: 2, 3, 4, 5 from the first player, quarries 27/26/25/24.
	want := [MaxPlayers]int{2, 3, 4, 5}
	if StartingStones != want {
		t.Errorf("StartingStones = %v, want %v", StartingStones, want)
	}
	for i, n := range StartingStones {
		if n > SledCapacity {
			t.Errorf("seat %d starts with %d > sled capacity", i, n)
		}
		if q := UsableStones - n; q != 27-i {
			t.Errorf("seat %d quarry = %d, want %d", i, q, 27-i)
		}
	}
	for p, w := range map[int]int{2: 4, 3: 5, 4: 5} {
		if got := TempleWidth(p); got != w {
			t.Errorf("TempleWidth(%d) = %d, want %d", p, got, w)
		}
	}
}

func TestData_Cards(t *testing.T) {
	// §2.3 / §8.1.
	if DeckSize != 34 || len(FullDeck()) != 34 {
		t.Fatalf("deck size %d / %d, want 34", DeckSize, len(FullDeck()))
	}
	byClass := map[CardClass]int{}
	for _, c := range FullDeck() {
		byClass[Cards[c].Class]++
	}
	if want := map[CardClass]int{Red: 6, Green: 8, Violet: 10, Blue: 10}; !reflect.DeepEqual(byClass, want) {
		t.Errorf("class counts = %v, want %v", byClass, want)
	}
	want := [NumCards]struct {
		code  string
		class CardClass
		count int
		site  Site
	}{
		Entrance:     {"entrance", Red, 2, Pyramid},
		Sarcophagus:  {"sarcophagus", Red, 2, Burial},
		PavedPath:    {"paved_path", Red, 2, Obelisks},
		DecorPyramid: {"decor_pyramid", Green, 2, Pyramid},
		DecorTemple:  {"decor_temple", Green, 2, Temple},
		DecorBurial:  {"decor_burial", Green, 2, Burial},
		DecorObelisk: {"decor_obelisk", Green, 2, Obelisks},
		Statue:       {"statue", Violet, 10, -1},
		Lever:        {"lever", Blue, 2, -1},
		Hammer:       {"hammer", Blue, 2, -1},
		Sail:         {"sail", Blue, 3, -1},
		Chisel:       {"chisel", Blue, 3, -1},
	}
	seen := map[string]bool{}
	for c := Card(0); c < NumCards; c++ {
		sp, w := Cards[c], want[c]
		if sp.Code != w.code || sp.Class != w.class || sp.Count != w.count || sp.Site != w.site {
			t.Errorf("card %d = %+v, want %+v", c, sp, w)
		}
		if c.String() != sp.Code || seen[sp.Code] {
			t.Errorf("card %d code %q not unique or not its String", c, sp.Code)
		}
		seen[sp.Code] = true
	}
	if NumCards.String() != "card?" || Card(-1).String() != "card?" {
		t.Errorf("out-of-range card strings")
	}
}

func TestData_Ships(t *testing.T) {
	// §2.2: 2×4, 3×3, 2×2, 1×1; §9.2 minimum = max(capacity-1, 1).
	wantMin := map[int]int{4: 3, 3: 2, 2: 1, 1: 1}
	inv := map[int]int{}
	ids := map[string]bool{}
	for _, s := range Ships {
		inv[s.Capacity]++
		if s.Minimum != wantMin[s.Capacity] || s.Minimum != max(s.Capacity-1, 1) {
			t.Errorf("ship %s minimum %d, want %d", s.ID, s.Minimum, wantMin[s.Capacity])
		}
		if ids[s.ID] {
			t.Errorf("duplicate ship id %s", s.ID)
		}
		ids[s.ID] = true
	}
	if want := map[int]int{4: 2, 3: 3, 2: 2, 1: 1}; !reflect.DeepEqual(inv, want) {
		t.Errorf("ship inventory = %v, want %v", inv, want)
	}
}

func TestData_RoundCards(t *testing.T) {
	// §9.1, copied from the spec table.
	spec := [3][7][4]int{
		{{4, 3, 2, 2}, {4, 3, 3, 1}, {4, 2, 2, 1}, {4, 3, 2, 1}, {3, 2, 2, 1}, {3, 3, 2, 2}, {3, 3, 2, 1}},
		{{4, 2, 2, 1}, {4, 3, 3, 2}, {4, 3, 2, 2}, {4, 4, 2, 1}, {4, 3, 2, 1}, {3, 3, 2, 1}, {3, 3, 3, 2}},
		{{4, 4, 2, 1}, {4, 3, 3, 2}, {4, 3, 3, 3}, {3, 3, 3, 2}, {4, 4, 3, 2}, {4, 4, 2, 2}, {4, 3, 2, 2}},
	}
	if RoundCards != spec {
		t.Errorf("RoundCards differ from the §9.1 table")
	}
	inv := map[int]int{}
	for _, s := range Ships {
		inv[s.Capacity]++
	}
	totals := [3][2]int{{8, 11}, {9, 12}, {11, 13}} // §9.1
	for pi, cards := range RoundCards {
		players := pi + 2
		if len(cards) != 7 {
			t.Errorf("%dp: %d cards, want 7", players, len(cards))
		}
		lo, hi := 100, 0
		distinct := map[[4]int]bool{}
		for ci, card := range cards {
			need := map[int]int{}
			total := 0
			for _, c := range card {
				need[c]++
				total += c
			}
			for c, n := range need {
				if n > inv[c] {
					t.Errorf("%dp card %d needs %d ships of %d, only %d exist", players, ci, n, c, inv[c])
				}
			}
			lo, hi = min(lo, total), max(hi, total)
			if total < totals[pi][0] || total > totals[pi][1] {
				t.Errorf("%dp card %d capacity %d outside %v", players, ci, total, totals[pi])
			}
			sorted := card
			sort.Ints(sorted[:])
			if distinct[sorted] {
				t.Errorf("%dp card %d is a duplicate", players, ci)
			}
			distinct[sorted] = true

			ships := RoundCardShips(players, ci)
			used := map[int]bool{}
			for i, id := range ships {
				if id < 0 || id >= len(Ships) || used[id] {
					t.Errorf("%dp card %d: bad or repeated ship id %d in %v", players, ci, id, ships)
					continue
				}
				used[id] = true
				if Ships[id].Capacity != card[i] {
					t.Errorf("%dp card %d slot %d: ship %s capacity %d, want %d",
						players, ci, i, Ships[id].ID, Ships[id].Capacity, card[i])
				}
			}
		}
		if lo != totals[pi][0] || hi != totals[pi][1] {
			t.Errorf("%dp capacity range %d–%d, spec says %v", players, lo, hi, totals[pi])
		}
	}
	// Lowest ids of each capacity: the rulebook card {4,3,2,2} (2p card 1)
	// uses S4a, S3a, S2a, S2b.
	if got, want := RoundCardShips(2, 0), [4]int{0, 2, 5, 6}; got != want {
		t.Errorf("RoundCardShips(2, 0) = %v, want %v", got, want)
	}
	// 4p card 3 {4,3,3,3}: S4a, S3a, S3b, S3c.
	if got, want := RoundCardShips(4, 2), [4]int{0, 2, 3, 4}; got != want {
		t.Errorf("RoundCardShips(4, 2) = %v, want %v", got, want)
	}
}

func TestData_PyramidB(t *testing.T) {
	// §5.5 table.
	spec := [3][5]PyrBSpace{
		{{2, NoBonus}, {1, BonusCard}, {3, NoBonus}, {2, NoBonus}, {4, NoBonus}},
		{{3, NoBonus}, {2, NoBonus}, {1, BonusStones}, {2, NoBonus}, {4, NoBonus}},
		{{2, NoBonus}, {3, NoBonus}, {2, NoBonus}, {1, BonusShip}, {4, NoBonus}},
	}
	if PyramidB != spec {
		t.Errorf("PyramidB = %v, want %v", PyramidB, spec)
	}
	bonuses := map[Bonus]int{}
	for p, pyr := range PyramidB {
		if len(pyr) != 5 {
			t.Errorf("pyramid %d has %d spaces, want 5", p, len(pyr))
		}
		sum := 0
		for i, sp := range pyr {
			sum += sp.Points
			if sp.Bonus != NoBonus {
				bonuses[sp.Bonus]++
				if sp.Points != 1 {
					t.Errorf("pyramid %d space %d: bonus space worth %d, want 1", p, i, sp.Points)
				}
			}
		}
		if pyr[4].Points != 4 || pyr[4].Bonus != NoBonus {
			t.Errorf("pyramid %d top = %+v, want 4 points", p, pyr[4])
		}
		if sum != 12 { // §9.3: 12 points per pyramid
			t.Errorf("pyramid %d total %d, want 12", p, sum)
		}
	}
	if want := map[Bonus]int{BonusCard: 1, BonusStones: 1, BonusShip: 1}; !reflect.DeepEqual(bonuses, want) {
		t.Errorf("bonus kinds = %v, want one of each", bonuses)
	}
	if PyramidBNames != [3]string{"L", "C", "R"} {
		t.Errorf("PyramidBNames = %v", PyramidBNames)
	}
	if PyramidOverflowPoints != 1 || BonusStonesMax != 3 {
		t.Errorf("overflow %d / stones bonus %d, want 1 / 3", PyramidOverflowPoints, BonusStonesMax)
	}
}

func TestData_TempleB(t *testing.T) {
	// §5.6 / §9.4: Choice, Points, Choice, Card, Choice; 2 players use 1–4.
	want := [5]TempleBonus{TempleChoice, TemplePoints, TempleChoice, TempleCard, TempleChoice}
	if TempleB != want {
		t.Errorf("TempleB = %v, want %v", TempleB, want)
	}
	if TempleB[3] != TempleCard { // "p mod W = 3 is the Card space"
		t.Errorf("column 3 is not the Card space")
	}
	if TempleAPoints != 1 || TempleChoicePoints != 1 || TempleChoiceStones != 2 || TemplePointsValue != 2 {
		t.Errorf("temple values differ from §5.6")
	}
	// The rulebook example (gray, brown, white, white, black in columns 1–5)
	// gives three Choices, one Points and one Card, white both choosing and
	// drawing.
	owners := [5]string{"gray", "brown", "white", "white", "black"}
	choices, points, cards := map[string]int{}, map[string]int{}, map[string]int{}
	for col, o := range owners {
		switch TempleB[col] {
		case TempleChoice:
			choices[o]++
		case TemplePoints:
			points[o]++
		case TempleCard:
			cards[o]++
		}
	}
	if !reflect.DeepEqual(choices, map[string]int{"gray": 1, "white": 1, "black": 1}) ||
		!reflect.DeepEqual(points, map[string]int{"brown": 1}) ||
		!reflect.DeepEqual(cards, map[string]int{"white": 1}) {
		t.Errorf("Temple B example: choices %v points %v cards %v", choices, points, cards)
	}
}

func TestData_ScoringTables(t *testing.T) {
	if BurialATable != [6]int{0, 1, 3, 6, 10, 15} || BurialAExtraPerStone != 2 || BurialRows != 3 {
		t.Errorf("Burial A table differs from §5.7")
	}
	if !reflect.DeepEqual(BurialBRanks, []int{8, 4, 2, 0}) {
		t.Errorf("BurialBRanks = %v, want 8 4 2 0", BurialBRanks)
	}
	wantObA := [3][]int{{10, 1}, {12, 6, 1}, {15, 10, 5, 1}}
	if !reflect.DeepEqual(ObeliskARanks, wantObA) {
		t.Errorf("ObeliskARanks = %v, want %v", ObeliskARanks, wantObA)
	}
	for i, r := range ObeliskARanks {
		if len(r) != i+2 {
			t.Errorf("ObeliskARanks[%d] has %d ranks, want %d", i, len(r), i+2)
		}
	}
	if ObeliskBValues != [10]int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1} || ObeliskBExtra != 1 ||
		ObeliskBStones != 3 || ObeliskBWaitingPoints != 1 {
		t.Errorf("Obelisks B values differ from §5.8 / §9.6")
	}
	if StatueTable != [6]int{0, 1, 3, 6, 10, 15} || StatueExtra != 2 || DecorationPer != 3 || UnusedBluePoints != 1 {
		t.Errorf("card scoring values differ from §6.1")
	}
	if MarketASpaces != 4 || MarketBSpaces != 3 || MarketBPair != 2 {
		t.Errorf("market spaces differ from §2.5")
	}
}
