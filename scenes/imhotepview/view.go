package imhotepview

import (
	"slices"

	"nilegames/engine"
	"nilegames/engine/imhotep"
	"nilegames/input"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// View is the Imhotep board.
type View struct {
	gameview.Base
	lay *layout

	static gameview.Layer[staticKey]

	target *board // the state as of the last Sync
	d      *board // what is drawn: the state as of the animation
	x      extras
	dec    decision

	pk      picker
	refused gameview.Refusal // why the last unused click did nothing
	areas   []hitArea
	hover   []target

	tl    anim.Timeline
	fx    effects
	clock float64
	chips []chip
	pages map[int]int // by seat: the page of cards its panel shows
}

// chip is a held card drawn in a seat's panel, for tooltips.
type chip struct {
	r    geom.Rect
	card imhotep.Card
	// more: the cards of a "more" chip (no room for theirs), held by seat.
	more []imhotep.Card
	seat int
}

// decision is what the current seat is asked, read at Sync.
type decision struct {
	pend    imhotep.Pending
	player  int
	human   bool
	legal   []engine.Action
	pair    []imhotep.Card // the hidden pair, shown only to its taker
	unload  map[int]int    // Lever order: clicked slot -> legal slot
	chosen  []int          // Lever order chosen so far (slots)
	stones  int            // stones a bonus / temple choice would give
	buttons []button
}

type button struct {
	code    int
	key     string
	n       int
	enabled bool
}

// NewView makes the Imhotep view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{Base: gameview.NewBase(env, nil, ""), pages: map[int]int{}}
	v.Layout(geom.R(0, 64, geom.LogicalW*0.7, geom.LogicalH-64))
	return v
}

func (v *View) np() int {
	if v.target != nil {
		return v.target.np
	}
	return 4
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.Area = area
	v.lay = newLayout(area, v.np())
	v.rebuildAreas()
}

// Sync shows state s, animating events (nil jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*imhotep.State)
	if !ok {
		return
	}
	v.Viewer = viewer
	jump := events == nil || v.target == nil || v.target.np != st.NumPlayers() || v.Env.AnimSpeed() == anim.Off
	if v.target == nil || events == nil || v.target.np != st.NumPlayers() {
		v.x = replayExtras(st)
	} else {
		for _, e := range events {
			v.x.apply(e)
		}
		if !v.x.consistent(st) {
			v.x = replayExtras(st)
		}
	}
	tgt := snapshot(st, v.x)
	if v.target == nil || v.target.np != tgt.np {
		v.lay = newLayout(v.Area, tgt.np)
	}
	if jump {
		v.tl.Clear()
		v.fx = effects{}
		v.d = tgt.clone()
	} else {
		v.queue(events, tgt)
	}
	v.target = tgt
	v.dec = v.decide(st, viewer)
	v.pk.reset()
	v.pk.unload = v.dec.unload
	v.rebuildAreas()
}

func (v *View) decide(st *imhotep.State, viewer int) decision {
	d := decision{pend: st.PendingDecision(), player: st.CurrentPlayer()}
	d.human = v.Human(d.player)
	d.legal = st.Legal(nil)
	p := d.player
	switch d.pend.Kind {
	case "keep":
		d.pair = st.PendingPair(viewer)
	case "unload":
		d.unload = map[int]int{}
		for slot := range st.ShipSlots(d.pend.Ship) {
			if a, ok := st.UnloadFor(slot); ok {
				_, _, k, _ := imhotep.SplitAction(a)
				d.unload[slot] = k
			}
		}
		h := st.History()
		for i := len(h) - 1; i >= 0; i-- {
			k, _, slot, _ := imhotep.SplitAction(h[i])
			if k != imhotep.KindUnload {
				break
			}
			d.chosen = append([]int{slot}, d.chosen...)
		}
	case "bonus":
		d.stones = min(imhotep.BonusStonesMax, imhotep.SledCapacity-st.Sled(p), st.Quarry(p))
	case "temple":
		d.stones = min(imhotep.TempleChoiceStones, imhotep.SledCapacity-st.Sled(p), st.Quarry(p))
	}
	d.buttons = buttonsFor(d, v.target)
	return d
}

