package pharaonview

import (
	"os"
	"testing"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render/anim"
	"nilegames/scenes/layout"
)

// animShotDir is where the mid-animation pictures go: $PHARAON_ANIM_SHOTS,
// else /tmp/vanim.
func animShotDir() string {
	if d := os.Getenv("PHARAON_ANIM_SHOTS"); d != "" {
		return d
	}
	return "/tmp/vanim"
}

// TestAnimShots writes pictures in the middle of animations, for a
// person to look at: the wheel turning at a new round, a card sliding
// from the display to a panel, a Traitor resource dropping on its tile.
// Each is taken when its tween is half done, so it also checks that the
// moves it shows happen.
func TestAnimShots(t *testing.T) {
	dir := animShotDir()
	for _, c := range []struct {
		name    string
		players int
		seed    uint64
		want    func(evs []engine.Event) bool
		mid     func(v *View) bool
	}{
		{"anim_wheel_turning.png", 4, 3,
			func(evs []engine.Event) bool { return hasEvent[pharaon.WheelRotated](evs) },
			func(v *View) bool {
				sh := v.fx.wheelShift()
				return sh != 0 && sh > -0.6 && sh < 0.6 && sh != float64(int(sh))
			}},
		{"anim_card_sliding.png", 3, 5,
			func(evs []engine.Event) bool {
				return hasEvent[pharaon.ArtisanTaken](evs) || hasEvent[pharaon.NobleTaken](evs)
			},
			func(v *View) bool { return v.fx.moving(lkArtisan, 0.45) || v.fx.moving(lkNoble, 0.45) }},
		{"anim_traitor_drop.png", 1, 4,
			func(evs []engine.Event) bool { return hasEvent[pharaon.TraitorTilePlaced](evs) },
			func(v *View) bool {
				for _, s := range v.fx.sprites {
					if s.look == lkRes && s.phase == spMove && s.t > 0.35 && s.from.Y < s.to.Y-10 && s.to.Y > v.pl.Traitor.R.Y {
						return true
					}
				}
				return false
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			done := false
			animGame(t, c.players, c.seed, func(move int, before, after *pharaon.State, evs []engine.Event) {
				if done || !c.want(evs) {
					return
				}
				n := max(c.players, 2)
				env := animEnv(t, n, anim.Normal)
				if c.players == 1 {
					env.Seats[1].Name = "Traitor"
				}
				m := layout.MatchLayout(n, false)
				v, _ := boardView(t, env, before)
				img := screen(v, m)
				img.Deallocate()
				v.Sync(after, evs, 0)
				for i := 0; i < 60*30 && v.Update(1.0/60); i++ {
					if c.mid(v) {
						img := screen(v, m)
						savePNG(t, img, dir, c.name)
						img.Deallocate()
						done = true
						return
					}
				}
			})
			if !done {
				t.Fatal("the moment was not found")
			}
		})
	}
}

// moving reports whether a sprite of look is moving, past progress t.
func (fx *effects) moving(look int, t float64) bool {
	for _, s := range fx.sprites {
		if s.look == look && s.phase == spMove && s.t > t && s.t < 0.8 {
			return true
		}
	}
	return false
}
