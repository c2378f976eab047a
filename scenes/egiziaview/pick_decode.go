package egiziaview

import "nilegames/engine/egizia"

// Place modes (the option asked when a space has two legal placements).
const (
	modePlain = 0
	modeG9    = 1 // upstream of the own lowest ship
	modeG10   = 2 // on an occupied round space
)

// Cards with a power the panel's card gives (ids are R numbers).
const (
	idMill     = 4
	idForeman  = 14
	idIrrig1   = 24
	idTrader   = 28
	idRecruit  = 29
	idIrrig2   = 42
	idStoneSal = 53
)

// keepOnly is the pair option "this card alone" (R48).
const keepOnly = -1

// itemTarget is where build item it (egizia.Item*) is clicked.
func itemTarget(it int) target {
	switch {
	case it == egizia.ItemObelisk:
		return target{tObelisk, 0, 0}
	case it == egizia.ItemColonnade:
		return target{tColonnade, 0, 0}
	case it >= egizia.ItemPyramid && it < egizia.ItemStatue:
		return target{tPyrRow, it - egizia.ItemPyramid, 0}
	case it >= egizia.ItemStatue && it < egizia.NumItems:
		return target{tStatue, it - egizia.ItemStatue, 0}
	}
	return target{}
}

// howTo is how move m of seat is clicked.
func (v *View) howTo(seat int, m egizia.Act) how {
	t := func(k, i, j int) target { return target{k, i, j} }
	btn := func(k int) how { return how{Prim: t(tButton, k, 0)} }
	card := func(id int, parts ...int) how {
		return how{Prim: t(tCardBtn, id, 0), Alts: []target{t(tSeatCard, seat, id)}, Parts: parts}
	}
	mode := modePlain
	if m.Up {
		mode = modeG9
	}
	switch m.Kind {
	case egizia.ActKeepSetup:
		return how{Prim: t(tSetup, m.I, 0)}
	case egizia.ActPass:
		return btn(kPass)
	case egizia.ActDone:
		return btn(kDone)
	case egizia.ActDecline:
		return btn(kDecline)
	case egizia.ActFeed:
		return btn(kFeed)
	case egizia.ActGleanPoint:
		return btn(kPoint)
	case egizia.ActR34:
		return how{Prim: t(tButton, kR34, 0)}
	case egizia.ActG7:
		return how{Prim: t(tButton, kG7, 0)}
	case egizia.ActExtraTile:
		return btn(kExtraTile)
	case egizia.ActExtraG8:
		return how{Prim: t(tButton, kExtraG8, 0)}
	case egizia.ActPlace:
		sp := egizia.River[m.I-1]
		switch sp.Kind {
		case egizia.SpCard:
			return how{Prim: t(tCard, int(sp.N), 0), Parts: []int{mode}}
		case egizia.SpRound:
			return how{Prim: t(tRound, int(sp.N), 0), Parts: []int{mode}}
		}
		return how{}
	case egizia.ActPlaceOcc:
		return how{Prim: t(tRound, m.I, 0), Parts: []int{modeG10}}
	case egizia.ActSlot:
		return how{Prim: t(tSlot, m.I, m.J), Parts: []int{mode}}
	case egizia.ActWait:
		return how{Prim: t(tWait, m.I, 0), Parts: []int{mode}}
	case egizia.ActCrew:
		return how{Prim: t(tCrewBtn, m.I, 0), Alts: []target{t(tSeatCrew, seat, m.I)}}
	case egizia.ActFlood:
		if v.st != nil && m.I == v.st.Flood() {
			// Keeping the marker is a choice of its own: a button, and
			// the space where it stands.
			return how{Prim: t(tButton, kKeepFlood, 0), Alts: []target{t(tFlood, m.I, 0)}}
		}
		return how{Prim: t(tFlood, m.I, 0)}
	case egizia.ActMarket:
		return how{Prim: t(tMarket, m.I, 0), Alts: []target{t(tSeatMkt, seat, m.I)}}
	case egizia.ActFree, egizia.ActItem:
		return how{Prim: itemTarget(m.I)}
	case egizia.ActGlean:
		return how{Prim: t(tCard, m.I, 0)}
	case egizia.ActR28:
		return card(idTrader, m.I)
	case egizia.ActMill:
		return card(idMill, m.I)
	case egizia.ActUse:
		return card(m.I, m.J)
	case egizia.ActSell:
		return card(idStoneSal, m.I)
	case egizia.ActAttach:
		return card([2]int{idIrrig1, idIrrig2}[m.I], m.J)
	case egizia.ActR14:
		return card(idForeman, m.I)
	case egizia.ActR29:
		return card(idRecruit, m.I)
	case egizia.ActBuild:
		crews, g6 := egizia.BuildCrews(m.I)
		var basic []int
		for c := egizia.CrewGreen; c < egizia.NumCrews; c++ {
			if crews&(1<<uint(c)) != 0 {
				basic = append(basic, c)
			}
		}
		second := -1
		if g6 && len(basic) == 2 {
			second = basic[1]
		}
		leader := 0
		if crews&(1<<egizia.CrewViolet) != 0 {
			leader = 1
		}
		if len(basic) == 0 {
			return how{}
		}
		return how{Prim: t(tCrewBtn, basic[0], 0), Alts: []target{t(tSeatCrew, seat, basic[0])}, Parts: []int{second, leader}}
	case egizia.ActSphinx:
		return how{Prim: t(tSphDeck, 0, 0), Parts: []int{m.I, m.J}}
	case egizia.ActKeep:
		ks := egizia.KeepCode(m.I)
		switch len(ks) {
		case 0:
			return btn(kKeepNone)
		case 1:
			return how{Prim: t(tDrawn, ks[0], 0), Parts: []int{keepOnly}}
		}
		return how{Prim: t(tDrawn, ks[0], 0), Parts: []int{ks[1]}}
	}
	return how{}
}
