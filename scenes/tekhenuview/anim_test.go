package tekhenuview

import (
	"bytes"
	"slices"
	"testing"

	"nilegames/engine"
	"nilegames/engine/tekhenu"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
)

// move1 is one random move whose events the test wants, with the state
// before and after it.
type move1 struct {
	n             int
	before, after *tekhenu.State
	evs           []engine.Event
}

// findMove plays random games until a move records events that want
// accepts.
func findMove(t *testing.T, n int, want func([]engine.Event) bool) move1 {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		s := newGame(t, n, seed)
		rng := engine.NewRNG(seed * 7)
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		for !s.Terminal() {
			before := s.Clone().(*tekhenu.State)
			evs = evs[:0]
			legal := s.Legal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if want(evs) {
				return move1{n, before, s, slices.Clone(evs)}
			}
		}
	}
	t.Fatal("no such move")
	return move1{}
}

func has[E any](evs []engine.Event) (E, bool) {
	for _, e := range evs {
		if e, ok := e.(E); ok {
			return e, true
		}
	}
	var zero E
	return zero, false
}

// animate syncs a view on the state before m, then on m with its events.
func animate(t *testing.T, m move1, lang string) *View {
	t.Helper()
	v := newView(t, testEnv(t, lang, m.n))
	v.Sync(m.before, nil, 0)
	v.Sync(m.after, m.evs, 0)
	return v
}

func frame(v *View) []byte {
	dst := render.NewCanvas(int(testArea.Right()), int(testArea.Bottom()))
	defer dst.Deallocate()
	v.Draw(dst)
	px := make([]byte, 4*dst.Bounds().Dx()*dst.Bounds().Dy())
	dst.ReadPixels(px)
	return px
}

// runUntil advances v in frames of dt until f holds (or it stops).
func runUntil(v *View, f func() bool) bool {
	for i := 0; i < 2000; i++ {
		if f() {
			return true
		}
		if !v.Update(1.0 / 60) {
			return f()
		}
	}
	return false
}

// settles checks that the animation ends, on exactly the picture of the
// state synced without events, and that the frame seen mid-way was not
// that picture yet. (Two views may differ by a few antialiased pixels:
// the same view is synced again.)
func settles(t *testing.T, v *View, m move1, mid []byte) {
	t.Helper()
	runUntil(v, func() bool { return false })
	if v.Update(0) {
		t.Fatal("still busy after 2000 frames")
	}
	end := frame(v)
	v.Sync(m.after, nil, 0)
	if !bytes.Equal(end, frame(v)) {
		t.Error("the last frame differs from the static drawing")
	}
	if mid != nil && bytes.Equal(mid, end) {
		t.Error("the frame mid-way was already the final one")
	}
}

// The Judgment weighs each seat in seat order (§4.3 step 3), each to its
// Balance + Faith, then moves its Maat marker there.
func TestAnimWeighing(t *testing.T) {
	m := findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.Weighed](evs); return ok })
	var ws []tekhenu.Weighed
	for _, e := range m.evs {
		if w, ok := e.(tekhenu.Weighed); ok {
			ws = append(ws, w)
			if w.Final != w.Balance+w.Faith {
				t.Fatalf("%+v: the final balance is not balance + Faith", w)
			}
		}
	}
	v := animate(t, m, "en")
	var mid []byte
	if !v.Update(0.01) {
		t.Fatal("not busy")
	}
	for i, w := range ws {
		if !runUntil(v, func() bool { return v.fx.weigh != nil && v.fx.weigh.seat == w.Player && v.fx.weigh.t > phResult+0.1 }) {
			t.Fatalf("weighing %d (seat %d) never shown", i, w.Player)
		}
		want := min(max(w.Final, maatMin), maatMax)
		if got := v.fx.step.to[trMaat][w.Player]; got != want {
			t.Errorf("seat %d: the Maat marker goes to %d, want %d", w.Player, got, want)
		}
		if w.Penalty > 0 && v.fx.step.to[trVP][w.Player] >= v.fx.step.from[trVP][w.Player] && v.fx.step.from[trVP][w.Player] > 0 {
			t.Errorf("seat %d: a penalty of %d and the VP marker does not go down", w.Player, w.Penalty)
		}
		if i == 0 {
			mid = frame(v)
			if got := v.fx.orderShown(m.after.Order()); !slices.Equal(got, m.before.Order()) {
				t.Errorf("the order track shows %v before the order is announced, want %v", got, m.before.Order())
			}
		}
	}
	if !runUntil(v, func() bool { return v.fx.banner != "" && v.fx.weigh == nil }) {
		t.Error("no turn order after the weighings")
	}
	if got := v.fx.orderShown(m.after.Order()); !slices.Equal(got, m.after.Order()) {
		t.Errorf("the order track shows %v once announced, want %v", got, m.after.Order())
	}
	settles(t, v, m, mid)
	// A heavier left pan (positive balance) hangs lower.
	if tiltOf(5) <= 0 || tiltOf(-5) >= 0 || tiltOf(40) != tiltOf(8) {
		t.Error("tiltOf")
	}
}

