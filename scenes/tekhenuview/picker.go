package tekhenuview

import (
	"slices"
	"sort"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/pick"
)

// What can be clicked.
type tkind uint8

const (
	tNone      tkind = iota
	tDie             // i: die
	tGod             // i: god section
	tGodStatue       // i: god (its statue slots on the ring)
	tPeople          // i: people statue slot
	tCell            // i: temple cell
	tTSlot           // i: temple building slot
	tRefresh         // i: market section
	tSection         // i: market section
	tCard            // i: section*4 + slot
	tDistrict        // i: Osiris district
	tChip            // i: deck*24 + card index (a card in hand)
	tChoice          // i: the choice's card id
	tBtn             // i: bar button code (see b*)
	tOpt             // i: option code of the level asked
)

// Bar button codes.
const (
	bPass    = 0
	bProduce = 10  // + resource
	bTrack   = 20  // + resource
	bRes     = 30  // + resource
	bValue   = 40  // + value
	bD23     = 50  //
	bScribes = 60  // Scribes spent on a value that changes nothing (scribes.go)
	bBread   = 100 // + n
	bFaith   = 400 // + 0 right pan (Corrupt), 1 none, 2 left pan (Pure)
)

type target struct {
	k tkind
	i int
}

// choiceOf is how an action is made by clicks: a primary target, then
// one option per level where the candidates differ.
type choiceOf struct {
	prim  target
	parts []int
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// howTo maps a legal action of st to its clicks.
func howTo(st *tekhenu.State, a engine.Action) choiceOf {
	m := tekhenu.Decode(a)
	switch m.Kind {
	case tekhenu.MoveKeepDecree, tekhenu.MoveKeepOne:
		return choiceOf{prim: target{tChoice, m.I}}
	case tekhenu.MoveStart:
		return choiceOf{prim: target{tChoice, m.I}}
	case tekhenu.MoveDestiny:
		return choiceOf{prim: target{tChoice, m.I}, parts: []int{b2i(m.Opt)}}
	case tekhenu.MovePass:
		return choiceOf{prim: target{tBtn, bPass}}
	case tekhenu.MoveBless:
		return choiceOf{prim: target{tChip, tekhenu.Blessing*24 + m.I}, parts: []int{b2i(m.Opt)}}
	case tekhenu.MoveTake:
		return choiceOf{prim: target{tDie, m.Die}, parts: []int{m.Mode*10 + m.Colour, m.Value, b2i(m.Set)}}
	case tekhenu.MoveNoAction:
		return choiceOf{prim: target{tDie, m.Die}}
	case tekhenu.MoveProduce:
		return choiceOf{prim: target{tBtn, bProduce + m.I}, parts: []int{m.Delta + 2}}
	case tekhenu.MoveGod:
		return choiceOf{prim: target{tGod, m.I}, parts: []int{0, m.Delta + 2, b2i(m.Free), b2i(m.T19)}}
	case tekhenu.MoveExtra:
		return choiceOf{prim: target{tGod, m.I}, parts: []int{1, m.Delta + 2, b2i(m.Free), 0}}
	case tekhenu.MoveStatue:
		if m.I == 0 {
			_, v, _, _ := st.Performing()
			return choiceOf{prim: target{tGodStatue, st.HorusGod(v)}}
		}
		return choiceOf{prim: target{tPeople, m.I - 1}}
	case tekhenu.MoveColumn:
		return choiceOf{prim: target{tCell, m.I}, parts: []int{m.Rot}}
	case tekhenu.MoveBuilding:
		return choiceOf{prim: target{tTSlot, m.I}}
	case tekhenu.MoveRefresh:
		return choiceOf{prim: target{tRefresh, m.I}}
	case tekhenu.MoveSection:
		return choiceOf{prim: target{tSection, m.I}}
	case tekhenu.MoveCard:
		_, _, sec, _ := st.Performing()
		return choiceOf{prim: target{tCard, sec*4 + m.I}}
	case tekhenu.MoveDistrict:
		return choiceOf{prim: target{tDistrict, m.I}}
	case tekhenu.MoveTrack:
		return choiceOf{prim: target{tBtn, bTrack + m.I}}
	case tekhenu.MoveResource:
		return choiceOf{prim: target{tBtn, bRes + m.I}}
	case tekhenu.MoveValue:
		return choiceOf{prim: target{tBtn, bValue + m.Value}}
	case tekhenu.MoveFree:
		if m.I < tekhenu.NumGods {
			return choiceOf{prim: target{tGod, m.I}, parts: []int{m.Value, b2i(m.Free)}}
		}
		return choiceOf{prim: target{tBtn, bProduce + m.I - tekhenu.NumGods}, parts: []int{m.Value}}
	case tekhenu.MoveFaith:
		// The side first (a pan, or none), then how much.
		side := 1
		switch {
		case m.N > 0:
			side = 2
		case m.N < 0:
			side = 0
		}
		if m.N == 0 {
			return choiceOf{prim: target{tBtn, bFaith + side}}
		}
		return choiceOf{prim: target{tBtn, bFaith + side}, parts: []int{max(m.N, -m.N)}}
	case tekhenu.MoveBread:
		return choiceOf{prim: target{tBtn, bBread + m.N}}
	case tekhenu.MoveD23:
		return choiceOf{prim: target{tBtn, bD23}}
	}
	return choiceOf{}
}

// picker is the half-made choice: a primary target and the options
// chosen so far.
type picker struct {
	sel    target
	chosen []int
	// confirm: the action chosen, waiting for the click that plays the
	// Blessing it uses (bless.go); card is that Blessing.
	confirm engine.Action
	card    int
	asking  bool
}

func (pk *picker) reset()        { *pk = picker{} }
func (pk *picker) partial() bool { return pk.sel.k != tNone }

// cands are the legal actions (with their clicks) matching prim and
// the options chosen.
func cands(ms []move, prim target, chosen []int) []move {
	var out []move
	for _, m := range ms {
		if m.how.prim != prim || len(m.how.parts) < len(chosen) {
			continue
		}
		if slices.Equal(m.how.parts[:len(chosen)], chosen) {
			out = append(out, m)
		}
	}
	return out
}

// move is a legal action and how it is clicked.
type move struct {
	a   engine.Action
	how choiceOf
	// hidden: a Scribe spent on a value that changes nothing (scribes.go):
	// not asked on the die, offered behind "Spend Scribes…" instead.
	hidden bool
}

// narrow adds the options every candidate shares; it returns the action
// once one is left, or the codes offered at the level to ask.
func narrow(ms []move, prim target, chosen []int) (chosen2 []int, a engine.Action, done bool, offer []int) {
	var cs []pick.Clicked
	for _, m := range cands(ms, prim, nil) {
		cs = append(cs, pick.Clicked{A: m.a, Parts: m.how.parts})
	}
	return pick.Narrow(cs, chosen)
}

// click applies a click on t: it returns the action when complete, and
// whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
	ms := v.dec.ms
	if t.k == tOpt {
		if !v.pk.partial() {
			return 0, false, false
		}
		if v.pk.asking {
			if t.i != optConfirm {
				return 0, false, false
			}
			return v.pk.confirm, true, true
		}
		_, _, _, offer := narrow(ms, v.pk.sel, v.pk.chosen)
		if !slices.Contains(offer, t.i) {
			return 0, false, false
		}
		ch, a, done, _ := narrow(ms, v.pk.sel, append(slices.Clone(v.pk.chosen), t.i))
		if done {
			return v.confirmFirst(v.pk.sel, ch, a)
		}
		v.pk.chosen = ch
		return 0, false, true
	}
	if v.pk.asking && t == v.pk.sel {
		return 0, false, true // the confirmation stays asked
	}
	if len(cands(ms, t, nil)) == 0 {
		return 0, false, false
	}
	ch, a, done, _ := narrow(ms, t, nil)
	if done {
		return v.confirmFirst(t, ch, a)
	}
	v.pk.reset()
	v.pk.sel, v.pk.chosen = t, ch
	return 0, false, true
}

