package kheopsview

import (
	"nilegames/engine"
	"nilegames/engine/kheops"
	"nilegames/input"
	"nilegames/render/geom"
)

// The picker turns clicks into legal actions. A turn's decisions take one
// to four clicks:
//   - a pawn: [its kind, unless already chosen] then a tile;
//   - a rotation power: the tile, then turns (↺ ↻, or a click on the tile)
//     that preview it, then the confirm button;
//   - a swap: one of your pawns, then the opponent's; a move: from, to;
//   - a tile: [a hand tile, unless already chosen], an empty slot (a ghost
//     appears there at its best-connecting rotation), turns (a click on the
//     ghost or the wheel turns it clockwise, the buttons either way), then
//     the confirm button.
//
// The turn and confirm controls stand in a fixed row of the tray, off the
// pyramid.
//
// The chosen kind and hand tile start at a default after each Sync
// (a worker, the first tile), so the common case is one click shorter.
// ClickFor walks the same steps, so a test can feed its points back
// through Pick and get the action back.

type tkind uint8

const (
	tNone    tkind = iota
	tSlot          // a pyramid slot {n = slot}
	tKind          // a pawn kind button of the acting seat {n = kind}
	tHand          // a hand tile of the acting seat {n = tile id}
	tRotCW         // turn the ghost clockwise
	tRotCCW        // turn the ghost anticlockwise
	tConfirm       // place the ghost
	tToggle        // the network overlay
)

// turned is the number of thirds of a turn k after a click on ↻ (one more)
// or ↺ (one less, that is two more).
func turned(k int, kind tkind) int {
	if kind == tRotCW {
		return (k + 1) % 3
	}
	return (k + 2) % 3
}

type target struct {
	kind tkind
	n    int
}

// picker is the partial selection.
type picker struct {
	kind    kheops.PawnKind // chosen pawn kind
	defKind kheops.PawnKind
	first   int // power: the chosen tile, own pawn or pawn to move
	tile    int // chosen hand tile
	defTile int
	slot    int // slot of the ghost
	k       int // rotation of the ghost; steps previewed by a rotation power
}

// reset drops the partial selection, back to the defaults.
func (p *picker) reset() {
	p.kind, p.first, p.tile, p.slot, p.k = p.defKind, 0, p.defTile, 0, 0
}

// partial reports a selection beyond the defaults.
func (p *picker) partial() bool {
	return p.kind != p.defKind || p.first != 0 || p.tile != p.defTile || p.slot != 0
}

// moveSet is the legal moves of the decision, decoded.
type moveSet struct {
	acts  []engine.Action
	moves []kheops.Move
}

func decodeAll(legal []engine.Action) moveSet {
	ms := moveSet{acts: append([]engine.Action(nil), legal...)}
	for _, a := range legal {
		m, ok := kheops.Decode(a)
		if !ok {
			m = kheops.Move{Type: 255}
		}
		ms.moves = append(ms.moves, m)
	}
	return ms
}

// find returns the legal action matching f.
func (ms *moveSet) find(f func(m kheops.Move) bool) (engine.Action, bool) {
	for i, m := range ms.moves {
		if f(m) {
			return ms.acts[i], true
		}
	}
	return 0, false
}

func (ms *moveSet) any(f func(m kheops.Move) bool) bool {
	_, ok := ms.find(f)
	return ok
}

// kind is the type of the decision's moves (they all share it).
func (ms *moveSet) kind() (kheops.MoveType, bool) {
	if len(ms.moves) == 0 {
		return 0, false
	}
	return ms.moves[0].Type, true
}

// defaults chooses the pawn kind and hand tile selected at first: a
// worker (or the first kind that can go anywhere), the first tile.
func (ms *moveSet) defaults() (kheops.PawnKind, int) {
	kind, tile := kheops.PawnKind(255), 0
	for _, m := range ms.moves {
		if m.Type == kheops.PlacePawn && m.Kind < kind {
			kind = m.Kind // Worker is the lowest kind
		}
		if m.Type == kheops.PlaceTile && (tile == 0 || m.Tile < tile) {
			tile = m.Tile
		}
	}
	if kind == 255 {
		kind = kheops.Worker
	}
	return kind, tile
}

