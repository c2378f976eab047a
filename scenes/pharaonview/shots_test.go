package pharaonview

import (
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/render/widget"
	"nilegames/scenes/layout"
)

func loadLoc(t *testing.T, lang string) *locales.Bundle {
	t.Helper()
	b, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// distinct counts the colours of img's pixels (up to limit): a face that
// drew nothing, or one flat colour, has one or two.
func distinct(img *ebiten.Image, limit int) int {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	seen := map[uint32]bool{}
	for i := 0; i+3 < len(pix) && len(seen) < limit; i += 4 {
		seen[uint32(pix[i])|uint32(pix[i+1])<<8|uint32(pix[i+2])<<16|uint32(pix[i+3])<<24] = true
	}
	return len(seen)
}

// Every face drawn from the data table renders something: the 30 Artisans
// and 26 Nobles in both languages, the 30 Jars, the 12 Offering kinds,
// both faces of the 5 Traitor tiles with each of its icons, every icon.
func TestEveryFaceRenders(t *testing.T) {
	sp := render.NewSprites()
	check := func(what string, w, h int, draw func(dst *ebiten.Image)) {
		t.Helper()
		img := render.NewCanvas(w, h)
		defer img.Deallocate()
		render.BatchAA(img, func() { draw(img) })
		if n := distinct(img, 40); n < 6 {
			t.Errorf("%s: only %d colours", what, n)
		}
	}
	for _, lang := range []string{"en", "fr"} {
		loc := loadLoc(t, lang)
		for id := 0; id < pharaon.NumArtisans; id++ {
			c := artisanCard(id, loc)
			if _, _, nf := widget.CardText(c, geom.R(0, 0, 156, 127)); !nf.OK {
				t.Errorf("%s: Artisan %d's name %q does not fit its card", lang, id, c.Title)
			}
			check(fmt.Sprint(lang, " artisan ", id), 170, 140, func(dst *ebiten.Image) {
				widget.DrawCard(dst, sp, geom.R(6, 6, 156, 127), c, widget.CardNormal)
			})
		}
		for n := 1; n <= pharaon.NumNobles; n++ {
			for _, k := range []string{"noble.", "noble_power.", "noble_score."} {
				key := "pharaon." + k + fmt.Sprint(n)
				if !loc.Has(key) {
					t.Errorf("%s: no string %s", lang, key)
				}
				for _, it := range richIcons.Items(loc.T(key)) {
					if strings.ContainsAny(it.Text, "[]") {
						t.Errorf("%s %s: unknown icon %q", lang, key, it.Text)
					}
				}
			}
			// At the size the Nobles Quarter gives its cards.
			r := Layout(5, false).Nobles(0).Cards[0]
			check(fmt.Sprint(lang, " noble ", n), int(r.W)+10, int(r.H)+10, func(dst *ebiten.Image) {
				if !paintNoble(dst, geom.R(4, 4, r.W, r.H), n, loc) {
					t.Errorf("%s: Noble %d's power is cut on its card", lang, n)
				}
			})
		}
		for tl := 0; tl < pharaon.NumTiles; tl++ {
			for _, dark := range []bool{false, true} {
				p := Layout(1, true)
				tp := p.Traitor.Tiles[0]
				off := tp.R.Min()
				tp = shiftTile(tp, -off.X+4, -off.Y+4)
				check(fmt.Sprint(lang, " tile ", tl, dark), 70, 560, func(dst *ebiten.Image) {
					paintTile(dst, tp, tl, dark, loc, p.K)
				})
			}
		}
	}
	for id := 0; id < pharaon.NumJars; id++ {
		check(fmt.Sprint("jar ", id), 64, 64, func(dst *ebiten.Image) { paintJar(dst, geom.R(4, 4, 56, 56), id) })
	}
	for kind := 0; kind < pharaon.NumOffKinds; kind++ {
		check(fmt.Sprint("offering ", kind), 40, 40, func(dst *ebiten.Image) { drawOffering(dst, kind, geom.Pt(20, 20), 34) })
	}
	for ic := pharaon.IcBC; ic < pharaon.IcNileMax+1; ic++ {
		for _, dark := range []bool{false, true} {
			check(fmt.Sprint("traitor icon ", ic), 60, 40, func(dst *ebiten.Image) {
				render.FillRect(dst, geom.R(0, 0, 60, 40), render.Papyrus)
				drawTraitorIcon(dst, pharaon.Icon{Kind: int8(ic), Arg: 2}, geom.R(2, 2, 52, 32), dark)
			})
		}
	}
	icons := map[string]func(dst *ebiten.Image, c geom.Point, s float64){
		"jar":       drawJarIcon,
		"first":     drawFirstToken,
		"pharaoh":   drawPharaohToken,
		"step":      drawStepIcon,
		"nile":      drawNileTrack,
		"god":       drawGodMark,
		"any":       func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, resAny, c, s, true) },
		"arrow":     func(dst *ebiten.Image, c geom.Point, s float64) { drawArrow(dst, c, s, pharaon.CON, pharaon.COM) },
		"arrow any": func(dst *ebiten.Image, c geom.Point, s float64) { drawArrow(dst, c, s, resAny, resAny) },
		"bonus":     func(dst *ebiten.Image, c geom.Point, s float64) { drawOfferingAny(dst, c, s, true) },
	}
	for r := 0; r < pharaon.NumRes; r++ {
		for _, sq := range []bool{false, true} {
			r, sq := r, sq
			icons[fmt.Sprint("res ", r, sq)] = func(dst *ebiten.Image, c geom.Point, s float64) { drawRes(dst, r, c, s, sq) }
		}
	}
	for q := 0; q < pharaon.NumQuarters; q++ {
		q := q
		icons[fmt.Sprint("card ", q)] = func(dst *ebiten.Image, c geom.Point, s float64) { drawCardIcon(dst, q, c, s) }
		icons[fmt.Sprint("condition ", q)] = func(dst *ebiten.Image, c geom.Point, s float64) { drawCondition(dst, q, c, s) }
	}
	for k := pharaon.PowerInstant; k <= pharaon.PowerRound; k++ {
		k := k
		icons[fmt.Sprint("power ", k)] = func(dst *ebiten.Image, c geom.Point, s float64) { drawPower(dst, k, c, s) }
	}
	for name, f := range icons {
		check(name, 40, 40, func(dst *ebiten.Image) { f(dst, geom.Pt(20, 20), 32) })
	}
}

