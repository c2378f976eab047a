package pharaon

import (
	"fmt"
	"strconv"
	"strings"

	"nilegames/engine"
)

// Stable codes used in action strings and the text picture.
var (
	resCodes     = [NumRes]string{"AGR", "JUS", "CON", "ROY", "COM", "SIL"}
	quarterCodes = [NumQuarters]string{"ART", "NOB", "NIL", "BUR", "OFF"}
)

// OffCode is the stable code of an Offering kind: "offAGR".., "offART"..,
// "pp1", "pp2".
func OffCode(k int) string {
	switch {
	case k >= OffRes && k < OffRes+NumBase:
		return "off" + resCodes[k-OffRes]
	case k >= OffQuarter && k < OffQuarter+NumQuarters:
		return "off" + quarterCodes[k-OffQuarter]
	case k == OffPrestige1:
		return "pp1"
	case k == OffPrestige2:
		return "pp2"
	}
	return "off?"
}

// ResCode is the stable code of resource r (AGR..COM, SIL).
func ResCode(r int) string {
	if r >= 0 && r < NumRes {
		return resCodes[r]
	}
	return "?"
}

// ActionString is stable and not localized; saves use it.
func (s *State) ActionString(a engine.Action) string {
	if str, ok := s.soloString(a); ok {
		return str
	}
	if a >= aPay {
		if str, ok := s.payString(a); ok {
			return str
		}
		return "pay:" + strconv.Itoa(int(a)-aPay)
	}
	x := int(a)
	switch {
	case in(a, aSetupNoble, 2):
		return fmt.Sprintf("keep:noble%d", x-aSetupNoble+1)
	case in(a, aSetupJar, MaxPlayers):
		return fmt.Sprintf("setup:jar%d", x-aSetupJar+1)
	case in(a, aPass, MaxPlayers):
		return fmt.Sprintf("pass:jar%d", x-aPass+1)
	case a == aPassNoJar:
		return "pass"
	case a == aEndTurn:
		return "end"
	case in(a, aPyrRes, NumBase):
		return "pyramid:" + resCodes[x-aPyrRes]
	case a == aPyrSilver:
		return "pyramid:SIL"
	case in(a, aPyrBonus, MaxLots):
		return fmt.Sprintf("pyramid:bonus%d", x-aPyrBonus+1)
	case a == aPyrBag:
		return "pyramid:bag"
	case in(a, aArtisan, 5):
		return "artisan:" + slotName(x-aArtisan, 4)
	case in(a, aNoble, 4):
		return "noble:" + slotName(x-aNoble, 3)
	case in(a, aNile, NumNile):
		return fmt.Sprintf("nile:N%d", x-aNile+1)
	case a == aBurial:
		return "burial"
	case in(a, aOffer, 2*MaxLots):
		y := x - aOffer
		str := fmt.Sprintf("offerings:lot%d", y/2+1)
		if y%2 == 1 {
			str += "+bonus"
		}
		return str
	case in(a, aArrow, NumBase):
		return "arrow:" + resCodes[x-aArrow]
	case in(a, aBonus, MaxLots):
		return fmt.Sprintf("bonus:%d", x-aBonus+1)
	case a == aBonusBag:
		return "bonus:bag"
	case in(a, aArtPick, 5):
		return "artpick:" + slotName(x-aArtPick, 4)
	case in(a, aChoice, NumBase):
		return "choice:" + resCodes[x-aChoice]
	case in(a, aWise, 2*NumBase*NumBase):
		y := x - aWise
		return "wise:" + tokenName(y/NumBase) + ">" + resCodes[y%NumBase]
	case in(a, aTreasurer, 2*NumBase):
		return "treasurer:" + tokenName(x-aTreasurer)
	case in(a, aTutor, NumBase):
		return "tutor:" + resCodes[x-aTutor]
	case in(a, aDiplomat, numDiplomatSets):
		d := DiplomatSet(x - aDiplomat)
		return "diplomat:" + resCodes[d[0]] + "+" + resCodes[d[1]] + "+" + resCodes[d[2]]
	case a == aDecline:
		return "decline"
	}
	return "action:" + strconv.Itoa(x)
}

// slotName is "slot1".. or "deck" (i == deck).
func slotName(i, deck int) string {
	if i == deck {
		return "deck"
	}
	return "slot" + strconv.Itoa(i+1)
}

