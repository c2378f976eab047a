package pharaonview

import (
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// The payment picker's panel: what is paid for, the access (the token and
// where it goes), the action cost, the access tokens to choose from, the
// ways to pay the rest, the Offerings' extra, Cancel and Confirm.

// payWhat names the pending action of st.
func (v *View) payWhat(st *pharaon.State) string {
	p := st.Pending()
	switch p.Quarter {
	case pharaon.ART:
		if d := v.st.ArtisanDisplay(); p.Target >= 0 && p.Target < 4 && d[p.Target] >= 0 {
			id := d[p.Target]
			return v.t("pharaon.pick.what_artisan", "name", v.t("pharaon.profession."+professionCodes[pharaon.Artisans[id].Profession]))
		}
		return v.t("pharaon.pick.what_artisan_deck")
	case pharaon.NOB:
		if d := v.st.NobleDisplay(); p.Target >= 0 && p.Target < 3 && d[p.Target] > 0 {
			return v.t("pharaon.pick.what_noble", "name", v.t("pharaon.noble."+strconv.Itoa(d[p.Target])))
		}
		return v.t("pharaon.pick.what_noble_deck")
	case pharaon.NIL:
		// Named by its two colours: the board prints no numbers on the
		// options (issue 22: "Nile option 8" meant nothing).
		if p.Target < 0 || p.Target >= pharaon.NumNile {
			return ""
		}
		o := pharaon.NileOptions[p.Target]
		return v.t("pharaon.pick.what_nile", "a", v.resName(int(o.A)), "b", v.resName(int(o.B)))
	case pharaon.BUR:
		return v.t("pharaon.pick.what_burial", "n", int(st.PlayerOf(st.CurrentPlayer()).BC)+1)
	case pharaon.OFF:
		return v.t("pharaon.pick.what_offer", "n", p.Target+1)
	}
	return ""
}

// payCost is the action cost of st's pending action as icons (resAny:
// any base resource) and whether they must be identical.
func payCost(st *pharaon.State) (icons []int, same bool) {
	p := st.Pending()
	pl := st.PlayerOf(st.CurrentPlayer())
	switch p.Quarter {
	case pharaon.ART:
		return []int{resAny, resAny, resAny}, true
	case pharaon.NOB:
		if pl.Has(pharaon.NJudge) {
			return []int{resAny, resAny, resAny, resAny, resAny}, false
		}
		return []int{pharaon.AGR, pharaon.JUS, pharaon.CON, pharaon.ROY, pharaon.COM}, false
	case pharaon.NIL:
		if p.Target >= 0 && p.Target < pharaon.NumNile {
			o := pharaon.NileOptions[p.Target]
			return []int{int(o.A), int(o.B)}, false
		}
	case pharaon.BUR:
		if bc := int(pl.BC); bc >= 0 && bc < pharaon.BCSteps {
			for _, r := range pharaon.BurialPath[bc].Cost {
				if r == pharaon.AnyBase {
					icons = append(icons, resAny)
				} else {
					icons = append(icons, int(r))
				}
			}
		}
		return icons, false
	case pharaon.OFF:
		if p.Extra {
			return []int{resAny, resAny}, true
		}
		return []int{resAny}, false
	}
	return nil, false
}

// payItems lays the payment picker out in the choice panel.
func (v *View) payItems(its []item) []item {
	pp := &v.pk.pay
	o, ok := pp.current()
	if !ok || pp.st == nil {
		return its
	}
	k := v.pl.K
	panel, in := v.dockIn()
	its = append(its, panelBack(panel))
	st := pp.st
	q, seg, slot := pp.accessSlot()

	ti, h := wrapped(v.t("pharaon.pick.pay_title", "what", v.payWhat(st)), in, true)
	its = append(its, ti)
	y := in.Y + h + 6*k
	ts := 28 * k // token icons

	// The access: the token chosen and where it goes.
	var where string
	if slot >= 0 {
		where = v.t("pharaon.pick.access_slot", "seg", v.t("pharaon.res."+resCodes[seg]), "n", slot+1)
	} else {
		where = v.t("pharaon.pick.access_full", "seg", v.t("pharaon.res."+resCodes[max(seg, 0)]))
	}
	its = append(its, label(v.t("pharaon.pick.access"), geom.R(in.X, y, in.W, 22*k), true, render.InkSoft))
	y += 24 * k
	acc := int(o.p.Access)
	tokR := geom.R(in.X, y, ts, ts)
	its = append(its, item{R: tokR, Paint: func(dst *ebiten.Image) { drawToken(dst, acc, q, tokR.Center(), ts) }})
	wi, wh := wrapped(where, geom.R(in.X+ts+8*k, y, in.W-ts-8*k, 0), false)
	its = append(its, wi)
	y += math.Max(ts, wh) + 4*k
	if int(o.p.Colour) != seg && o.p.Colour >= 0 {
		ci, ch := wrapped(v.t("pharaon.pick.counts_as", "res", v.t("pharaon.res."+resCodes[o.p.Colour])), geom.R(in.X, y, in.W, 0), false)
		its = append(its, ci)
		y += ch + 2*k
	}

	// The action cost.
	icons, same := payCost(st)
	its = append(its, label(v.t("pharaon.pick.cost"), geom.R(in.X, y, in.W, 22*k), true, render.InkSoft))
	y += 24 * k
	costR := geom.R(in.X, y, in.W, ts)
	its = append(its, item{R: costR, Paint: func(dst *ebiten.Image) {
		x := costR.X + ts/2
		for _, ic := range icons {
			drawRes(dst, ic, geom.Pt(x, costR.Center().Y), ts, true)
			x += ts + 4*k
		}
		if same {
			f := render.Face(render.Body, widget.TextMin)
			render.DrawText(dst, v.t("pharaon.ui.same"), f, x, costR.Center().Y, render.Left, render.Middle, render.Ink)
		}
	}})
	y += ts + 8*k

	// The access tokens to choose from.
	kinds := pp.accessKinds()
	if len(kinds) > 1 {
		its = append(its, label(v.t("pharaon.pick.access_choose"), geom.R(in.X, y, in.W, 22*k), true, render.InkSoft))
		y += 24 * k
		y = v.iconRow(&its, in, y, 40*k, len(kinds), func(i int, r geom.Rect) item {
			kd := kinds[i]
			return v.iconButton(target{kPayAccess, kd, 0}, r, kd == acc, func(dst *ebiten.Image, r geom.Rect) {
				drawToken(dst, kd, q, r.Center(), r.H*0.72)
			})
		})
	}

	// The ways to pay the rest with this access token.
	spends := pp.spends()
	its = append(its, label(v.t("pharaon.pick.pay_with"), geom.R(in.X, y, in.W, 22*k), true, render.InkSoft))
	y += 24 * k
	g := 6 * k
	cw := (in.W - g) / 2
	rh := 40 * k
	// As many rows of ways as fit above the page row, Cancel/Confirm and
	// the hint. The page row's room is always kept: another access token
	// may have more ways than this one, and the page size must not depend
	// on which one is chosen (clicks computed before a change stay right).
	bh := 42 * k
	hint, hh := wrapped(v.t("pharaon.pick.pay_hint"), geom.R(in.X, 0, in.W, 0), false)
	room := in.Bottom() - bh - hh - 18*k - 40*k - y
	per := 2 * max(1, min(paySpendPage/2, int((room+g)/(rh+g))))
	if per != pp.per {
		pp.per = per
		pp.page = min(pp.page, max(0, pp.pages()-1))
		if i := slices.Index(spends, pp.cur); i >= 0 {
			pp.page = pp.pageOf(pp.cur)
		}
	}
	for n, idx := range pp.shown() {
		r := geom.R(in.X+float64(n%2)*(cw+g), y+float64(n/2)*(rh+g), cw, rh)
		sp := pp.pays[idx].p.Spent
		t := target{kPaySpend, idx, 0}
		paint := func(dst *ebiten.Image, r geom.Rect) {
			x := r.X + 6*k + ts/2
			any := false
			for kd := 0; kd < numTk; kd++ {
				for c := 0; c < int(sp[kd]); c++ {
					drawToken(dst, kd, q, geom.Pt(x, r.Center().Y), ts)
					x += ts + 3*k
					any = true
				}
			}
			if !any {
				f := render.Face(render.Body, widget.TextMin)
				render.DrawInRect(dst, v.t("pharaon.pick.nothing_more"), f, r, render.Center, render.Middle, render.Ink)
			}
		}
		it := v.iconButton(t, r, idx == pp.cur, paint)
		if len(spends) <= 1 {
			it.T = target{}
		}
		its = append(its, it)
	}
	rows := (len(pp.shown()) + 1) / 2
	y += float64(rows) * (rh + g)
	if np := pp.pages(); np > 1 {
		bw := 44 * k
		prev := geom.R(in.X, y, bw, 34*k)
		next := geom.R(in.Right()-bw, y, bw, 34*k)
		if pp.usable(target{kPayPage, -1, 0}) {
			its = append(its, v.pageButton(target{kPayPage, -1, 0}, prev))
		}
		if pp.usable(target{kPayPage, 1, 0}) {
			its = append(its, v.pageButton(target{kPayPage, 1, 0}, next))
		}
		pg := v.t("pharaon.pick.page", "n", pp.page+1, "of", np)
		pr := geom.R(prev.Right(), y, next.X-prev.Right(), 34*k)
		its = append(its, item{R: pr, Paint: func(dst *ebiten.Image) {
			f := render.Face(render.Body, widget.TextMin)
			render.DrawInRect(dst, pg, f, pr, render.Center, render.Middle, render.InkSoft)
		}})
		y += 40 * k
	}

	// Cancel (the match undoes the action paid for), Confirm, and how to
	// change it.
	by := math.Min(y+10*k, in.Bottom()-bh-hh-8*k)
	its = append(its, v.button(target{kConfirm, 0, 0}, geom.R(in.Right()-in.W*0.6, by, in.W*0.6, bh), v.t("pharaon.pick.confirm"), true))
	its = append(its, v.button(target{kCancel, 0, 0}, geom.R(in.X, by, in.W*0.4-8*k, bh), v.t("pharaon.pick.cancel"), false))
	hint, _ = wrapped(v.t("pharaon.pick.pay_hint"), geom.R(in.X, by+bh+6*k, in.W, 0), false)
	its = append(its, hint)
	return its
}
