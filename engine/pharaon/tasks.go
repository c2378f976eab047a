package pharaon

import "nilegames/engine"

// The task queue: the steps of an effect still to resolve (arrows, Bonus
// Offerings, Jars, choices), in order, head first. A step with a single
// possibility resolves itself; one with none is lost (§2.2, A16, A24).

const (
	tkRes      = iota // gain arg2 resources of type arg
	tkJar             // draw a random Jar and gain it (§2.7)
	tkArrow           // one Nile level on track arg or arg2; -1 -1: any track
	tkBonus           // one Bonus Offering: a Bonus position or the bag
	tkArtisan         // Nobles 23/24: take an Artisan with its gains
	tkChoice          // 1 base resource of choice
	tkDiplomat        // Noble 20 on Jar arg; arg2: the Jar's icons the supply gave (bits)
	tkTutor           // Noble 19 on the Jar just gained
)

// fxTaskPhase is the decision phase of each task kind (none for the
// automatic ones).
var fxTaskPhase = [...]Phase{tkRes: PhOver, tkJar: PhOver, tkArrow: PhArrow, tkBonus: PhBonus,
	tkArtisan: PhArtisan, tkChoice: PhChoice, tkDiplomat: PhDiplomat, tkTutor: PhTutor}

// fxMultisets is DiplomatSet (actions.go) as a table, for the hot path.
var fxMultisets = func() (m [numDiplomatSets][3]int8) {
	i := 0
	for a := 0; a < NumBase; a++ {
		for b := a; b < NumBase; b++ {
			for c := b; c < NumBase; c++ {
				m[i] = [3]int8{int8(a), int8(b), int8(c)}
				i++
			}
		}
	}
	return m
}()

func (s *State) pushBack(t task) {
	if int(s.tasksN) < len(s.tasks) {
		s.tasks[s.tasksN] = t
		s.tasksN++
	}
}

func (s *State) pushFront(t task) {
	n := int(s.tasksN)
	if n == len(s.tasks) {
		n-- // never reached: the longest effect queues far fewer
	}
	copy(s.tasks[1:n+1], s.tasks[:n])
	s.tasks[0] = t
	s.tasksN = int8(n + 1)
}

func (s *State) popTask() {
	n := int(s.tasksN)
	copy(s.tasks[:n-1], s.tasks[1:n])
	s.tasksN--
}

// runTasks resolves the queue for s.actor until a task needs a decision
// (its phase is set) or the queue is empty (then the main move is over).
func (s *State) runTasks() {
	seat := int(s.actor)
	for s.tasksN > 0 {
		t := s.tasks[0]
		switch t.kind {
		case tkRes:
			s.popTask()
			s.gainRes(seat, int(t.arg), int(t.arg2))
			continue
		case tkJar:
			s.popTask()
			j := s.drawJar()
			if j >= 0 && s.Recording() {
				s.Record(JarDrawn{Player: seat, Jar: j})
			}
			s.gainJar(seat, j)
			continue
		case tkDiplomat:
			if s.diplomatAny(seat, t) {
				s.phase = PhDiplomat
				return
			}
			s.popTask()
			continue
		case tkTutor:
			if s.pl[seat].Ready(NTutor) && s.choiceMask() != 0 {
				s.phase = PhTutor
				return
			}
			s.popTask()
			continue
		}
		m := s.taskMask(seat, t)
		if m == 0 {
			s.popTask()
			if t.kind == tkArrow && s.Recording() {
				s.Record(ArrowLost{Player: seat})
			}
			continue
		}
		if m&(m-1) == 0 {
			s.popTask()
			c := 0
			for m&1 == 0 {
				m >>= 1
				c++
			}
			s.doTask(seat, t, c)
			continue
		}
		s.phase = fxTaskPhase[t.kind]
		return
	}
	s.tasksDone()
}

// taskMask is the set of possible choices of an arrow, Bonus, Artisan or
// choice task: tracks, Bonus positions (bit 6 the bag), Artisan targets
// (bit 4 the deck), resources.
func (s *State) taskMask(seat int, t task) uint32 {
	var m uint32
	switch t.kind {
	case tkArrow:
		for r := 0; r < NumBase; r++ {
			if (t.arg < 0 || int(t.arg) == r || int(t.arg2) == r) && s.pl[seat].Nile[r] < NileTop {
				m |= 1 << uint(r)
			}
		}
	case tkBonus:
		for i := 0; i < MaxLots; i++ {
			if s.bonus[i] >= 0 {
				m |= 1 << uint(i)
			}
		}
		if s.bagAvail() {
			m |= 1 << MaxLots
		}
	case tkArtisan:
		for i := 0; i < 5; i++ {
			if s.artisanAvail(i) {
				m |= 1 << uint(i)
			}
		}
	case tkChoice:
		m = s.choiceMask()
	}
	return m
}

// choiceMask is the base resources the supply still has.
func (s *State) choiceMask() uint32 {
	var m uint32
	for r := 0; r < NumBase; r++ {
		if s.supply[r] > 0 {
			m |= 1 << uint(r)
		}
	}
	return m
}

