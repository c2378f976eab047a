package scenes

import (
	"errors"
	"image"
	"strings"
	"testing"

	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/storage"
)

// The title menu writes the app's version small in a corner, clear of
// every widget and panel, in both languages and beside a notice.
func TestMenuShowsVersion(t *testing.T) {
	inkSoft := func(h *harness, b geom.Rect) int {
		return countNear(h.snapshot(), image.Rect(int(b.X), int(b.Y), int(b.Right())+1, int(b.Bottom())+1), render.InkSoft, 40)
	}
	var drawn int
	for _, c := range []struct {
		lang   string
		notice error
	}{{"en", nil}, {"fr", nil}, {"fr", errors.New("damaged")}} {
		h := newHarness(t, nil, Config{Version: "1.2.3", Settings: storage.DefaultSettings(c.lang), SettingsErr: c.notice})
		h.settle()
		m, ok := h.app.scene.(*MenuScene)
		if !ok {
			t.Fatalf("first scene %T", h.app.scene)
		}
		what := c.lang
		if c.notice != nil {
			what += " with a notice"
			if sceneUI(m).get("notice.ok") == nil {
				t.Fatalf("%s: no notice shown", what)
			}
		}
		if got := m.versionText(); got != "Version 1.2.3" {
			t.Errorf("%s: label %q", what, got)
		}
		b := m.versionBounds()
		if b.Empty() || b.X < 16 || b.Y < 16 || b.Right() > geom.LogicalW-16 || b.Bottom() > geom.LogicalH-16 {
			t.Errorf("%s: label at %v, not inside the screen's margins", what, b)
		}
		if b.Y < geom.LogicalH*3/4 || b.X < geom.LogicalW*3/4 {
			t.Errorf("%s: label at %v, not in the bottom right corner", what, b)
		}
		clear := b.Inset(-8)
		for _, w := range m.ui.ws {
			if !w.r.Intersect(clear).Empty() {
				t.Errorf("%s: label %v overlaps widget %s %v", what, b, w.id, w.r)
			}
		}
		panels := map[string]geom.Rect{"cards": menuCards, "setup panel": menuPanel}
		if c.notice != nil {
			panels["notice"] = m.noticeRect()
		}
		for name, r := range panels {
			if !r.Intersect(clear).Empty() {
				t.Errorf("%s: label %v overlaps the %s %v", what, b, name, r)
			}
		}
		// Drawn in soft ink.
		n := inkSoft(h, b)
		if n < 40 {
			t.Errorf("%s: %d soft ink pixels in the label's box", what, n)
		}
		drawn = n
	}
	// Without a version there is no label, and nothing drawn there.
	h := newHarness(t, nil, Config{})
	h.settle()
	m := h.app.scene.(*MenuScene)
	if m.versionText() != "" {
		t.Errorf("label %q without a version", m.versionText())
	}
	if n := inkSoft(h, versionRect.Inset(-8)); n > drawn/10 {
		t.Errorf("%d soft ink pixels where the label would be, without a version (%d with)", n, drawn)
	}
}

// Saving the settings stamps them with the running app's version, over
// the one that wrote the file before.
func TestSettingsRecordAppVersion(t *testing.T) {
	store := storage.NewMemory()
	store.Write(storage.SettingsName, []byte("version = \"0.9.0\"\nlang = \"en\"\nspeed = \"fast\"\n"))
	set, err := storage.LoadSettings(store, storage.DefaultSettings("en"))
	if err != nil || set.Version != "0.9.0" {
		t.Fatalf("loaded %+v %v", set, err)
	}
	h := newHarness(t, store, Config{Settings: set, Version: "1.2.3"})
	h.settle()
	h.click("lang.fr")
	d, _ := store.Read(storage.SettingsName)
	if !strings.Contains(string(d), "\nversion = \"1.2.3\"\n") {
		t.Errorf("settings file:\n%s", d)
	}
	got, err := storage.LoadSettings(store, storage.DefaultSettings("en"))
	if want := (storage.Settings{Version: "1.2.3", Lang: "fr", Speed: "fast"}); err != nil || got != want {
		t.Errorf("saved %+v %v, want %+v", got, err, want)
	}
	// A run that must not write leaves the file as it was.
	h2 := newHarness(t, store, Config{Settings: got, Version: "2.0.0", NoAutosave: true})
	h2.settle()
	h2.click("lang.en")
	if d2, _ := store.Read(storage.SettingsName); string(d2) != string(d) {
		t.Errorf("a run without saves wrote the settings:\n%s", d2)
	}
}