func shiftTile(tp TilePlace, dx, dy float64) TilePlace {
	tp.R, tp.Head, tp.Assoc, tp.Jars = tp.R.Translate(dx, dy), tp.Head.Translate(dx, dy), tp.Assoc.Translate(dx, dy), tp.Jars.Translate(dx, dy)
	for i := range tp.Spaces {
		tp.Spaces[i] = tp.Spaces[i].Translate(dx, dy)
	}
	return tp
}

// shotDir is where the pictures go: PHARAON_SHOTS, else a temporary
// folder (named in the log).
func shotDir(t *testing.T) string {
	if d := os.Getenv("PHARAON_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// TestBoardPictures writes the whole board, as a match shows it at
// 1920 x 1080, for 5 players and solo, in both languages, with a sample
// of pieces on it: for a person to look at.
func TestBoardPictures(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "fr"} {
		for _, players := range []int{5, 1} {
			img := boardPicture(t, players, loadLoc(t, lang))
			name := filepath.Join(dir, fmt.Sprintf("board_%dp_%s.png", players, lang))
			f, err := os.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
			f.Close()
			// The picture is not blank: the wheel's and a Quarter's
			// colours are where the layout says.
			p := Layout(players, players == 1)
			at := rendertest.Reader(img)
			if c := at(p.Quarter[0].Title.Center().Add(geom.Pt(0, 0))); rendertest.Near(c, render.Sand, 8) {
				t.Errorf("%s: no Quarter drawn at %v", name, p.Quarter[0].Title)
			}
			img.Deallocate()
			t.Log(name)
		}
	}
}

// TestFacesPicture writes every Noble, Artisan, Jar and Offering face on
// one sheet per language, for a person to look at.
func TestFacesPicture(t *testing.T) {
	dir := shotDir(t)
	sp := render.NewSprites()
	nr := Layout(5, false).Nobles(0).Cards[0]
	ar := Layout(5, false).Artisans(0).Cards[0]
	for _, lang := range []string{"en", "fr"} {
		loc := loadLoc(t, lang)
		img := render.NewCanvas(1920, 1080)
		render.BatchAA(img, func() {
			render.FillRectTextured(img, geom.R(0, 0, 1920, 1080), render.SandTexture())
			for n := 1; n <= pharaon.NumNobles; n++ {
				i := n - 1
				paintNoble(img, geom.R(8+float64(i%13)*(nr.W+6), 8+float64(i/13)*(nr.H+8), nr.W, nr.H), n, loc)
			}
			y0 := 16 + 2*(nr.H+8)
			for id := 0; id < pharaon.NumArtisans; id++ {
				r := geom.R(8+float64(id%12)*(ar.W+4), y0+float64(id/12)*(ar.H+6), ar.W, ar.H)
				widget.DrawCard(img, sp, r, artisanCard(id, loc), widget.CardNormal)
			}
			y1 := y0 + 3*(ar.H+6)
			for id := 0; id < pharaon.NumJars; id++ {
				paintJar(img, geom.R(8+float64(id)*60, y1, 56, 56), id)
			}
			for k := 0; k < pharaon.NumOffKinds; k++ {
				drawOffering(img, k, geom.Pt(1830+float64(k%2)*44, y0+22+float64(k/2)*44), 38)
			}
		})
		name := filepath.Join(dir, "faces_"+lang+".png")
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		f.Close()
		img.Deallocate()
		t.Log(name)
	}
}

var sampleColours = []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow, render.Purple}

