package imhotepview

import (
	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/render/geom"
)

// The picker turns clicks on targets into legal actions. Every action is
// a fixed sequence of targets (seqOf); the picker keeps the targets clicked
// so far (a prefix) and completes an action when the prefix equals its
// sequence. What glows is the next target of every legal action that
// extends the prefix. ClickFor walks the same sequences, so a test can feed
// its points back through Pick and get the action back.

type tkind uint8

const (
	tNone    tkind = iota
	tButton        // action bar button; idx is a button code
	tSlot          // a free slot of a harbour ship {ship, slot}
	tShip          // a harbour ship as a whole {ship}
	tSite          // a site's dock or board {site}
	tStone         // a stone on the ship being unloaded with a Lever {ship, slot}
	tMarket        // face-up market space {idx}
	tPair          // the Market B face-down pair
	tPyramid       // Pyramid B pyramid {idx}
	tKeep          // a card of the hidden pair shown to its taker {idx = card}
)

type target struct {
	kind tkind
	ship int
	slot int
	idx  int
}

// Button codes: the turn's plain actions, the blue cards (by card), the
// decisions' answers.
const (
	btnGet = 100 + iota
	btnPass
	btnNothing
	btnTake
	btnDecline
	btnPoint
	btnStones
)

func btnCard(c imhotep.Card) int { return int(c) }

// seqOf is the sequence of targets that makes action a.
func seqOf(a engine.Action) []target {
	k, ship, slot, low := imhotep.SplitAction(a)
	switch k {
	case imhotep.KindGet:
		return []target{{kind: tButton, idx: btnGet}}
	case imhotep.KindPass:
		return []target{{kind: tButton, idx: btnPass}}
	case imhotep.KindPlace, imhotep.KindChisel2, imhotep.KindBonusShip:
		return []target{{kind: tSlot, ship: ship, slot: slot}}
	case imhotep.KindSail:
		return []target{{kind: tShip, ship: ship}, {kind: tSite, idx: low}}
	case imhotep.KindLever:
		return []target{{kind: tButton, idx: btnCard(imhotep.Lever)}, {kind: tShip, ship: ship}, {kind: tSite, idx: low}}
	case imhotep.KindHammer:
		return []target{{kind: tButton, idx: btnCard(imhotep.Hammer)}, {kind: tSlot, ship: ship, slot: slot}}
	case imhotep.KindSailCard:
		return []target{{kind: tButton, idx: btnCard(imhotep.Sail)}, {kind: tSlot, ship: ship, slot: slot}, {kind: tSite, idx: low}}
	case imhotep.KindChisel:
		return []target{{kind: tButton, idx: btnCard(imhotep.Chisel)}, {kind: tSlot, ship: ship, slot: slot}}
	case imhotep.KindUnload:
		return []target{{kind: tStone, ship: -1, slot: slot}}
	case imhotep.KindPick:
		return []target{{kind: tMarket, idx: low}}
	case imhotep.KindPickPair:
		return []target{{kind: tPair}}
	case imhotep.KindPickNone:
		return []target{{kind: tButton, idx: btnNothing}}
	case imhotep.KindKeep:
		return []target{{kind: tKeep, idx: low}}
	case imhotep.KindPyramid:
		return []target{{kind: tPyramid, idx: low}}
	case imhotep.KindBonusTake:
		return []target{{kind: tButton, idx: btnTake}}
	case imhotep.KindBonusDecline:
		return []target{{kind: tButton, idx: btnDecline}}
	case imhotep.KindTemplePoint:
		return []target{{kind: tButton, idx: btnPoint}}
	case imhotep.KindTempleStones:
		return []target{{kind: tButton, idx: btnStones}}
	}
	return nil
}

// picker holds the partial selection.
type picker struct {
	prefix []target
	// unload maps a clicked stone's slot on the Lever ship to the slot of the
	// legal unload action of its colour (stones of a colour are alike).
	unload map[int]int
}

func (p *picker) reset() { p.prefix = p.prefix[:0] }

func hasPrefix(seq, prefix []target) bool {
	if len(prefix) > len(seq) {
		return false
	}
	for i, t := range prefix {
		if seq[i] != t {
			return false
		}
	}
	return true
}

// normalize maps a clicked target to the target the sequences use.
func (p *picker) normalize(t target) target {
	if t.kind == tStone {
		if s, ok := p.unload[t.slot]; ok {
			return target{kind: tStone, ship: -1, slot: s}
		}
		return target{kind: tStone, ship: -1, slot: -100}
	}
	return t
}

// click feeds the candidate targets under the pointer (most specific
// first). It returns the completed action, and whether the click did
// anything at all.
func (p *picker) click(cands []target, legal []engine.Action) (engine.Action, bool, bool) {
	// Clicking the last selected target again steps back.
	if n := len(p.prefix); n > 0 {
		for _, t := range cands {
			if p.normalize(t) == p.prefix[n-1] {
				p.prefix = p.prefix[:n-1]
				return 0, false, true
			}
		}
	}
	for _, fresh := range []bool{false, true} {
		if fresh && len(p.prefix) == 0 {
			break
		}
		base := p.prefix
		if fresh {
			base = nil
		}
		for _, t := range cands {
			t = p.normalize(t)
			np := append(append([]target(nil), base...), t)
			var done engine.Action
			found, partial := false, false
			for _, a := range legal {
				seq := seqOf(a)
				if !hasPrefix(seq, np) {
					continue
				}
				if len(seq) == len(np) {
					done, found = a, true
					break
				}
				partial = true
			}
			if found {
				p.prefix = p.prefix[:0]
				return done, true, true
			}
			if partial {
				p.prefix = np
				return 0, false, true
			}
		}
	}
	return 0, false, false
}

// next lists the targets that continue the prefix toward a legal action.
func (p *picker) next(legal []engine.Action) map[target]bool {
	out := map[target]bool{}
	for _, a := range legal {
		seq := seqOf(a)
		if len(seq) > len(p.prefix) && hasPrefix(seq, p.prefix) {
			out[seq[len(p.prefix)]] = true
		}
	}
	return out
}

// selected reports whether t is part of the partial selection.
func (p *picker) selected(t target) bool {
	for _, s := range p.prefix {
		if s == t {
			return true
		}
	}
	return false
}

// mode is the blue card being played, if the selection started with one.
func (p *picker) mode() (imhotep.Card, bool) {
	if len(p.prefix) > 0 && p.prefix[0].kind == tButton && p.prefix[0].idx < int(imhotep.NumCards) {
		return imhotep.Card(p.prefix[0].idx), true
	}
	return 0, false
}

// hitArea is one clickable target and its shape, with a z order.
type hitArea struct {
	t     target
	shape interface{ Contains(geom.Point) bool }
	z     int
	at    geom.Point // where ClickFor clicks it
	rect  geom.Rect
}

// hits lists the targets under pt, most specific (highest z) first.
func hits(areas []hitArea, pt geom.Point) []target {
	var out []target
	var zs []int
	for _, a := range areas {
		if !a.shape.Contains(pt) {
			continue
		}
		i := len(out)
		for i > 0 && zs[i-1] < a.z {
			i--
		}
		out = append(out, target{})
		zs = append(zs, 0)
		copy(out[i+1:], out[i:])
		copy(zs[i+1:], zs[i:])
		out[i], zs[i] = a.t, a.z
	}
	return out
}

// areaOf finds the hit area of a target.
func areaOf(areas []hitArea, t target) (hitArea, bool) {
	for _, a := range areas {
		if a.t == t {
			return a, true
		}
	}
	return hitArea{}, false
}
