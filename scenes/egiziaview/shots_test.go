package egiziaview

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
)

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

// Every face drawn from the data tables renders something: the 56 Nile
// cards in both languages, the 11 tiles and 7 printed effects, the 35
// Sphinx cards, the 9 statue cards, the 10 bonus tiles, the order tiles.
func TestEveryFaceRenders(t *testing.T) {
	check := func(what string, w, h int, draw func(dst *ebiten.Image)) {
		t.Helper()
		img := render.NewCanvas(w, h)
		defer img.Deallocate()
		render.BatchAA(img, func() { draw(img) })
		if n := distinct(img, 40); n < 6 {
			t.Errorf("%s: only %d colours", what, n)
		}
	}
	p := Layout(4)
	card := p.Card[0]
	for _, lang := range []string{"en", "fr"} {
		loc := boardEnv(t, lang, 2).Loc
		for id := 1; id <= egizia.NumNileCards; id++ {
			if len(cardGlyphs(id)) == 0 {
				t.Errorf("R%d has no effect glyph", id)
			}
			check(fmt.Sprint(lang, " R", id), int(card.W)+8, int(card.H)+8, func(dst *ebiten.Image) {
				paintNileCard(dst, geom.R(4, 4, card.W, card.H), id, loc)
			})
		}
	}
	tile := p.Round[0]
	for id := 1; id <= egizia.NumTiles; id++ {
		check(fmt.Sprint("NT", id), 70, 70, func(dst *ebiten.Image) { paintTile(dst, geom.R(4, 4, tile.W, tile.H), id, 0) })
	}
	for t0 := 0; t0 < egizia.NumRoundSp; t0++ {
		check(fmt.Sprint("printed ", t0), 70, 70, func(dst *ebiten.Image) { paintTile(dst, geom.R(4, 4, tile.W, tile.H), egizia.TilePrinted, t0) })
	}
	check("blocked", 70, 70, func(dst *ebiten.Image) { paintTile(dst, geom.R(4, 4, tile.W, tile.H), egizia.TileBlocked, 0) })
	for id := 1; id <= egizia.NumSphinx; id++ {
		if len(sphinxGlyphs(id)) == 0 {
			t.Errorf("X%d has no objective glyph", id)
		}
		check(fmt.Sprint("X", id), 110, 140, func(dst *ebiten.Image) { paintSphinxCard(dst, geom.R(4, 4, 96, 132), id) })
	}
	sc := p.Statues.Statue[0].Card
	for id := 1; id <= egizia.NumStatueCards; id++ {
		check(fmt.Sprint("S", id), int(sc.W)+8, int(sc.H)+8, func(dst *ebiten.Image) { paintStatueCard(dst, geom.R(4, 4, sc.W, sc.H), id) })
	}
	for g := egizia.G1; g <= egizia.NumBonus; g++ {
		for _, used := range []bool{false, true} {
			check(fmt.Sprint("G", g, used), 56, 56, func(dst *ebiten.Image) { paintBonusTile(dst, geom.R(4, 4, 44, 44), g, used) })
		}
		if len(bonusGlyphs(g)) == 0 {
			t.Errorf("G%d has no glyph", g)
		}
	}
	for n := 1; n <= egizia.MaxPlayers; n++ {
		check(fmt.Sprint("order ", n), 40, 40, func(dst *ebiten.Image) { paintOrderTile(dst, geom.R(4, 4, 30, 30), n) })
	}
}

// TestBoardPictures writes positions of games played by the engine's
// rollout policy, at 2, 3 and 4 players, early and late, at 1920 x 1080
// and as a 1280 x 720 window shows them, into $EGIZIA_SHOTS, for a person
// to look at; and the faces sheet.
func TestBoardPictures(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS names the folder for the pictures")
	}
	for _, c := range []struct {
		players int
		lang    string
		when    string
		at      func(s *egizia.State) bool
	}{
		{2, "en", "setup", func(s *egizia.State) bool { return true }},
		{2, "en", "early", func(s *egizia.State) bool {
			return s.Round() == 1 && s.Step() == egizia.StepPlace && s.PlayerState(1).Ships >= 2
		}},
		{2, "fr", "late", func(s *egizia.State) bool { return s.Round() == 5 && s.Step() == egizia.StepBuild }},
		{3, "en", "mid", func(s *egizia.State) bool {
			return s.Round() == 3 && s.Step() == egizia.StepPlace && s.PlayerState(s.Order()[2]).Ships >= 2
		}},
		{4, "en", "early", func(s *egizia.State) bool {
			return s.Round() == 1 && s.Step() == egizia.StepPlace && s.PlayerState(s.Order()[3]).Ships >= 2
		}},
		{4, "fr", "late", func(s *egizia.State) bool {
			return s.Round() == 5 && s.Step() == egizia.StepPlace && s.PlayerState(s.Order()[3]).Ships >= 3
		}},
		{4, "en", "end", func(s *egizia.State) bool { return s.Terminal() }},
		{3, "en", "keep_other", func(s *egizia.State) bool { return s.Phase() == egizia.PhSphinxKeep && s.Build().Seat != 0 }},
		{3, "fr", "keep_own", func(s *egizia.State) bool { return s.Phase() == egizia.PhSphinxKeep && s.Build().Seat == 0 }},
	} {
		s, _ := boardPlay(t, c.players, 5, c.at)
		env := boardEnv(t, c.lang, s.NumPlayers())
		v, m := boardView(t, env, s, 0)
		img := screen(v, m)
		name := fmt.Sprintf("egizia_%dp_%s_%s", c.players, c.when, c.lang)
		savePNG(t, img, dir, name+"_1080.png")
		savePNG(t, scaled(img, 1280, 720), dir, name+"_720.png")
		img.Deallocate()
	}
}

