package tekhenu

import (
	"fmt"
	"strings"
)

// String is a plain-text picture of the whole state (hidden cards
// included) for golden tests and debugging.
func (s *State) String() string { return s.render(-2) }

// PublicString is what viewer may see: other seats' hidden Decrees and
// undecided Faith, deck and pile orders are shown only as counts.
func (s *State) PublicString(viewer int) string { return s.render(viewer) }

func (s *State) render(viewer int) string {
	var b strings.Builder
	all := viewer == -2 || s.phase == PhOver
	fmt.Fprintf(&b, "players=%d phase=%s actor=%d turn=%d rot=%d judg=%d scorings=%d dial=%d/%d\n",
		s.n, s.phase, s.actor, s.turn, s.rotations, s.judgments, s.scorings, s.dial, s.dial0)
	fmt.Fprintf(&b, "order=%v horus=%v ra=%v/%v pile=%d\n", s.order[:s.n], s.horus, s.ra, s.raRot, s.pileN)
	if all {
		fmt.Fprintf(&b, "pile order=%v\n", s.pile[:s.pileN])
	}
	for g := 0; g < NumGods; g++ {
		fmt.Fprintf(&b, "%-6s %-8s statues=%v dice:", godCodes[g], lightCodes[s.light(g)], s.godStatue[g][:godStatueSlots[s.n]])
		for d := 0; d < NumDice; d++ {
			if int(s.dieLoc[d]) == g {
				fmt.Fprintf(&b, " %s%d", colourCodes[dieColour[d]][:2], s.dieVal[d])
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "temple:")
	for c := 0; c < 25; c++ {
		if c%5 == 0 {
			b.WriteString("\n ")
		}
		if s.temple[c] == 0 {
			b.WriteString(" ....")
		} else {
			fmt.Fprintf(&b, " %02d%d%d", s.temple[c]-1, s.templeRot[c], s.templeOwner[c])
		}
	}
	fmt.Fprintf(&b, "\ntemple slots=%v people=%v osiris=%v row2gold=%v\n", s.tBuild, s.people, s.osiris, s.row2Gold)
	fmt.Fprintf(&b, "market open=%v", s.open)
	for sec := 0; sec < NumSections; sec++ {
		b.WriteString(" |")
		for i := range sectionSlots[sec] {
			if c := s.market[sec][i]; c != 0 {
				b.WriteString(" " + cardName(c))
			} else {
				b.WriteString(" --")
			}
		}
	}
	fmt.Fprintf(&b, "\ndecks=%v discards=%v destiny=%v\n", s.deckN, s.discardN, s.destinyOf)
	if all {
		for d := 0; d < NumDecks; d++ {
			fmt.Fprintf(&b, "deck %s=%v\n", deckCodes[d], s.deck[d][:s.deckN[d]])
		}
	}
	for d := 0; d < NumDecks; d++ {
		fmt.Fprintf(&b, "discard %s=%v\n", deckCodes[d], s.discard[d][:s.discardN[d]])
	}
	for q := 0; q < int(s.n); q++ {
		pl := &s.p[q]
		fmt.Fprintf(&b, "P%d vp=%d res=%v scribes=%d faith=%d prod=%v pop=%d happ=%d bon=%d built=%d statues=%d columns=%d surplus=%d bless=%x tech=%x maat=%d destiny=%d start=%v balance=%d dice:",
			q, pl.VP, pl.Res, pl.Scribes, pl.Faith, pl.Prod, pl.Pop, pl.Happ, pl.HappBon, pl.Built, pl.Statues, pl.Columns,
			pl.Surplus, pl.Bless, pl.Tech, pl.Maat, pl.Destiny, pl.Start, s.balance(q))
		for d := 0; d < NumDice; d++ {
			switch int(s.dieLoc[d]) {
			case locLeft + q:
				fmt.Fprintf(&b, " L%d", s.dieVal[d])
			case locRight + q:
				fmt.Fprintf(&b, " R%d", s.dieVal[d])
			case locUnder + q:
				fmt.Fprintf(&b, " U%d", s.dieVal[d])
			}
		}
		if all || q == viewer {
			fmt.Fprintf(&b, " decrees=%x dealt=%v faith2=%d", pl.Decree, pl.Dealt, pl.Faith2)
		} else {
			fmt.Fprintf(&b, " decrees=%d public=%x dealt=%v", popcount(pl.Decree), pl.PubDecree, s.dealtPending(q))
			if s.phase != PhFaith || s.stage != stFaith {
				fmt.Fprintf(&b, " faith2=%d", pl.Faith2)
			}
		}
		fmt.Fprintf(&b, " d23=%v\n", pl.D23)
	}
	if s.solo {
		bt := &s.bot
		fmt.Fprintf(&b, "bot level=%s challenges=%v/%v pyramid=%v marker=%d deben=%d path=%v dice=%v\n",
			levelCodes[bt.level], bt.chal1, bt.chal2, bt.pyramid, bt.marker, bt.deben, bt.path[:bt.steps], bt.dice[:bt.steps])
	}
	fmt.Fprintf(&b, "tc=%+v\ncur=%+v tasks=%v pending=%d", s.tc, s.cur, s.tasks[:s.nTasks], s.pending)
	if all || int(s.actor) == viewer {
		fmt.Fprintf(&b, " keep=%v", s.keepTwo)
	}
	b.WriteByte('\n')
	return b.String()
}
