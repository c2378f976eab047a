package tekhenuview

import (
	"slices"
	"sort"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// View is the Tekhenu board.
type View struct {
	gameview.Base
	lay *layout

	static  gameview.Layer[staticKey]
	dialPic dialPic // the dial as last drawn (dialpic.go)

	st   *tekhenu.State // the state as of the last Sync (a copy)
	dec  decision
	dice map[int]dieSpot // dice on the dial, where they lie

	pk      picker
	follow  target // a card clicked while Thoth asked its section: taken next (issue 22)
	refusal gameview.Refusal
	hover   []target

	tl  anim.Timeline
	fx  effects
	sfx soloFx

	ly layers // the pictures DrawTo and DrawPanelTo blit (layers.go)
}

// decision is what the seat to act is asked, read at Sync.
type decision struct {
	player int
	human  bool
	ms     []move
}

// dieSpot is a die on the dial.
type dieSpot struct {
	c    geom.Point
	size float64
}

// NewView makes the Tekhenu view for a match.
func NewView(env *gameview.Env) gameview.View {
	v := &View{Base: gameview.NewBase(env, seatColors, "tekhenu.ui.seat")}
	v.Layout(geom.R(0, 76, geom.LogicalW*0.7, geom.LogicalH-76))
	return v
}

// Layout places the board inside area.
func (v *View) Layout(area geom.Rect) {
	v.Area = area
	v.lay = newLayout(area)
	v.changed()
	v.soloLayout()
	v.placeDice()
}

// seatColors are the default seat colours.
var seatColors = []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow, render.Purple}

// Sync shows state s, animating events (nil jumps).
func (v *View) Sync(s engine.State, events []engine.Event, viewer gameview.Viewer) {
	st, ok := s.(*tekhenu.State)
	if !ok {
		return
	}
	prev := v.st
	v.changed()
	v.Viewer = viewer
	v.st = st.Clone().(*tekhenu.State)
	v.soloLayout()
	oldDice := v.dice
	v.placeDice()
	jump := events == nil || prev == nil || v.Env.AnimSpeed() == anim.Off
	v.tl.Clear()
	v.fx = effects{}
	v.sfx = soloFx{}
	if !jump {
		v.queue(prev, oldDice, events)
	}
	v.dec = decision{player: st.CurrentPlayer()}
	if v.dec.player >= 0 {
		v.dec.human = v.Human(v.dec.player)
		v.setLegal(st.Legal(nil))
	}
	v.pk.reset()
	if st.Phase() != tekhenu.PhThothPick {
		v.follow = target{}
	}
}

func (v *View) setLegal(legal []engine.Action) {
	v.changed()
	v.dec.ms = v.dec.ms[:0]
	for _, a := range legal {
		m := move{a: a, how: howTo(v.st, a)}
		if d := tekhenu.Decode(a); d.Kind == tekhenu.MoveTake && v.dec.human && !scribeUseful(v.st, v.Viewer, d) {
			m.hidden = true // a Scribe spent for nothing: not asked on the die (issue 22)
		}
		v.dec.ms = append(v.dec.ms, m)
	}
	// A die that only a Scribe makes usable keeps all its values; the
	// other values that change nothing stay one button away ("Spend
	// Scribes…": the die, then as on the die).
	shown := map[int]bool{}
	for _, m := range v.dec.ms {
		if m.how.prim.k == tDie && !m.hidden {
			shown[m.how.prim.i] = true
		}
	}
	for i, m := range v.dec.ms {
		if !m.hidden {
			continue
		}
		v.dec.ms[i].hidden = false
		if shown[m.how.prim.i] {
			v.dec.ms[i].how = choiceOf{prim: target{tBtn, bScribes}, parts: append([]int{m.how.prim.i}, m.how.parts...)}
		}
	}
}

func (v *View) legalActs() []engine.Action {
	out := make([]engine.Action, len(v.dec.ms))
	for i, m := range v.dec.ms {
		out[i] = m.a
	}
	return out
}

// placeDice lays the dice of each section out, sorted by status (Pure,
// Corrupt, Forbidden), colour and value.
func (v *View) placeDice() {
	v.dice = map[int]dieSpot{}
	if v.st == nil || v.lay == nil {
		return
	}
	for g := 0; g < tekhenu.NumGods; g++ {
		var ds []int
		for d := 0; d < tekhenu.NumDice; d++ {
			if v.st.DieInfo(d).Section == g {
				ds = append(ds, d)
			}
		}
		sort.SliceStable(ds, func(i, j int) bool {
			a, b := v.st.DieInfo(ds[i]), v.st.DieInfo(ds[j])
			sa, sb := v.st.Status(a.Colour, g), v.st.Status(b.Colour, g)
			if sa != sb {
				return sa < sb
			}
			if a.Colour != b.Colour {
				return a.Colour < b.Colour
			}
			return a.Value < b.Value
		})
		spots, size := v.lay.diceSpots(g, len(ds))
		for i, d := range ds {
			if i < len(spots) {
				v.dice[d] = dieSpot{spots[i], size}
			}
		}
	}
}

