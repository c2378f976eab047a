package pharaon

import (
	"testing"

	"nilegames/engine"
	"nilegames/engine/enginetest"
)

// §11.4: a recorded game reports the flow's events — rounds, the wheel
// turning, Jars revealed and taken, passes, pyramid steps, the end.
func TestFlowEvents(t *testing.T) {
	count := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		s := newGame(t, engine.Options{"players": "3"}, seed)
		rec := &enginetest.Recorder{}
		s.SetRecorder(rec)
		r := engine.NewRNG(seed)
		for !s.Terminal() {
			l := s.Legal(nil)
			mustApply(t, s, l[r.IntN(len(l))])
		}
		per := map[string]int{}
		for _, n := range rec.Names() {
			per[n]++
			count[n]++
		}
		if per["round_started"] != 5 || per["round_ended"] != 5 || per["game_ended"] != 1 || per["wheel_rotated"] != 4 {
			t.Fatalf("seed %d: %v", seed, per)
		}
		// Jars: 3 taken at setup and 3 a round in rounds 1-4; revealed after
		// the setup (the first 3 before the recorder) and for rounds 2-4.
		if per["passed"] != 15 || per["jar_taken"] != 3+12 || per["jar_revealed"] != 3+3*3 {
			t.Fatalf("seed %d: passes %d, Jars taken %d, revealed %d", seed, per["passed"], per["jar_taken"], per["jar_revealed"])
		}
	}
	for _, n := range []string{"pyramid_stepped", "first_player_moved", "turn_started", "turn_ended", "lot_filled",
		"bonus_filled", "wheel_token_returned", "noble_pair_drawn", "noble_given", "nobles_shuffled_back"} {
		if count[n] == 0 {
			t.Errorf("no %s event in 20 games", n)
		}
	}
}

// The recorder is optional: no event is built when nobody listens, and a
// game plays the same with or without one.
func TestEventsDoNotChangePlay(t *testing.T) {
	a := newGame(t, engine.Options{"players": "1", "traitor": "2"}, 5)
	b := newGame(t, engine.Options{"players": "1", "traitor": "2"}, 5)
	b.SetRecorder(&enginetest.Recorder{})
	enginetest.PlayTogether(t, a, b, 5, 1<<20, "recorded")
	if a.String() != b.String() {
		t.Fatal("recording changed the game")
	}
}

// ActionString is stable: saves use it.
func TestActionStrings(t *testing.T) {
	s := setupDone(t, 3, 1)
	want := map[engine.Action]string{
		aSetupNoble + 1: "keep:noble2", aSetupJar: "setup:jar1", aPass + 1: "pass:jar2", aPassNoJar: "pass",
		aEndTurn: "end", aPyrRes + ROY: "pyramid:ROY", aPyrSilver: "pyramid:SIL", aPyrBonus + 2: "pyramid:bonus3",
		aPyrBag: "pyramid:bag", aArtisan + 2: "artisan:slot3", aArtisan + 4: "artisan:deck", aNoble + 3: "noble:deck",
		aNile + 9: "nile:N10", aBurial: "burial", aOffer + 3: "offerings:lot2+bonus", aOffer + 4: "offerings:lot3",
		aArrow + COM: "arrow:COM", aBonus: "bonus:1", aBonusBag: "bonus:bag", aArtPick + 1: "artpick:slot2",
		aChoice + JUS: "choice:JUS", aWise + 7*NumBase + JUS: "wise:offCON>JUS", aTreasurer + 2: "treasurer:CON",
		aTutor + AGR: "tutor:AGR", aDiplomat: "diplomat:AGR+AGR+AGR", aDiplomat + 1: "diplomat:AGR+AGR+JUS",
		aDiplomat + 34: "diplomat:COM+COM+COM", aDecline: "decline",
	}
	for a, w := range want {
		if got := s.ActionString(a); got != w {
			t.Errorf("ActionString(%d) = %q, want %q", a, got, w)
		}
	}
	seen := map[string]engine.Action{}
	for a := engine.Action(0); a < aPay; a++ {
		str := s.ActionString(a)
		if b, dup := seen[str]; dup {
			t.Errorf("actions %d and %d share %q", b, a, str)
		}
		seen[str] = a
	}
	// The 35 Diplomat multisets are distinct and sorted.
	for i := 0; i < numDiplomatSets; i++ {
		d := DiplomatSet(i)
		if d[0] < 0 || d[0] > d[1] || d[1] > d[2] || d[2] >= NumBase {
			t.Fatalf("set %d = %v", i, d)
		}
	}
}
