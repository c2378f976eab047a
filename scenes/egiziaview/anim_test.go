package egiziaview

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
)

// engineEventNames are the EventName of every event the engine declares,
// read from its sources (a new event shows up here by itself).
func engineEventNames(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../../engine/egizia/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("engine sources: %v", err)
	}
	re := regexp.MustCompile(`\) EventName\(\) string\s*\{\s*return "([a-z_0-9]+)"`)
	var names []string
	for _, f := range files {
		if filepath.Ext(f) != ".go" || len(f) > 8 && f[len(f)-8:] == "_test.go" {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			names = append(names, string(m[1]))
		}
	}
	sort.Strings(names)
	return names
}

// sampleEvents is one event of each kind, with values that fit state s
// (3 players, round 2, ships on the river).
func sampleEvents(s *egizia.State) []engine.Event {
	card := 1
	for i := 1; i <= egizia.NumRiver; i++ {
		if egizia.River[i-1].Kind == egizia.SpCard && egizia.River[i-1].N >= 2 {
			card = i
			break
		}
	}
	order := slices.Clone(s.Order())
	slices.Reverse(order)
	return []engine.Event{
		egizia.SetupSphinxKept{Player: 0, Kept: 5, Returned: 6}, egizia.SphinxShuffled{Cards: 20},
		egizia.RoundStarted{Round: 2, Order: order}, egizia.StepStarted{Round: 2, Step: 1},
		egizia.CardDealt{Space: 3, Card: 10}, egizia.CardsBoxed{Deck: 0, Cards: 3},
		egizia.TileDealt{Space: 2, Tile: 4}, egizia.WindowOpened{Player: 0, Kind: 0},
		egizia.WindowClosed{Player: 0, Kind: 0}, egizia.CoopBonusScored{Player: 0, Zones: 3, Points: 6},
		egizia.RiverCleared{Round: 2, CardsBoxed: 2}, egizia.OrderChanged{Order: order},
		egizia.ShipPlaced{Player: 0, From: 0, To: card, Kind: egizia.KindCard, Space: int(egizia.River[card-1].N), Slot: -1, Ship: 1},
		egizia.Passed{Player: 0}, egizia.ExtraShip{Player: 0},
		egizia.CardTaken{Player: 0, Space: 3, Card: 10, Kept: true}, egizia.TileResolved{Player: 0, Space: 2, Tile: 4},
		egizia.GleanChosen{Player: 0, Space: 3}, egizia.BuildZone{Zone: 1},
		egizia.ShipDeclined{Player: 0, Zone: 0, Slot: 0}, egizia.ShipShifted{Player: 0, Zone: 0, From: 1, To: 0},
		egizia.WaitingPromoted{Player: 0, Zone: 0, Slot: 2}, egizia.ExtraBuilder{Player: 0, Zone: 0},
		egizia.BuildStarted{Player: 0, Zone: 0, Slot: 0, Crews: 3, Strength: 4},
		egizia.BoostPlayed{Player: 0, Card: 20, Strength: 2, Capacity: 6},
		egizia.BrickPlaced{Player: 0, Monument: egizia.MonPyramid, Row: 0, Space: 1, Cost: 2, Points: 2},
		egizia.BonusTileGained{Player: 0, Tile: 3, Column: 2}, egizia.ColonnadeCompleted{Player: 0, Rank: 1, Points: 5},
		egizia.RowCompleted{Row: 0, Winner: 1, Bricks: 3, Points: 3}, egizia.ObeliskBonus{Player: 0, Upper: true},
		egizia.BuildDone{Player: 0, Zone: 0, Items: 2, Cost: 4}, egizia.FloodMoved{Player: 0, From: 0, To: 2},
		egizia.FloodKept{Player: 0, At: 1},
		egizia.WaitTileGained{Player: 0}, egizia.FreeBrickLost{Player: 0}, egizia.Glory{Player: 0, Bricks: 2},
		egizia.Produced{Player: 0, Quarries: 2, Stone: 3, Total: 5}, egizia.Milled{Player: 0, Stone: 1},
		egizia.Fed{Player: 0, Level: 2, Need: 5, Fields: 4, Extra: 1, Wheat: 5},
		egizia.SphinxDrawn{Player: 0, Paid: 2, Cards: []int{3, 7}}, egizia.SphinxKept{Player: 0, Cards: []int{3}},
		egizia.SphinxReturned{Player: 0, Cards: []int{7}, Points: 1},
		egizia.SphinxRevealed{Player: 0, Card: 3, Points: 4},
		egizia.StatueScored{Player: 0, Statue: 0, Card: 2, Built: 2, Level: 1, Points: 3},
		egizia.GameOver{Totals: []int{10, 20, 30}, Winners: []int{2}},
		egizia.CardUsed{Player: 0, Card: 30}, egizia.Sold{Player: 0, Stone: 2},
		egizia.Attached{Player: 0, Card: 40, Field: 5, From: 0, To: 1}, egizia.PowerUsed{Player: 0, Card: 30},
		egizia.Scored{Player: 0, Points: 3, Total: 3}, egizia.StoneChanged{Player: 0, Delta: 2, Stone: 5},
		egizia.StrengthChanged{Player: 0, Crew: 1, Delta: 1, Strength: 3},
		egizia.MarketStepped{Player: 0, Market: 0, From: 1, To: 3},
	}
}

