package egiziaview

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// The picker's controls: a dock over a part of the board that holds no
// target of the decision (the Pyramid, the Sphinx hand, the Statues or
// the Colonnade), with a line of information (the feeding's Wheat against
// the Strength, the build's cost against its Strength and Stone), the
// options asked, and the buttons (Pass, Done, Feed...).

// item is one thing the picker draws: a control when T is set.
type item = pick.Item[target, *ebiten.Image]

// Button looks.
var btnFill = render.Lighten(render.Turquoise, 0.55)

// controlHit lists the picker's controls under p, topmost first.
func (v *View) controlHit(p geom.Point) []target { return pick.ControlHit(v.pickItems(), p) }

// controlRect is where control t is.
func (v *View) controlRect(t target) (geom.Rect, bool) {
	return pick.ControlRect(v.pickItems(), t)
}

// Asked are the controls tooltips must not cover (gameview.Asker).
func (v *View) Asked() []geom.Rect { return pick.Asked[target](v.pickItems()) }

// docks are the places the controls may take, those that cover no
// target of the decision first: under the Sphinx cards, the Pyramid, the Sphinx hand, the
// Statues, the Colonnade, then the Pyramid and the Statues together for
// long lists of options.
func (v *View) docks() []geom.Rect {
	p := v.pl
	// Under the Sphinx cards first: at 3-4 players the pyramid fills its
	// area and a dock there hid its top rows.
	top := p.Sphinx.Hand.Y + (6+24+164+4)*p.K
	under := geom.R(p.Sphinx.R.X+8*p.K, top, p.Sphinx.R.W-16*p.K, p.Sphinx.Hand.Bottom()-top) // below the deck's count too
	cands := []geom.Rect{under, p.Pyramid.R, p.Sphinx.Hand, p.Statues.R, p.Colonnade.R, p.Pyramid.R.Union(p.Statues.R)}
	// Choosing the crews of a build: the monuments of its zone stay in
	// sight.
	avoid := v.buildZoneParts()
	var free, rest []geom.Rect
	for _, c := range cands {
		ok := true
		for _, a := range avoid {
			if in := a.Intersect(c); in.W > 0 && in.H > 0 {
				ok = false
			}
		}
		for _, m := range v.pk.Dec.Ms {
			if control(m.How.Prim) || panelTarget(m.How.Prim) {
				continue
			}
			if r := v.targetRect(m.How.Prim); !r.Empty() && r.Intersect(c).W > 0 && r.Intersect(c).H > 0 {
				ok = false
				break
			}
		}
		if ok {
			free = append(free, c)
		} else {
			rest = append(rest, c)
		}
	}
	return append(free, rest...)
}

// buildZoneParts are the monuments of the zone whose build's crews the
// decision chooses (none for another decision).
func (v *View) buildZoneParts() []geom.Rect {
	crews := false
	for _, m := range v.pk.Dec.Ms {
		if m.M.Kind == egizia.ActBuild {
			crews = true
		}
	}
	if !crews {
		return nil
	}
	p := v.pl
	switch v.st.Build().Zone {
	case egizia.ZoneObelisk:
		return []geom.Rect{p.Obelisk.R, p.Colonnade.R}
	case egizia.ZonePyramid:
		return []geom.Rect{p.Pyramid.R, p.Statues.R}
	case egizia.ZoneSphinx:
		return []geom.Rect{p.Sphinx.Deck, p.Sphinx.Title}
	}
	return nil
}

// crewBtnLabel is crew c's button: choosing a build's crews, with the
// Strength it gives.
func (v *View) crewBtnLabel(c int) string {
	l := v.t("egizia.pick.crew_btn", "crew", v.crewName(c))
	if len(v.buildZoneParts()) > 0 && c >= 0 && c < egizia.NumCrews {
		l = v.t("egizia.pick.opt_strength", "what", l, "n", v.buildStrength(1<<uint(c)))
	}
	return l
}

// buildStrength is the Strength crews (bit crew) give a build now.
func (v *View) buildStrength(crews uint8) int {
	ps := v.st.PlayerState(v.pk.Dec.Seat)
	n := 0
	for c := 0; c < egizia.NumCrews; c++ {
		if crews&(1<<uint(c)) != 0 {
			n += int(ps.Str[c])
		}
	}
	return n
}

// dock is where the controls are now.
func (v *View) dock() geom.Rect {
	its := v.pickItems()
	if len(its) > 0 {
		return its[0].R
	}
	return geom.Rect{}
}

