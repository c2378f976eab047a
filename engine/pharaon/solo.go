package pharaon

import "nilegames/engine"

// The Traitor (§8): seat traitorSeat of a solo game (its possessions are
// s.pl[traitorSeat]). CurrentPlayer never names it: the flow plays its
// turns inside Apply (traitorTurn, traitorPyramid) and they are reported
// as events. Its only decision, which top resource of its Jar goes to the
// tiles, is the human's (A19: phase PhSplit). Its random draws (tile order,
// association, Jar pile, Offerings from the bag) come from the state's
// RNG; its face-down Jar pile is hidden like the Jar pile.

// soloSetup lays the Traitor's tiles and draws its round-1 Jar pile
// (§3.4, §8.8). It needs the supply filled and the Jar pile shuffled.
// Random draws, in this order: the tiles' order (a shuffle of T1..T5),
// the association (a shuffle of the 5 base resources, one per position
// from the left), then the Jars of the pile from the top of the Jar pile
// (random only if that pile must be reshuffled from the discard).
func (s *State) soloSetup() {
	b := &s.bot
	k := int(b.levelOpt) // option traitor=k (§8.8): tiles T1..Tk dark
	for t := range b.dark {
		b.dark[t] = t < k
	}
	rng := s.Rand()
	for i := range b.order {
		b.order[i] = int8(i)
	}
	rng.Shuffle(NumTiles, func(i, j int) { b.order[i], b.order[j] = b.order[j], b.order[i] })
	for i := range b.assoc {
		b.assoc[i] = int8(i)
	}
	rng.Shuffle(NumTiles, func(i, j int) { b.assoc[i], b.assoc[j] = b.assoc[j], b.assoc[i] })
	for p := range b.filled {
		s.takeToken(int(b.assoc[p]))
		b.filled[p] = 1
	}
	b.jar, b.level, b.gods = -1, 0, 0
	if s.Recording() {
		e := TraitorSetup{}
		for p := 0; p < NumTiles; p++ {
			e.Tiles[p] = int(b.order[p])
			e.Dark[p] = b.dark[b.order[p]]
			e.Assoc[p] = int(b.assoc[p])
		}
		s.Record(e)
	}
	s.traitorDrawPile(0)
}

// traitorNewRound is §4.4 step 7: the pile for the new round s.round is
// the Jar count of the tile at position s.round from the left.
func (s *State) traitorNewRound() {
	s.traitorDrawPile(int(s.round) - 1)
}

// traitorDrawPile draws, face down, the Jar count of the tile at position
// pos into the Traitor's pile. The pile is always empty by then (the
// Traitor passes only with an empty pile); anything left is discarded.
func (s *State) traitorDrawPile(pos int) {
	b := &s.bot
	if pos < 0 {
		pos = 0
	} else if pos >= NumTiles {
		pos = NumTiles - 1
	}
	for b.pileN > 0 {
		b.pileN--
		s.jarDisc |= 1 << uint(b.pile[b.pileN])
	}
	n := int(s.traitorTile(pos).Jars)
	for i := 0; i < n; i++ {
		j := s.drawJar()
		if j < 0 {
			break
		}
		b.pile[b.pileN] = int8(j)
		b.pileN++
	}
	if s.Recording() {
		t := int(b.order[pos])
		s.Record(TraitorPileDrawn{Round: int(s.round), Pos: pos, Tile: t, Dark: b.dark[t], Count: int(b.pileN)})
	}
}

// traitorTile is the face up of the tile at position pos.
func (s *State) traitorTile(pos int) *TraitorTile {
	t := s.bot.order[pos]
	return &TraitorFaces[b2i(s.bot.dark[t])][t]
}

// takeToken takes a resource token from the supply for a marker; false
// when the supply is empty and the marker is virtual (A20, A25).
func (s *State) takeToken(r int) bool {
	if s.supply[r] > 0 {
		s.supply[r]--
		return true
	}
	return false
}