// Update advances the animations.
func (v *View) Update(dt float64) bool {
	v.tl.Speed = v.Env.AnimSpeed()
	if v.tl.Busy() {
		v.ly.frame++ // the board moves
	}
	v.tl.Advance(dt)
	return v.tl.Busy()
}

// Watch follows the pointer while no human may pick (hover, tooltips).
func (v *View) Watch(in []input.Intent) bool {
	redraw := false
	for _, it := range in {
		if it.Kind == input.Move || it.Kind == input.Click {
			if v.setPointer(geom.Pt(it.X, it.Y)) {
				redraw = true
			}
		}
	}
	return redraw
}

// Pick turns the pointer's intents into a legal action.
func (v *View) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	if !slices.Equal(legal, v.legalActs()) {
		v.setLegal(legal)
		v.pk.reset()
	}
	if f := v.follow; f.k != tNone {
		// The card clicked to choose its section is taken at once.
		v.follow = target{}
		if v.dec.human && v.st.Phase() == tekhenu.PhThothPick && !v.pk.partial() {
			if a, done, _ := v.click(f); done {
				return a, true, true
			}
		}
	}
	return pick.Pointer{
		Hover:   v.setPointer,
		ClickAt: v.clickAt,
		Refuse: func(p geom.Point) {
			if hits := v.hitsAt(p); len(hits) > 0 && v.dec.human {
				v.refuse(hits[0])
			}
		},
		Cancel: func() bool { return pick.Drop(v.pk.partial(), v.pk.reset) },
		Done:   v.pk.reset,
	}.Run(in)
}

func (v *View) setPointer(p geom.Point) bool {
	v.SetPointer(p)
	h := v.hitsAt(p)
	changed := !slices.Equal(h, v.hover)
	v.hover = h
	return changed
}

// CancelPick drops the partial selection.
func (v *View) CancelPick() { v.pk.reset(); v.follow = target{} }

// Selecting reports whether a choice of several clicks is half made.
func (v *View) Selecting() bool { return v.pk.partial() }

// Asked are the option buttons: tooltips never cover them.
func (v *View) Asked() []geom.Rect {
	if !v.dec.human {
		return nil
	}
	var out []geom.Rect
	for _, r := range v.barRects() {
		if !r.Empty() {
			out = append(out, r)
		}
	}
	return out
}

// traySeat is the seat whose balance and hand the tray shows: the human
// deciding now, else the human watching, else the seat to act.
func (v *View) traySeat() int {
	if v.st == nil {
		return -1
	}
	if v.dec.human && v.dec.player >= 0 {
		return v.dec.player
	}
	if v.Viewer >= 0 && v.Viewer < v.st.NumPlayers() {
		return v.Viewer
	}
	if v.dec.player >= 0 {
		return v.dec.player
	}
	return 0
}

// choiceItem is a card offered in the choice strip.
type choiceItem struct {
	id   int
	card cardID
}

// choices are the cards of a setup or keep-one choice the seat to act
// is making now, as the viewer may see them.
func (v *View) choices() []choiceItem {
	st := v.st
	if st == nil || v.dec.player < 0 {
		return nil
	}
	p := v.dec.player
	var out []choiceItem
	switch st.Phase() {
	case tekhenu.PhKeepDecree:
		if p != v.Viewer {
			return nil
		}
		pl, _ := st.PlayerView(p, v.Viewer)
		for i, c := range pl.Dealt {
			if c >= 0 {
				out = append(out, choiceItem{i, cardID{deckDecree, int(c)}})
			}
		}
	case tekhenu.PhDraftStart:
		for _, id := range st.StartChoices() {
			out = append(out, choiceItem{id, cardID{deckStart, id}})
		}
	case tekhenu.PhDestiny:
		for i := 0; i < 4; i++ {
			if st.DestinyHolder(i) < 0 {
				out = append(out, choiceItem{i, cardID{deckDestiny, i}})
			}
		}
	case tekhenu.PhKeepOne:
		for i, name := range st.KeepChoice(v.Viewer) {
			if c, ok := parseCard(name); ok {
				out = append(out, choiceItem{i, c})
			}
		}
	}
	return out
}

// hand is the cards of seat p shown as chips: Blessings first, then
// Technologies.
func (v *View) hand(p int) []cardID {
	if v.st == nil || p < 0 {
		return nil
	}
	pl, _ := v.st.PlayerView(p, v.Viewer)
	var out []cardID
	for i := 0; i < 24; i++ {
		if pl.Bless&(1<<i) != 0 {
			out = append(out, cardID{tekhenu.Blessing, i})
		}
	}
	for i := 0; i < 24; i++ {
		if pl.Tech&(1<<i) != 0 {
			out = append(out, cardID{tekhenu.Technology, i})
		}
	}
	return out
}

