package pharaonview

import (
	"strconv"

	"nilegames/engine/pharaon"
)

// prompt is the top bar's sentence: what the seat to act does now, in one
// sentence (pharaon.prompt.*).
func (v *View) prompt() (string, []any) {
	st := v.st
	if st == nil {
		return "pharaon.prompt.wait", nil
	}
	if st.Terminal() {
		return "pharaon.prompt.over", nil
	}
	seat := st.CurrentPlayer()
	who := []any{"player", v.Name(seat)}
	d := v.decision(v.Legal)
	if !d.Human {
		return "pharaon.prompt.other", who
	}
	with := func(key string, args ...any) (string, []any) {
		return "pharaon.prompt." + key, append(who, args...)
	}
	pp := &v.pk.pay
	switch {
	case pp.open:
		return with("pay", "what", v.payWhat(pp.st))
	case v.pk.Sel.kind == tLot:
		return with("offer_extra", "n", v.pk.Sel.i+1)
	case v.pk.Sel.kind == kPower:
		name := v.t("pharaon.noble." + strconv.Itoa(pharaon.NWiseWoman+v.pk.Sel.i))
		if len(v.pk.Chosen) == 0 {
			return with("power_from", "noble", name)
		}
		return with("power_to", "noble", name)
	}
	switch st.Phase() {
	case pharaon.PhSetupNoble:
		if _, ok := st.SetupPair(seat, v.Viewer); !ok {
			return "pharaon.prompt.other", who
		}
		return with("setup_noble")
	case pharaon.PhSetupJar:
		return with("setup_jar")
	case pharaon.PhTurn:
		for _, c := range d.Ms {
			if c.M.K == mPassNoJar {
				return with("turn_last")
			}
		}
		return with("turn")
	case pharaon.PhArrow:
		return with("arrow")
	case pharaon.PhBonus:
		return with("bonus")
	case pharaon.PhArtisan:
		return with("artisan")
	case pharaon.PhChoice:
		return with("choice")
	case pharaon.PhDiplomat:
		return with("diplomat", "n", len(v.pk.basket))
	case pharaon.PhTutor:
		return with("tutor")
	case pharaon.PhPyramid:
		return with("pyramid")
	case pharaon.PhEnd:
		return with("end")
	case pharaon.PhSplit:
		return with("split")
	}
	return "pharaon.prompt.wait", nil
}
