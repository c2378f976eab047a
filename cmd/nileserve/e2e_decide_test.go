package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// The games whose turns are sequences of decisions (Pharaon, Egizia) are
// played one decision at a time, each chosen by kind and checked by the
// phase that follows: random clicks would wander for minutes.

// choice is one legal action of the human and the clicks that play it.
type choice struct {
	Action string
	Points [][]float64
}

// decider plays the human's decisions of the match on screen by clicking.
type decider struct {
	b    *tab
	game string
	rng  *rand.Rand
	st   gameState // after the last decision
	// played are the human's actions, at the match's moves at.
	played []string
	at     []int
	// inside: the other seats' turns are played by the rules inside the
	// human's moves (Pharaon's Traitor), so the match counts the human's
	// moves only. Otherwise bots move between the human's decisions.
	inside bool
}

// decide waits for the human's first decision of the match just started
// from the menu.
func (b *tab) decide(game string, rng *rand.Rand, inside bool) *decider {
	b.tb.Helper()
	b.waitFor("the "+game+" match", `nileTest.state().scene === "match"`, 20*time.Second)
	b.waitFor("the human's first decision", `nileTest.state().humanToAct`, 30*time.Second)
	return &decider{b: b, game: game, rng: rng, st: b.state(), inside: inside}
}

// choices lists the legal actions the human can play by clicking, each
// with its clicks (nileTest.clickFor of every index: it gives the next
// clickable one from there).
func (d *decider) choices() []choice {
	d.b.tb.Helper()
	var out []choice
	for k := 0; k < d.st.Legal; k++ {
		var c *choice
		d.b.eval(fmt.Sprintf(`nileTest.clickFor(%d)`, k), &c)
		if c != nil && len(c.Points) > 0 && !slices.ContainsFunc(out, func(o choice) bool { return o.Action == c.Action }) {
			out = append(out, *c)
		}
	}
	return out
}

// among are the choices whose action matches.
func among(cs []choice, match func(string) bool) []choice {
	var in []choice
	for _, c := range cs {
		if match(c.Action) {
			in = append(in, c)
		}
	}
	return in
}

// pick is a choice whose action matches, drawn with the rng.
func (d *decider) pick(cs []choice, match func(string) bool, what string) choice {
	d.b.tb.Helper()
	in := among(cs, match)
	if len(in) == 0 {
		d.b.tb.Fatalf("%s, phase %q: no clickable %s among %d legal actions (%v)", d.game, d.st.Phase, what, d.st.Legal, cs)
	}
	return in[d.rng.IntN(len(in))]
}

// play clicks c, waits until the match has taken it and the human may
// act again (the other seats' turns are animated, or thought over, in
// between), and checks the new state with ok, which want describes.
func (d *decider) play(c choice, want string, ok func(gameState) bool) gameState {
	b, t := d.b, d.b.tb
	t.Helper()
	before := d.st.Moves
	for _, p := range c.Points {
		b.click(p[0], p[1])
	}
	b.waitFor(fmt.Sprintf("clicking %v to play %s", c.Points, c.Action),
		fmt.Sprintf(`(s => s.scene !== "match" || s.moves > %d)(nileTest.state())`, before), 10*time.Second)
	b.waitFor("the human's turn after "+c.Action, `(s => s.scene !== "match" || s.humanToAct || s.terminal)(nileTest.state())`, time.Minute)
	d.played, d.at = append(d.played, c.Action), append(d.at, before)
	d.st = b.state()
	st := d.st
	moved := st.Moves == before+1 || !d.inside && st.Moves > before
	if st.Scene != "match" || !moved || !ok(st) {
		t.Fatalf("%s: after %s (move %d) scene %q, %d moves, phase %q, round %d; want %s",
			d.game, c.Action, before+1, st.Scene, st.Moves, st.Phase, st.Round, want)
	}
	return st
}

// checkSave checks that the autosave holds the match's moves, the
// human's among them where it played them, and returns it.
func (d *decider) checkSave() autosave {
	t := d.b.tb
	t.Helper()
	save := d.b.autosave(d.game)
	acts := save.Match.Actions
	if len(acts) != d.st.Moves {
		t.Errorf("%s: the autosave holds %d moves, the match %d", d.game, len(acts), d.st.Moves)
	}
	for i, a := range d.played {
		if j := d.at[i]; j >= len(acts) || acts[j] != a {
			t.Errorf("%s: the autosave holds %v, the human played %s at move %d", d.game, acts, a, j+1)
			break
		}
	}
	return save
}

// autosave is a game's autosave in localStorage (one per game).
type autosave struct {
	Seats []struct{ Kind string }
	Match struct {
		Game    string
		Options map[string]string
		Actions []string
	}
}

func (b *tab) autosave(game string) autosave {
	b.tb.Helper()
	var s autosave
	b.eval(`JSON.parse(localStorage.getItem("nilegames/autosave-`+game+`.json") || "{}")`, &s)
	return s
}

// Matches of an action: prefix those that start with p, is the action a
// alone, anyAction every one.
func prefix(p string) func(string) bool {
	return func(a string) bool { return strings.HasPrefix(a, p) }
}

func is(a string) func(string) bool { return func(b string) bool { return a == b } }

func anyAction(string) bool { return true }
