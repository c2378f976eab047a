package widget

// Tests here link ebiten: run them under Xvfb (xvfb-run -a go test
// ./render/widget/). TestMain runs them beside a real game loop.

import (
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/render/widget/wgeom"
)

func TestMain(m *testing.M) { rendertest.Main(m) }

// Locale-free sample texts (the views pass localized ones): an English
// length and a French one, longer and accented.
var sampleNames = []string{"Ra", "Column of the Sun", "Colonne du Soleil levé", "Bénédiction d'Hathor et de Bastet", "Reconstructions", "Aaaaaaaaaaaaaaaaaaaaaaaaaaaa"}

func fits(name string, role render.Role, size float64, r geom.Rect) bool {
	f := render.Face(role, size)
	if wordTooWide(name, f, r.W) {
		return false
	}
	_, h := render.Measure(strings.Join(render.Wrap(name, f, r.W), "\n"), f)
	return h <= r.H+0.5
}

func TestFitNameReadableOrDropped(t *testing.T) {
	seenMedium, seenDropped, seenBold := false, false, false
	for _, name := range sampleNames {
		for w := 40.0; w <= 220; w += 2 {
			r := wgeom.Card(geom.R(0, 0, w, w*1.46), false).Name
			nf := FitName(name, r)
			if !nf.OK {
				seenDropped = true
				if fits(name, render.Medium, TextMin, r) && r.W >= 2*TextMin {
					t.Errorf("%q in %v: dropped, but fits Medium %d", name, r, TextMin)
				}
				continue
			}
			if nf.Size < TextMin {
				t.Errorf("%q in %v: size %v below %d", name, r, nf.Size, TextMin)
			}
			if strings.Join(strings.Fields(strings.Join(nf.Lines, " ")), " ") != name {
				t.Errorf("%q in %v: lines %q lose or cut words", name, r, nf.Lines)
			}
			for _, ln := range nf.Lines {
				if render.TextWidth(ln, nf.Face) > r.W+0.5 {
					t.Errorf("%q in %v: line %q too wide", name, r, ln)
				}
			}
			if !fits(name, nf.Role, nf.Size, r) {
				t.Errorf("%q in %v: chosen %v/%v does not fit", name, r, nf.Role, nf.Size)
			}
			// The narrower face before a smaller size.
			if nf.Role == render.Medium {
				seenMedium = true
				if fits(name, render.Bold, nf.Size, r) {
					t.Errorf("%q in %v: Medium %v though Bold fits", name, r, nf.Size)
				}
			} else {
				seenBold = true
			}
			if nf.Size < 24 && nf.Size < r.W*0.16-1 && (fits(name, render.Bold, nf.Size+1, r) || fits(name, render.Medium, nf.Size+1, r)) {
				t.Errorf("%q in %v: %v though %v fits", name, r, nf.Size, nf.Size+1)
			}
		}
	}
	if !seenMedium || !seenDropped || !seenBold {
		t.Errorf("cases not exercised: medium %v dropped %v bold %v", seenMedium, seenDropped, seenBold)
	}
	if FitName("Ra", geom.R(0, 0, 30, 40)).OK {
		t.Error("a name on a card too small to read")
	}
}

func sampleCard(id int, title string) Card {
	return Card{Kind: "test", ID: id, Title: title, Band: render.ReedGreen, Icon: render.IconObelisk, HasIcon: true, Badge: "3",
		Body: "+2 · 1", Art: func(dst *ebiten.Image, r geom.Rect) {
			c := r.Center()
			render.DrawIcon(dst, render.IconTemple, c.X, c.Y, min(r.W, r.H))
		}}
}

func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

