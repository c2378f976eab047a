package egizia

import (
	"strings"
	"testing"

	"nilegames/engine"
)

// Every action code has its own name, and the codes of the action ranges
// (actions.go) have real names, not the "action:N" fallback.
func TestActionStringsUnique(t *testing.T) {
	s := setupDone(t, 4, 1)
	seen := map[string]engine.Action{}
	for a := engine.Action(0); a < aEnd; a++ {
		str := s.ActionString(a)
		if b, dup := seen[str]; dup {
			t.Fatalf("%d and %d are both %q", b, a, str)
		}
		seen[str] = a
	}
	for _, a := range []engine.Action{aKeepSetup + 1, aPass, aDone, aDecline, aFeed, aGleanPoint, aR34, aG7,
		aPlace + 19, aSlot + 8, aWait + 2, aPlaceUp, aSlotUp + 8, aWaitUp + 2, aPlaceOcc + 6, aCrew + 3,
		aFlood + 2, aMarket + 1, aFree + 9, aGlean + 9, aR28 + 3, aMill + 24, aUse + 111, aSell + 9,
		aAttach + 64 + 43, aR14 + 3, aR29 + 13, aBuild + 11, aItem + 9, aSphinx + 9, aKeep + 15, aExtraTile, aExtraG8} {
		if str := s.ActionString(a); strings.HasPrefix(str, "action:") || strings.Contains(str, "?") {
			t.Errorf("%d: %q", a, str)
		}
	}
	for a, want := range map[engine.Action]string{
		aPlace + 4: "place:C3", aPlace + 1: "place:T1", aSlot + 1: "slot:Z1.2", aWait + 1: "wait:Z2",
		aCrew + CrewGreen: "crew:green", aFlood: "flood:top", aBuild + 3: "build:blue+leader",
		aBuild + 7: "build:green+blue+leader", aItem + itemPyramid + 1: "item:pyramid2", aSphinx + 5: "sphinx:3+free",
		aKeep + 2: "keep:2", aKeep + 6: "keep:1+2", aUse + (39-1)*2 + 1: "use:R39:stone", aR29 + 8: "r29:violet+green",
		aAttach + 32: "attach:R24>R32",
	} {
		if got := s.ActionString(a); got != want {
			t.Errorf("%d: %q, want %q", a, got, want)
		}
	}
}
