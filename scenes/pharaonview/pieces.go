package pharaonview

import (
	"math"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
)

// piece names a live piece of the board, so that the animations can hide
// it while they draw it moving (effects.hides) and find where it lies
// (pieceRect). kind is a pc* constant; a and b as its comment says.
type piece struct{ kind, a, b int }

const (
	pcWheel      = iota // a: colour, b: slot 0..3 — a token on the wheel
	pcNile              // a: seat, b: track — a seat's disc on the Nile
	pcCube              // a: seat — its cube on the Burial Chamber
	pcArtisan           // a: Artisans display slot 0..3
	pcNoble             // a: Nobles display slot 0..2
	pcLot               // a: lot 0..5, b: token 0/1
	pcBonus             // a: Bonus position 0..5
	pcJar               // a: index in JarsShown
	pcRound             // a: seat — its disc on the round track
	pcPyramid           // a: seat — its disc on the Pyramid's rows
	pcPharaoh           // the Pharaoh token (wherever it is)
	pcFirst             // the First Player token
	pcTile              // a: Traitor tile position, b: space 1..12 (index)
	pcTraitorJar        // the Traitor's revealed Jar
	pcSeatRes           // a: seat, b: resource — its count in the panel
	pcSeatOff           // a: seat, b: Offering kind — its count in the panel
	pcSeatCard          // a: seat, b: Noble number (1..26) or 100+Artisan id
	pcSupply            // a: resource — the supply's count
	pcBag               // the bag's and discard's counts
)

// pieceRect is where pc lies in the state shown (empty when it is not
// there): the same spots the drawing uses.
func (v *View) pieceRect(pc piece) geom.Rect { return v.pieceRectIn(v.st, pc) }