func TestCardStatesPixels(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(900, 260)
	img.Fill(render.Sand)
	states := []CardState{CardNormal, CardLegal, CardHot, CardSelected, CardLocked, CardNormal}
	var rs []geom.Rect
	for i, st := range states {
		r := geom.R(20+float64(i)*145, 20, 120, 175)
		c := sampleCard(1, "Column of the Sun")
		if i == len(states)-1 {
			c.Down = true
		}
		DrawCard(img, sp, r, c, st)
		rs = append(rs, r)
	}
	n := sp.Len()
	DrawCard(img, sp, rs[0], sampleCard(1, "Column of the Sun"), CardNormal)
	if sp.Len() != n {
		t.Errorf("a redraw drew the face again: %d sprites, then %d", n, sp.Len())
	}
	at := rendertest.Reader(img)
	bandAt := func(r geom.Rect) geom.Point { return geom.Pt(r.X+r.W*0.45, r.Y+wgeom.Card(r, true).Band.H*0.5) }
	if got := at(bandAt(rs[0])); dist(got, render.ReedGreen) > 12 {
		t.Errorf("normal band %v, want reed green", got)
	}
	if got := at(bandAt(rs[4])); dist(got, render.ReedGreen) < 40 {
		t.Errorf("locked band %v, want dimmed", got)
	}
	// The padlock over the locked card's picture.
	a := wgeom.Card(rs[4], true).Art
	ink := 0
	for y := a.Y; y < a.Bottom(); y++ {
		if dist(at(geom.Pt(a.Center().X, y)), render.InkSoft) < 40 {
			ink++
		}
	}
	if ink < 5 {
		t.Errorf("no padlock on the locked card (%d dark pixels)", ink)
	}
	outside := func(r geom.Rect, d float64) color.RGBA { return at(geom.Pt(r.X-d, r.Center().Y)) }
	if got := outside(rs[0], 3); dist(got, render.Sand) > 30 {
		t.Errorf("normal card has a halo: %v", got)
	}
	for _, i := range []int{1, 2} {
		if got := outside(rs[i], 3); !(int(got.G) > int(got.R)+20) {
			t.Errorf("state %d: %v beside the card, want a turquoise glow", states[i], got)
		}
	}
	if got := outside(rs[3], 4); dist(got, render.Lapis) > 60 {
		t.Errorf("selected: %v beside the card, want lapis", got)
	}
	// The back: the band colour inside the frame, no name.
	if got := at(geom.Pt(rs[5].X+rs[5].W*0.2, rs[5].Y+rs[5].H*0.2)); dist(got, render.ReedGreen) > 12 {
		t.Errorf("back %v, want reed green", got)
	}
}

func TestTrackMarkersPixels(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(700, 400)
	img.Fill(render.Sand)
	tr := wgeom.Track{Shape: wgeom.Loop, Rect: geom.R(20, 20, 660, 360), N: 40, Gap: 2, Label: 24, Wrap: true}
	DrawTrack(img, sp, "test", tr, TrackStyle{Every: 5, Tray: true})
	cols := []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow}
	ms := DrawMarkers(img, sp, tr, []int{7, 7, 47, 12}, cols, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1})
	at := rendertest.Reader(img)
	// Three marks on space 7, side by side: each shows its own colour.
	for i := 0; i < 3; i++ {
		if got := at(ms[i].C); dist(got, cols[i].RGBA()) > 30 {
			t.Errorf("marker %d at %v is %v, want %v", i, ms[i].C, got, cols[i].RGBA())
		}
	}
	// The lap badge of 47 (one lap of 40) above its mark.
	// It sits low in a 2 x 2 block: the badge goes below it.
	gold := 0
	for x := ms[2].C.X - ms[2].Size*0.5; x < ms[2].C.X+ms[2].Size*1.5; x++ {
		for y := ms[2].C.Y + ms[2].Size*0.5; y < ms[2].C.Y+ms[2].Size*0.5+14; y++ {
			if dist(at(geom.Pt(x, y)), render.Gold) < 40 {
				gold++
			}
		}
	}
	if gold < 20 {
		t.Errorf("no lap badge over the marker at 47 (%d gold pixels)", gold)
	}
	// Space 5 is accented, space 6 not (a corner of each, clear of numbers and marks).
	s5, s6 := tr.Space(5), tr.Space(6)
	if got := at(geom.Pt(s5.Right()-4, s5.Bottom()-4)); dist(got, render.Lighten(render.Gold, 0.55)) > 20 {
		t.Errorf("space 5 %v, want accented", got)
	}
	if got := at(geom.Pt(s6.Right()-4, s6.Bottom()-4)); dist(got, render.Papyrus) > 20 {
		t.Errorf("space 6 %v, want plain", got)
	}
}

