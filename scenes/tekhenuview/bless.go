package tekhenuview

import (
	"slices"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
)

// Blessings are played only when their owner decides (§5.11, §8.2): an
// action that plays one is confirmed by a click on "Play B15 …" when the
// clicks so far did not choose it, e.g. when a god's action can only be
// paid with the Blessing (issue 22).

// optConfirm is the option code of the confirmation button.
const optConfirm = 9000

// blessFlag is the index, in the option codes of a's clicks, of the
// choice that plays a Blessing, and the Blessing played (0-based card
// index); -1 when a plays none.
func (v *View) blessFlag(a engine.Action, how choiceOf) (lvl, card int) {
	m := tekhenu.Decode(a)
	p := v.dec.player
	if p < 0 || v.st == nil {
		return -1, -1
	}
	pl, _ := v.st.PlayerView(p, v.Viewer)
	held := func(ids ...int) int {
		for _, b := range ids {
			if pl.Bless&(1<<b) != 0 {
				return b
			}
		}
		return -1
	}
	free := func(g int) int {
		switch g {
		case tekhenu.Horus, tekhenu.Ra:
			return held(12, 13)
		case tekhenu.Hathor, tekhenu.Bastet:
			return held(14, 15)
		}
		return -1
	}
	switch m.Kind {
	case tekhenu.MoveGod, tekhenu.MoveExtra:
		if m.Free && len(how.parts) > 2 {
			return 2, free(m.I)
		}
	case tekhenu.MoveFree:
		if m.Free && m.I < tekhenu.NumGods && len(how.parts) > 1 {
			return 1, free(m.I)
		}
	case tekhenu.MoveTake:
		if m.Set && len(how.parts) > 2 {
			return 2, held(8, 9)
		}
	}
	return -1, -1
}

// needsConfirm reports whether a plays a Blessing that no click chose:
// no legal action differs from it only by not playing the Blessing.
func (v *View) needsConfirm(a engine.Action) (card int, ok bool) {
	var how choiceOf
	for _, m := range v.dec.ms {
		if m.a == a {
			how = m.how
		}
	}
	lvl, card := v.blessFlag(a, how)
	if lvl < 0 || card < 0 {
		return -1, false
	}
	for _, m := range v.dec.ms {
		if m.a == a || m.how.prim != how.prim || len(m.how.parts) != len(how.parts) {
			continue
		}
		alt := slices.Clone(how.parts)
		alt[lvl] = 1 - alt[lvl]
		if slices.Equal(m.how.parts, alt) {
			return -1, false // "Pay the cost" or "Free (Blessing)" was asked
		}
	}
	return card, true
}
