package pharaonview

import (
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/scenes/gameview"
	"nilegames/scenes/gameview/pick"
)

// The picker's controls: a choice panel in the right column (over the
// legend, or the Traitor's tiles in solo) for the payment, the setup
// Noble pair, the resources to choose and the powers' options; a strip
// under the wheel for End turn and the powers; the Pass button in the
// empty Jar band of round 5; the split under the Traitor's tiles.

// item is one thing the picker draws: a control when T is set.
type item = pick.Item[target, *ebiten.Image]

// controlHit lists the picker's controls under p, topmost first.
func (v *View) controlHit(p geom.Point) []target { return pick.ControlHit(v.pickItems(), p) }

// controlRect is where control t is.
func (v *View) controlRect(t target) (geom.Rect, bool) {
	if t.kind < tPass {
		return geom.Rect{}, false
	}
	return pick.ControlRect(v.pickItems(), t)
}

// Asked are the controls tooltips must not cover (gameview.Asker).
func (v *View) Asked() []geom.Rect { return pick.Asked[target](v.pickItems()) }

// dock is the choice panel's place: over the legend; in solo from the
// top of the right column down (the Pyramid first), so that the Traitor's
// tiles stay in view.
func (v *View) dock() geom.Rect {
	if !v.pk.dockAt.Empty() {
		return v.pk.dockAt
	}
	if v.pl.Solo {
		py := v.pl.Pyramid.R
		return geom.R(py.X, py.Y, py.W, v.pl.Traitor.R.Bottom()-py.Y)
	}
	return v.pl.Legend
}

// pickBar is the strip under the wheel, between the Quarters.
func (v *View) pickBar() geom.Rect {
	p := v.pl
	k := p.K
	x0 := p.Quarter[4].R.Right() + 6*k
	x1 := p.Quarter[2].R.X - 6*k
	y0 := p.WheelC.Y + p.WheelR + 6*k
	y1 := p.Quarter[3].R.Y - 4*k
	return geom.R(x0, y0, x1-x0, y1-y0)
}

// drawPick paints the highlights and the controls.
func (v *View) drawPick(dst *ebiten.Image) {
	if v.st == nil || !v.acting() {
		return
	}
	v.drawHighlights(dst)
	v.drawSplitPreview(dst)
	for _, it := range v.pickItems() {
		it.Paint(dst)
	}
	v.drawHoverHint(dst)
}

// hoverHint says what a click on board target t would do.
func (v *View) hoverHint(t target) string {
	if !boardTarget(t) {
		return ""
	}
	if v.st.Phase() == pharaon.PhDiplomat && t.kind == tSupply {
		return v.t("pharaon.pick.do_res", "res", v.t("pharaon.res."+resCodes[t.i]))
	}
	cs := v.pk.Dec.Cands(t, nil)
	if len(cs) == 0 {
		return ""
	}
	m := cs[0].M
	switch m.K {
	case mSetupJar:
		return v.t("pharaon.pick.do_jar")
	case mPass:
		return v.t("pharaon.pick.do_pass")
	case mPyrRes, mChoice, mTutor:
		return v.t("pharaon.pick.do_res", "res", v.t("pharaon.res."+resCodes[m.I]))
	case mPyrSilver:
		return v.t("pharaon.pick.do_res", "res", v.t("pharaon.res.sil"))
	case mPyrBonus, mBonus:
		return v.t("pharaon.pick.do_bonus")
	case mPyrBag, mBonusBag:
		return v.t("pharaon.pick.do_bag")
	case mArtisan:
		return v.t("pharaon.pick.do_artisan")
	case mArtPick:
		return v.t("pharaon.pick.do_artpick")
	case mNoble:
		return v.t("pharaon.pick.do_noble")
	case mNile:
		if len(v.tipLines(t)) > 0 {
			// Its tooltip begins "Pay Construction and Royalty: climb...":
			// a hint above would only hide the row of options over it
			// (issue 22: two boxes stacked on a Nile option).
			return ""
		}
		return v.t("pharaon.pick.do_nile")
	case mBurial:
		return v.t("pharaon.pick.do_burial")
	case mOffer:
		return v.t("pharaon.pick.do_offer")
	case mArrow:
		return v.t("pharaon.pick.do_arrow")
	}
	return ""
}

// drawHoverHint labels the spot under the pointer with what a click does,
// just above it (below at the top of the board).
func (v *View) drawHoverHint(dst *ebiten.Image) {
	s, box := v.hoverHintBox()
	if s == "" {
		return
	}
	gameview.DrawHint(dst, s, render.Face(render.Bold, widget.TextMin), box)
}

