package egizia

import "nilegames/engine"

// Stubs of BUILD's functions until they land; the BUILD helper deletes
// this file.

func (s *State) startBuildStep()                                           { panic("build") }
func (s *State) buildResume()                                              { panic("build") }
func (s *State) legalBuild(dst []engine.Action) []engine.Action            { panic("build") }
func (s *State) applyBuild(a engine.Action) error                          { panic("build") }
func (s *State) legalItems(dst []engine.Action) []engine.Action            { panic("build") }
func (s *State) applyItems(a engine.Action) error                          { panic("build") }
func (s *State) legalKeep(dst []engine.Action) []engine.Action             { panic("build") }
func (s *State) applyKeep(a engine.Action) error                           { panic("build") }
func (s *State) legalExtra(dst []engine.Action) []engine.Action            { panic("build") }
func (s *State) applyExtra(a engine.Action) error                          { panic("build") }
func (s *State) freeTargets(seat int, dst []engine.Action) []engine.Action { panic("build") }
func (s *State) placeFree(seat, item int)                                  { panic("build") }
