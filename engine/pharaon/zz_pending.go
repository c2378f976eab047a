package pharaon

import "nilegames/engine"

// Temporary stand-ins (CORE) for functions other owners are writing; each
// is deleted the moment its owner's real one lands. They do the simplest
// harmless thing so that the flow plays: no Quarter action, no power, the
// Traitor passes at once.

// [EFFECTS] quarters.go / tasks.go / powers.go
func (s *State) legalTargets(dst []engine.Action) []engine.Action { return dst }
func (s *State) chooseTarget(a engine.Action) error               { return engine.Illegal("no target yet") }
func (s *State) resolveAction()                                   { s.runTasks() }
func (s *State) runTasks()                                        { s.tasksN = 0; s.tasksDone() }
func (s *State) legalTask(dst []engine.Action) []engine.Action    { return dst }
func (s *State) applyTask(a engine.Action) error                  { return engine.Illegal("no task yet") }
func (s *State) gainJar(seat, jar int) {
	for k := 0; k < 3; k++ {
		s.gain(seat, int(Jars[jar][k]), 1)
	}
	s.jarDisc |= 1 << uint(jar)
}
func (s *State) legalPowers(dst []engine.Action) []engine.Action { return dst }
func (s *State) applyPower(a engine.Action) error                { return engine.Illegal("no power yet") }
func (s *State) generalStep(seat int) bool {
	return s.pl[seat].Has(NGeneral) && s.stepPyramid(seat)
}

type NobleStraightened struct{ Player, Noble int }

func (NobleStraightened) EventName() string { return "noble_straightened" }
