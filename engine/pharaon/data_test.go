package pharaon

import "testing"

// Every count and claim of the catalogue (§2, §9, §10) checked against the
// data table.

// §9.1: 30 Jars; each base resource 18 times (12 top, 6 bottom); every
// unordered top pair twice; the bottom never equals a top; V27 = ROY,ROY|CON.
func TestSpec9_1Jars(t *testing.T) {
	var top, bottom [NumBase]int
	pairs := map[[2]int8]int{}
	for i, j := range Jars {
		for _, r := range j {
			if r < 0 || r >= NumBase {
				t.Fatalf("V%02d: resource %d", i+1, r)
			}
		}
		top[j[0]]++
		top[j[1]]++
		bottom[j[2]]++
		a, b := j[0], j[1]
		if a > b {
			a, b = b, a
		}
		pairs[[2]int8{a, b}]++
		if j[2] == j[0] || j[2] == j[1] {
			t.Errorf("V%02d: bottom equals a top", i+1)
		}
	}
	for r := 0; r < NumBase; r++ {
		if top[r] != 12 || bottom[r] != 6 {
			t.Errorf("resource %d: %d top, %d bottom; want 12 and 6", r, top[r], bottom[r])
		}
	}
	for a := int8(0); a < NumBase; a++ {
		for b := a; b < NumBase; b++ {
			if pairs[[2]int8{a, b}] != 2 {
				t.Errorf("top pair %d,%d: %d times, want 2", a, b, pairs[[2]int8{a, b}])
			}
		}
	}
	// Spot checks by hand from the §9.1 table.
	for id, want := range map[int][3]int8{
		1: {AGR, JUS, CON}, 14: {JUS, COM, CON}, 20: {ROY, COM, CON},
		21: {AGR, AGR, COM}, 27: {ROY, ROY, CON}, 30: {COM, COM, JUS},
	} {
		if Jars[id-1] != want {
			t.Errorf("V%02d = %v, want %v", id, Jars[id-1], want)
		}
	}
}

// §9.2: 6 professions × PP 1..5, in order; spot-checked gains.
func TestSpec9_2Artisans(t *testing.T) {
	for i, a := range Artisans {
		if int(a.Profession) != i/5 || int(a.PP) != i%5+1 {
			t.Errorf("A%02d: profession %d PP %d", i+1, a.Profession, a.PP)
		}
		if a.PP == 5 && len(a.Gains) != 0 {
			t.Errorf("A%02d: a 5 PP Artisan gains nothing", i+1)
		}
	}
	eqGains := func(id int, want ...int8) {
		t.Helper()
		g := Artisans[id-1].Gains
		if len(g) != len(want) {
			t.Errorf("A%02d gains %v, want %v", id, g, want)
			return
		}
		for i := range g {
			if g[i] != want[i] {
				t.Errorf("A%02d gains %v, want %v", id, g, want)
				return
			}
		}
	}
	eqGains(1, GainJar, AGR)
	eqGains(7, JUS, JUS, CON)
	eqGains(13, CON, COM)
	eqGains(19, ROY)
	eqGains(22, COM, COM, AGR)
	eqGains(26, GainJar, SIL)
	eqGains(27, GainJar)
	eqGains(28, GainChoice, GainChoice)
	eqGains(29, SIL)
}

// §9.3: power types, Scribe pairs (a cycle) and Quarters, the Quarters of
// [7]–[10] and [13]–[16].
func TestSpec9_3NobleData(t *testing.T) {
	want := map[int]int8{1: PowerPermanent, 6: PowerPermanent, 10: PowerPermanent, 11: PowerPermanent,
		12: PowerNone, 13: PowerRound, 17: PowerRound, 20: PowerRound, 21: PowerInstant, 26: PowerInstant}
	for n, p := range want {
		if NoblePower[n-1] != p {
			t.Errorf("Noble [%d] power type %d, want %d", n, NoblePower[n-1], p)
		}
	}
	var seen [NumBase]int
	for i, pr := range ScribePair {
		if pr[1] != (pr[0]+1)%NumBase {
			t.Errorf("Scribe [%d] pair %v", i+1, pr)
		}
		seen[pr[0]]++
		seen[pr[1]]++
		if int(ScribeQuarter[i]) != i {
			t.Errorf("Scribe [%d] Quarter %d", i+1, ScribeQuarter[i])
		}
	}
	for r, k := range seen {
		if k != 2 {
			t.Errorf("resource %d in %d Scribe pairs, want 2", r, k)
		}
	}
	if AccessQuarter != [4]int8{BUR, OFF, ART, NIL} || WheelQuarter != [4]int8{ART, BUR, OFF, NIL} {
		t.Errorf("AccessQuarter %v, WheelQuarter %v", AccessQuarter, WheelQuarter)
	}
}