// buttons are the buttons of the decision now, in order.
func (v *View) buttons() []int {
	var out []int
	for k := kPass; k <= kKeepNone; k++ {
		if len(v.pk.Dec.Cands(target{tButton, k, 0}, nil)) > 0 {
			out = append(out, k)
		}
	}
	if v.Selecting() {
		out = append(out, kCancel)
	}
	return out
}

// pickButtons are the crews' and the cards' buttons of the decision now
// (the match gives the panels no clicks), crews first.
func (v *View) pickButtons() []target {
	var out []target
	for _, m := range v.pk.Dec.Ms {
		if t := m.How.Prim; (t.kind == tCrewBtn || t.kind == tCardBtn) && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b target) int {
		if a.kind != b.kind {
			return a.kind - b.kind
		}
		return a.i - b.i
	})
	return out
}

// pickItems lays the controls out for the decision now.
func (v *View) pickItems() []item {
	if v.st == nil || v.pl == nil || !v.acting() {
		return nil
	}
	info := v.infoLine()
	offer := v.offered()
	btns := v.buttons()
	picks := v.pickButtons()
	if info == "" && len(offer) == 0 && len(btns) == 0 && len(picks) == 0 {
		return nil
	}
	k := v.pl.K
	pad, gap := 10*k, 6*k
	f := v.dockFace()
	var ols, bls, pls []string
	var ots, bts []target
	for _, t := range picks {
		if t.kind == tCrewBtn {
			pls = append(pls, v.crewBtnLabel(t.i))
		} else {
			pls = append(pls, v.cardBtnLabel(t.i))
		}
	}
	for _, o := range offer {
		ols = append(ols, v.optionLabel(o))
		ots = append(ots, target{tOption, o, 0})
	}
	for _, b := range btns {
		bls = append(bls, v.buttonLabel(b))
		bts = append(bts, target{tButton, b, 0})
	}
	// The buttons as tall as they may be while everything fits the dock,
	// in the first dock where it fits.
	var inner geom.Rect
	lay := func(bh float64) ([]item, float64) {
		var its []item
		y := inner.Y
		line := func(s string) {
			ls := dockLines(s, f, inner.W)
			if s == info {
				// As many lines whatever the pointer is on: the buttons
				// below never move under it.
				for n := len(dockLines(v.infoWidest(), f, inner.W)); len(ls) < n; {
					ls = append(ls, "")
				}
			}
			for _, l := range ls {
				r := geom.R(inner.X, y, inner.W, render.LineHeight(f)+4)
				its = append(its, textItem(l, r, f))
				y = r.Bottom() + gap/2
			}
		}
		row := func(labels []string, ts []target) {
			x := inner.X
			for i, l := range labels {
				w := math.Min(inner.W, math.Max(bh*1.4, render.TextWidth(l, f)+24*k))
				if x > inner.X && x+w > inner.Right() {
					x, y = inner.X, y+bh+gap
				}
				its = append(its, v.button(ts[i], geom.R(x, y, w, bh), l))
				x += w + gap
			}
			y += bh + gap
		}
		if info != "" {
			line(info)
		}
		if len(picks) > 0 && len(offer) == 0 {
			// One row that wraps: crews and Decline fit under the cards.
			row(append(slices.Clone(pls), bls...), append(slices.Clone(picks), bts...))
			return its, y - gap
		}
		if len(picks) > 0 {
			row(pls, picks)
		}
		if len(offer) > 0 {
			line(v.chooseTitle())
			row(ols, ots)
		}
		if len(btns) > 0 {
			row(bls, bts)
		}
		return its, y - gap
	}
	var its []item
	var d geom.Rect
	for _, c := range v.docks() {
		d, inner = c, c.Inset(pad)
		bh := math.Max(28, 34*k)
		var bottom float64
		its, bottom = lay(bh)
		for bottom > inner.Bottom() && bh > 22 {
			bh -= 2
			its, bottom = lay(bh)
		}
		if bottom <= inner.Bottom() {
			d.H = bottom + pad - d.Y
			break
		}
	}
	back := d
	return append([]item{{R: back, Paint: func(dst *ebiten.Image) {
		render.DrawPanel(dst, back, render.DefaultPanel())
	}}}, its...)
}

// dockLines breaks a dock's line that is wider than w: between its parts
// (" · "), and inside a part only when the part alone is too wide.
func dockLines(s string, f text.Face, w float64) []string {
	var out []string
	cur := ""
	for _, p := range strings.Split(s, " · ") {
		switch {
		case cur == "":
			cur = p
		case render.TextWidth(cur+" · "+p, f) <= w:
			cur += " · " + p
		default:
			out = append(out, cur)
			cur = p
		}
	}
	out = append(out, cur)
	var lines []string
	for _, l := range out {
		if render.TextWidth(l, f) > w {
			lines = append(lines, render.Wrap(l, f, w)...)
			continue
		}
		lines = append(lines, l)
	}
	return lines
}

