package tekhenu

import (
	"testing"

	"nilegames/engine"
)

// §7.4 (Divine tile: the highest die of the god's section, else of the
// next god clockwise): when the Bot takes its die elsewhere than its
// Divine tile's god, a BotSectionEmpty event says so, so the log can tell
// why that god did not act (issue 22); never otherwise.
func TestBotSectionEmptyEvent_7_4(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 12; seed++ {
		st, err := Game{}.NewState(engine.Options{"players": "1", "solo": "easy"}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		var evs []engine.Event
		s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { evs = append(evs, e) }))
		rng := engine.NewRNG(seed)
		for !s.Terminal() {
			evs = evs[:0]
			legal := s.Legal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			tile := ""
			var empty *BotSectionEmpty
			for _, e := range evs {
				switch e := e.(type) {
				case MarkerMoved:
					tile, empty = e.Tile, nil
				case BotSectionEmpty:
					empty = &e
				case DieDrafted:
					if e.Player != botSeat || e.Pan != "tile" || tile == "" {
						continue
					}
					divine := tile[1] == 'A'
					god := int(tile[2] - '1')
					want := divine && e.Section != god
					if want != (empty != nil) {
						t.Fatalf("seed %d: tile %s, die from %s: event %v", seed, tile, godCodes[e.Section], empty)
					}
					if empty != nil {
						if empty.God != godCodes[god] || empty.Section != godCodes[e.Section] {
							t.Fatalf("seed %d: %+v for tile %s and section %s", seed, *empty, tile, godCodes[e.Section])
						}
						seen++
					}
					tile, empty = "", nil
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no Divine tile fell back to the next god")
	}
	t.Logf("%d fallbacks", seen)
}