// hoverHintBox is the hover hint and its box; none while the payment
// panel is open (the action is taken: "then pay" is what the panel asks)
// or on the spot chosen whose options a panel asks for, nor where the hint or its spot would lie under a panel of the picker (a
// hint left under a dialog, issue 22).
func (v *View) hoverHintBox() (string, geom.Rect) {
	t := v.pk.Hover
	if v.pk.pay.open || v.st.Phase() == pharaon.PhPay || (t == v.pk.Sel && t.kind != tNone) {
		return "", geom.Rect{}
	}
	s := v.hoverHint(t)
	if s == "" {
		return "", geom.Rect{}
	}
	r := v.targetRect(t)
	if r.Empty() {
		return "", geom.Rect{}
	}
	box := gameview.HintBox(s, render.Face(render.Bold, widget.TextMin), r, v.Area, v.pl.K)
	for _, it := range v.pickItems() {
		if !it.R.Intersect(box).Empty() || !it.R.Intersect(r).Empty() {
			return "", geom.Rect{}
		}
	}
	return s, box
}

// boardTarget reports a target of the board (not a control).
func boardTarget(t target) bool { return t.kind > tNone && t.kind < tPass }

// highlights are the board targets the decision now outlines, the
// chosen one (gold) first when there is one.
func (v *View) highlights() (gold target, ts []target) {
	seen := map[target]bool{}
	mark := func(t target) {
		if seen[t] || !boardTarget(t) {
			return
		}
		seen[t] = true
		ts = append(ts, t)
	}
	pp := &v.pk.pay
	switch {
	case pp.open:
		gold = v.pendingTarget()
	case v.pk.Sel.kind != tNone:
		if boardTarget(v.pk.Sel) {
			gold = v.pk.Sel
		}
	case v.st.Phase() == pharaon.PhDiplomat:
		for r := 0; r < pharaon.NumBase; r++ {
			if v.basketCan(r) {
				mark(target{tSupply, r, 0})
			}
		}
	default:
		for _, c := range v.pk.Dec.Ms {
			mark(c.How.Prim)
			for _, a := range c.How.Alts {
				if a.kind == tSupply {
					mark(a)
				}
			}
		}
	}
	return gold, ts
}

// highlightRects are where the highlights are (a choice panel keeps off
// them); for a gain on the Pyramid, the Pyramid's rows (where it comes
// from).
func (v *View) highlightRects() []geom.Rect {
	gold, ts := v.highlights()
	var out []geom.Rect
	for _, t := range append(ts, gold) {
		if r := v.targetRect(t); !r.Empty() {
			out = append(out, r)
		}
	}
	if v.st.Phase() == pharaon.PhPyramid && !v.pk.pay.open && v.pk.Sel.kind == tNone {
		for _, row := range v.pl.Pyramid.Rows {
			out = append(out, row...)
		}
	}
	return out
}

// drawHighlights outlines what may be clicked now; the spot under the
// pointer glows; the chosen one is gold.
func (v *View) drawHighlights(dst *ebiten.Image) {
	sp := v.Sprites()
	k := v.pl.K
	gold, ts := v.highlights()
	if r := v.targetRect(gold); !r.Empty() {
		widget.Outline(dst, sp, r.Inset(-3*k), 7*k, 4*k, render.Gold)
	}
	if v.pk.pay.open {
		v.drawAccessGhost(dst)
	}
	for _, t := range ts {
		r := v.targetRect(t)
		if r.Empty() {
			continue
		}
		if t == v.pk.Hover {
			widget.Glow(dst, sp, r, 6*k, 0.8)
		}
		widget.Outline(dst, sp, r.Inset(-2*k), 6*k, 3*k, render.Turquoise)
	}
}

// pendingTarget is the spot of the Quarter action being paid for.
func (v *View) pendingTarget() target {
	p := v.st.Pending()
	switch p.Quarter {
	case pharaon.ART:
		if p.Target == 4 {
			return target{tArtDeck, 0, 0}
		}
		return target{tArtCard, p.Target, 0}
	case pharaon.NOB:
		if p.Target == 3 {
			return target{tNobDeck, 0, 0}
		}
		return target{tNobCard, p.Target, 0}
	case pharaon.NIL:
		return target{tNileOpt, p.Target, 0}
	case pharaon.BUR:
		return target{tBurial, int(v.st.PlayerOf(v.st.CurrentPlayer()).BC), 0}
	case pharaon.OFF:
		return target{tLot, p.Target, 0}
	}
	return target{}
}

