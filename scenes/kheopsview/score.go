package kheopsview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The network overlay (a toggle during play) and the final scoring: the
// networks light up one by one with their points, then the ankhs, then
// the totals (§11.5). The view stays busy meanwhile, so the match scene
// waits before it opens the end scene.

// netColours tell networks apart in the overlay.
var netColours = []color.RGBA{
	{0x26, 0x61, 0x9C, 0xFF}, {0xB5, 0x52, 0x3B, 0xFF}, {0x6A, 0x99, 0x4E, 0xFF}, {0xD4, 0xA0, 0x17, 0xFF},
	{0x7B, 0x4B, 0x9C, 0xFF}, {0x3F, 0xB8, 0xAF, 0xFF}, {0x93, 0x62, 0x36, 0xFF}, {0xC7, 0x5B, 0x8A, 0xFF},
	{0x5B, 0x6B, 0x2E, 0xFF}, {0x4A, 0x5A, 0x78, 0xFF},
}

func netColour(i int) color.RGBA { return netColours[i%len(netColours)] }

// anchor is the slot of network n nearest its middle, where its chip goes.
func (l *layout) anchor(n kheops.Network) int {
	if len(n.Slots) == 0 {
		return 0
	}
	var c geom.Point
	for _, s := range n.Slots {
		c = c.Add(l.slot(s).centroid())
	}
	c = c.Mul(1 / float64(len(n.Slots)))
	best, bd := n.Slots[0], math.Inf(1)
	for _, s := range n.Slots {
		if d := l.slot(s).centroid().Dist(c); d < bd {
			best, bd = s, d
		}
	}
	return best
}

// floodOrder lists network n's slots breadth first from its lowest slot.
func floodOrder(b *board, n kheops.Network) []int {
	in := map[int]bool{}
	for _, s := range n.Slots {
		in[s] = true
	}
	if len(n.Slots) == 0 {
		return nil
	}
	seen := map[int]bool{n.Slots[0]: true}
	out := []int{n.Slots[0]}
	for i := 0; i < len(out); i++ {
		s := out[i]
		open := kheops.OpenEdges(b.tile[s], b.rot[s])
		for e := 0; e < 3; e++ {
			nb := kheops.Neighbour(s, e)
			if open&(1<<e) != 0 && in[nb] && !seen[nb] && edgeConnects(b, s, e) {
				seen[nb] = true
				out = append(out, nb)
			}
		}
	}
	for _, s := range n.Slots {
		if !seen[s] {
			out = append(out, s)
		}
	}
	return out
}

// ---- the overlay ----

func (c *drawCtx) overlayWash() {
	for i, n := range c.b.nets {
		for _, s := range n.Slots {
			triFill(c.dst, c.sp, c.l.tileTri(s), render.WithAlpha(netColour(i), 0.42))
		}
	}
}

func (c *drawCtx) overlayChips() {
	for i, n := range c.b.nets {
		c.netChip(n, netColour(i), true)
	}
}

// netChip is a network's label at its anchor: its value, and with
// weights the pawn weights of both seats under it.
func (c *drawCtx) netChip(n kheops.Network, clr color.RGBA, weights bool) {
	l := c.l
	s := l.anchor(n)
	if s == 0 {
		return
	}
	at := l.slot(s).centroid()
	val := strconv.Itoa(n.Value)
	// The value and the weights are figures read at a glance: countSize,
	// 14 px at a 1280x720 window (ART.md, issue 22).
	vf := boardCount(l, val, render.Bold)
	h, w := l.s(32), math.Max(l.s(80), render.TextWidth(val, vf)+l.s(24))
	if weights {
		// Under the value, each seat's mark and weight side by side.
		h, w = l.s(62), math.Max(w, l.s(108))
	}
	r := geom.RectFromCenter(at, math.Ceil(w/4)*4, h)
	r.X, r.Y = math.Round(r.X), math.Round(r.Y)
	box(c.dst, c.sp, r, gameview.BoxStyle{Fill: render.WithAlpha(render.Papyrus, 0.95), Stroke: clr, Width: math.Max(2, l.s(3)), Radius: l.s(8), Shadow: true})
	vc := render.Ink
	if n.Cursed {
		vc = render.Terracotta
	}
	render.DrawInRect(c.dst, val, vf, geom.R(r.X, r.Y+l.s(2), r.W, l.s(28)), render.Center, render.Middle, vc)
	if !weights {
		return
	}
	y := r.Y + l.s(45)
	for seat := 0; seat < 2; seat++ {
		// A group (mark, weight) each side of the middle.
		x := r.Center().X - l.s(48) + float64(seat)*l.s(52)
		c.sp.DrawMark(c.dst, geom.Pt(x+l.s(6), y), l.s(12), c.v.Colour(seat))
		clr := render.InkSoft
		if n.Winner == seat {
			clr = render.Ink
		}
		wt := strconv.Itoa(n.Weight[seat])
		render.DrawText(c.dst, wt, boardCount(l, wt, render.Bold), x+l.s(16), y, render.Left, render.Middle, clr)
	}
}