func boardPicture(t *testing.T, players int, loc *locales.Bundle) *ebiten.Image {
	solo := players == 1
	p := Layout(players, solo)
	seats := len(p.Seats)
	b := &Board{Players: players, Ring: [5]int{pharaon.ART, pharaon.NOB, pharaon.OFF, pharaon.BUR, pharaon.NIL}, Cw: true, Loc: loc}
	b.Tiles = [5]int{2, 0, 4, 1, 3}
	b.Dark = [5]bool{true, false, false, true, false}
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	sp := render.NewSprites()
	m := layout.MatchLayout(seats, false)
	render.BatchAA(img, func() {
		render.FillRectTextured(img, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.SandTexture())
		render.FillRect(img, m.TopBar, render.Ink)
		render.DrawInRect(img, "Pharaon", render.Face(render.Medium, 24), m.TopBar, render.Center, render.Middle, render.Papyrus)
		drawStatic(img, p, b)
		drawWheel(img, p, 1, players, b.Cw)
		drawAccess(img, p, 1)
		samplePieces(img, sp, p, b, seats)
		for i, r := range m.Panels {
			render.DrawPanel(img, r, render.PanelStyle{Shadow: true, Plain: true})
			head := geom.R(r.X+14, r.Y+8, r.W-28, 46)
			sp.DrawMark(img, geom.Pt(head.X+18, head.Center().Y), 30, sampleColours[i])
			name := fmt.Sprint("Player ", i+1)
			if solo && i == 1 {
				name = tr(loc, "pharaon.ui.traitor")
			}
			render.DrawText(img, name, render.Face(render.Bold, render.SizeBody), head.X+44, head.Center().Y, render.Left, render.Middle, render.Ink)
			render.DrawText(img, fmt.Sprint(20+7*i), render.Face(render.Bold, 30), head.Right(), head.Center().Y, render.Right, render.Middle, render.Ink)
			drawSeat(img, p.Seats[i], sampleSeat(i))
		}
		render.DrawPanel(img, m.Log, render.PanelStyle{Plain: true})
	})
	return img
}

func sampleSeat(i int) seatShow {
	s := seatShow{
		Res:      [6]int{2, 0, 3, 1, 4, i % 3},
		Nobles:   []int{1 + i*5, 13 + i, 22},
		Tilted:   []bool{false, i%2 == 0, false},
		Artisans: []int{i * 4, i*5 + 2},
		BC:       i + 1,
		Nile:     [5]int{1, 0, 2, 3, i % 4},
		Pharaoh:  i == 1,
		First:    i == 0,
		Gods:     [5]int{2, 1, 0, i % 3, 0},
	}
	s.Off[i] = 1
	s.Off[pharaon.OffQuarter+i] = 2
	s.Off[pharaon.OffPrestige2] = 1
	s.Off[(i+2)%5] = 3
	return s
}