// drawAccessGhost shows the access token chosen on the wheel slot it
// will take.
func (v *View) drawAccessGhost(dst *ebiten.Image) {
	pp := &v.pk.pay
	o, ok := pp.current()
	if !ok {
		return
	}
	q, seg, slot := pp.accessSlot()
	if slot < 0 {
		return
	}
	r := v.pl.WheelSlotRect(seg, slot, v.wheelRot())
	drawToken(dst, int(o.p.Access), q, r.Center(), v.pl.Token)
	render.StrokeCircle(dst, r.Center(), r.W*0.62, 3*v.pl.K, render.Gold)
}

// drawToken draws a payment token of kind k (q: the Quarter used, for
// its Quarter Offering).
func drawToken(dst *ebiten.Image, k, q int, c geom.Point, size float64) {
	switch {
	case k >= 0 && k < pharaon.NumRes:
		drawRes(dst, k, c, size, false)
	case k >= tkResOff && k < tkQuarter:
		drawOffering(dst, pharaon.OffRes+k-tkResOff, c, size)
	case k == tkQuarter && q >= 0:
		drawOffering(dst, pharaon.OffQuarter+q, c, size)
	}
}

// drawFrom draws a Wise Woman / Treasurer token: 0..4 a resource, 5..9
// a Resource Offering.
func drawFrom(dst *ebiten.Image, k int, c geom.Point, size float64) {
	if k < pharaon.NumBase {
		drawRes(dst, k, c, size, false)
		return
	}
	drawOffering(dst, pharaon.OffRes+k-pharaon.NumBase, c, size)
}

// Button looks.
var (
	btnFill  = render.Lighten(render.Turquoise, 0.55)
	btnHover = render.Lighten(render.Turquoise, 0.25)
	btnOn    = render.Lighten(render.Gold, 0.25)
)

// button is a pill with a label.
func (v *View) button(t target, r geom.Rect, label string, primary bool) item {
	return item{T: t, R: r, Paint: func(dst *ebiten.Image) {
		fill := btnFill
		if primary {
			fill = render.Lighten(render.Gold, 0.35)
		}
		if v.pk.Hover == t {
			fill = btnHover
		}
		widget.Pill(dst, v.Sprites(), r, fill)
		f := render.Face(render.Bold, widget.TextMin)
		lh := render.LineHeight(f)
		if lines := render.Wrap(label, f, r.W-16); len(lines) == 2 && r.H >= 2*lh+4 {
			// Two lines when the button is tall enough.
			for i, l := range lines {
				render.DrawText(dst, l, f, r.Center().X, r.Center().Y+(float64(i)-1)*lh, render.Center, render.Top, render.Ink)
			}
			return
		}
		render.DrawInRect(dst, render.Ellipsize(label, f, r.W-8), f, r, render.Center, render.Middle, render.Ink)
	}}
}

// pageButton is a pager button (t.i: -1 back, +1 on). Its arrow is a
// shape: the UI fonts have no ◀ ▶ glyphs and drew an empty button.
func (v *View) pageButton(t target, r geom.Rect) item {
	it := v.button(t, r, "", false)
	pill := it.Paint
	it.Paint = func(dst *ebiten.Image) {
		pill(dst)
		c := r.Center()
		h := r.H * 0.24       // half the arrow's height
		w := float64(t.i) * h // half its length, pointing the way it pages
		render.FillPolygon(dst, geom.Polygon{c.Add(geom.Pt(w, 0)), c.Add(geom.Pt(-w, -h)), c.Add(geom.Pt(-w, h))}, render.Ink)
	}
	return it
}

// iconButton is a square button showing icon; on marks the one chosen.
func (v *View) iconButton(t target, r geom.Rect, on bool, icon func(dst *ebiten.Image, r geom.Rect)) item {
	return item{T: t, R: r, Paint: func(dst *ebiten.Image) {
		fill := render.Papyrus
		switch {
		case on:
			fill = btnOn
		case v.pk.Hover == t:
			fill = btnHover
		}
		rad := math.Min(8, r.H/4)
		render.FillRoundRect(dst, r, rad, fill)
		w := 1.2
		clr := render.WithAlpha(render.Ink, 0.6)
		if on {
			w, clr = 3*v.pl.K, render.GoldDeep
		}
		render.StrokeRoundRect(dst, r, rad, w, clr)
		icon(dst, r)
	}}
}

// text is a line of text in r.
func label(s string, r geom.Rect, bold bool, clr color.RGBA) item {
	return item{R: r, Paint: func(dst *ebiten.Image) {
		role := render.Body
		if bold {
			role = render.Bold
		}
		f := render.Face(role, widget.TextMin)
		render.DrawInRect(dst, render.Ellipsize(s, f, r.W), f, r, render.Left, render.Middle, clr)
	}}
}

