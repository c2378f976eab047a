package tekhenu

import (
	"fmt"

	"nilegames/engine"
)

// Action encoding (§5.12): each decision is a small integer in a range of
// its own, so that a phase's legal actions come out sorted. A move of the
// spec made of several choices (die + modifiers, action, parameters) is
// several actions by the same player.
const (
	aKeep    = 0    // + i (0..1): the dealt Decree kept (§3 step 11)
	aStart   = 2    // + Start card id (0..11)
	aDestiny = 14   // + card*2 + a03 (1 = Happiness, A03 only)
	aPass    = 22   // done / decline / skip
	aBless   = 23   // + b*2 + opt (B07/B08: 0 Population, 1 Happiness)
	aNoAct   = 2950 // + die: M19 draft without action
	aProduce = 3000 // + r*3 + delta+1 (T13)
	aGod     = 3100 // + ((g*5+delta+2)*2+free)*2+t19
	aExtra   = 3300 // + (g*5+delta+2)*2+free
	aHorus   = 3400 // + target: 0 god statue, 1+people slot
	aRa      = 3500 // + cell*4 + rotation
	aHathor  = 3600 // + temple building slot
	aRefresh = 3700 // + section
	aSection = 3710 // + section
	aCard    = 3720 // + slot
	aDistr   = 3800 // + district
	aTrack   = 3810 // + track
	aRes     = 3820 // + resource (0..4)
	aKeepOne = 3830 // + 0/1
	aValue   = 3850 // + v (1..3)
	aFree    = 3900 // + kind*6 + v-1 (+60: with B13–B16): kind 0..5 gods, 6..9 Production
	aFaith   = 4000 // + net + faithBias
	aBread   = 4400 // + n paid
	aD23     = 4500 // declare D23
	aTake    = 5000 // + (((d*5+c)*3+mode)*6+v-1)*2+set

	faithBias = 150
	takeSpan  = NumDice * 5 * 3 * 6 * 2
)

// Take modes.
const (
	modePure = iota
	modeCorrupt
	modeAnubis
)

func encTake(d, c, mode, v int, set bool) engine.Action {
	x := (((d*5+c)*3+mode)*6+v-1)*2 + b2i(set)
	return engine.Action(aTake + x)
}

func decTake(a engine.Action) (d, c, mode, v int, set bool) {
	x := int(a) - aTake
	set = x%2 == 1
	x /= 2
	v = x%6 + 1
	x /= 6
	mode = x % 3
	x /= 3
	return x / 5, x % 5, mode, v, set
}

func encGod(g, delta int, free, t19 bool) engine.Action {
	return engine.Action(aGod + ((g*5+delta+2)*2+b2i(free))*2 + b2i(t19))
}

func decGod(a engine.Action) (g, delta int, free, t19 bool) {
	x := int(a) - aGod
	t19 = x%2 == 1
	x /= 2
	free = x%2 == 1
	x /= 2
	return x / 5, x%5 - 2, free, t19
}

func encExtra(g, delta int, free bool) engine.Action {
	return engine.Action(aExtra + (g*5+delta+2)*2 + b2i(free))
}

func decExtra(a engine.Action) (g, delta int, free bool) {
	x := int(a) - aExtra
	free = x%2 == 1
	x /= 2
	return x / 5, x%5 - 2, free
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func in(a engine.Action, lo, n int) bool { return int(a) >= lo && int(a) < lo+n }

// ActionString is stable and not localized.
func (s *State) ActionString(a engine.Action) string {
	switch {
	case in(a, aKeep, 2):
		return fmt.Sprintf("keep-decree:%d", int(a)-aKeep)
	case in(a, aStart, 12):
		return fmt.Sprintf("start:S%02d", int(a)-aStart+1)
	case in(a, aDestiny, 8):
		x := int(a) - aDestiny
		if x%2 == 1 {
			return fmt.Sprintf("destiny:A%02d:happiness", x/2+1)
		}
		return fmt.Sprintf("destiny:A%02d", x/2+1)
	case a == aPass:
		return "pass"
	case in(a, aBless, 48):
		x := int(a) - aBless
		if b := x / 2; b == 6 || b == 7 {
			return fmt.Sprintf("bless:B%02d:%s", b+1, []string{"population", "happiness"}[x%2])
		}
		return fmt.Sprintf("bless:B%02d", x/2+1)
	case in(a, aTake, takeSpan):
		d, c, mode, v, set := decTake(a)
		str := fmt.Sprintf("take:d%d:%s:%s:%d", d, colourCodes[c], []string{"pure", "corrupt", "anubis"}[mode], v)
		if set {
			str += ":set"
		}
		return str
	case in(a, aNoAct, NumDice):
		return fmt.Sprintf("take-no-action:d%d", int(a)-aNoAct)
	case in(a, aProduce, 12):
		x := int(a) - aProduce
		return fmt.Sprintf("produce:%s:%+d", resourceCodes[x/3], x%3-1)
	case in(a, aGod, 120):
		g, d, free, t19 := decGod(a)
		str := fmt.Sprintf("god:%s:%+d", godCodes[g], d)
		if free {
			str += ":free"
		}
		if t19 {
			str += ":t19"
		}
		return str
	case in(a, aExtra, 60):
		g, d, free := decExtra(a)
		str := fmt.Sprintf("extra:%s:%+d", godCodes[g], d)
		if free {
			str += ":free"
		}
		return str
	case in(a, aHorus, 5):
		if a == aHorus {
			return "statue:god"
		}
		return "statue:" + peopleCodes[int(a)-aHorus-1]
	case in(a, aRa, 100):
		x := int(a) - aRa
		return fmt.Sprintf("column:r%dc%d:rot%d", x/4/5, x/4%5, x%4)
	case in(a, aHathor, NumTempleSlots):
		x := int(a) - aHathor
		if x < 5 {
			return fmt.Sprintf("building:row%d", x)
		}
		return fmt.Sprintf("building:col%d", x-5)
	case in(a, aRefresh, 4):
		return fmt.Sprintf("refresh:%d", int(a)-aRefresh+1)
	case in(a, aSection, 4):
		return fmt.Sprintf("section:%d", int(a)-aSection+1)
	case in(a, aCard, 4):
		return fmt.Sprintf("card:%d", int(a)-aCard)
	case in(a, aDistr, 4):
		return "district:" + resourceCodes[int(a)-aDistr]
	case in(a, aTrack, 4):
		return "track:" + resourceCodes[int(a)-aTrack]
	case in(a, aRes, 5):
		return "resource:" + resourceCodes[int(a)-aRes]
	case in(a, aKeepOne, 2):
		return fmt.Sprintf("keep:%d", int(a)-aKeepOne)
	case in(a, aValue, 7):
		return fmt.Sprintf("value:%d", int(a)-aValue)
	case in(a, aFree, 120):
		x := int(a) - aFree
		k, v := x%60/6, x%6+1
		if k < NumGods {
			if x >= 60 {
				return fmt.Sprintf("free:%s:%d:free", godCodes[k], v)
			}
			return fmt.Sprintf("free:%s:%d", godCodes[k], v)
		}
		return fmt.Sprintf("free:produce:%s:%d", resourceCodes[k-NumGods], v)
	case in(a, aFaith, 2*faithBias+1):
		return fmt.Sprintf("faith:%+d", int(a)-aFaith-faithBias)
	case in(a, aBread, 100):
		return fmt.Sprintf("pay-bread:%d", int(a)-aBread)
	case a == aD23:
		return "declare:D23"
	}
	return fmt.Sprintf("action?%d", int(a))
}