// §9.4: 10 distinct pairs of two different colours; each colour in
// exactly 4 options; 4 double-arrow, 2 arrow+any, 2 arrow+Jar, 2
// arrow+Silver; N5 = JUS+CON double arrow (the "Henri" example).
func TestSpec9_4NileOptions(t *testing.T) {
	var colour [NumBase]int
	var second [4]int
	seen := map[[2]int8]bool{}
	for i, o := range NileOptions {
		if o.A == o.B || o.A < 0 || o.B >= NumBase || o.A > o.B {
			t.Errorf("N%d: colours %d, %d", i+1, o.A, o.B)
		}
		if seen[[2]int8{o.A, o.B}] {
			t.Errorf("N%d: pair repeated", i+1)
		}
		seen[[2]int8{o.A, o.B}] = true
		colour[o.A]++
		colour[o.B]++
		second[o.Second]++
	}
	for c, k := range colour {
		if k != 4 {
			t.Errorf("colour %d in %d options, want 4", c, k)
		}
	}
	if second != [4]int{4, 2, 2, 2} {
		t.Errorf("second gains %v, want pair 4, any 2, Jar 2, Silver 2", second)
	}
	if NileOptions[4] != (NileOption{JUS, CON, NileArrowPair}) {
		t.Errorf("N5 = %v", NileOptions[4])
	}
	if NileOptions[0] != (NileOption{AGR, JUS, NileArrowAny}) || NileOptions[7] != (NileOption{CON, ROY, NileSilver}) ||
		NileOptions[6] != (NileOption{JUS, COM, NileJar}) {
		t.Errorf("N1 %v, N7 %v, N8 %v", NileOptions[0], NileOptions[6], NileOptions[7])
	}
}

// §9.5: the edge table; each god worth 6..10 whatever the ring; the
// rulebook's 16 / 6 PP example holds in its ring (spec_scoring_test).
func TestSpec9_5GodEdges(t *testing.T) {
	want := [NumQuarters][2]Edge{
		ART: {{2, 3}, {3, 5}}, NOB: {{2, 3}, {3, 5}}, NIL: {{2, 3}, {3, 5}},
		BUR: {{2, 5}, {2, 3}}, OFF: {{2, 3}, {3, 5}},
	}
	if GodEdges != want {
		t.Errorf("GodEdges %v", GodEdges)
	}
	// Every ring (the 24 with ART first): gods 6..10, sum 40.
	var perm func(k int, used int, ring [NumQuarters]int8)
	perm = func(k int, used int, ring [NumQuarters]int8) {
		if k == NumQuarters {
			s := &State{ring: ring}
			sum := 0
			for g := 0; g < NumQuarters; g++ {
				v := s.GodPP(g)
				if v < 6 || v > 10 {
					t.Errorf("ring %v: god %d worth %d", ring, g, v)
				}
				sum += v
			}
			if sum != 40 {
				t.Errorf("ring %v: gods sum %d", ring, sum)
			}
			return
		}
		for q := 0; q < NumQuarters; q++ {
			if used&(1<<q) == 0 {
				ring[k] = int8(q)
				perm(k+1, used|1<<q, ring)
			}
		}
	}
	perm(1, 1, [NumQuarters]int8{ART})
}

