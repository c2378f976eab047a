package tekhenu

import (
	"fmt"

	"nilegames/engine"
)

// Name is the code name of the game.
const Name = "tekhenu"

// maxActions bounds a match: setup (≤ 2 + 2 + 1 + 8 choices a player),
// 16 turns of at most ~40 decisions (Blessings, die, two actions and their
// parameters, free actions), 4 Judgments (Faith, Destiny, upkeep, D23).
const maxActions = 4 * (13 + 16*40 + 4*4)

// Game is Tekhenu; the zero value is ready to use.
type Game struct{}

// Info describes Tekhenu: 1 player (against Botankhamon, who then takes
// the second seat) to 4.
func (Game) Info() engine.Info {
	return engine.Info{Name: Name, MinPlayers: 1, MaxPlayers: MaxPlayers, MaxActions: maxActions}
}

func init() { engine.Register(Game{}) }

// NewState sets up a match (§3). Options: players (1..4, default 2) and
// firstgame (the board's printed Horus values instead of the tiles). With
// players=1 the match is solo against Botankhamon (§7), who is seat 1:
// solo=easy|medium|hard (default easy) is its level, challenge1 (you draw
// 2 random Start cards, no choice) and challenge2 (it scores 8 VP per
// Decree) the rulebook's two extra challenges.
func (Game) NewState(opts engine.Options, seed uint64) (engine.State, error) {
	if err := opts.CheckKeys("players", "firstgame", "solo", "challenge1", "challenge2"); err != nil {
		return nil, err
	}
	n, err := opts.Int("players", 2)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > MaxPlayers {
		return nil, fmt.Errorf("option players=%d: Tekhenu is for 1 to %d players", n, MaxPlayers)
	}
	fg, err := opts.Bool("firstgame", false)
	if err != nil {
		return nil, err
	}
	var cfg soloCfg
	if cfg, err = soloOptions(opts, n); err != nil {
		return nil, err
	}
	if n == 1 {
		n = 2 // the human and Botankhamon
	}
	return newState(opts, seed, n, fg, cfg), nil
}

// newState follows §3. Random draws, in order: the Dial orientation, the
// column pile shuffle and the 3 revealed tiles' rotations, the Horus tiles
// (not in the first game), the 18 initial dice (section by section: which
// die, then its roll), the Blessing, Technology and Decree shuffles, the
// market (I then II), the dealt Decrees (seat by seat), the Start cards
// shuffle, the first player.
func newState(opts engine.Options, seed uint64, n int, firstGame bool, solo soloCfg) *State {
	s := &State{Header: engine.NewHeader(opts, seed), n: int8(n), firstGame: firstGame, winner: -1}
	s.solo = solo.on
	s.bot.level, s.bot.chal1, s.bot.chal2 = solo.level, solo.chal1, solo.chal2
	rng := s.Rand()
	// 1–2. Dial and scoring markers.
	s.dial0 = int8(rng.IntN(NumGods))
	s.dial = s.dial0
	// 3. Column tiles.
	for i := 0; i < NumTiles; i++ {
		s.pile[i] = int8(i)
	}
	s.pileN = NumTiles
	rng.Shuffle(NumTiles, func(i, j int) { s.pile[i], s.pile[j] = s.pile[j], s.pile[i] })
	for k := 0; k < 3; k++ {
		// reveal into LEFT and slide: the first revealed ends on RIGHT
		for i := 2; i > 0; i-- {
			s.ra[i], s.raRot[i] = s.ra[i-1], s.raRot[i-1]
		}
		s.ra[0] = 0
		s.revealLeft()
	}
	// 4. Horus tiles.
	s.horus = firstGameHorus
	if !firstGame {
		rng.Shuffle(NumGods, func(i, j int) { s.horus[i], s.horus[j] = s.horus[j], s.horus[i] })
	}
	// 6. Gold on the board; empty slots.
	for i := range s.people {
		s.people[i] = -1
	}
	s.row2Gold = true
	for i := range s.tBuild {
		s.tBuild[i] = -1
	}
	for i := range s.osiris {
		s.osiris[i] = -1
	}
	for i := range s.templeOwner {
		s.templeOwner[i] = -1
	}
	for g := range s.godStatue {
		s.godStatue[g] = [3]int8{-1, -1, -1}
	}
	// 7. Dice in the bag.
	var taken [NumColours]int8
	for d := 0; d < NumDice; d++ {
		c := dieColour[d]
		s.dieLoc[d] = locBox
		if taken[c] < diceInBag[n][c] {
			taken[c]++
			s.dieLoc[d] = locBag
		}
	}
	// 8. Initial dice: 3 per section.
	for g := 0; g < NumGods; g++ {
		for k := 0; k < 3; k++ {
			s.drawDieTo(g)
		}
	}
	// 9. Players.
	for q := 0; q < n; q++ {
		pl := &s.p[q]
		pl.VP = StartVP
		pl.Parts[srcStart] = StartVP
		pl.Prod = [4]int8{StartProd, StartProd, StartProd, StartProd}
		pl.Happ, pl.Pop = StartHapp, StartPop
		pl.Res[Gold] = 1
		pl.Scribes = 1
		pl.Destiny = -1
		pl.Start = [2]int8{-1, -1}
	}
	// 10. Cards.
	for deck := 0; deck < NumDecks; deck++ {
		k := 0
		for i := 0; i < 24; i++ {
			if n == 2 && ((deck == Technology && i == removedTech2p) || (deck == Decree && i == removedDecree2p)) {
				continue
			}
			s.deck[deck][k] = int8(i)
			k++
		}
		s.deckN[deck] = int8(k)
		d := &s.deck[deck]
		rng.Shuffle(k, func(i, j int) { d[i], d[j] = d[j], d[i] })
	}
	s.open[0], s.open[1] = true, true
	s.fillSection(0)
	s.fillSection(1)
	// 11. Two Decrees each.
	for q := 0; q < n; q++ {
		if s.isBot(q) { // §7.1: the Bot gets no Decree
			s.p[q].Dealt = [2]int8{-1, -1}
			continue
		}
		for k := 0; k < 2; k++ {
			s.p[q].Dealt[k] = int8(s.draw(Decree))
		}
	}
	// 12. Start cards and the first player.
	var starts [12]int8
	for i := range starts {
		starts[i] = int8(i)
	}
	rng.Shuffle(12, func(i, j int) { starts[i], starts[j] = starts[j], starts[i] })
	s.startN = int8(startCardsDrawn[n])
	if s.solo {
		s.startN = soloStartCards
		if s.bot.chal1 {
			s.startN = 2
		}
	}
	copy(s.startDrawn[:], starts[:s.startN])
	if !s.solo { // solo: the Bot is first (§7.1)
		s.firstSeat = int8(rng.IntN(n))
	}
	for i := range s.destinyOf {
		s.destinyOf[i] = -1
	}
	s.keepTwo = [2]int8{-1, -1}
	s.rejected = [MaxPlayers]int8{-1, -1, -1, -1}
	if s.solo {
		s.soloSetup()
	}
	s.stage = stKeep
	s.phase = PhKeepDecree
	s.actor = 0
	return s
}

// DecreeDealt is the pair dealt to seat at setup while it has not chosen.
func (s *State) dealtPending(q int) bool { return s.p[q].Dealt[0] >= 0 }
