package imhotepview

import (
	"nilegames/engine"
	"nilegames/engine/imhotep"
)

// board is everything the view draws, as plain data. The view keeps the
// board "as of the animation": events are applied to it one by one while
// their tweens play, and at the end of each batch it is replaced by the
// snapshot of the state, so a mistake here can only ever show for the
// length of an animation.
type board struct {
	np      int
	sideB   [imhotep.NumSites]bool
	templeW int
	over    bool

	round      int
	roundCard  int
	roundsLeft int
	first      int

	ships []shipView // this round's ships, in harbour order

	sled   [imhotep.MaxPlayers]int
	quarry [imhotep.MaxPlayers]int
	cards  [imhotep.MaxPlayers][imhotep.NumCards]int
	score  [imhotep.MaxPlayers]int

	face    [imhotep.MaxPlayers]imhotep.Card // market spaces (B uses 3)
	pair    int
	deck    int
	discard int

	pyrA   []int
	pyrB   [3][]int
	edge   [imhotep.MaxPlayers]int
	temple []int // owners in placement order (covered stones included)
	burial []int
	obA    [imhotep.MaxPlayers]int
	obWait [imhotep.MaxPlayers]int
	obs    []int // owner of each obelisk formed on side B, in order

	// Stones off a ship (or out of the quarry) not yet on a site: market
	// stones until the picks are done, a stone until its pyramid is chosen.
	waiting []waitStone
}

type shipView struct {
	id    int
	slots []int        // owner per slot, -1 empty; slot 0 is the bow
	dest  imhotep.Site // -1 while in the harbour
}

type waitStone struct {
	owner int
	site  imhotep.Site
}

func (b *board) clone() *board {
	c := *b
	c.ships = make([]shipView, len(b.ships))
	for i, sv := range b.ships {
		c.ships[i] = shipView{id: sv.id, slots: append([]int(nil), sv.slots...), dest: sv.dest}
	}
	c.pyrA = append([]int(nil), b.pyrA...)
	for k := range b.pyrB {
		c.pyrB[k] = append([]int(nil), b.pyrB[k]...)
	}
	c.temple = append([]int(nil), b.temple...)
	c.burial = append([]int(nil), b.burial...)
	c.obs = append([]int(nil), b.obs...)
	c.waiting = append([]waitStone(nil), b.waiting...)
	return &c
}

// shipIndex finds ship id among this round's ships (-1 if absent).
func (b *board) shipIndex(id int) int {
	for i, sv := range b.ships {
		if sv.id == id {
			return i
		}
	}
	return -1
}

// docked returns the ship at site s, or -1.
func (b *board) docked(s imhotep.Site) int {
	for i, sv := range b.ships {
		if sv.dest == s {
			return i
		}
	}
	return -1
}

// extras are what the engine does not expose but the view draws: the
// owners of covered temple stones and of each side-B obelisk. They are
// kept up to date from events and rebuilt by replay when in doubt.
type extras struct {
	temple []int
	obs    []int
}

func (x *extras) apply(e engine.Event) {
	switch e := e.(type) {
	case imhotep.StoneBuilt:
		if e.Site == imhotep.Temple {
			x.temple = append(x.temple, e.Owner)
		}
	case imhotep.ObeliskFormed:
		for len(x.obs) <= e.Index {
			x.obs = append(x.obs, -1)
		}
		x.obs[e.Index] = e.Player
	}
}

// consistent checks the extras against what the state tells.
func (x *extras) consistent(s *imhotep.State) bool {
	n, top := s.Temple()
	if len(x.temple) != n {
		return false
	}
	w := len(top)
	for c := 0; c < w && c < n; c++ {
		// The top of column c is the last stone placed in it.
		last := c + ((n-1-c)/w)*w
		if x.temple[last] != top[c] {
			return false
		}
	}
	total := 0
	for p := 0; p < s.NumPlayers(); p++ {
		_, formed, t := s.ObelisksB(p)
		total = t
		cnt := 0
		for _, o := range x.obs {
			if o == p {
				cnt++
			}
		}
		if cnt != formed {
			return false
		}
	}
	return len(x.obs) == total
}

// replayExtras rebuilds the extras by replaying the match from its options,
// seed and history (the engine is deterministic).
func replayExtras(s *imhotep.State) extras {
	var x extras
	st, err := imhotep.Game{}.NewState(s.Options(), s.Seed())
	if err != nil {
		return x
	}
	st.SetRecorder(engine.RecorderFunc(x.apply))
	for _, a := range s.History() {
		if st.Apply(a) != nil {
			break
		}
	}
	return x
}

