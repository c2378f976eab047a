package pharaonview

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render/geom"
)

// Random games at 1..5 players, synced move after move with their events
// (the animations off): every event's places lie on the screen, and the
// events that move a piece of the board or of a panel mark it, on the
// piece where the state shows it.
func TestBoardPlacesMarkTheirPieces(t *testing.T) {
	screenR := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	seen := map[string]bool{}
	for players := 1; players <= 5; players++ {
		s := boardGame(t, players, uint64(20+players))
		var events []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { events = append(events, e) }))
		v, m := boardView(t, boardEnv(t, "en", s.NumPlayers()), s)
		img := screen(v, m) // the panels' bodies
		img.Deallocate()
		rng := engine.NewRNG(uint64(players))
		var legal []engine.Action
		for move := 0; move < 2000 && !s.Terminal(); move++ {
			legal = s.Legal(legal[:0])
			events = events[:0]
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			v.Sync(s, events, 0)
			for _, e := range events {
				ps := v.Places(e)
				for _, p := range ps {
					if p.R.Empty() || p.R.X < screenR.X || p.R.Y < screenR.Y || p.R.Right() > screenR.Right() || p.R.Bottom() > screenR.Bottom() {
						t.Fatalf("%dp %T%+v: place %v off the screen", players, e, e, p.R)
					}
				}
				must := false
				var want geom.Rect
				switch e := e.(type) {
				case pharaon.NileClimbed:
					must, want = true, v.pieceRect(piece{pcNile, e.Player, e.Track})
				case pharaon.BurialStepped:
					must, want = true, v.pieceRect(piece{pcCube, e.Player, 0})
				case pharaon.PaymentMade:
					if s.Slot(e.Segment, e.Slot).Token != pharaon.WheelFree {
						must, want = true, v.pieceRect(piece{pcWheel, e.Segment, e.Slot})
					}
				case pharaon.ArtisanTaken:
					must, want = true, v.pieceRect(piece{pcSeatCard, e.Player, 100 + e.Card})
				case pharaon.NobleTaken:
					must, want = true, v.pieceRect(piece{pcSeatCard, e.Player, e.Noble})
				case pharaon.LotTaken, pharaon.PyramidStepped, pharaon.Passed, pharaon.JarRevealed, pharaon.TraitorTilePlaced:
					must = true
				}
				if must && len(ps) == 0 {
					t.Fatalf("%dp %T%+v: no place", players, e, e)
				}
				if !want.Empty() {
					found := false
					for _, p := range ps {
						if p.R == want {
							found = true
						}
					}
					if !found {
						t.Fatalf("%dp %T%+v: places %v miss the piece at %v", players, e, e, ps, want)
					}
				}
				seen[fmt.Sprintf("%T", e)] = true
			}
		}
	}
	for _, name := range []string{"pharaon.NileClimbed", "pharaon.BurialStepped", "pharaon.PaymentMade", "pharaon.ArtisanTaken",
		"pharaon.NobleTaken", "pharaon.LotTaken", "pharaon.TraitorTilePlaced"} {
		if !seen[name] {
			t.Errorf("no %s seen", name)
		}
	}
}
