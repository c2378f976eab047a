package egizia

import "nilegames/engine"

// Stubs of PLACE's functions until they land; the PLACE helper deletes
// this file.

func (s *State) legalPlace(dst []engine.Action) []engine.Action { panic("place") }
func (s *State) applyPlace(a engine.Action) error               { panic("place") }
func (s *State) pushTask(seat int, op Op)                       { panic("place") }
func (s *State) runTasks()                                      { panic("place") }
func (s *State) legalTask(dst []engine.Action) []engine.Action  { panic("place") }
func (s *State) applyTask(a engine.Action) error                { panic("place") }
func (s *State) legalGlean(dst []engine.Action) []engine.Action { panic("place") }
func (s *State) applyGlean(a engine.Action) error               { panic("place") }
