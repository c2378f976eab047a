package tekhenu

// Decrees at the end of the game (§6.2 step 1, §8.6).

// bestDecrees scores p's Decrees: at most 3, one per symbol, a declared
// D23 among them; D04 paid before D08, D03 last (A31). The choice is the
// one worth the most VP (the engine makes it for the player: no choice
// scores more). With apply, pays and adds the VP; returns VP and choice.
func (s *State) bestDecrees(p int, apply bool) (int, uint32) {
	pl := &s.p[p]
	if s.isBot(p) {
		return s.botDecrees(apply)
	}
	var held [24]int8
	k := 0
	for i := 0; i < 24; i++ {
		if pl.Decree&(1<<i) != 0 {
			held[k] = int8(i)
			k++
		}
	}
	bestVP, best := -1, uint32(0)
	var bestRes [NumResources]int16
	var bestScribes int16
	try := func(mask uint32) {
		if pl.D23 && mask&(1<<22) == 0 {
			return
		}
		var seen uint8
		for i := 0; i < 24; i++ {
			if mask&(1<<i) != 0 {
				b := uint8(1) << decreeSymbol[i]
				if seen&b != 0 {
					return
				}
				seen |= b
			}
		}
		vp, res, sc := s.decreeValue(p, mask)
		if vp > bestVP {
			bestVP, best, bestRes, bestScribes = vp, mask, res, sc
		}
	}
	try(0)
	for a := 0; a < k; a++ {
		ma := uint32(1) << held[a]
		try(ma)
		for b := a + 1; b < k; b++ {
			mb := ma | 1<<held[b]
			try(mb)
			for c := b + 1; c < k; c++ {
				try(mb | 1<<held[c])
			}
		}
	}
	if apply {
		pl.Res, pl.Scribes = bestRes, bestScribes
		s.addVP(p, srcDecrees, bestVP)
	}
	return bestVP, best
}

// decreeValue is the VP of the chosen Decrees and p's resources after
// their payments.
func (s *State) decreeValue(p int, mask uint32) (int, [NumResources]int16, int16) {
	pl := &s.p[p]
	res := pl.Res
	has := func(i int) bool { return mask&(1<<i) != 0 }
	var vals [24]int
	if has(3) { // D04: pay 1 resource per ankh, Gold last
		a := ankhLevel(int(pl.Pop))
		total := 0
		for r := 0; r < NumResources; r++ {
			total += int(res[r])
		}
		if a > 0 && total >= a {
			need := a
			for r := 0; r < NumResources && need > 0; r++ {
				t := min(need, int(res[r]))
				res[r] -= int16(t)
				need -= t
			}
			vals[3] = 4 * a
		}
	}
	scribes := int(pl.Scribes)
	d03 := has(2) && int(res[Gold]) >= 2
	if d03 {
		res[Gold] -= 2
	} else if has(2) && s.hasTech(p, 9) && int(res[Gold])+scribes >= 2 {
		// T10: Scribes stand in for the Gold.
		d03 = true
		scribes -= 2 - int(res[Gold])
		res[Gold] = 0
	}
	var godStat, peopleStat, templeB, quarries, workshops, osirisB int
	for g := 0; g < NumGods; g++ {
		for i := 0; i < 3; i++ {
			if int(s.godStatue[g][i]) == p {
				godStat++
			}
		}
	}
	for i := 0; i < NumPeopleSlots; i++ {
		if int(s.people[i]) == p {
			peopleStat++
		}
	}
	for i := 0; i < NumTempleSlots; i++ {
		if int(s.tBuild[i]) == p {
			templeB++
		}
	}
	for i := 0; i < NumDistricts*6; i++ {
		if int(s.osiris[i]) == p {
			osirisB++
			if i/6 >= Limestone {
				quarries++
			} else {
				workshops++
			}
		}
	}
	statues, columns := int(pl.Statues), int(pl.Columns)
	for i := 0; i < 24; i++ {
		if !has(i) || i == 3 {
			continue
		}
		v := 0
		switch i {
		case 0:
			v = 3 * popcount(pl.Tech)
		case 1:
			var sym uint8
			for j := 0; j < 24; j++ {
				if pl.Decree&(1<<j) != 0 {
					sym |= 1 << decreeSymbol[j]
				}
			}
			v = 4 * popcount(uint32(sym))
		case 4:
			v = 4 * ankhLevel(int(pl.Happ))
		case 5:
			low := int(pl.Happ)
			for q := 0; q < int(s.n); q++ {
				low = min(low, int(s.p[q].Happ))
			}
			v = int(pl.Happ) - low
		case 6:
			v = 3 * scribes
		case 7:
			v = min(20, 2*int(res[Gold])+int(res[0]+res[1]+res[2]+res[3]))
		case 8:
			v = 3 * quarries
		case 9:
			v = 3 * workshops
		case 10:
			v = 2 * osirisB
		case 11:
			v = 3 * templeB
		case 12:
			v = 3 * columns
		case 13:
			v = 2*statues + 2*templeB
		case 14:
			v = 2*columns + 2*templeB
		case 15:
			v = 4 * godStat
		case 16:
			v = 2*statues + 2*columns
		case 17:
			v = 3 * statues
		case 18:
			v = 5 * peopleStat
		case 19:
			switch s.orderPos(p) {
			case 0:
				v = 10
			case 1:
				v = 5
			}
		case 20:
			v = int(pl.Built)
		case 21:
			t := 0
			for d := 0; d < NumDice; d++ {
				if int(s.dieLoc[d]) == locLeft+p {
					t += int(s.dieVal[d])
				}
			}
			v = (t + 1) / 2
		case 23:
			v = s.templeScore(p, false)
		}
		vals[i] = v
	}
	total, top := 0, 0
	for i := 0; i < 24; i++ {
		total += vals[i]
		if i != 2 && has(i) {
			top = max(top, vals[i])
		}
	}
	if d03 {
		total += top
	}
	return total, res, int16(scribes)
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