// click applies a click on target t (tNone: nothing under the pointer).
// It returns the completed action, and whether the click did anything.
func (v *View) click(t target) (engine.Action, bool, bool) {
	p := &v.pk
	ms := &v.dec.ms
	if t.kind == tToggle {
		v.overlay = !v.overlay
		return 0, false, true
	}
	mt, ok := ms.kind()
	if !ok {
		return 0, false, false
	}
	switch mt {
	case kheops.PlacePawn:
		switch t.kind {
		case tKind:
			k := kheops.PawnKind(t.n)
			if ms.any(func(m kheops.Move) bool { return m.Kind == k }) && k != p.kind {
				p.kind = k
				return 0, false, true
			}
		case tSlot:
			if a, ok := ms.find(func(m kheops.Move) bool { return m.Kind == p.kind && m.Slot == t.n }); ok {
				return a, true, true
			}
		}
	case kheops.RotateTile:
		switch t.kind {
		case tSlot:
			if t.n == p.first {
				p.k = (p.k + 1) % 3
				return 0, false, true
			}
			if ms.any(func(m kheops.Move) bool { return m.Slot == t.n }) {
				p.first, p.k = t.n, 0
				return 0, false, true
			}
		case tRotCW, tRotCCW:
			if p.first != 0 {
				p.k = turned(p.k, t.kind)
				return 0, false, true
			}
		case tConfirm:
			if a, ok := ms.find(func(m kheops.Move) bool { return m.Slot == p.first && m.Steps == p.k }); ok {
				return a, true, true
			}
		}
	case kheops.SwapPawns, kheops.MovePawn:
		if t.kind != tSlot {
			break
		}
		if p.first != 0 {
			if t.n == p.first {
				p.first = 0
				return 0, false, true
			}
			if a, ok := ms.find(func(m kheops.Move) bool { return m.Slot == p.first && m.Slot2 == t.n }); ok {
				return a, true, true
			}
		}
		if ms.any(func(m kheops.Move) bool { return m.Slot == t.n }) {
			p.first = t.n
			return 0, false, true
		}
	case kheops.PlaceTile:
		switch t.kind {
		case tHand:
			if t.n == p.tile || !ms.any(func(m kheops.Move) bool { return m.Tile == t.n }) {
				break
			}
			p.tile = t.n
			if p.slot != 0 {
				if ms.any(func(m kheops.Move) bool { return m.Tile == p.tile && m.Slot == p.slot }) {
					p.k = v.bestK(p.tile, p.slot)
				} else {
					p.slot = 0
				}
			}
			return 0, false, true
		case tSlot:
			if p.tile == 0 {
				break
			}
			if t.n == p.slot {
				p.k = (p.k + 1) % 3
				return 0, false, true
			}
			if ms.any(func(m kheops.Move) bool { return m.Tile == p.tile && m.Slot == t.n }) {
				p.slot, p.k = t.n, v.bestK(p.tile, t.n)
				return 0, false, true
			}
		case tRotCW, tRotCCW:
			if p.slot != 0 {
				p.k = turned(p.k, t.kind)
				return 0, false, true
			}
		case tConfirm:
			if a, ok := ms.find(func(m kheops.Move) bool { return m.Tile == p.tile && m.Slot == p.slot && m.K == p.k }); ok {
				return a, true, true
			}
		}
	}
	return 0, false, false
}

// bestK is the rotation of tile at slot that connects the most openings
// to the tiles around it (the lowest such k).
func (v *View) bestK(tile, slot int) int {
	best, bestN := 0, -1
	for k := 0; k < 3; k++ {
		if n := connections(v.target, tile, slot, k); n > bestN {
			best, bestN = k, n
		}
	}
	return best
}

