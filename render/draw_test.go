package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

func TestFillShapesPixels(t *testing.T) {
	img := ebiten.NewImage(200, 120)
	defer img.Deallocate()
	FillRoundRect(img, geom.R(20, 20, 60, 40), 12, Lapis)
	FillCircle(img, geom.Pt(140, 40), 20, Terracotta)
	// A concave L: the notch must stay empty (non-zero fill, not a fan).
	FillPolygon(img, geom.Polygon{geom.Pt(20, 70), geom.Pt(80, 70), geom.Pt(80, 80), geom.Pt(30, 80), geom.Pt(30, 115), geom.Pt(20, 115)}, ReedGreen)
	StrokeRoundRect(img, geom.R(110, 75, 60, 30), 6, 2, Ink)
	s := snap(img)
	cases := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"rect centre", 50, 40, Lapis},
		{"outside rect", 10, 10, color.RGBA{}},
		{"rounded corner cut", 21, 21, color.RGBA{}},
		{"circle centre", 140, 40, Terracotta},
		{"outside circle, inside its box", 124, 24, color.RGBA{}},
		{"L stem", 25, 100, ReedGreen},
		{"L notch", 60, 100, color.RGBA{}},
		{"stroke edge", 140, 75, Ink},
		{"inside stroke", 140, 90, color.RGBA{}},
	}
	for _, c := range cases {
		if got := s.at(c.x, c.y); !closeTo(got, c.want, 3) {
			t.Errorf("%s (%d,%d) = %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

func TestShadowIsSoftAndOffset(t *testing.T) {
	img := ebiten.NewImage(120, 120)
	defer img.Deallocate()
	DrawShadow(img, geom.R(30, 30, 50, 50), 8)
	s := snap(img)
	core := s.at(55+ShadowOffset, 55+ShadowOffset)
	if math.Abs(float64(core.A)-0.25*255) > 6 {
		t.Errorf("shadow core alpha %d, want ~64 (25%% ink)", core.A)
	}
	// Fades out over the blur: half way out is lighter than the core but not empty.
	edge := s.at(80+ShadowOffset, 55+ShadowOffset)
	if edge.A == 0 || edge.A >= core.A {
		t.Errorf("edge alpha %d, core %d: want soft falloff", edge.A, core.A)
	}
	if a := s.at(30, 30).A; a >= edge.A {
		t.Errorf("shadow not offset: top-left alpha %d", a)
	}
	if s.at(5, 5).A != 0 || s.at(115, 115).A != 0 {
		t.Error("shadow spills far outside")
	}
}

func TestGradients(t *testing.T) {
	img := ebiten.NewImage(40, 101)
	defer img.Deallocate()
	FillGradientRect(img, geom.R(0, 0, 40, 101), true, NileStops()...)
	s := snap(img)
	if got := s.at(20, 0); !closeTo(got, NileDeep, 3) {
		t.Errorf("top = %v, want %v", got, NileDeep)
	}
	if got := s.at(20, 100); !closeTo(got, NileLight, 3) {
		t.Errorf("bottom = %v, want %v", got, NileLight)
	}
	if got, want := s.at(20, 50), Mix(NileDeep, NileLight, 0.5); !closeTo(got, want, 4) {
		t.Errorf("middle = %v, want %v", got, want)
	}
	// Three stops, left to right: the middle stop is hit exactly.
	img2 := ebiten.NewImage(101, 10)
	defer img2.Deallocate()
	FillGradientRect(img2, geom.R(0, 0, 101, 10), false, Stop{0, Red.RGBA()}, Stop{0.5, Gold}, Stop{1, Blue.RGBA()})
	s2 := snap(img2)
	if got := s2.at(50, 5); !closeTo(got, Gold, 4) {
		t.Errorf("middle stop = %v, want %v", got, Gold)
	}
	// Polygon gradient: colour follows the axis.
	img3 := ebiten.NewImage(100, 100)
	defer img3.Deallocate()
	FillGradientPolygon(img3, geom.Polygon{geom.Pt(0, 0), geom.Pt(100, 0), geom.Pt(100, 100), geom.Pt(0, 100)}, geom.Pt(0, 0), geom.Pt(100, 0), Gold, Terracotta)
	s3 := snap(img3)
	if l, r := s3.at(1, 50), s3.at(98, 50); !closeTo(l, Gold, 6) || !closeTo(r, Terracotta, 6) {
		t.Errorf("polygon gradient ends %v %v", l, r)
	}
}

func TestPiecePixels(t *testing.T) {
	for _, pc := range append(ImhotepColors[:], OtherColors[:]...) {
		img := ebiten.NewImage(80, 80)
		DrawPiece(img, 40, 40, 60, pc, pc.Shape())
		s := snap(img)
		// The stamp sits at the centre of the top face.
		face := geom.R(10+0.08*60, 10+0.06*60, 0.84*60, 0.68*60)
		c := face.Center()
		if got := s.at(int(c.X), int(c.Y)); !closeTo(got, pc.Stamp(), 4) {
			t.Errorf("%v: stamp centre %v, want %v", pc, got, pc.Stamp())
		}
		// Top face beside the stamp is the player's colour, near enough.
		got := s.at(int(face.X+4), int(c.Y))
		if d := colourDist(got, pc.RGBA()); d > 60 {
			t.Errorf("%v: face %v too far from %v (%v)", pc, got, pc.RGBA(), d)
		}
		// Outline in ink on the box edge, nothing outside the box.
		if got := s.at(40, 10); !closeTo(got, Ink, 10) {
			t.Errorf("%v: top edge %v, want ink", pc, got)
		}
		if s.at(5, 40).A != 0 || s.at(40, 75).A != 0 {
			t.Errorf("%v: piece bleeds outside its box", pc)
		}
		img.Deallocate()
	}
}

func colourDist(a, b color.RGBA) float64 {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

// The shapes must read without colour: their silhouettes differ
// substantially from one another at a small stamp size (the share of pixels
// covered by one shape only, over the pixels covered by either).
func TestShapesReadAlone(t *testing.T) {
	const size = 32
	shapes := []Shape{ShapeCircle, ShapeSquare, ShapeTriangle, ShapeDiamond, ShapeCross}
	masks := make([][]bool, len(shapes))
	for i, sh := range shapes {
		img := ebiten.NewImage(size, size)
		DrawShape(img, sh, geom.Pt(size/2, size/2), size*0.8, Ink, nil, 0)
		s := snap(img)
		masks[i] = make([]bool, size*size)
		for p := range masks[i] {
			masks[i][p] = s.pix[4*p+3] > 128
		}
		img.Deallocate()
	}
	for i := range shapes {
		for j := i + 1; j < len(shapes); j++ {
			diff, union := 0, 0
			for p := range masks[i] {
				if masks[i][p] != masks[j][p] {
					diff++
				}
				if masks[i][p] || masks[j][p] {
					union++
				}
			}
			// Circle/square is the closest pair (~17%, all in the four
			// corners, which is what the eye reads); the others exceed 20%.
			if frac := float64(diff) / float64(union); frac < 0.15 {
				t.Errorf("%v vs %v: silhouettes differ by only %.0f%%", shapes[i], shapes[j], 100*frac)
			}
		}
	}
}

func TestSpriteCache(t *testing.T) {
	sp := NewSprites()
	a := sp.Piece(White, ShapeSquare, 40)
	b := sp.Piece(White, ShapeSquare, 40)
	if a != b || sp.Len() != 1 {
		t.Fatalf("cache miss: %p %p len %d", a, b, sp.Len())
	}
	m := PieceMargin(40)
	if w, h := a.Bounds().Dx(), a.Bounds().Dy(); w != 40+2*m || h != 40+2*m {
		t.Errorf("sprite %dx%d, want %d", w, h, 40+2*m)
	}
	if sp.Piece(White, ShapeSquare, 41) == a || sp.Piece(Black, ShapeSquare, 40) == a || sp.Piece(White, ShapeCircle, 40) == a {
		t.Error("different keys share a sprite")
	}
	if sp.Len() != 4 {
		t.Errorf("len %d", sp.Len())
	}
	// The sprite holds the piece plus a shadow below-right.
	s := snap(a)
	if got := s.at(m+20, m); !closeTo(got, Ink, 12) {
		t.Errorf("sprite outline %v", got)
	}
	if s.at(m+40+2, m+20).A == 0 {
		t.Error("no shadow right of the block")
	}
	dst := ebiten.NewImage(100, 100)
	defer dst.Deallocate()
	sp.DrawPiece(dst, 50, 50, 40, White, ShapeSquare, nil)
	if got := snap(dst).at(50, 30); !closeTo(got, Ink, 12) {
		t.Errorf("blit not centred: top edge %v", got)
	}
	ic := sp.Icon(IconPyramid, 32)
	if ic != sp.Icon(IconPyramid, 32) || ic.Bounds().Dx() != 32 {
		t.Error("icon cache")
	}
	sp.Clear()
	if sp.Len() != 0 {
		t.Error("Clear")
	}
}

func TestIconsDrawInsideTheirBox(t *testing.T) {
	seen := map[string]Icon{}
	for ic := Icon(0); ic < NumIcons; ic++ {
		img := ebiten.NewImage(64, 64)
		DrawIcon(img, ic, 32, 32, 40)
		s := snap(img)
		inside := s.inked(12, 12, 52, 52)
		if inside < 150 {
			t.Errorf("%v: only %d inked pixels", ic, inside)
		}
		if out := s.total() - inside; out != 0 {
			t.Errorf("%v: %d pixels outside its box", ic, out)
		}
		// No two icons alike.
		key := string(s.pix)
		if prev, ok := seen[key]; ok {
			t.Errorf("%v draws the same as %v", ic, prev)
		}
		seen[key] = ic
		img.Deallocate()
	}
}

func TestPanelAndGlow(t *testing.T) {
	img := ebiten.NewImage(300, 200)
	defer img.Deallocate()
	r := geom.R(20, 20, 240, 150)
	st := DefaultPanel()
	st.Frieze = true
	DrawPanel(img, r, st)
	s := snap(img)
	in := PanelContent(r, st)
	c := in.Center()
	if got := s.at(int(c.X), int(c.Y)); colourDist(got, Papyrus) > 30 || got.A != 255 {
		t.Errorf("panel inside %v, want papyrus", got)
	}
	if got := s.at(140, 21); !closeTo(got, Ink, 12) {
		t.Errorf("outer line %v", got)
	}
	if got := s.at(140, 20+panelInset); colourDist(got, Gold) > 40 {
		t.Errorf("inner line %v, want gold", got)
	}
	if !r.Inset(panelInset).Contains(in.Min()) || in.Y < r.Y+panelInset+friezeHeight {
		t.Errorf("content %v overlaps the frame or frieze", in)
	}
	if s.at(int(r.Right())+2, int(r.Bottom())+2).A == 0 {
		t.Error("no shadow")
	}
	g := ebiten.NewImage(100, 100)
	defer g.Deallocate()
	DrawGlow(g, geom.R(30, 30, 40, 40), 6, 1)
	gs := snap(g)
	if got := gs.at(50, 28); colourDist(got, Turquoise) > 20 {
		t.Errorf("glow ring %v", got)
	}
	if gs.at(50, 50).A != 0 {
		t.Error("glow fills its target")
	}
}

func TestTextures(t *testing.T) {
	a := TexturePixels(64, 1, Sand, Grain)
	b := TexturePixels(64, 1, Sand, Grain)
	c := TexturePixels(64, 2, Sand, Grain)
	if string(a) != string(b) {
		t.Error("texture not deterministic")
	}
	if string(a) == string(c) {
		t.Error("seed ignored")
	}
	for _, k := range []TextureKind{Grain, Fibres} {
		p := TexturePixels(TextureSize, 7, Papyrus, k)
		var sum [3]float64
		for i := 0; i < len(p); i += 4 {
			sum[0] += float64(p[i])
			sum[1] += float64(p[i+1])
			sum[2] += float64(p[i+2])
			if p[i+3] != 255 {
				t.Fatal("texture not opaque")
			}
		}
		n := float64(len(p) / 4)
		base := [3]float64{float64(Papyrus.R), float64(Papyrus.G), float64(Papyrus.B)}
		for i := range sum {
			if math.Abs(sum[i]/n-base[i]) > 6 {
				t.Errorf("kind %d: mean channel %d = %.1f, base %.0f", k, i, sum[i]/n, base[i])
			}
		}
	}
	if SandTexture() != SandTexture() || SandTexture().Bounds().Dx() != TextureSize {
		t.Error("sand texture not cached")
	}
	img := ebiten.NewImage(600, 40)
	defer img.Deallocate()
	FillRectTextured(img, geom.R(0, 0, 600, 40), PapyrusTexture())
	s := snap(img)
	if s.at(590, 20).A != 255 || colourDist(s.at(590, 20), Papyrus) > 40 {
		t.Errorf("texture not repeated past its size: %v", s.at(590, 20))
	}
}
