package imhotepview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine/imhotep"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// The rules reference: eleven pages written for this app from the spec, each
// illustrated with the board's own drawings — crops of sample boards
// rendered with the same code as the match, or the card faces. The last
// lists the values reconstructed for this app, which the others mark †.

// crop is a part of a sample board, in base units.
type crop struct {
	sideB bool
	rect  geom.Rect
}

func siteCrop(s imhotep.Site, sideB bool) crop {
	h := siteBaseH()
	return crop{sideB, geom.R(sitesX-2, boardTop+float64(s)*(h+siteGap)-2, baseW-sitesX+4, h+4)}
}

// RulesPages lists the pages of the Imhotep rules reference.
func RulesPages() []gameview.RulesPage {
	page := func(n int, draw func(dst *ebiten.Image, r geom.Rect, env *gameview.Env)) gameview.RulesPage {
		k := key("imhotep.rules", "p"+itoa(n))
		return gameview.RulesPage{Title: k + "_title", Body: k + "_body", Illustrate: gameview.CachedPicture("imhotep.rules", n, draw)}
	}
	crops := func(cs ...crop) func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
		return func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) { drawCrops(dst, r, env, cs) }
	}
	return []gameview.RulesPage{
		page(1, crops(crop{false, geom.R(0, 0, baseW, baseH)})),
		page(2, crops(crop{false, geom.R(0, harbourY-4, riverX+riverW, baseH-harbourY+4)})),
		page(3, crops(crop{false, geom.R(0, roundY-4, riverX+riverW+2, harbourY+harbourH-roundY+8)})),
		page(4, crops(siteCrop(imhotep.Market, false), siteCrop(imhotep.Market, true))),
		page(5, crops(siteCrop(imhotep.Pyramid, false), siteCrop(imhotep.Pyramid, true))),
		page(6, crops(siteCrop(imhotep.Temple, false), siteCrop(imhotep.Temple, true))),
		page(7, crops(siteCrop(imhotep.Burial, false), siteCrop(imhotep.Burial, true))),
		page(8, crops(siteCrop(imhotep.Obelisks, false), siteCrop(imhotep.Obelisks, true))),
		page(9, drawAllCards),
		page(10, crops(crop{true, geom.R(0, 0, baseW/2, 2*trackRowH+trackGap+4)}, siteCrop(imhotep.Temple, true), siteCrop(imhotep.Burial, true))),
		// What we reconstructed: the side-B sites, whose values are ours.
		page(11, crops(siteCrop(imhotep.Pyramid, true), siteCrop(imhotep.Temple, true), siteCrop(imhotep.Obelisks, true))),
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

// drawCrops renders the sample boards the crops need and stacks the crops,
// fitted into r.
func drawCrops(dst *ebiten.Image, r geom.Rect, env *gameview.Env, cs []crop) {
	gap := 12.0
	totalH := 0.0
	maxW := 0.0
	for _, c := range cs {
		totalH += c.rect.H
		maxW = math.Max(maxW, c.rect.W)
	}
	k := math.Min(r.W/maxW, (r.H-gap*float64(len(cs)-1))/totalH)
	if k <= 0 {
		return
	}
	y := r.Y + (r.H-(totalH*k+gap*float64(len(cs)-1)))/2
	boards := map[bool]*ebiten.Image{}
	defer func() {
		for _, img := range boards {
			img.Deallocate()
		}
	}()
	for _, c := range cs {
		img, ok := boards[c.sideB]
		if !ok {
			img = renderSample(env, c.sideB, k)
			boards[c.sideB] = img
		}
		x0, y0 := math.Floor(c.rect.X*k), math.Floor(c.rect.Y*k)
		src := geom.R(x0, y0, math.Ceil(c.rect.Right()*k)-x0, math.Ceil(c.rect.Bottom()*k)-y0)
		sub := render.SubImage(img, src)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(r.X+(r.W-c.rect.W*k)/2, y)
		op.Filter = ebiten.FilterLinear
		render.DrawImage(dst, sub, &op)
		y += c.rect.H*k + gap
	}
}

// renderSample draws a whole sample board at scale k.
func renderSample(env *gameview.Env, sideB bool, k float64) *ebiten.Image {
	b := sampleBoard(sideB)
	w, h := int(math.Ceil(baseW*k)), int(math.Ceil(baseH*k))
	img := render.NewCanvas(w, h)
	v := &View{Base: gameview.NewBase(env, nil, "")}
	v.Area = geom.R(0, 0, float64(w), float64(h))
	v.lay = newLayout(v.Area, b.np)
	v.d, v.target = b, b
	v.dec = decision{player: 1, pend: imhotep.Pending{Kind: "turn", Ship: -1, Site: -1, Column: -1}}
	render.BatchAA(img, func() { drawStatic(img, v.lay, b, v.Env.Bundle()) })
	v.drawDynamic(img)
	return img
}

// sampleBoard is a mid-game position for the pictures, all A or all B.
func sampleBoard(sideB bool) *board {
	b := &board{np: 4, templeW: 5, round: 3, roundCard: 1, roundsLeft: 3, first: 1}
	for s := range b.sideB {
		b.sideB[s] = sideB
	}
	b.ships = []shipView{
		{id: 0, slots: []int{0, 2, -1, 1}, dest: -1},
		{id: 2, slots: []int{3, -1, -1}, dest: -1},
		{id: 3, slots: []int{1, 1, 0}, dest: imhotep.Temple},
		{id: 5, slots: []int{-1, -1}, dest: -1},
	}
	b.sled = [4]int{2, 4, 1, 3}
	b.quarry = [4]int{18, 15, 20, 17}
	b.score = [4]int{14, 9, 21, 43}
	b.cards[0][imhotep.Lever] = 1
	b.cards[1][imhotep.Statue] = 2
	b.cards[1][imhotep.Sail] = 1
	b.cards[2][imhotep.DecorBurial] = 1
	b.deck, b.discard = 17, 6
	if sideB {
		b.face = [4]imhotep.Card{imhotep.Hammer, imhotep.Statue, imhotep.Sarcophagus, imhotep.NoCard}
		b.pair = 2
		b.pyrB = [3][]int{{1, 0, 3}, {2, 2}, {0}}
		b.obWait = [4]int{1, 2, 0, 1}
		b.obs = []int{3, 0}
	} else {
		b.face = [4]imhotep.Card{imhotep.Statue, imhotep.Lever, imhotep.Entrance, imhotep.DecorTemple}
		b.pyrA = []int{0, 2, 1, 1, 3, 0, 2}
		b.obA = [4]int{5, 3, 7, 2}
	}
	b.temple = []int{0, 1, 2, 3, 1, 2, 0, 3}
	b.burial = []int{1, 1, 0, 2, 1, 3, 2, 2, 0, 3}
	return b
}

// drawAllCards shows the twelve market cards in their colour classes.
func drawAllCards(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
	order := []imhotep.Card{imhotep.Entrance, imhotep.Sarcophagus, imhotep.PavedPath,
		imhotep.Lever, imhotep.Hammer, imhotep.Sail, imhotep.Chisel,
		imhotep.DecorPyramid, imhotep.DecorTemple, imhotep.DecorBurial, imhotep.DecorObelisk, imhotep.Statue}
	cols, rows := 6, 2
	gap := r.W * 0.02
	w := math.Min((r.W-gap*float64(cols-1))/float64(cols), (r.H-gap*float64(rows-1))/float64(rows)/cardRatio)
	h := w * cardRatio
	x0 := r.X + (r.W-(w*float64(cols)+gap*float64(cols-1)))/2
	y0 := r.Y + (r.H-(h*float64(rows)+gap*float64(rows-1)))/2
	var sp *render.Sprites
	if env != nil && env.Sprites != nil {
		sp = env.Sprites
	} else {
		sp = render.NewSprites()
	}
	var loc *locales.Bundle
	if env != nil {
		loc = env.Loc
	}
	for i, c := range order {
		cr := geom.R(x0+float64(i%cols)*(w+gap), y0+float64(i/cols)*(h+gap), w, h)
		drawCardSprite(dst, sp, loc, c, cr, 1)
	}
}
