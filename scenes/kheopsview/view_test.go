package kheopsview

import (
	"math"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/render/rendertest"
)

// TestAnimatedGameEndsOnState plays whole games through the view with
// events at each speed; whenever the animations stop, the drawn board is
// the state's. The final scoring keeps the view busy for seconds at
// normal speed, half as long at fast speed, and not at all when off.
func TestAnimatedGameEndsOnState(t *testing.T) {
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	var finale [3]float64
	for i, sp := range []anim.Speed{anim.Normal, anim.Fast, anim.Off} {
		env := testEnv(t, "en", true, false)
		env.Speed = sp
		v := newView(t, env)
		s := newGame(t, 40)
		v.Sync(s, nil, 0)
		rng := engine.NewRNG(uint64(i))
		frames := 0
		for !s.Terminal() {
			evs := enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
			v.Sync(s, evs, 0)
			n := 0
			for ; v.Update(1.0/60) && n < 60*60; n++ {
				frames++
				if frames%97 == 0 {
					v.Draw(dst)
				}
			}
			if v.Update(0) {
				t.Fatal("still busy after a minute")
			}
			if s.Terminal() {
				finale[i] = float64(n) / 60
			}
			if got, want := v.d.String(), v.target.String(); got != want {
				t.Fatalf("speed %v: drawn board\n%s\nstate\n%s", sp, got, want)
			}
		}
		if sp == anim.Off && frames != 0 {
			t.Errorf("speed off still animated %d frames", frames)
		}
		if sp != anim.Off && frames == 0 {
			t.Errorf("speed %v animated nothing", sp)
		}
		if v.fin != nil && sp != anim.Off {
			if v.fin.run != v.target.score {
				t.Errorf("speed %v: the sheet ends on %v, scores are %v", sp, v.fin.run, v.target.score)
			}
		}
	}
	if finale[0] < 4 || finale[0] > 16 || math.Abs(finale[1]-finale[0]/2) > 0.5 || finale[2] != 0 {
		t.Errorf("final scoring lasted %.2f s normal, %.2f s fast, %.2f s off", finale[0], finale[1], finale[2])
	}
}

// TestFinaleSteps: after the last tile the networks are shown one by one
// (the prompt says so meanwhile), each adding its value to its winner's
// running total, then the ankhs, and the totals are the scores.
func TestFinaleSteps(t *testing.T) {
	s := newGame(t, 41)
	rng := engine.NewRNG(41)
	for {
		if err := s.Apply(randomAction(s, &rng)); err != nil {
			t.Fatal(err)
		}
		if s.Turn() == 30 && s.Phase() == kheops.PhaseTile {
			break
		}
	}
	v := newView(t, testEnv(t, "fr", false, true))
	v.Sync(s, nil, -1)
	evs := enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
	if !s.Terminal() {
		t.Fatal("the 49th tile did not end the game")
	}
	v.Sync(s, evs, -1)
	nets := v.target.nets
	if len(nets) == 0 {
		t.Fatal("no network")
	}
	seen := map[int]bool{}
	var run [2]int
	for n := 0; v.Update(1.0/30) && n < 30*60; n++ {
		f := v.fin
		if f == nil {
			continue
		}
		if key, _ := v.Prompt(); key != "kheops.prompt.scoring" {
			t.Fatalf("prompt during the scoring: %s", key)
		}
		if f.cur >= 0 {
			seen[f.cur] = true
		}
		// Running totals only grow, by whole networks.
		for p := 0; p < 2; p++ {
			if f.run[p] < run[p] {
				t.Fatalf("seat %d total went down: %d -> %d", p, run[p], f.run[p])
			}
		}
		run = f.run
	}
	if len(seen) != len(nets) {
		t.Errorf("%d of %d networks shown", len(seen), len(nets))
	}
	sum := [2]int{}
	for _, n := range nets {
		if n.Winner >= 0 {
			sum[n.Winner] += n.Value
		}
	}
	for p := 0; p < 2; p++ {
		a := v.target.ankh[p]
		if got, want := sum[p]+a*a, v.target.score[p]; got != want {
			t.Errorf("seat %d: networks %d + ankhs %d² = %d, engine total %d", p, sum[p], a, got, want)
		}
		if run[p] != v.target.score[p] {
			t.Errorf("seat %d: sheet total %d, score %d", p, run[p], v.target.score[p])
		}
	}
	if key, _ := v.Prompt(); key != "kheops.prompt.over" {
		t.Errorf("prompt after the scoring: %s", key)
	}
}

