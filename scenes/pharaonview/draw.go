package pharaonview

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/pharaon"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

// Draw paints the board: the printed board (cached), the wheel, the
// pieces, the picker's highlights and the animations.
func (v *View) Draw(dst *ebiten.Image) {
	if v.st == nil {
		return
	}
	render.BatchAA(dst, func() { v.drawBoard(dst) })
}

// drawBoard is Draw's body.
func (v *View) drawBoard(dst *ebiten.Image) {
	v.board.Loc = v.Env.Bundle()
	img := v.static.image(v.pl, v.board)
	var op ebiten.DrawImageOptions
	render.DrawImage(dst, img, &op)
	v.drawPieces(dst)
	v.drawPick(dst)
	v.drawEffects(dst)
	v.drawSoloLegend(dst)
}

// drawPieces paints the live state over the printed board.
func (v *View) drawPieces(dst *ebiten.Image) {
	p, st := v.pl, v.st
	drawWheel(dst, p, v.wheelRot(), st.Players(), v.board.Cw)
	drawAccess(dst, p, int(math.Round(v.wheelRot())))
	v.drawWheelTokens(dst)
	for pos, q := range st.Ring() {
		switch q {
		case pharaon.ART:
			v.drawArtisans(dst, pos)
		case pharaon.NOB:
			v.drawNobles(dst, pos)
		case pharaon.NIL:
			v.drawNile(dst, pos)
		case pharaon.BUR:
			v.drawBurial(dst, pos)
		case pharaon.OFF:
			v.drawOfferings(dst, pos)
		}
	}
	v.drawGods(dst)
	v.drawPyramid(dst)
	v.drawSupply(dst)
	if p.Solo {
		v.drawTraitor(dst)
	}
}

// countText draws n in bold ink at c, on a papyrus pill so that it reads
// over any art.
func countText(dst *ebiten.Image, s string, c geom.Point, size float64) {
	f := render.Face(render.Bold, math.Max(widget.TextMin, size))
	w := render.TextWidth(s, f) + size*0.6
	r := geom.RectFromCenter(c, w, size*1.25)
	render.FillRoundRect(dst, r, r.H/2, render.WithAlpha(render.Papyrus, 0.92))
	render.StrokeRoundRect(dst, r, r.H/2, 1, render.WithAlpha(render.Ink, 0.5))
	render.DrawText(dst, s, f, c.X, c.Y, render.Center, render.Middle, render.Ink)
}

func (v *View) drawWheelTokens(dst *ebiten.Image) {
	p, st := v.pl, v.st
	rot := v.wheelRot()
	for c := 0; c < pharaon.NumBase; c++ {
		for i := 0; i < st.SlotsPerSegment(); i++ {
			sl := st.Slot(c, i)
			if sl.Token == pharaon.WheelFree || v.fx.hides(piece{pcWheel, c, i}) {
				continue
			}
			at := p.WheelSlot(c, i, rot)
			v.drawWheelToken(dst, sl, at, p.Token)
		}
	}
}

// drawWheelToken is a token on a wheel slot: its kind, ringed in the
// colour of the seat that put it.
func (v *View) drawWheelToken(dst *ebiten.Image, sl pharaon.WheelSlot, at geom.Point, size float64) {
	if sl.By >= 0 {
		pc := v.Colour(sl.By)
		render.FillCircle(dst, at, size*0.62, pc.RGBA())
		render.StrokeCircle(dst, at, size*0.62, 1, render.Ink)
	}
	switch {
	case sl.Token >= pharaon.WheelMarker:
		render.FillCircle(dst, at, size*0.45, render.Ink)
		d := size * 0.22
		render.Line(dst, at.Add(geom.Pt(-d, -d)), at.Add(geom.Pt(d, d)), 2, render.Papyrus)
		render.Line(dst, at.Add(geom.Pt(-d, d)), at.Add(geom.Pt(d, -d)), 2, render.Papyrus)
	case sl.Token >= pharaon.WheelOffering:
		drawOffering(dst, sl.Token-pharaon.WheelOffering, at, size)
	default:
		drawRes(dst, sl.Token, at, size, false)
	}
}

