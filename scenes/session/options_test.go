package session

import (
	"reflect"
	"testing"

	"nilegames/engine"
)

func TestComposeOptions(t *testing.T) {
	got := ComposeOptions(map[string]string{
		"sides[0]": "A", "sides[1]": "B", "sides[4]": "B", "wrath": "true",
	})
	want := engine.Options{"sides": "ABAAB", "wrath": "true"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if got := ComposeOptions(map[string]string{"sides": "BBBBB"}); got["sides"] != "BBBBB" {
		t.Errorf("plain key: %v", got)
	}
	if got := ComposeOptions(map[string]string{"sides": "BBBBB", "sides[2]": "A"}); got["sides"] != "BBABB" {
		t.Errorf("plain then indexed: %v", got)
	}
}

func TestApplyPreset(t *testing.T) {
	v := map[string]string{"sides[0]": "A", "sides[1]": "A", "sides[2]": "A", "sides[3]": "A", "sides[4]": "A", "wrath": "false"}
	ApplyPreset(v, map[string]string{"sides": "BBBBB"})
	if ComposeOptions(v)["sides"] != "BBBBB" || v["sides[3]"] != "B" {
		t.Errorf("spread preset: %v", v)
	}
	ApplyPreset(v, map[string]string{"sides[1]": "A", "wrath": "true"})
	if got := ComposeOptions(v); got["sides"] != "BABBB" || got["wrath"] != "true" {
		t.Errorf("indexed preset: %v", got)
	}
	if _, _, ok := IndexedKey("sides[x]"); ok {
		t.Error("sides[x] taken as indexed")
	}
}

// TestComposeFill: positions no value sets take their option's first
// choice, and the value is as long as the positions named (Pharaon's
// discovery, one character per player).
func TestComposeFill(t *testing.T) {
	fill := map[string]string{"discovery[0]": "0", "discovery[1]": "0", "discovery[2]": "0"}
	cases := []struct {
		values map[string]string
		want   string
	}{
		{map[string]string{}, "000"},
		{map[string]string{"discovery[1]": "1"}, "010"},
		{map[string]string{"discovery[0]": "1", "discovery[2]": "1"}, "101"},
	}
	for _, c := range cases {
		if got := Compose(c.values, fill)["discovery"]; got != c.want {
			t.Errorf("%v: %q, want %q", c.values, got, c.want)
		}
	}
	// Imhotep's sides fill with their first choice, A, as before.
	sides := map[string]string{}
	for i := 0; i < 5; i++ {
		sides["sides["+string(rune('0'+i))+"]"] = "A"
	}
	if got := Compose(map[string]string{"sides[3]": "B"}, sides)["sides"]; got != "AAABA" {
		t.Errorf("sides: %q", got)
	}
}
