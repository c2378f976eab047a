package main

import (
	"math/rand/v2"
	"strings"
)

// egiziaAnytime reports an Anytime action (A25: Nile card uses, the mill,
// stone sales, field attachments): legal at most decisions, they leave the
// decision where it is.
func egiziaAnytime(a string) bool {
	for _, p := range []string{"use:", "mill:", "sell:", "attach:"} {
		if strings.HasPrefix(a, p) {
			return true
		}
	}
	return false
}

// egiziaPlacement reports a ship placement of Place ships (§4.2).
func egiziaPlacement(a string) bool {
	for _, p := range []string{"place:", "slot:", "wait:", "g9:", "g10:"} {
		if strings.HasPrefix(a, p) {
			return true
		}
	}
	return false
}

// playEgizia sets up, from the menu, a 2-player Egizia match of a human
// against the easy bot and plays round 1 by clicking: the setup Sphinx
// card, a few ships (one in a building zone when it can) and a pass, then
// what Produce, Feed and Build ask of the human, until round 2 begins (a
// whole game takes many minutes of software WebGL). It checks the phase
// after each decision and that the autosave holds the human's moves where
// they were played. It returns the human's number of moves.
func (b *tab) playEgizia(rng *rand.Rand) int {
	t := b.tb
	t.Helper()
	b.clickWidget("game.egizia")
	b.clickWidget("players.2")
	b.clickWidget("seat.0.kind.human")
	b.clickWidget("seat.1.kind.easy")
	b.waitUpdates(3)
	b.screenshot("egizia-menu")
	b.clickWidget("start")
	// The order tiles are drawn: the bot may keep its Sphinx card first.
	d := b.decide("egizia", rng, false)
	st := d.st
	if strings.Join(st.Seats, ",") != "human,easy" || st.Moves > 1 || st.Phase != "setup_sphinx" || st.Round != 0 {
		t.Fatalf("Egizia: seats %v, %d moves, phase %q, round %d; want a new game of a human against the easy bot keeping a setup Sphinx card",
			st.Seats, st.Moves, st.Phase, st.Round)
	}
	play := func(c choice, want string, ok func(gameState) bool) { st = d.play(c, want, ok) }
	inRound1 := func(s gameState) bool { return s.Round == 1 }

	// §3.1: keep one of the two Sphinx cards dealt; round 1 begins once
	// both seats have, with the human to place a ship.
	play(d.pick(d.choices(), prefix("setup:keep"), "setup Sphinx card"), "a ship to place in round 1",
		func(s gameState) bool { return s.Round == 1 && s.Phase == "place" })

	// §4.2 to §4.5: ships, then pass; what a placement gives (a crew, the
	// flood, a market...) is the human's too. Then the decisions of
	// Produce (a window), Feed (confirm) and Build (build or decline,
	// its items, the Sphinx cards drawn) until round 2's first ship.
	ships, slotted, passed, built := 0, false, false, false
	phases := map[string]int{}
	for i := 0; st.Round == 1; i++ {
		if i > 40 {
			t.Fatalf("Egizia: round 1 does not end after %d decisions (phase %q)", i, st.Phase)
		}
		phases[st.Phase]++
		cs := d.choices()
		moves := among(cs, func(a string) bool { return !egiziaAnytime(a) })
		var c choice
		want, ok := "round 1 going on", inRound1
		switch st.Phase {
		case "place":
			if passed {
				t.Fatalf("Egizia: a ship to place after the pass: %v", cs)
			}
			// A ship or two early on the river (a ship further down
			// closes the spaces above it), then one in a building zone.
			places := among(moves, prefix("place:"))
			switch {
			case ships < 2 && len(places) > 0:
				c = places[d.rng.IntN(min(2, len(places)))] // in river order
			case !slotted && ships < 4 && len(among(moves, prefix("slot:"))) > 0:
				c = d.pick(moves, prefix("slot:"), "ship in a zone")
				slotted = true
			case !slotted && ships < 4 && len(among(moves, egiziaPlacement)) > 0:
				c = d.pick(moves, egiziaPlacement, "ship placement")
			default:
				c = d.pick(moves, is("pass"), "pass")
				passed = true
			}
			if c.Action != "pass" {
				ships++
			}
		case "feed":
			// Asked only with something to choose (R4, a Wheat card):
			// confirm the feeding as it stands.
			c = d.pick(moves, is("feed"), "feeding")
			want, ok = "the feeding done", func(s gameState) bool { return s.Phase != "feed" || s.Round != 1 }
		case "build":
			// Build once when the stones allow it.
			if !built && len(among(moves, prefix("build:"))) > 0 {
				c = d.pick(moves, prefix("build:"), "build")
				built = true
				want, ok = "the build's items", func(s gameState) bool { return s.Phase == "build_items" }
			} else {
				c = d.pick(moves, is("decline"), "decline")
			}
		case "build_items":
			// Done once there is an item (a brick, a statue...), else
			// one; a boost (a "use:") only when nothing else fits.
			item := func(a string) bool { return strings.HasPrefix(a, "item:") || strings.HasPrefix(a, "sphinx:") }
			switch {
			case len(among(cs, is("done"))) > 0:
				c = d.pick(cs, is("done"), "done")
			case len(among(cs, item)) > 0:
				c = d.pick(cs, item, "item")
			default:
				c = d.pick(cs, anyAction, "boost")
			}
		case "window", "extra_build":
			c = d.pick(moves, is("done"), "done")
		default:
			c = d.pick(moves, anyAction, "choice")
		}
		play(c, want, func(s gameState) bool { return ok(s) || s.Round == 2 && s.Phase == "place" })
	}
	if st.Round != 2 || st.Phase != "place" {
		t.Fatalf("Egizia: after round 1, phase %q of round %d; want a ship to place in round 2", st.Phase, st.Round)
	}
	if ships < 2 || !passed {
		t.Errorf("Egizia round 1: %d ships placed, passed %v; want ships placed, then a pass", ships, passed)
	}
	b.waitUpdates(3)
	b.screenshot("egizia-match")

	save := d.checkSave()
	if save.Match.Game != "egizia" || len(save.Seats) != 2 || save.Seats[0].Kind != "human" || save.Seats[1].Kind != "easy" ||
		save.Match.Options["players"] != "2" {
		t.Errorf("Egizia autosave: game %q, seats %+v, options %v; want the human against the easy bot", save.Match.Game, save.Seats, save.Match.Options)
	}
	t.Logf("Egizia: the human played %s (decisions by phase %v); now round %d, %d moves in all",
		strings.Join(d.played, " "), phases, st.Round, st.Moves)
	return len(d.played)
}