// traitorTurn plays the Traitor's turn when it has not passed (§8.2):
// pass with an empty pile; else reveal the top Jar, its bottom resource
// to the tiles, then the top two split between the tiles and the wheel.
// The flow's turn loop goes on to the next seat when it returns, unless
// both can go on the wheel: then the human chooses (PhSplit, A19) and
// applySplit ends the turn.
func (s *State) traitorTurn() {
	b := &s.bot
	if b.pileN == 0 {
		if s.Recording() {
			s.Record(TraitorPileEmpty{})
		}
		s.passSeat(traitorSeat, -1)
		return
	}
	b.pileN--
	j := int(b.pile[b.pileN])
	b.jar = int8(j)
	jar := &Jars[j]
	l, r := int(jar[0]), int(jar[1])
	if s.Recording() {
		s.Record(TraitorJarRevealed{Jar: j, Left: l, Right: r, Bottom: int(jar[2]), Pile: int(b.pileN)})
	}
	s.traitorToTiles(int(jar[2]))
	lw, rw := s.freeSlot(l) >= 0, s.freeSlot(r) >= 0
	switch {
	case lw && rw && l != r:
		s.phase = PhSplit
		s.actor = 0
		return
	case lw: // also two identical ones: nothing to choose
		s.toWheel(l, traitorSeat)
		s.traitorToTiles(r)
	case rw:
		s.toWheel(r, traitorSeat)
		s.traitorToTiles(l)
	default:
		s.traitorToTiles(l)
		s.traitorToTiles(r)
	}
	s.traitorDiscard()
}

// traitorDiscard discards the revealed Jar (§8.2 step 5).
func (s *State) traitorDiscard() {
	b := &s.bot
	s.jarDisc |= 1 << uint(b.jar)
	b.jar = -1
}

// legalSplit is PhSplit's actions: which top resource goes to the tiles.
func (s *State) legalSplit(dst []engine.Action) []engine.Action {
	return append(dst, aSplit, aSplit+1)
}

// applySplit sends top resource a-aSplit (0 left, 1 right) of the
// revealed Jar to the tiles and the other to the wheel (§8.2 step 4).
func (s *State) applySplit(a engine.Action) error {
	if s.phase != PhSplit || s.bot.jar < 0 || !in(a, aSplit, 2) {
		return engine.Illegal("split %d: no Traitor Jar to split", int(a))
	}
	jar := &Jars[s.bot.jar]
	side := int(a) - aSplit
	tiles, wheel := int(jar[side]), int(jar[1-side])
	if s.freeSlot(wheel) < 0 {
		return engine.Illegal("split %d: no free slot for the other resource", int(a))
	}
	s.toWheel(wheel, traitorSeat)
	s.traitorToTiles(tiles)
	s.traitorDiscard()
	s.endTurn()
	return nil
}

// soloString is the ActionString of the Traitor's split.
func (s *State) soloString(a engine.Action) (string, bool) {
	switch a {
	case aSplit:
		return "split:left-to-tiles", true
	case aSplit + 1:
		return "split:right-to-tiles", true
	}
	return "", false
}

// traitorToTiles puts resource r on the lowest free space of its tile,
// else of the next tile to the right, wrapping (§8.3), and resolves the
// icon covered. With every tile full the token stays in the supply.
func (s *State) traitorToTiles(r int) {
	b := &s.bot
	p := 0
	for q := 0; q < NumTiles; q++ {
		if int(b.assoc[q]) == r {
			p = q
		}
	}
	for k := 0; k < NumTiles; k++ {
		q := (p + k) % NumTiles
		if b.filled[q] >= TileSpaces {
			continue
		}
		marker := !s.takeToken(r)
		sp := int(b.filled[q])
		b.filled[q]++
		ic := s.traitorTile(q).Space[sp]
		if s.Recording() {
			s.Record(TraitorTilePlaced{Res: r, Pos: q, Tile: int(b.order[q]), Space: sp + 1,
				Icon: iconCodes[ic.Kind], Arg: int(ic.Arg), Marker: marker})
		}
		s.traitorIcon(q, ic)
		return
	}
	if s.Recording() {
		s.Record(TraitorTilePlaced{Res: r, Pos: -1, Tile: -1})
	}
}