// wrapped is text wrapped in r's width; it reports the height used.
func wrapped(s string, r geom.Rect, bold bool) (item, float64) {
	role := render.Body
	if bold {
		role = render.Bold
	}
	f := render.Face(role, widget.TextMin)
	lines := render.Wrap(s, f, r.W)
	h := float64(len(lines)) * render.LineHeight(f)
	rr := geom.R(r.X, r.Y, r.W, h)
	return item{R: rr, Paint: func(dst *ebiten.Image) {
		y := rr.Y
		for _, l := range lines {
			render.DrawText(dst, l, f, rr.X, y, render.Left, render.Top, render.Ink)
			y += render.LineHeight(f)
		}
	}}, h
}

// panelBack is the choice panel's frame.
func panelBack(r geom.Rect) item {
	return item{R: r, Paint: func(dst *ebiten.Image) {
		render.DrawPanel(dst, r, render.DefaultPanel())
	}}
}

// pickItems lays the controls out for the decision now.
func (v *View) pickItems() []item {
	if v.st == nil || v.pl == nil || !v.acting() {
		return nil
	}
	its := v.panelItems()
	if v.pl.Solo && len(its) > 0 {
		its = v.soloDock(its)
	}
	return v.barItems(its)
}

// soloDock moves the solo choice panel where it covers neither the
// Traitor's tiles (the player reads them to foresee the Traitor) nor what
// the decision highlights: under the tiles, over the key to their icons,
// when it fits there; else at the top of the column, over the Pyramid;
// else at the Pyramid's foot, over the Jars; a payment, at the board's
// left edge or left of the column, where the spot paid for is not.
func (v *View) soloDock(its []item) []item {
	hs := v.highlightRects()
	for _, tile := range v.pl.Traitor.Tiles {
		hs = append(hs, tile.Spaces[:]...)
	}
	free := func(its []item) bool {
		for _, it := range its {
			for _, h := range hs {
				if !it.R.Intersect(h).Empty() {
					return false
				}
			}
		}
		return true
	}
	k := v.pl.K
	t := v.pl.Traitor.R
	h := its[0].R.H
	var docks []geom.Rect
	if v.smallPanel() && t.Bottom()-h >= v.pl.Traitor.Key.Y-4*k {
		docks = append(docks, geom.R(t.X, t.Bottom()-h, t.W, h))
	}
	if v.pk.pay.open {
		// The payment panel, too tall for the column above the tiles:
		// as tall as the column at the board's left edge or left of the
		// column, where the spot paid for is not; its place depends on
		// that spot only, so its page size stays while it is open.
		top := v.pl.Pyramid.R.Y
		w := its[0].R.W
		for _, x := range []float64{v.Area.X + 8*k, t.X - 8*k - w} {
			d := geom.R(x, top, w, t.Bottom()-top)
			if !slices.ContainsFunc(hs, func(r geom.Rect) bool { return !r.Intersect(d).Empty() }) {
				docks = append(docks, d)
				break
			}
		}
	}
	docks = append(docks, geom.Rect{})
	if py := v.pl.Pyramid.R; t.Y-4*k-h >= py.Y {
		docks = append(docks, geom.R(py.X, t.Y-4*k-h, py.W, h))
	}
	at := func(d geom.Rect) []item {
		v.pk.dockAt = d
		defer func() { v.pk.dockAt = geom.Rect{} }()
		return v.panelItems()
	}
	for _, d := range docks {
		if c := at(d); free(c) {
			// Laid out again: a layout sets the payment's page size.
			return at(d)
		}
	}
	return at(docks[0])
}

// smallPanel reports a choice panel of a few buttons.
func (v *View) smallPanel() bool {
	switch {
	case v.pk.pay.open:
		return false
	case v.pk.Sel.kind != tNone:
		return true
	}
	switch v.st.Phase() {
	case pharaon.PhChoice, pharaon.PhTutor, pharaon.PhPyramid:
		return true
	}
	return false
}

// panelItems is the choice panel now, fitted to what it holds.
func (v *View) panelItems() []item {
	var its []item
	switch st := v.st; {
	case st.Phase() == pharaon.PhSetupNoble:
		its = v.pairItems(its)
	case st.Phase() == pharaon.PhSplit:
		its = v.splitItems(its)
	case v.pk.pay.open:
		its = v.payItems(its)
	case v.pk.Sel.kind != tNone:
		its = v.optionItems(its)
	default:
		its = v.resItems(its)
	}
	return v.fitPanel(its)
}

