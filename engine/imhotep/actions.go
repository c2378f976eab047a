package imhotep

import (
	"fmt"

	"nilegames/engine"
)

// Kind is the kind of an action. An action is encoded as
//
//	kind<<12 | ship<<8 | slot<<4 | low
//
// where ship is an index into Ships, slot a ship slot (0 = bow) and low a
// site, a market space, a card or a pyramid, depending on the kind; unused
// fields are 0. Sorting actions sorts them by kind first.
type Kind int8

const (
	KindGet          Kind = iota + 1 // A1 get stones
	KindPlace                        // A2 place {ship, slot}
	KindSail                         // A3 sail {ship, site}
	KindLever                        // Lever {ship, site}; its order follows as KindUnload
	KindHammer                       // Hammer {ship, slot}
	KindSailCard                     // Sail card {ship, slot, site}
	KindChisel                       // Chisel, first stone {ship, slot}
	KindChisel2                      // Chisel, second stone {ship, slot}
	KindPass                         // no legal action (§5.1 Pass)
	KindUnload                       // Lever order: unload {slot} next
	KindPick                         // market: take the face-up card of space {low}
	KindPickPair                     // Market B: take the hidden pair
	KindPickNone                     // market: take nothing
	KindKeep                         // Market B pair: keep card {low}
	KindPyramid                      // Pyramid B: pyramid {low} (0 L, 1 C, 2 R)
	KindBonusTake                    // Pyramid B Card / Stones bonus: take
	KindBonusDecline                 // Pyramid B bonus: decline
	KindBonusShip                    // Pyramid B Ship bonus: place on {ship, slot}
	KindTemplePoint                  // Temple B Choice: 1 point
	KindTempleStones                 // Temple B Choice: stones
	numKinds
)

var kindNames = [numKinds]string{"", "get", "place", "sail", "lever", "hammer", "sailcard", "chisel", "chisel2", "pass",
	"unload", "pick", "pick pair", "pick none", "keep", "pyramid", "bonus take", "bonus decline", "bonusship",
	"temple point", "temple stones"}

// Act encodes an action; see Kind for the fields each kind uses.
func Act(k Kind, ship, slot, low int) engine.Action {
	return engine.Action(int32(k)<<12 | int32(ship&15)<<8 | int32(slot&15)<<4 | int32(low&15))
}

// SplitAction decodes an action into its kind and fields.
func SplitAction(a engine.Action) (k Kind, ship, slot, low int) {
	return Kind(a >> 12), int(a>>8) & 15, int(a>>4) & 15, int(a) & 15
}

func shipName(id int) string {
	if id < 0 || id >= numShips {
		return "S?"
	}
	return Ships[id].ID
}

// ActionString names an action without reference to the position.
func (s *State) ActionString(a engine.Action) string {
	return actionString(a)
}

func actionString(a engine.Action) string {
	k, ship, slot, low := SplitAction(a)
	if a < 0 || a >= engine.Action(numKinds)<<12 || k == 0 {
		return fmt.Sprintf("action?%d", int32(a))
	}
	name := kindNames[k]
	switch k {
	case KindPlace, KindHammer, KindChisel, KindChisel2, KindBonusShip:
		return fmt.Sprintf("%s %s %d", name, shipName(ship), slot)
	case KindSail, KindLever:
		return fmt.Sprintf("%s %s %s", name, shipName(ship), Site(low))
	case KindSailCard:
		return fmt.Sprintf("%s %s %d %s", name, shipName(ship), slot, Site(low))
	case KindUnload:
		return fmt.Sprintf("%s %d", name, slot)
	case KindPick:
		return fmt.Sprintf("%s %d", name, low)
	case KindKeep:
		return name + " " + Card(low).String()
	case KindPyramid:
		if low < len(PyramidBNames) {
			return name + " " + PyramidBNames[low]
		}
		return name + " ?"
	}
	return name
}
