package egiziaview

import (
	"os"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/anim"
	"nilegames/scenes/layout"
)

// moving reports whether a sprite of look is moving, between progress lo
// and hi (and ok says yes to it).
func (an *animator) moving(look int, lo, hi float64, ok func(s *sprite) bool) bool {
	for _, s := range an.sprites {
		if s.look == look && s.phase == spMove && s.t > lo && s.t < hi && (ok == nil || ok(s)) {
			return true
		}
	}
	return false
}

// TestAnimShots takes pictures in the middle of animations, written to
// $EGIZIA_SHOTS when set, for a person to look at: a ship mid-sail, the
// Nile cards being dealt, the flood ring sliding, a score marker going
// round the track, a brick flying, a market marker stepping up, Sphinx
// cards drawn, the order tiles reshuffled. Each is taken as its sprite is
// half-way, so it also checks that the move happens.
func TestAnimShots(t *testing.T) {
	dir := os.Getenv("EGIZIA_SHOTS")
	for _, c := range []struct {
		name    string
		players int
		seed    uint64
		want    func(evs []engine.Event) bool
		mid     func(v *View) bool
	}{
		{"anim_ship_sailing.png", 3, 3,
			func(evs []engine.Event) bool {
				for _, e := range evs {
					if p, ok := e.(egizia.ShipPlaced); ok && p.To-p.From >= 6 {
						return true
					}
				}
				return false
			},
			func(v *View) bool {
				// Half-way, on open water (not over a zone's board).
				return v.anim().moving(lkShip, 0.4, 0.65, func(s *sprite) bool {
					c := along(s.from.Center(), s.path, s.to.Center(), s.t)
					for _, z := range v.pl.Zone {
						if z.R.Inset(-20).Contains(c) {
							return false
						}
					}
					return true
				})
			}},
		{"anim_cards_dealt.png", 4, 4,
			func(evs []engine.Event) bool { return hasEvent[egizia.CardDealt](evs) },
			func(v *View) bool { return v.anim().moving(lkCard, 0.4, 0.6, nil) }},
		{"anim_flood_sliding.png", 3, 5,
			func(evs []engine.Event) bool { return hasEvent[egizia.FloodMoved](evs) },
			func(v *View) bool { return v.anim().moving(lkRing, 0.4, 0.6, nil) }},
		{"anim_score_marker.png", 3, 6,
			func(evs []engine.Event) bool { return hasEvent[egizia.Scored](evs) },
			func(v *View) bool {
				return v.anim().moving(lkMark, 0.45, 0.7, func(s *sprite) bool { return len(s.path) >= 2 })
			}},
		{"anim_brick_flying.png", 3, 7,
			func(evs []engine.Event) bool { return hasEvent[egizia.BrickPlaced](evs) },
			func(v *View) bool {
				return v.anim().moving(lkBrick, 0.4, 0.6, func(s *sprite) bool { return s.lift > 20 })
			}},
		{"anim_market_step.png", 2, 8,
			func(evs []engine.Event) bool { return hasEvent[egizia.MarketStepped](evs) },
			func(v *View) bool {
				return v.anim().moving(lkBrick, 0.4, 0.7, func(s *sprite) bool { return s.lift < 20 })
			}},
		{"anim_sphinx_drawn.png", 3, 9,
			func(evs []engine.Event) bool { return hasEvent[egizia.SphinxDrawn](evs) },
			func(v *View) bool { return v.anim().moving(lkSphinx, 0.4, 0.7, nil) }},
		{"anim_order_tiles.png", 3, 10,
			func(evs []engine.Event) bool { return hasEvent[egizia.OrderChanged](evs) },
			func(v *View) bool { return v.anim().moving(lkOrder, 0.4, 0.7, nil) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			done := false
			animGame(t, c.players, c.seed, func(move int, before, after *egizia.State, evs []engine.Event) bool {
				if !c.want(evs) {
					return true
				}
				m := layout.MatchLayout(c.players, false)
				viewer := 0
				v, _ := boardView(t, animEnv(t, c.players, anim.Normal), before, viewer)
				s := newBoardScreen(m)
				s.frame(v)
				v.Sync(after, evs, viewer)
				for i := 0; i < 60*60 && v.Update(1.0/60); i++ {
					if c.mid(v) {
						s.frame(v)
						if dir != "" {
							savePNG(t, s.screen, dir, c.name)
						}
						done = true
						return false
					}
				}
				return true
			})
			if !done {
				t.Fatal("the moment was not found")
			}
		})
	}
}