// snapshot reads the state into a board.
func snapshot(s *imhotep.State, x extras) *board {
	np := s.NumPlayers()
	b := &board{np: np, templeW: imhotep.TempleWidth(np), over: s.Terminal()}
	for site := imhotep.Site(0); site < imhotep.NumSites; site++ {
		b.sideB[site] = s.SideB(site)
	}
	b.round = s.Round()
	b.roundCard = s.RoundCard()
	b.roundsLeft = s.RoundCardsLeft()
	b.first = s.FirstPlayer()
	if !b.over {
		for _, id := range s.RoundShips() {
			sv := shipView{id: id, slots: s.ShipSlots(id), dest: -1}
			if ok, site := s.ShipSailed(id); ok {
				sv.dest = site
			}
			b.ships = append(b.ships, sv)
		}
	}
	sc := s.Scores()
	for p := 0; p < np; p++ {
		b.sled[p] = s.Sled(p)
		b.quarry[p] = s.Quarry(p)
		b.cards[p] = s.CardsOf(p)
		b.score[p] = sc[p].Total
		b.edge[p] = s.PyramidEdge(p)
		if b.sideB[imhotep.Obelisks] {
			b.obWait[p], _, _ = s.ObelisksB(p)
		} else {
			b.obA[p] = s.StonesOnSite(imhotep.Obelisks, p)
		}
	}
	face, pair := s.Market()
	b.face = face
	b.pair = pair
	b.deck = s.DeckSize()
	b.discard = s.DiscardSize()
	// PyramidA means nothing on side B (it counts the B stones as if they
	// were on A), and PyramidB nothing on side A.
	if b.sideB[imhotep.Pyramid] {
		for k := 0; k < 3; k++ {
			b.pyrB[k] = s.PyramidB(k)
		}
	} else {
		b.pyrA = s.PyramidA()
	}
	b.burial = s.Burial()
	b.temple = append([]int(nil), x.temple...)
	b.obs = append([]int(nil), x.obs...)

	// Stones in limbo: neither in the quarry, on a sled, a ship nor a site.
	var limbo [imhotep.MaxPlayers]int
	for p := 0; p < np; p++ {
		n := imhotep.UsableStones - b.quarry[p] - b.sled[p]
		for site := imhotep.Site(0); site < imhotep.NumSites; site++ {
			n -= s.StonesOnSite(site, p)
		}
		for _, sv := range b.ships {
			for _, o := range sv.slots {
				if o == p {
					n--
				}
			}
		}
		limbo[p] = max(n, 0)
	}
	pyr := -1
	if d := s.PendingDecision(); d.Kind == "pyramid" && limbo[d.Player] > 0 {
		limbo[d.Player]--
		pyr = d.Player
	}
	for p := 0; p < np; p++ {
		for i := 0; i < limbo[p]; i++ {
			b.waiting = append(b.waiting, waitStone{p, imhotep.Market})
		}
	}
	if pyr >= 0 {
		b.waiting = append(b.waiting, waitStone{pyr, imhotep.Pyramid})
	}
	return b
}

// The effects of an event on the board come in two halves: begin runs when
// its animation starts (what leaves a place), end when it lands.

func (b *board) begin(e engine.Event) {
	switch e := e.(type) {
	case imhotep.StonePlaced:
		b.sled[e.Player]--
	case imhotep.StonesTaken:
		b.quarry[e.Player] -= e.N
	case imhotep.StoneUnloaded:
		if i := b.shipIndex(e.Ship); i >= 0 && e.Slot < len(b.ships[i].slots) {
			b.ships[i].slots[e.Slot] = -1
		}
	case imhotep.StoneBuilt:
		// A stone waits at the site when its place needs a decision (a
		// Pyramid B choice) or after a red card took it from the quarry.
		switch {
		case b.hasWaiting(e.Owner, e.Site):
			b.takeWaiting(e.Owner, e.Site)
		case e.FromQuarry:
			b.quarry[e.Owner]--
		}
	case imhotep.ObeliskFormed:
		b.obWait[e.Player] = 0
	case imhotep.CardTaken:
		switch e.From {
		case "market":
			if e.Space >= 0 && e.Space < len(b.face) {
				b.face[e.Space] = imhotep.NoCard
			}
		case "deck":
			b.deck = max(b.deck-1, 0)
		}
	case imhotep.PairTaken:
		b.pair = 0
	case imhotep.BlueCardPlayed:
		b.cards[e.Player][e.Card] = max(b.cards[e.Player][e.Card]-1, 0)
	case imhotep.StonesReturned:
		if e.From == "market" {
			for i := 0; i < e.N; i++ {
				b.takeWaiting(e.Player, imhotep.Market)
			}
		} else {
			for i := range b.ships {
				if b.ships[i].dest >= 0 {
					continue
				}
				for k, o := range b.ships[i].slots {
					if o == e.Player {
						b.ships[i].slots[k] = -1
					}
				}
			}
		}
	case imhotep.MarketCleared:
		for i := range b.face {
			b.face[i] = imhotep.NoCard
		}
		b.pair = 0
	case imhotep.RoundEnded:
		b.ships = nil
	}
}

