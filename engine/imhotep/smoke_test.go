package imhotep

import (
	"errors"
	"fmt"
	"testing"

	"nilegames/engine"
)

// randomSides draws a side mix from r.
func randomSides(r *engine.RNG) string {
	b := make([]byte, NumSites)
	for i := range b {
		b[i] = "AB"[r.IntN(2)]
	}
	return string(b)
}

// playRandom plays a uniformly random game and checks the contract on the
// way: Legal sorted, unique, non-empty; every legal action accepted; the
// length within MaxActions.
func playRandom(t *testing.T, opts engine.Options, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(opts, seed)
	if err != nil {
		t.Fatalf("NewState(%v): %v", opts, err)
	}
	s := st.(*State)
	r := engine.NewRNG(seed ^ 0x5eed)
	var legal []engine.Action
	for n := 0; !s.Terminal(); n++ {
		if n > maxActions {
			t.Fatalf("%v seed %d: more than %d actions", opts, seed, maxActions)
		}
		legal = s.Legal(legal)
		if len(legal) == 0 {
			t.Fatalf("%v seed %d: no legal action\n%s", opts, seed, s)
		}
		for i := 1; i < len(legal); i++ {
			if legal[i] <= legal[i-1] {
				t.Fatalf("%v seed %d: legal not sorted/unique: %v", opts, seed, legal)
			}
		}
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v seed %d: legal %s refused: %v\n%s", opts, seed, s.ActionString(a), err, s)
		}
		if msg := conservation(s); msg != "" {
			t.Fatalf("%v seed %d after %s: %s\n%s", opts, seed, s.ActionString(a), msg, s)
		}
	}
	return s
}

// conservation checks that every seat still has its 29 stones somewhere
// (quarry, sled, ships, sites, or in transit in pending work) and that the
// 34 market cards are all somewhere.
func conservation(s *State) string {
	for p := 0; p < int(s.np); p++ {
		n := int(s.quarry[p]) + int(s.sled[p])
		for site := range s.siteStones {
			n += int(s.siteStones[site][p])
		}
		for id := range s.slots {
			for _, o := range s.slots[id] {
				if s.inRound(id) && int(o) == p {
					n++
				}
			}
		}
		for _, f := range s.stack[:s.sp] {
			if f.kind == fUnload {
				n += int(f.ret[p]) // at the market, not yet returned
			}
			if f.kind == fPyrChoice && int(f.player) == p {
				n++ // waiting for its pyramid
			}
		}
		if n != UsableStones || s.sled[p] < 0 || s.sled[p] > SledCapacity || s.quarry[p] < 0 {
			return fmt.Sprintf("seat %d: %d stones, sled %d quarry %d", p, n, s.sled[p], s.quarry[p])
		}
	}
	cards := int(s.deckN) + int(s.discN)
	for _, c := range append(s.face[:], s.pair[:]...) {
		if c != noCard {
			cards++
		}
	}
	for p := 0; p < int(s.np); p++ {
		for _, k := range s.cards[p] {
			cards += int(k)
		}
	}
	for _, f := range s.stack[:s.sp] {
		switch {
		case f.kind == fPairKeep && f.card2 != noCard:
			cards += 2
		case f.kind == fPairKeep || f.kind == fRedDone:
			cards++
		}
	}
	if cards != DeckSize {
		return fmt.Sprintf("%d market cards", cards)
	}
	return ""
}

func TestRandomPlayouts(t *testing.T) {
	r := engine.NewRNG(7)
	for i := 0; i < 300; i++ {
		np := 2 + i%3
		opts := engine.Options{"players": fmt.Sprint(np), "sides": randomSides(&r), "wrath": fmt.Sprint(i%2 == 0)}
		s := playRandom(t, opts, uint64(i))
		if w := s.Winners(); len(w) == 0 {
			t.Fatalf("%v seed %d: no winner at the end", opts, i)
		}
		if err := s.Apply(Act(KindGet, 0, 0, 0)); !errors.Is(err, engine.ErrIllegal) {
			t.Fatalf("action after the end: %v", err)
		}
	}
}

// FuzzPlay plays games whose choices come from the fuzzer, mixing in raw
// action values that must be refused without a change or a panic.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 200, 7})
	f.Add(uint64(42), []byte{9, 9, 9, 255, 0, 13, 77})
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		r := engine.NewRNG(seed)
		opts := engine.Options{"players": fmt.Sprint(2 + r.IntN(3)), "sides": randomSides(&r), "wrath": "true"}
		st, err := Game{}.NewState(opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		var legal []engine.Action
		for i := 0; !s.Terminal() && i < maxActions; i++ {
			legal = s.Legal(legal)
			var c byte
			if len(choices) > 0 {
				c = choices[i%len(choices)]
			}
			raw := engine.Action(int32(c)<<8 | int32(i))
			_ = s.ActionString(raw)
			before := s.String()
			if err := s.Apply(raw); err != nil && s.String() != before {
				t.Fatalf("refused %d changed the state", raw)
			}
			if s.Terminal() {
				break
			}
			legal = s.Legal(legal)
			if err := s.Apply(legal[int(c)%len(legal)]); err != nil {
				t.Fatal(err)
			}
			if msg := conservation(s); msg != "" {
				t.Fatal(msg)
			}
		}
	})
}
