//go:build !js

package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func stores(t *testing.T) map[string]Store {
	return map[string]Store{"memory": NewMemory(), "dir": Dir(filepath.Join(t.TempDir(), "cfg"))}
}

func TestStoreRoundTripAndMissing(t *testing.T) {
	for kind, st := range stores(t) {
		if _, err := st.Read("x.json"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: missing file: %v, want ErrNotExist", kind, err)
		}
		if err := st.Write("x.json", []byte("one")); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if err := st.Write("x.json", []byte("two")); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if d, err := st.Read("x.json"); err != nil || string(d) != "two" {
			t.Errorf("%s: read %q %v, want two", kind, d, err)
		}
		if err := st.Remove("x.json"); err != nil {
			t.Errorf("%s: remove: %v", kind, err)
		}
		if err := st.Remove("x.json"); err != nil {
			t.Errorf("%s: second remove: %v", kind, err)
		}
		if _, err := st.Read("x.json"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: removed file still read: %v", kind, err)
		}
	}
}

func TestSetAsideKeepsTheFile(t *testing.T) {
	now := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	for kind, st := range stores(t) {
		st.Write(LegacyAutosaveName, []byte("garbage 1"))
		bad, err := SetAside(st, LegacyAutosaveName, now)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if bad != "autosave.bad-20260102-150405.json" {
			t.Errorf("%s: set aside as %q", kind, bad)
		}
		if d, err := st.Read(bad); err != nil || string(d) != "garbage 1" {
			t.Errorf("%s: kept file %q %v", kind, d, err)
		}
		if _, err := st.Read(LegacyAutosaveName); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the refused file is still in place: %v", kind, err)
		}
		// A second refusal in the same second keeps both.
		st.Write(LegacyAutosaveName, []byte("garbage 2"))
		bad2, err := SetAside(st, LegacyAutosaveName, now)
		if err != nil || bad2 == bad {
			t.Fatalf("%s: second set aside %q %v", kind, bad2, err)
		}
		d1, _ := st.Read(bad)
		d2, _ := st.Read(bad2)
		if string(d1) != "garbage 1" || string(d2) != "garbage 2" {
			t.Errorf("%s: kept %q and %q", kind, d1, d2)
		}
	}
}

func TestDirWritesInConfigDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nilegames")
	st := Dir(dir)
	if err := st.Write(SettingsName, []byte("lang = \"fr\"\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SettingsName)); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temporary files left: %v", ents)
	}
	if got := st.Where(SettingsName); got != filepath.Join(dir, SettingsName) {
		t.Errorf("Where = %q", got)
	}
}