// diplomatAvail is what the Diplomat can choose from on task t: the supply
// plus the Jar's resources it gives back.
func (s *State) diplomatAvail(t task) (avail [NumBase]int, total int) {
	for r := 0; r < NumBase; r++ {
		avail[r] = int(s.supply[r])
	}
	if t.arg >= 0 {
		for i, r := range Jars[t.arg] {
			if t.arg2&(1<<uint(i)) != 0 {
				avail[r]++
			}
		}
	}
	for _, a := range avail {
		total += a
	}
	return avail, total
}

// diplomatOK reports whether multiset i is a choice for the Diplomat: it
// takes as much as it can (3, or all that is left), so no unit is chosen
// from an empty supply while another could be had.
func diplomatOK(avail [NumBase]int, total, i int) bool {
	if total == 0 {
		return false
	}
	var cnt [NumBase]int
	for _, r := range fxMultisets[i] {
		cnt[r]++
	}
	got := 0
	for r := 0; r < NumBase; r++ {
		got += min(cnt[r], avail[r])
	}
	return got == min(3, total)
}

func (s *State) diplomatAny(seat int, t task) bool {
	if !s.pl[seat].Ready(NDiplomat) {
		return false
	}
	_, total := s.diplomatAvail(t)
	return total > 0
}

// doTask resolves task t with choice c (-1: declined).
func (s *State) doTask(seat int, t task, c int) {
	pl := &s.pl[seat]
	switch t.kind {
	case tkArrow:
		s.climb(seat, c)
	case tkBonus:
		s.takeBonus(seat, c)
	case tkArtisan:
		s.takeArtisan(seat, c)
	case tkChoice:
		s.gainRes(seat, c, 1)
	case tkTutor:
		if c >= 0 {
			s.tilt(seat, NTutor)
			if s.Recording() {
				s.Record(TutorUsed{Player: seat, Res: c})
			}
			s.gainRes(seat, c, 1)
		}
	case tkDiplomat:
		if c < 0 {
			return
		}
		for i, r := range Jars[t.arg] {
			if t.arg2&(1<<uint(i)) != 0 {
				pl.Res[r]--
				s.supply[r]++
			}
		}
		s.tilt(seat, NDiplomat)
		m := fxMultisets[c]
		if s.Recording() {
			s.Record(DiplomatUsed{Player: seat, Jar: int(t.arg),
				Chosen: [3]int{int(m[0]), int(m[1]), int(m[2])}})
		}
		for _, r := range m {
			s.gainRes(seat, int(r), 1)
		}
	}
}

// takeBonus gives seat the Bonus Offering of position c, or (c = MaxLots)
// one drawn from the bag (§5.6; nothing when bag and discard are empty).
func (s *State) takeBonus(seat, c int) {
	var k int
	pos := -1
	if c < MaxLots {
		k = int(s.bonus[c])
		s.bonus[c] = -1
		pos = c
	} else {
		k = s.drawBag()
	}
	if k < 0 {
		return
	}
	s.pl[seat].Off[k]++
	if s.Recording() {
		from := "bonus"
		if pos < 0 {
			from = "bag"
		}
		s.Record(OfferingGained{Player: seat, Kind: k, From: from, Pos: pos})
	}
}

// tilt turns once-per-round Noble n of seat (§9.3).
func (s *State) tilt(seat, n int) {
	s.pl[seat].Tilted |= 1 << uint(n-1)
	if s.Recording() {
		s.Record(NobleTilted{Player: seat, Noble: n})
	}
}

// gainJar gives seat Jar jar's 3 resources within the supply and discards
// it (§2.7); then the Diplomat and the Tutor, when ready, are asked in that
// order (A31). jar < 0 (no Jar left anywhere) gives nothing.
func (s *State) gainJar(seat, jar int) {
	if jar < 0 {
		return
	}
	var got [3]bool
	var mask int8
	for i, r := range Jars[jar] {
		if s.gain(seat, int(r), 1) == 1 {
			got[i] = true
			mask |= 1 << uint(i)
		}
	}
	s.jarDisc |= 1 << uint(jar)
	s.lastJar = int8(jar)
	pl := &s.pl[seat]
	if s.Recording() {
		s.Record(JarGained{Player: seat, Jar: jar, Got: got, Diplomat: pl.Ready(NDiplomat)})
	}
	if pl.Ready(NTutor) {
		s.pushFront(task{kind: tkTutor})
	}
	if pl.Ready(NDiplomat) {
		s.pushFront(task{kind: tkDiplomat, arg: int8(jar), arg2: mask})
	}
}

// headTask is the task waiting for a decision in the current phase.
func (s *State) headTask() (task, bool) {
	if s.tasksN == 0 {
		return task{}, false
	}
	t := s.tasks[0]
	if int(t.kind) >= len(fxTaskPhase) || fxTaskPhase[t.kind] != s.phase {
		return task{}, false
	}
	return t, true
}