// TestRotationAnimates: a rotation power turns the tile for 0.35 s per
// 120° with its pawn on it, and the tile ends at its new rotation.
func TestRotationAnimates(t *testing.T) {
	s := playTo(t, 12, func(s *kheops.State) bool {
		if s.Phase() != kheops.PhasePower {
			return false
		}
		m, _ := kheops.Decode(s.Legal(nil)[0])
		return m.Type == kheops.RotateTile
	})
	legal := s.Legal(nil)
	a := legal[len(legal)-1]
	m, _ := kheops.Decode(a)
	v := newView(t, testEnv(t, "en", true, true))
	v.Sync(s, nil, s.CurrentPlayer())
	k0 := v.d.rot[m.Slot]
	v.Sync(s, enginetest.ApplyRecorded(t, s, a), s.CurrentPlayer())
	dur := anim.DurTileRotate * float64(m.Steps)
	v.Update(dur / 2)
	if v.fx.spin == nil || v.fx.spin.slot != m.Slot || v.fx.spin.v <= 0.1 || v.fx.spin.v >= 0.9 {
		t.Fatalf("half way, spin %+v", v.fx.spin)
	}
	if v.d.rot[m.Slot] != k0 {
		t.Error("the rotation is shown before it ends")
	}
	dst := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer dst.Deallocate()
	v.Draw(dst)
	v.Update(dur/2 + 0.01)
	if v.fx.spin != nil || v.d.rot[m.Slot] != (k0+m.Steps)%3 {
		t.Errorf("after %.2f s: spin %+v, k%d", dur, v.fx.spin, v.d.rot[m.Slot])
	}
}

// ---- pixels ----

// TestDrawnBoard probes a drawn position: room floors and corridor walls
// where the tiles are, empty beds elsewhere, the turquoise glow on the
// slots a tile may take, and the ghost once a slot is chosen.
func TestDrawnBoard(t *testing.T) {
	s := playTo(t, 7, func(s *kheops.State) bool { return s.Phase() == kheops.PhaseTile && s.Turn() > 6 })
	v := newView(t, testEnv(t, "en", true, true))
	v.Sync(s, nil, s.CurrentPlayer())
	// The board only: reading pixels back is slow under software GL.
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Draw(dst)
	at := rendertest.Reader(dst)
	rooms, corridors, empties, glows := 0, 0, 0, 0
	for slot := 1; slot <= kheops.NumSlots; slot++ {
		tr := v.lay.tileTri(slot)
		c := tr.centroid()
		id := v.d.tile[slot]
		switch {
		case id == 0:
			if !v.next()[target{tSlot, slot}] {
				if rendertest.Near(at(c), emptySlot, 12) {
					empties++
				}
				break
			}
			// A legal slot is filled with a tint, not only outlined.
			want := render.Mix(emptySlot, render.Turquoise, 0.3)
			if g := at(c); rendertest.Near(g, want, 24) && !rendertest.Near(g, emptySlot, 12) {
				glows++
			} else {
				t.Errorf("slot %d: no tint at %v (%v, want %v)", slot, c, g, want)
			}
		case kheops.Tiles[id].Kind == kheops.Room && v.d.pawn[slot] == 0:
			// Between the centroid and the middle of edge 0: the chamber.
			if p := at(c.Lerp(tr.rotated(v.d.rot[slot]).mid(0), 0.12).Add(geom.Pt(3, 0))); rendertest.Near(p, roomFloor, 40) {
				rooms++
			} else {
				t.Errorf("room at %d: %v", slot, p)
			}
		case kheops.Tiles[id].Kind == kheops.Corridor:
			// Near a corner not holding the symbol: wall.
			f := tr.rotated(v.d.rot[slot])
			if p := at(f.at(1, 0.78)); rendertest.Near(p, render.Mix(corrLight, corrDark, 0.5), 45) {
				corridors++
			} else {
				t.Errorf("corridor at %d: %v", slot, p)
			}
		}
	}
	if rooms == 0 || corridors == 0 || empties < 5 || glows == 0 {
		t.Errorf("rooms %d corridors %d empty beds %d glows %d", rooms, corridors, empties, glows)
	}
	// Choosing a slot draws the tile there.
	legal := s.Legal(nil)
	var slot int
	for _, a := range legal {
		m, _ := kheops.Decode(a)
		if m.Tile == v.pk.tile {
			slot = m.Slot
			break
		}
	}
	before := at(v.lay.tileTri(slot).centroid())
	v.Pick(tap(v.lay.slot(slot).centroid()), legal)
	v.Pick([]input.Intent{{Kind: input.Move, X: 5, Y: 500}}, legal)
	dst.Clear()
	v.Draw(dst)
	after := rendertest.Reader(dst)(v.lay.tileTri(slot).centroid())
	if rendertest.Near(before, after, 8) {
		t.Errorf("the ghost at %d changed nothing (%v)", slot, after)
	}
}

// The network overlay can be toggled while the bot (seat 1) is to act:
// the match scene hands such clicks to Watch, which never picks a move.
func TestWatchTogglesOverlayDuringBotTurn(t *testing.T) {
	env := testEnv(t, "en", true, false)
	v := newView(t, env)
	s := newGame(t, 5)
	rng := engine.NewRNG(3)
	for s.CurrentPlayer() == 0 {
		enginetest.ApplyRecorded(t, s, randomAction(s, &rng))
	}
	v.Sync(s, nil, 0)
	c := v.lay.toggle().Center()
	if !v.Watch(tap(c)) || !v.overlay {
		t.Fatal("a click on the toggle during the bot's turn did not show the networks")
	}
	if !v.Watch([]input.Intent{{Kind: input.Key, Key: "N"}}) || v.overlay {
		t.Fatal("N during the bot's turn did not hide the networks")
	}
	slot := v.lay.slot(27).centroid()
	v.Watch(tap(slot))
	if v.pk.partial() {
		t.Error("a click on the board during the bot's turn started a selection")
	}
}
