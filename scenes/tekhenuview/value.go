package tekhenuview

import (
	"nilegames/engine"
	"nilegames/engine/tekhenu"
)

// A column's power may grant a Divine Action (§8.1, A29: Thoth 1, Horus
// 1–3, Osiris 3). The engine waits in PhValue for its value; the view
// learns the god and the cost by playing the choice on a copy, so the
// prompt names the right god and the options say what they cost before
// the player commits (issue 22, first-time player pass #12).

// valueAction plays value action a on a copy: the god it performs for and
// the copy in that god's phase (nil when a does not start an action).
func (v *View) valueAction(a engine.Action) (int, *tekhenu.State) {
	c := v.st.Clone().(*tekhenu.State)
	if c.Apply(a) != nil {
		return -1, nil
	}
	g, _, _, ok := c.Performing()
	if !ok {
		return -1, nil
	}
	return g, c
}

// valueActions are the legal value choices now (not Pass), by value.
func (v *View) valueActions() map[int]engine.Action {
	out := map[int]engine.Action{}
	if v.st == nil || v.st.Phase() != tekhenu.PhValue {
		return out
	}
	for _, a := range v.st.Legal(nil) {
		if m := tekhenu.Decode(a); m.Kind == tekhenu.MoveValue {
			out[m.Value] = a
		}
	}
	return out
}

// valueGod is the god of the Divine Action the column grants now (-1 when
// none can be done).
func (v *View) valueGod() int {
	return v.memoized(memoKey{"god", 0, 0}, func() [3]int {
		for _, a := range v.valueActions() {
			if g, _ := v.valueAction(a); g >= 0 {
				return [3]int{g}
			}
		}
		return [3]int{-1}
	})[0]
}

// happinessLoss is what the Osiris action waiting in s costs player p in
// Happiness, measured by building in the first legal district of a copy
// (0 when it costs nothing: a Start card's action, §8.7).
func happinessLoss(s *tekhenu.State, p, viewer int) int {
	if g, _, _, ok := s.Performing(); !ok || g != tekhenu.Osiris {
		return 0
	}
	before, _ := s.PlayerView(p, viewer)
	for _, a := range s.Legal(nil) {
		if tekhenu.Decode(a).Kind != tekhenu.MoveDistrict {
			continue
		}
		c := s.Clone().(*tekhenu.State)
		if c.Apply(a) != nil {
			continue
		}
		after, _ := c.PlayerView(p, viewer)
		return max(int(before.Happ)-int(after.Happ), 0)
	}
	return 0
}

// valueCost is the Happiness the value option v costs the player (0 when
// nothing).
func (v *View) valueCost(val int) int {
	return v.memoized(memoKey{"cost", val, v.dec.player}, func() [3]int { return [3]int{v.valueCost1(val)} })[0]
}

func (v *View) valueCost1(val int) int {
	a, ok := v.valueActions()[val]
	if !ok {
		return 0
	}
	_, c := v.valueAction(a)
	if c == nil {
		return 0
	}
	return happinessLoss(c, v.dec.player, v.Viewer)
}

// valueTip explains a PhValue bar button: the action it does, with its
// cost, or what passing means.
func (v *View) valueTip(c int) []string {
	if c == bPass {
		return []string{v.t("tekhenu.tip.value_pass")}
	}
	val := c - bValue
	a, ok := v.valueActions()[val]
	if !ok {
		return nil
	}
	g, _ := v.valueAction(a)
	if g < 0 {
		return nil
	}
	lines := []string{v.t("tekhenu.tip.value_option", "god", v.t("tekhenu.ui.god."+godCodes[g]), "v", val),
		v.t("tekhenu.tip.god." + godCodes[g])}
	if n := v.valueCost(val); n > 0 {
		pl, _ := v.st.PlayerView(v.dec.player, v.Viewer)
		lines = append(lines, v.t("tekhenu.tip.value_happ", "n", n, "from", int(pl.Happ), "to", int(pl.Happ)-n))
	}
	return lines
}
