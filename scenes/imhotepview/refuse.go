package imhotepview

import (
	"nilegames/engine/imhotep"
	"nilegames/input"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// Refused returns, once, why the last click Pick could not use did nothing
// (gameview.Refuser).
func (v *View) Refused() (string, []any, bool) { return v.refused.Take() }

// Selecting reports whether a choice of several clicks is half made
// (gameview.Selector).
func (v *View) Selecting() bool { return len(v.pk.prefix) > 0 }

// Asked are the controls the prompt asks for, which tooltips must leave
// visible (gameview.Asker): the action panel, and the pair to keep.
func (v *View) Asked() []geom.Rect {
	if v.lay == nil || v.target == nil || v.target.over || !v.dec.human {
		return nil
	}
	out := []geom.Rect{v.lay.actionBar()}
	if v.showPair() {
		out = append(out, v.lay.keepPanel())
	}
	return out
}

// Watch takes the pointer while no human may pick: a click on the board
// during another seat's turn says whose turn it is (gameview.Watcher).
func (v *View) Watch(in []input.Intent) bool {
	redraw := false
	for _, it := range in {
		switch it.Kind {
		case input.Move, input.Press, input.Release, input.Wheel:
			if v.setPointer(geom.Pt(it.X, it.Y)) {
				redraw = true
			}
		case input.Click:
			v.setPointer(geom.Pt(it.X, it.Y))
			if it.Button != input.ButtonLeft || v.target == nil || v.target.over || v.dec.human || v.dec.player < 0 {
				continue
			}
			if len(hits(v.areas, v.Pointer)) > 0 {
				v.refused.Set("imhotep.refuse.not_turn", "player", v.name(v.dec.player))
			}
		}
	}
	return redraw
}

// why explains a click on cands (most specific first) that completed or
// started nothing, from the rules as they stand; nil when nothing is
// clicked or no reason is known.
func (v *View) why(cands []target) gameview.Refusal {
	for _, t := range cands {
		if r := v.whyTarget(t); r != nil {
			return *r
		}
	}
	return gameview.Refusal{}
}

func (v *View) whyTarget(t target) *gameview.Refusal {
	b := v.target
	p := v.dec.player
	if b == nil || p < 0 || p >= b.np || b.over {
		return nil
	}
	loc := v.Env.Bundle()
	r := func(key string, args ...any) *gameview.Refusal { return &gameview.Refusal{Key: key, Args: args} }
	turn := v.dec.pend.Kind == "turn"
	mode, inMode := v.pk.mode()
	shipName := func(id int) string { return imhotep.Ships[id].ID[1:] }
	switch t.kind {
	case tButton:
		if t.idx < int(imhotep.NumCards) {
			if btn, ok := v.button(t.idx); ok && !btn.enabled {
				return v.whyCard(imhotep.Card(t.idx))
			}
			return nil
		}
		if t.idx == btnGet && turn {
			return v.whyGet()
		}
	case tSlot:
		if !turn {
			return nil
		}
		if !inMode && len(v.pk.prefix) == 0 && b.sled[p] == 0 {
			return r("imhotep.refuse.sled_empty")
		}
		if inMode && mode == imhotep.Sail && len(v.pk.prefix) == 1 {
			sv := b.ships[b.shipIndex(t.ship)]
			if n, m := load(sv), imhotep.Ships[t.ship].Minimum; n+1 < m {
				return r("imhotep.refuse.sail_min", "ship", shipName(t.ship), "n", m, "load", n)
			}
		}
	case tShip:
		i := b.shipIndex(t.ship)
		if i < 0 {
			return nil
		}
		sv := b.ships[i]
		spec := imhotep.Ships[t.ship]
		wantsSlot := v.wantsSlot()
		if wantsSlot && load(sv) == spec.Capacity {
			return r("imhotep.refuse.ship_full", "ship", shipName(t.ship))
		}
		if (turn && !inMode && len(v.pk.prefix) == 0) || (inMode && mode == imhotep.Lever && len(v.pk.prefix) == 1) {
			if n := load(sv); n < spec.Minimum {
				if turn && !inMode && b.sled[p] == 0 && n < spec.Capacity {
					return r("imhotep.refuse.sled_empty")
				}
				return r("imhotep.refuse.ship_min", "ship", shipName(t.ship), "n", spec.Minimum, "load", n)
			}
		}
	case tSite:
		s := imhotep.Site(t.idx)
		site := tr(loc, key("imhotep.site", s.String()))
		choosing := false
		for nt := range v.pk.next(v.dec.legal) {
			if nt.kind == tSite {
				choosing = true
			}
		}
		if d := b.docked(s); d >= 0 {
			if choosing {
				return r("imhotep.refuse.site_taken", "site", site)
			}
			if turn {
				return r("imhotep.refuse.ship_sailed", "ship", shipName(b.ships[d].id), "site", site)
			}
			return nil
		}
		if turn && !choosing {
			return r("imhotep.refuse.ship_first", "site", site)
		}
	case tMarket, tPair:
		if turn {
			return r("imhotep.refuse.market")
		}
	case tPyramid:
		if v.dec.pend.Kind == "pyramid" && t.idx >= 0 && t.idx < 3 && len(b.pyrB[t.idx]) >= 5 {
			return r("imhotep.refuse.pyramid_full")
		}
	case tStone:
		if v.dec.pend.Kind == "unload" {
			return r("imhotep.refuse.unloaded")
		}
	}
	return nil
}

// wantsSlot reports whether the click now being asked for is a free slot.
func (v *View) wantsSlot() bool {
	for nt := range v.pk.next(v.dec.legal) {
		if nt.kind == tSlot {
			return true
		}
	}
	// A plain turn: a slot would be wanted, had the sled a stone.
	return v.dec.pend.Kind == "turn" && len(v.pk.prefix) == 0
}

func (v *View) button(code int) (button, bool) {
	for _, b := range v.dec.buttons {
		if b.code == code {
			return b, true
		}
	}
	return button{}, false
}

func load(sv shipView) int {
	n := 0
	for _, o := range sv.slots {
		if o >= 0 {
			n++
		}
	}
	return n
}

// freeSlots counts the free slots of the ships still in the harbour.
func (b *board) freeSlots() int {
	n := 0
	for _, sv := range b.ships {
		if sv.dest < 0 {
			n += len(sv.slots) - load(sv)
		}
	}
	return n
}

func (v *View) whyGet() *gameview.Refusal {
	b, p := v.target, v.dec.player
	switch {
	case b.sled[p] >= imhotep.SledCapacity:
		return &gameview.Refusal{Key: "imhotep.refuse.sled_full", Args: []any{"n", imhotep.SledCapacity}}
	case b.quarry[p] == 0:
		return &gameview.Refusal{Key: "imhotep.refuse.quarry_empty"}
	}
	return nil
}

// whyCard says why blue card c cannot be played now, by the conditions of
// the rules (engine turnActions), checked in the same order.
func (v *View) whyCard(c imhotep.Card) *gameview.Refusal {
	b, p := v.target, v.dec.player
	r := func(k string, args ...any) *gameview.Refusal { return &gameview.Refusal{Key: k, Args: args} }
	if v.dec.pend.Kind != "turn" {
		return r("imhotep.refuse.card_now")
	}
	sled, free := b.sled[p], b.freeSlots()
	switch c {
	case imhotep.Lever:
		return r("imhotep.refuse.lever")
	case imhotep.Hammer:
		if free == 0 {
			return r("imhotep.refuse.no_free_slot")
		}
		if sled == 0 && b.quarry[p] == 0 {
			return r("imhotep.refuse.hammer_stones")
		}
	case imhotep.Sail:
		if sled == 0 {
			return r("imhotep.refuse.card_sled", "n", 1)
		}
		if free == 0 {
			return r("imhotep.refuse.no_free_slot")
		}
		return r("imhotep.refuse.sail")
	case imhotep.Chisel:
		if sled < 2 {
			return r("imhotep.refuse.card_sled", "n", 2)
		}
		if free < 2 {
			return r("imhotep.refuse.chisel_slots")
		}
	}
	return nil
}

// refusalText is a refusal in the player's language (for tooltips).
func (v *View) refusalText(rf *gameview.Refusal) string {
	if rf == nil {
		return ""
	}
	return tr(v.Env.Bundle(), rf.Key, rf.Args...)
}