// tokenName: 0..4 a resource, 5..9 the Resource Offering of that colour.
func tokenName(i int) string {
	if i < NumBase {
		return resCodes[i]
	}
	return OffCode(OffRes + i - NumBase)
}

// String is a plain-text picture of the whole state (hidden cards
// included) for golden tests and debugging.
func (s *State) String() string { return s.render(-2) }

// PublicString is what viewer may see: deck and pile orders and the other
// seats' private setup Nobles are shown only as counts.
func (s *State) PublicString(viewer int) string { return s.render(viewer) }

func (s *State) render(viewer int) string {
	var b strings.Builder
	all := viewer == -2
	fmt.Fprintf(&b, "players=%d seats=%d round=%d phase=%s actor=%d turn=%d first=%d starter=%d pharaoh=%d passN=%d rows=%b main=%v cont=%d\n",
		s.players, s.n, s.round, s.phase, s.actor, s.turn, s.first, s.starter, s.pharaoh, s.passN, s.rowTaken, s.mainDone, s.cont)
	fmt.Fprintf(&b, "ring=")
	for p, q := range s.ring {
		if p > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s:%s", quarterCodes[q], resCodes[s.WheelColour(int(q))])
	}
	fmt.Fprintf(&b, " wheel=%d clockwise=%v\n", s.wheel, s.clockwise)
	for c := 0; c < NumBase; c++ {
		fmt.Fprintf(&b, "seg %s:", resCodes[c])
		for i := 0; i < s.slotsPerSegment(); i++ {
			fmt.Fprintf(&b, " %s/%d", wheelTokenCode(int(s.slots[c][i])), s.slotBy[c][i])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "supply=%v bag=%v discard=%v\n", s.supply, s.bag, s.offDisc)
	fmt.Fprintf(&b, "lots=")
	for i := 0; i < Lots(int(s.players)); i++ {
		fmt.Fprintf(&b, "%d/%d ", s.lots[i][0], s.lots[i][1])
	}
	fmt.Fprintf(&b, "bonus=%v\n", s.bonus[:Lots(int(s.players))])
	fmt.Fprintf(&b, "nobles=%v deck=%d artisans=%v deck=%d jars=%v shown=%d pile=%d jardisc=%x\n",
		s.nobleDisp, s.nobleN, s.artDisp, s.artN, s.jarShown[:s.jarShownN], s.jarShownN, s.jarN, s.jarDisc)
	if all {
		fmt.Fprintf(&b, "nobledeck=%v artdeck=%v jarpile=%v\n", s.nobleDeck[:s.nobleN], s.artDeck[:s.artN], s.jarPile[:s.jarN])
	}
	fmt.Fprintf(&b, "setup order=%v idx=%d\n", s.setupOrder[:s.setupN], s.setupIdx)
	for q := 0; q < int(s.n); q++ {
		pl := &s.pl[q]
		fmt.Fprintf(&b, "P%d res=%v off=%v nobles=%x tilted=%x artisans=%x bc=%d nile=%v passed=%v row=%d pos=%d disc=%v",
			q, pl.Res, pl.Off, pl.Nobles, pl.Tilted, pl.Artisans, pl.BC, pl.Nile, pl.Passed, pl.Row, pl.Pos, pl.Disc)
		if all || q == viewer {
			fmt.Fprintf(&b, " pair=%v aside=%d", s.setupPair[q], s.setAsideBy[q])
		} else {
			fmt.Fprintf(&b, " pair=%v", s.setupPair[q][0] >= 0)
		}
		b.WriteByte('\n')
	}
	if s.solo {
		t := &s.bot
		fmt.Fprintf(&b, "traitor order=%v dark=%v assoc=%v filled=%v pile=%d jar=%d level=%d gods=%b opt=%d\n",
			t.order, t.dark, t.assoc, t.filled, t.pileN, t.jar, t.level, t.gods, t.levelOpt)
		if all {
			fmt.Fprintf(&b, "traitor pile=%v\n", t.pile[:t.pileN])
		}
	}
	fmt.Fprintf(&b, "pend=%+v tasks=%v lastJar=%d passJar=%d\n", s.pend, s.tasks[:s.tasksN], s.lastJar, s.passJar)
	return b.String()
}

func wheelTokenCode(t int) string {
	switch {
	case t == wheelEmpty:
		return "--"
	case t < NumRes:
		return resCodes[t]
	case t < wheelMarker:
		return OffCode(t - wheelOff)
	}
	return "mark"
}
