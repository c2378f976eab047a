package pharaonview

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
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
	files, err := filepath.Glob("../../engine/pharaon/*.go")
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

// sampleEvents is one event of each kind, with values that fit the
// positions animTable plays them on (seat 0 and 1, slot 0...).
var sampleEvents = []engine.Event{
	pharaon.NoblePairDrawn{Player: 0}, pharaon.NobleGiven{Player: 0, Noble: 3},
	pharaon.NoblesShuffledBack{N: 3}, pharaon.JarRevealed{Slot: 0, Jar: 4},
	pharaon.JarTaken{Player: 0, Slot: 0, Jar: 4}, pharaon.JarDiscarded{Slot: 0, Jar: 4},
	pharaon.WheelTokenPlaced{Colour: 1, Slot: 0, Token: 1, Player: -1},
	pharaon.WheelTokenReturned{Colour: 1, Slot: 0, Token: 1, To: "supply"},
	pharaon.WheelRotated{From: 4, To: 3}, pharaon.LotFilled{Lot: 0, Kinds: [2]int{1, 2}},
	pharaon.BonusFilled{Pos: 0, Kind: 3}, pharaon.Gained{Player: 0, Res: 2, N: 2},
	pharaon.OfferingGained{Player: 0, Kind: 1, From: "bag"},
	pharaon.RoundStarted{Round: 3, First: 0}, pharaon.RoundEnded{Round: 1}, pharaon.GameEnded{},
	pharaon.TurnStarted{Player: 0, Round: 1}, pharaon.TurnEnded{Player: 0},
	pharaon.Passed{Player: 0, Row: 1}, pharaon.PyramidStepped{Player: 0, Row: 1, Pos: 2},
	pharaon.FirstPlayerMoved{From: 0, To: 1},
	pharaon.ArtisanTaken{Player: 0, Card: 5, Slot: 1}, pharaon.ArtisanRefilled{Slot: 1, Card: 6},
	pharaon.NobleTaken{Player: 0, Noble: 7, Slot: 0}, pharaon.NobleRefilled{Slot: 0, Noble: 8},
	pharaon.NobleTilted{Player: 0, Noble: 17}, pharaon.NobleStraightened{Player: 0, Noble: 17},
	pharaon.NileClimbed{Player: 0, Track: 2, Level: 1}, pharaon.ArrowLost{Player: 0},
	pharaon.BurialStepped{Player: 0, Step: 1}, pharaon.LotTaken{Player: 0, Lot: 0, Kinds: [2]int{1, 2}},
	pharaon.JarDrawn{Player: 0, Jar: 9}, pharaon.JarGained{Player: 0, Jar: 9, Got: [3]bool{true, true, true}},
	pharaon.DiplomatUsed{Player: 0, Jar: 9, Chosen: [3]int{0, 1, 2}}, pharaon.TutorUsed{Player: 0, Res: 1},
	pharaon.WiseWomanUsed{Player: 0, From: 1, To: 2}, pharaon.TreasurerUsed{Player: 0, From: 6},
	pharaon.PharaohTaken{Player: 1},
	pharaon.PaymentMade{Player: 0, Quarter: 0, Pay: pharaon.Payment{Access: 2, Colour: 2, Spent: [12]int8{1}}, Segment: 2, Slot: 0},
	pharaon.TraitorSetup{}, pharaon.TraitorPileDrawn{Round: 1, Pos: 0, Count: 4},
	pharaon.TraitorJarRevealed{Jar: 3, Pile: 2},
	pharaon.TraitorTilePlaced{Res: 2, Pos: 1, Tile: 1, Space: 3, Icon: "bc"},
	pharaon.NobleDiscarded{Noble: 4, Slot: 1}, pharaon.ArtisanDiscarded{Card: 4, Slot: 2},
	pharaon.TraitorNobleLevel{Level: 3}, pharaon.TraitorGod{Pos: 0, Quarter: 1},
	pharaon.TraitorNothing{Icon: "lot"}, pharaon.TraitorPileEmpty{},
}

// animEnv is an env of n seats animating at speed.
func animEnv(t testing.TB, n int, speed anim.Speed) *gameview.Env {
	e := boardEnv(t, "en", n)
	e.Speed = speed
	return e
}