func TestCountersPixels(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(600, 60)
	img.Fill(render.Papyrus)
	cs := []Counter{{Icon: render.IconStone, N: 12, Times: true}, {Icon: render.IconPoints, N: 0, Times: true}, {Icon: render.IconCard, N: 3, Times: true, Locked: true}}
	rs := DrawCounters(img, sp, geom.R(10, 10, 580, 36), cs, 2, 10)
	if len(rs) != 3 || rs[0].W != rs[1].W || rs[1].W != rs[2].W {
		t.Fatalf("counters %v, want three of one width", rs)
	}
	if rs[0].W < 36+render.TextWidth("×00", counterFace(36)) {
		t.Errorf("width %v leaves no room for ×00", rs[0].W)
	}
	at := rendertest.Reader(img)
	inked := func(r geom.Rect, want color.RGBA) int {
		n := 0
		for y := r.Y; y < r.Bottom(); y++ {
			for x := r.X; x < r.Right(); x++ {
				if dist(at(geom.Pt(x, y)), want) < 60 {
					n++
				}
			}
		}
		return n
	}
	for i, r := range rs {
		_, fig := wgeom.Counter(r)
		if inked(fig, render.Ink)+inked(fig, render.InkSoft) < 20 {
			t.Errorf("counter %d shows no figure", i)
		}
	}
	// The locked counter's padlock: ink over its faded icon; the open one has none there.
	ic2, _ := wgeom.Counter(rs[2])
	ic0, _ := wgeom.Counter(rs[0])
	if inked(ic2.Inset(8), render.InkSoft) < 2*inked(ic0.Inset(8), render.InkSoft)+10 {
		t.Errorf("no padlock on the locked counter")
	}
}

// TestWidgetSheet draws every widget on one sheet and writes it as a PNG
// to a temporary directory, or to $NILE_WIDGET_SHEET: a developer's look
// at them.
func TestWidgetSheet(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(1600, 1000)
	img.Fill(render.Sand)
	face := render.Face(render.Medium, TextMin)
	label := func(s string, x, y float64) { render.DrawText(img, s, face, x, y, render.Left, render.Top, render.Ink) }
	// Cards: states, two languages' lengths, sizes, the back.
	label("normal / legal / hot / selected / locked / back", 20, 10)
	states := []CardState{CardNormal, CardLegal, CardHot, CardSelected, CardLocked, CardNormal}
	for i, st := range states {
		c := sampleCard(i, sampleNames[1+i%3])
		c.Band = []color.RGBA{render.ReedGreen, render.Lapis, render.Terracotta, render.Gold, render.NileDeep, render.Terracotta}[i]
		c.Down = i == 5
		DrawCard(img, sp, geom.R(20+float64(i)*150, 40, 125, 182), c, st)
	}
	label("sizes 70 / 90 / 110 / 150", 940, 10)
	x := 940.0
	for _, w := range []float64{70, 90, 110, 150} {
		DrawCard(img, sp, geom.R(x, 40, w, w*1.46), sampleCard(10, sampleNames[3]), CardNormal)
		x += w + 16
	}
	// Tracks.
	label("loop 0-39, every 5th, markers 7 7 7 47 12 12", 20, 280)
	loop := wgeom.Track{Shape: wgeom.Loop, Rect: geom.R(20, 310, 720, 420), N: 40, Gap: 3, Label: 22, Wrap: true}
	DrawTrack(img, sp, "sheet.loop", loop, TrackStyle{Every: 5, Tray: true})
	DrawMarkers(img, sp, loop, []int{7, 7, 7, 47, 12, 12}, []render.PlayerColor{render.Red, render.Blue, render.Green, render.Yellow, render.Purple, render.White}, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1})
	label("snake 0-21, 9 13 16 19 21 marked; ringed: a 2nd marker", 760, 280)
	snake := wgeom.Track{Shape: wgeom.Snake, Rect: geom.R(760, 310, 560, 130), N: 22, Cols: 11, Gap: 3, Label: 22}
	ankh := map[int]bool{9: true, 13: true, 16: true, 19: true, 21: true}
	DrawTrack(img, sp, "sheet.snake", snake, TrackStyle{Accented: func(v int) bool { return ankh[v] }})
	// Population and Happiness of two seats: the Happiness marks ringed.
	pcs := []render.PlayerColor{render.Red, render.Red, render.Blue, render.Blue, render.Green, render.Yellow, render.Purple}
	DrawMarkersWith(img, sp, snake, []int{9, 3, 9, 9, 9, 9, 9}, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1}, func(i int, m wgeom.Marker) {
		sp.DrawMark(img, m.C, m.Size, pcs[i])
		if i == 1 || i == 3 {
			Outline(img, sp, m.Box().Inset(-2), m.Size/2+2, 2, render.Gold)
		}
	})
	label("levels 0-3", 1350, 280)
	col := wgeom.Track{Shape: wgeom.Column, Rect: geom.R(1350, 310, 70, 240), N: 4, Gap: 3, Label: 22, Reverse: true}
	DrawTrack(img, sp, "sheet.col", col, TrackStyle{Accented: func(v int) bool { return v == 3 }})
	DrawMarkers(img, sp, col, []int{2, 2, 2}, []render.PlayerColor{render.Red, render.Blue, render.Green}, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1})
	label("turn order 1-4", 1440, 280)
	row := wgeom.Track{Shape: wgeom.Column, Rect: geom.R(1440, 310, 60, 240), N: 4, First: 1, Gap: 3, Label: 22}
	DrawTrack(img, sp, "sheet.order", row, TrackStyle{})
	DrawMarkers(img, sp, row, []int{1, 2, 3, 4}, []render.PlayerColor{render.Yellow, render.Red, render.Blue, render.Green}, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1})
	// Counters and a panel with rows.
	label("counters", 760, 470)
	DrawCounters(img, sp, geom.R(760, 500, 560, 36), []Counter{{Icon: render.IconStone, N: 12, Times: true}, {Icon: render.IconPoints, N: 0, Times: true}, {Icon: render.IconCard, N: 3, Times: true, Locked: true}, {Icon: render.IconShip, N: 7, Times: true}}, 2, 10)
	DrawCounters(img, sp, geom.R(760, 546, 560, 28), []Counter{{Icon: render.IconStone, N: 4}, {Icon: render.IconPoints, N: 25}, {Icon: render.IconCard, N: 0}}, 2, 10)
	pr := geom.R(760, 600, 460, 200)
	render.DrawPanel(img, pr, render.DefaultPanel())
	body := render.PanelContent(pr, render.DefaultPanel())
	rows := PanelRows(1).Layout(body, 40, 40, 26)
	RowLabel(img, "Supply", rows[0].Label)
	DrawCounters(img, sp, rows[0].Content, []Counter{{Icon: render.IconStone, N: 5, Times: true}, {Icon: render.IconCard, N: 2, Times: true}}, 2, 8)
	RowLabel(img, "Réserve", rows[1].Label)
	DrawCounters(img, sp, rows[1].Content, []Counter{{Icon: render.IconPoints, N: 14}, {Icon: render.IconShip, N: 1}}, 2, 8)
	RowText(img, "Cards held: 3 · Cartes en main : 3", rows[2].Whole)

	dir := os.Getenv("NILE_WIDGET_SHEET")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, "widgets.png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("widget sheet: %s", path)
}