// buttonsFor lists the action bar's buttons for decision d.
func buttonsFor(d decision, b *board) []button {
	has := func(k imhotep.Kind) bool {
		for _, a := range d.legal {
			if kk, _, _, _ := imhotep.SplitAction(a); kk == k {
				return true
			}
		}
		return false
	}
	var out []button
	switch d.pend.Kind {
	case "turn":
		if has(imhotep.KindPass) {
			return []button{{code: btnPass, key: "imhotep.ui.btn_pass", enabled: true}}
		}
		out = append(out, button{code: btnGet, key: "imhotep.ui.btn_get", enabled: has(imhotep.KindGet)})
		kinds := map[imhotep.Card]imhotep.Kind{imhotep.Lever: imhotep.KindLever, imhotep.Hammer: imhotep.KindHammer, imhotep.Sail: imhotep.KindSailCard, imhotep.Chisel: imhotep.KindChisel}
		for _, c := range []imhotep.Card{imhotep.Lever, imhotep.Hammer, imhotep.Sail, imhotep.Chisel} {
			n := 0
			if b != nil && d.player >= 0 {
				n = b.cards[d.player][c]
			}
			if n > 0 {
				out = append(out, button{code: btnCard(c), key: "imhotep.card." + c.String(), n: n, enabled: has(kinds[c])})
			}
		}
	case "pick":
		out = append(out, button{code: btnNothing, key: "imhotep.ui.btn_nothing", enabled: true})
	case "bonus":
		switch d.pend.Bonus {
		case "card":
			out = append(out, button{code: btnTake, key: "imhotep.ui.btn_draw", enabled: true})
		case "stones":
			out = append(out, button{code: btnTake, key: "imhotep.ui.btn_stones", n: d.stones, enabled: true})
		}
		out = append(out, button{code: btnDecline, key: "imhotep.ui.btn_decline", enabled: true})
	case "temple":
		out = append(out,
			button{code: btnPoint, key: "imhotep.ui.btn_point", n: imhotep.TempleChoicePoints, enabled: true},
			button{code: btnStones, key: "imhotep.ui.btn_stones", n: d.stones, enabled: true})
	}
	return out
}

// showPair reports whether the hidden pair is shown to the viewer now.
func (v *View) showPair() bool {
	return v.dec.pend.Kind == "keep" && v.dec.human && len(v.dec.pair) > 0
}

// rebuildAreas lists the clickable targets of the current position.
func (v *View) rebuildAreas() {
	v.areas = v.areas[:0]
	b := v.target
	l := v.lay
	if b == nil || l == nil {
		return
	}
	add := func(t target, r geom.Rect, z int) {
		v.areas = append(v.areas, hitArea{t: t, shape: r, z: z, at: r.Center(), rect: r})
	}
	if v.dec.human {
		for i, bt := range v.dec.buttons {
			add(target{kind: tButton, idx: bt.code}, l.button(i, len(v.dec.buttons)), 5)
		}
		if v.dec.player >= 0 && v.dec.player < b.np && v.dec.pend.Kind == "turn" {
			add(target{kind: tButton, idx: btnGet}, l.supplyRow(v.dec.player), 1)
		}
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		add(target{kind: tSite, idx: int(s)}, l.dock(s), 1)
	}
	for s := imhotep.Site(0); s < imhotep.NumSites; s++ {
		add(target{kind: tSite, idx: int(s)}, l.site(s), 0)
	}
	for i, sv := range b.ships {
		c := imhotep.Ships[sv.id].Capacity
		if sv.dest < 0 {
			br := l.berth(i)
			hull := l.shipRect(br, c)
			sc := hull.Center()
			v.areas = append(v.areas, hitArea{t: target{kind: tShip, ship: sv.id}, shape: hull, z: 2, at: l.bowPoint(sc, c), rect: hull})
			for k, o := range sv.slots {
				if o < 0 {
					add(target{kind: tSlot, ship: sv.id, slot: k}, l.slotRect(sc, c, k), 3)
				}
			}
			continue
		}
		if v.dec.pend.Kind == "unload" && v.dec.pend.Ship == sv.id {
			sc := l.shipCenterAt(l.dock(sv.dest), c)
			for k, o := range sv.slots {
				if o >= 0 {
					add(target{kind: tStone, ship: sv.id, slot: k}, l.slotRect(sc, c, k), 3)
				}
			}
		}
	}
	nface := imhotep.MarketASpaces
	if b.sideB[imhotep.Market] {
		nface = imhotep.MarketBSpaces
		if b.pair > 0 {
			add(target{kind: tPair}, l.marketSpace(3), 2)
		}
	}
	for i := 0; i < nface; i++ {
		if b.face[i] != imhotep.NoCard {
			add(target{kind: tMarket, idx: i}, l.marketSpace(i), 2)
		}
	}
	if b.sideB[imhotep.Pyramid] {
		for k := 0; k < 3; k++ {
			add(target{kind: tPyramid, idx: k}, l.pyramidB(k), 2)
		}
	}
	if v.showPair() {
		for i, c := range v.dec.pair {
			add(target{kind: tKeep, idx: int(c)}, l.keepCard(i, len(v.dec.pair)), 10)
		}
	}
}

// Update advances the animations.
func (v *View) Update(dt float64) bool {
	v.clock += dt
	v.tl.Speed = v.Env.AnimSpeed()
	v.tl.Advance(dt)
	v.fx.advance(dt * v.rate())
	return v.tl.Busy() || v.fx.busy()
}

