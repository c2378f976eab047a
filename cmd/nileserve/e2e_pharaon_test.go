package main

import (
	"math/rand/v2"
	"strings"
)

// pharaonQuarter reports an action string of a Quarter action (§5).
func pharaonQuarter(a string) bool {
	for _, p := range []string{"artisan:", "noble:", "nile:", "burial", "offerings:"} {
		if strings.HasPrefix(a, p) {
			return true
		}
	}
	return false
}

// playPharaonSolo sets up, from the menu, a solo Pharaon game against the
// Traitor at level 2 and plays by clicking: the setup Noble and Jar, then
// turns of Quarter actions, each paid in the payment panel, then a pass,
// and there it stops (a whole game takes many minutes of software WebGL).
// It checks the phase after each move, and that the autosave holds exactly
// the human's moves. It returns the human's number of moves.
func (b *tab) playPharaonSolo(rng *rand.Rand) int {
	t := b.tb
	t.Helper()
	b.clickWidget("game.pharaon")
	b.clickWidget("players.1")
	b.clickWidget("seat.0.kind.human")
	for _, opt := range []string{"traitor=2", "discovery[0]=0"} {
		b.clickWidget("opt." + opt)
	}
	b.waitUpdates(3)
	b.screenshot("pharaon-menu")
	b.clickWidget("start")
	d := b.decide("pharaon", rng, true)
	st := d.st
	if strings.Join(st.Seats, ",") != "human,automaton" || st.Moves != 0 || st.Phase != "setup_noble" || st.Round != 0 {
		t.Fatalf("Pharaon: seats %v, %d moves, phase %q, round %d; want a new game of a human against the Traitor choosing a setup Noble",
			st.Seats, st.Moves, st.Phase, st.Round)
	}

	play := func(c choice, want string, ok func(gameState) bool) { st = d.play(c, want, ok) }
	pick, choices := d.pick, d.choices

	// §3.2: keep one of the two Nobles drawn, then take a face-up Jar.
	play(pick(choices(), prefix("keep:noble"), "setup Noble"), "the Jar to choose",
		func(s gameState) bool { return s.Phase == "setup_jar" })
	// The Jar may ask more before round 1 begins: a gain of the kept
	// Noble on it (Diplomat, Tutor), or, with the Wise Woman or the
	// Treasurer kept, the end of the setup turn (A14, A22).
	begun := func(s gameState) bool { return s.Round == 1 && (s.Phase == "turn" || s.Phase == "split") }
	play(pick(choices(), prefix("setup:jar"), "setup Jar"), "round 1 begun or the setup going on",
		func(s gameState) bool { return begun(s) || s.Round == 0 })
	for i := 0; !begun(st); i++ {
		if i > 5 {
			t.Fatalf("Pharaon: the setup does not end (phase %q, round %d)", st.Phase, st.Round)
		}
		play(pharaonOnward(d), "round 1 begun or the setup going on",
			func(s gameState) bool { return begun(s) || s.Round == 0 })
	}

	// Turns: a Quarter action paid in the payment panel, then whatever
	// it asks, until the human's next turn; then a pass.
	paid := 0
	for turn := 0; ; turn++ {
		if turn > 12 {
			t.Fatalf("Pharaon: no pass after %d turns", turn)
		}
		// The Traitor's resources to split between its tiles and the
		// wheel (§8.2) are the human's choice.
		for st.Phase == "split" {
			play(pick(choices(), prefix("split:"), "split"), "the split done",
				func(s gameState) bool { return s.Phase != "split" || s.Round == 1 })
		}
		if st.Phase != "turn" || st.Round != 1 {
			t.Fatalf("Pharaon, turn %d: phase %q round %d, want a turn of round 1", turn, st.Phase, st.Round)
		}
		cs := choices()
		if paid < 2 && len(among(cs, pharaonQuarter)) > 0 {
			play(pick(cs, pharaonQuarter, "Quarter action"), "its payment",
				func(s gameState) bool { return s.Phase == "pay" })
			if paid == 0 {
				b.waitUpdates(3)
				b.screenshot("pharaon-pay")
			}
			// The panel opens on the cheapest payment: Confirm alone
			// pays it. The second time, another payment is chosen
			// when there is one.
			pays := choices()
			var sugg []choice
			for _, c := range pays {
				if !strings.HasPrefix(c.Action, "pay:") {
					t.Fatalf("Pharaon: %s is legal while paying", c.Action)
				}
				if len(c.Points) == 1 {
					sugg = append(sugg, c)
				}
			}
			if len(sugg) != 1 {
				t.Fatalf("Pharaon: %d payments by a single click (Confirm), want the suggestion alone: %v", len(sugg), pays)
			}
			c := sugg[0]
			if paid == 1 && len(pays) > 1 {
				c = pick(pays, func(a string) bool { return a != sugg[0].Action }, "other payment")
			}
			play(c, "the payment made", func(s gameState) bool { return s.Phase != "pay" })
			paid++
			// What the action gives (a Nile level, a Bonus...), then the
			// end of the turn.
			for i := 0; st.Phase != "turn" && st.Phase != "split"; i++ {
				if i > 10 {
					t.Fatalf("Pharaon: the turn does not end (phase %q)", st.Phase)
				}
				play(pharaonOnward(d), "the turn going on", func(s gameState) bool { return s.Round == 1 })
			}
			continue
		}
		if paid == 0 {
			t.Fatalf("Pharaon: no Quarter action to play at the first turn: %v", cs)
		}
		// §6: pass, taking a Jar. What the pass still asks of the human
		// comes first: a Jar power, the end of the turn, or, when the
		// Traitor plays on, its split. Then either the human's Pyramid
		// gain when its turn comes back, or the next round if the
		// Traitor had passed; never another turn of round 1.
		notTurn := func(s gameState) bool { return s.Round != 1 || s.Phase != "turn" }
		play(pick(cs, prefix("pass"), "pass"), "no turn of round 1 after the pass", notTurn)
		for i := 0; st.Round == 1 && st.Phase != "pyramid"; i++ {
			if i > 20 {
				t.Fatalf("Pharaon: after the pass, no Pyramid gain nor round 2 (phase %q)", st.Phase)
			}
			play(pharaonOnward(d), "no turn of round 1 after the pass", notTurn)
		}
		break
	}
	b.waitUpdates(3)
	b.screenshot("pharaon-match")

	// The Traitor's turns are no moves of the match: the save holds
	// exactly the human's.
	save := d.checkSave()
	if save.Match.Game != "pharaon" || len(save.Seats) != 2 || save.Seats[0].Kind != "human" || save.Seats[1].Kind != "automaton" ||
		save.Match.Options["players"] != "1" || save.Match.Options["traitor"] != "2" || save.Match.Options["discovery"] != "0" {
		t.Errorf("Pharaon autosave: game %q, seats %+v, options %v; want the human against the Traitor at level 2, no Discovery",
			save.Match.Game, save.Seats, save.Match.Options)
	}
	t.Logf("Pharaon: the human played %s; now phase %s of round %d", strings.Join(d.played, " "), st.Phase, st.Round)
	return len(d.played)
}

// pharaonOnward is a choice that moves the decision on: the split of the
// Traitor's resources, the end of the turn, else any clickable choice but
// the once-per-round powers (Wise Woman, Treasurer), which leave the
// decision where it is.
func pharaonOnward(d *decider) choice {
	cs := d.choices()
	switch d.st.Phase {
	case "split":
		return d.pick(cs, prefix("split:"), "split")
	case "end":
		return d.pick(cs, is("end"), "end of the turn")
	}
	return d.pick(cs, func(a string) bool {
		return !strings.HasPrefix(a, "wise:") && !strings.HasPrefix(a, "treasurer:")
	}, "choice in phase "+d.st.Phase)
}
