package gameview

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/render/anim"
)

// A view without an env (rules pictures, tests) reads the defaults; with
// one, its fields.
func TestEnvReadsWithDefaults(t *testing.T) {
	var none *Env
	if none.Bundle() != nil || none.AnimSpeed() != anim.Normal || none.PatternsOn() {
		t.Error("a nil env must give no strings, normal speed, no patterns")
	}
	if _, ok := none.Seat(0); ok {
		t.Error("a nil env has no seats")
	}
	e := &Env{Seats: []Seat{{Name: "Ada", Human: true}}, Speed: anim.Fast, Patterns: true}
	if s, ok := e.Seat(0); !ok || s.Name != "Ada" || !s.Human {
		t.Errorf("seat 0: %+v %v", s, ok)
	}
	for _, p := range []int{-1, 1} {
		if _, ok := e.Seat(p); ok {
			t.Errorf("seat %d exists", p)
		}
	}
	if e.AnimSpeed() != anim.Fast || !e.PatternsOn() {
		t.Error("the env's speed and patterns are not read")
	}
}

// A layer is drawn again only when its key changes.
func TestLayerRedrawsOnNewKey(t *testing.T) {
	var l Layer[string]
	draws := 0
	draw := func(*ebiten.Image) { draws++ }
	a := l.Ensure("fr", 20, 10, draw)
	if b := l.Ensure("fr", 20, 10, draw); b != a || draws != 1 {
		t.Fatalf("same key: %d draws, same image %v", draws, b == a)
	}
	if c := l.Ensure("en", 20, 10, draw); c == a || draws != 2 {
		t.Fatalf("new key: %d draws, new image %v", draws, c != a)
	}
	if (&Env{}).Lang() != "" || (*Env)(nil).Lang() != "" {
		t.Error("no strings, no language")
	}
}