// TestCardFXDrawsNoNewFace: a card scaled, turned and faded frame after
// frame is one sprite, blitted.
func TestCardFXDrawsNoNewFace(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(400, 400)
	r := geom.R(100, 100, 120, 175)
	c := sampleCard(2, "Column of the Sun")
	DrawCard(img, sp, r, c, CardNormal)
	n := sp.Len()
	for i := 0; i <= 20; i++ {
		f := float64(i) / 20
		DrawCardFX(img, sp, r, c, CardLegal, CardFX{Scale: 0.5 + f, Angle: f, Dx: 40 * f, Alpha: 0.2 + 0.8*f})
	}
	if sp.Len() != n {
		t.Errorf("an animated card made %d sprites, want %d", sp.Len(), n)
	}
}

// TestCardAtDensity: above density 1 the card is drawn at the device's
// resolution, in the same logical place.
func TestCardAtDensity(t *testing.T) {
	render.SetDensity(2)
	defer render.SetDensity(1)
	sp := render.NewSprites()
	img := render.NewImage(300, 300)
	img.Fill(render.Sand)
	r := geom.R(50.3, 40.6, 120, 175)
	DrawCard(img, sp, r, sampleCard(3, "Colonne du Soleil levé"), CardNormal)
	if b := img.Bounds(); b.Dx() != 600 {
		t.Fatalf("image %v, want 600 device px wide", b)
	}
	at := rendertest.Reader(img)
	band := wgeom.Card(r, true).Band
	if got := at(geom.Pt((band.X+band.W*0.45)*2, band.Center().Y*2)); dist(got, render.ReedGreen) > 12 {
		t.Errorf("band at density 2: %v, want reed green", got)
	}
	if got := at(geom.Pt((r.X-4)*2, r.Center().Y*2)); dist(got, render.Sand) > 12 {
		t.Errorf("left of the card at density 2: %v, want sand", got)
	}
	if got := at(geom.Pt((r.X+4)*2, r.Bottom()*2-12)); dist(got, render.Sand) < 30 {
		t.Errorf("inside the card's bottom at density 2: %v, want the face", got)
	}
}

