package gameview

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/geom"
)

// Rich text: a known [icon] is an item glued to what touches it; an
// unknown one stays as written.
func TestRichItems(t *testing.T) {
	ic := RichIcons{"sil": func(*ebiten.Image, geom.Point, float64) {}}
	got := ic.Items("Pay 2[sil]: [gold] x")
	want := []RichItem{{Text: "Pay"}, {Text: "2"}, {Icon: "sil", Glued: true}, {Text: ":", Glued: true}, {Text: "[gold]"}, {Text: "x"}}
	if !slices.Equal(got, want) {
		t.Fatalf("items %+v, want %+v", got, want)
	}
}