// §9.6: Jar counts, one GOD icon per tile face, space 1 bare, the Noble
// levels only on T2, and cells spot-checked by hand from the spec's tables.
func TestSpec9_6TraitorTiles(t *testing.T) {
	for f, want := range [2][NumTiles]int8{{4, 5, 5, 5, 6}, {5, 5, 6, 6, 7}} {
		for tl := 0; tl < NumTiles; tl++ {
			if TraitorFaces[f][tl].Jars != want[tl] {
				t.Errorf("face %d T%d: %d Jars, want %d", f, tl+1, TraitorFaces[f][tl].Jars, want[tl])
			}
			gods := 0
			for sp, ic := range TraitorFaces[f][tl].Space {
				if ic.Kind == IcGod {
					gods++
				}
				if ic.Kind == IcNLevel && tl != 1 {
					t.Errorf("face %d T%d space %d: NL off T2", f, tl+1, sp+1)
				}
			}
			if gods != 1 {
				t.Errorf("face %d T%d: %d GOD icons", f, tl+1, gods)
			}
			if TraitorFaces[f][tl].Space[0] != (Icon{}) {
				t.Errorf("face %d T%d: space 1 has an icon", f, tl+1)
			}
		}
	}
	cell := func(face, tile, space int, want Icon) {
		t.Helper()
		if got := TraitorFaces[face][tile-1].Space[space-1]; got != want {
			t.Errorf("face %d T%d space %d: %v, want %v", face, tile, space, got, want)
		}
	}
	// Light face.
	cell(0, 1, 13, Icon{IcBC, 0})
	cell(0, 1, 10, Icon{IcGod, 0})
	cell(0, 1, 7, Icon{IcLot, 3})
	cell(0, 2, 11, Icon{IcNLevel, 12})
	cell(0, 2, 6, Icon{IcNTake, 1})
	cell(0, 2, 4, Icon{IcNDisc, 2})
	cell(0, 3, 11, Icon{IcBonus, 2})
	cell(0, 3, 12, Icon{IcNileMin, 0})
	cell(0, 4, 6, Icon{IcNDisc, 3})
	cell(0, 4, 12, Icon{IcATakeH, 0})
	cell(0, 5, 3, Icon{IcADiscL, 0})
	cell(0, 5, 13, Icon{IcLot, 2})
	cell(0, 3, 5, Icon{IcADiscH, 0})
	for tl := 1; tl <= NumTiles; tl++ {
		cell(0, tl, 2, Icon{})
	}
	// Dark face.
	cell(1, 1, 2, Icon{IcNileMax, 0})
	cell(1, 1, 4, Icon{IcATakeL, 0})
	cell(1, 2, 13, Icon{IcNLevel, 14})
	cell(1, 2, 12, Icon{IcNTake, 3})
	cell(1, 2, 2, Icon{IcNLevel, 8})
	cell(1, 3, 6, Icon{IcGod, 0})
	cell(1, 4, 12, Icon{IcBC, 0})
	cell(1, 4, 10, Icon{IcATakeH, 0})
	cell(1, 5, 13, Icon{IcBonus, 3})
	cell(1, 5, 8, Icon{IcGod, 0})
	cell(1, 5, 2, Icon{IcADiscL, 0})
	if TraitorDefaultNobleLevel != 6 {
		t.Errorf("default Noble level %d", TraitorDefaultNobleLevel)
	}
}

