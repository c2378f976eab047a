package scenes

import (
	"image"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/engine/pharaon"
	"nilegames/engine/tekhenu"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
	"nilegames/scenes/storage"
)

func TestHotSeatHandOff(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, session.Human)}})
	h.settle()
	m := h.match()
	if m.Handoff() != 0 {
		t.Fatalf("hand-off to %d, want 0 first", m.Handoff())
	}
	// The board does not take clicks behind the hand-off screen.
	n := m.Session().Moves()
	h.tap(geom.Pt(m.lay.Board.X+220, m.lay.Board.Y+370))
	if m.Session().Moves() != n {
		t.Fatal("a click went through the hand-off screen")
	}
	img := h.snapshot()
	c := m.lay.Board.Center()
	if got := img.RGBAAt(int(c.X-500), int(c.Y)); rendertest.Near(got, fakeBoard, 30) {
		t.Error("the board shows through the hand-off screen")
	}
	h.click("handoff")
	if m.Handoff() != -1 || m.viewer != 0 {
		t.Fatalf("after showing: handoff %d viewer %d", m.Handoff(), m.viewer)
	}
	h.playHuman()
	h.run(20)
	if m.Handoff() != 1 {
		t.Fatalf("hand-off to %d, want 1", m.Handoff())
	}
	if m.viewer != -1 {
		t.Errorf("viewer %d shown before the hand-off", m.viewer)
	}
	h.click("handoff")
	h.playHuman()
}

// TestHotSeatHidesTheKeptSetupCard: the card a seat keeps of its pair at
// setup is private: the hot seat hands the screen over between humans, and
// the next player sees the same screen whichever card the first kept, but
// where the kept card itself shows (the first seat's panel, the log, and
// the places the view gives it). Egizia's Sphinx card (§11.1); Pharaon's
// set-aside Noble (§3.2, §11.1), which does show there.
func TestHotSeatHidesTheKeptSetupCard(t *testing.T) {
	for _, c := range []struct {
		name string
		spec *session.Spec
		// pair is the pair first chooses from; keep is the action keeping
		// its (i+1)-th card
		pair func(s engine.State, first int) ([2]int, bool)
		keep string
		// shown is the event of first keeping card, whose places are
		// masked too (nil: none)
		shown func(first, card int) engine.Event
		// showsAt least that many pixels differ where the card shows
		showsAt int
		shot    func(*testing.T, string, *image.RGBA)
	}{
		{"egizia sphinx", egiziaSpec(9, session.Human, session.Human, session.Human),
			func(s engine.State, first int) ([2]int, bool) {
				p := s.(*egizia.State).SetupPair(first)
				return [2]int{p[0], p[1]}, p[0] > 0 && p[1] > 0
			}, "setup:keep", nil, 0, egiziaShot},
		{"pharaon noble", pharaonSpec(9, nil, session.Human, session.Human, session.Human),
			func(s engine.State, first int) ([2]int, bool) { return s.(*pharaon.State).SetupPair(first, first) },
			"keep:noble", func(first, card int) engine.Event { return pharaon.NobleGiven{Player: first, Noble: card} }, 50, pharaonShot},
	} {
		t.Run(c.name, func(t *testing.T) {
			screens := func(keep int) (next *image.RGBA, mask []image.Rectangle, kept int) {
				h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
					Start: Start{Scene: "match", Match: c.spec}})
				h.draw = true
				h.settle()
				m := h.match()
				first := m.Handoff()
				if first < 0 {
					t.Fatal("no hand-off before the first setup choice")
				}
				h.click("handoff")
				pair, ok := c.pair(m.Session().State(), first)
				if !ok {
					t.Fatalf("seat %d sees no pair: %v", first, pair)
				}
				h.playHumanWith(func(legal []engine.Action) engine.Action {
					for _, a := range legal {
						if m.Session().State().ActionString(a) == c.keep+string(rune('1'+keep)) {
							return a
						}
					}
					t.Fatalf("seat %d cannot keep card %d", first, keep+1)
					return 0
				})
				for i := 0; i < 1000; i++ {
					if s := m.Handoff(); s >= 0 && s != first && !m.Busy() {
						h.click("handoff")
						h.run(2)
						next = h.snapshot()
						break
					}
					h.playHuman()
				}
				if next == nil {
					t.Fatal("no hand-off to another seat")
				}
				mask = append(mask, rectOf(m.lay.Panels[first]), rectOf(m.lay.Log))
				if c.shown != nil {
					for _, p := range m.View().(gameview.Placer).Places(c.shown(first, pair[keep])) {
						mask = append(mask, rectOf(p.R))
					}
				}
				return next, mask, pair[keep]
			}
			n0, mask0, k0 := screens(0)
			n1, mask1, k1 := screens(1)
			if k0 == k1 {
				t.Fatalf("both runs kept card %d", k0)
			}
			masked := func(x, y int) bool {
				for _, r := range append(mask0, mask1...) {
					if (image.Point{x, y}).In(r) {
						return true
					}
				}
				return false
			}
			diff := 0
			b := n0.Bounds()
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					// A faint difference is the turn's glow pulsing (the
					// two runs take different numbers of frames), not a card.
					if !masked(x, y) && !near(n0.RGBAAt(x, y), n1.RGBAAt(x, y), 24) {
						diff++
					}
				}
			}
			if diff != 0 {
				t.Errorf("the next seat sees %d pixels differ outside the kept card's places", diff)
				c.shot(t, "hotseat_a", n0)
				c.shot(t, "hotseat_b", n1)
			}
			// Where the kept card does show, the two screens differ there.
			if d := diffIn(n0, n1, b); d < c.showsAt {
				t.Errorf("only %d pixels differ: the kept card does not show", d)
			}
		})
	}
}

