package scenes

import (
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
)

// Widget kinds.
type wkind uint8

const (
	wButton  wkind = iota // papyrus button
	wPrimary              // gold button: the main action of a screen
	wToggle               // one choice of a segmented control: lapis when on
	wField                // a text field
	wCustom               // drawn by its own function, hover only
	wQuiet                // a flat button for bars: no frame until hovered
)

// widget is a clickable thing of a scene.
type widget struct {
	id      string
	r       geom.Rect
	label   string
	kind    wkind
	on      bool // wToggle: selected; wField: focused
	off     bool // disabled: drawn desaturated, not clickable
	small   bool
	z       int
	tip     string // tooltip text, if any
	custom  func(dst *ebiten.Image, w *widget, hover, pressed bool)
	caption string // wField: the text, label being the placeholder
	// look identifies a custom widget's picture besides hover and press,
	// so that it is drawn once and blitted; "" draws it every time.
	look string
}

// ui holds a scene's widgets and their hit regions.
type ui struct {
	reg input.Regions[string]
	ws  []*widget
}

func (u *ui) clear() {
	u.ws = u.ws[:0]
	u.reg.Clear()
}

func (u *ui) add(w *widget) *widget {
	w.r = geom.R(math.Round(w.r.X), math.Round(w.r.Y), math.Round(w.r.W), math.Round(w.r.H))
	u.ws = append(u.ws, w)
	if !w.off {
		u.reg.Add(w.id, w.r, w.z)
	}
	return w
}

func (u *ui) get(id string) *widget {
	for _, w := range u.ws {
		if w.id == id {
			return w
		}
	}
	return nil
}

// update feeds the frame's intents and returns the clicked widgets' ids and
// whether the hover or press look changed.
func (u *ui) update(in []input.Intent) (clicked []string, changed bool) {
	h0, _ := u.reg.Hovered()
	p0, _ := u.reg.Pressed()
	for _, ev := range u.reg.Update(in, nil) {
		if ev.Kind == input.Clicked && ev.Button == input.ButtonLeft {
			clicked = append(clicked, ev.ID)
		}
	}
	h1, _ := u.reg.Hovered()
	p1, _ := u.reg.Pressed()
	return clicked, h0 != h1 || p0 != p1 || len(clicked) > 0
}

// hovered returns the widget under the pointer.
func (u *ui) hovered() *widget {
	id, ok := u.reg.Hovered()
	if !ok {
		return nil
	}
	return u.get(id)
}

func (u *ui) draw(dst render.Target, sc *spriteCache) {
	for _, w := range u.ws {
		sc.blit(dst, w, !w.off && u.reg.IsHovered(w.id), !w.off && u.reg.IsPressed(w.id))
	}
}

// spriteMargin is the room around a widget's sprite for its shadow or glow.
const spriteMargin = 16

type spriteKey struct {
	kind                           wkind
	label, caption, look           string
	on, off, small, hover, pressed bool
	w, h                           int
}

// spriteCache draws each look of each widget once: vector shapes with
// anti-aliasing are costly, blits are cheap.
type spriteCache struct {
	m map[spriteKey]*ebiten.Image
	// scratch holds the pictures of custom widgets without a look when
	// they are recorded into a display list, by widget id.
	scratch map[scratchKey]*ebiten.Image
	d       float64 // the density they were drawn at
}

// scratchKey is a custom widget's id and logical size.
type scratchKey struct {
	id   string
	w, h int
}

func (sc *spriteCache) clear() {
	for _, img := range sc.m {
		img.Deallocate()
	}
	sc.m = nil
}

