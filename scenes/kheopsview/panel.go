package kheopsview

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/kheops"
	"nilegames/render"
	"nilegames/render/geom"
)

// DrawPanel paints seat's supply, hand and ankhs inside r.
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) { v.DrawPanelTo(dst, seat, r) }

// PanelBodyH is the height seat's panel needs (gameview.PanelSizer): two
// lines for the seat whose pawns and hand are in the tray, else the pawns,
// the hand and a line.
func (v *View) PanelBodyH(seat int) float64 {
	if seat == v.traySeat() {
		return 80
	}
	return 134
}

// DrawPanelTo is DrawPanel as blits only (see DrawTo).
func (v *View) DrawPanelTo(dst render.Target, seat int, r geom.Rect) {
	b := v.d
	if b == nil || seat < 0 || seat > 1 {
		return
	}
	k := math.Min(1, math.Max(0.6, r.H/v.PanelBodyH(seat)))
	sp := v.Sprites()
	loc := v.Env.Bundle()
	y := r.Y + 4*k
	rowH := 40 * k
	an := b.ankh[seat]
	ankhs := tr(loc, "kheops.ui.ankh_points", "n", an, "points", an*an)
	if seat == v.traySeat() {
		// The pawns and the hand are in the tray by the pyramid: shown once.
		render.DrawInRect(dst, ankhs, countFace(ankhs, render.Medium), geom.R(r.X, y, r.W, rowH), render.Left, render.Middle, render.Ink)
		y -= 10 * k // the networks' row comes right under
	} else {
		// Row 1: the pawns in supply.
		// The row's name as large as its counts.
		render.DrawInRect(dst, tr(loc, "kheops.ui.supply"), render.Face(render.Medium, countSize), geom.R(r.X, y, 110*k, rowH), render.Left, render.Middle, render.InkSoft)
		x := r.X + 112*k
		for kind := kheops.Worker; kind <= kheops.Pharaoh; kind++ {
			if !hasKind(seat, kind) {
				continue
			}
			c := geom.Pt(x+14*k, y+rowH/2)
			placedPawn(dst, sp, kheops.Pawn{Owner: seat, Kind: kind}, v.Colour(seat), c, 32*k, v.Env.PatternsOn() && seat == kheops.Blue)
			cnt := "×" + strconv.Itoa(b.sup[seat][kind])
			render.DrawInRect(dst, cnt, countFace(cnt, render.Bold), geom.R(x+32*k, y, 50*k, rowH), render.Left, render.Middle, render.Ink)
			x += 92 * k
		}
		// Row 2: the hand (face down unless it is the viewer's) and the ankhs.
		y += rowH + 10*k
		hand := tr(loc, "kheops.ui.hand", "n", len(b.hand[seat]))
		render.DrawInRect(dst, hand, countFace(hand, render.Medium), geom.R(r.X, y, 110*k, 46*k), render.Left, render.Middle, render.InkSoft)
		x = r.X + 112*k
		for i, id := range b.hand[seat] {
			t := upTri(geom.Pt(x+float64(i)*52*k+24*k, y+46*k*0.62), 48*k)
			placedTile(dst, sp, t, id, 0)
		}
		x += 3*52*k + 16*k
		render.DrawInRect(dst, ankhs, countFace(ankhs, render.Medium), geom.R(x, y, r.Right()-x, 46*k), render.Left, render.Middle, render.Ink)
	}
	// Row 3: networks held now.
	y += 46*k + 8*k
	won, pts := 0, 0
	for _, n := range b.nets {
		if n.Winner == seat {
			won++
			pts += n.Value
		}
	}
	held := tr(loc, "kheops.ui.networks_held", "n", won, "points", pts)
	if y+24*k <= r.Bottom()+1 {
		render.DrawInRect(dst, held, countFace(held, render.Medium), geom.R(r.X, y, r.W, 26*k), render.Left, render.Middle, render.InkSoft)
	} else {
		render.NoteDrop(held, "dropped")
	}
}