// §9.7: 8 steps costing 2..4 (never fewer than the step before), PP 2..26
// increasing; steps 1, 5 and 8 by hand.
func TestSpec9_7BurialPath(t *testing.T) {
	prevPP, prevCost := 0, 0
	for i, st := range BurialPath {
		if len(st.Cost) < 2 || len(st.Cost) > 4 || len(st.Cost) < prevCost {
			t.Errorf("step %d: cost %v", i+1, st.Cost)
		}
		if int(st.PP) <= prevPP {
			t.Errorf("step %d: %d PP after %d", i+1, st.PP, prevPP)
		}
		prevPP, prevCost = int(st.PP), len(st.Cost)
	}
	if BurialPath[0].PP != 2 || BurialPath[BCSteps-1].PP != 26 {
		t.Errorf("PP from %d to %d, want 2 to 26", BurialPath[0].PP, BurialPath[BCSteps-1].PP)
	}
	eqCost := func(step int, want ...int8) {
		t.Helper()
		c := BurialPath[step-1].Cost
		if len(c) != len(want) {
			t.Errorf("step %d cost %v, want %v", step, c, want)
			return
		}
		for i := range c {
			if c[i] != want[i] {
				t.Errorf("step %d cost %v, want %v", step, c, want)
				return
			}
		}
	}
	eqCost(1, AGR, CON)
	eqCost(5, COM, AGR, AnyBase)
	eqCost(8, CON, JUS, AnyBase, AnyBase)
	if BurialPath[3].PP != 10 || BurialPath[5].PP != 17 {
		t.Errorf("steps 4 and 6: %d, %d PP", BurialPath[3].PP, BurialPath[5].PP)
	}
}

// §2.5 / §9.10: 15 Resource, 15 Quarter, 10 Prestige Offerings (6 × 1 PP,
// 4 × 2 PP), 40 in all; A3's printed bonuses.
func TestSpec9_10Offerings(t *testing.T) {
	var res, quarter, prestige, total int
	for k, c := range offCount {
		total += int(c)
		switch {
		case k < OffQuarter:
			res += int(c)
		case k < OffPrestige1:
			quarter += int(c)
		default:
			prestige += int(c)
		}
	}
	if res != 15 || quarter != 15 || prestige != 10 || total != 40 {
		t.Errorf("Offerings %d/%d/%d = %d, want 15/15/10 = 40", res, quarter, prestige, total)
	}
	if offCount[OffPrestige1] != 6 || offCount[OffPrestige2] != 4 {
		t.Errorf("Prestige 1 PP ×%d, 2 PP ×%d", offCount[OffPrestige1], offCount[OffPrestige2])
	}
	if PrestigeBonus(OffPrestige1) != 1 || PrestigeBonus(OffPrestige2) != 2 || PrestigeBonus(OffRes) != 0 || PrestigeBonus(OffQuarter+BUR) != 0 {
		t.Error("Prestige bonuses")
	}
}

// §2.6: Pyramid rows of 5/4/3/2 spaces with their gains.
func TestSpec2_6PyramidRows(t *testing.T) {
	want := [4][]int8{
		{PyrFirst, PyrRes, PyrRes, PyrSilver, PyrOffer},
		{PyrNone, PyrRes, PyrSilver, PyrOffer},
		{PyrNone, PyrRes, PyrSilver},
		{PyrNone, PyrRes},
	}
	for r := range want {
		if len(PyramidRows[r]) != 6-(r+1) {
			t.Errorf("row %d: %d spaces", r+1, len(PyramidRows[r]))
			continue
		}
		for i := range want[r] {
			if PyramidRows[r][i] != want[r][i] {
				t.Errorf("row %d space %d: %d, want %d", r+1, i+1, PyramidRows[r][i], want[r][i])
			}
		}
	}
}

// §2.1–§2.4, §3, §7.1: the small constants.
func TestSpec2Counts(t *testing.T) {
	if Supply*NumRes != 120 {
		t.Errorf("resource tokens %d", Supply*NumRes)
	}
	if NilePP != [NileTop + 1]int{0, 0, 3, 7} || PharaohPP != 7 || FirstPlayerPP != 3 {
		t.Error("Nile / Pharaoh / First Player PP")
	}
	for n, w := range map[int][3]int{1: {3, 2, 3}, 2: {3, 3, 3}, 3: {3, 3, 4}, 4: {4, 4, 5}, 5: {4, 5, 6}} {
		if WheelSlots(n) != w[0] || JarsShown(n) != w[1] || Lots(n) != w[2] {
			t.Errorf("%d players: slots %d, Jars %d, lots %d; want %v", n, WheelSlots(n), JarsShown(n), Lots(n), w)
		}
	}
	if NumJars != 30 || NumArtisans != 30 || NumNobles != 26 || NumNile != 10 || BCSteps != 8 || NumRounds != 5 {
		t.Error("component counts")
	}
}
