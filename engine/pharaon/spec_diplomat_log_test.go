package pharaon

import (
	"testing"

	"nilegames/engine"
)

// TestSpec9_3_DiplomatJarGainedSaysDiplomat: a Jar gained by a seat whose
// Diplomat ([20]) is ready says so (the log tells the Jar may be
// exchanged), and the exchange follows as DiplomatUsed; without a ready
// Diplomat the flag is off (issue 22: the log told the Jar's resources
// and nothing of the Diplomat).
func TestSpec9_3_DiplomatJarGainedSaysDiplomat(t *testing.T) {
	for _, diplomat := range []bool{true, false} {
		s := effectsState(t, 3, 61)
		fxRich(s, 0)
		if diplomat {
			fxGive(s, 0, NDiplomat)
		}
		s.artDisp[0] = 0 // A01: Jar + AGR
		s.artDeck[s.artN-1] = 4
		s.jarPile[s.jarN-1] = 1 // V02: AGR, JUS | ROY
		evs := fxRecord(s)
		fxAct(t, s, aArtisan)
		var jg *JarGained
		for _, e := range *evs {
			if g, ok := e.(JarGained); ok {
				jg = &g
			}
		}
		if jg == nil || jg.Jar != 1 || jg.Diplomat != diplomat {
			t.Fatalf("diplomat %v: JarGained %+v", diplomat, jg)
		}
		if !diplomat {
			continue
		}
		if s.phase != PhDiplomat {
			t.Fatalf("phase %s, want the Diplomat's", s.phase)
		}
		fxDecide(t, s, engine.Action(aDiplomat+fxMs(JUS, CON, ROY)))
		found := false
		for _, e := range *evs {
			if d, ok := e.(DiplomatUsed); ok && d.Player == 0 && d.Jar == 1 && d.Chosen == [3]int{JUS, CON, ROY} {
				found = true
			}
		}
		if !found {
			t.Fatalf("no DiplomatUsed J/C/R in %v", *evs)
		}
	}
}