func (v *View) drawArtisans(dst *ebiten.Image, pos int) {
	a := v.pl.Artisans(pos)
	for i, id := range v.st.ArtisanDisplay() {
		if id < 0 || v.fx.hides(piece{pcArtisan, i, 0}) {
			continue
		}
		widget.DrawCard(dst, v.Sprites(), a.Cards[i], artisanCard(id, v.Env.Bundle()), widget.CardNormal)
	}
	v.deckCount(dst, a.Deck, v.st.ArtisanDeck())
}

func (v *View) drawNobles(dst *ebiten.Image, pos int) {
	n := v.pl.Nobles(pos)
	for i, nb := range v.st.NobleDisplay() {
		if nb <= 0 || v.fx.hides(piece{pcNoble, i, 0}) {
			continue
		}
		paintNoble(dst, n.Cards[i], nb, v.Env.Bundle())
	}
	v.deckCount(dst, n.Deck, v.st.NobleDeck())
}

func (v *View) deckCount(dst *ebiten.Image, r geom.Rect, n int) {
	f := render.Face(render.Bold, math.Max(widget.TextMin, r.H*0.62))
	clr := render.Papyrus
	if n == 0 {
		clr = render.WithAlpha(render.Papyrus, 0.5)
	}
	render.DrawInRect(dst, "×"+strconv.Itoa(n), f, r, render.Center, render.Middle, clr)
}

func (v *View) drawNile(dst *ebiten.Image, pos int) {
	n := v.pl.Nile(pos)
	who := nileLevels(v.st)
	for t := range who {
		for l, seats := range who[t] {
			for j, m := range v.pl.DiscSpots(n.Cell[t][l], len(seats)) {
				if v.fx.hides(piece{pcNile, seats[j], t}) {
					continue
				}
				v.Sprites().DrawMark(dst, m.C, m.Size, v.Colour(seats[j]))
			}
		}
	}
}

func (v *View) drawBurial(dst *ebiten.Image, pos int) {
	b := v.pl.Burial(pos)
	for i, seats := range burialSteps(v.st) {
		for j, m := range v.pl.CubeSpots(b.Step[i].Cubes, len(seats)) {
			if v.fx.hides(piece{pcCube, seats[j], 0}) {
				continue
			}
			pc := v.Colour(seats[j])
			render.DrawPiece(dst, m.C.X, m.C.Y, m.Size, pc, pc.Shape())
		}
	}
}

func (v *View) drawOfferings(dst *ebiten.Image, pos int) {
	o := v.pl.Offerings(pos)
	for i := 0; i < v.st.LotCount(); i++ {
		for j, kind := range v.st.Lot(i) {
			if kind < 0 || v.fx.hides(piece{pcLot, i, j}) {
				continue
			}
			r := o.LotTok[i][j]
			drawOffering(dst, kind, r.Center(), r.W)
		}
		if kind := v.st.Bonus(i); kind >= 0 && !v.fx.hides(piece{pcBonus, i, 0}) {
			r := o.Bonus[i]
			drawOffering(dst, kind, r.Center(), r.W)
		}
	}
}

// godQuarters are the two Quarters of the god column at position g:
// the one counter-clockwise (whose clockwise edge it is), then the other.
func (v *View) godQuarters(g int) (left, right int) {
	ring := v.st.Ring()
	return ring[g], ring[(g+1)%5]
}

// godLack is what seat lacks toward the two conditions of god column g
// (0: met) and whether the god is validated.
func (v *View) godLack(seat, g int) (lack [2]int, scored bool) {
	left, right := v.godQuarters(g)
	prog := v.st.GodProgress(seat)
	lack[0] = int(pharaon.GodEdges[left][1].K) - prog[left][1]
	lack[1] = int(pharaon.GodEdges[right][0].K) - prog[right][0]
	return lack, v.st.GodsOf(seat)&(1<<uint(left)) != 0
}

func (v *View) drawGods(dst *ebiten.Image) {
	p := v.pl
	k := p.K
	f := render.Face(render.Bold, godLackSize(k))
	for g := 0; g < 5; g++ {
		for s := 0; s < v.st.NumPlayers() && s < pharaon.MaxPlayers; s++ {
			r := p.God[g].Progress[s]
			lack, scored := v.godLack(s, g)
			if scored {
				render.FillRoundRect(dst, r, 3*k, render.WithAlpha(render.Gold, 0.55))
			}
			v.Sprites().DrawMark(dst, geom.Pt(r.X+10*k, r.Center().Y), 16*k, v.Colour(s))
			for e := 0; e < 2; e++ {
				x := r.X + 32*k + float64(e)*32*k // 21 px counts keep a gap
				if lack[e] <= 0 {
					drawTick(dst, geom.Pt(x, r.Center().Y), r.H*0.7)
				} else {
					render.DrawText(dst, "−"+strconv.Itoa(lack[e]), f, x, r.Center().Y, render.Center, render.Middle, render.Terracotta)
				}
			}
		}
	}
}