// A track number with no room is left out, and the label audit hears of
// it (issue 22): a view's label test then fails.
func TestTrackNumberDroppedIsNoted(t *testing.T) {
	dst := render.NewCanvas(400, 100)
	defer dst.Deallocate()
	roomy := wgeom.Track{Shape: wgeom.Loop, Rect: geom.R(0, 0, 400, 100), N: 8, Gap: 2, Label: 30}
	stop := render.AuditLabels()
	PaintTrack(dst, roomy, TrackStyle{})
	if d := stop(); len(d) != 0 {
		t.Fatalf("a roomy track noted drops: %v", d)
	}
	tight := wgeom.Track{Shape: wgeom.Loop, Rect: geom.R(0, 0, 60, 30), N: 40, First: 100, Gap: 1, Label: 6}
	stop = render.AuditLabels()
	PaintTrack(dst, tight, TrackStyle{})
	if d := stop(); len(d) == 0 {
		t.Fatal("numbers with no room were left out unnoted")
	}
}

// A short counter with its figure's Size set draws the figure at that
// size (its ink as tall as the face's capitals), and its width makes room
// for it: Tekhenu's panel rows keep 21 px figures beside 21 px icons
// (issue 22).
func TestCounterFigureSize(t *testing.T) {
	sp := render.NewSprites()
	img := ebiten.NewImage(300, 60)
	img.Fill(render.Papyrus)
	const h, size = 22.0, 21.0
	w := CounterWidthSized(h, size, 2, false)
	if w < h+render.TextWidth("00", render.Face(render.Bold, size)) {
		t.Errorf("width %v leaves no room for two digits at %v", w, size)
	}
	if w <= CounterWidth(h, 2, false) {
		t.Errorf("width %v not wider than the height's own figure's %v", w, CounterWidth(h, 2, false))
	}
	r := geom.R(10, 19, w, h)
	DrawCounter(img, sp, r, Counter{Icon: render.IconPoints, N: 47, Size: size})
	_, fig := wgeom.Counter(r)
	at := rendertest.Reader(img)
	top, bottom := -1.0, -1.0
	for y := 0.0; y < 60; y++ {
		for x := fig.X; x < fig.Right(); x++ {
			if dist(at(geom.Pt(x, y)), render.Ink) < 60 {
				if top < 0 {
					top = y
				}
				bottom = y
				break
			}
		}
	}
	cap := render.Face(render.Bold, size).Metrics().CapHeight
	if ink := bottom - top + 1; ink < cap-1.5 {
		t.Errorf("figure ink %v px high, want the %v face's capitals (%.1f)", ink, size, cap)
	}
}

// A LabelTop track's numbers fit their strip by their capitals (figures
// have no descender): two digits at 21 in a 19 px strip are drawn, not
// noted as dropped, and their ink stays in the strip, clear of the
// markers' area (issue 22: Tekhenu's Points and Maat tracks).
func TestTrackStripNumbers(t *testing.T) {
	dst := render.NewCanvas(600, 60)
	defer dst.Deallocate()
	dst.Fill(render.Sand)
	tr := wgeom.Track{Shape: wgeom.Row, Rect: geom.R(0, 5, 520, 40), N: 10, First: 40, Gap: 3, Label: 19, LabelTop: true}
	stop := render.AuditLabels()
	PaintTrack(dst, tr, TrackStyle{NumberSize: 21})
	if d := stop(); len(d) != 0 {
		t.Fatalf("numbers noted as dropped: %v", d)
	}
	at := rendertest.Reader(dst)
	for i := 0; i < tr.N; i++ {
		lr, ma := tr.LabelRect(i), tr.MarkerArea(i)
		top, bottom := -1.0, -1.0
		for y := lr.Y + 1.5; y < ma.Bottom()-1.5; y++ {
			for x := lr.X + 6; x < lr.Right()-6; x++ {
				if dist(at(geom.Pt(x, y)), render.InkSoft) < 40 {
					if top < 0 {
						top = y
					}
					bottom = y
					break
				}
			}
		}
		cap := render.Face(render.Bold, 21).Metrics().CapHeight
		if top < 0 || bottom-top+1 < cap-1.5 {
			t.Errorf("space %d: number ink %v..%v, want %.1f px", i, top, bottom, cap)
		}
		if bottom >= ma.Y+0.5 {
			t.Errorf("space %d: number ink down to %v, in the markers' area from %v", i, bottom, ma.Y)
		}
	}
}