// samplePieces puts a plausible mid-game on the board: cards, Jars,
// Offerings, tokens on the wheel, discs and cubes.
func samplePieces(img *ebiten.Image, sp *render.Sprites, p *Places, b *Board, seats int) {
	k := p.K
	pos := func(q int) int {
		for i, x := range b.Ring {
			if x == q {
				return i
			}
		}
		return 0
	}
	for i, r := range p.Artisans(pos(pharaon.ART)).Cards {
		widget.DrawCard(img, sp, r, artisanCard([4]int{3, 10, 26, 17}[i], b.Loc), widget.CardNormal)
	}
	for i, r := range p.Nobles(pos(pharaon.NOB)).Cards {
		paintNoble(img, r, [3]int{3, 17, 21}[i], b.Loc)
	}
	for _, q := range []int{pharaon.ART, pharaon.NOB} {
		d := p.Quarter[pos(q)].Deck
		render.DrawInRect(img, "×18", render.Face(render.Bold, widget.TextMin), d, render.Center, render.Middle, render.Papyrus)
	}
	for i, r := range p.Pyramid.Jars {
		paintJar(img, r, []int{26, 3, 14, 8, 21}[i])
	}
	o := p.Offerings(pos(pharaon.OFF))
	lots := pharaon.Lots(b.Players)
	for i := 0; i < lots; i++ {
		if i == 1 {
			continue // taken
		}
		for j, tk := range o.LotTok[i] {
			drawOffering(img, (i*5+j*7)%pharaon.NumOffKinds, tk.Center(), tk.W)
		}
	}
	for i := 0; i < lots; i++ {
		drawOffering(img, (i*3+4)%pharaon.NumOffKinds, o.Bonus[i].Center(), o.Bonus[i].W)
	}
	// Tokens on the wheel.
	for c := 0; c < pharaon.NumBase; c++ {
		for i := 0; i < c%3+1; i++ {
			res := c
			if i == 1 {
				res = pharaon.SIL
			}
			drawRes(img, res, p.WheelSlot(c, i, 1), p.Token, false)
		}
	}
	// Nile discs and Burial cubes.
	nl := p.Nile(pos(pharaon.NIL))
	for tr := 0; tr < pharaon.NumBase; tr++ {
		for l := 1; l <= 3; l++ {
			var who []int
			for s := 0; s < seats; s++ {
				if (tr+s)%4 == l {
					who = append(who, s)
				}
			}
			for j, m := range p.DiscSpots(nl.Cell[tr][l-1], len(who)) {
				sp.DrawMark(img, m.C, m.Size, sampleColours[who[j]])
			}
		}
	}
	bp := p.Burial(pos(pharaon.BUR))
	for step := 1; step <= 4; step++ {
		var who []int
		for s := 0; s < seats; s++ {
			if s%4+1 == step {
				who = append(who, s)
			}
		}
		for j, m := range p.CubeSpots(bp.Step[step-1].Cubes, len(who)) {
			render.DrawPiece(img, m.C.X, m.C.Y, m.Size, sampleColours[who[j]], sampleColours[who[j]].Shape())
		}
	}
	// Round track and pyramid: two passed, the others on round 2.
	for s := 0; s < seats; s++ {
		switch s {
		case 0:
			sp.DrawMark(img, p.Pyramid.Rows[0][2].Center().Add(geom.Pt(-8*k, 6*k)), p.Big, sampleColours[s])
		case 2:
			sp.DrawMark(img, p.Pyramid.Rows[1][1].Center().Add(geom.Pt(-8*k, 6*k)), p.Big, sampleColours[s])
		default:
			r := p.Pyramid.Round[1]
			n := seats - 2
			m := p.DiscSpots(r.Inset(4*k), max(1, n))
			idx := s - 1
			if s > 2 {
				idx--
			}
			if idx < len(m) {
				sp.DrawMark(img, m[idx].C, m[idx].Size, sampleColours[s])
			}
		}
	}
	// The gods' progress: each seat's mark and how many it lacks.
	f := render.Face(render.Bold, widget.TextMin)
	for g := 0; g < 5; g++ {
		for s := 0; s < seats; s++ {
			r := p.God[g].Progress[s]
			sp.DrawMark(img, geom.Pt(r.X+10*k, r.Center().Y), 16*k, sampleColours[s])
			for e := 0; e < 2; e++ {
				lack := (g + s + e) % 3
				x := r.X + 34*k + float64(e)*26*k
				if lack == 0 {
					render.DrawText(img, "✓", f, x, r.Center().Y, render.Center, render.Middle, render.ReedGreen)
				} else {
					render.DrawText(img, fmt.Sprint("−", lack), f, x, r.Center().Y, render.Center, render.Middle, render.Terracotta)
				}
			}
		}
	}
	// Supply counts, bag, discard.
	for i, r := range p.Supply {
		render.DrawText(img, fmt.Sprint(20-2*i), render.Face(render.Bold, 22*k), r.X+50*k, r.Y+22*k, render.Left, render.Middle, render.Ink)
	}
	render.DrawText(img, "×24", render.Face(render.Bold, 20*k), p.Bag.Center().X, p.Bag.Bottom()+2*k, render.Center, render.Top, render.Ink)
	drawOffering(img, pharaon.OffQuarter+2, p.Discard.Center(), 30*k)
	drawPharaohToken(img, geom.Pt(p.PharaohHome.X+28*k, p.PharaohHome.Center().Y), 44*k)
	if p.Solo {
		tp := p.Traitor
		for i, tl := range tp.Tiles {
			drawRes(img, [5]int{1, 3, 0, 4, 2}[i], tl.Assoc.Center(), tl.Assoc.W, false)
			for s := 1; s < 1+(i*2)%5; s++ {
				c := tl.Spaces[s].Center()
				drawRes(img, [5]int{1, 3, 0, 4, 2}[i], geom.Pt(c.X, c.Y), math.Min(tl.Spaces[s].H, 26*k), false)
			}
		}
		for i := 0; i < 3; i++ {
			r := geom.R(tp.Pile.X+float64(i)*4*k, tp.Pile.Y+float64(i)*1*k, 28*k, 28*k)
			paintJarBack(img, r)
		}
	}
}