// godLackSize is the size of a god's "−n" counts: 21 on the 1080p
// board, 14 px in a 1280x720 window (ART.md), never below TextMin.
func godLackSize(k float64) float64 {
	return math.Max(widget.TextMin, math.Floor(21*k))
}

// drawTick is a green check mark of height s centred on c.
func drawTick(dst *ebiten.Image, c geom.Point, s float64) {
	P := func(x, y float64) geom.Point { return geom.Pt(c.X+x*s/2, c.Y+y*s/2) }
	render.Polyline(dst, []geom.Point{P(-0.8, 0), P(-0.25, 0.65), P(0.8, -0.7)}, math.Max(2, s*0.18), render.ReedGreen)
}

func (v *View) drawPyramid(dst *ebiten.Image) {
	p, st := v.pl, v.st
	py := p.Pyramid
	// Discs: on the round track until the seat passes, then on its row.
	onRound, rows := pyramidDiscs(st)
	for j, m := range p.DiscSpots(roundSpot(p, st.Round()), len(onRound)) {
		if st.Round() >= 1 && !v.fx.hides(piece{pcRound, onRound[j], 0}) {
			v.Sprites().DrawMark(dst, m.C, m.Size, v.Colour(onRound[j]))
		}
	}
	for at, seats := range rows {
		if at[0] >= 4 || at[1] >= len(py.Rows[at[0]]) {
			continue
		}
		for j, m := range p.BigSpots(pyramidSpot(py.Rows[at[0]][at[1]]), len(seats)) {
			if !v.fx.hides(piece{pcPyramid, seats[j], 0}) {
				v.Sprites().DrawMark(dst, m.C, m.Size, v.Colour(seats[j]))
			}
		}
	}
	for i, id := range st.JarsShown() {
		if i < len(py.Jars) && id >= 0 && !v.fx.hides(piece{pcJar, i, 0}) {
			paintJar(dst, py.Jars[i], id)
		}
	}
}

func (v *View) drawSupply(dst *ebiten.Image) {
	p, st := v.pl, v.st
	k := p.K
	f := render.Face(render.Bold, math.Max(widget.TextMin, 22*k))
	for i, n := range st.Supply() {
		n = max(0, n+v.fx.countShift(piece{pcSupply, i, 0}))
		r := p.Supply[i]
		clr := render.Ink
		if n == 0 {
			clr = render.Terracotta
		}
		render.DrawText(dst, strconv.Itoa(n), f, r.X+50*k, r.Y+22*k, render.Left, render.Middle, clr)
	}
	bag, disc := 0, 0
	for _, n := range st.Bag() {
		bag += n
	}
	bag = max(0, bag+v.fx.countShift(piece{pcBag, 0, 0}))
	for _, n := range st.OfferingDiscard() {
		disc += n
	}
	countText(dst, "×"+strconv.Itoa(bag), geom.Pt(p.Bag.Center().X, p.Bag.Bottom()-4*k), 18*k)
	if disc > 0 {
		d := p.Discard
		// The discard's kinds, a few, stacked.
		dd := st.OfferingDiscard()
		n := 0
		for kind := 0; kind < pharaon.NumOffKinds && n < 4; kind++ {
			if dd[kind] > 0 {
				drawOffering(dst, kind, geom.Pt(d.Center().X-12*k+float64(n%2)*24*k, d.Y+22*k+float64(n/2)*26*k), 24*k)
				n++
			}
		}
		countText(dst, "×"+strconv.Itoa(disc), geom.Pt(d.Center().X, d.Bottom()-30*k), 18*k)
	}
	if st.Pharaoh() < 0 && !v.fx.hides(piece{pcPharaoh, 0, 0}) {
		r := pharaohHome(p)
		drawPharaohToken(dst, r.Center(), r.W)
	}
}