// pieceRectIn is where pc lies in state st (another state than the one
// shown: the one before a move), in the current layout.
func (v *View) pieceRectIn(st *pharaon.State, pc piece) geom.Rect {
	if st == nil || v.pl == nil {
		return geom.Rect{}
	}
	p := v.pl
	seatOK := pc.a >= 0 && pc.a < st.NumPlayers()
	mark := func(m wgeom.Marker) geom.Rect { return geom.RectFromCenter(m.C, m.Size, m.Size) }
	switch pc.kind {
	case pcWheel:
		if pc.a >= 0 && pc.a < pharaon.NumBase && pc.b >= 0 && pc.b < 4 && st.Slot(pc.a, pc.b).Token != pharaon.WheelFree {
			off, _ := st.Wheel()
			rot := float64(off)
			if st == v.st {
				rot = v.wheelRot()
			}
			return p.WheelSlotRect(pc.a, pc.b, rot)
		}
	case pcNile:
		if !seatOK || pc.b < 0 || pc.b >= pharaon.NumBase {
			break
		}
		l := int(st.PlayerOf(pc.a).Nile[pc.b])
		if l < 1 || l > pharaon.NileTop {
			break
		}
		seats := nileLevels(st)[pc.b][l-1]
		spots := p.DiscSpots(p.Nile(st.QuarterPos(pharaon.NIL)).Cell[pc.b][l-1], len(seats))
		if j := index(seats, pc.a); j >= 0 {
			return mark(spots[j])
		}
	case pcCube:
		if !seatOK {
			break
		}
		bc := int(st.PlayerOf(pc.a).BC)
		if bc < 1 || bc > pharaon.BCSteps {
			break
		}
		seats := burialSteps(st)[bc-1]
		spots := p.CubeSpots(p.Burial(st.QuarterPos(pharaon.BUR)).Step[bc-1].Cubes, len(seats))
		if j := index(seats, pc.a); j >= 0 {
			return mark(spots[j])
		}
	case pcArtisan:
		if pc.a >= 0 && pc.a < 4 && st.ArtisanDisplay()[pc.a] >= 0 {
			return p.Artisans(st.QuarterPos(pharaon.ART)).Cards[pc.a]
		}
	case pcNoble:
		if pc.a >= 0 && pc.a < 3 && st.NobleDisplay()[pc.a] > 0 {
			return p.Nobles(st.QuarterPos(pharaon.NOB)).Cards[pc.a]
		}
	case pcLot:
		if pc.a >= 0 && pc.a < st.LotCount() && pc.b >= 0 && pc.b < 2 && st.Lot(pc.a)[pc.b] >= 0 {
			return p.Offerings(st.QuarterPos(pharaon.OFF)).LotTok[pc.a][pc.b]
		}
	case pcBonus:
		if pc.a >= 0 && pc.a < st.LotCount() && st.Bonus(pc.a) >= 0 {
			return p.Offerings(st.QuarterPos(pharaon.OFF)).Bonus[pc.a]
		}
	case pcJar:
		js := st.JarsShown()
		if pc.a >= 0 && pc.a < len(js) && pc.a < len(p.Pyramid.Jars) && js[pc.a] >= 0 {
			return p.Pyramid.Jars[pc.a]
		}
	case pcRound:
		if !seatOK {
			break
		}
		on, _ := pyramidDiscs(st)
		if j := index(on, pc.a); j >= 0 {
			spots := p.DiscSpots(roundSpot(p, st.Round()), len(on))
			if len(spots) > j && st.Round() >= 1 {
				return mark(spots[j])
			}
		}
	case pcPyramid:
		if !seatOK {
			break
		}
		pl := st.PlayerOf(pc.a)
		_, rows := pyramidDiscs(st)
		at := [2]int{int(pl.Row) - 1, int(pl.Pos) - 1}
		if seats, ok := rows[at]; ok && at[0] < 4 && at[1] < len(p.Pyramid.Rows[at[0]]) {
			spots := p.BigSpots(pyramidSpot(p.Pyramid.Rows[at[0]][at[1]]), len(seats))
			if j := index(seats, pc.a); j >= 0 {
				return mark(spots[j])
			}
		}
	case pcPharaoh:
		if h := st.Pharaoh(); h >= 0 {
			return v.panelRect(h, func(a PlayerArea) geom.Rect { return a.Pharaoh })
		}
		return pharaohHome(p)
	case pcFirst:
		return v.panelRect(st.FirstPlayer(), func(a PlayerArea) geom.Rect { return a.First })
	case pcTile:
		tiles, ok := st.TraitorTiles()
		if ok && pc.a >= 0 && pc.a < pharaon.NumTiles && pc.b >= 0 && pc.b < tiles[pc.a].Filled && pc.b < pharaon.TileSpaces {
			if pc.b == 0 {
				return p.Traitor.Tiles[pc.a].Assoc
			}
			return tileMark(p, p.Traitor.Tiles[pc.a].Spaces[pc.b])
		}
	case pcTraitorJar:
		if st.TraitorJar() >= 0 {
			return traitorJarRect(p)
		}
	case pcSeatRes:
		if pc.b >= 0 && pc.b < pharaon.NumRes {
			return v.panelRect(pc.a, func(a PlayerArea) geom.Rect { return a.Res[pc.b] })
		}
	case pcSeatOff:
		return v.panelRect(pc.a, func(a PlayerArea) geom.Rect {
			return v.panelTargetRectIn(st, target{tSeatOff, pc.a, pc.b}, a)
		})
	case pcSeatCard:
		t := target{tSeatNoble, pc.a, pc.b}
		if pc.b >= 100 {
			t = target{tSeatArtisan, pc.a, pc.b - 100}
		}
		return v.panelRect(pc.a, func(a PlayerArea) geom.Rect {
			if r := v.panelTargetRectIn(st, t, a); !r.Empty() {
				return r
			}
			// Gathered in the "+n" chip.
			return v.panelTargetRectIn(st, target{tSeatMore, pc.a, 0}, a)
		})
	case pcSupply:
		if pc.a >= 0 && pc.a < pharaon.NumRes {
			return p.Supply[pc.a]
		}
	case pcBag:
		return p.Bag
	}
	return geom.Rect{}
}