// dockFace is the dock's type: the board's figures' size, 21 on the
// match's board (14 px at 1280x720, ART.md; issue 22).
func (v *View) dockFace() *text.GoTextFace {
	return render.Face(render.Bold, boardFigMin(v.pl.K))
}

func textItem(s string, r geom.Rect, f text.Face) item {
	return item{R: r, Paint: func(dst *ebiten.Image) {
		render.DrawInRect(dst, render.Ellipsize(s, f, r.W), f, r, render.Left, render.Middle, render.Ink)
	}}
}

// button is a pill with a label.
func (v *View) button(t target, r geom.Rect, label string) item {
	return item{T: t, R: r, Paint: func(dst *ebiten.Image) {
		fill := btnFill
		if t.kind == tCrewBtn && t.i >= 0 && t.i < len(crewColours) {
			fill = render.Lighten(crewColours[t.i], 0.55)
		}
		switch {
		case v.pk.Sel == t:
			fill = render.Lighten(render.Gold, 0.25)
		case v.pk.Hover == t:
			fill = render.Mix(fill, render.Ink, 0.15)
		}
		widget.Pill(dst, v.Sprites(), r, fill)
		if v.pk.Sel == t {
			render.StrokeRoundRect(dst, r, r.H/2, 2, render.GoldDeep)
		}
		f := v.dockFace()
		render.DrawInRect(dst, render.Ellipsize(label, f, r.W-8), f, r, render.Center, render.Middle, render.Ink)
	}}
}

func (v *View) buttonLabel(b int) string {
	key := [...]string{"pass", "done", "decline", "feed", "point", "r34", "g7", "extra_tile", "extra_g8", "keep_flood", "keep_none", "cancel"}[b]
	if b == kDone {
		switch v.st.Phase() {
		case egizia.PhWindow:
			key = "done_window"
		case egizia.PhBuildItems:
			key = "done_build"
		}
	}
	return v.t("egizia.pick.btn_" + key)
}

// infoLine is the dock's line of information: the feeding, the build.
func (v *View) infoLine() string {
	if fv, ok := v.st.FeedPreview(); ok {
		pts := v.t("egizia.pick.feed_even")
		switch {
		case fv.Points < 0:
			pts = v.t("egizia.pick.feed_lose", "n", -fv.Points)
		case fv.Points > 0:
			pts = v.t("egizia.pick.feed_gain", "n", fv.Points)
		}
		return v.t("egizia.pick.feed_info", "wheat", fv.Wheat, "need", fv.Need, "points", pts)
	}
	if b := v.st.Build(); b.Active && v.st.Phase() == egizia.PhBuildItems {
		line := v.t("egizia.pick.build_info", "cost", b.Cost, "strength", b.Capacity, "stone", b.Budget)
		if cost, pts, ok := v.itemPreview(b); ok {
			line += " · " + v.t("egizia.pick.build_item", "cost", cost, "pts", v.t("egizia.pick.build_pts", "n", pts))
		}
		return line
	}
	return ""
}

// infoWidest is the info line as wide as the pointer may make it: the
// build's with the widest item preview.
func (v *View) infoWidest() string {
	if b := v.st.Build(); b.Active && v.st.Phase() == egizia.PhBuildItems {
		return v.t("egizia.pick.build_info", "cost", b.Cost, "strength", b.Capacity, "stone", b.Budget) + " · " +
			v.t("egizia.pick.build_item", "cost", 10, "pts", v.t("egizia.pick.build_pts", "n", 10))
	}
	return v.infoLine()
}

// itemPreview is what the build item under the pointer costs and scores at
// once, the engine's own answer on a copy of the state, when every way to
// make it agrees.
func (v *View) itemPreview(b egizia.BuildView) (cost, pts int, ok bool) {
	t := v.pk.Hover
	if v.pk.Sel.kind != tNone {
		t = v.pk.Sel
	}
	if t.kind == tNone || control(t) {
		return 0, 0, false
	}
	cs := v.pk.Dec.Cands(t, v.pk.Chosen)
	for i, c := range cs {
		cl := v.st.Clone().(*egizia.State)
		if cl.Apply(c.A) != nil {
			return 0, 0, false
		}
		nb := cl.Build()
		ct, pt := nb.Cost-b.Cost, int(cl.PlayerState(b.Seat).Score-v.st.PlayerState(b.Seat).Score)
		if !nb.Active || nb.Seat != b.Seat {
			ct = int(v.st.PlayerState(b.Seat).Stone - cl.PlayerState(b.Seat).Stone)
		}
		if i > 0 && (ct != cost || pt != pts) {
			return 0, 0, false
		}
		cost, pts = ct, pt
	}
	return cost, pts, len(cs) > 0
}