// Every line of the legend fits it, in both languages.
func TestLegendFits(t *testing.T) {
	p := Layout(5, false)
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer img.Deallocate()
	for _, lang := range []string{"en", "fr"} {
		if cut := drawLegend(img, p, &Board{Players: 5, Loc: loadLoc(t, lang)}); len(cut) > 0 {
			t.Errorf("%s: legend lines cut: %v", lang, cut)
		}
		if cut := drawTraitorKey(img, Layout(1, true), &Board{Players: 1, Loc: loadLoc(t, lang)}); len(cut) > 0 {
			t.Errorf("%s: Traitor key lines cut: %v", lang, cut)
		}
	}
}

// The printed board is drawn once for a match and size, again when the
// language or the area changes.
func TestStaticLayerKeyed(t *testing.T) {
	var sl staticLayer
	en, fr := loadLoc(t, "en"), loadLoc(t, "fr")
	b := Board{Players: 3, Ring: [5]int{0, 1, 2, 3, 4}, Loc: en}
	p := Layout(3, false)
	sl.image(p, b)
	sl.image(p, b)
	if sl.draws != 1 {
		t.Fatalf("drawn %d times for one key", sl.draws)
	}
	b.Loc = fr
	sl.image(p, b)
	p2 := newPlaces(geom.R(0, 50, 896, 670), 3)
	img := sl.image(p2, b)
	if sl.draws != 3 {
		t.Fatalf("drawn %d times for three keys", sl.draws)
	}
	at := rendertest.Reader(img)
	if c := at(p2.Quarter[2].Title.Center()); rendertest.Near(c, render.Sand, 10) {
		t.Errorf("the scaled board shows no Quarter band at %v", p2.Quarter[2].Title)
	}
}
