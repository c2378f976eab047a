package pharaonview

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/render"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/gameview"
	"nilegames/scenes/layout"
)

// boardEnv is an env of n seats (solo: the human and the Traitor).
func boardEnv(t testing.TB, lang string, n int) *gameview.Env {
	t.Helper()
	e := &gameview.Env{Loc: loadLocTB(t, lang), Sprites: render.NewSprites(), Speed: anim.Off}
	for p := 0; p < n; p++ {
		e.Seats = append(e.Seats, gameview.Seat{Name: []string{"Ana", "Ben", "Cleo", "Dan", "Eve"}[p], Color: entryColors[p], Human: p == 0})
	}
	return e
}

func loadLocTB(t testing.TB, lang string) *locales.Bundle {
	t.Helper()
	b, err := locales.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// boardGame starts a game of players (1 = solo).
func boardGame(t testing.TB, players int, seed uint64) *pharaon.State {
	t.Helper()
	st, err := pharaon.Game{}.NewState(engine.Options{"players": fmt.Sprint(players)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*pharaon.State)
}

// boardPlay plays random moves from a new game until f holds (or the
// game ends: ok false).
func boardPlay(t testing.TB, players int, seed uint64, f func(s *pharaon.State) bool) (*pharaon.State, bool) {
	return boardPlayBusy(t, players, seed, false, f)
}

// boardPlayBusy is boardPlay whose players, when busy, pass only when
// nothing else is legal (or once in ten): a board full of pieces.
func boardPlayBusy(t testing.TB, players int, seed uint64, busy bool, f func(s *pharaon.State) bool) (*pharaon.State, bool) {
	t.Helper()
	s := boardGame(t, players, seed)
	rng := engine.NewRNG(seed)
	var legal, keep []engine.Action
	for !s.Terminal() && !f(s) {
		legal = s.Legal(legal[:0])
		if busy && rng.IntN(10) > 0 {
			keep = keep[:0]
			for _, a := range legal {
				if !strings.HasPrefix(s.ActionString(a), "pass") {
					keep = append(keep, a)
				}
			}
			if len(keep) > 0 {
				legal = append(legal[:0], keep...)
			}
		}
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s, !s.Terminal() || f(s)
}

// boardView is a view laid out as the match does at 1920 x 1080, showing s.
func boardView(t testing.TB, env *gameview.Env, s *pharaon.State) (*View, layout.Match) {
	t.Helper()
	m := layout.MatchLayout(s.NumPlayers(), false)
	v := NewView(env).(*View)
	v.Layout(m.Board)
	v.Sync(s, nil, 0)
	return v, m
}

// screen paints the match's screen as the match scene would: sand, the
// board, the panels with their headers and bodies.
func screen(v *View, m layout.Match) *ebiten.Image {
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	render.BatchAA(img, func() {
		render.FillRectTextured(img, geom.R(0, 0, geom.LogicalW, geom.LogicalH), render.SandTexture())
		render.FillRect(img, m.TopBar, render.Ink)
		v.drawBoard(img)
		for i, r := range m.Panels {
			render.DrawPanel(img, r, render.PanelStyle{Shadow: true, Plain: true})
			head := geom.R(r.X+14, r.Y+8, r.W-28, 46)
			v.Sprites().DrawMark(img, geom.Pt(head.X+18, head.Center().Y), 30, v.Colour(i))
			render.DrawText(img, v.Name(i), render.Face(render.Bold, render.SizeBody), head.X+44, head.Center().Y, render.Left, render.Middle, render.Ink)
			v.DrawPanel(img, i, PanelBody(r))
		}
	})
	return img
}

func savePNG(t *testing.T, img *ebiten.Image, dir, name string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Log(filepath.Join(dir, name))
}

// TestBoardMidGamePictures writes 5-player, 3-player and solo mid-games,
// for a person to look at, into $PHARAON_SHOTS.
func TestBoardMidGamePictures(t *testing.T) {
	if os.Getenv("PHARAON_SHOTS") == "" {
		t.Skip("PHARAON_SHOTS names the folder for the pictures") // TestBoardDrawsEveryPhase draws
	}
	dir := shotDir(t)
	for _, c := range []struct {
		players int
		lang    string
		split   bool // solo: the Traitor's Jar revealed, to split
	}{{5, "en", false}, {1, "en", false}, {3, "fr", false}, {1, "fr", true}} {
		s, ok := boardPlayBusy(t, c.players, 7, true, func(s *pharaon.State) bool {
			if c.split {
				return s.Round() >= 2 && s.Phase() == pharaon.PhSplit
			}
			return s.Round() >= 3 && (c.players == 1 || s.PassedCount() >= 1) && s.Phase() == pharaon.PhTurn
		})
		if !ok {
			t.Fatal("no mid-game")
		}
		env := boardEnv(t, c.lang, s.NumPlayers())
		if c.players == 1 {
			env.Seats[1].Name = "Traitor"
		}
		v, m := boardView(t, env, s)
		img := screen(v, m)
		name := fmt.Sprintf("board_%dp_%s", c.players, c.lang)
		if c.split {
			name += "_split"
		}
		savePNG(t, img, dir, name+".png")
		img.Deallocate()
		// The log open: shorter panels.
		img = screen(v, layout.MatchLayout(s.NumPlayers(), true))
		savePNG(t, img, dir, name+"_log.png")
		img.Deallocate()
	}
}

// Random games at 1..5 players (solo with every Traitor level) draw in
// every phase they reach, board and panels, with tooltips all over the
// screen, without a panic.
func TestBoardDrawsEveryPhase(t *testing.T) {
	img := render.NewCanvas(geom.LogicalW, geom.LogicalH)
	defer img.Deallocate()
	for players := 1; players <= 5; players++ {
		phases := map[pharaon.Phase]bool{}
		seeds := uint64(1)
		if players == 1 || players == 5 {
			seeds = 2
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			opts := engine.Options{"players": fmt.Sprint(players)}
			if players == 1 {
				opts["traitor"] = fmt.Sprint(seed + 1)
			}
			st, err := pharaon.Game{}.NewState(opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*pharaon.State)
			v, m := boardView(t, boardEnv(t, "fr", s.NumPlayers()), s)
			rng := engine.NewRNG(seed)
			var legal []engine.Action
			for move := 0; ; move++ {
				if !phases[s.Phase()] || s.Terminal() {
					phases[s.Phase()] = true
					v.Sync(s, nil, s.CurrentPlayer())
					img.Clear()
					render.BatchAA(img, func() {
						v.drawBoard(img)
						for i, r := range m.Panels {
							v.DrawPanel(img, i, PanelBody(r))
						}
					})
					for x := 4.0; x < geom.LogicalW; x += 53 {
						for y := 80.0; y < geom.LogicalH; y += 41 {
							v.Tooltip(x, y)
							for i, r := range m.Panels {
								if b := PanelBody(r); b.Contains(geom.Pt(x, y)) {
									v.PanelTooltip(i, b, x, y)
								}
							}
						}
					}
				}
				if s.Terminal() {
					break
				}
				legal = s.Legal(legal[:0])
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%d players: %d phases drawn", players, len(phases))
		if len(phases) < 5 {
			t.Errorf("%d players: only %d phases reached", players, len(phases))
		}
	}
}

// Every target of the board and of the panels has a rectangle inside
// the board (or its panel), and hit at its centre reports it (under the
// picker's controls and the cards laid over it at most).
func TestBoardHitFindsEveryTarget(t *testing.T) {
	for _, players := range []int{1, 2, 4, 5} {
		s, _ := boardPlay(t, players, 3, func(s *pharaon.State) bool { return s.Round() >= 2 })
		v, m := boardView(t, boardEnv(t, "en", s.NumPlayers()), s)
		img := screen(v, m)
		img.Deallocate()
		n := 0
		check := func(tg target, r, within geom.Rect) {
			t.Helper()
			if r.Empty() {
				return
			}
			if r.X < within.X-0.5 || r.Y < within.Y-0.5 || r.Right() > within.Right()+0.5 || r.Bottom() > within.Bottom()+0.5 {
				t.Errorf("%dp: target %v at %v leaves %v", players, tg, r, within)
			}
			found := false
			for _, h := range v.hit(r.Center()) {
				found = found || h == tg
			}
			if !found {
				t.Errorf("%dp: hit at the centre of %v (%v) misses it: %v", players, tg, r, v.hit(r.Center()))
			}
			n++
		}
		for _, tg := range v.boardTargets() {
			check(tg, v.targetRect(tg), v.Area)
		}
		for seat := 0; seat < s.NumPlayers(); seat++ {
			for _, tg := range v.panelTargets(seat) {
				check(tg, v.targetRect(tg), PanelBody(m.Panels[seat]))
			}
		}
		if n < 100 {
			t.Errorf("%dp: only %d targets", players, n)
		}
	}
}