// fitPanel shortens the choice panel (the first item, when it is the
// dock's) to what it holds.
func (v *View) fitPanel(its []item) []item {
	if len(its) == 0 || its[0].T.kind != tNone || its[0].R != v.dock() || !v.pk.dockAt.Empty() && v.pk.dockAt.H < v.pl.Traitor.R.H {
		return its
	}
	bottom := its[0].R.Y
	for _, it := range its[1:] {
		bottom = math.Max(bottom, it.R.Bottom())
	}
	r := its[0].R
	r.H = math.Min(r.H, bottom-r.Y+(r.W-render.PanelContent(r, render.DefaultPanel()).W)/2)
	its[0] = panelBack(r)
	return its
}

// dockIn is the content rectangle of the choice panel and the panel.
func (v *View) dockIn() (panel, in geom.Rect) {
	panel = v.dock()
	return panel, render.PanelContent(panel, render.DefaultPanel())
}

// pairItems: the two Nobles drawn at setup, shown to their owner only.
func (v *View) pairItems(its []item) []item {
	seat := v.st.CurrentPlayer()
	pair, ok := v.st.SetupPair(seat, v.Viewer)
	if !ok {
		return its
	}
	panel, in := v.dockIn()
	its = append(its, panelBack(panel))
	ti, h := wrapped(v.t("pharaon.pick.pair_title"), in, true)
	its = append(its, ti)
	g := 10 * v.pl.K
	cards, ch := pairCards(in, h, g)
	for i := 0; i < 2; i++ {
		r := cards[i]
		t := target{kPair, i, 0}
		n := pair[i]
		its = append(its, item{T: t, R: r, Paint: func(dst *ebiten.Image) {
			paintNoble(dst, r, n, v.Env.Bundle())
			clr, w := render.Turquoise, 3*v.pl.K
			if v.pk.Hover == t {
				clr, w = render.Gold, 5*v.pl.K
			}
			widget.Outline(dst, v.Sprites(), r.Inset(-3*v.pl.K), 8*v.pl.K, w, clr)
		}})
	}
	note, _ := wrapped(v.t("pharaon.pick.pair_note"), geom.R(in.X, in.Y+h+g+ch+g, in.W, 40), false)
	return append(its, note)
}

// pairCards are the rectangles of the two Nobles of the setup pair in the
// dock's content in, under a title of height h, g apart; ch their height.
func pairCards(in geom.Rect, h, g float64) (r [2]geom.Rect, ch float64) {
	cw := (in.W - g) / 2
	ch = math.Min(cw*1.5, in.H-h-g-40)
	for i := range r {
		r[i] = geom.R(in.X+float64(i)*(cw+g), in.Y+h+g, cw, ch)
	}
	return r, ch
}

// pairTip is the tooltip of the setup pair's Noble under p, as the
// display's Nobles have (issue 22: the offered cards had none).
func (v *View) pairTip(p geom.Point) ([]string, geom.Rect, bool) {
	if v.st == nil {
		return nil, geom.Rect{}, false
	}
	pair, ok := v.st.SetupPair(v.st.CurrentPlayer(), v.Viewer)
	if !ok {
		return nil, geom.Rect{}, false
	}
	for _, it := range v.pickItems() {
		if it.T.kind == kPair && it.T.i >= 0 && it.T.i < 2 && it.R.Contains(p) {
			return v.nobleTip(pair[it.T.i]), it.R, true
		}
	}
	return nil, geom.Rect{}, false
}

