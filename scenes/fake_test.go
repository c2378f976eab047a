package scenes

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
)

// A tiny game for the generic match tests: players take turns advancing
// 1, 2 or 3 steps; the first to reach the goal wins. Registered as
// "testrace" with a fake view drawn as one button per legal action.

const raceGoal = 10

type raceGame struct{}

func (raceGame) Info() engine.Info {
	return engine.Info{Name: "testrace", MinPlayers: 2, MaxPlayers: 4, MaxActions: 4 * raceGoal}
}

func (raceGame) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players", "goal"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", 2)
	if err != nil || n < 2 || n > 4 {
		return nil, fmt.Errorf("option players: 2 to 4")
	}
	return &raceState{opts: opts.Clone(), seed: seed, pos: make([]int, n)}, nil
}

type raceMoved struct{ Player, N int }

func (raceMoved) EventName() string { return "moved" }

// raceLap closes a round: every player has moved once more.
type raceLap struct{ Lap int }

func (raceLap) EventName() string { return "lap" }

type raceState struct {
	opts engine.Options
	seed uint64
	pos  []int
	turn int
	over bool
	hist []engine.Action
	rec  engine.Recorder
}

func (s *raceState) Game() engine.Game        { return raceGame{} }
func (s *raceState) Options() engine.Options  { return s.opts }
func (s *raceState) Seed() uint64             { return s.seed }
func (s *raceState) NumPlayers() int          { return len(s.pos) }
func (s *raceState) Terminal() bool           { return s.over }
func (s *raceState) History() []engine.Action { return s.hist }
func (s *raceState) SetRecorder(r engine.Recorder) {
	s.rec = r
}

func (s *raceState) CurrentPlayer() int {
	if s.over {
		return engine.Terminal
	}
	return s.turn
}

func (s *raceState) Legal(dst []engine.Action) []engine.Action {
	dst = dst[:0]
	if !s.over {
		dst = append(dst, 1, 2, 3)
	}
	return dst
}

func (s *raceState) Apply(a engine.Action) error {
	if s.over || a < 1 || a > 3 {
		return engine.Illegal("step %d", a)
	}
	s.pos[s.turn] += int(a)
	s.hist = append(s.hist, a)
	if s.rec != nil {
		s.rec.Record(raceMoved{s.turn, int(a)})
	}
	if s.pos[s.turn] >= raceGoal {
		s.over = true
	} else {
		s.turn = (s.turn + 1) % len(s.pos)
		if s.turn == 0 && s.rec != nil {
			s.rec.Record(raceLap{len(s.hist) / len(s.pos)})
		}
	}
	return nil
}

func (s *raceState) Scores() []engine.Score {
	out := make([]engine.Score, len(s.pos))
	for i, p := range s.pos {
		bonus := 0
		if s.over && s.turn == i {
			bonus = 3
		}
		out[i] = engine.Score{Total: p + bonus - 1, Parts: []engine.Part{{Source: "steps", Points: p}, {Source: "finish", Points: bonus}, {Source: "toll", Points: -1}}}
	}
	return out
}

func (s *raceState) Winners() []int {
	if !s.over {
		return nil
	}
	return []int{s.turn}
}

func (s *raceState) Clone() engine.State {
	c := *s
	c.pos = append([]int(nil), s.pos...)
	c.hist = append([]engine.Action(nil), s.hist...)
	c.rec = nil
	return &c
}

func (s *raceState) ActionString(a engine.Action) string       { return fmt.Sprintf("step%d", a) }
func (s *raceState) String() string                            { return fmt.Sprint(s.pos, s.turn, s.over) }
func (s *raceState) Determinize(int, *engine.RNG) engine.State { return s.Clone() }

// fakeView draws the board as a blue field with one turquoise button per
// legal action; a click on a button picks it.
type fakeView struct {
	env    *gameview.Env
	area   geom.Rect
	st     engine.State
	shown  engine.State // what the panels show: st once the move has landed
	legal  []engine.Action
	moving float64
	viewer int
	hover  int
	// The optional interfaces, for the tests that turn them on.
	half    bool        // Selector: a choice half made
	asked   []geom.Rect // Asker
	refused bool        // Refuser: the last click missed every button
}

// racePlaces makes the fake view say where its events show (Placer);
// raceRounds makes its laps end rounds (Entry.EndsRound). Off by default:
// the other tests see a view without them.
var racePlaces, raceRounds bool

// raceAnim is how long the fake view animates a move, in seconds.
var raceAnim = 0.15

// raceLane is where seat p's moves show on the fake board.
func (v *fakeView) raceLane(p int) geom.Rect {
	return geom.R(v.area.X+120+float64(p)*300, v.area.Y+620, 220, 120)
}