// Icon codes for events and the scene (§8.6).
var iconCodes = [numIcons]string{"", "bc", "noble_take", "noble_discard", "noble_level", "god",
	"artisan_take_high", "artisan_take_low", "artisan_discard_high", "artisan_discard_low",
	"lot", "bonus", "nile_most", "nile_least"}

// IconCode is icon kind k's stable code ("" for none).
func IconCode(k int) string {
	if k < 0 || k >= numIcons {
		return ""
	}
	return iconCodes[k]
}

// traitorIcon resolves the icon just covered on the tile at position pos
// (§8.6 with A26). Its effects are recorded as a player's would be
// (BurialStepped, NobleTaken, NileClimbed...), with the Traitor's own
// events for what only it does.
func (s *State) traitorIcon(pos int, ic Icon) {
	b := &s.bot
	pl := &s.pl[traitorSeat]
	done := true
	switch ic.Kind {
	case IcNone:
		return
	case IcBC:
		if done = pl.BC < BCSteps; done {
			s.burialStep(traitorSeat, true)
		}
	case IcNTake, IcNDisc:
		slot := int(ic.Arg) - 1
		id := int(s.nobleDisp[slot])
		if done = id >= 0; done {
			s.nobleDisp[slot] = -1
			take := ic.Kind == IcNTake
			if take {
				pl.Nobles |= 1 << uint(id)
			}
			if s.Recording() {
				if take {
					s.Record(NobleTaken{Player: traitorSeat, Noble: id + 1, Slot: slot})
				} else {
					s.Record(NobleDiscarded{Noble: id + 1, Slot: slot})
				}
			}
			s.refillNoble(slot)
			if s.Recording() && s.nobleDisp[slot] >= 0 {
				s.Record(NobleRefilled{Slot: slot, Noble: int(s.nobleDisp[slot]) + 1})
			}
			if take {
				s.pharaohCheck(traitorSeat)
			}
		}
	case IcNLevel:
		if done = ic.Arg > b.level; done {
			b.level = ic.Arg
			if s.Recording() {
				s.Record(TraitorNobleLevel{Level: int(b.level)})
			}
		}
	case IcGod:
		b.gods |= 1 << uint(pos)
		if s.Recording() {
			s.Record(TraitorGod{Pos: pos, Quarter: int(b.order[pos])})
		}
	case IcATakeH, IcATakeL, IcADiscH, IcADiscL:
		slot := s.artisanPick(ic.Kind == IcATakeH || ic.Kind == IcADiscH)
		if done = slot >= 0; done {
			id := int(s.artDisp[slot])
			s.artDisp[slot] = -1
			take := ic.Kind == IcATakeH || ic.Kind == IcATakeL
			if take { // nothing from its cartouche (A12)
				pl.Artisans |= 1 << uint(id)
			}
			if s.Recording() {
				if take {
					s.Record(ArtisanTaken{Player: traitorSeat, Card: id, Slot: slot})
				} else {
					s.Record(ArtisanDiscarded{Card: id, Slot: slot})
				}
			}
			s.refillArtisan(slot)
			if s.Recording() && s.artDisp[slot] >= 0 {
				s.Record(ArtisanRefilled{Slot: slot, Card: int(s.artDisp[slot])})
			}
		}
	case IcLot:
		k := int(ic.Arg) - 1
		if done = s.lots[k][0] >= 0 || s.lots[k][1] >= 0; done {
			s.takeLot(traitorSeat, k)
		}
	case IcBonus:
		k := int(ic.Arg) - 1
		o := int(s.bonus[k])
		if done = o >= 0; done {
			pl.Off[o]++
			s.bonus[k] = -1
			if s.Recording() {
				s.Record(OfferingGained{Player: traitorSeat, Kind: o, From: "bonus", Pos: k})
			}
		}
	case IcNileMax, IcNileMin:
		done = s.climb(traitorSeat, s.traitorNileTrack(ic.Kind == IcNileMax))
	}
	if !done && s.Recording() {
		s.Record(TraitorNothing{Icon: iconCodes[ic.Kind], Arg: int(ic.Arg)})
	}
}

