package kheopsview

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

var (
	_ gameview.Placer     = (*View)(nil)
	_ gameview.Refuser    = (*View)(nil)
	_ gameview.Selector   = (*View)(nil)
	_ gameview.Asker      = (*View)(nil)
	_ gameview.PanelSizer = (*View)(nil)
)

// refusedAfter clicks p and returns the reason given, failing if the click
// picked an action.
func refusedAfter(t *testing.T, v *View, legal []engine.Action, p geom.Point) (string, []any, bool) {
	t.Helper()
	if a, ok, _ := v.Pick(tap(p), legal); ok {
		t.Fatalf("the click at %v picked %v", p, a)
	}
	return v.Refused()
}

// TestLockedKindRefused: at the start the priest and the pharaoh wait for
// the mummy: their buttons refuse with that reason, in both languages,
// pick nothing, and say so in their tooltip.
func TestLockedKindRefused(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		s := newGame(t, 3)
		env := testEnv(t, lang, true, true)
		v := newView(t, env)
		v.Sync(s, nil, s.CurrentPlayer())
		legal := s.Legal(nil)
		seat := s.CurrentPlayer()
		for _, k := range []kheops.PawnKind{kheops.Priest, kheops.Pharaoh} {
			if !hasKind(seat, k) {
				continue
			}
			key, args, ok := refusedAfter(t, v, legal, v.lay.kindButton(k).Center())
			if !ok || key != "kheops.refuse.needs_mummy" {
				t.Fatalf("%s %v: refused %q %v %v", lang, k, key, args, ok)
			}
			if v.pk.kind == k {
				t.Errorf("%v was chosen all the same", k)
			}
			msg := env.Loc.T(key, args...)
			if msg == key || !contains(msg, env.Loc.T("kheops.pawn."+k.String())) {
				t.Errorf("%s: reason %q", lang, msg)
			}
			lines, _, ok := v.Tooltip(v.lay.kindButton(k).Center().X, v.lay.kindButton(k).Center().Y)
			found := false
			for _, l := range lines {
				found = found || l == msg
			}
			if !ok || !found {
				t.Errorf("%s: the tooltip of %v does not say why: %q", lang, k, lines)
			}
		}
		// Once read, the reason is gone; a usable click gives none.
		if _, _, ok := v.Refused(); ok {
			t.Error("a reason given twice")
		}
		if _, _, ok := refusedAfter(t, v, legal, v.lay.kindButton(kheops.Mummy).Center()); ok {
			t.Error("choosing the mummy was refused")
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestRefusalsMatchTheRules: for random positions, every click on a slot
// or a control that picks nothing either names a reason or was usable
// (it changed the selection); a reason never comes with an action, and
// the reason fits the board (a slot said to be taken holds a tile...).
func TestRefusalsMatchTheRules(t *testing.T) {
	loc, err := locales.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for g := 0; g < 3; g++ {
		seed := uint64(40 + g)
		s := newGame(t, seed)
		v := newView(t, testEnv(t, "en", true, true))
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			v.Sync(s, nil, s.CurrentPlayer())
			legal := s.Legal(nil)
			if step%3 == 0 {
				for slot := 1; slot <= kheops.NumSlots; slot++ {
					v.CancelPick()
					before := v.pk
					a, ok, _ := v.Pick(tap(v.lay.slot(slot).centroid()), legal)
					key, args, refused := v.Refused()
					if ok && refused {
						t.Fatalf("slot %d: an action and a reason %s", slot, key)
					}
					if ok {
						continue
					}
					if !refused && v.pk == before {
						t.Fatalf("slot %d at %s: nothing done and no reason\n%s", slot, s.ActionString(legal[0]), s)
					}
					if refused {
						seen[key]++
						checkReason(t, v, s, slot, key)
						if msg := loc.T(key, args...); msg == key || contains(msg, "{") {
							t.Errorf("reason %s renders %q", key, msg)
						}
					}
					_ = a
				}
			}
			if err := s.Apply(randomAction(s, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, key := range []string{"slot_taken", "slot_unconnected", "no_tile_there", "occupied"} {
		if seen["kheops.refuse."+key] == 0 {
			t.Errorf("never refused with %s (%v)", key, seen)
		}
	}
	t.Logf("reasons seen: %v", seen)
}

// checkReason tests a reason against the board.
func checkReason(t *testing.T, v *View, s *kheops.State, slot int, key string) {
	t.Helper()
	id, _, hasTile := s.TileAt(slot)
	p, hasPawn := s.PawnAt(slot)
	bad := false
	switch key {
	case "kheops.refuse.slot_taken":
		bad = !hasTile
	case "kheops.refuse.slot_unconnected":
		bad = hasTile
		for e := 0; e < 3; e++ {
			if _, _, ok := s.TileAt(kheops.Neighbour(slot, e)); ok {
				bad = true
			}
		}
	case "kheops.refuse.no_tile_there", "kheops.refuse.empty_turn":
		bad = hasTile
	case "kheops.refuse.no_pawn_symbol":
		bad = !hasTile || kheops.Tiles[id].Symbol != kheops.NoPawn
	case "kheops.refuse.occupied", "kheops.refuse.occupied_mummy", "kheops.refuse.mummy_workers_only", "kheops.refuse.protected_swap":
		bad = !hasPawn || p.Owner == s.CurrentPlayer()
	case "kheops.refuse.occupied_own":
		bad = !hasPawn || p.Owner != s.CurrentPlayer()
	case "kheops.refuse.protected_turn":
		bad = !hasPawn || p.Owner == s.CurrentPlayer() || (p.Kind != kheops.Priest && p.Kind != kheops.Pharaoh)
	case "kheops.refuse.not_corridor":
		bad = !hasTile || kheops.Tiles[id].Kind != kheops.Room
	case "kheops.refuse.not_room":
		bad = !hasTile || kheops.Tiles[id].Kind != kheops.Corridor
	case "kheops.refuse.move_just":
		bad = slot != s.JustPlaced()
	}
	if bad {
		t.Errorf("slot %d: reason %s does not fit the board\n%s", slot, key, s)
	}
}

// TestRotationPreviewAndControls: a rotation power's tile turns in the
// preview with ↺ and ↻ (the same row as a new tile's), ✓ before any turn
// is refused, then ✓ picks the previewed rotation. Selecting and Asked
// follow the choice.
func TestRotationPreviewAndControls(t *testing.T) {
	var s *kheops.State
	for seed := uint64(1); seed < 60 && s == nil; seed++ {
		st := newGame(t, seed)
		rng := engine.NewRNG(seed)
		for !st.Terminal() {
			if p := st.PendingPower(); p == kheops.RotateCorridor || p == kheops.RotateRoom {
				s = st
				break
			}
			if err := st.Apply(randomAction(st, &rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s == nil {
		t.Fatal("no rotation power in 60 games")
	}
	v := newView(t, testEnv(t, "en", true, true))
	v.Sync(s, nil, s.CurrentPlayer())
	legal := s.Legal(nil)
	if v.Selecting() {
		t.Error("selecting before any click")
	}
	if _, _, ok := refusedAfter(t, v, legal, v.lay.ctrlPos(2)); !ok {
		t.Error("✓ with no tile chosen: no reason")
	}
	m, _ := kheops.Decode(legal[0])
	slot := m.Slot
	v.Pick(tap(v.lay.slot(slot).centroid()), legal)
	if v.pk.first != slot || !v.Selecting() {
		t.Fatalf("tile %d not chosen: %+v", slot, v.pk)
	}
	if key, _, ok := refusedAfter(t, v, legal, v.lay.ctrlPos(2)); !ok || key != "kheops.refuse.turn_first" {
		t.Errorf("✓ before a turn: %q %v", key, ok)
	}
	asked := v.Asked()
	for i := 0; i < 3; i++ {
		found := false
		for _, r := range asked {
			found = found || r.Contains(v.lay.ctrlPos(i))
		}
		if !found {
			t.Errorf("control %d not in Asked %v", i, asked)
		}
	}
	v.Pick(tap(v.lay.ctrlPos(0)), legal) // ↺: 240° clockwise
	if v.pk.k != 2 {
		t.Fatalf("↺ previews k%d", v.pk.k)
	}
	// The preview draws the turned tile.
	if key, _ := v.Prompt(); key != "kheops.prompt.rotate_steps" {
		t.Errorf("prompt %s", key)
	}
	a, ok, _ := v.Pick(tap(v.lay.ctrlPos(2)), legal)
	want := kheops.Encode(kheops.Move{Type: kheops.RotateTile, Slot: slot, Steps: 2})
	if !ok || a != want {
		t.Fatalf("✓ gave %v %s, want %s", ok, s.ActionString(a), s.ActionString(want))
	}
	if v.Selecting() {
		t.Error("still selecting after the action")
	}
}

// TestPlacesInsideTheBoard: each event kind gives places inside the board,
// at the tile it names.
func TestPlacesInsideTheBoard(t *testing.T) {
	s := playTo(t, 9, func(s *kheops.State) bool { return s.Turn() > 8 && s.Phase() == kheops.PhaseTile })
	v := newView(t, testEnv(t, "en", true, false))
	v.Sync(s, nil, 0)
	var slot, pawnSlot int
	for sl := 1; sl <= kheops.NumSlots; sl++ {
		if _, _, ok := s.TileAt(sl); ok && slot == 0 {
			slot = sl
		}
		if _, ok := s.PawnAt(sl); ok && pawnSlot == 0 {
			pawnSlot = sl
		}
	}
	at := func(sl int) geom.Point { return v.lay.tileTri(sl).centroid() }
	cases := []struct {
		name  string
		e     engine.Event
		slots []int
	}{
		{"pawn", kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1}, Slot: pawnSlot}, []int{pawnSlot}},
		{"power", kheops.PowerStarted{Player: 1, Power: kheops.Swap, Slot: slot}, []int{slot}},
		{"rotated", kheops.TileRotated{Player: 1, Slot: slot, Steps: 1}, []int{slot}},
		{"swapped", kheops.PawnsSwapped{Player: 1, Own: slot, Opp: pawnSlot}, []int{slot, pawnSlot}},
		{"moved", kheops.PawnMoved{Player: 1, From: slot, To: pawnSlot}, []int{slot, pawnSlot}},
		{"tile", kheops.TilePlaced{Player: 1, Tile: 5, Slot: slot}, []int{slot}},
	}
	for _, tc := range cases {
		ps := v.Places(tc.e)
		if len(ps) == 0 {
			t.Errorf("%s: no place", tc.name)
			continue
		}
		for _, p := range ps {
			if !v.Area.Contains(p.R.Min()) || !v.Area.Contains(p.R.Max()) {
				t.Errorf("%s: place %v off the board", tc.name, p.R)
			}
			if p.Shape == gameview.PlacePoly && len(p.Poly) != 3 {
				t.Errorf("%s: a tile with %d corners", tc.name, len(p.Poly))
			}
		}
		for _, sl := range tc.slots {
			found := false
			for _, p := range ps {
				if p.Shape == gameview.PlacePoly && geom.Polygon(p.Poly).Contains(at(sl)) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: slot %d not outlined in %v", tc.name, sl, ps)
			}
		}
		// Nothing but the named tiles.
		for _, p := range ps {
			if p.Shape != gameview.PlacePoly {
				continue
			}
			c := geom.Polygon(p.Poly).Bounds().Center()
			if s := v.lay.slotAt(c); s != tc.slots[0] && (len(tc.slots) < 2 || s != tc.slots[1]) {
				t.Errorf("%s: a place at slot %d", tc.name, s)
			}
		}
	}
	// A tile drawn by the human: the pile and the new hand tile.
	hand := s.Hand(0, 0)
	ps := v.Places(kheops.TileDrawn{Player: 0, Tile: hand[len(hand)-1]})
	if len(ps) != 2 || ps[0].R != v.lay.pile() || !geom.Polygon(ps[1].Poly).Contains(v.lay.handTri(len(hand)-1).centroid()) {
		t.Errorf("drawn tile: %v", ps)
	}
	// By the bot: the pile only (its hand is in its panel).
	if ps := v.Places(kheops.TileDrawn{Player: 1}); len(ps) != 1 || ps[0].R != v.lay.pile() {
		t.Errorf("bot's drawn tile: %v", ps)
	}
	// The bot's mummy ousts the human's worker: it is back on its button.
	ps = v.Places(kheops.PawnPlaced{Player: 1, Pawn: kheops.Pawn{Owner: 1, Kind: kheops.Mummy}, Slot: pawnSlot, Ousted: true})
	if last := ps[len(ps)-1]; last.R != v.lay.kindButton(kheops.Worker) {
		t.Errorf("ousted worker: %v", ps)
	}
	if ps := v.Places(kheops.PawnSkipped{Player: 1}); ps != nil {
		t.Errorf("a skipped pawn touches %v", ps)
	}
}

// TestSymbolsInsideTheirTile: a tile's medallion stays inside the tile,
// clear of its edges, and clear of the pawn standing on it.
func TestSymbolsInsideTheirTile(t *testing.T) {
	l := newLayout(testArea)
	for _, s := range []int{1, 2, 3} {
		for k := 0; k < 3; k++ {
			tt := l.tileTri(s)
			c := frameOf(tt, k).at(0, symbolFrac)
			r := symbolSize(tt.side()) / 2
			for e := 0; e < 3; e++ {
				a, b := tt.v[(e+1)%3], tt.v[(e+2)%3]
				d := math.Abs((b.X-a.X)*(a.Y-c.Y)-(a.X-c.X)*(b.Y-a.Y)) / a.Dist(b)
				if d < r+l.s(2) {
					t.Errorf("slot %d k%d: symbol %.1f from edge %d, radius %.1f", s, k, d, e, r)
				}
			}
			pr := pawnRect(l.pawnPos(s), l.pawnSize())
			near := geom.Pt(math.Max(pr.X, math.Min(c.X, pr.Right())), math.Max(pr.Y, math.Min(c.Y, pr.Bottom())))
			if near.Dist(c) < r {
				t.Errorf("slot %d k%d: the symbol covers the pawn", s, k)
			}
		}
	}
}

// TestShots saves pictures of the view mid-turn when KHEOPS_SHOTS names a
// directory (for people to look at; it checks nothing else).
func TestShots(t *testing.T) {
	dir := os.Getenv("KHEOPS_SHOTS")
	if dir == "" {
		t.Skip("KHEOPS_SHOTS not set")
	}
	save := func(name string, v *View) {
		dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
		defer dst.Deallocate()
		v.Draw(dst)
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		png.Encode(f, dst)
	}
	for _, lang := range []string{"en", "fr"} {
		s := newGame(t, 3)
		v := newView(t, testEnv(t, lang, true, false))
		v.Sync(s, nil, 0)
		v.Pick([]input.Intent{{Kind: input.Move, X: v.lay.slot(40).centroid().X, Y: v.lay.slot(40).centroid().Y}}, s.Legal(nil))
		save("pawn_"+lang, v)
		rs := playTo(t, 11, func(s *kheops.State) bool {
			p := s.PendingPower()
			return s.CurrentPlayer() == 0 && (p == kheops.RotateCorridor || p == kheops.RotateRoom)
		})
		v.Sync(rs, nil, 0)
		legal := rs.Legal(nil)
		m, _ := kheops.Decode(legal[0])
		v.Pick(tap(v.lay.slot(m.Slot).centroid()), legal)
		v.Pick(tap(v.lay.ctrlPos(1)), legal)
		save("rotate_"+lang, v)
		ts := playTo(t, 12, func(s *kheops.State) bool {
			return s.CurrentPlayer() == 0 && s.Phase() == kheops.PhaseTile && s.Turn() > 10
		})
		v.Sync(ts, nil, 0)
		legal = ts.Legal(nil)
		m, _ = kheops.Decode(legal[0])
		v.Pick(tap(v.lay.slot(m.Slot).centroid()), legal)
		save("tile_"+lang, v)
	}
}