// Every event the engine declares either animates or is listed as
// deliberately instant: each sample event, queued alone on a solo game in
// round 2, moves something exactly when it is not instant.
func TestAnimEveryEventAnimatesOrIsInstant(t *testing.T) {
	names := engineEventNames(t)
	if len(names) < 40 {
		t.Fatalf("only %d engine events found", len(names))
	}
	sample := map[string]engine.Event{}
	for _, e := range sampleEvents {
		sample[e.EventName()] = e
	}
	s, ok := boardPlay(t, 1, 5, func(s *pharaon.State) bool { return s.Round() >= 2 })
	if !ok {
		t.Fatal("no round 2")
	}
	for _, name := range names {
		e, ok := sample[name]
		if !ok {
			t.Errorf("engine event %q: no sample here, so no decision whether it animates", name)
			continue
		}
		v, _ := boardView(t, animEnv(t, 2, anim.Normal), s)
		v.queue(s, []engine.Event{e})
		moved := v.tl.Busy()
		if moved == instantEvents[name] {
			t.Errorf("event %q (%+v): animates %v, listed instant %v", name, e, moved, instantEvents[name])
		}
		v.tl.Finish()
		if !v.fx.settled() {
			t.Errorf("event %q: effects left after the timeline: %+v", name, v.fx)
		}
	}
	for name := range instantEvents {
		if !slices.Contains(names, name) {
			t.Errorf("instant event %q is not an engine event", name)
		}
	}
}

// settled reports whether the effects show nothing: no sprite drawn, no
// piece hidden, no count shifted, the wheel still.
func (fx *effects) settled() bool {
	for _, s := range fx.sprites {
		if _, ok := s.shown(); ok || s.phase < spDone {
			return false
		}
	}
	for _, n := range fx.counts {
		if n != 0 {
			return false
		}
	}
	return fx.shift == 0 && fx.turn == 0
}

// runAnim advances v by frames of 1/60 s until it stops; calls at(frame)
// every frame; reports the frames played.
func runAnim(t *testing.T, v *View, at func(i int)) int {
	t.Helper()
	for i := 0; i < 60*60; i++ {
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

// animGame plays a random game at players (1 = solo), handing each move
// with its events to f; the state is the game's own.
func animGame(t *testing.T, players int, seed uint64, f func(move int, before, after *pharaon.State, evs []engine.Event)) {
	t.Helper()
	animGameOpts(t, engine.Options{"players": fmt.Sprint(players)}, seed, f)
}

// animGameOpts is animGame with the game's options.
func animGameOpts(t *testing.T, opts engine.Options, seed uint64, f func(move int, before, after *pharaon.State, evs []engine.Event)) {
	t.Helper()
	st, err := pharaon.Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*pharaon.State)
	var evs []engine.Event
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
	rng := engine.NewRNG(seed * 3)
	var legal []engine.Action
	for move := 0; !s.Terminal(); move++ {
		before := s.Clone().(*pharaon.State)
		evs = evs[:0]
		legal = s.Legal(legal[:0])
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		f(move, before, s, slices.Clone(evs))
	}
}

// Random games at 1..5 players (solo at the hardest Traitor, a seat in
// Discovery at 3) animate every move to its end without a panic, every
// frame drawn now and then; the effects then show nothing, and the screen
// is, pixel for pixel, what a jump to the same state draws.
func TestAnimRandomGamesEndAsAJump(t *testing.T) {
	for players := 1; players <= 5; players++ {
		if testing.Short() && players%2 == 0 {
			continue
		}
		opts := engine.Options{"players": fmt.Sprint(players)}
		switch players {
		case 1:
			opts["traitor"] = "5"
		case 3:
			opts["discovery"] = "010"
		}
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			n := max(players, 2)
			env := animEnv(t, n, anim.Normal)
			st, err := pharaon.Game{}.NewState(opts, uint64(20+players))
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*pharaon.State)
			v, m := boardView(t, env, s)
			jump, _ := boardView(t, animEnv(t, n, anim.Normal), s)
			fx := render.NewCanvas(geom.LogicalW, geom.LogicalH)
			defer fx.Deallocate()
			img := screen(v, m) // the panels drawn once: their places known
			img.Deallocate()
			compared, animated := 0, 0
			animGameOpts(t, opts, uint64(20+players), func(move int, before, after *pharaon.State, evs []engine.Event) {
				v.Sync(after, evs, 0)
				if v.tl.Busy() {
					animated++
				}
				frames := runAnim(t, v, func(i int) {
					if move%5 == 0 && i%9 == 4 {
						fx.Clear()
						v.drawEffects(fx)
						for p := 0; p < n; p++ {
							v.drawPanelEffects(fx, p, PanelBody(m.Panels[p]))
						}
					}
				})
				if !v.fx.settled() || v.tl.Busy() {
					t.Fatalf("move %d: effects left after %d frames", move, frames)
				}
				if move%40 != 0 && !after.Terminal() {
					return
				}
				jump.Sync(after, nil, 0)
				a, b := screen(v, m), screen(jump, m)
				if d, box := boardDiff(a, b); d > 0 {
					savePNG(t, a, t.TempDir(), "animated.png")
					savePNG(t, b, t.TempDir(), "jump.png")
					t.Fatalf("move %d: the animated view ends %d pixels off a jump, in %v", move, d, box)
				}
				a.Deallocate()
				b.Deallocate()
				compared++
			})
			if compared < 3 || animated < 20 {
				t.Errorf("%d screens compared, %d moves animated", compared, animated)
			}
		})
	}
}