// splitItems: the Traitor's Jar (in splitBox, the key to the tiles'
// icons left in view): which top resource goes on its tiles, the other on
// the wheel. Two buttons beside the Jar, each naming the tile and space
// the resource would cover and showing the icon it would trigger.
func (v *View) splitItems(its []item) []item {
	j := v.st.TraitorJar()
	if j < 0 {
		return its
	}
	k := v.pl.K
	box := splitBox(v.pl)
	its = append(its, panelBack(box.Inset(-2*k)))
	jr := traitorJarRect(v.pl)
	its = append(its, item{R: jr, Paint: func(dst *ebiten.Image) { paintJar(dst, jr, j) }})
	jar := pharaon.Jars[j]
	in := geom.R(jr.Right()+8*k, box.Y+4*k, box.Right()-jr.Right()-12*k, box.H-8*k)
	bh := (in.H - 6*k) / 2
	for side := 0; side < 2; side++ {
		r := geom.R(in.X, in.Y+float64(side)*(bh+6*k), in.W, bh)
		t := target{kSplit, side, 0}
		if !v.usable(t) {
			continue
		}
		tiles, wheel := int(jar[side]), int(jar[1-side])
		sp, ok := v.splitTarget(side)
		its = append(its, v.iconButton(t, r, false, func(dst *ebiten.Image, r geom.Rect) {
			// Three lines: the resource and the tile space it would
			// cover; the icon there and what it does; the other
			// resource, on the wheel.
			f := render.Face(render.Bold, widget.TextMin)
			f2 := render.Face(render.Body, widget.TextMin)
			lh := render.LineHeight(f)
			s := math.Min(28*k, lh*1.2)
			x := r.X + 6*k
			y0 := r.Center().Y - lh*1.5
			drawRes(dst, tiles, geom.Pt(x+s/2, y0+lh/2), s, false)
			tx := x + s + 4*k
			line := v.t("pharaon.pick.to_tiles")
			if ok {
				line = v.t("pharaon.pick.to_tile_at", "god", v.t("pharaon.god."+godCodes[sp.tile]), "n", sp.space+1)
			}
			render.DrawInRect(dst, line, f, geom.R(tx, y0, r.Right()-tx-4*k, lh), render.Left, render.Middle, render.Ink)
			if ok {
				// The icon the resource would cover: what it triggers.
				iw := 40 * k
				ir := geom.R(x, y0+lh, iw, lh)
				what := v.t("pharaon.pick.split_none")
				if sp.icon.Kind != pharaon.IcNone {
					drawTraitorIcon(dst, sp.icon, ir, false)
					what = v.t("pharaon.traitor_key." + iconKey(sp.icon.Kind))
				}
				render.DrawInRect(dst, what, f2, geom.R(x+iw+4*k, y0+lh, r.Right()-x-iw-8*k, lh), render.Left, render.Middle, render.Ink)
			}
			s2 := lh * 0.8
			drawRes(dst, wheel, geom.Pt(x+s2/2, y0+lh*2.5), s2, false)
			wx := x + s2 + 4*k
			render.DrawInRect(dst, v.t("pharaon.pick.to_wheel"), f2, geom.R(wx, y0+lh*2, r.Right()-wx-4*k, lh), render.Left, render.Middle, render.InkSoft)
		}))
	}
	return its
}

// iconKey is the traitor_key locale key of a tile icon kind.
func iconKey(kind int8) string {
	switch kind {
	case pharaon.IcBC:
		return "bc"
	case pharaon.IcGod:
		return "god"
	case pharaon.IcNTake:
		return "ntake"
	case pharaon.IcNDisc:
		return "ndisc"
	case pharaon.IcNLevel:
		return "nlevel"
	case pharaon.IcATakeH, pharaon.IcATakeL:
		return "atake"
	case pharaon.IcADiscH, pharaon.IcADiscL:
		return "adisc"
	case pharaon.IcLot:
		return "lot"
	case pharaon.IcBonus:
		return "bonus"
	}
	return "nile"
}

// splitSpot is where a split would put the Traitor's resource: the tile
// position, its tile (god), the space index (1..TileSpaces-1) and the
// icon printed there.
type splitSpot struct {
	pos, tile, space int
	icon             pharaon.Icon
}

// splitTarget is where the resource side (0 left, 1 right) of the
// Traitor's Jar would go on its tiles (§8.3: the lowest free space of
// the tile it is associated with, else of the next tile to the right,
// wrapping); ok false when every tile is full.
func (v *View) splitTarget(side int) (splitSpot, bool) {
	j := v.st.TraitorJar()
	tiles, solo := v.st.TraitorTiles()
	if j < 0 || !solo || side < 0 || side > 1 {
		return splitSpot{}, false
	}
	r := int(pharaon.Jars[j][side])
	p := 0
	for q := range tiles {
		if tiles[q].Assoc == r {
			p = q
		}
	}
	for n := 0; n < pharaon.NumTiles; n++ {
		q := (p + n) % pharaon.NumTiles
		if f := tiles[q].Filled; f < pharaon.TileSpaces {
			return splitSpot{pos: q, tile: tiles[q].Tile, space: f, icon: tiles[q].Icons[f]}, true
		}
	}
	return splitSpot{}, false
}

