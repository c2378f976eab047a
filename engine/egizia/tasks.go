package egizia

import "nilegames/engine"

// The effect queue: the Ops of a card, tile or printed space (and BUILD's
// obelisk market choice, a free brick's bonuses), resolved in order, head
// first. Automatic steps resolve at once; a choice sets its phase and
// waits; a choice with one possibility resolves itself, one with none is
// lost. When the queue empties, tasksDone continues by s.cont.

// task.seat packs the seat (bits 0..2) and taskTile (the Op comes from a
// tile or printed space, else from a card): the events' reason codes.
const (
	taskSeat = 0x07
	taskTile = 0x10
)

// FloodMoved: a seat moved the flood marker From → To (0 Top..2 Bottom).
type FloodMoved struct{ Player, From, To int }

// FloodKept: a seat that could move the flood marker left it At (0 Top..2
// Bottom): the "no move" of an optional flood move, so the log can say so.
type FloodKept struct{ Player, At int }

// WaitTileGained: NT04 resolved: seat may build with a waiting ship in the
// Build step this round.
type WaitTileGained struct{ Player int }

// FreeBrickLost: a free brick (R23/R45) had no legal space (A32).
type FreeBrickLost struct{ Player int }

// Glory: R47 (Pyramid true: pyramid + statues) or R50 (obelisk +
// colonnade) counted Bricks bricks of seat; Scored follows when > 0.
type Glory struct {
	Player, Bricks int
	Pyramid        bool
}

func (FloodMoved) EventName() string     { return "flood_moved" }
func (FloodKept) EventName() string      { return "flood_kept" }
func (WaitTileGained) EventName() string { return "wait_tile_gained" }
func (FreeBrickLost) EventName() string  { return "free_brick_lost" }
func (Glory) EventName() string          { return "glory" }

// pushTask queues op for seat (a card's, or BUILD's obelisk bonus).
func (s *State) pushTask(seat int, op Op) { s.pushTaskFrom(seat, op, false) }

func (s *State) pushTaskFrom(seat int, op Op, tile bool) {
	if op.Kind == OpNone || int(s.taskN) >= len(s.tasks) {
		return // never full: an effect queues at most a few steps
	}
	v := int8(seat)
	if tile {
		v |= taskTile
	}
	s.tasks[s.taskN] = task{op: op, seat: v}
	s.taskN++
}

func (s *State) popTask() {
	copy(s.tasks[:], s.tasks[1:s.taskN])
	s.taskN--
}

func (t task) who() int { return int(t.seat & taskSeat) }

func (t task) reason() string {
	switch {
	case t.op.Kind == OpMarket && t.op.A == MktChoice:
		return RsnObelisk
	case t.seat&taskTile != 0:
		return RsnTile
	}
	return RsnCard
}

// crewChoices is the crews a "+n to a crew of your choice" can raise
// (Strength below the cap; the gain is mandatory, §2.7).
func (s *State) crewChoices(seat int) (n, last int) {
	for c := 0; c < NumCrews; c++ {
		if s.pl[seat].Str[c] < MaxStr {
			n++
			last = c
		}
	}
	return n, last
}

// runTasks resolves the queue until a step needs a decision or it is
// empty (then tasksDone).
func (s *State) runTasks() {
	for s.taskN > 0 {
		t := s.tasks[0]
		seat := t.who()
		op := t.op
		switch op.Kind {
		case OpCrew:
			if op.A != CrewChoice {
				s.popTask()
				s.addStrength(seat, int(op.A), int(op.B), t.reason())
				continue
			}
			n, last := s.crewChoices(seat)
			if n > 1 {
				s.decide(seat, PhCrew)
				return
			}
			s.popTask()
			if n == 1 {
				s.addStrength(seat, last, int(op.B), t.reason())
			}
		case OpFlood:
			s.decide(seat, PhFlood)
			return
		case OpMarket:
			if op.A == MktChoice {
				s.decide(seat, PhMarket)
				return
			}
			s.popTask()
			s.marketStep(seat, int(op.A), int(op.B), t.reason())
		case OpStone:
			s.popTask()
			s.addStone(seat, int(op.B), t.reason())
		case OpPoints:
			s.popTask()
			s.addScore(seat, int(op.B), t.reason())
		case OpFreeBrick:
			var buf [16]engine.Action
			ts := s.freeTargets(seat, buf[:0])
			if len(ts) > 1 {
				s.decide(seat, PhFreeBrick)
				return
			}
			s.popTask()
			if len(ts) == 1 {
				s.placeFree(seat, int(ts[0])-aFree)
			} else if s.Recording() {
				s.Record(FreeBrickLost{Player: seat})
			}
		case OpGloryPyr, OpGloryObe:
			s.popTask()
			pyr := op.Kind == OpGloryPyr
			n := s.gloryBricks(seat, pyr)
			if s.Recording() {
				s.Record(Glory{Player: seat, Bricks: n, Pyramid: pyr})
			}
			s.addScore(seat, n, t.reason())
		case OpWaitingShip:
			s.popTask()
			s.pl[seat].WaitTile = true
			if s.Recording() {
				s.Record(WaitTileGained{Player: seat})
			}
		default:
			s.popTask()
		}
	}
	s.tasksDone()
}