// legalTask appends the choices of the task waiting in PhArrow, PhBonus,
// PhArtisan, PhChoice, PhDiplomat or PhTutor, sorted.
func (s *State) legalTask(dst []engine.Action) []engine.Action {
	t, ok := s.headTask()
	if !ok {
		return dst
	}
	seat := int(s.actor)
	switch t.kind {
	case tkArrow, tkChoice:
		base := aArrow
		if t.kind == tkChoice {
			base = aChoice
		}
		m := s.taskMask(seat, t)
		for r := 0; r < NumBase; r++ {
			if m&(1<<uint(r)) != 0 {
				dst = append(dst, engine.Action(base+r))
			}
		}
	case tkBonus:
		m := s.taskMask(seat, t)
		for i := 0; i <= MaxLots; i++ {
			if m&(1<<uint(i)) != 0 {
				dst = append(dst, engine.Action(aBonus+i)) // aBonus+MaxLots == aBonusBag
			}
		}
	case tkArtisan:
		m := s.taskMask(seat, t)
		for i := 0; i < 5; i++ {
			if m&(1<<uint(i)) != 0 {
				dst = append(dst, engine.Action(aArtPick+i))
			}
		}
	case tkDiplomat:
		avail, total := s.diplomatAvail(t)
		for i := range fxMultisets {
			if diplomatOK(avail, total, i) {
				dst = append(dst, engine.Action(aDiplomat+i))
			}
		}
		dst = append(dst, aDecline)
	case tkTutor:
		m := s.choiceMask()
		for r := 0; r < NumBase; r++ {
			if m&(1<<uint(r)) != 0 {
				dst = append(dst, engine.Action(aTutor+r))
			}
		}
		dst = append(dst, aDecline)
	}
	return dst
}

// taskChoice turns action a into a choice of task t, if it is legal.
func (s *State) taskChoice(seat int, t task, a engine.Action) (int, bool) {
	x := int(a)
	switch t.kind {
	case tkArrow:
		if in(a, aArrow, NumBase) && s.taskMask(seat, t)&(1<<uint(x-aArrow)) != 0 {
			return x - aArrow, true
		}
	case tkChoice:
		if in(a, aChoice, NumBase) && s.supply[x-aChoice] > 0 {
			return x - aChoice, true
		}
	case tkBonus:
		if in(a, aBonus, MaxLots+1) && s.taskMask(seat, t)&(1<<uint(x-aBonus)) != 0 {
			return x - aBonus, true
		}
	case tkArtisan:
		if in(a, aArtPick, 5) && s.artisanAvail(x-aArtPick) {
			return x - aArtPick, true
		}
	case tkDiplomat:
		if a == aDecline {
			return -1, true
		}
		if in(a, aDiplomat, len(fxMultisets)) {
			avail, total := s.diplomatAvail(t)
			if diplomatOK(avail, total, x-aDiplomat) {
				return x - aDiplomat, true
			}
		}
	case tkTutor:
		if a == aDecline {
			return -1, true
		}
		if in(a, aTutor, NumBase) && s.supply[x-aTutor] > 0 {
			return x - aTutor, true
		}
	}
	return 0, false
}

// applyTask makes the decision a for the waiting task, then runs the rest
// of the queue.
func (s *State) applyTask(a engine.Action) error {
	t, ok := s.headTask()
	if !ok {
		return engine.Illegal("no task waits in phase %s", s.phase)
	}
	seat := int(s.actor)
	c, ok := s.taskChoice(seat, t, a)
	if !ok {
		return engine.Illegal("action %d is not a choice of the %s task", int(a), s.phase)
	}
	s.popTask()
	s.doTask(seat, t, c)
	s.runTasks()
	return nil
}

// WaitingTask describes the effect step waiting for a decision, for the
// scene (ok only in PhArrow, PhBonus, PhArtisan, PhChoice, PhDiplomat,
// PhTutor).
type WaitingTask struct {
	Phase Phase
	// Arrow: the tracks the arrow names (bits 0..4: its two colours, or
	// all five for "any track") and those of them not yet at the top.
	Tracks, Open uint8
	// Diplomat, Tutor: the Jar just gained (id 0..29).
	Jar int
	// Queued is the number of steps still to come after this one.
	Queued int
}

// Waiting is the effect step waiting for the actor's decision.
func (s *State) Waiting() (w WaitingTask, ok bool) {
	t, ok := s.headTask()
	if !ok {
		return w, false
	}
	w = WaitingTask{Phase: s.phase, Jar: -1, Queued: int(s.tasksN) - 1}
	switch t.kind {
	case tkArrow:
		for r := 0; r < NumBase; r++ {
			if t.arg < 0 || int(t.arg) == r || int(t.arg2) == r {
				w.Tracks |= 1 << uint(r)
			}
		}
		w.Open = uint8(s.taskMask(int(s.actor), t))
	case tkDiplomat:
		w.Jar = int(t.arg)
	case tkTutor:
		w.Jar = int(s.lastJar)
	}
	return w, true
}