// The click on the hand-off's "Show" button stops there: the board under
// the button does not get it too (it used to open a choice on the board).
func TestHandOffClickStaysOnTheButton(t *testing.T) {
	h := newHarness(t, nil, Config{Start: Start{Scene: "match", Match: raceSpec(session.Human, session.Human)}})
	h.settle()
	m := h.match()
	if m.Handoff() != 0 {
		t.Fatalf("hand-off to %d, want 0 first", m.Handoff())
	}
	if r := sceneUI(h.app.scene).get("handoff").r; !m.lay.Board.Contains(r.Center()) {
		t.Fatalf("the hand-off button %v is not over the board %v: the test proves nothing", r, m.lay.Board)
	}
	n := m.Session().Moves()
	h.click("handoff")
	if m.Handoff() != -1 {
		t.Fatalf("hand-off still %d after Show", m.Handoff())
	}
	// The fake view refuses a click that misses its buttons.
	if m.refusal != "" || m.Session().Moves() != n {
		t.Errorf("the Show click reached the board (refusal %q, moves %d → %d)", m.refusal, n, m.Session().Moves())
	}
}

// A seat's kept Decree is private in hot seat (§3, §10.4): the next
// player, handed the screen, sees exactly the same whichever of its two
// Decrees the first kept; the first, handed the screen back, sees its own.
func TestTekhenuHotSeatHidesTheKeptDecree(t *testing.T) {
	screens := func(keep int) (next, back *image.RGBA, panel image.Rectangle) {
		h := newHarness(t, nil, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
			Start: Start{Scene: "match", Match: tekhenuSpec(9, nil, session.Human, session.Human, session.Human)}})
		h.settle()
		m := h.match()
		if m.Handoff() != 0 {
			t.Fatalf("hand-off to %d, want 0 first", m.Handoff())
		}
		h.click("handoff")
		h.playHumanWith(func(legal []engine.Action) engine.Action {
			for _, a := range legal {
				if mv := tekhenu.Decode(a); mv.Kind == tekhenu.MoveKeepDecree && mv.I == keep {
					return a
				}
			}
			t.Fatalf("seat 0 cannot keep Decree %d: %v", keep, legal)
			return 0
		})
		for i := 0; i < 1000; i++ {
			if s := m.Handoff(); s >= 0 && !m.Busy() {
				h.click("handoff")
				h.run(2)
				if s == 1 && next == nil {
					next = h.snapshot()
				}
				if s == 0 {
					return next, h.snapshot(), rectOf(m.lay.Panels[0])
				}
				continue
			}
			h.playHuman()
		}
		t.Fatal("the screen never came back to seat 0")
		return
	}
	n0, b0, panel := screens(0)
	n1, b1, _ := screens(1)
	if n0 == nil {
		t.Fatal("no hand-off to seat 1")
	}
	if d := diffIn(n0, n1, n0.Bounds()); d != 0 {
		t.Errorf("seat 1 sees %d pixels differ with the Decree seat 0 kept", d)
		saveTekhenuFail(t, "tekhenu_decree_a", n0)
		saveTekhenuFail(t, "tekhenu_decree_b", n1)
	}
	if d := diffIn(b0, b1, panel); d < 20 {
		t.Errorf("seat 0's own panel does not name its Decree (%d pixels differ)", d)
	}
}

// A hot-seat match resumed from its autosave asks for the hand-off before
// showing anyone's Decrees.
func TestTekhenuHotSeatResumeHandsOff(t *testing.T) {
	store := storage.NewMemory()
	h := newHarness(t, store, Config{Settings: storage.Settings{Lang: "en", Speed: "off"},
		Start: Start{Scene: "match", Match: tekhenuSpec(9, nil, session.Human, session.Human)}})
	h.settle()
	m := h.match()
	for i := 0; m.Session().State().(*tekhenu.State).Turn() < 2; i++ {
		if i > 200 {
			t.Fatal("the match never reached turn 2")
		}
		if m.Handoff() >= 0 {
			h.click("handoff")
			continue
		}
		h.playHuman()
	}
	want := m.Session().State().String()
	h2 := newHarness(t, store, Config{Settings: storage.Settings{Lang: "en", Speed: "off"}})
	h2.settle()
	h2.click("game.tekhenu")
	h2.click("resume")
	h2.settle()
	m2 := h2.match()
	if m2.Session().State().String() != want {
		t.Fatal("resumed another position")
	}
	cur := m2.Session().Current()
	if m2.Handoff() != cur || m2.viewer != -1 {
		t.Fatalf("resumed with hand-off %d, viewer %d; seat %d to play", m2.Handoff(), m2.viewer, cur)
	}
	h2.click("handoff")
	if m2.viewer != cur {
		t.Errorf("after the hand-off, viewer %d, want %d", m2.viewer, cur)
	}
	h2.playHuman()
}