// animEnv is an env of n seats animating at speed.
func animEnv(t testing.TB, n int, speed anim.Speed) *gameview.Env {
	e := boardEnv(t, "en", n)
	e.Speed = speed
	return e
}

// Every event the engine declares either animates or is listed as
// deliberately instant, with its reason: each sample event, queued alone
// on a game in round 2, moves something exactly when it is not instant,
// and leaves nothing behind once the timeline is done.
func TestAnimEveryEventAnimatesOrIsInstant(t *testing.T) {
	names := engineEventNames(t)
	if len(names) < 50 {
		t.Fatalf("only %d engine events found", len(names))
	}
	s, ok := boardPlay(t, 3, 5, func(s *egizia.State) bool {
		return s.Round() >= 2 && s.Step() == egizia.StepPlace && s.ShipAt(1) == egizia.Empty
	})
	if !ok {
		t.Fatal("no round 2")
	}
	sample := map[string]engine.Event{}
	for _, e := range sampleEvents(s) {
		sample[e.EventName()] = e
	}
	for _, name := range names {
		e, ok := sample[name]
		if !ok {
			t.Errorf("engine event %q: no sample here, so no decision whether it animates", name)
			continue
		}
		v, _ := boardView(t, animEnv(t, 3, anim.Normal), s, 0)
		an := v.anim()
		v.startAnim(s, []engine.Event{e})
		moved := an.tl.Busy()
		_, instant := instantEvents[name]
		if moved == instant {
			t.Errorf("event %q (%+v): animates %v, listed instant %v", name, e, moved, instant)
		}
		for i := 0; i < 600 && v.Update(1.0/60); i++ {
		}
		if an.busy() || an.tl.Busy() || an.prev != nil || len(an.sprites) > 0 {
			t.Errorf("event %q: the animation did not end", name)
		}
	}
	for name, why := range instantEvents {
		if !slices.Contains(names, name) {
			t.Errorf("instant event %q is not an engine event", name)
		}
		if len(why) < 10 {
			t.Errorf("instant event %q: no reason given", name)
		}
	}
}

// runAnim advances v by frames of 1/60 s until it stops; calls at(frame)
// every frame; reports the frames played.
func runAnim(t *testing.T, v *View, at func(i int)) int {
	t.Helper()
	for i := 0; i < 60*120; i++ {
		if !v.Update(1.0 / 60) {
			return i + 1
		}
		if at != nil {
			at(i)
		}
	}
	t.Fatal("the animation never ends")
	return 0
}