// TestFacesPicture writes every face (the 56 Nile cards, the tiles and
// printed effects, the 35 Sphinx cards, the statue cards, the bonus and
// order tiles) at their board sizes into $EGIZIA_SHOTS, for a person to
// look at.
func TestFacesPicture(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	if dir == "" {
		t.Skip("EGIZIA_SHOTS names the folder for the pictures")
	}
	p := Layout(4)
	loc := boardEnv(t, "en", 2).Loc
	img := render.NewCanvas(1920, 1700)
	render.BatchAA(img, func() {
		render.FillRectTextured(img, geom.R(0, 0, 1920, 1700), render.SandTexture())
		cw, ch := p.Card[0].W, p.Card[0].H
		for id := 1; id <= egizia.NumNileCards; id++ {
			i := id - 1
			paintNileCard(img, geom.R(10+float64(i%8)*(cw+10), 10+float64(i/8)*(ch+10), cw, ch), id, loc)
		}
		y := 10 + 7*(ch+10) + 10
		ts := p.Round[0].W
		for id := 1; id <= egizia.NumTiles; id++ {
			paintTile(img, geom.R(10+float64(id-1)*(ts+10), y, ts, ts), id, 0)
		}
		for tt := 0; tt < egizia.NumRoundSp; tt++ {
			paintTile(img, geom.R(10+float64(egizia.NumTiles+tt)*(ts+10), y, ts, ts), egizia.TilePrinted, tt)
		}
		y += ts + 20
		for id := 1; id <= egizia.NumSphinx; id++ {
			i := id - 1
			paintSphinxCard(img, geom.R(10+float64(i%18)*104, y+float64(i/18)*142, 96, 132), id)
		}
		y += 2*142 + 10
		sc := p.Statues.Statue[0].Card
		for id := 1; id <= egizia.NumStatueCards; id++ {
			paintStatueCard(img, geom.R(10+float64(id-1)*(sc.W+10), y, sc.W, sc.H), id)
		}
		y += sc.H + 20
		for g := egizia.G1; g <= egizia.NumBonus; g++ {
			paintBonusTile(img, geom.R(10+float64(g-1)*60, y, 50, 50), g, false)
			paintBonusTile(img, geom.R(10+float64(g-1)*60, y+60, 30, 30), g, g == egizia.G7)
		}
		for n := 1; n <= egizia.MaxPlayers; n++ {
			paintOrderTile(img, geom.R(640+float64(n)*40, y, 30, 30), n)
		}
		for c := 0; c <= egizia.NumCrews; c++ {
			drawCrewToken(img, c, geom.Pt(840+float64(c)*30, y+15), 22, false)
			drawCrewToken(img, c, geom.Pt(840+float64(c)*30, y+45), 22, true)
		}
		for s, pc := range seatColors {
			drawShip(img, geom.Pt(1020+float64(s)*50, y+20), 40, pc, false)
			drawBrick(img, geom.Pt(1020+float64(s)*50, y+60), 22, pc)
		}
		drawShip(img, geom.Pt(1220, y+20), 40, render.Gray, true)
	})
	savePNG(t, img, dir, "egizia_faces.png")
}

// The board's labels fit their places in both languages, in the match's
// board area (a 1280 x 720 window scales the whole 1920 x 1080 screen).
func TestLabelsFit(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		loc := boardEnv(t, lang, 2).Loc
		for _, area := range areas(4)[:1] {
			p := newPlaces(area, 4)
			k := p.K
			tf := render.Face(render.Title, max(widget.TextMin, 21*k))
			bf := render.Face(render.Bold, widget.TextMin)
			fit := func(key string, face *text.GoTextFace, r geom.Rect) {
				t.Helper()
				if w := render.TextWidth(tr(loc, key), face); w > r.W {
					t.Errorf("%s %v: %s (%.0f px) does not fit %v", lang, area, key, w, r)
				}
			}
			for z, zp := range p.Zone {
				fit("egizia.board."+zoneCodes[z], bf, zp.Title)
			}
			fit("egizia.board.obelisk", tf, p.Obelisk.Title)
			fit("egizia.board.colonnade", tf, p.Colonnade.Title)
			fit("egizia.board.pyramid", tf, p.Pyramid.Title)
			fit("egizia.board.statues", tf, p.Statues.Title)
			fit("egizia.board.sphinx", tf, p.Sphinx.Title)
			fit("egizia.board.flood", tf, p.Flood.Title)
			fit("egizia.board.decks", tf, p.DeckBox)
			mt := render.Face(render.Title, max(widget.TextMin, 20*k))
			for _, mp := range p.Market {
				fit("egizia.board.wheat_market", mt, geom.R(mp.Title.X+30*k, mp.Title.Y, mp.Title.W-32*k, mp.Title.H))
				fit("egizia.board.stone_market", mt, geom.R(mp.Title.X+30*k, mp.Title.Y, mp.Title.W-32*k, mp.Title.H))
			}
			for _, key := range []string{"hand", "hand_setup", "hand_drawn"} {
				heads, _ := p.HandCards([]int{1, 1})
				fit("egizia.board."+key, bf, heads[0])
				fit("egizia.board."+key, bf, heads[1])
			}
		}
	}
}
