package imhotepview

import (
	"reflect"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
	"nilegames/engine/imhotep"
)

// silent are the events that never get a line of their own (another
// event's line says it).
var silent = map[string]bool{"stone_unloaded": true}

// TestLogEveryEvent: random games in both languages produce every event
// type; each one worth a line gets a full sentence: no missing key, no
// unfilled placeholder, the player's name in it when it has a player.
func TestLogEveryEvent(t *testing.T) {
	seen := map[string]int{}
	lines := map[string]int{}
	for _, lang := range []string{"en", "fr"} {
		for ci, cfg := range configs {
			env := testEnv(t, lang, cfg.np, false)
			for g := 0; g < 3; g++ {
				seed := uint64(300 + 10*ci + g)
				s := newGame(t, cfg.np, cfg.sides, seed)
				rng := engine.NewRNG(seed)
				for !s.Terminal() {
					for _, e := range enginetest.ApplyRecorded(t, s, randomAction(s, &rng)) {
						seen[e.EventName()]++
						line, ok := Log(e, env)
						if !ok {
							continue
						}
						lines[e.EventName()]++
						if strings.Contains(line, "[imhotep.") || strings.Contains(line, "{") || strings.TrimSpace(line) == "" {
							t.Fatalf("%s %s: bad line %q", lang, e.EventName(), line)
						}
						if p, has := eventPlayer(e); has && !strings.Contains(line, env.Seats[p].Name) {
							t.Errorf("%s %s: %q does not name %s", lang, e.EventName(), line, env.Seats[p].Name)
						}
					}
				}
			}
		}
	}
	all := []string{"round_started", "market_dealt", "deck_reshuffled", "stones_taken", "stone_placed", "ship_sailed",
		"lever_order", "stone_unloaded", "stone_built", "obelisk_formed", "points_scored", "card_taken", "pair_taken",
		"pair_kept", "red_card_resolved", "blue_card_played", "bonus_resolved", "temple_scored", "stones_returned",
		"market_cleared", "round_ended", "game_ended"}
	// Passing needs a seat with nothing at all to do, which random games
	// rarely reach: TestLogKeysAllVariants covers it.
	for _, name := range all {
		if seen[name] == 0 {
			t.Errorf("no %s event in the test games", name)
			continue
		}
		if !silent[name] && lines[name] == 0 {
			t.Errorf("%s never got a log line", name)
		}
	}
}

func eventPlayer(e engine.Event) (int, bool) {
	v := reflect.ValueOf(e)
	for _, f := range []string{"Player", "Owner"} {
		if fv := v.FieldByName(f); fv.IsValid() {
			return int(fv.Int()), true
		}
	}
	return 0, false
}