// ---- the final scoring ----

// finale is the progress of the final scoring.
type finale struct {
	nets   []kheops.Network
	order  [][]int
	cur    int     // network being shown, -1 before the first
	flood  float64 // 0..1 of cur's flood
	card   float64 // 0..1 of cur's rows
	done   []bool
	run    [2]int // points scored so far
	ankhs  [2]int
	ankhV  float64 // 0..1 of the ankh step
	totals [2]int
	totalV float64
}

// Durations of the final scoring at normal speed.
const (
	finFlood     = 0.3
	finCard      = 0.8
	finQuick     = 0.35 // a network nobody scores
	finAnkhs     = 1.1
	finTotals    = 1.1
	finHold      = 0.8
	finIntro     = 0.3
	finMaxBudget = 14.0 // seconds: long matches are sped up to fit
)

// sheetLeast is the least size (1080p) a scoring-sheet row shrinks to
// before it is cut: ART.md's small text, never below 16.
const sheetLeast = 16

// queueFinale appends the final scoring to the timeline.
func (v *View) queueFinale(tgt *board) {
	f := &finale{nets: tgt.nets, cur: -1, done: make([]bool, len(tgt.nets)), ankhs: tgt.ankh, totals: tgt.score}
	for _, n := range tgt.nets {
		f.order = append(f.order, floodOrder(tgt, n))
	}
	// Keep the whole within budget.
	total := finIntro + finAnkhs + finTotals + finHold
	for _, n := range tgt.nets {
		total += finFlood + v.cardTime(n)
	}
	k := 1.0
	if total > finMaxBudget {
		k = finMaxBudget / total
	}
	v.tl.Then(anim.Staged(finIntro*k, anim.Linear, func() { v.fin = f }, nil, nil))
	for i, n := range tgt.nets {
		v.tl.Then(anim.Staged(finFlood*k, anim.Linear, func() { f.cur, f.card = i, 0 }, func(x float64) { f.flood = x }, nil))
		v.tl.Then(anim.Staged(v.cardTime(n)*k, anim.Linear, nil, func(x float64) { f.card = x }, func() {
			f.done[i] = true
			if n.Winner >= 0 && n.Winner < 2 {
				f.run[n.Winner] += n.Value
			}
		}))
	}
	v.tl.Then(anim.Staged(finAnkhs*k, anim.Linear, func() { f.cur = -1 }, func(x float64) { f.ankhV = x }, func() {
		for p := 0; p < 2; p++ {
			f.run[p] += f.ankhs[p] * f.ankhs[p]
		}
	}))
	v.tl.Then(anim.Staged(finTotals*k, anim.BackOut, nil, func(x float64) { f.totalV = x }, func() { f.run = f.totals }))
	v.tl.Then(anim.Staged(finHold*k, anim.Linear, nil, nil, nil))
}

func (v *View) cardTime(n kheops.Network) float64 {
	if n.Winner < 0 || n.Value == 0 {
		return finQuick
	}
	return finCard
}