// optionLabel names option o of the level asked now.
func (v *View) optionLabel(o int) string {
	d := &v.pk.Dec
	lvl := len(v.pk.Chosen)
	cs := d.Cands(v.pk.Sel, append(slices.Clone(v.pk.Chosen), o))
	if len(cs) == 0 {
		return strconv.Itoa(o)
	}
	m := cs[0].M
	switch m.Kind {
	case egizia.ActPlace, egizia.ActPlaceOcc, egizia.ActSlot, egizia.ActWait:
		return v.t("egizia.pick.mode" + strconv.Itoa(o))
	case egizia.ActSphinx:
		if lvl == 0 {
			return v.t("egizia.pick.draw_n", "n", o)
		}
		return v.t("egizia.pick.free" + strconv.Itoa(o))
	case egizia.ActR28, egizia.ActR14:
		return v.crewName(o)
	case egizia.ActR29:
		crews, n, stone := egizia.R29Option(o)
		name := v.crewName(crews[0])
		if len(crews) == 2 {
			name += " + " + v.crewName(crews[1])
		}
		return v.t("egizia.pick.r29", "crews", name, "n", n, "stone", stone)
	case egizia.ActMill, egizia.ActSell:
		return strconv.Itoa(o)
	case egizia.ActUse:
		switch egizia.NileCards[m.I-1].Power {
		case egizia.PwProvisions:
			return v.t("egizia.pick.provisions" + strconv.Itoa(o))
		case egizia.PwVersatility:
			return v.t("egizia.pick.versatility" + strconv.Itoa(o))
		}
		return v.t("egizia.pick.use")
	case egizia.ActAttach:
		if o == 0 {
			return v.t("egizia.pick.start_field")
		}
		return v.cardName(o)
	case egizia.ActBuild:
		// Each option with the Strength it gives the build: the Leader
		// counted once it is chosen (the next level), or where every way
		// on takes it.
		str := -1
		for _, c := range cs {
			crews, _ := egizia.BuildCrews(c.M.I)
			if lvl == 0 && len(cs) > 1 {
				crews &^= 1 << egizia.CrewViolet
			}
			if n := v.buildStrength(crews); str < 0 || n < str {
				str = n
			}
		}
		what := v.t("egizia.pick.leader" + strconv.Itoa(o))
		if lvl == 0 {
			what = v.t("egizia.pick.alone")
			if o >= 0 {
				what = v.t("egizia.pick.with_g6", "crew", v.crewName(o))
			}
		}
		return v.t("egizia.pick.opt_strength", "what", what, "n", str)
	case egizia.ActKeep:
		if o == keepOnly {
			return v.t("egizia.pick.keep_one")
		}
		return v.t("egizia.pick.keep_with", "n", o+1)
	}
	return strconv.Itoa(o)
}

// chooseTitle heads the options: what the amounts are, else "Choose:".
func (v *View) chooseTitle() string {
	if cs := v.pk.Dec.Cands(v.pk.Sel, v.pk.Chosen); len(cs) > 0 {
		switch cs[0].M.Kind {
		case egizia.ActMill:
			return v.t("egizia.pick.mill_title")
		case egizia.ActSell:
			return v.t("egizia.pick.sell_title")
		}
	}
	return v.t("egizia.pick.choose")
}

func (v *View) t(key string, args ...any) string { return tr(v.Env.Bundle(), key, args...) }

func (v *View) crewName(c int) string {
	if c < 0 || c >= egizia.NumCrews {
		return "?"
	}
	return v.t("egizia.pick.crew_" + egizia.CrewCode(c))
}

// cardName is Nile card id's name in the language shown.
func (v *View) cardName(id int) string {
	if id < 1 || id > egizia.NumNileCards {
		return "?"
	}
	lang := 0
	if v.Env.Lang() == "fr" {
		lang = 1
	}
	return egizia.CardNames[id-1][lang]
}

// drawPick paints the highlights, the controls and the hover hint.
func (v *View) drawPick(dst *ebiten.Image) {
	if !v.acting() {
		return
	}
	v.drawHighlights(dst, func(t target) bool { return !panelTarget(t) })
	for _, it := range v.pickItems() {
		it.Paint(dst)
	}
	v.drawHoverHint(dst)
}