// animGame plays a random game at players, handing each move with its
// events to f (false stops the game); the states are copies.
func animGame(t *testing.T, players int, seed uint64, f func(move int, before, after *egizia.State, evs []engine.Event) bool) {
	t.Helper()
	s := boardGame(t, players, seed)
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(seed * 3)
	var legal []engine.Action
	for move := 0; !s.Terminal(); move++ {
		before := s.Clone().(*egizia.State)
		evs = evs[:0]
		var a engine.Action
		if rng.IntN(3) == 0 {
			legal = s.Legal(legal[:0])
			a = legal[rng.IntN(len(legal))]
		} else {
			a = s.RolloutAction(&rng, legal[:0])
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if !f(move, before, s.Clone().(*egizia.State), slices.Clone(evs)) {
			return
		}
	}
}

// diffPixels counts the pixels of a and b that differ, and their box.
func diffPixels(a, b *ebiten.Image) (int, geom.Rect) {
	bd := a.Bounds()
	pa := make([]byte, 4*bd.Dx()*bd.Dy())
	pb := make([]byte, len(pa))
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	n := 0
	x0, y0, x1, y1 := bd.Dx(), bd.Dy(), 0, 0
	for i := 0; i < len(pa); i += 4 {
		if pa[i] != pb[i] || pa[i+1] != pb[i+1] || pa[i+2] != pb[i+2] || pa[i+3] != pb[i+3] {
			n++
			x, y := (i/4)%bd.Dx(), (i/4)/bd.Dx()
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	return n, geom.R(float64(x0), float64(y0), float64(x1-x0+1), float64(y1-y0+1))
}

// Random games at 2, 3 and 4 players animate every move to its end
// without a panic, frames painted now and then as the match does (a
// display list and its damage); the animation then shows nothing, and
// the screen is, pixel for pixel, what a jump to the same state paints.
func TestAnimRandomGamesEndAsAJump(t *testing.T) {
	for players := 2; players <= 4; players++ {
		if testing.Short() && players == 3 {
			continue
		}
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			seed := uint64(30 + players)
			m := layout.MatchLayout(players, false)
			env := animEnv(t, players, anim.Normal)
			v, _ := boardView(t, env, boardGame(t, players, seed), 0)
			// The jump shares the sprite cache, as every view of the app
			// does: its entries are keyed to 1/64 px, so a cache filled
			// in another order may differ by a pixel's antialiasing.
			jenv := animEnv(t, players, anim.Normal)
			jenv.Sprites = env.Sprites
			jump, _ := boardView(t, jenv, boardGame(t, players, seed), 0)
			sa, sj := newBoardScreen(m), newBoardScreen(m)
			sa.frame(v)
			compared, animated, moves := 0, 0, 0
			animGame(t, players, seed, func(move int, before, after *egizia.State, evs []engine.Event) bool {
				moves++
				v.Sync(after, evs, 0)
				if v.anim().busy() {
					animated++
				}
				runAnim(t, v, func(i int) {
					if move%6 == 0 && i%11 == 3 {
						sa.frame(v)
					}
				})
				an := v.anim()
				if an.busy() || an.prev != nil || len(an.sprites)+len(an.regions) > 0 {
					t.Fatalf("move %d: the animation left something", move)
				}
				if move%25 != 0 && !after.Terminal() {
					return true
				}
				sa.frame(v)
				jump.Sync(after, nil, 0)
				sj.frames = 0
				sj.frame(jump)
				if d, box := diffPixels(sa.screen, sj.screen); d > 0 {
					dir := os.Getenv("EGIZIA_SHOTS")
					if dir == "" {
						dir = t.TempDir()
					}
					savePNG(t, sa.screen, dir, "fail_animated.png")
					savePNG(t, sj.screen, dir, "fail_jump.png")
					t.Fatalf("move %d: the animated view ends %d pixels off a jump, in %v", move, d, box)
				}
				compared++
				return true
			})
			if compared < 4 || animated < moves/3 {
				t.Errorf("%d screens compared, %d moves of %d animated", compared, animated, moves)
			}
		})
	}
}

// With the animations off, a move jumps; at Normal speed the same move
// animates; skipping (a Sync without events) jumps to its end, which
// then paints nothing again frame after frame.
func TestAnimOffSkipAndStill(t *testing.T) {
	done := false
	animGame(t, 3, 4, func(move int, before, after *egizia.State, evs []engine.Event) bool {
		if !hasEvent[egizia.CardDealt](evs) {
			return true
		}
		done = true
		env := animEnv(t, 3, anim.Off)
		v, m := boardView(t, env, before, 0)
		v.Sync(after, evs, 0)
		if v.anim().busy() || v.Update(1.0/60) {
			t.Errorf("Off: %d steps queued", v.anim().tl.Steps())
		}
		env.Speed = anim.Normal
		v.Sync(before, nil, 0)
		v.Sync(after, evs, 0)
		if !v.anim().busy() {
			t.Fatal("Normal: the deal does not animate")
		}
		s := newBoardScreen(m)
		s.frame(v)
		for i := 0; i < 20; i++ {
			v.Update(1.0 / 60)
		}
		s.frame(v)
		if len(s.damage) == 0 {
			t.Error("a frame of the deal repaints nothing")
		}
		v.Sync(after, nil, 0)
		if v.anim().busy() || v.Update(1.0/60) {
			t.Fatal("the skip leaves something moving")
		}
		s.frame(v)
		redraws := v.ly.redraws
		s.frame(v)
		if len(s.damage) != 0 || v.ly.redraws != redraws {
			t.Errorf("a still frame repaints %v, %d board pictures", s.damage, v.ly.redraws-redraws)
		}
		jenv := animEnv(t, 3, anim.Normal)
		jenv.Sprites = env.Sprites
		jump, _ := boardView(t, jenv, after, 0)
		js := newBoardScreen(m)
		js.frame(jump)
		if d, box := diffPixels(s.screen, js.screen); d > 0 {
			t.Errorf("after the skip the view differs from a jump in %d pixels in %v", d, box)
		}
		return false
	})
	if !done {
		t.Fatal("no deal")
	}
}

func hasEvent[E any](evs []engine.Event) bool {
	for _, e := range evs {
		if _, ok := e.(E); ok {
			return true
		}
	}
	return false
}

// The panels' counts change as their pieces land: the score when the
// marker lands on the track, the Stone notch by notch; before, the
// panel shows the state before the move.
func TestAnimCountsChangeOnLanding(t *testing.T) {
	scored, stone := false, false
	animGame(t, 3, 7, func(move int, before, after *egizia.State, evs []engine.Event) bool {
		var sc *egizia.Scored
		var sn *egizia.StoneChanged
		for _, e := range evs {
			switch e := e.(type) {
			case egizia.Scored:
				if sc == nil && e.Points != 0 {
					sc = &e
				}
			case egizia.StoneChanged:
				if sn == nil && e.Delta != 0 && !hasEvent[egizia.Scored](evs) {
					sn = &e
				}
			}
		}
		if sc != nil && !scored {
			scored = true
			v, _ := boardView(t, animEnv(t, 3, anim.Normal), before, 0)
			v.Sync(after, evs, 0)
			sh := v.anim().show[sc.Player]
			old := int(before.PlayerState(sc.Player).Score)
			var mark *sprite
			for _, s := range v.anim().sprites {
				if s.look == lkMark && s.by == sc.Player && s.id == sc.Total {
					mark = s
					break
				}
			}
			if mark == nil || sh == nil || sh.Score != old {
				t.Fatalf("move %d: no marker sprite for %+v, or the panel shows %v, not %d", move, *sc, sh, old)
			}
			landed := false
			runAnim(t, v, func(int) {
				if mark.phase < spDone && sh.Score != old && !landed {
					t.Errorf("the score shows %d before the marker lands", sh.Score)
				}
				if mark.phase == spDone && !landed {
					landed = true
					if sh.Score != sc.Total {
						t.Errorf("the marker landed, the score shows %d, want %d", sh.Score, sc.Total)
					}
				}
			})
			if !landed {
				t.Error("the marker never landed")
			}
		}
		if sn != nil && !stone {
			stone = true
			v, _ := boardView(t, animEnv(t, 3, anim.Normal), before, 0)
			v.Sync(after, evs, 0)
			sh := v.anim().show[sn.Player]
			old := sn.Stone - sn.Delta
			if sh.Stone != int(before.PlayerState(sn.Player).Stone) {
				t.Fatalf("before: the panel shows %d Stone, the state before %d", sh.Stone, before.PlayerState(sn.Player).Stone)
			}
			seen := map[int]bool{}
			runAnim(t, v, func(int) { seen[sh.Stone] = true })
			for x := old; x != sn.Stone; x += sign(sn.Delta) {
				if !seen[x] && x != old {
					t.Errorf("the Stone counter skipped %d on its way %d → %d", x, old, sn.Stone)
				}
			}
		}
		return !scored || !stone
	})
	if !scored || !stone {
		t.Fatalf("scored %v, stone %v", scored, stone)
	}
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}

// While only a panel's counter ticks, the board's picture is composed
// once, not at every frame; the panel is drawn again as its count moves.
func TestAnimBoardStillWhilePanelTicks(t *testing.T) {
	s, _ := boardPlay(t, 3, 2, func(s *egizia.State) bool { return s.Round() >= 1 && s.Step() == egizia.StepPlace })
	v, m := boardView(t, animEnv(t, 3, anim.Normal), s, 0)
	sc := newBoardScreen(m)
	sc.frame(v)
	stone := int(s.PlayerState(0).Stone)
	v.startAnim(s, []engine.Event{egizia.StoneChanged{Player: 0, Delta: 4, Stone: stone + 4}})
	before := v.ly.redraws
	seen := map[int]bool{}
	runAnim(t, v, func(int) {
		sc.frame(v)
		seen[v.anim().show[0].Stone] = true
	})
	sc.frame(v)
	if d := v.ly.redraws - before; d > 2 {
		t.Errorf("the board's picture drawn %d times while a panel ticked", d)
	}
	for x := stone; x < stone+4; x++ {
		if !seen[x] {
			t.Errorf("the Stone counter never showed %d (%d → %d)", x, stone, stone+4)
		}
	}
}

// The Sphinx cards drawn fly face up only to the drawer's screen; every
// other viewer sees their backs, and the ids kept stay hidden too.
func TestAnimSphinxFacesOnlyToTheDrawer(t *testing.T) {
	s := boardGame(t, 3, 1)
	for viewer := 0; viewer < 3; viewer++ {
		v, _ := boardView(t, animEnv(t, 3, anim.Normal), s, viewer)
		v.startAnim(s, []engine.Event{
			egizia.SphinxDrawn{Player: 1, Paid: 2, Cards: []int{3, 7}},
			egizia.SphinxKept{Player: 1, Cards: []int{3}},
			egizia.SphinxReturned{Player: 1, Cards: []int{7}, Points: 1},
		})
		faces := 0
		for _, sp := range v.anim().sprites {
			if sp.look == lkSphinx && sp.id != 0 {
				faces++
				if viewer != 1 {
					t.Errorf("viewer %d sees Sphinx card %d drawn by seat 1", viewer, sp.id)
				}
			}
		}
		if viewer == 1 && faces != 3 {
			t.Errorf("the drawer sees %d faces in flight, want 3 (two drawn, one kept)", faces)
		}
	}
}

// A ship sails past the spaces before its own: half-way it is on the
// Nile's band, its space still shows the state before the move, and once
// it lands the board is the final one there.
func TestAnimShipLandsOnItsSpace(t *testing.T) {
	done := false
	animGame(t, 3, 11, func(move int, before, after *egizia.State, evs []engine.Event) bool {
		var sp egizia.ShipPlaced
		ok := false
		for _, e := range evs {
			if p, is := e.(egizia.ShipPlaced); is && p.Kind == egizia.KindCard && p.To-max(p.From, 1) >= 4 {
				sp, ok = p, true
			}
		}
		if !ok || len(evs) > 6 {
			return true
		}
		done = true
		m := layout.MatchLayout(3, false)
		// Bots only: no picker's highlights on the still pictures.
		bots := func() *gameview.Env {
			e := animEnv(t, 3, anim.Normal)
			for i := range e.Seats {
				e.Seats[i].Human = false
			}
			return e
		}
		v, _ := boardView(t, bots(), before, 0)
		old, _ := boardView(t, bots(), before, 0)
		fin, _ := boardView(t, bots(), after, 0)
		so, sf, sv := newBoardScreen(m), newBoardScreen(m), newBoardScreen(m)
		so.frame(old)
		sf.frame(fin)
		sv.frame(v)
		to, _ := v.shipTo(sp)
		box := to.Inset(2)
		region := func(img *ebiten.Image) *ebiten.Image {
			return img.SubImage(render.DeviceRect(box)).(*ebiten.Image)
		}
		v.Sync(after, evs, 0)
		var ship *sprite
		for _, s := range v.anim().sprites {
			if s.look == lkShip {
				ship = s
			}
		}
		if ship == nil || len(ship.path) < 4 {
			t.Fatalf("move %d: no ship sailing past 4 spaces (%+v)", move, sp)
		}
		mid := false
		runAnim(t, v, func(int) {
			if ship.phase != spMove || ship.t < 0.4 || ship.t > 0.6 || mid {
				return
			}
			mid = true
			c := along(ship.from.Center(), ship.path, ship.to.Center(), ship.t)
			if !v.pl.River.Inset(-4).Contains(c) {
				t.Errorf("half-way the ship is at %v, off the Nile's band %v", c, v.pl.River)
			}
			sv.frame(v)
			if d, b := diffPixels(region(sv.screen), region(so.screen)); d > 0 {
				t.Errorf("half-way, the ship's space differs from the state before in %d pixels, %v", d, b)
			}
		})
		sv.frame(v)
		if d, b := diffPixels(region(sv.screen), region(sf.screen)); d > 0 || !mid {
			t.Errorf("landed: the space differs from the final state in %d pixels, %v (mid seen %v)", d, b, mid)
		}
		return false
	})
	if !done {
		t.Fatal("no long sail")
	}
}
