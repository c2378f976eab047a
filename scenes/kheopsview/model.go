package kheopsview

import (
	"fmt"
	"slices"
	"strings"

	"nilegames/engine"
	"nilegames/engine/kheops"
)

// board is everything the view draws, as plain data. The view keeps the
// board "as of the animation": events change it one by one while their
// tweens play, and at the end of each batch it is replaced by the snapshot
// of the state, so a mistake here can only ever show for the length of an
// animation.
type board struct {
	tile  [kheops.NumSlots + 1]int // tile ID per slot, 0 empty
	rot   [kheops.NumSlots + 1]int
	pawn  [kheops.NumSlots + 1]int // 0 none, else 1 + owner*4 + kind
	sup   [2][4]int
	hand  [2][]int // tile IDs; 0 = face down (not the viewer's)
	pile  int
	turn  int
	phase kheops.Phase
	power kheops.Symbol
	cur   int // seat to act, -1 at the end
	just  int
	ankh  [2]int
	nets  []kheops.Network
	score [2]int
}

func pawnCode(p kheops.Pawn) int { return 1 + p.Owner*4 + int(p.Kind) }

func pawnOf(code int) kheops.Pawn {
	c := code - 1
	return kheops.Pawn{Owner: c / 4, Kind: kheops.PawnKind(c % 4)}
}

func (b *board) clone() *board {
	c := *b
	for i := range c.hand {
		c.hand[i] = slices.Clone(b.hand[i])
	}
	c.nets = slices.Clone(b.nets)
	return &c
}

func (b *board) over() bool { return b.phase == kheops.PhaseOver }

// snapshot reads the state as viewer may see it.
func snapshot(st *kheops.State, viewer int) *board {
	b := &board{pile: st.PileSize(), turn: st.Turn(), phase: st.Phase(), power: st.PendingPower(), cur: st.CurrentPlayer(), just: st.JustPlaced()}
	if b.cur < 0 {
		b.cur = -1
	}
	for s := 1; s <= kheops.NumSlots; s++ {
		if id, k, ok := st.TileAt(s); ok {
			b.tile[s], b.rot[s] = id, k
		}
		if p, ok := st.PawnAt(s); ok {
			b.pawn[s] = pawnCode(p)
		}
	}
	for seat := 0; seat < 2; seat++ {
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			b.sup[seat][k] = st.Supply(seat, k)
		}
		if h := st.Hand(seat, viewer); h != nil {
			b.hand[seat] = h
		} else {
			b.hand[seat] = make([]int, st.HandSize(seat))
		}
		b.ankh[seat] = st.Ankhs(seat)
	}
	b.nets = st.Networks()
	for i, sc := range st.Scores() {
		if i < 2 {
			b.score[i] = sc.Total
		}
	}
	return b
}

// apply changes the board as event e says (the part the view animates).
func (b *board) apply(e engine.Event) {
	switch e := e.(type) {
	case kheops.PawnPlaced:
		if e.Ousted {
			if old := b.pawn[e.Slot]; old != 0 {
				p := pawnOf(old)
				b.sup[p.Owner][p.Kind]++
			}
		}
		b.pawn[e.Slot] = pawnCode(e.Pawn)
		if b.sup[e.Pawn.Owner][e.Pawn.Kind] > 0 {
			b.sup[e.Pawn.Owner][e.Pawn.Kind]--
		}
		b.just = e.Slot
	case kheops.TileRotated:
		b.rot[e.Slot] = (b.rot[e.Slot] + e.Steps) % 3
	case kheops.PawnsSwapped:
		b.pawn[e.Own], b.pawn[e.Opp] = b.pawn[e.Opp], b.pawn[e.Own]
	case kheops.PawnMoved:
		b.pawn[e.To], b.pawn[e.From] = b.pawn[e.From], 0
	case kheops.TilePlaced:
		b.tile[e.Slot], b.rot[e.Slot] = e.Tile, e.K
		if p := e.Player; p >= 0 && p < 2 {
			b.hand[p] = removeTile(b.hand[p], e.Tile)
		}
	case kheops.TileDrawn:
		if p := e.Player; p >= 0 && p < 2 {
			b.hand[p] = append(b.hand[p], e.Tile)
			slices.Sort(b.hand[p])
		}
		if b.pile > 0 {
			b.pile--
		}
	}
}

// removeTile drops id from a hand, or a face-down tile if id is not known.
func removeTile(h []int, id int) []int {
	for i, t := range h {
		if t == id {
			return slices.Delete(slices.Clone(h), i, i+1)
		}
	}
	for i, t := range h {
		if t == 0 {
			return slices.Delete(slices.Clone(h), i, i+1)
		}
	}
	if len(h) > 0 {
		return slices.Clone(h[:len(h)-1])
	}
	return h
}

// handIndex is where tile id lies in seat's drawn hand (a face-down place
// when it is not known), -1 for none.
func (b *board) handIndex(seat, id int) int {
	if seat < 0 || seat > 1 {
		return -1
	}
	for i, t := range b.hand[seat] {
		if t == id {
			return i
		}
	}
	for i, t := range b.hand[seat] {
		if t == 0 {
			return i
		}
	}
	return len(b.hand[seat]) - 1
}

// String is a compact dump for tests.
func (b *board) String() string {
	var sb strings.Builder
	for s := 1; s <= kheops.NumSlots; s++ {
		if b.tile[s] != 0 {
			fmt.Fprintf(&sb, "%d:T%02dk%d", s, b.tile[s], b.rot[s])
			if b.pawn[s] != 0 {
				p := pawnOf(b.pawn[s])
				fmt.Fprintf(&sb, "/%d%s", p.Owner, p.Kind)
			}
			sb.WriteByte(' ')
		}
	}
	fmt.Fprintf(&sb, "\nsup %v hand %v pile %d turn %d phase %v cur %d", b.sup, b.hand, b.pile, b.turn, b.phase, b.cur)
	return sb.String()
}
