package widget_test

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/render/widget"
	"nilegames/render/widget/wgeom"
)

// How a game view draws a score track, a market card and a seat panel's
// rows with the shared widgets. (Compiled, not run: it needs a display.)
func Example() {
	var (
		dst    render.Target       // the view's display list or screen
		static *ebiten.Image       // the view's static layer
		sp     *render.Sprites     // env.SpritesOr(&v.own)
		scores = []int{12, 12, 47} // by seat
		seats  = []render.PlayerColor{render.Red, render.Blue, render.Green}
	)
	// The score track: its spaces on the static layer, markers each frame.
	track := wgeom.Track{Shape: wgeom.Loop, Rect: geom.R(0, 0, 900, 600), N: 40, Gap: 3, Label: 22, Wrap: true}
	widget.PaintTrack(static, track, widget.TrackStyle{Every: 5, Tray: true})
	markers := widget.DrawMarkers(dst, sp, track, scores, seats, wgeom.MarkerLayout{Big: 26, Small: 18, Gap: 1})
	_ = markers // their boxes: tooltips, and the match's Places (track.Space(i) for a space)

	// A market card, a legal target under the pointer; its name, when
	// left out (too long for the card), goes in its tooltip.
	card := widget.Card{Kind: "tekhenu", ID: 7, Title: "…localized name…", Band: render.ReedGreen, Icon: render.IconCard, HasIcon: true, Badge: "2"}
	r := geom.R(950, 40, 120, 175)
	widget.DrawCard(dst, sp, r, card, widget.CardHot)
	if _, _, nf := widget.CardText(card, r); !nf.OK {
		_ = card.Title // tooltip line
	}

	// A seat panel's body: labelled rows of counters.
	body := geom.R(1400, 100, 460, 134)
	k := wgeom.PanelScale(body, 134)
	rows := widget.PanelRows(k).Layout(body, 40*k, 40*k)
	widget.RowLabel(dst, "…supply…", rows[0].Label)
	widget.DrawCounters(dst, sp, rows[0].Content, []widget.Counter{{Icon: render.IconStone, N: 5, Times: true}, {Icon: render.IconCard, N: 0, Times: true, Locked: true}}, 2, 8*k)
}