// With the animations off, a move jumps: nothing queued, nothing hidden,
// Update idle.
func TestAnimOffJumps(t *testing.T) {
	done := false
	animGame(t, 3, 4, func(move int, before, after *pharaon.State, evs []engine.Event) {
		if done || !hasEvent[pharaon.WheelRotated](evs) {
			return
		}
		done = true
		env := animEnv(t, 3, anim.Off)
		v, _ := boardView(t, env, before)
		v.Sync(after, evs, 0)
		if v.tl.Busy() || len(v.fx.sprites) > 0 || v.fx.shift != 0 || v.Update(1.0/60) {
			t.Errorf("Off: %d steps, %d sprites, shift %v", v.tl.Steps(), len(v.fx.sprites), v.fx.shift)
		}
		// The same move at Normal speed does animate.
		env.Speed = anim.Normal
		v.Sync(before, nil, 0)
		v.Sync(after, evs, 0)
		if !v.tl.Busy() || v.fx.shift == 0 {
			t.Errorf("Normal: the new round does not animate (%d steps, shift %v)", v.tl.Steps(), v.fx.shift)
		}
	})
	if !done {
		t.Fatal("no new round")
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

// A new round: the tokens leave the wheel first (the wheel still, at its
// old notch, they hidden on it), then the wheel turns one notch in the
// Direction token's direction, through the half notch, and stops at the
// new offset.
func TestAnimNewRoundClearsThenTurns(t *testing.T) {
	done := false
	animGame(t, 4, 9, func(move int, before, after *pharaon.State, evs []engine.Event) {
		var rot pharaon.WheelRotated
		ret := 0
		for _, e := range evs {
			switch e := e.(type) {
			case pharaon.WheelRotated:
				rot = e
			case pharaon.WheelTokenReturned:
				ret++
			}
		}
		if done || ret == 0 || rot == (pharaon.WheelRotated{}) {
			return
		}
		done = true
		v, _ := boardView(t, animEnv(t, 4, anim.Normal), before)
		v.Sync(after, evs, 0)
		off, cw := after.Wheel()
		want := notch(rot.From, rot.To)
		if (want > 0) == cw {
			// Clockwise: the offset grows (segment c faces (c+offset)%5).
			t.Errorf("the wheel turns %v but the Direction token says clockwise=%v", -want, cw)
		}
		if got := v.wheelRot(); got != float64(off)+want || (int(got)%5+5)%5 != rot.From {
			t.Errorf("before the turn the wheel shows %v, want the old notch %d", got, rot.From)
		}
		sawGone, sawHalf := false, false
		runAnim(t, v, func(int) {
			sh := v.fx.wheelShift()
			if sh != want && !sawGone {
				// Turning: every returned token has left the wheel.
				for _, s := range v.fx.sprites {
					if s.look == lkWheel && s.phase == spWait && s.wait {
						t.Fatalf("the wheel turns (shift %v) while a token waits on it", sh)
					}
				}
				sawGone = true
			}
			if d := sh / want; d > 0.3 && d < 0.7 {
				sawHalf = true
			}
		})
		if !sawHalf || v.wheelRot() != float64(off) {
			t.Errorf("the wheel: half-turn seen %v, ends at %v (want %d)", sawHalf, v.wheelRot(), off)
		}
	})
	if !done {
		t.Fatal("no new round with tokens on the wheel")
	}
}

// A payment: the access token is hidden on its wheel slot while it flies
// there from the payer's panel, whose count shows it until it leaves.
func TestAnimPaymentFliesToTheWheel(t *testing.T) {
	done := false
	animGame(t, 3, 6, func(move int, before, after *pharaon.State, evs []engine.Event) {
		var pm pharaon.PaymentMade
		ok := false
		for _, e := range evs {
			if p, is := e.(pharaon.PaymentMade); is && p.Slot >= 0 && p.Pay.Access < pharaon.NumRes {
				pm, ok = p, true
			}
		}
		if done || !ok {
			return
		}
		done = true
		m := layout.MatchLayout(3, false)
		v, _ := boardView(t, animEnv(t, 3, anim.Normal), before)
		img := screen(v, m)
		img.Deallocate()
		v.Sync(after, evs, 0)
		slot := piece{pcWheel, pm.Segment, pm.Slot}
		cnt := piece{pcSeatRes, pm.Player, int(pm.Pay.Access)}
		if !v.fx.hides(slot) || v.fx.countShift(cnt) < 1 {
			t.Fatalf("before the flight: slot hidden %v, panel count shift %d", v.fx.hides(slot), v.fx.countShift(cnt))
		}
		from := v.pieceRect(cnt).Center()
		to := v.pl.WheelSlot(pm.Segment, pm.Slot, v.wheelRot())
		mid := false
		runAnim(t, v, func(int) {
			for _, s := range v.fx.sprites {
				if s.look == lkWheel && s.phase == spMove && s.t > 0.4 && s.t < 0.6 {
					c := s.from.Lerp(s.to, s.t).Center()
					if c.Sub(from).Len() > 20 && c.Sub(to).Len() > 20 {
						mid = true
					}
				}
			}
		})
		if !mid || v.fx.hides(slot) || v.fx.countShift(cnt) != 0 {
			t.Errorf("mid-flight seen %v; after: hidden %v, shift %d", mid, v.fx.hides(slot), v.fx.countShift(cnt))
		}
	})
	if !done {
		t.Fatal("no payment to the wheel")
	}
}

// The match skips a long animation (a new round, a Traitor turn) by
// syncing the state again without events: the view then shows the state
// at once, nothing left moving or hidden.
func TestAnimSkipJumps(t *testing.T) {
	done := false
	animGame(t, 1, 8, func(move int, before, after *pharaon.State, evs []engine.Event) {
		if done || !hasEvent[pharaon.TraitorTilePlaced](evs) || !hasEvent[pharaon.RoundStarted](evs) {
			return
		}
		done = true
		m := layout.MatchLayout(2, false)
		v, _ := boardView(t, animEnv(t, 2, anim.Normal), before)
		v.Sync(after, evs, 0)
		for i := 0; i < 30; i++ {
			v.Update(1.0 / 60)
		}
		if !v.tl.Busy() || v.fx.settled() {
			t.Fatal("the sequence is not playing")
		}
		v.Sync(after, nil, 0)
		if v.tl.Busy() || !v.fx.settled() || v.Update(1.0/60) {
			t.Fatal("the skip leaves something moving")
		}
		jump, _ := boardView(t, animEnv(t, 2, anim.Normal), after)
		a, b := screen(v, m), screen(jump, m)
		defer a.Deallocate()
		defer b.Deallocate()
		if d, box := boardDiff(a, b); d > 0 {
			t.Errorf("after the skip the view differs from a jump in %d pixels in %v", d, box)
		}
	})
	if !done {
		t.Fatal("no Traitor turn ending a round")
	}
}