// TestLogKeysAllVariants: every source, bonus and card variant has a line.
func TestLogKeysAllVariants(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 4, false)
		var evs []engine.Event
		for _, src := range []string{"get", "hammer", "bonus", "temple"} {
			evs = append(evs, imhotep.StonesTaken{Player: 1, N: 2, Source: src})
		}
		for _, src := range []string{"place", "hammer", "sailcard", "chisel", "bonus"} {
			evs = append(evs, imhotep.StonePlaced{Player: 1, Ship: 3, Slot: 1, Source: src})
		}
		for _, src := range imhotep.PartSources {
			evs = append(evs, imhotep.PointsScored{Player: 2, Points: 3, Source: src}, imhotep.PointsScored{Player: 2, Points: -5, Source: src})
		}
		for _, b := range []string{"card", "stones", "ship"} {
			evs = append(evs, imhotep.BonusResolved{Player: 0, Bonus: b, Taken: true}, imhotep.BonusResolved{Player: 0, Bonus: b})
		}
		for c := imhotep.Card(0); c < imhotep.NumCards; c++ {
			evs = append(evs, imhotep.CardTaken{Player: 3, Card: c, From: "market"}, imhotep.CardTaken{Player: 3, Card: c, From: "deck"})
		}
		for _, c := range []imhotep.Card{imhotep.Entrance, imhotep.Sarcophagus, imhotep.PavedPath} {
			evs = append(evs, imhotep.RedCardResolved{Player: 0, Card: c, Placed: true}, imhotep.RedCardResolved{Player: 0, Card: c})
		}
		for _, c := range []imhotep.Card{imhotep.Lever, imhotep.Sail, imhotep.NoCard} {
			evs = append(evs, imhotep.ShipSailed{Player: 1, Ship: 0, Site: imhotep.Burial, Card: c})
		}
		for k := 0; k < 3; k++ {
			evs = append(evs, imhotep.StoneBuilt{Owner: 2, Site: imhotep.Pyramid, Pyramid: k})
		}
		evs = append(evs,
			imhotep.TempleScored{Player: 1, Column: 2, Bonus: "choice", Choice: "point"},
			imhotep.TempleScored{Player: 1, Column: 2, Bonus: "choice", Choice: "stones"},
			imhotep.StonesReturned{Player: 1, N: 1, From: "market"},
			imhotep.StonesReturned{Player: 1, N: 3, From: "ship"},
			imhotep.RoundEnded{Round: 2, NextFirst: 1},
			imhotep.RoundEnded{Round: 2, NextFirst: 1, Deadlock: true},
			imhotep.RoundEnded{Round: 6, NextFirst: -1},
			imhotep.GameEnded{Totals: []int{1, 2}, Winners: []int{1}},
			imhotep.GameEnded{Totals: []int{2, 2}, Winners: []int{0, 1}},
			imhotep.Passed{Player: 2},
			imhotep.LeverOrder{Player: 2, Ship: 1, Order: []int{2, 0, 1}},
			imhotep.DeckReshuffled{Size: 12},
			imhotep.ObeliskFormed{Player: 3, Index: 0, Value: 10},
			imhotep.MarketCleared{Cards: []imhotep.Card{imhotep.Statue}, Pair: 2},
			imhotep.RoundStarted{Round: 2, Ships: [4]int{0, 2, 5, 7}, FirstPlayer: 3},
			imhotep.PairTaken{Player: 0, Count: 1},
			imhotep.PairTaken{Player: 0, Count: 2},
			imhotep.PairKept{Player: 0, Kept: imhotep.Statue, Rejected: imhotep.NoCard},
			imhotep.MarketDealt{Cards: [4]imhotep.Card{imhotep.Statue, imhotep.Lever, imhotep.Hammer, imhotep.NoCard}, Pair: 2},
		)
		for _, e := range evs {
			line, ok := Log(e, env)
			if !ok {
				if pe, isPts := e.(imhotep.PointsScored); isPts && pe.Points == 0 {
					continue
				}
				if ct, isCard := e.(imhotep.CardTaken); isCard && ct.From == "pair" {
					continue
				}
				t.Errorf("%s: no line for %#v", lang, e)
				continue
			}
			if strings.Contains(line, "[imhotep.") || strings.Contains(line, "{") {
				t.Errorf("%s: bad line %q for %#v", lang, line, e)
			}
		}
	}
}

// TestLogNeverRevealsPair: the card rejected from the hidden pair is never
// named, and neither is the kept card twice.
func TestLogNeverRevealsPair(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		env := testEnv(t, lang, 3, false)
		for kept := imhotep.Card(0); kept < imhotep.NumCards; kept++ {
			for rej := imhotep.Card(0); rej < imhotep.NumCards; rej++ {
				if kept == rej {
					continue
				}
				line, ok := Log(imhotep.PairKept{Player: 1, Kept: kept, Rejected: rej}, env)
				if !ok {
					t.Fatal("no line for a kept card")
				}
				name := env.Loc.T(key("imhotep.card", rej.String()))
				if strings.Contains(line, name) && !strings.Contains(env.Loc.T(key("imhotep.card", kept.String())), name) {
					t.Errorf("%s: %q names the rejected %s", lang, line, name)
				}
			}
		}
		// The kept card's CardTaken adds nothing; the pair's dealing names
		// no card.
		if line, ok := Log(imhotep.CardTaken{Player: 1, Card: imhotep.Lever, From: "pair"}, env); ok {
			t.Errorf("%s: the kept card is logged twice: %q", lang, line)
		}
		if line, _ := Log(imhotep.PairTaken{Player: 1, Count: 2}, env); strings.Contains(line, "Statue") {
			t.Errorf("%s: %q", lang, line)
		}
	}
}
