package enginetest

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"testing"

	"nilegames/engine"
)

// Fuzz is the body of a `go test -fuzz` target for g: it adds a seed corpus
// and fuzzes FuzzBytes with opts.
func Fuzz(f *testing.F, g engine.Game, opts []engine.Options) {
	f.Helper()
	for _, in := range Corpus(g, opts) {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := FuzzBytes(g, opts, data); err != nil {
			t.Fatal(err)
		}
	})
}

// illegalByte and above, in a fuzz input, try an action that is not legal.
const illegalByte = 0xF0

// Corpus is the seed corpus Fuzz adds: for each option set, an empty match,
// a long random match with a few illegal tries, and illegal tries at the
// start.
func Corpus(g engine.Game, opts []engine.Options) [][]byte {
	n := max(1, min(len(opts), 256))
	long := min(g.Info().MaxActions, 1000) + 8
	var out [][]byte
	for i := range n {
		out = append(out, []byte{byte(i), 1, 0})
		r := engine.NewRNG(uint64(i) + 1)
		in := []byte{byte(i), byte(r.Uint64()), byte(r.Uint64())}
		for range long {
			b := byte(r.IntN(illegalByte))
			if r.IntN(20) == 0 {
				b = illegalByte + byte(r.IntN(256-illegalByte))
			}
			in = append(in, b)
		}
		out = append(out, in)
		out = append(out, []byte{byte(i), 2, 0, 0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 1, 2, 3, 4, 0, 0xF6, 0x80, 0, 0, 0})
	}
	return out
}

// FuzzBytes plays the match that data describes and checks it. data[0]
// picks the option set, data[1:3] the seed (little endian); each further
// byte below 0xF0 plays Legal[b % len(Legal)], and each byte from 0xF0 tries
// an action that is not legal, which must be refused without change: 0xF0
// to 0xF3 the boundary values 0, -1, MaxInt32, MinInt32; 0xF4 and 0xF5 the
// largest legal action + 1 and the smallest - 1; 0xF6 and above the int32
// made of the next four bytes. When the match ends, the remaining bytes only
// try illegal actions. At the end: clone independence, determinization, the
// save round trip and replay.
func FuzzBytes(g engine.Game, opts []engine.Options, data []byte) (err error) {
	info := g.Info()
	if len(opts) == 0 {
		opts = []engine.Options{nil}
	}
	pos := 0
	next := func() byte {
		pos++
		if pos <= len(data) {
			return data[pos-1]
		}
		return 0
	}
	o := opts[int(next())%len(opts)]
	seed := uint64(next()) | uint64(next())<<8
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
		if err != nil {
			err = fmt.Errorf("%s options {%s} seed %d input byte %d: %w", info.Name, o, seed, pos, err)
		}
	}()
	s, err := g.NewState(o, seed)
	if err != nil {
		return fmt.Errorf("NewState: %v", err)
	}
	for pos < len(data) {
		legal, err := checkState(s, info)
		if err != nil {
			return err
		}
		b := next()
		if b >= illegalByte {
			var a engine.Action
			switch b {
			case 0xF0, 0xF1, 0xF2, 0xF3:
				a = boundaries[b-0xF0]
			case 0xF4:
				if len(legal) == 0 || legal[len(legal)-1] == math.MaxInt32 {
					continue
				}
				a = legal[len(legal)-1] + 1
			case 0xF5:
				if len(legal) == 0 || legal[0] == math.MinInt32 {
					continue
				}
				a = legal[0] - 1
			default:
				a = engine.Action(int32(uint32(next()) | uint32(next())<<8 | uint32(next())<<16 | uint32(next())<<24))
			}
			if isLegal(legal, a) {
				continue
			}
			if err := checkRefused(s, a, snap(s)); err != nil {
				return err
			}
			continue
		}
		if s.Terminal() {
			continue
		}
		if err := applyLegal(s, legal[int(b)%len(legal)]); err != nil {
			return err
		}
	}
	legal, err := checkState(s, info)
	if err != nil {
		return err
	}
	before := snap(s)
	rng := engine.NewRNG(seed)
	for v := range s.NumPlayers() {
		if err := checkDeterminize(s, before, v, &rng, info, uint64(v) == seed%uint64(s.NumPlayers())); err != nil {
			return err
		}
	}
	if err := checkSaveLoad(s); err != nil {
		return err
	}
	if err := checkReplay(g, s); err != nil {
		return err
	}
	if len(legal) > 0 {
		if err := checkClone(s, before, legal[0], legal[len(legal)-1]); err != nil {
			return err
		}
	}
	if len(s.History()) > info.MaxActions {
		return errors.New("the match is longer than Info().MaxActions")
	}
	return nil
}
