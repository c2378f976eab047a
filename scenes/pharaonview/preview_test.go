package pharaonview

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine/pharaon"
)

// Tooltips preview what a spot gives the player at this screen now
// (issue 22), with the figures the board prints: a Nile option gives,
// per track, what one more level adds (rows marked 0, 3, 7: +0 from
// level 0, +3 from 1, +4 from 2, nothing at the top); a Burial step the
// player's PP from the step reached to this one (steps marked 2, 4, 7,
// 10, 13, 17, 21, 26). In solo the Jars' tooltip speaks of you alone.
func TestTooltipsPreviewForThePlayer(t *testing.T) {
	nileGainByHand := []int{0, 3, 4, 0}
	burialByHand := []int{0, 2, 4, 7, 10, 13, 17, 21, 26}
	checked := 0
	for _, players := range []int{3, 1} {
		step := 0
		boardPlay(t, players, 21, func(s *pharaon.State) bool {
			step++
			if step%7 != 0 {
				return false
			}
			me := s.CurrentPlayer()
			if players == 1 {
				me = 0
			}
			if me < 0 {
				return false
			}
			v := pickView(t, "en", s)
			v.Viewer = me
			pl := s.PlayerOf(me)
			for i, o := range pharaon.NileOptions {
				lines := strings.Join(v.tipLines(target{tNileOpt, i, 0}), "\n")
				la, lb := int(pl.Nile[o.A]), int(pl.Nile[o.B])
				want := fmt.Sprintf("at level %d, one more gives +%d PP; %s at level %d, one more gives +%d PP.", la, nileGainByHand[la], v.resName(int(o.B)), lb, nileGainByHand[lb])
				if !strings.Contains(lines, want) {
					t.Fatalf("%dp: Nile option %d tooltip\n%s\nlacks %q", players, i+1, lines, want)
				}
				checked++
			}
			bc := int(pl.BC)
			for i := range pharaon.BurialPath {
				lines := strings.Join(v.tipLines(target{tBurial, i, 0}), "\n")
				want := fmt.Sprintf("from step %d to step %d, your Burial Chamber PP go from %d to %d.", bc, i+1, burialByHand[bc], burialByHand[i+1])
				if i+1 <= bc {
					want = fmt.Sprintf("you are already at step %d.", bc)
				}
				if !strings.Contains(lines, want) {
					t.Fatalf("%dp: Burial step %d tooltip\n%s\nlacks %q", players, i+1, lines, want)
				}
				checked++
			}
			for i := range s.JarsShown() {
				lines := strings.Join(v.tipLines(target{tJar, i, 0}), "\n")
				if players == 1 && strings.Contains(lines, "players") {
					t.Fatalf("solo: the Jar tooltip speaks of players:\n%s", lines)
				}
			}
			return step > 80
		})
	}
	if checked < 100 {
		t.Fatalf("only %d tooltips checked", checked)
	}
}
