package pharaonview

import (
	"strconv"
	"strings"

	"nilegames/engine"
	"nilegames/engine/pharaon"
)

// The engine keeps its action codes to itself; its ActionString is stable
// (saves use it), so the picker reads the actions from it.

// mkind is what an action does.
type mkind uint8

const (
	mNone      mkind = iota
	mKeepNoble       // I: 0..1 of the pair
	mSetupJar        // I: Jar place
	mPass            // I: Jar place
	mPassNoJar       //
	mEndTurn         //
	mSplit           // I: 0 left, 1 right top resource to the tiles
	mPyrRes          // I: base resource
	mPyrSilver       //
	mPyrBonus        // I: Bonus position
	mPyrBag          //
	mArtisan         // I: slot 0..3, 4 the deck
	mNoble           // I: slot 0..2, 3 the deck
	mNile            // I: option
	mBurial          //
	mOffer           // I: lot, Extra
	mArrow           // I: track
	mBonus           // I: Bonus position
	mBonusBag        //
	mArtPick         // I: slot 0..3, 4 the deck
	mChoice          // I: base resource
	mWise            // From (0..4 a resource, 5..9 a Resource Offering), To
	mTreasurer       // From
	mTutor           // I: base resource
	mDiplomat        // Set
	mDecline         //
	mPay             // Pay
)

// move is one decoded action.
type move struct {
	K        mkind
	I        int
	Extra    bool
	From, To int
	Set      [3]int
	Pay      pharaon.Payment
}

// quarterMove reports an action of the Tablet that a payment follows.
func (m move) quarterMove() bool {
	switch m.K {
	case mArtisan, mNoble, mNile, mBurial, mOffer:
		return true
	}
	return false
}

// decode reads action a of st.
func decode(st *pharaon.State, a engine.Action) move {
	if p := pharaon.PaymentOf(a); p.Access >= 0 {
		return move{K: mPay, Pay: p}
	}
	return decodeString(st.ActionString(a))
}

func decodeString(s string) move {
	head, arg, _ := strings.Cut(s, ":")
	num := func(prefix string) int {
		n, err := strconv.Atoi(strings.TrimPrefix(arg, prefix))
		if err != nil || !strings.HasPrefix(arg, prefix) {
			return -1
		}
		return n
	}
	slot := func(deck int) int {
		if arg == "deck" {
			return deck
		}
		if n := num("slot"); n > 0 {
			return n - 1
		}
		return -1
	}
	switch head {
	case "keep":
		return move{K: mKeepNoble, I: num("noble") - 1}
	case "setup":
		return move{K: mSetupJar, I: num("jar") - 1}
	case "pass":
		if arg == "" {
			return move{K: mPassNoJar}
		}
		return move{K: mPass, I: num("jar") - 1}
	case "end":
		return move{K: mEndTurn}
	case "split":
		return move{K: mSplit, I: b2i(arg == "right-to-tiles")}
	case "pyramid":
		switch {
		case arg == "SIL":
			return move{K: mPyrSilver}
		case arg == "bag":
			return move{K: mPyrBag}
		case strings.HasPrefix(arg, "bonus"):
			return move{K: mPyrBonus, I: num("bonus") - 1}
		}
		return move{K: mPyrRes, I: resOf(arg)}
	case "artisan":
		return move{K: mArtisan, I: slot(4)}
	case "noble":
		return move{K: mNoble, I: slot(3)}
	case "nile":
		return move{K: mNile, I: num("N") - 1}
	case "burial":
		return move{K: mBurial}
	case "offerings":
		lot, plus, _ := strings.Cut(arg, "+")
		n, _ := strconv.Atoi(strings.TrimPrefix(lot, "lot"))
		return move{K: mOffer, I: n - 1, Extra: plus == "bonus"}
	case "arrow":
		return move{K: mArrow, I: resOf(arg)}
	case "bonus":
		if arg == "bag" {
			return move{K: mBonusBag}
		}
		n, _ := strconv.Atoi(arg)
		return move{K: mBonus, I: n - 1}
	case "artpick":
		return move{K: mArtPick, I: slot(4)}
	case "choice":
		return move{K: mChoice, I: resOf(arg)}
	case "wise":
		from, to, _ := strings.Cut(arg, ">")
		return move{K: mWise, From: tokenOf(from), To: resOf(to)}
	case "treasurer":
		return move{K: mTreasurer, From: tokenOf(arg)}
	case "tutor":
		return move{K: mTutor, I: resOf(arg)}
	case "diplomat":
		m := move{K: mDiplomat}
		for i, r := range strings.SplitN(arg, "+", 3) {
			m.Set[i] = resOf(r)
		}
		return m
	case "decline":
		return move{K: mDecline}
	}
	return move{}
}

// resOf is the resource of a stable code (AGR..COM, SIL), -1 unknown.
func resOf(code string) int {
	for r := 0; r < pharaon.NumRes; r++ {
		if pharaon.ResCode(r) == code {
			return r
		}
	}
	return -1
}

// tokenOf reads a Wise Woman / Treasurer token: 0..4 a resource, 5..9 the
// Resource Offering of that colour.
func tokenOf(code string) int {
	if strings.HasPrefix(code, "off") {
		if r := resOf(strings.TrimPrefix(code, "off")); r >= 0 && r < pharaon.NumBase {
			return pharaon.NumBase + r
		}
		return -1
	}
	return resOf(code)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