func (b *board) end(e engine.Event) {
	switch e := e.(type) {
	case imhotep.RoundStarted:
		b.round = e.Round
		b.roundCard = e.RoundCard
		b.roundsLeft = imhotep.NumRounds - e.Round
		b.first = e.FirstPlayer
		b.ships = b.ships[:0]
		for _, id := range e.Ships {
			sl := make([]int, imhotep.Ships[id].Capacity)
			for k := range sl {
				sl[k] = -1
			}
			b.ships = append(b.ships, shipView{id: id, slots: sl, dest: -1})
		}
	case imhotep.MarketDealt:
		n := 0
		for i, c := range e.Cards {
			b.face[i] = c
			if c != imhotep.NoCard {
				n++
			}
		}
		b.pair = e.Pair
		b.deck = max(b.deck-n-e.Pair, 0)
	case imhotep.DeckReshuffled:
		b.deck = e.Size
		b.discard = 0
	case imhotep.StonesTaken:
		b.sled[e.Player] += e.N
	case imhotep.StonePlaced:
		if i := b.shipIndex(e.Ship); i >= 0 && e.Slot < len(b.ships[i].slots) {
			b.ships[i].slots[e.Slot] = e.Player
		}
	case imhotep.ShipSailed:
		if i := b.shipIndex(e.Ship); i >= 0 {
			b.ships[i].dest = e.Site
		}
	case imhotep.StoneUnloaded:
		b.waiting = append(b.waiting, waitStone{e.Owner, e.Site})
	case imhotep.StoneBuilt:
		b.build(e)
	case imhotep.ObeliskFormed:
		for len(b.obs) <= e.Index {
			b.obs = append(b.obs, -1)
		}
		b.obs[e.Index] = e.Player
	case imhotep.PointsScored:
		b.score[e.Player] += e.Points
	case imhotep.CardTaken:
		spec := imhotep.Cards[e.Card]
		if spec.Class != imhotep.Red {
			b.cards[e.Player][e.Card]++
		} else if b.quarry[e.Player] > 0 {
			// A red card takes its stone from the quarry at once.
			b.quarry[e.Player]--
			b.waiting = append(b.waiting, waitStone{e.Player, spec.Site})
		}
	case imhotep.PairKept:
		if e.Rejected != imhotep.NoCard {
			b.discard++
		}
	case imhotep.RedCardResolved, imhotep.BlueCardPlayed:
		b.discard++
	case imhotep.StonesReturned:
		b.quarry[e.Player] += e.N
	case imhotep.MarketCleared:
		b.discard += len(e.Cards) + e.Pair
	case imhotep.GameEnded:
		b.over = true
	}
}

func (b *board) hasWaiting(owner int, site imhotep.Site) bool {
	for _, w := range b.waiting {
		if w.owner == owner && w.site == site {
			return true
		}
	}
	return false
}

func (b *board) takeWaiting(owner int, site imhotep.Site) {
	for i, w := range b.waiting {
		if w.owner == owner && (w.site == site || site < 0) {
			b.waiting = append(b.waiting[:i], b.waiting[i+1:]...)
			return
		}
	}
	// A stone unloaded at one site may be built on another (never in this
	// game); take any of the owner's.
	for i, w := range b.waiting {
		if w.owner == owner {
			b.waiting = append(b.waiting[:i], b.waiting[i+1:]...)
			return
		}
	}
}

func (b *board) build(e imhotep.StoneBuilt) {
	switch e.Site {
	case imhotep.Pyramid:
		switch {
		case e.Edge:
			b.edge[e.Owner]++
		case e.Pyramid >= 0 && e.Pyramid < 3:
			b.pyrB[e.Pyramid] = append(b.pyrB[e.Pyramid], e.Owner)
		default:
			b.pyrA = append(b.pyrA, e.Owner)
		}
	case imhotep.Temple:
		b.temple = append(b.temple, e.Owner)
	case imhotep.Burial:
		b.burial = append(b.burial, e.Owner)
	case imhotep.Obelisks:
		if b.sideB[imhotep.Obelisks] {
			b.obWait[e.Owner] = e.Pos
		} else {
			b.obA[e.Owner] = e.Pos
		}
	}
}
