package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Target receives blits: an *ebiten.Image draws them at once, a *List
// records them to be drawn later, and only where the picture changed.
type Target interface {
	DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions)
}

// listOp is one recorded blit.
type listOp struct {
	img  *ebiten.Image
	op   ebiten.DrawImageOptions
	clip image.Rectangle // empty: none
	r    image.Rectangle // the pixels it may touch (clipped)
	// volatile: the image's content may change while it stays the same
	// image, so the blit counts as changed every time.
	volatile bool
}

// opKey identifies a blit's picture: same image, options and clip draw
// the same pixels. (ColorM, deprecated, is not used by the app.)
type opKey struct {
	img    *ebiten.Image
	geo    [6]float64
	cs     [4]float32
	filter ebiten.Filter
	mode   ebiten.CompositeMode
	blend  ebiten.Blend
	nomip  bool
	clip   image.Rectangle
}

func keyOf(o *listOp) opKey {
	g := &o.op.GeoM
	k := opKey{img: o.img, filter: o.op.Filter, mode: o.op.CompositeMode, blend: o.op.Blend, nomip: o.op.DisableMipmaps, clip: o.clip}
	k.geo = [6]float64{g.Element(0, 0), g.Element(0, 1), g.Element(0, 2), g.Element(1, 0), g.Element(1, 1), g.Element(1, 2)}
	cs := &o.op.ColorScale
	k.cs = [4]float32{cs.R(), cs.G(), cs.B(), cs.A()}
	return k
}

// List is a display list: software rendering (Mesa's llvmpipe) pays for
// every pixel drawn, so a frame is recorded, compared with the previous
// one, and only the rectangles where they differ are painted again.
type List struct {
	ops  []listOp
	clip image.Rectangle
	// scratch for Damage
	idx  map[opKey][]int
	used []bool
}

// Reset empties the list, keeping its memory.
func (l *List) Reset() {
	clear(l.ops) // drop image references
	l.ops = l.ops[:0]
	l.clip = image.Rectangle{}
}

// Len is the number of recorded blits.
func (l *List) Len() int { return len(l.ops) }

// SetClip limits the following blits to r (an empty r: no limit), as
// drawing on dst.SubImage(r) would.
func (l *List) SetClip(r image.Rectangle) { l.clip = r }

// DrawImage records a blit (Target).
func (l *List) DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	l.add(img, op, false)
}

// DrawVolatile records a blit of an image whose content changes between
// frames: its area is painted again every frame.
func (l *List) DrawVolatile(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	l.add(img, op, true)
}

// Append records every blit of m, in order, under m's own clips.
func (l *List) Append(m *List) { l.ops = append(l.ops, m.ops...) }

func (l *List) add(img *ebiten.Image, op *ebiten.DrawImageOptions, volatile bool) {
	o := listOp{img: img, clip: l.clip, volatile: volatile}
	if op != nil {
		o.op = *op
	}
	o.r = blitBounds(img.Bounds(), o.op.GeoM)
	if !l.clip.Empty() {
		o.r = o.r.Intersect(l.clip)
	}
	if o.r.Empty() {
		return
	}
	l.ops = append(l.ops, o)
}

// blitBounds is the pixel box a w x h source covers through g, with a
// pixel of margin for filtering and rounding.
func blitBounds(b image.Rectangle, g ebiten.GeoM) image.Rectangle {
	w, h := float64(b.Dx()), float64(b.Dy())
	x0, y0 := math.Inf(1), math.Inf(1)
	x1, y1 := math.Inf(-1), math.Inf(-1)
	for _, p := range [4][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := g.Apply(p[0], p[1])
		x0, y0 = math.Min(x0, x), math.Min(y0, y)
		x1, y1 = math.Max(x1, x), math.Max(y1, y)
	}
	const lim = 1 << 20
	if !(x0 > -lim && y0 > -lim && x1 < lim && y1 < lim) {
		return image.Rect(-lim, -lim, lim, lim)
	}
	return image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
}

// Bounds is the union of the pixels the blits may touch.
func (l *List) Bounds() image.Rectangle {
	var u image.Rectangle
	for i := range l.ops {
		u = u.Union(l.ops[i].r)
	}
	return u
}

// Damage appends to rs the places where the picture of l differs from
// that of prev: blits that appear, disappear, or change their order.
func (l *List) Damage(prev *List, rs []image.Rectangle) []image.Rectangle {
	if l.idx == nil {
		l.idx = map[opKey][]int{}
	}
	idx := l.idx
	for k, v := range idx {
		idx[k] = v[:0]
	}
	for i := range prev.ops {
		o := &prev.ops[i]
		k := keyOf(o)
		idx[k] = append(idx[k], i)
	}
	if cap(l.used) < len(prev.ops) {
		l.used = make([]bool, len(prev.ops))
	}
	used := l.used[:len(prev.ops)]
	clear(used)
	last := -1
	for i := range l.ops {
		o := &l.ops[i]
		if o.volatile {
			rs = append(rs, o.r)
			continue
		}
		k := keyOf(o)
		q := idx[k]
		if len(q) == 0 {
			rs = append(rs, o.r)
			continue
		}
		j := q[0]
		idx[k] = q[1:]
		if prev.ops[j].volatile {
			rs = append(rs, o.r)
			continue
		}
		used[j] = true
		// A blit now drawn after one it used to precede: its place is
		// painted again in the new order.
		if j < last {
			rs = append(rs, o.r)
		} else {
			last = j
		}
	}
	for j, u := range used {
		if !u {
			rs = append(rs, prev.ops[j].r)
		}
	}
	if len(idx) > 4*len(prev.ops)+64 {
		clear(idx) // keys of images long gone
	}
	return rs
}

// Draw paints the blits that touch r onto dst, clipped to r.
func (l *List) Draw(dst *ebiten.Image, r image.Rectangle) {
	flushAA()
	var sub *ebiten.Image
	var subR image.Rectangle
	for i := range l.ops {
		o := &l.ops[i]
		if !o.r.Overlaps(r) {
			continue
		}
		c := r
		if !o.clip.Empty() {
			c = c.Intersect(o.clip)
		}
		if sub == nil || c != subR {
			sub, subR = dst.SubImage(c).(*ebiten.Image), c
		}
		sub.DrawImage(o.img, &o.op)
	}
}

// Merge reduces rs to a few rectangles covering them all: overlapping or
// close ones are joined, and too many become their union.
func Merge(rs []image.Rectangle, bounds image.Rectangle, max int) []image.Rectangle {
	out := rs[:0]
	for _, r := range rs {
		r = r.Intersect(bounds)
		if !r.Empty() {
			out = append(out, r)
		}
	}
	rs = out
	const near = 8
	for changed := true; changed; {
		changed = false
		for i := 0; i < len(rs); i++ {
			for j := i + 1; j < len(rs); j++ {
				a, b := rs[i], rs[j]
				if a.Inset(-near).Overlaps(b) || joinCheap(a, b) {
					rs[i] = a.Union(b)
					rs[j] = rs[len(rs)-1]
					rs = rs[:len(rs)-1]
					j--
					changed = true
				}
			}
		}
	}
	if len(rs) > max {
		u := rs[0]
		for _, r := range rs[1:] {
			u = u.Union(r)
		}
		rs = append(rs[:0], u)
	}
	return rs
}

// joinCheap: painting the union costs little more than both apart.
func joinCheap(a, b image.Rectangle) bool {
	u := a.Union(b)
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	return area(u) <= (area(a)+area(b))*5/4+4096
}
