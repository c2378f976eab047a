package tekhenu

import (
	"strings"
	"testing"

	"nilegames/engine"
)

// Decode names every legal action of random games by the kind its
// ActionString says, with the same parameters.
func TestDecodeMatchesActionString(t *testing.T) {
	prefix := map[int]string{
		MoveKeepDecree: "keep-decree:", MoveStart: "start:", MoveDestiny: "destiny:", MovePass: "pass",
		MoveBless: "bless:", MoveTake: "take:", MoveNoAction: "take-no-action:", MoveProduce: "produce:",
		MoveGod: "god:", MoveExtra: "extra:", MoveStatue: "statue:", MoveColumn: "column:", MoveBuilding: "building:",
		MoveRefresh: "refresh:", MoveSection: "section:", MoveCard: "card:", MoveDistrict: "district:",
		MoveTrack: "track:", MoveResource: "resource:", MoveKeepOne: "keep:", MoveValue: "value:",
		MoveFree: "free:", MoveFaith: "faith:", MoveBread: "pay-bread:", MoveD23: "declare:D23",
	}
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		es, err := Game{}.NewState(engine.Options{"players": []string{"2", "3", "4"}[seed%3]}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := es.(*State)
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			legal := s.Legal(nil)
			for _, a := range legal {
				m := Decode(a)
				str := s.ActionString(a)
				if !strings.HasPrefix(str, prefix[m.Kind]) || m.Kind == MoveUnknown {
					t.Fatalf("%s decoded as kind %d", str, m.Kind)
				}
				seen[m.Kind] = true
				if m.Kind == MoveTake {
					d, c, mode, v, set := decTake(a)
					if m.Die != d || m.Colour != c || m.Mode != mode || m.Value != v || m.Set != set {
						t.Fatalf("%s: %+v", str, m)
					}
				}
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < 15 {
		t.Errorf("only %d kinds seen", len(seen))
	}
}