// A Scoring shows §6.1's steps in order, for all seats at once; the VP
// markers end where the engine's VPChanged put them.
func TestAnimScoring(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.ScoringStarted](evs); return ok })
	v := animate(t, m, "en")
	var seen []string
	var mid []byte
	for runUntil(v, func() bool { return v.fx.score != nil && v.fx.score.t > 0.5 }) {
		s := v.fx.score
		seen = append(seen, s.code)
		for p, x := range s.vp {
			if v.fx.step.to[trVP][p] != v.fx.step.from[trVP][p]+x {
				t.Errorf("%s: seat %d's marker goes %d → %d for %+d", s.code, p, v.fx.step.from[trVP][p], v.fx.step.to[trVP][p], x)
			}
		}
		if len(seen) == 1 {
			mid = frame(v)
		}
		runUntil(v, func() bool { return v.fx.score != s })
	}
	want := []string{"majority", "temple", "statues", "happiness", "production_tracks", "buildings"}
	if !slices.Equal(seen, want) {
		t.Errorf("steps %v, want %v", seen, want)
	}
	settles(t, v, m, mid)
}

// A Scribe turns the die where it lies before it flies to the balance.
func TestAnimScribe(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.DieTurned](evs); return ok })
	e, _ := has[tekhenu.DieTurned](m.evs)
	v := animate(t, m, "fr")
	v.Update(0.01)
	if !v.fx.turn.on || v.fx.turn.die != e.Die || v.fx.turn.from != e.From || v.fx.turn.to != e.To {
		t.Fatalf("no turn %+v: %+v", e, v.fx.turn)
	}
	if !v.fx.hidesPan(e.Die) {
		t.Error("the turning die is already on the balance")
	}
	runUntil(v, func() bool { return v.fx.turn.t > 0.4 })
	mid := frame(v)
	settles(t, v, m, mid)
}

// A column drops into the temple, its matching edges light, the Ra row
// slides and the new tile comes from the pile turning to its rotation.
func TestAnimRaRow(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool {
		c, ok := has[tekhenu.ColumnPlaced](evs)
		_, rev := has[tekhenu.ColumnRevealed](evs)
		return ok && rev && c.Slot > 0 && c.Matches > 0
	})
	c, _ := has[tekhenu.ColumnPlaced](m.evs)
	r, _ := has[tekhenu.ColumnRevealed](m.evs)
	lit := 0
	for _, ok := range matchedEdges(m.after, c.Cell) {
		if ok {
			lit++
		}
	}
	if lit != c.Matches {
		t.Errorf("%d edges lit, the engine counts %d matches", lit, c.Matches)
	}
	v := animate(t, m, "en")
	v.Update(0.01)
	if len(v.fx.ra) != 1 {
		t.Fatalf("%d Ra groups", len(v.fx.ra))
	}
	g := v.fx.ra[0]
	for i := 0; i <= c.Slot; i++ {
		if !v.fx.hidesRa(i) {
			t.Errorf("slot %d shows its new tile while the column drops", i)
		}
	}
	last := g.tiles[len(g.tiles)-1]
	if last.id != r.Tile || last.turns != r.Rotation || last.from != v.lay.pile || last.to != v.lay.ra[0] {
		t.Errorf("the revealed tile moves %+v", last)
	}
	if !runUntil(v, func() bool { return v.fx.edges.on }) {
		t.Error("no edges lit")
	}
	if !runUntil(v, func() bool { return g.t > 0.3 && g.t < 0.7 }) {
		t.Fatal("the row does not slide")
	}
	mid := frame(v)
	settles(t, v, m, mid)
	if v.fx.hidesRa(0) || v.fx.hidesRa(c.Slot) {
		t.Error("slots still hidden")
	}
}

// A building flies from its owner's side to its slot.
func TestAnimBuilding(t *testing.T) {
	m := findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.BuildingPlaced](evs); return ok })
	e, _ := has[tekhenu.BuildingPlaced](m.evs)
	v := animate(t, m, "en")
	kind, a, b := pieceTemple, e.Temple, 0
	if e.Temple < 0 {
		kind, a, b = pieceOsiris, e.District, e.Row-1
	}
	if !v.fx.hidesPiece(kind, a, b) {
		t.Fatal("the building is in its slot before it flies")
	}
	if !runUntil(v, func() bool { return len(v.fx.pieces) == 1 && v.fx.pieces[0].on && v.fx.pieces[0].t > 0.5 }) {
		t.Fatal("no flight")
	}
	p := v.fx.pieces[0]
	if p.owner != e.Player || p.from.Center().X <= p.to.Center().X {
		t.Errorf("the building flies from %v to %v (owner %d)", p.from, p.to, p.owner)
	}
	mid := frame(v)
	settles(t, v, m, mid)
}

