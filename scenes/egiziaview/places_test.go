package egiziaview

import (
	"fmt"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/geom"
)

// In random games, the events that move a piece of the board or a
// panel's part have places, inside the screen, and a placed ship's place
// holds that ship's space.
func TestPlacesOfEvents(t *testing.T) {
	screenR := geom.R(0, 0, geom.LogicalW, geom.LogicalH)
	seen := map[string]int{}
	for players := 2; players <= 4; players++ {
		s := boardGame(t, players, uint64(80+players))
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		v := pickView(t, "en", s)
		rng := engine.NewRNG(uint64(players))
		for !s.Terminal() {
			evs = evs[:0]
			if err := s.Apply(s.RolloutAction(&rng, nil)); err != nil {
				t.Fatal(err)
			}
			v.Sync(s, nil, 0)
			for _, e := range evs {
				ps := v.Places(e)
				name := fmt.Sprintf("%T", e)
				for _, p := range ps {
					if p.R.Empty() || p.R.X < 0 || p.R.Y < 0 || p.R.Right() > screenR.Right() || p.R.Bottom() > screenR.Bottom() {
						t.Fatalf("%s: place %v off the screen", name, p.R)
					}
				}
				need := false
				switch e := e.(type) {
				case egizia.ShipPlaced, egizia.FloodMoved, egizia.FloodKept, egizia.BrickPlaced, egizia.CardDealt, egizia.MarketStepped:
					need = true
				case egizia.StrengthChanged:
					need = e.Crew >= 0 && e.Crew < egizia.NumCrews
				}
				if need && len(ps) == 0 {
					t.Fatalf("%s %+v: no place", name, e)
				}
				if sp, ok := e.(egizia.ShipPlaced); ok && sp.Kind == egizia.KindSlot {
					if !ps[0].R.Contains(v.pl.Zone[sp.Space].Slot[sp.Slot].Center()) {
						t.Fatalf("%+v: place %v misses the slot", sp, ps[0].R)
					}
				}
				if len(ps) > 0 {
					seen[name]++
				}
			}
		}
	}
	for _, n := range []string{"egizia.ShipPlaced", "egizia.BrickPlaced", "egizia.FloodMoved", "egizia.CardTaken", "egizia.StoneChanged"} {
		if seen[n] == 0 {
			t.Errorf("no %s placed", n)
		}
	}
	t.Logf("placed: %v", seen)
}