func TestLangFor(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"fr_FR.UTF-8", "fr"}, {"fr-CA", "fr"}, {"FR", "fr"}, {"en_US.UTF-8", "en"},
		{"de_DE", "en"}, {"", "en"}, {"C", "en"},
	} {
		if got := LangFor(c.in); got != c.want {
			t.Errorf("LangFor(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestLocaleFromEnvOrder(t *testing.T) {
	env := map[string]string{"LANG": "en_GB.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}
	if got := LocaleFromEnv(func(k string) string { return env[k] }); got != "fr_FR.UTF-8" {
		t.Errorf("LC_MESSAGES before LANG: got %q", got)
	}
	env["LC_ALL"] = "C"
	if got := LocaleFromEnv(func(k string) string { return env[k] }); got != "fr_FR.UTF-8" {
		t.Errorf("LC_ALL=C is no language: got %q", got)
	}
	env["LC_ALL"] = "en_US"
	if got := LocaleFromEnv(func(k string) string { return env[k] }); got != "en_US" {
		t.Errorf("LC_ALL first: got %q", got)
	}
}

func TestSettingsPersist(t *testing.T) {
	st := NewMemory()
	def := DefaultSettings("fr_FR")
	if def.Lang != "fr" || def.Speed != "normal" {
		t.Fatalf("defaults %+v", def)
	}
	got, err := LoadSettings(st, def)
	if err != nil || got != def {
		t.Fatalf("nothing saved: %+v %v", got, err)
	}
	want := Settings{Lang: "en", Speed: "fast", Patterns: true, Fullscreen: true}
	if err := SaveSettings(st, want); err != nil {
		t.Fatal(err)
	}
	got, err = LoadSettings(st, def)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("round trip: %+v %v, want %+v", got, err, want)
	}
}

func TestSettingsDamaged(t *testing.T) {
	st := NewMemory()
	def := DefaultSettings("en")
	st.Write(SettingsName, []byte("lang = \"fr\"\nspeed = \"warp\"\n"))
	got, err := LoadSettings(st, def)
	if err != nil || got.Lang != "fr" || got.Speed != "normal" {
		t.Errorf("unknown speed: %+v %v", got, err)
	}
	st.Write(SettingsName, []byte("lang = [broken"))
	got, err = LoadSettings(st, def)
	if err == nil || got != def {
		t.Errorf("broken file: %+v %v, want defaults and an error", got, err)
	}
}

func TestAutosaveForGivesOneNamePerGame(t *testing.T) {
	if a, b := AutosaveFor("kheops"), AutosaveFor("imhotep"); a != "autosave-kheops.json" || b != "autosave-imhotep.json" {
		t.Errorf("names %q %q", a, b)
	}
	// A game name never escapes the store's directory nor clashes with the
	// legacy single autosave.
	for _, g := range []string{"../x", "a/b", "", "Kheops"} {
		n := AutosaveFor(g)
		if strings.ContainsAny(n, `/\`) || strings.Contains(n, "..") || n == LegacyAutosaveName {
			t.Errorf("AutosaveFor(%q) = %q", g, n)
		}
	}
}

func TestMoveAsideTagsTheName(t *testing.T) {
	now := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	for kind, st := range stores(t) {
		st.Write(LegacyAutosaveName, []byte("old"))
		got, err := MoveAside(st, LegacyAutosaveName, "old", now)
		if err != nil || got != "autosave.old-20260102-150405.json" {
			t.Errorf("%s: %q %v", kind, got, err)
		}
		if d, _ := st.Read(got); string(d) != "old" {
			t.Errorf("%s: kept %q", kind, d)
		}
	}
}

func TestSettingsKeepMenuAndWindow(t *testing.T) {
	st := NewMemory()
	def := DefaultSettings("en")
	want := def
	want.LastPlayed = "kheops"
	want.Window = Window{X: 40, Y: 60, W: 1600, H: 900, Maximized: true}
	want.Menu = &MenuMemory{Game: "kheops", Setups: map[string]GameSetup{
		"kheops":  {Seats: []SeatSetup{{Kind: "human", Name: "Néfer", Color: "white"}, {Kind: "hard", Color: "black"}}},
		"imhotep": {Seats: []SeatSetup{{Kind: "human"}, {Kind: "easy"}, {Kind: "human", Name: "Ana"}}, Options: map[string]string{"sides": "BBBBB"}},
	}}
	if err := SaveSettings(st, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(st, def)
	if err != nil || !reflect.DeepEqual(got, want) {
		d, _ := st.Read(SettingsName)
		t.Errorf("round trip:\n%+v %+v %v\nwant %+v %+v\nfile:\n%s", got, got.Menu, err, want, want.Menu, d)
	}
}

// An entry of the wrong type (a newer version's file, a hand edit) loses
// only itself; unknown entries are ignored.
func TestSettingsWrongEntryKeepsTheOthers(t *testing.T) {
	st := NewMemory()
	def := DefaultSettings("en")
	st.Write(SettingsName, []byte(`lang = "fr"
fullscreen = "yes"
future = { a = 1 }
[window]
x = "left"
[menu]
game = "kheops"
[[menu.setup.kheops.seats]]
kind = "hard"
`))
	got, err := LoadSettings(st, def)
	if err != nil {
		t.Fatal(err)
	}
	if got.Lang != "fr" || got.Fullscreen || got.Window != (Window{}) {
		t.Errorf("got %+v", got)
	}
	if got.Menu == nil || got.Menu.Game != "kheops" || len(got.Menu.Setups["kheops"].Seats) != 1 {
		t.Errorf("menu %+v", got.Menu)
	}
}

// A window never saved leaves no section of zeros in the file.
func TestSettingsWithoutWindow(t *testing.T) {
	st := NewMemory()
	SaveSettings(st, DefaultSettings("en"))
	if d, _ := st.Read(SettingsName); strings.Contains(string(d), "window") {
		t.Errorf("file:\n%s", d)
	}
}

// The file names the version that wrote it; files of other versions load:
// an older one without the key, a newer one with it.
func TestSettingsRecordTheVersion(t *testing.T) {
	st := NewMemory()
	def := DefaultSettings("en")
	want := Settings{Version: "1.2.3", Lang: "fr", Speed: "fast"}
	if err := SaveSettings(st, want); err != nil {
		t.Fatal(err)
	}
	d, _ := st.Read(SettingsName)
	if !strings.Contains(string(d), "\nversion = \"1.2.3\"\n") {
		t.Errorf("no version line in:\n%s", d)
	}
	if got, err := LoadSettings(st, def); err != nil || got != want {
		t.Errorf("round trip: %+v %v, want %+v", got, err, want)
	}
	// Unset, it writes no key: files stay as they were before versions.
	SaveSettings(st, def)
	if d, _ := st.Read(SettingsName); strings.Contains(string(d), "version") {
		t.Errorf("empty version written:\n%s", d)
	}
	for _, c := range []struct{ file, version string }{
		{"lang = \"fr\"\nspeed = \"fast\"\n", ""},
		{"version = \"9.0.0\"\nlang = \"fr\"\nspeed = \"fast\"\n", "9.0.0"},
		{"version = 9\nlang = \"fr\"\nspeed = \"fast\"\n", ""}, // a hand edit
	} {
		st.Write(SettingsName, []byte(c.file))
		got, err := LoadSettings(st, def)
		if w := (Settings{Version: c.version, Lang: "fr", Speed: "fast"}); err != nil || got != w {
			t.Errorf("%q: %+v %v, want %+v", c.file, got, err, w)
		}
	}
}
