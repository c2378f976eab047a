package egiziaview

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview/viewtest"
	"nilegames/scenes/layout"
)

// Every Egizia label is drawn whole, in English and French (issue 22:
// "Marché de la Pierr…" on a card, "· this: cos…" / "· ici : c…" in the
// build bar): each Nile card (as the river shows it), tile, Sphinx,
// statue, bonus and order face; the printed board at 2, 3 and 4
// players; every seat's area, the log open and closed; and the dock's
// lines and buttons at every decision of played games, the build bar
// with an item's preview among them. A label shrunk, cut or left out is
// a failure.
func TestNoLabelDropped(t *testing.T) {
	p := Layout(4)
	for _, lang := range []string{"en", "fr"} {
		loc := boardEnv(t, lang, 2).Loc
		img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		card := p.Card[0]
		for id := 1; id <= egizia.NumNileCards; id++ {
			viewtest.NoLabelDropped(t, fmt.Sprint(lang, " Nile card ", id, " ", cardName(id, loc)), func() {
				paintNileCard(img, card, id, loc)
			})
		}
		tile := p.Round[0]
		viewtest.NoLabelDropped(t, lang+" faces", func() {
			for id := 1; id <= egizia.NumTiles; id++ {
				paintTile(img, tile, id, 0)
			}
			for id := 1; id <= egizia.NumSphinx; id++ {
				paintSphinxCard(img, geom.R(4, 4, 118, 164), id)
			}
			sc := p.Statues.Statue[0].Card
			for id := 1; id <= egizia.NumStatueCards; id++ {
				paintStatueCard(img, sc, id)
			}
			for g := egizia.G1; g <= egizia.NumBonus; g++ {
				paintBonusTile(img, geom.R(4, 4, 30, 30), g, false)
			}
			for n := 1; n <= egizia.MaxPlayers; n++ {
				paintOrderTile(img, geom.R(4, 4, 28, 28), n)
			}
		})
		for players := egizia.MinPlayers; players <= egizia.MaxPlayers; players++ {
			s, ok := boardPlay(t, players, uint64(50+players), func(s *egizia.State) bool { return s.Round() >= 3 })
			if !ok {
				t.Fatal("no round 3")
			}
			env := boardEnv(t, lang, players)
			v, _ := boardView(t, env, s, 0)
			b := v.board
			b.Loc = env.Loc
			viewtest.NoLabelDropped(t, fmt.Sprint(lang, " ", players, "p board"), func() {
				drawStatic(img, v.pl, &b)
				v.drawPieces(img)
			})
			for _, open := range []bool{false, true} {
				for seat, r := range layout.MatchLayout(players, open).Panels {
					viewtest.NoLabelDropped(t, fmt.Sprint(lang, " ", players, "p seat ", seat, " log open ", open), func() {
						v.DrawPanel(img, seat, PanelBody(r))
					})
				}
			}
		}
		img.Deallocate()
	}
}

// The dock's lines and buttons, at the decisions of played games in both
// languages, with the pointer on each usable target in turn (the build
// bar then previews the item): none is cut.
func TestDockLabelsWhole(t *testing.T) {
	built := 0
	for i, players := range []int{2, 3, 4, 2, 3, 4} {
		lang := []string{"en", "fr"}[i%2]
		seed := uint64(90 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, lang, s)
		img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal() && step < 900; step++ {
			legal := s.Legal(nil)
			if step%3 == 0 || s.Phase() == egizia.PhBuildItems {
				syncTo(v, s, legal)
				v.decision(v.Legal)
				hovers := []target{{}}
				if s.Phase() == egizia.PhBuildItems {
					hovers = append(hovers, v.highlights()...)
				}
				for _, h := range hovers {
					v.pk.Hover = h
					if h.kind != tNone && s.Phase() == egizia.PhBuildItems {
						if _, _, ok := v.itemPreview(s.Build()); ok {
							built++
						}
					}
					viewtest.NoLabelDropped(t, fmt.Sprintf("%s %dp step %d phase %v hover %v: %q", lang, players, step, s.Phase(), h, v.infoLine()), func() {
						for _, it := range v.pickItems() {
							it.Paint(img)
						}
					})
				}
				v.pk.Hover = target{}
			}
			if err := s.Apply(s.RolloutAction(&rng, nil)); err != nil {
				t.Fatal(err)
			}
		}
		img.Deallocate()
	}
	if built == 0 {
		t.Error("no build bar with an item's preview was drawn")
	}
	t.Logf("%d build previews", built)
}

var _ = ebiten.NewImage