// panelRect is f of seat's panel area, empty before the panel is drawn.
func (v *View) panelRect(seat int, f func(a PlayerArea) geom.Rect) geom.Rect {
	r, ok := v.Panels[seat]
	if !ok {
		return geom.Rect{}
	}
	return f(NewPlayerArea(r))
}

func index(s []int, x int) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return -1
}

// nileLevels groups the seats by track and level (1..3).
func nileLevels(st *pharaon.State) (who [pharaon.NumBase][pharaon.NileTop][]int) {
	for s := 0; s < st.NumPlayers(); s++ {
		pl := st.PlayerOf(s)
		for t, l := range pl.Nile {
			if l >= 1 && int(l) <= pharaon.NileTop {
				who[t][l-1] = append(who[t][l-1], s)
			}
		}
	}
	return who
}

// burialSteps groups the seats by Burial Chamber step (1..8).
func burialSteps(st *pharaon.State) (who [pharaon.BCSteps][]int) {
	for s := 0; s < st.NumPlayers(); s++ {
		if bc := int(st.PlayerOf(s).BC); bc >= 1 && bc <= pharaon.BCSteps {
			who[bc-1] = append(who[bc-1], s)
		}
	}
	return who
}

// pyramidDiscs are the seats on the round track (not passed) and on each
// pyramid space [row-1, pos-1].
func pyramidDiscs(st *pharaon.State) (onRound []int, rows map[[2]int][]int) {
	rows = map[[2]int][]int{}
	for s := 0; s < st.NumPlayers(); s++ {
		pl := st.PlayerOf(s)
		if pl.Row >= 1 && pl.Pos >= 1 {
			at := [2]int{int(pl.Row) - 1, int(pl.Pos) - 1}
			rows[at] = append(rows[at], s)
		} else {
			onRound = append(onRound, s)
		}
	}
	return onRound, rows
}

// roundSpot is where the discs stand on round rd's step (under its number).
func roundSpot(p *Places, rd int) geom.Rect {
	if rd < 1 || rd > pharaon.NumRounds {
		return geom.Rect{}
	}
	r := p.Pyramid.Round[rd-1]
	return geom.R(r.X+r.W*0.22, r.Y+r.H*0.12, r.W*0.78, r.H*0.85)
}

// pyramidSpot is where the discs stand on a pyramid space (left of its
// gain icon).
func pyramidSpot(r geom.Rect) geom.Rect { return geom.R(r.X, r.Y+r.H*0.3, r.W*0.7, r.H*0.7) }

// tileMark is the marker's square on a Traitor tile space.
func tileMark(p *Places, r geom.Rect) geom.Rect {
	s := math.Min(r.H, 26*p.K)
	return geom.RectFromCenter(r.Center(), s, s)
}

// traitorJarRect is where the Traitor's revealed Jar shows while it
// waits for the split: in the split's box, over the Pyramid's Jars.
func traitorJarRect(p *Places) geom.Rect {
	k := splitBox(p)
	s := math.Min(k.H-8*p.K, 60*p.K)
	return geom.R(k.X+6*p.K, k.Y+(k.H-s)/2, s, s)
}

// splitBox is where the Traitor's split is asked: at the foot of the
// Pyramid of Time, over the passers' Jars (no one takes one meanwhile),
// so that the key to the tiles' icons under the tiles stays in view
// while the player weighs the two choices (issue 22).
func splitBox(p *Places) geom.Rect {
	py, key := p.Pyramid, p.Traitor.Key
	h := key.H + 40*p.K
	return geom.R(key.X, py.R.Bottom()-h-4*p.K, key.W, h)
}

// pharaohHome is the Pharaoh token's disc on its home.
func pharaohHome(p *Places) geom.Rect {
	ph := p.PharaohHome
	s := math.Min(44*p.K, ph.H-24*p.K)
	return geom.RectFromCenter(geom.Pt(ph.X+s/2+6*p.K, ph.Center().Y), s, s)
}