func (v *View) rate() float64 {
	switch v.Env.AnimSpeed() {
	case anim.Fast:
		return 2
	case anim.Off:
		return 1e9
	}
	return 1
}

// Pick turns the pointer's intents into a legal action.
func (v *View) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if !slices.Equal(legal, v.dec.legal) {
		v.dec.legal = append(v.dec.legal[:0], legal...)
		v.dec.buttons = buttonsFor(v.dec, v.target)
		v.rebuildAreas()
	}
	return pick.Pointer{
		Hover: v.setPointer,
		ClickAt: func(p geom.Point) (engine.Action, bool, bool) {
			a, done, did := v.pk.click(hits(v.areas, p), legal)
			if did {
				v.refused.Clear()
			}
			return a, done, did
		},
		Refuse: func(p geom.Point) {
			if v.dec.human && !v.busy() {
				v.refused = v.why(hits(v.areas, p))
			}
		},
		Cancel: func() bool { return pick.Drop(len(v.pk.prefix) > 0, v.pk.reset) },
		Other: func(it input.Intent) (engine.Action, bool, bool) {
			return 0, false, it.Kind == input.Wheel && v.setPointer(geom.Pt(it.X, it.Y))
		},
	}.Run(in)
}

func (v *View) setPointer(p geom.Point) bool {
	v.SetPointer(p)
	h := hits(v.areas, p)
	changed := !slices.Equal(h, v.hover)
	v.hover = h
	return changed
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.pk.reset() }

// ClickFor returns the logical points to click, in order, for Pick to
// return a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	var pts []geom.Point
	for _, t := range seqOf(a) {
		ar, ok := v.areaFor(t)
		if !ok {
			return nil
		}
		pts = append(pts, ar.at)
	}
	return pts
}

func (v *View) areaFor(t target) (hitArea, bool) {
	if t.kind != tStone {
		return areaOf(v.areas, t)
	}
	var best hitArea
	found := false
	for _, a := range v.areas {
		if a.t.kind != tStone || v.pk.unload[a.t.slot] != t.slot {
			continue
		}
		if !found || a.t.slot == t.slot {
			best, found = a, true
		}
	}
	return best, found
}

// legalNext is the set of targets that glow now.
func (v *View) legalNext() map[target]bool {
	if !v.dec.human || v.busy() {
		return nil
	}
	return v.pk.next(v.dec.legal)
}

func (v *View) busy() bool { return v.tl.Busy() }

// hovered is the target the pointer is over that the picker would take.
func (v *View) hovered(next map[target]bool) (target, bool) {
	for _, t := range v.hover {
		if next[v.pk.normalize(t)] {
			return t, true
		}
	}
	return target{}, false
}

func (v *View) name(p int) string {
	if s, ok := v.Env.Seat(p); ok && s.Name != "" {
		return s.Name
	}
	if l := v.Env.Bundle(); l != nil {
		return tr(l, key("imhotep.color", pcOf(max(p, 0)).String()))
	}
	return pcOf(max(p, 0)).String()
}

// Prompt is the top bar's sentence: what the current seat is choosing.
func (v *View) Prompt() (string, []any) {
	if v.target == nil {
		return "imhotep.prompt.wait", nil
	}
	if v.target.over || v.dec.player < 0 {
		return "imhotep.prompt.over", nil
	}
	args := []any{"player", v.name(v.dec.player), "n", v.dec.stones}
	key := ""
	switch v.dec.pend.Kind {
	case "turn":
		key = "turn"
		if c, ok := v.pk.mode(); ok {
			n := len(v.pk.prefix)
			switch c {
			case imhotep.Lever:
				key = map[bool]string{true: "lever_ship", false: "lever_site"}[n == 1]
			case imhotep.Hammer:
				key = "hammer_slot"
			case imhotep.Sail:
				key = map[bool]string{true: "sailcard_slot", false: "sailcard_site"}[n == 1]
			case imhotep.Chisel:
				key = "chisel_slot"
			}
		} else if len(v.pk.prefix) == 1 && v.pk.prefix[0].kind == tShip {
			key = "sail_site"
		} else if len(v.dec.legal) == 1 {
			if k, _, _, _ := imhotep.SplitAction(v.dec.legal[0]); k == imhotep.KindPass {
				key = "pass"
			}
		}
	case "unload":
		key = "unload"
	case "pick":
		key = "pick"
	case "keep":
		key = "keep"
	case "pyramid":
		key = "pyramid"
	case "bonus":
		key = "bonus_" + v.dec.pend.Bonus
	case "chisel2":
		key = "chisel2"
	case "temple":
		key = "temple"
	default:
		key = "turn"
	}
	return "imhotep.prompt." + key, args
}