// drawSplitPreview marks, while the split is asked, the space each
// choice would cover with its resource, faint; the choice under the
// pointer's in gold.
func (v *View) drawSplitPreview(dst *ebiten.Image) {
	j := v.st.TraitorJar()
	if j < 0 || v.st.Phase() != pharaon.PhSplit {
		return
	}
	k := v.pl.K
	sp := v.Sprites()
	for side := 0; side < 2; side++ {
		at, ok := v.splitTarget(side)
		if !ok || !v.usable(target{kSplit, side, 0}) {
			continue
		}
		r := v.pl.Traitor.Tiles[at.pos].Spaces[at.space]
		m := tileMark(v.pl, r)
		drawRes(dst, int(pharaon.Jars[j][side]), m.Center(), m.W, false)
		render.FillRoundRect(dst, r, 4*k, render.WithAlpha(render.Papyrus, 0.35))
		clr, w := render.Turquoise, 3*k
		if v.pk.Hover == (target{kSplit, side, 0}) {
			clr, w = render.Gold, 5*k
			widget.Glow(dst, sp, r, 6*k, 0.8)
		}
		widget.Outline(dst, sp, r.Inset(-2*k), 5*k, w, clr)
	}
}

// optionItems: the options of a power (the token given up, then the
// resource taken), or of an Offerings lot (with the extra or not).
func (v *View) optionItems(its []item) []item {
	offer := v.offered()
	if len(offer) == 0 {
		return its
	}
	panel, in := v.dockIn()
	its = append(its, panelBack(panel))
	k := v.pl.K
	if v.pk.Sel.kind == tLot {
		ti, h := wrapped(v.t("pharaon.pick.offer_title", "n", v.pk.Sel.i+1), in, true)
		its = append(its, ti)
		y := in.Y + h + 8*k
		for _, code := range offer {
			lbl := v.t("pharaon.pick.offer_plain")
			if code == 1 {
				lbl = v.t("pharaon.pick.offer_extra")
			}
			its = append(its, v.button(target{tOption, code, 0}, geom.R(in.X, y, in.W, 52*k), lbl, code == 0))
			y += 58 * k
		}
		return append(its, v.button(target{kCancel, 0, 0}, geom.R(in.X, y+4*k, 130*k, 40*k), v.t("pharaon.pick.cancel"), false))
	}
	name := v.t("pharaon.noble." + strconv.Itoa(pharaon.NWiseWoman+v.pk.Sel.i))
	key := "pharaon.pick.give_up"
	if len(v.pk.Chosen) > 0 {
		key = "pharaon.pick.take"
	}
	ti, h := wrapped(name+": "+v.t(key), in, true)
	its = append(its, ti)
	y := in.Y + h + 8*k
	s := 44 * k
	y = v.iconRow(&its, in, y, s, len(offer), func(i int, r geom.Rect) item {
		code := offer[i]
		give := len(v.pk.Chosen) == 0
		return v.iconButton(target{tOption, code, 0}, r, false, func(dst *ebiten.Image, r geom.Rect) {
			if give {
				drawFrom(dst, code, r.Center(), r.H*0.72)
			} else {
				drawRes(dst, code, r.Center(), r.H*0.72, false)
			}
		})
	})
	its = append(its, v.button(target{kCancel, 0, 0}, geom.R(in.X, y+10*k, 130*k, 40*k), v.t("pharaon.pick.cancel"), false))
	return its
}

// iconRow lays n square buttons of size s out from y, wrapping; it
// returns the y under them.
func (v *View) iconRow(its *[]item, in geom.Rect, y, s float64, n int, mk func(i int, r geom.Rect) item) float64 {
	g := 6 * v.pl.K
	if one := (in.W+g)/float64(n) - g; one < s && one >= 0.75*s {
		s = one // one row, the panel shorter
	}
	per := max(1, int((in.W+g)/(s+g)))
	for i := 0; i < n; i++ {
		r := geom.R(in.X+float64(i%per)*(s+g), y+float64(i/per)*(s+g), s, s)
		*its = append(*its, mk(i, r))
	}
	rows := (n + per - 1) / per
	return y + float64(rows)*(s+g)
}