func (v *fakeView) Places(e engine.Event) []gameview.Place {
	if m, ok := e.(raceMoved); ok && racePlaces {
		return []gameview.Place{{R: v.raceLane(m.Player)}}
	}
	return nil
}

func (v *fakeView) Selecting() bool    { return v.half }
func (v *fakeView) Asked() []geom.Rect { return v.asked }

func (v *fakeView) Refused() (string, []any, bool) {
	if !v.refused {
		return "", nil, false
	}
	v.refused = false
	return "match.log_empty", nil, true
}

var fakeBoard = color.RGBA{0x1F, 0x5F, 0x8B, 0xFF}

func (v *fakeView) Layout(area geom.Rect) { v.area = area }

func (v *fakeView) Sync(s engine.State, evs []engine.Event, viewer int) {
	v.st, v.viewer = s.Clone(), viewer
	v.legal = s.Legal(nil)
	v.moving = 0
	if len(evs) > 0 && v.env.Speed != anim.Off && v.shown != nil {
		v.moving = raceAnim
	} else {
		v.shown = v.st
	}
}

func (v *fakeView) Update(dt float64) bool {
	if v.moving > 0 {
		v.moving -= dt
		return true
	}
	v.shown = v.st
	return false
}

func (v *fakeView) button(i int) geom.Rect {
	return geom.R(v.area.X+120+float64(i)*240, v.area.Y+300, 200, 140)
}

func (v *fakeView) Draw(dst *ebiten.Image) {
	render.FillRect(dst, v.area, fakeBoard)
	for i := range v.legal {
		clr := render.Turquoise
		if i == v.hover {
			clr = render.Gold
		}
		render.FillRect(dst, v.button(i), clr)
	}
}

func (v *fakeView) Pick(in []input.Intent, legal []engine.Action) (engine.Action, bool, bool) {
	redraw := false
	for _, it := range in {
		h := -1
		for i := range legal {
			if v.button(i).Contains(geom.Pt(it.X, it.Y)) {
				h = i
			}
		}
		if it.Kind == input.Move && h != v.hover {
			v.hover, redraw = h, true
		}
		if it.Kind == input.Click && h >= 0 {
			return legal[h], true, true
		}
		if it.Kind == input.Click {
			v.refused = true
		}
	}
	return 0, false, redraw
}

func (v *fakeView) CancelPick() { v.half = false }

func (v *fakeView) Prompt() (string, []any) {
	return "menu.player_name", []any{"n", v.st.CurrentPlayer() + 1}
}

func (v *fakeView) Tooltip(x, y float64) ([]string, geom.Rect, bool) {
	for i, a := range v.legal {
		if r := v.button(i); r.Contains(geom.Pt(x, y)) {
			return []string{fmt.Sprintf("step %d for P%d", a, v.st.CurrentPlayer()+1)}, r, true
		}
	}
	return nil, geom.Rect{}, false
}

func (v *fakeView) DrawPanel(dst *ebiten.Image, seat int, r geom.Rect) {
	render.FillRect(dst, geom.R(r.X, r.Y, r.W*float64(v.shown.(*raceState).pos[seat])/raceGoal, 10), render.ReedGreen)
}

func (v *fakeView) ClickFor(a engine.Action) []geom.Point {
	for i, l := range v.legal {
		if l == a {
			return []geom.Point{v.button(i).Center()}
		}
	}
	return nil
}

func raceLog(e engine.Event, env *gameview.Env) (string, bool) {
	if m, ok := e.(raceMoved); ok {
		return fmt.Sprintf("%s +%d", env.Seats[m.Player].Name, m.N), true
	}
	return "", false
}

func init() {
	engine.Register(raceGame{})
	gameview.Register(gameview.Entry{
		Name: "testrace", Game: raceGame{}, MinPlayers: 2, MaxPlayers: 4,
		Colors:  render.OtherColors[:4],
		NewView: func(env *gameview.Env) gameview.View { return &fakeView{env: env, hover: -1} },
		Log:     raceLog,
		EndsRound: func(e engine.Event) bool {
			_, ok := e.(raceLap)
			return ok && raceRounds
		},
		Source: "test.source",
		Hidden: true,
		Rules: []gameview.RulesPage{
			{Title: "menu.options", Body: "settings.speed_hint", Illustrate: func(dst *ebiten.Image, r geom.Rect, env *gameview.Env) {
				render.FillRect(dst, r, render.Terracotta)
			}},
			{Title: "menu.players", Body: "settings.patterns_hint"},
		},
	})
}