// confirmFirst returns a, unless a plays a Blessing no click chose: then
// the bar asks for it (bless.go).
func (v *View) confirmFirst(t target, ch []int, a engine.Action) (engine.Action, bool, bool) {
	card, ok := v.needsConfirm(a)
	if !ok {
		return a, true, true
	}
	v.pk = picker{sel: t, chosen: ch, confirm: a, card: card, asking: true}
	return 0, false, true
}

// offered are the options of the level asked now (none without a
// selection).
func (v *View) offered() []int {
	if !v.pk.partial() {
		return nil
	}
	if v.pk.asking {
		return []int{optConfirm}
	}
	_, _, _, offer := narrow(v.dec.ms, v.pk.sel, v.pk.chosen)
	if v.pk.sel.k == tDie && len(v.pk.chosen) == 1 {
		// The die's face value first: the default, no Scribe spent.
		face := v.st.DieInfo(v.pk.sel.i).Value
		if i := slices.Index(offer, face); i > 0 {
			offer = append(append([]int{face}, offer[:i]...), offer[i+1:]...)
		}
	}
	return offer
}

// barButtons are the buttons of the bar now: the options asked, or the
// primary buttons of the legal actions.
func (v *View) barButtons() []target {
	if v.pk.partial() {
		var out []target
		for _, c := range v.offered() {
			out = append(out, target{tOpt, c})
		}
		return out
	}
	seen := map[int]bool{}
	var codes []int
	for _, m := range v.dec.ms {
		if m.how.prim.k == tBtn && !seen[m.how.prim.i] {
			seen[m.how.prim.i] = true
			codes = append(codes, m.how.prim.i)
		}
	}
	sort.Ints(codes)
	out := make([]target, len(codes))
	for i, c := range codes {
		out[i] = target{tBtn, c}
	}
	return out
}

