package pharaon

import (
	"errors"
	"reflect"
	"testing"

	"nilegames/engine"
)

// soloBare is a solo state built by hand for the Traitor's scenarios, at
// round 1 during the Traitor's turn: full supplies but for the 5
// association tokens, an empty wheel, the tiles T1..T5 light in that order
// associated with AGR, JUS, CON, ROY, COM (tile at position p ↔ resource
// p), nothing covered; decks in id order, the top being the highest id, so
// the Nobles display holds ids 25, 24, 23 (Nobles 26, 25, 24) over id 22
// and the Artisans display ids 29, 28, 27, 26 over id 25; the Jar pile
// holds Jars 0..29 (top 29); lots 1..3 hold {Resource Offering k,
// Quarter Offering k}, Bonus positions 1..3 a Prestige Offering each.
func soloBare(tb testing.TB) *State {
	tb.Helper()
	s := &State{Header: engine.NewHeader(engine.Options{"players": "1"}, 1), n: 2, players: 1, solo: true}
	s.pharaoh, s.first, s.lastJar = -1, 0, -1
	s.round, s.turn, s.phase, s.actor = 1, traitorSeat, PhTurn, 0
	for r := range s.supply {
		s.supply[r] = Supply
	}
	for c := range s.slots {
		for i := range s.slots[c] {
			s.slots[c][i], s.slotBy[c][i] = wheelEmpty, -1
		}
	}
	for i := range s.lots {
		s.lots[i] = [2]int8{-1, -1}
		s.bonus[i] = -1
	}
	for i := 0; i < 3; i++ {
		s.lots[i] = [2]int8{int8(OffRes + i), int8(OffQuarter + i)}
		s.bonus[i] = OffPrestige1
	}
	for id := 0; id < NumNobles; id++ {
		s.nobleDeck[id] = int8(id)
	}
	s.nobleN = NumNobles
	for i := range s.nobleDisp {
		s.nobleDisp[i] = -1
		s.refillNoble(i)
	}
	for id := 0; id < NumArtisans; id++ {
		s.artDeck[id] = int8(id)
	}
	s.artN = NumArtisans
	for i := range s.artDisp {
		s.artDisp[i] = -1
		s.refillArtisan(i)
	}
	for j := 0; j < NumJars; j++ {
		s.jarPile[j] = int8(j)
	}
	s.jarN = NumJars
	for k := range s.jarShown {
		s.jarShown[k] = -1
	}
	b := &s.bot
	for p := 0; p < NumTiles; p++ {
		b.order[p], b.assoc[p], b.filled[p] = int8(p), int8(p), 1
		s.supply[p]--
	}
	b.jar = -1
	return s
}

// record collects s's events from now on.
func record(s *State) *[]engine.Event {
	evs := &[]engine.Event{}
	s.SetRecorder(engine.RecorderFunc(func(e engine.Event) { *evs = append(*evs, e) }))
	return evs
}

// tilePlacements are the TraitorTilePlaced events among evs.
func tilePlacements(evs []engine.Event) []TraitorTilePlaced {
	var out []TraitorTilePlaced
	for _, e := range evs {
		if t, ok := e.(TraitorTilePlaced); ok {
			out = append(out, t)
		}
	}
	return out
}

// hasEvent reports whether evs holds an event equal to want.
func hasEvent(evs []engine.Event, want engine.Event) bool {
	for _, e := range evs {
		if reflect.DeepEqual(e, want) {
			return true
		}
	}
	return false
}

// wantIcon checks the §9.6 table: space (1..13) of tile t (0..4) on face
// (0 light, 1 dark) holds kind/arg. The scenarios rely on these.
func wantIcon(tb testing.TB, face, t, space int, kind, arg int8) {
	tb.Helper()
	if got := TraitorFaces[face][t].Space[space-1]; got != (Icon{kind, arg}) {
		tb.Fatalf("§9.6: face %d T%d space %d is %v, want %v", face, t+1, space, got, Icon{kind, arg})
	}
}

// fillWheel occupies the first n slots of colour c's segment.
func fillWheel(s *State, c, n int) {
	for i := 0; i < n; i++ {
		s.slots[c][i], s.slotBy[c][i] = int8(c), 0
	}
}

// traitorJar gives the Traitor a pile holding Jar j only.
func traitorJar(s *State, j int) {
	s.bot.pile[0], s.bot.pileN = int8(j), 1
}

func TestTraitorIllegalSplitLeavesStateUnchanged(t *testing.T) {
	s := soloBare(t)
	before := *s.clone()
	for _, a := range []engine.Action{aSplit, aSplit + 1} {
		if err := s.applySplit(a); !errors.Is(err, engine.ErrIllegal) {
			t.Fatalf("split %d outside PhSplit: err %v, want ErrIllegal", a, err)
		}
	}
	traitorJar(s, 0) // V01 AGR, JUS | CON: a split
	s.traitorTurn()
	if s.phase != PhSplit {
		t.Fatalf("phase %v, want split", s.phase)
	}
	mid := *s.clone()
	for _, a := range []engine.Action{aSplit - 1, aSplit + 2, aPay} {
		if err := s.applySplit(a); !errors.Is(err, engine.ErrIllegal) {
			t.Fatalf("action %d in PhSplit: err %v, want ErrIllegal", a, err)
		}
	}
	after := *s.clone()
	if !reflect.DeepEqual(mid, after) {
		t.Fatal("an illegal split changed the state")
	}
	_ = before
}