// A statue flies to its god's ring or its people slot.
func TestAnimStatue(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.StatuePlaced](evs); return ok })
	v := animate(t, m, "en")
	if len(v.fx.pieces) != 1 || v.fx.pieces[0].landed {
		t.Fatalf("pieces %+v", v.fx.pieces)
	}
	p := v.fx.pieces[0]
	if !runUntil(v, func() bool { return p.on && p.t > 0.5 }) {
		t.Fatal("no flight")
	}
	mid := frame(v)
	settles(t, v, m, mid)
}

// New market cards slide in from the deck, one after the other.
func TestAnimMarketRefill(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool {
		n := 0
		for _, e := range evs {
			if _, ok := e.(tekhenu.MarketFilled); ok {
				n++
			}
		}
		return n >= 2
	})
	v := animate(t, m, "en")
	if len(v.fx.cards) < 2 {
		t.Fatalf("%d cards", len(v.fx.cards))
	}
	for _, c := range v.fx.cards {
		if !v.fx.hidesCard(c.sec, c.slot) {
			t.Errorf("slot %d/%d shows its card before it comes", c.sec, c.slot)
		}
	}
	c0, c1 := v.fx.cards[0], v.fx.cards[1]
	if !runUntil(v, func() bool { return c0.on && c0.t > 0.3 }) {
		t.Fatal("no card slides")
	}
	if c1.t >= c0.t {
		t.Error("the second card is not behind the first")
	}
	mid := frame(v)
	settles(t, v, m, mid)
}

// With animations off, a move with every kind of step shows its end at
// once.
func TestAnimOff(t *testing.T) {
	m := findMove(t, 2, func(evs []engine.Event) bool { _, ok := has[tekhenu.ScoringStarted](evs); return ok })
	env := testEnv(t, "en", 2)
	env.Speed = anim.Off
	v := newView(t, env)
	v.Sync(m.before, nil, 0)
	v.Sync(m.after, m.evs, 0)
	if v.Update(0.016) {
		t.Error("busy with animations off")
	}
	got := frame(v)
	v.Sync(m.after, nil, 0)
	if !bytes.Equal(got, frame(v)) {
		t.Error("not the final picture")
	}
}

// Fast halves every animation: a Judgment takes half the frames.
func TestAnimFast(t *testing.T) {
	m := findMove(t, 3, func(evs []engine.Event) bool { _, ok := has[tekhenu.Weighed](evs); return ok })
	frames := func(sp anim.Speed) int {
		env := testEnv(t, "en", 3)
		env.Speed = sp
		v := newView(t, env)
		v.Sync(m.before, nil, 0)
		v.Sync(m.after, m.evs, 0)
		n := 0
		for v.Update(1.0/60) && n < 5000 {
			n++
		}
		return n
	}
	normal, fast := frames(anim.Normal), frames(anim.Fast)
	// 3 weighings of durWeigh, the order, the markers' last slide.
	if min := int(3 * durWeigh * 60); normal < min {
		t.Errorf("normal speed: %d frames, want at least %d", normal, min)
	}
	if d := fast*2 - normal; d < -3 || d > 3 {
		t.Errorf("fast: %d frames, normal %d", fast, normal)
	}
}

// The balance, its pans, their dice and the feather stay inside the
// weighing's box whatever the balance, so that they never cover the Maat
// track above it.
func TestWeighingInsideBox(t *testing.T) {
	for _, area := range []geom.Rect{geom.R(0, 0, 1920, 1080), geom.R(0, 0, 1280, 720)} {
		l := newLayout(area)
		R, k := l.choice, l.k
		size := 24 * k
		in := func(what string, b float64, r geom.Rect) {
			if r.X < R.X || r.Y < R.Y || r.Right() > R.Right() || r.Bottom() > R.Bottom() {
				t.Errorf("%v, balance %+v: %s %v outside the box %v", area, b, what, r, R)
			}
		}
		for b := -8.0; b <= 8; b++ {
			pivot, ends, pans := balanceParts(R, k, tiltOf(b))
			for i, e := range ends {
				in("beam's end", b, geom.RectFromCenter(e, 5*k, 5*k))
				in("pan", b, pans[i])
				in("die", b, geom.RectFromCenter(geom.Pt(pans[i].Center().X, pans[i].Y-size/2-1), size, size))
			}
			for side := 0; side < 2; side++ {
				for _, faith := range []int{0, 3} {
					for u := 0.0; u <= 1; u += 0.05 {
						fc := featherAt(pivot, pans, k, size, side, faith, u)
						in("feather", b, geom.RectFromCenter(fc, featherH*k*0.5, featherH*k))
					}
				}
			}
		}
	}
	// Still clearly tilted at the largest balance.
	if tiltOf(8) < 0.15 {
		t.Errorf("tiltOf(8) = %v rad, hardly tilted", tiltOf(8))
	}
}