// artisanPick is the display slot holding the Artisan with the highest
// (or lowest) PP, leftmost on ties; -1 when the display is empty (A26).
func (s *State) artisanPick(high bool) int {
	best, bestPP := -1, 0
	for i, id := range s.artDisp {
		if id < 0 {
			continue
		}
		pp := int(Artisans[id].PP)
		if best < 0 || (high && pp > bestPP) || (!high && pp < bestPP) {
			best, bestPP = i, pp
		}
	}
	return best
}

// traitorNileTrack is the colour of the most (or least) filled tile,
// leftmost on ties, counting every marker on it (A26).
func (s *State) traitorNileTrack(most bool) int {
	b := &s.bot
	best := 0
	for p := 1; p < NumTiles; p++ {
		if (most && b.filled[p] > b.filled[best]) || (!most && b.filled[p] < b.filled[best]) {
			best = p
		}
	}
	return int(b.assoc[best])
}

// traitorPyramid is the Traitor's gain on a turn after it passed, once
// the flow moved its disc one space right (§8.5): its new space's gain.
func (s *State) traitorPyramid() {
	pl := &s.pl[traitorSeat]
	if pl.Row < 1 || int(pl.Row) > len(PyramidRows) || pl.Pos < 1 || int(pl.Pos) > len(PyramidRows[pl.Row-1]) {
		return
	}
	g := PyramidRows[pl.Row-1][pl.Pos-1]
	switch g {
	case PyrRes:
		s.gainRecorded(traitorSeat, s.traitorResChoice(), 1)
	case PyrSilver:
		s.gainRecorded(traitorSeat, SIL, 1)
	case PyrOffer:
		if k := s.drawBag(); k >= 0 {
			pl.Off[k]++
			if s.Recording() {
				s.Record(OfferingGained{Player: traitorSeat, Kind: k, From: "bag", Pos: -1})
			}
		}
	}
}

// traitorResChoice is the base resource with the largest supply, ties in
// TraitorResOrder (§8.5).
func (s *State) traitorResChoice() int {
	best := int(TraitorResOrder[0])
	for _, r := range TraitorResOrder[1:] {
		if s.supply[r] > s.supply[best] {
			best = int(r)
		}
	}
	return best
}

// traitorNoblePP is what each Traitor Noble scores (§8.6 NL, §8.7).
func (s *State) traitorNoblePP() int {
	if s.bot.level > 0 {
		return int(s.bot.level)
	}
	return TraitorDefaultNobleLevel
}

// Events of the Traitor (§11.4). What it gains is recorded as for a
// player (Player 1): WheelTokenPlaced, BurialStepped, NobleTaken,
// NobleRefilled, ArtisanTaken, ArtisanRefilled, LotTaken, OfferingGained,
// NileClimbed, PharaohTaken, Gained, Passed, PyramidStepped. Its own:
// resources 0..5 (AGR..SIL), tiles 0..4 (T1..T5, tile Tq's god is Quarter
// q's), positions 0..4 from the left.

// TraitorSetup: the tiles laid (§3.4): at each position from the left,
// the tile, its face (dark or light) and its associated resource.
type TraitorSetup struct {
	Tiles [NumTiles]int
	Dark  [NumTiles]bool
	Assoc [NumTiles]int
}

// TraitorPileDrawn: Count Jars drawn face down as the Traitor's pile for
// round Round, the number printed on the tile at position Pos.
type TraitorPileDrawn struct {
	Round, Pos, Tile, Count int
	Dark                    bool
}

// TraitorJarRevealed: the top Jar of the Traitor's pile, Pile left under it.
type TraitorJarRevealed struct{ Jar, Left, Right, Bottom, Pile int }

