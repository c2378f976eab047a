package scenes

import "testing"

func TestWidgetRect(t *testing.T) {
	h := newHarness(t, nil, Config{})
	h.settle()
	r, ok := h.app.WidgetRect("start")
	if !ok || r != sceneUI(h.app.scene).get("start").r {
		t.Errorf("start: %v %v", r, ok)
	}
	if _, ok := h.app.WidgetRect("quit"); !ok {
		t.Error("the desktop menu has no quit")
	}
	if _, ok := h.app.WidgetRect("resume"); ok {
		t.Error("resume is offered with no saved match")
	}
	if _, ok := h.app.WidgetRect("no such widget"); ok {
		t.Error("a missing widget was found")
	}
	b := newHarness(t, nil, Config{Browser: true})
	b.settle()
	if _, ok := b.app.WidgetRect("quit"); ok {
		t.Error("the browser menu offers quit")
	}
	if _, ok := b.app.WidgetRect("settings"); !ok {
		t.Error("the browser menu has no settings")
	}
}
