package tekhenuview

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/geom"
)

// The dial is most of a board drawing under software GL (its shaded
// sections, names, boxes and dice), yet it stays still while a die flies
// or a Judgment is weighed. Only the static picture is drawn under it, so
// the board's pixels in its square, once the dial is drawn, depend on
// what dialKey lists only: they are kept and copied back while that key
// holds.

// dialPic is the dial's square as last drawn.
type dialPic struct {
	img  *ebiten.Image
	key  string
	r    image.Rectangle // in the destination's device pixels
	off  bool            // draw the dial every time (tests)
	hits int             // copies made (tests)
}

// dialBounds holds everything drawDial paints: the dial, and the glows
// and outlines around its boxes and dice.
func (l *layout) dialBounds() geom.Rect {
	s := l.dialR + 16*l.k + 8
	return geom.R(l.dialC.X-s, l.dialC.Y-s, 2*s, 2*s)
}

// dialKey is what drawDial shows: everything it reads.
func (v *View) dialKey(next map[target]bool) string {
	st := v.st
	hot := func(t target) bool {
		for _, h := range v.hover {
			if h == t {
				return true
			}
		}
		return false
	}
	bk := v.boardKey()
	var b strings.Builder
	off, _ := st.Dial()
	sel := v.pk.sel // only a spot of the dial's is drawn selected here
	if sel.k != tGod && sel.k != tGodStatue && sel.k != tDie {
		sel = target{}
	}
	fmt.Fprint(&b, bk.static, bk.seats, "|", off, v.fx.dialShift, sel, st.GodStatueSlots(), v.fx.rollT, "|")
	for g := 0; g < tekhenu.NumGods; g++ {
		fmt.Fprint(&b, st.Light(g), st.HorusValue(g))
		for i := 0; i < 3; i++ {
			fmt.Fprint(&b, ",", st.GodStatue(g, i), v.fx.hidesPiece(pieceGod, g, i))
		}
		for _, t := range []target{{tGodStatue, g}, {tGod, g}} {
			fmt.Fprint(&b, next[t], hot(t))
		}
		b.WriteByte(';')
	}
	for d := 0; d < tekhenu.NumDice; d++ {
		s, ok := v.dice[d]
		fmt.Fprint(&b, ok, s, v.fx.hidesDie(d), v.fx.rolling[d], next[target{tDie, d}], hot(target{tDie, d}))
		if ok {
			info := st.DieInfo(d)
			fmt.Fprint(&b, info, st.Status(info.Colour, info.Section))
		}
		b.WriteByte(';')
	}
	return b.String()
}

// drawDialKept draws the dial, or copies its square back as kept when
// what it shows is unchanged. A dst that cuts the square (a hover
// picture) gets the dial drawn, the kept one left alone.
func (v *View) drawDialKept(dst *ebiten.Image, next map[target]bool) {
	c := &v.dialPic
	full := render.DeviceRect(v.lay.dialBounds()).Intersect(render.DeviceRect(v.Area))
	if c.off || full.Empty() || !full.In(dst.Bounds()) {
		v.drawDial(dst, next)
		return
	}
	d := render.Density()
	key := v.dialKey(next)
	if c.img != nil && c.key == key && c.r == full {
		var op ebiten.DrawImageOptions
		op.Blend = ebiten.BlendCopy
		op.GeoM.Translate(float64(full.Min.X)/d, float64(full.Min.Y)/d)
		render.DrawImage(dst, c.img, &op)
		c.hits++
		return
	}
	v.drawDial(dst, next)
	if c.img == nil || c.img.Bounds().Size() != full.Size() {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(full.Dx(), full.Dy())
	}
	// Copied once the shapes gathered are painted (DrawImage paints them).
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendCopy
	render.DrawImage(c.img, dst.SubImage(full).(*ebiten.Image), &op)
	c.key, c.r = key, full
}