func (v *View) drawTraitor(dst *ebiten.Image) {
	p, st := v.pl, v.st
	k := p.K
	tiles, ok := st.TraitorTiles()
	if !ok {
		return
	}
	tp := p.Traitor
	for i, tl := range tiles {
		pl := tp.Tiles[i]
		if !v.fx.hides(piece{pcTile, i, 0}) {
			drawRes(dst, tl.Assoc, pl.Assoc.Center(), pl.Assoc.W, false)
		}
		for s := 1; s < tl.Filled && s < pharaon.TileSpaces; s++ {
			if v.fx.hides(piece{pcTile, i, s}) {
				continue
			}
			// Covered: the icon is spent, the space takes the marker's colour.
			sp := pl.Spaces[s]
			render.FillRoundRect(dst, sp, 3*k, render.WithAlpha(render.Lighten(resColours[tl.Assoc], 0.45), 0.92))
			r := tileMark(p, sp)
			drawRes(dst, tl.Assoc, r.Center(), r.W, false)
		}
	}
	// The pile: face-down Jars, and the revealed one over it.
	pile := st.TraitorPile()
	for i := 0; i < min(pile, 3); i++ {
		r := geom.R(tp.Pile.X+float64(i)*4*k, tp.Pile.Y+float64(i)*1*k, 28*k, 28*k)
		paintJarBack(dst, r)
	}
	countText(dst, "×"+strconv.Itoa(pile), geom.Pt(tp.Pile.Right()-12*k, tp.Pile.Center().Y), 14*k)
	if j := st.TraitorJar(); j >= 0 && !v.fx.hides(piece{pcTraitorJar, 0, 0}) {
		paintJar(dst, traitorJarRect(p), j)
	}
}

// DrawPanel paints seat's possessions in its panel's body r.
func (v *View) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	if v.st == nil || seat < 0 || seat >= v.st.NumPlayers() {
		return
	}
	v.Panels[seat] = r
	drawSeat(dst, NewPlayerArea(r), v.seatShow(seat))
	v.drawPanelEffects(dst, seat, r)
}

// seatShow reads seat's possessions for its panel.
func (v *View) seatShow(seat int) seatShow {
	pl := v.st.PlayerOf(seat)
	var s seatShow
	for i, n := range pl.Res {
		s.Res[i] = max(0, int(n)+v.fx.countShift(piece{pcSeatRes, seat, i}))
	}
	for i, n := range pl.Off {
		s.Off[i] = max(0, int(n)+v.fx.countShift(piece{pcSeatOff, seat, i}))
	}
	s.Nobles, s.Tilted = v.st.NoblesOf(seat)
	s.Artisans = v.st.ArtisansOf(seat)
	for _, n := range s.Nobles {
		s.Hide = append(s.Hide, v.fx.hides(piece{pcSeatCard, seat, n}))
	}
	for _, id := range s.Artisans {
		s.Hide = append(s.Hide, v.fx.hides(piece{pcSeatCard, seat, 100 + id}))
	}
	s.BC = int(pl.BC)
	for i, n := range pl.Nile {
		s.Nile[i] = int(n)
	}
	// A token in flight shows nowhere until it lands.
	s.Pharaoh = v.st.Pharaoh() == seat && !v.fx.hides(piece{pcPharaoh, 0, 0})
	s.First = v.st.FirstPlayer() == seat && !v.fx.hides(piece{pcFirst, 0, 0})
	for g := 0; g < 5; g++ {
		lack, scored := v.godLack(seat, g)
		switch {
		case scored:
			s.Gods[g] = 2
		case lack[0] <= 0 || lack[1] <= 0:
			s.Gods[g] = 1
		}
	}
	return s
}

// barArea is a free strip of the board under the wheel, between the
// Quarters, for the picker's buttons.
func (v *View) barArea() geom.Rect {
	p := v.pl
	top := p.WheelC.Y + p.WheelR + 8*p.K
	var l, r, b float64 = p.Area.X, p.Area.Right(), p.Area.Bottom()
	for pos, q := range p.Quarter {
		switch pos {
		case 4:
			l = q.R.Right() + 6*p.K
		case 2:
			r = q.R.X - 6*p.K
		case 3:
			b = q.R.Y - 4*p.K
		}
	}
	return geom.R(l, top, r-l, b-top)
}
