package tekhenuview

import "nilegames/engine/tekhenu"

// Scribes are offered only when spending one is possible and useful
// (§5.2, issue 22): a value other than the die's face is asked about
// only when it changes what the die's section or its Production would
// give; otherwise a click on the die takes it at face value.

// dieResource is the resource a die colour produces (§5.3), -1 for gray.
var dieResource = [tekhenu.NumColours]int{tekhenu.Limestone, tekhenu.Papyrus, tekhenu.Granite, tekhenu.Bread, -1}

// Card indexes (0-based) that make any die value worth asking about:
// B17–B20 (an extra Divine Action with the same value), T12 (VP per
// surplus token).
const (
	cardB17 = 16
	cardB20 = 19
	cardT12 = 11
)

// scribeUseful reports whether taking die d at value w (not its face
// value f) could give the player something the face value does not.
func scribeUseful(st *tekhenu.State, viewer int, m tekhenu.Move) bool {
	info := st.DieInfo(m.Die)
	f, w := info.Value, m.Value
	if m.Set || w == f || m.Mode == 2 { // a Blessing sets it, face value, Anubis: any action
		return true
	}
	p := st.CurrentPlayer()
	if p < 0 {
		return true
	}
	pl, _ := st.PlayerView(p, viewer)
	for b := cardB17; b <= cardB20; b++ {
		if pl.Bless&(1<<b) != 0 {
			return true
		}
	}
	if differs(st, pl, info.Section, f, w) {
		return true
	}
	r := dieResource[m.Colour]
	if r < 0 {
		return false
	}
	lvl := int(pl.Prod[r])
	keep := func(v int) int { return min(v, lvl) }
	surplus := func(v int) int { return max(0, v-lvl) }
	if keep(w) != keep(f) || surplus(w) < surplus(f) {
		return true
	}
	return pl.Tech&(1<<cardT12) != 0 && surplus(w) != surplus(f)
}

// differs: god g's Divine Action gives something else with value w than
// with value f.
func differs(st *tekhenu.State, pl tekhenu.Player, g, f, w int) bool {
	switch g {
	case tekhenu.Horus:
		return st.HorusGod(w) != st.HorusGod(f)
	case tekhenu.Ra:
		return tekhenu.RaSlotFor(w) != tekhenu.RaSlotFor(f)
	case tekhenu.Thoth:
		return (w+1)/2 != (f+1)/2
	case tekhenu.Hathor:
		room := 21 - int(pl.Pop)
		return min(w, room) != min(f, room)
	case tekhenu.Bastet:
		room := int(pl.Pop) - int(pl.Happ)
		tier := func(v int) int { return (v + 1) / 2 }
		return min(w, room) != min(f, room) || tier(w) != tier(f)
	}
	return true // Osiris: the row is the value
}