// Tooltip explains what is under (x, y).
func (v *View) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	b, l := v.target, v.lay
	if b == nil || l == nil {
		return nil, geom.Rect{}, false
	}
	p := geom.Pt(x, y)
	loc := v.Env.Bundle()
	lines := func(key string, args ...any) []string { return strings.Split(tr(loc, key, args...), "\n") }
	if l.toggle().Contains(p) {
		return lines("kheops.tip.toggle"), l.toggle(), true
	}
	for i := 0; i < 3; i++ {
		if r := l.phaseChip(i); r.Contains(p) {
			return lines("kheops.tip.phases"), r, true
		}
	}
	if seat := v.traySeat(); seat >= 0 {
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			if !hasKind(seat, k) {
				continue
			}
			if r := l.kindButton(k); r.Contains(p) {
				out := []string{tr(loc, "kheops.pawn."+k.String()) + " · " + tr(loc, "kheops.tip.supply_n", "n", b.sup[seat][k])}
				if key := v.kindLock(seat, k); key != "" {
					out = append(out, tr(loc, "kheops.refuse."+key, "pawn", v.pawnName(k)))
				}
				return append(out, lines("kheops.tip.pawn_"+k.String())...), r, true
			}
		}
		for i, id := range b.hand[seat] {
			if t := l.handTri(i); t.Contains(p) {
				if id == 0 {
					return lines("kheops.tip.hidden_tile", "player", v.name(seat)), t.bounds(), true
				}
				return v.tileLines(id), t.bounds(), true
			}
		}
		if r := l.trayHead(); r.Contains(p) {
			return lines("kheops.tip.seat", "player", v.name(seat), "n", len(b.hand[seat]), "ankhs", b.ankh[seat]), r, true
		}
		if v.controlsShown() {
			for i, key := range []string{"ccw", "cw", "confirm"} {
				if c := l.ctrl(i); c.Contains(p) {
					return lines("kheops.tip." + key), c.Bounds(), true
				}
			}
		}
	}
	if r := l.pile(); r.Contains(p) {
		return lines("kheops.tip.pile", "n", b.pile), r, true
	}
	if v.fin == nil {
		if r := l.legend(); r.Contains(p) {
			for i := 0; i < 2+len(legendSymbols); i++ {
				rr := l.legendRow(i)
				if !rr.Contains(p) {
					continue
				}
				if i < 2 {
					kind := []string{"room", "corridor"}[i]
					return lines("kheops.tip.kind_" + kind), rr, true
				}
				sym := legendSymbols[i-2].sym
				return append([]string{tr(loc, "kheops.symbol."+sym.String())}, lines("kheops.symbol_rule."+sym.String())...), rr, true
			}
		}
	}
	s := l.slotAt(p)
	if s == 0 {
		return nil, geom.Rect{}, false
	}
	t := l.slot(s)
	if b.tile[s] == 0 {
		key := "kheops.tip.empty"
		if v.dec.ms.any(func(m kheops.Move) bool { return m.Type == kheops.PlaceTile && m.Slot == s }) {
			key = "kheops.tip.empty_legal"
		}
		return lines(key), t.bounds(), true
	}
	out := v.tileLines(b.tile[s])
	if kheops.IsBase(s) {
		out = append(out, tr(loc, "kheops.tip.base"))
	}
	if s == 1 {
		out = append(out, tr(loc, "kheops.tip.summit"))
	}
	if b.pawn[s] != 0 {
		pw := pawnOf(b.pawn[s])
		out = append(out, tr(loc, "kheops.tip.pawn_on", "player", v.name(pw.Owner), "pawn", tr(loc, "kheops.pawn."+pw.Kind.String()), "n", pw.Weight(kheops.Tiles[b.tile[s]].Symbol == kheops.Double)))
	}
	for _, n := range b.nets {
		for _, ns := range n.Slots {
			if ns != s {
				continue
			}
			key := "kheops.tip.network"
			if b.over() {
				key = "kheops.tip.network_final"
			}
			who := tr(loc, "kheops.tip.nobody")
			if n.Winner >= 0 {
				who = v.name(n.Winner)
			}
			out = append(out, tr(loc, key, "n", len(n.Slots), "value", n.Value, "white", n.Weight[kheops.White], "blue", n.Weight[kheops.Blue], "player", who))
			switch {
			case n.Cursed:
				out = append(out, tr(loc, "kheops.network.cursed"))
			case n.Closed:
				out = append(out, tr(loc, "kheops.network.closed"))
			}
		}
	}
	return out, t.bounds(), true
}

// tileLines describe a tile: kind and openings, then its symbol's rule.
func (v *View) tileLines(id int) []string {
	loc := v.Env.Bundle()
	tile := kheops.Tiles[id]
	kind := "room"
	if tile.Kind == kheops.Corridor {
		kind = "corridor"
	}
	n := 0
	for i := 0; i < 3; i++ {
		if tile.Openings&(1<<i) != 0 {
			n++
		}
	}
	out := []string{tr(loc, "kheops.tip.tile", "kind", tr(loc, "kheops.kind."+kind), "n", n)}
	if tile.Symbol != kheops.NoSymbol {
		name := tr(loc, "kheops.symbol."+tile.Symbol.String())
		if tile.Symbol == kheops.Sarcophagus {
			role := "queen"
			if tile.King {
				role = "king"
			}
			name = tr(loc, "kheops.tip.sarcophagus", "colour", tr(loc, "kheops.colour."+colourCode(tile.Colour)), "role", tr(loc, "kheops.tip.role_"+role))
		}
		out = append(out, name+" — "+tr(loc, "kheops.symbol_rule."+tile.Symbol.String()))
	}
	return out
}

func colourCode(c kheops.Colour) string {
	switch c {
	case kheops.Red:
		return "red"
	case kheops.Green:
		return "green"
	}
	return "gold"
}