// next are the targets a click would use now (for the highlights).
func (v *View) next() map[target]bool {
	out := map[target]bool{}
	if !v.dec.human {
		return out
	}
	if v.pk.partial() {
		for _, c := range v.offered() {
			out[target{tOpt, c}] = true
		}
		out[v.pk.sel] = true
		return out
	}
	for _, m := range v.dec.ms {
		out[m.how.prim] = true
	}
	return out
}

// ClickFor is the clicks that pick a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	var how choiceOf
	found := false
	for _, m := range v.dec.ms {
		if m.a == a {
			how, found = m.how, true
		}
	}
	if !found || v.pk.partial() {
		return nil
	}
	saved := v.pk
	defer func() { v.pk = saved }()
	v.pk.reset()
	p, ok := v.pointOf(how.prim)
	if !ok {
		return nil
	}
	pts := []geom.Point{p}
	ch, got, done, _ := narrow(v.dec.ms, how.prim, nil)
	for !done {
		if len(ch) >= len(how.parts) {
			return nil
		}
		v.pk.sel, v.pk.chosen = how.prim, ch
		code := how.parts[len(ch)]
		q, ok := v.pointOf(target{tOpt, code})
		if !ok {
			return nil
		}
		pts = append(pts, q)
		ch, got, done, _ = narrow(v.dec.ms, how.prim, append(ch, code))
	}
	if got != a {
		return nil
	}
	if card, ok := v.needsConfirm(a); ok {
		v.pk = picker{sel: how.prim, chosen: ch, confirm: a, card: card, asking: true}
		q, ok := v.pointOf(target{tOpt, optConfirm})
		if !ok {
			return nil
		}
		pts = append(pts, q)
	}
	return pts
}

// pointOf is a point that hits t first, in the current layout and state.
func (v *View) pointOf(t target) (geom.Point, bool) {
	h := v.host()
	for _, r := range v.targetRects(t) {
		if q, ok := h.PointIn(t, r, pick.Fracs[:7], nil); ok {
			return q, true
		}
	}
	// A section: its wedge, away from the dice.
	if t.k == tGod {
		for _, rr := range []float64{0.5, 0.3, 0.7, 0.9, 0.2} {
			for _, da := range []float64{0, 0.35, -0.35, 0.7, -0.7} {
				r := v.lay.obR + (v.lay.ringR-v.lay.obR)*rr
				q := v.lay.polar(godAngle(t.i)+da*0.5, r)
				if h.At(q) == t {
					return q, true
				}
			}
		}
	}
	return geom.Point{}, false
}

// usable reports whether a click on t would do something now.
func (v *View) usable(t target) bool {
	if v.pk.asking && t == v.pk.sel {
		return true
	}
	if t.k == tOpt {
		return slices.Contains(v.offered(), t.i)
	}
	return len(cands(v.dec.ms, t, nil)) > 0
}

// firstUsable is the target a click on hits uses (Pick tries them in
// order), tNone when none.
func (v *View) firstUsable(hits []target) target { return v.host().First(hits) }

func (v *View) host() pick.Host[target] {
	return pick.Host[target]{Hit: v.hitsAt, Usable: v.usable, Click: v.click}
}

// clickAt clicks the targets under p in turn until one does something.
func (v *View) clickAt(p geom.Point) (engine.Action, bool, bool) {
	hits := v.hitsAt(p)
	for i, t := range hits {
		a, done, did := v.click(t)
		if done && t.k == tSection && i > 0 && hits[i-1].k == tCard && tekhenu.Decode(a).Kind == tekhenu.MoveSection {
			v.follow = hits[i-1] // the card clicked is taken once its section is
		}
		if done || did {
			return a, done, did
		}
	}
	return 0, false, false
}