func (c *drawCtx) finaleWash() {
	f := c.v.fin
	for i, n := range f.nets {
		switch {
		case i == f.cur:
			k := int(math.Ceil(f.flood * float64(len(f.order[i]))))
			for j, s := range f.order[i] {
				if j < k {
					triFill(c.dst, c.sp, c.l.tileTri(s), render.WithAlpha(render.Gold, 0.45))
				}
			}
		case f.done[i]:
			clr := render.WithAlpha(render.InkSoft, 0.38)
			if n.Winner >= 0 && n.Value > 0 {
				clr = winnerTint(c.v.Colour(n.Winner))
			}
			for _, s := range n.Slots {
				triFill(c.dst, c.sp, c.l.tileTri(s), clr)
			}
		}
	}
	if f.cur >= 0 && f.cur < len(f.nets) && f.flood >= 1 {
		for _, s := range f.nets[f.cur].Slots {
			triLine(c.dst, c.sp, c.l.tileTri(s), math.Max(2, c.l.s(3)), render.GoldDeep)
		}
	}
}

// winnerTint is the wash of a network won by a seat: its colour, a light
// one stronger so that it shows on the stone.
func winnerTint(pc render.PlayerColor) color.RGBA {
	c := pc.RGBA()
	if render.Luminance(c) > 0.7 {
		return render.WithAlpha(c, 0.62)
	}
	return render.WithAlpha(c, 0.42)
}

func (c *drawCtx) finaleChips() {
	f := c.v.fin
	for i, n := range f.nets {
		if !f.done[i] && !(i == f.cur && f.card > 0.5) {
			continue
		}
		clr := render.InkSoft
		if n.Winner >= 0 && n.Value > 0 {
			clr = c.v.Colour(n.Winner).RGBA()
			if n.Winner == kheops.White {
				clr = render.Ink
			}
		}
		c.netChip(n, clr, false)
	}
}

// sheetRow is one line of the scoring sheet.
type sheetRow struct {
	text   string
	struck bool
	strong bool
}

func (c *drawCtx) finaleSheet() {
	v := c.v
	f := v.fin
	l := c.l
	r := l.legend()
	st := render.PanelStyle{Shadow: true, Scale: l.k}
	c.sp.DrawPlaced(c.dst, render.SpriteKey{Kind: "kheops.sheet"}, r, int(math.Ceil(l.s(16))), [3]float64{l.k}, func(img *ebiten.Image, rr geom.Rect) {
		render.DrawPanel(img, rr, st)
	})
	c.text(c.tr("kheops.network.final"), render.Title, 26, r.X+l.s(22), r.Y+l.s(30), render.Left, render.Middle, render.Ink)
	var rows []sheetRow
	var head string
	switch {
	case f.cur >= 0 && f.cur < len(f.nets):
		n := f.nets[f.cur]
		head = c.tr("kheops.network.network", "n", f.cur+1) + " · " + c.tr("kheops.network.tiles", "n", len(n.Slots))
		rows = c.netRows(n)
		shown := int(math.Floor(f.card*float64(len(rows)+1) + 0.5))
		rows = rows[:min(len(rows), max(shown, 1))]
	case f.ankhV > 0 && f.totalV == 0:
		head = c.tr("kheops.source.ankhs")
		for p := 0; p < 2; p++ {
			rows = append(rows, sheetRow{text: v.name(p) + " · " + c.tr("kheops.network.ankhs", "n", f.ankhs[p], "m", f.ankhs[p]*f.ankhs[p]), strong: true})
		}
	case f.totalV > 0:
		head = c.tr("kheops.network.total")
	}
	if head != "" {
		render.DrawInRect(c.dst, head, countFaceAt(head, render.Bold, fs(l, countSize)), geom.R(r.X+l.s(22), r.Y+l.s(58), r.W-l.s(44), l.s(28)), render.Left, render.Middle, render.Ink)
	}
	y := r.Y + l.s(94)
	for _, row := range rows {
		rr := geom.R(r.X+l.s(30), y, r.W-l.s(52), l.s(30))
		role, clr := render.Medium, render.Ink
		if row.strong {
			role, clr = render.Bold, render.GoldDeep
		}
		if row.struck {
			clr = render.InkSoft
		}
		// The rows' figures (points, stones, pawns) are read at a glance:
		// countSize (14 px at a 1280x720 window, ART.md, issue 22). A long
		// row (French) shrinks to the readable least before it is ever
		// cut.
		size := countSize
		for size > sheetLeast && render.TextWidth(row.text, render.Face(role, fs(l, size))) > rr.W {
			size--
		}
		face := countFaceAt(row.text, role, fs(l, size))
		txt := render.Ellipsize(row.text, face, rr.W)
		render.DrawText(c.dst, txt, face, rr.X, rr.Center().Y, render.Left, render.Middle, clr)
		if row.struck {
			w := render.TextWidth(txt, face)
			c.sp.DrawLine(c.dst, geom.Pt(rr.X-l.s(2), rr.Center().Y), geom.Pt(rr.X+w+l.s(2), rr.Center().Y), math.Max(2, l.s(2.5)), render.Terracotta)
		}
		y += l.s(33)
	}
	// Running totals at the foot.
	foot := geom.R(r.X+l.s(16), r.Bottom()-l.s(112), r.W-l.s(32), l.s(96))
	box(c.dst, c.sp, foot, gameview.BoxStyle{Fill: render.WithAlpha(render.Sand, 0.7), Stroke: render.WithAlpha(render.InkSoft, 0.5), Width: 1.2, Radius: l.s(8)})
	for p := 0; p < 2; p++ {
		rr := geom.R(foot.X+l.s(10), foot.Y+l.s(8)+float64(p)*l.s(42), foot.W-l.s(20), l.s(38))
		c.sp.DrawMark(c.dst, geom.Pt(rr.X+l.s(12), rr.Center().Y), l.s(20), v.Colour(p))
		c.inRect(v.name(p), render.Bold, 19, geom.R(rr.X+l.s(30), rr.Y, rr.W-l.s(110), rr.H), render.Left, render.Ink)
		size := 24.0
		if f.totalV > 0 {
			size = 24 + 6*math.Min(1, f.totalV)
		}
		c.inRect(strconv.Itoa(f.run[p]), render.Bold, size, geom.R(rr.Right()-l.s(80), rr.Y, l.s(80), rr.H), render.Right, render.Ink)
	}
}

