package egizia

// Stubs of CORE's functions (flow.go, setup.go...) until they land; the
// CORE helper deletes this file.

// placementDone: a placement (and its effects) is over: the same seat
// places again when s.extra > 0, else the next seat's turn.
func (s *State) placementDone() { panic("core: placementDone") }

// gleanDone: R27 is resolved for the seat: the next gleaner, then Produce.
func (s *State) gleanDone() { panic("core: gleanDone") }

// feedDone: the actor's feeding is over: the next seat's, then Build.
func (s *State) feedDone() { panic("core: feedDone") }

// buildStepDone: every zone has built: End the round.
func (s *State) buildStepDone() { panic("core: buildStepDone") }

// tasksDone: the task queue is empty: continue by s.cont.
func (s *State) tasksDone() { panic("core: tasksDone") }
