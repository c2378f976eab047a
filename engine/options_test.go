package engine

import (
	"strings"
	"testing"
)

func TestOptionsInt(t *testing.T) {
	o := Options{"n": "12", "neg": "-3", "empty": "", "bad": "x", "float": "1.5"}
	for _, tc := range []struct {
		key  string
		want int
	}{{"n", 12}, {"neg", -3}, {"empty", 7}, {"absent", 7}} {
		got, err := o.Int(tc.key, 7)
		if err != nil || got != tc.want {
			t.Errorf("Int(%q, 7) = %d, %v; want %d", tc.key, got, err, tc.want)
		}
	}
	for _, key := range []string{"bad", "float"} {
		_, err := o.Int(key, 7)
		if err == nil || !strings.Contains(err.Error(), key) || !strings.Contains(err.Error(), o[key]) {
			t.Errorf("Int(%q) error %v does not name the option and its value", key, err)
		}
	}
	var none Options
	if got, err := none.Int("n", 4); got != 4 || err != nil {
		t.Errorf("nil options: Int = %d, %v", got, err)
	}
}

func TestOptionsBool(t *testing.T) {
	o := Options{"t": "true", "one": "1", "f": "false", "empty": "", "yes": "yes"}
	for _, tc := range []struct {
		key      string
		def, out bool
	}{{"t", false, true}, {"one", false, true}, {"f", true, false}, {"empty", true, true}, {"absent", false, false}} {
		got, err := o.Bool(tc.key, tc.def)
		if err != nil || got != tc.out {
			t.Errorf("Bool(%q, %v) = %v, %v; want %v", tc.key, tc.def, got, err, tc.out)
		}
	}
	if _, err := o.Bool("yes", false); err == nil || !strings.Contains(err.Error(), `yes="yes"`) {
		t.Errorf(`Bool("yes") error %v does not name the option`, err)
	}
}

func TestOptionsCheckKeys(t *testing.T) {
	o := Options{"players": "3", "sides": "AAAAA"}
	if err := o.CheckKeys("players", "sides", "wrath"); err != nil {
		t.Errorf("known keys refused: %v", err)
	}
	if err := (Options(nil)).CheckKeys(); err != nil {
		t.Errorf("nil options refused: %v", err)
	}
	o["zeta"], o["alpha"] = "1", "2"
	err := o.CheckKeys("players", "sides")
	if err == nil {
		t.Fatal("unknown keys accepted")
	}
	// Both unknown keys, sorted, and the known ones.
	if msg := err.Error(); !strings.Contains(msg, "alpha, zeta") || !strings.Contains(msg, "players, sides") {
		t.Errorf("CheckKeys error %q", msg)
	}
}

func TestOptionsCloneAndString(t *testing.T) {
	o := Options{"sides": "ABABA", "players": "4"}
	c := o.Clone()
	c["players"] = "2"
	if o["players"] != "4" {
		t.Error("Clone shares its map")
	}
	if got, want := o.String(), "players=4 sides=ABABA"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := (Options(nil)).Clone(); got == nil || len(got) != 0 {
		t.Errorf("nil Clone = %#v, want an empty map", got)
	}
}