// netRows are the scoring sheet's lines for network n (§7.1).
func (c *drawCtx) netRows(n kheops.Network) []sheetRow {
	v := c.v
	rows := []sheetRow{{text: c.tr("kheops.network.rooms", "n", n.Rooms)}}
	if n.Sarcophagi > 0 {
		rows = append(rows, sheetRow{text: c.tr("kheops.network.sarcophagi", "n", n.SarcoBonus)})
	}
	if n.Summit > 0 {
		rows = append(rows, sheetRow{text: c.tr("kheops.network.summit", "n", n.Summit)})
	}
	if n.Longest > 0 {
		rows = append(rows, sheetRow{text: c.tr("kheops.network.longest", "n", n.Longest)})
	}
	if n.Closed {
		rows = append(rows, sheetRow{text: c.tr("kheops.network.closed")})
	}
	if n.Cursed {
		for i := range rows {
			rows[i].struck = true
		}
		rows = append(rows, sheetRow{text: c.tr("kheops.network.cursed")})
	}
	rows = append(rows, sheetRow{text: c.tr("kheops.network.value", "n", n.Value), strong: true})
	a := v.name(kheops.White) + " " + strconv.Itoa(n.Weight[kheops.White])
	b := strconv.Itoa(n.Weight[kheops.Blue]) + " " + v.name(kheops.Blue)
	rows = append(rows, sheetRow{text: c.tr("kheops.network.weights", "a", a, "b", b)})
	switch {
	case n.Winner >= 0:
		rows = append(rows, sheetRow{text: c.tr("kheops.network.scores", "player", v.name(n.Winner), "n", n.Value), strong: true})
	case n.Weight[0] == 0 && n.Weight[1] == 0:
		rows = append(rows, sheetRow{text: c.tr("kheops.network.nobody")})
	default:
		rows = append(rows, sheetRow{text: c.tr("kheops.network.tie")})
	}
	return rows
}