// hitsAt lists what lies under p, topmost first.
func (v *View) hitsAt(p geom.Point) []target {
	var out []target
	if v.st == nil || !v.Area.Contains(p) {
		return nil
	}
	l := v.lay
	bt := v.barButtons()
	for i, r := range v.barRects() {
		if r.Contains(p) {
			out = append(out, bt[i])
		}
	}
	cs := v.choices()
	if len(cs) > 0 {
		for i, c := range cs {
			if l.choiceCard(i, len(cs)).Contains(p) {
				out = append(out, target{tChoice, c.id})
			}
		}
	} else {
		for sec := 0; sec < tekhenu.NumSections; sec++ {
			if !v.st.SectionOpen(sec) {
				if l.secHead[sec].Contains(p) {
					out = append(out, target{tSection, sec})
				}
				continue
			}
			if l.refresh[sec].Contains(p) {
				out = append(out, target{tRefresh, sec})
			}
			for i := 0; i < tekhenu.SectionSize(sec); i++ {
				if l.market[sec][i].Contains(p) {
					out = append(out, target{tCard, sec*4 + i}, target{tSection, sec})
				}
			}
			if l.secHead[sec].Contains(p) {
				out = append(out, target{tSection, sec})
			}
		}
	}
	for i, c := range v.hand(v.traySeat()) {
		if i < l.chipsFit() && l.chip(i).Contains(p) && !(v.barWide() && v.dec.human) {
			out = append(out, target{tChip, c.deck*24 + c.idx})
		}
	}
	for g := 0; g < tekhenu.NumGods; g++ {
		for i := 0; i < v.st.GodStatueSlots(); i++ {
			if l.ringBox(g, 2+i).Contains(p) {
				out = append(out, target{tGodStatue, g})
			}
		}
	}
	var ds []int
	for d, s := range v.dice {
		if geom.RectFromCenter(s.c, s.size, s.size).Contains(p) {
			ds = append(ds, d)
		}
	}
	sort.Ints(ds)
	for _, d := range ds {
		out = append(out, target{tDie, d})
	}
	if g := l.hitSection(p); g >= 0 {
		out = append(out, target{tGod, g})
	}
	for c := 0; c < 25; c++ {
		if l.cells[c].Contains(p) {
			out = append(out, target{tCell, c})
		}
	}
	for i := range l.tslot {
		if l.tslot[i].Contains(p) {
			out = append(out, target{tTSlot, i})
		}
	}
	for i := range l.people {
		if l.people[i].Contains(p) {
			out = append(out, target{tPeople, i})
		}
	}
	for d := 0; d < tekhenu.NumDistricts; d++ {
		hit := l.district[d].Contains(p)
		for row := 0; row < 6; row++ {
			hit = hit || l.osiris[d][row].Contains(p)
		}
		if hit {
			out = append(out, target{tDistrict, d})
		}
	}
	return out
}

// targetRects are the rectangles where t may be clicked.
func (v *View) targetRects(t target) []geom.Rect {
	l := v.lay
	switch t.k {
	case tBtn, tOpt:
		bt := v.barButtons()
		for i, r := range v.barRects() {
			if bt[i] == t && !r.Empty() {
				return []geom.Rect{r}
			}
		}
	case tChoice:
		cs := v.choices()
		for i, c := range cs {
			if c.id == t.i {
				return []geom.Rect{l.choiceCard(i, len(cs))}
			}
		}
	case tChip:
		for i, c := range v.hand(v.traySeat()) {
			if c.deck*24+c.idx == t.i && i < l.chipsFit() {
				return []geom.Rect{l.chip(i)}
			}
		}
	case tRefresh:
		return []geom.Rect{l.refresh[t.i]}
	case tSection:
		h := l.secHead[t.i]
		return []geom.Rect{geom.R(h.X, h.Y, h.W-l.refresh[t.i].W-4, h.H), l.market[t.i][0]}
	case tCard:
		return []geom.Rect{l.market[t.i/4][t.i%4]}
	case tGodStatue:
		var out []geom.Rect
		for i := 0; i < v.st.GodStatueSlots(); i++ {
			if v.st.GodStatue(t.i, i) < 0 {
				out = append(out, l.ringBox(t.i, 2+i))
			}
		}
		return out
	case tDie:
		if s, ok := v.dice[t.i]; ok {
			return []geom.Rect{geom.RectFromCenter(s.c, s.size*0.6, s.size*0.6)}
		}
	case tCell:
		return []geom.Rect{l.cells[t.i]}
	case tTSlot:
		return []geom.Rect{l.tslot[t.i]}
	case tPeople:
		return []geom.Rect{l.people[t.i]}
	case tDistrict:
		_, val, _, _ := v.st.Performing()
		row := min(max(val, 1), 6) - 1
		return []geom.Rect{l.osiris[t.i][row], l.district[t.i]}
	}
	return nil
}

var tr = gameview.Tr

func (v *View) t(key string, args ...any) string { return v.T(key, args...) }