// connections counts the openings of tile at slot, rotation k, that meet
// an opening of a neighbour on board b.
func connections(b *board, tile, slot, k int) int {
	if b == nil {
		return 0
	}
	n := 0
	open := kheops.OpenEdges(tile, k)
	for e := 0; e < 3; e++ {
		if open&(1<<e) != 0 && edgeConnects(b, slot, e) {
			n++
		}
	}
	return n
}

// edgeConnects reports that the neighbour across edge e of slot has a
// tile open on that edge.
func edgeConnects(b *board, slot, e int) bool {
	nb := kheops.Neighbour(slot, e)
	if nb == 0 || b.tile[nb] == 0 {
		return false
	}
	return kheops.OpenEdges(b.tile[nb], b.rot[nb])&(1<<e) != 0
}

// seqOf is the clicks that make action a from the defaults.
func (v *View) seqOf(a engine.Action) []target {
	m, ok := kheops.Decode(a)
	if !ok {
		return nil
	}
	switch m.Type {
	case kheops.PlacePawn:
		var out []target
		if m.Kind != v.pk.defKind {
			out = append(out, target{tKind, int(m.Kind)})
		}
		return append(out, target{tSlot, m.Slot})
	case kheops.RotateTile:
		turn := tRotCW
		if m.Steps == 2 {
			turn = tRotCCW
		}
		return []target{{tSlot, m.Slot}, {turn, 0}, {tConfirm, 0}}
	case kheops.SwapPawns, kheops.MovePawn:
		return []target{{tSlot, m.Slot}, {tSlot, m.Slot2}}
	case kheops.PlaceTile:
		var out []target
		if m.Tile != v.pk.defTile {
			out = append(out, target{tHand, m.Tile})
		}
		out = append(out, target{tSlot, m.Slot})
		switch (m.K - v.bestK(m.Tile, m.Slot) + 3) % 3 {
		case 1:
			out = append(out, target{tSlot, m.Slot})
		case 2:
			out = append(out, target{tRotCCW, 0})
		}
		return append(out, target{tConfirm, 0})
	}
	return nil
}

// ClickFor returns the logical points to click, in order, for Pick to
// return a (gameview.Prober).
func (v *View) ClickFor(a engine.Action) []geom.Point {
	if !v.dec.human || !v.dec.ms.any(func(m kheops.Move) bool { return kheops.Encode(m) == a }) {
		return nil
	}
	m, _ := kheops.Decode(a)
	var pts []geom.Point
	for _, t := range v.seqOf(a) {
		p, ok := v.pointFor(t, m)
		if !ok {
			return nil
		}
		pts = append(pts, p)
	}
	return pts
}

// pointFor is where target t is clicked while making move m.
func (v *View) pointFor(t target, m kheops.Move) (geom.Point, bool) {
	l := v.lay
	switch t.kind {
	case tSlot:
		return l.slot(t.n).centroid(), true
	case tKind:
		return l.kindButton(kheops.PawnKind(t.n)).Center(), true
	case tHand:
		i := v.target.handIndex(v.dec.player, t.n)
		if i < 0 || v.target.hand[v.dec.player][i] != t.n || v.traySeat() != v.dec.player {
			return geom.Point{}, false
		}
		return l.handTri(i).centroid(), true
	case tRotCCW:
		return l.ctrlPos(0), true
	case tRotCW:
		return l.ctrlPos(1), true
	case tConfirm:
		return l.ctrlPos(2), true
	}
	return geom.Point{}, false
}

// controlsShown reports that the turn and confirm controls stand in the
// tray: the human places a tile or turns one by a power.
func (v *View) controlsShown() bool {
	if !v.dec.human {
		return false
	}
	mt, ok := v.dec.ms.kind()
	return ok && (mt == kheops.PlaceTile || mt == kheops.RotateTile)
}

// turning is the slot being turned or placed with the controls, 0 none.
func (v *View) turning() int {
	mt, _ := v.dec.ms.kind()
	switch {
	case !v.controlsShown():
		return 0
	case mt == kheops.PlaceTile:
		return v.pk.slot
	}
	return v.pk.first
}

