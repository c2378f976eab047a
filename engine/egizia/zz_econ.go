package egizia

import "nilegames/engine"

// Stubs of ECON's functions until they land; the ECON helper deletes
// this file.

func (s *State) produce()                                         { panic("econ") }
func (s *State) startFeed(seat int)                               { panic("econ") }
func (s *State) legalFeed(dst []engine.Action) []engine.Action    { panic("econ") }
func (s *State) applyFeed(a engine.Action) error                  { panic("econ") }
func (s *State) legalAnytime(dst []engine.Action) []engine.Action { panic("econ") }
func (s *State) applyAnytime(a engine.Action) (bool, error)       { panic("econ") }
func (s *State) windowWanted(seat, kind int) bool                 { panic("econ") }
func (s *State) fieldColour(seat, id int) int                     { panic("econ") }
func (s *State) production(seat int) int                          { panic("econ") }
func (s *State) fieldTotal(seat, colour int) int                  { panic("econ") }
func (s *State) quarryTotal(seat int) int                         { panic("econ") }
func (s *State) permanentCount(seat int) int                      { panic("econ") }