func (sc *spriteCache) blit(dst render.Target, w *widget, hover, pressed bool) {
	if sc.d != render.Density() {
		// Dropped, not deallocated: display lists may hold them.
		sc.m, sc.scratch, sc.d = nil, nil, render.Density()
	}
	if w.kind == wCustom && w.look == "" {
		if img, ok := dst.(*ebiten.Image); ok {
			drawWidget(img, w, hover, pressed)
			return
		}
		// Drawn every time onto a picture of its own.
		iw, ih := int(w.r.W)+2*spriteMargin, int(w.r.H)+2*spriteMargin
		sk := scratchKey{w.id, iw, ih}
		img := sc.scratch[sk]
		if img == nil {
			if sc.scratch == nil {
				sc.scratch = map[scratchKey]*ebiten.Image{}
			}
			for k := range sc.scratch {
				if k.id == w.id {
					delete(sc.scratch, k) // its old size
				}
			}
			img = render.NewImage(iw, ih)
			sc.scratch[sk] = img
		}
		img.Clear()
		c := *w
		c.r = geom.R(spriteMargin+w.r.X-math.Floor(w.r.X), spriteMargin+w.r.Y-math.Floor(w.r.Y), w.r.W, w.r.H)
		drawWidget(img, &c, hover, pressed)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Floor(w.r.X)-spriteMargin, math.Floor(w.r.Y)-spriteMargin)
		if l, ok := dst.(*render.List); ok {
			op.GeoM = render.DeviceGeoM(op.GeoM)
			l.DrawVolatile(img, op)
		} else {
			render.DrawImage(dst, img, op)
		}
		return
	}
	k := spriteKey{w.kind, w.label, w.caption, w.look, w.on, w.off, w.small, hover, pressed, int(w.r.W), int(w.r.H)}
	img, ok := sc.m[k]
	if !ok {
		if sc.m == nil || len(sc.m) > 600 {
			// Dropped, not deallocated: a display list being recorded may
			// still hold them (the GC frees them).
			sc.m = map[spriteKey]*ebiten.Image{}
		}
		img = render.NewImage(k.w+2*spriteMargin, k.h+2*spriteMargin)
		c := *w
		c.r = geom.R(spriteMargin, spriteMargin, w.r.W, w.r.H)
		drawWidget(img, &c, hover, pressed)
		sc.m[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(w.r.X-spriteMargin, w.r.Y-spriteMargin)
	render.DrawImage(dst, img, op)
}

const btnRadius = 10

func drawWidget(dst *ebiten.Image, w *widget, hover, pressed bool) {
	r := w.r
	size := float64(render.SizeBody)
	if w.small {
		size = render.SizeSmall
	}
	if w.kind == wQuiet {
		size = quietSize
	}
	face := render.Face(render.Medium, size)
	switch w.kind {
	case wCustom:
		w.custom(dst, w, hover, pressed)
		return
	case wQuiet:
		if hover || pressed {
			render.FillRoundRect(dst, r, btnRadius, render.WithAlpha(render.Papyrus, 0.9))
			render.StrokeRoundRect(dst, r, btnRadius, render.StrokeThin, render.Gold)
		}
		clr := render.Papyrus
		if hover || pressed {
			clr = render.Ink
		}
		if w.off {
			clr = render.Mix(render.Papyrus, render.InkSoft, 0.6)
		}
		render.DrawInRect(dst, w.label, face, r.InsetXY(10, 0), render.Center, render.Middle, clr)
		return
	case wField:
		fill := render.Lighten(render.Papyrus, 0.35)
		border := render.InkSoft
		if w.on {
			border = render.Lapis
		} else if hover {
			border = render.Gold
		}
		render.FillRoundRect(dst, r, 6, fill)
		render.StrokeRoundRect(dst, r, 6, render.StrokeNormal, border)
		in := r.InsetXY(12, 0)
		txt, clr := w.caption, color.Color(render.Ink)
		if txt == "" && !w.on {
			txt, clr = w.label, render.InkSoft
		}
		fb := render.Face(render.Body, size)
		render.DrawInRect(dst, txt, fb, in, render.Left, render.Middle, clr)
		if w.on {
			x := in.X + render.TextWidth(w.caption, fb) + 2
			x = math.Min(x, in.Right())
			render.Line(dst, geom.Pt(x, r.Y+r.H*0.22), geom.Pt(x, r.Bottom()-r.H*0.22), 2, render.Lapis)
		}
		return
	}
	if !pressed && !w.off {
		render.DrawShadowWith(dst, r, btnRadius, 3, 6, 0.25)
	}
	var fill0, fill1 color.RGBA
	text := render.Ink
	border := render.Ink
	switch {
	case w.kind == wPrimary:
		fill0, fill1 = render.GoldLight, render.Gold
	case w.kind == wToggle && w.on:
		fill0, fill1 = render.Lighten(render.Lapis, 0.12), render.Lapis
		text = render.Papyrus
	default:
		fill0, fill1 = render.Lighten(render.Papyrus, 0.25), render.Papyrus
	}
	if hover && !w.off {
		fill0, fill1 = render.Lighten(fill0, 0.12), render.Lighten(fill1, 0.12)
		if !(w.kind == wToggle && w.on) {
			border = render.GoldDeep
		}
	}
	if pressed {
		fill0, fill1 = render.Darken(fill0, 0.08), render.Darken(fill1, 0.08)
	}
	if w.off {
		fill0, fill1 = render.Desaturate(fill0, 0.8), render.Desaturate(fill1, 0.8)
		text, border = render.InkSoft, render.InkSoft
	}
	rr := r
	if pressed {
		rr = r.Translate(1, 2)
	}
	render.FillGradientRoundRect(dst, rr, btnRadius, fill0, fill1)
	width := float64(render.StrokeNormal)
	if hover && !w.off {
		width = 2.5
	}
	render.StrokeRoundRect(dst, rr, btnRadius, width, border)
	if w.kind == wPrimary {
		face = render.Face(render.Bold, size)
	}
	render.DrawInRect(dst, w.label, face, rr.InsetXY(12, 0), render.Center, render.Middle, text)
}

// quietSize is the label size of a top bar's buttons (Menu, Undo, Rules,
// Back): 14 px at 1280x720 (ART.md; they were 18, 12 px there, issue 22).
const quietSize = 21

// quietWidth is a comfortable width for a top bar button's label.
func quietWidth(label string, minW float64) float64 {
	return math.Max(minW, math.Ceil(render.TextWidth(label, render.Face(render.Medium, quietSize)))+36)
}

// buttonWidth is a comfortable width for a label.
func buttonWidth(label string, small bool, minW float64) float64 {
	size := float64(render.SizeBody)
	if small {
		size = render.SizeSmall
	}
	return math.Max(minW, math.Ceil(render.TextWidth(label, render.Face(render.Medium, size)))+44)
}

// editText applies typed characters and Backspace to s, keeping at most
// maxRunes runes; it reports whether s changed and whether Enter was hit.
func editText(s string, chars []rune, in []input.Intent, maxRunes int) (string, bool, bool) {
	changed, enter := false, false
	for _, c := range chars {
		if c < ' ' || c == 0x7f || utf8.RuneCountInString(s) >= maxRunes {
			continue
		}
		s += string(c)
		changed = true
	}
	for _, i := range in {
		if i.Kind != input.Key {
			continue
		}
		switch i.Key {
		case "Backspace":
			if s != "" {
				_, n := utf8.DecodeLastRuneInString(s)
				s = s[:len(s)-n]
				changed = true
			}
		case "Enter":
			enter = true
		}
	}
	return s, changed, enter
}

// drawTopBar paints the dark band at the top of a screen.
func drawTopBar(dst *ebiten.Image, r geom.Rect) {
	render.FillGradientRect(dst, r, true,
		render.Stop{At: 0, Color: render.Lighten(render.Ink, 0.08)},
		render.Stop{At: 1, Color: render.Ink})
	band := geom.R(r.X, r.Bottom()-8, r.W, 8)
	render.DrawFrieze(dst, band, 0.67)
}

// drawTooltip draws lines in a small papyrus box placed so that it does not
// cover target.
func drawTooltip(dst render.Target, lines []string, box geom.Rect) {
	sharedSprites.DrawPlaced(dst, render.SpriteKey{Kind: "tooltip"}, box, 12, [3]float64{}, func(img *ebiten.Image, r geom.Rect) {
		render.DrawShadowWith(img, r, 8, 3, 6, 0.3)
		render.FillRoundRect(img, r, 8, render.Lighten(render.Papyrus, 0.3))
		render.StrokeRoundRect(img, r, 8, render.StrokeThin, render.Ink)
	})
	face := render.Face(render.Body, render.SizeSmall)
	y := box.Y + 10
	lh := render.LineHeight(face)
	for i, l := range lines {
		f := face
		if i == 0 && len(lines) > 1 {
			f = render.Face(render.Bold, render.SizeSmall)
		}
		render.DrawText(dst, l, f, box.X+14, y, render.Left, render.Top, render.Ink)
		y += lh
	}
}

// tooltipSize measures lines for drawTooltip.
func tooltipSize(lines []string) (w, h float64) {
	face := render.Face(render.Body, render.SizeSmall)
	bold := render.Face(render.Bold, render.SizeSmall)
	for i, l := range lines {
		f := face
		if i == 0 && len(lines) > 1 {
			f = bold
		}
		w = math.Max(w, render.TextWidth(l, f))
	}
	return math.Ceil(w) + 28, math.Ceil(render.LineHeight(face)*float64(len(lines))) + 20
}