// hitsAt lists the targets under p, the topmost first.
func (v *View) hitsAt(p geom.Point) []target {
	var out []target
	l := v.lay
	if l == nil || v.target == nil {
		return nil
	}
	if v.controlsShown() {
		for i, t := range []tkind{tRotCCW, tRotCW, tConfirm} {
			if l.ctrl(i).Contains(p) {
				out = append(out, target{t, 0})
			}
		}
	}
	if l.toggle().Contains(p) {
		out = append(out, target{tToggle, 0})
	}
	if seat := v.traySeat(); v.dec.human && seat >= 0 && seat == v.dec.player {
		for k := kheops.Worker; k <= kheops.Pharaoh; k++ {
			if hasKind(seat, k) && l.kindButton(k).Contains(p) {
				out = append(out, target{tKind, int(k)})
			}
		}
		for i, id := range v.target.hand[seat] {
			if id != 0 && l.handTri(i).Contains(p) {
				out = append(out, target{tHand, id})
			}
		}
	}
	if s := l.slotAt(p); s != 0 {
		out = append(out, target{tSlot, s})
	}
	return out
}

// hasKind: Blue has no pharaoh.
func hasKind(seat int, k kheops.PawnKind) bool { return seat != kheops.Blue || k != kheops.Pharaoh }

// next is the set of targets a click may take now (they glow).
func (v *View) next() map[target]bool {
	if !v.dec.human || v.busy() {
		return nil
	}
	out := map[target]bool{}
	p := &v.pk
	ms := &v.dec.ms
	mt, ok := ms.kind()
	if !ok {
		return out
	}
	for _, m := range ms.moves {
		switch mt {
		case kheops.PlacePawn:
			out[target{tKind, int(m.Kind)}] = true
			if m.Kind == p.kind {
				out[target{tSlot, m.Slot}] = true
			}
		case kheops.RotateTile:
			if p.first == 0 || m.Slot != p.first {
				out[target{tSlot, m.Slot}] = true
			} else {
				out[target{tSlot, p.first}] = true
				out[target{tRotCW, 0}] = true
				out[target{tRotCCW, 0}] = true
				if m.Steps == p.k {
					out[target{tConfirm, 0}] = true
				}
			}
		case kheops.SwapPawns, kheops.MovePawn:
			if p.first == 0 {
				out[target{tSlot, m.Slot}] = true
			} else if m.Slot == p.first {
				out[target{tSlot, m.Slot2}] = true
			}
		case kheops.PlaceTile:
			out[target{tHand, m.Tile}] = true
			if m.Tile == p.tile {
				out[target{tSlot, m.Slot}] = true
			}
		}
	}
	if mt == kheops.PlaceTile && p.slot != 0 {
		out[target{tRotCW, 0}] = true
		out[target{tRotCCW, 0}] = true
		out[target{tConfirm, 0}] = true
	}
	return out
}

// pickOther handles the wheel (turning a tile) and the keys.
func (v *View) pickOther(it input.Intent) (engine.Action, bool, bool) {
	redraw := false
	switch it.Kind {
	case input.Wheel:
		v.setPointer(geom.Pt(it.X, it.Y))
		if v.turning() != 0 && it.DY != 0 {
			// Up (away from the user) turns clockwise.
			t := target{tRotCW, 0}
			if it.DY < 0 {
				t = target{tRotCCW, 0}
			}
			if _, _, did := v.click(t); did {
				redraw = true
			}
		}
	case input.Key:
		switch it.Key {
		case "R":
			if _, _, did := v.click(target{tRotCW, 0}); did {
				redraw = true
			}
		case "Enter", "Space":
			if a, done, _ := v.click(target{tConfirm, 0}); done {
				v.pk.reset()
				return a, true, true
			}
			if v.controlsShown() {
				v.refuse(target{tConfirm, 0})
			}
		case "N":
			v.overlay = !v.overlay
			redraw = true
		}
	}
	return 0, false, redraw
}