// resItems: a resource to choose (Artisan A28, Tutor, the pyramid), the
// Diplomat's three, with Decline.
func (v *View) resItems(its []item) []item {
	st := v.st
	var key string
	switch st.Phase() {
	case pharaon.PhChoice:
		key = "pharaon.pick.choose_res"
	case pharaon.PhTutor:
		key = "pharaon.pick.tutor"
	case pharaon.PhDiplomat:
		key = "pharaon.pick.diplomat"
	case pharaon.PhPyramid:
		key = "pharaon.pick.pyramid"
	default:
		return its
	}
	var res []int
	for r := 0; r < pharaon.NumRes; r++ {
		t := target{kRes, r, 0}
		if v.usable(t) || (st.Phase() == pharaon.PhDiplomat && r < pharaon.NumBase) {
			res = append(res, r)
		}
	}
	decline := v.usable(target{kDecline, 0, 0})
	if len(res) == 0 && !decline {
		return its
	}
	panel, in := v.dockIn()
	its = append(its, panelBack(panel))
	ti, h := wrapped(v.t(key), in, true)
	its = append(its, ti)
	k := v.pl.K
	y := in.Y + h + 8*k
	y = v.iconRow(&its, in, y, 46*k, len(res), func(i int, r geom.Rect) item {
		res := res[i]
		t := target{kRes, res, 0}
		it := v.iconButton(t, r, false, func(dst *ebiten.Image, r geom.Rect) {
			drawRes(dst, res, r.Center(), r.H*0.72, false)
		})
		if !v.usable(t) {
			it.T = target{} // shown, not clickable
			paint := it.Paint
			it.Paint = func(dst *ebiten.Image) {
				paint(dst)
				render.FillRoundRect(dst, r, math.Min(8, r.H/4), render.WithAlpha(render.Sand, 0.6))
			}
		}
		return it
	})
	if st.Phase() == pharaon.PhDiplomat {
		its = append(its, label(v.t("pharaon.pick.basket"), geom.R(in.X, y, in.W, 24*k), false, render.InkSoft))
		y += 26 * k
		for i := 0; i < 3; i++ {
			r := geom.R(in.X+float64(i)*(46*k+6*k), y, 46*k, 46*k)
			if i < len(v.pk.basket) {
				res := v.pk.basket[i]
				its = append(its, v.iconButton(target{kBasket, i, 0}, r, true, func(dst *ebiten.Image, r geom.Rect) {
					drawRes(dst, res, r.Center(), r.H*0.72, false)
				}))
				continue
			}
			its = append(its, item{R: r, Paint: func(dst *ebiten.Image) {
				render.StrokeRoundRect(dst, r, 8, 1.5, render.WithAlpha(render.Ink, 0.4))
			}})
		}
		y += 52 * k
	}
	if decline {
		its = append(its, v.button(target{kDecline, 0, 0}, geom.R(in.X, y+6*k, 150*k, 40*k), v.t("pharaon.pick.decline"), false))
	}
	return its
}

// barItems: End turn and the powers under the wheel; Pass in round 5.
func (v *View) barItems(its []item) []item {
	k := v.pl.K
	bar := v.pickBar()
	var bs []item
	f := render.Face(render.Bold, widget.TextMin)
	add := func(t target, label string, primary bool) {
		if !v.usable(t) {
			return
		}
		w := render.TextWidth(label, f) + 28*k
		bs = append(bs, v.button(t, geom.R(0, 0, w, math.Min(40*k, bar.H)), label, primary))
	}
	if !v.pk.pay.open && v.pk.Sel.kind == tNone {
		add(target{tEndTurn, 0, 0}, v.t("pharaon.pick.end_turn"), true)
		add(target{kPower, 0, 0}, v.t("pharaon.noble.17"), false)
		add(target{kPower, 1, 0}, v.t("pharaon.noble.18"), false)
	}
	// One row, centred; two when they do not fit (French names).
	g := 8 * k
	var rows [][]item
	w := 0.0
	for _, b := range bs {
		if len(rows) == 0 || w+b.R.W > bar.W {
			rows = append(rows, nil)
			w = 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], b)
		w += b.R.W + g
	}
	rh := math.Min(40*k, (bar.H-float64(len(rows)-1)*4*k)/float64(max(1, len(rows))))
	y := bar.Center().Y - (float64(len(rows))*rh+float64(len(rows)-1)*4*k)/2
	for _, row := range rows {
		total := -g
		for _, b := range row {
			total += b.R.W + g
		}
		x := bar.Center().X - total/2
		for _, b := range row {
			r := geom.R(x, y, b.R.W, rh)
			x += b.R.W + g
			its = append(its, v.button(b.T, r, v.buttonLabel(b.T), b.T.kind == tEndTurn))
		}
		y += rh + 4*k
	}
	// Pass in round 5: the Jar band is empty.
	if t := (target{tPass, 0, 0}); v.usable(t) && !v.pk.pay.open {
		jb := v.pl.Pyramid.JarBand
		r := geom.RectFromCenter(jb.Center(), math.Min(jb.W-20*k, 200*k), math.Min(jb.H-16*k, 44*k))
		its = append(its, v.button(t, r, v.t("pharaon.pick.pass"), true))
	}
	return its
}

func (v *View) buttonLabel(t target) string {
	switch t.kind {
	case tEndTurn:
		return v.t("pharaon.pick.end_turn")
	case kPower:
		return v.t("pharaon.noble." + strconv.Itoa(pharaon.NWiseWoman+t.i))
	}
	return ""
}