func TestTraitorSoloString(t *testing.T) {
	s := soloBare(t)
	for a, want := range map[engine.Action]string{aSplit: "split:left-to-tiles", aSplit + 1: "split:right-to-tiles"} {
		if got, ok := s.soloString(a); !ok || got != want {
			t.Errorf("soloString(%d) = %q, %v; want %q", a, got, ok, want)
		}
	}
	if _, ok := s.soloString(aPass); ok {
		t.Error("soloString claims aPass")
	}
}

func TestTraitorAccessors(t *testing.T) {
	s := soloBare(t)
	s.bot.order = [NumTiles]int8{4, 3, 2, 1, 0}
	s.bot.dark[4] = true
	s.bot.filled[1] = 7
	tiles, ok := s.TraitorTiles()
	if !ok {
		t.Fatal("TraitorTiles not ok in solo")
	}
	if tiles[0].Tile != 4 || !tiles[0].Dark || tiles[0].Jars != 7 || tiles[0].Icons != TraitorFaces[1][4].Space {
		t.Errorf("position 0: %+v, want T5 dark, 7 Jars", tiles[0])
	}
	if tiles[1].Tile != 3 || tiles[1].Dark || tiles[1].Filled != 7 || tiles[1].Assoc != JUS || tiles[1].Jars != 5 {
		t.Errorf("position 1: %+v, want T4 light, JUS, 7 filled, 5 Jars", tiles[1])
	}
	if s.TraitorJar() != -1 || s.TraitorPile() != 0 {
		t.Errorf("jar %d pile %d, want -1 0", s.TraitorJar(), s.TraitorPile())
	}
	if lvl, pp := s.TraitorNobleLevel(); lvl != 0 || pp != TraitorDefaultNobleLevel {
		t.Errorf("noble level %d/%d, want 0/6", lvl, pp)
	}
	s.bot.level = 12
	if lvl, pp := s.TraitorNobleLevel(); lvl != 12 || pp != 12 {
		t.Errorf("noble level %d/%d, want 12/12", lvl, pp)
	}
	if IconCode(IcNileMin) != "nile_least" || IconCode(-1) != "" || IconCode(numIcons) != "" {
		t.Error("IconCode")
	}
	if name, ok := s.Automaton(traitorSeat); !ok || name != "traitor" {
		t.Errorf("Automaton(1) = %q, %v", name, ok)
	}
	if _, ok := s.Automaton(0); ok {
		t.Error("Automaton(0) is not the Traitor")
	}
	var multi State
	if _, ok := multi.TraitorTiles(); ok || multi.TraitorJar() != -1 {
		t.Error("TraitorTiles/TraitorJar outside solo")
	}
}

// A state with no recorder must not build events; the Traitor's turn
// allocates nothing then.
func TestTraitorTurnNoAllocations(t *testing.T) {
	s := soloBare(t)
	base := *s
	allocs := testing.AllocsPerRun(100, func() {
		*s = base
		s.bot.filled = [NumTiles]int8{6, 3, 1, 1, 1} // O#3 and N×2 next
		traitorJar(s, 20)                            // V21 AGR, AGR | COM
		s.traitorTurn()
	})
	if allocs != 0 {
		t.Errorf("traitorTurn allocates %.1f times per run", allocs)
	}
}

// TestTraitorFullGames plays random solo games at every level and checks
// the Traitor's bookkeeping against its events as they come: every Jar
// revealed puts exactly 3 resources somewhere (§8.2), the tiles' covered
// spaces are the placements on them, it passes only with an empty pile
// (§8.5), a split is asked only when both colours fit (A19), and over the
// game it reveals every Jar of its 5 piles (25..29 by level, §8.8).
func TestTraitorFullGames(t *testing.T) {
	total := [6]int{25, 26, 26, 27, 28, 29}
	for level := 0; level <= 5; level++ {
		for seed := uint64(1); seed <= 20; seed++ {
			s := newGame(t, engine.Options{"players": "1", "traitor": itoa(level)}, seed)
			revealed, onTiles, placed := 0, 0, 3
			s.SetRecorder(engine.RecorderFunc(func(e engine.Event) {
				switch e := e.(type) {
				case TraitorJarRevealed:
					if placed != 3 {
						t.Fatalf("level %d seed %d: %d resources placed from the last Jar", level, seed, placed)
					}
					revealed++
					placed = 0
				case TraitorTilePlaced:
					placed++
					if e.Pos >= 0 {
						onTiles++
					}
				case WheelTokenPlaced:
					if e.Player == traitorSeat {
						placed++
					}
				case Passed:
					if e.Player == traitorSeat && s.bot.pileN != 0 {
						t.Fatalf("level %d seed %d: the Traitor passed holding %d Jars", level, seed, s.bot.pileN)
					}
				}
			}))
			rng := engine.NewRNG(seed * 7)
			var buf []engine.Action
			for n := 0; !s.Terminal(); n++ {
				if n > maxActions {
					t.Fatalf("level %d seed %d: no end", level, seed)
				}
				buf = s.Legal(buf[:0])
				mustApply(t, s, buf[rng.IntN(len(buf))])
				sum := 0
				for _, f := range s.bot.filled {
					sum += int(f) - 1
				}
				if sum != onTiles {
					t.Fatalf("level %d seed %d: %d spaces covered, %d placements", level, seed, sum, onTiles)
				}
				if s.phase == PhSplit {
					j := Jars[s.bot.jar]
					if s.freeSlot(int(j[0])) < 0 || s.freeSlot(int(j[1])) < 0 || j[0] == j[1] {
						t.Fatalf("level %d seed %d: split asked for Jar %v", level, seed, j)
					}
				}
			}
			if placed != 3 || revealed != total[level] {
				t.Errorf("level %d seed %d: %d Jars revealed (last placed %d), want %d", level, seed, revealed, placed, total[level])
			}
		}
	}
}