// TraitorTilePlaced: resource Res dropped on space Space (1..13) of the
// tile at position Pos; Icon is the icon code there ("" none) and Arg its
// number; its effect's events follow. Marker: the supply was empty, a
// virtual marker stands for the token (A20). Pos -1: every tile is full
// and the token stays in the supply.
type TraitorTilePlaced struct {
	Res, Pos, Tile, Space int
	Icon                  string
	Arg                   int
	Marker                bool
}

// NobleDiscarded, ArtisanDiscarded: a Traitor icon discarded the card in
// display slot Slot (Nobles 1..26, Artisans 0..29); a refill event follows
// when the deck has a card.
type NobleDiscarded struct{ Noble, Slot int }
type ArtisanDiscarded struct{ Card, Slot int }

// TraitorNobleLevel: the Traitor's Nobles now score Level PP each.
type TraitorNobleLevel struct{ Level int }

// TraitorGod: a GOD icon covered on the tile at position Pos: the god of
// Quarter Quarter scores for the Traitor.
type TraitorGod struct{ Pos, Quarter int }

// TraitorNothing: an icon covered with no effect (empty slot or lot,
// track at the top, last step, a lower Noble level).
type TraitorNothing struct {
	Icon string
	Arg  int
}

// TraitorPileEmpty: the Traitor has no Jar left and passes (§8.5).
type TraitorPileEmpty struct{}

func (TraitorSetup) EventName() string       { return "traitor_setup" }
func (TraitorPileDrawn) EventName() string   { return "traitor_pile" }
func (TraitorJarRevealed) EventName() string { return "traitor_jar" }
func (TraitorTilePlaced) EventName() string  { return "traitor_tile" }
func (NobleDiscarded) EventName() string     { return "noble_discarded" }
func (ArtisanDiscarded) EventName() string   { return "artisan_discarded" }
func (TraitorNobleLevel) EventName() string  { return "traitor_noble_level" }
func (TraitorGod) EventName() string         { return "traitor_god" }
func (TraitorNothing) EventName() string     { return "traitor_nothing" }
func (TraitorPileEmpty) EventName() string   { return "traitor_pile_empty" }

// Read-only accessors for the scene.

// TraitorTileView is the Traitor tile at one position.
type TraitorTileView struct {
	Tile   int  // 0..4 = T1..T5; its GOD icon scores Quarter Tile's god
	Dark   bool // face up
	Assoc  int  // associated base resource
	Filled int  // spaces covered, 1..13 (space 1 the association)
	Jars   int  // Jar count printed at the bottom
	Icons  [TileSpaces]Icon
}

// TraitorTiles is the Traitor's tiles from left to right; ok false
// outside solo.
func (s *State) TraitorTiles() (t [NumTiles]TraitorTileView, ok bool) {
	if !s.solo {
		return t, false
	}
	b := &s.bot
	for p := range t {
		f := s.traitorTile(p)
		id := int(b.order[p])
		t[p] = TraitorTileView{Tile: id, Dark: b.dark[id], Assoc: int(b.assoc[p]), Filled: int(b.filled[p]),
			Jars: int(f.Jars), Icons: f.Space}
	}
	return t, true
}

// TraitorPile is the number of face-down Jars left in the Traitor's pile.
func (s *State) TraitorPile() int { return int(s.bot.pileN) }

// TraitorJar is the Jar revealed and waiting for the split, -1 none.
func (s *State) TraitorJar() int {
	if !s.solo {
		return -1
	}
	return int(s.bot.jar)
}

// TraitorNobleLevel is the highest NL level covered (0 none) and what each
// Traitor Noble scores now.
func (s *State) TraitorNobleLevel() (level, pp int) { return int(s.bot.level), s.traitorNoblePP() }

// TraitorGods is the bitmask of tile positions whose GOD icon is covered.
func (s *State) TraitorGods() uint8 { return s.bot.gods }

// TraitorGodQuarters is the bitmask of Quarters whose god the Traitor
// scores.
func (s *State) TraitorGodQuarters() uint8 { return s.traitorGods() }