// DrawPanelPick paints the highlights of seat's panel (DrawPanel).
func (v *View) drawPanelPick(dst *ebiten.Image, seat int) {
	if !v.acting() {
		return
	}
	v.drawHighlights(dst, func(t target) bool { return panelTarget(t) && t.i == seat })
	if h := v.pk.Hover; panelTarget(h) && h.i == seat {
		if body, ok := v.panelBody(seat); ok {
			v.drawHintIn(dst, h, body)
		}
	}
}

// highlights are the usable targets now.
func (v *View) highlights() []target {
	var out []target
	if v.Selecting() {
		return []target{v.pk.Sel}
	}
	for _, m := range v.pk.Dec.Ms {
		for _, t := range append([]target{m.How.Prim}, m.How.Alts...) {
			if !control(t) && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

func (v *View) drawHighlights(dst *ebiten.Image, keep func(target) bool) {
	sp := v.Sprites()
	k := v.pl.K
	for _, t := range v.highlights() {
		if !keep(t) {
			continue
		}
		r := v.targetRect(t)
		if r.Empty() {
			continue
		}
		if v.Selecting() {
			widget.Outline(dst, sp, r.Inset(-3*k), 7*k, 4*k, render.Gold)
			continue
		}
		if panelTarget(t) {
			// What the dock's buttons act on: marked, not clickable.
			widget.Outline(dst, sp, r.Inset(-1*k), 4*k, 2*k, render.Turquoise)
			continue
		}
		render.FillRoundRect(dst, r, 4*k, render.WithAlpha(render.Turquoise, 0.18))
		if t == v.pk.Hover {
			widget.Glow(dst, sp, r, 6*k, 0.8)
		}
		widget.Outline(dst, sp, r.Inset(-2*k), 6*k, 3*k, render.Turquoise)
	}
}

// hoverHint says what a click on t would do.
func (v *View) hoverHint(t target) string {
	if t.kind == tNone || control(t) {
		return ""
	}
	cs := v.pk.Dec.Cands(t, nil)
	if len(cs) == 0 {
		return ""
	}
	for _, c := range cs[1:] {
		if c.M.Kind != cs[0].M.Kind {
			return v.t("egizia.pick.do_choose")
		}
	}
	return v.actionText(cs[0].M)
}

// drawHoverHint labels the spot under the pointer with what a click
// does (a panel's spot: drawPanelPick).
func (v *View) drawHoverHint(dst *ebiten.Image) {
	if t := v.pk.Hover; !panelTarget(t) {
		v.drawHintIn(dst, t, v.Area)
	}
}

// hintBox is t's hover hint and its box: above t (below at the top),
// inside in, never over t (ART.md: a tooltip never covers what it
// explains); "" when t has none.
func (v *View) hintBox(t target, in geom.Rect) (string, geom.Rect) {
	s := v.hoverHint(t)
	if s == "" {
		return "", geom.Rect{}
	}
	r := v.targetRect(t)
	if r.Empty() {
		return "", geom.Rect{}
	}
	return s, gameview.HintBox(s, v.dockFace(), r, in, v.pl.K)
}

// drawHintIn draws t's hover hint above it (below at the top), inside in.
func (v *View) drawHintIn(dst *ebiten.Image, t target, in geom.Rect) {
	s, box := v.hintBox(t, in)
	if s == "" {
		return
	}
	gameview.DrawHint(dst, s, v.dockFace(), box)
}

// cardBtnLabel is the label of card id's button: its name, and what it
// does when only one of its modes is possible now, so that the one click
// that plays it says what it gives (issue 22, play pass #4: Versatility
// gave +4 Stone in a Build step with no choice and no word of it).
func (v *View) cardBtnLabel(id int) string {
	name := v.cardName(id)
	var only egizia.Act
	n := 0
	for _, m := range v.pk.Dec.Ms {
		if m.How.Prim == (target{tCardBtn, id, 0}) {
			n++
			only = m.M
		}
	}
	if n != 1 || only.Kind != egizia.ActUse || id < 1 || id > egizia.NumNileCards {
		return name
	}
	switch egizia.NileCards[id-1].Power {
	case egizia.PwVersatility:
		return v.t("egizia.pick.card_mode", "card", name, "mode", v.t("egizia.pick.versatility"+strconv.Itoa(only.J)))
	case egizia.PwProvisions:
		return v.t("egizia.pick.card_mode", "card", name, "mode", v.t("egizia.pick.provisions"+strconv.Itoa(only.J)))
	}
	return name
}