func (s *State) decide(seat int, ph Phase) {
	s.actor = int8(seat)
	s.phase = ph
}

// gloryBricks counts seat's bricks on the board for R47 (pyr: the pyramid
// and the statues) or R50 (the obelisk and the colonnade).
func (s *State) gloryBricks(seat int, pyr bool) int {
	if pyr {
		return s.pyramidBricks(seat) + s.statueBricks(seat)
	}
	return s.obeliskBricks(seat) + int(s.pl[seat].Col)
}

// floodReach reports whether the flood marker may go to f now (A5: up to
// the task's A spaces; staying is the "no move").
func (s *State) floodReach(f int) bool {
	d := f - int(s.flood)
	if d < 0 {
		d = -d
	}
	return f >= 0 && f < NumFlood && d <= int(s.tasks[0].op.A)
}

// legalTask: the choices of the task at the head of the queue.
func (s *State) legalTask(dst []engine.Action) []engine.Action {
	if s.taskN == 0 {
		return dst
	}
	seat := s.tasks[0].who()
	switch s.phase {
	case PhCrew:
		for c := 0; c < NumCrews; c++ {
			if s.pl[seat].Str[c] < MaxStr {
				dst = append(dst, engine.Action(aCrew+c))
			}
		}
	case PhFlood:
		for f := 0; f < NumFlood; f++ {
			if s.floodReach(f) {
				dst = append(dst, engine.Action(aFlood+f))
			}
		}
	case PhMarket:
		dst = append(dst, aMarket+MktWheat, aMarket+MktStone)
	case PhFreeBrick:
		dst = s.freeTargets(seat, dst)
	}
	return dst
}

// applyTask resolves the head task with choice a, then the rest.
func (s *State) applyTask(a engine.Action) error {
	if s.taskN == 0 {
		return engine.Illegal("no effect to resolve")
	}
	t := s.tasks[0]
	seat := t.who()
	switch s.phase {
	case PhCrew:
		c := int(a) - aCrew
		if !in(a, aCrew, NumCrews) || s.pl[seat].Str[c] >= MaxStr {
			return engine.Illegal("crew %d cannot gain Strength", c)
		}
		s.popTask()
		s.addStrength(seat, c, int(t.op.B), t.reason())
	case PhFlood:
		f := int(a) - aFlood
		if !in(a, aFlood, NumFlood) || !s.floodReach(f) {
			return engine.Illegal("flood position %d out of reach", f)
		}
		s.popTask()
		if from := int(s.flood); f != from {
			s.flood = int8(f)
			if s.Recording() {
				s.Record(FloodMoved{Player: seat, From: from, To: f})
			}
		} else if s.Recording() {
			s.Record(FloodKept{Player: seat, At: f})
		}
	case PhMarket:
		if !in(a, aMarket, NumMarkets) {
			return engine.Illegal("no market %d", int(a)-aMarket)
		}
		s.popTask()
		s.marketStep(seat, int(a)-aMarket, int(t.op.B), t.reason())
	case PhFreeBrick:
		var buf [16]engine.Action
		ok := false
		for _, x := range s.freeTargets(seat, buf[:0]) {
			ok = ok || x == a
		}
		if !ok {
			return engine.Illegal("no free brick there")
		}
		s.popTask()
		s.placeFree(seat, int(a)-aFree)
	default:
		return engine.Illegal("no effect choice in phase %v", s.phase)
	}
	s.runTasks()
	return nil
}
