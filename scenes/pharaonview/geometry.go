// Package pharaonview is the Pharaon board: its geometry (this file), its
// printed art (static.go, cards.go, icons.go) and, later, the pieces, the
// picker and the animations. Not registered in the app until the engine
// lands.
package pharaonview

import (
	"math"

	"nilegames/engine/pharaon"
	"nilegames/render/geom"
	"nilegames/render/widget/wgeom"
	"nilegames/scenes/layout"
)

// The board is laid out on a reference sheet of refW x refH logical pixels
// (the match's board area at 1920 x 1080), scaled to fit the area and
// centred in it, as tekhenuview does. Pure geometry: no ebiten.
const (
	refW = 1344
	refH = 1004

	// The Tablet of the Gods: five Quarter slots on an ellipse round the
	// wheel (a pentagon with a point down, stretched to the sheet).
	slotW, slotH = 330, 300
	ringA, ringB = 360, 380
	ringCX       = 8 + 0.951*ringA + slotW/2
	ringCY       = 8 + 0.809*ringB + slotH/2
	wheelR       = 160
	titleH       = 30 // a Quarter's title band

	colX = 1034 // the right column: Pyramid of Time, Jars, legend or Traitor
	colW = 302

	tokenRef = 26 // a resource token on a wheel slot
	discRef  = 17 // a Nile disc
	cubeRef  = 20 // a Burial Chamber cube
	bigRef   = 24 // a large disc (round track, pyramid)
)

// posAngle is the direction (radians, screen: clockwise from east) of ring
// position p from the wheel's centre; p runs clockwise from the top left.
func posAngle(p float64) float64 { return (-126 + 72*p) * math.Pi / 180 }

// posCentre are the unit directions of the five slots on the ellipse.
var posCentre = [5][2]float64{
	{-0.588, -0.809}, {0.588, -0.809}, {0.951, 0.309}, {0, 1}, {-0.951, 0.309},
}

// Places is where every part of the board and of the players' areas lies,
// in logical pixels: what the drawing, the picker, the animations and the
// tests share.
type Places struct {
	Area    geom.Rect
	K       float64 // reference px → logical px
	O       geom.Point
	Players int // 1..5 (1 = solo)
	Solo    bool

	Quarter [5]QuarterPlace // by ring position, clockwise from the top left
	God     [5]GodPlace     // god k stands between positions k and k+1

	WheelC                       geom.Point
	WheelR, WheelIn, SlotR, DirR float64
	Token, Disc, Cube, Big       float64 // piece sizes
	Supply                       [pharaon.NumRes]geom.Rect
	SupplyBox                    geom.Rect
	Bag, Discard, PharaohHome    geom.Rect
	BagBox                       geom.Rect
	Pyramid                      PyramidPlace
	Legend                       geom.Rect // empty in solo
	Traitor                      TraitorPlace
	Seats                        []PlayerArea // the seats' areas, their panels' bodies (Layout only)
}

// QuarterPlace is one Quarter slot of the ring.
type QuarterPlace struct {
	R     geom.Rect // the piece
	Title geom.Rect // its name band
	Cost  geom.Rect // the cost reminder, in the band
	// Access is where the band shows the access colour, the wheel's
	// segment facing the piece this round (drawn with the wheel).
	Access geom.Rect
	Deck   geom.Rect // the deck (Artisans, Nobles), in the band
	Body   geom.Rect
}

// GodPlace is a god's column: its name, the two conditions (the Quarter
// counter-clockwise of it, then the one clockwise), their sum and a row
// per player showing how far each is from the two thresholds.
type GodPlace struct {
	R        geom.Rect
	Name     geom.Rect
	Edge     [2]geom.Rect
	Total    geom.Rect
	Progress [pharaon.MaxPlayers]geom.Rect
}

// PyramidPlace is the Pyramid of Time: the round track, the four pass rows
// (row 1 at the bottom, 5 spaces; row r has 6-r) and the Jars under it.
type PyramidPlace struct {
	R, Title geom.Rect
	Round    [pharaon.NumRounds]geom.Rect
	Rows     [4][]geom.Rect
	Jars     []geom.Rect // as many as the player count shows
	JarBand  geom.Rect
}

// TraitorPlace is the solo opponent's table: five tiles left to right,
// each with its header (association token, god), spaces 2..13 from the
// bottom up and its Jar count at the foot; its face-down Jar pile.
type TraitorPlace struct {
	R, Title geom.Rect
	Tiles    [pharaon.NumTiles]TilePlace
	Pile     geom.Rect
	Key      geom.Rect // what the icons do
}

// TilePlace is one Traitor tile.
type TilePlace struct {
	R      geom.Rect
	Head   geom.Rect // space 1: the association token, and the god
	Assoc  geom.Rect
	Spaces [pharaon.TileSpaces]geom.Rect // index 0 = space 1 (= Assoc)
	Jars   geom.Rect
}

// newPlaces lays the board out in area for players (1 = solo).
func newPlaces(area geom.Rect, players int) *Places {
	k := math.Min(area.W/refW, area.H/refH)
	p := &Places{Area: area, K: k, Players: players, Solo: players == 1}
	p.O = geom.Pt(area.X+(area.W-refW*k)/2, area.Y+(area.H-refH*k)/2)
	R := func(x, y, w, h float64) geom.Rect { return geom.R(p.O.X+x*k, p.O.Y+y*k, w*k, h*k) }
	P := func(x, y float64) geom.Point { return geom.Pt(p.O.X+x*k, p.O.Y+y*k) }

	p.WheelC = P(ringCX, ringCY)
	p.WheelR, p.WheelIn, p.SlotR, p.DirR = wheelR*k, 50*k, 114*k, 34*k
	p.Token, p.Disc, p.Cube, p.Big = tokenRef*k, discRef*k, cubeRef*k, bigRef*k

	for pos := 0; pos < 5; pos++ {
		cx := ringCX + posCentre[pos][0]*ringA
		cy := ringCY + posCentre[pos][1]*ringB
		q := &p.Quarter[pos]
		q.R = R(cx-slotW/2, cy-slotH/2, slotW, slotH)
		in := q.R.Inset(6 * k)
		q.Title = geom.R(in.X, in.Y, in.W, titleH*k)
		q.Cost = geom.R(in.X+in.W*0.45, in.Y+3*k, in.W*0.55-76*k, (titleH-6)*k)
		q.Access = geom.R(in.X+3*k, in.Y+3*k, (titleH-6)*k, (titleH-6)*k)
		q.Deck = geom.R(in.Right()-70*k, in.Y+2*k, 70*k, (titleH-4)*k)
		q.Body = geom.R(in.X, q.Title.Bottom()+4*k, in.W, in.Bottom()-q.Title.Bottom()-4*k)
	}

	// Gods: pillars in the gaps of the ring.
	godAt := [5][2]float64{{472, 16}, {900, 160}, {700, 744}, {254, 744}, {16, 160}}
	for g := 0; g < 5; g++ {
		gp := &p.God[g]
		gp.R = R(godAt[g][0], godAt[g][1], 88, 252)
		in := gp.R.InsetXY(4*k, 4*k)
		gp.Name = geom.R(in.X, in.Y, in.W, 24*k)
		gp.Edge[0] = geom.R(in.X, gp.Name.Bottom()+4*k, in.W, 32*k)
		gp.Edge[1] = geom.R(in.X, gp.Edge[0].Bottom()+4*k, in.W, 32*k)
		gp.Total = geom.R(in.X, gp.Edge[1].Bottom()+2*k, in.W, 24*k)
		y := gp.Total.Bottom() + 4*k
		for i := range gp.Progress {
			gp.Progress[i] = geom.R(in.X, y+float64(i)*22*k, in.W, 20*k)
		}
	}

	// Supply (bottom left corner) and the bag (bottom right corner).
	p.SupplyBox = R(8, 744, 238, 252)
	sin := p.SupplyBox.Inset(8 * k)
	for i := 0; i < pharaon.NumRes; i++ {
		c, r := i%2, i/2
		p.Supply[i] = geom.R(sin.X+float64(c)*112*k, sin.Y+30*k+float64(r)*70*k, 104*k, 62*k)
	}
	p.BagBox = R(796, 744, 226, 252)
	bin := p.BagBox.Inset(8 * k)
	p.Bag = geom.R(bin.X, bin.Y+28*k, 100*k, 112*k)
	p.Discard = geom.R(bin.X+110*k, bin.Y+28*k, bin.W-110*k, 112*k)
	p.PharaohHome = geom.R(bin.X, bin.Y+150*k, bin.W, bin.Bottom()-bin.Y-150*k)

	p.layPyramid(R)
	if p.Solo {
		p.layTraitor(R)
	} else {
		p.Legend = R(colX, 386, colW, refH-386-8)
	}
	return p
}

func (p *Places) layPyramid(R func(x, y, w, h float64) geom.Rect) {
	py := &p.Pyramid
	py.R = R(colX, 8, colW, 370)
	py.Title = R(colX+6, 10, colW-12, 28)
	const sw, sh, g = 56, 46, 3
	for i := 0; i < pharaon.NumRounds; i++ {
		py.Round[i] = R(colX+(colW-5*sw-4*g)/2+float64(i)*(sw+g), 42, sw, 40)
	}
	for r := 0; r < 4; r++ {
		n := 5 - r
		y := 92 + float64(3-r)*(sh+g)
		x0 := colX + (colW-float64(n)*sw-float64(n-1)*g)/2
		py.Rows[r] = make([]geom.Rect, n)
		for s := 0; s < n; s++ {
			py.Rows[r][s] = R(x0+float64(s)*(sw+g), y, sw, sh)
		}
	}
	n := pharaon.JarsShown(p.Players)
	py.JarBand = R(colX+4, 292, colW-8, 82)
	const jw = 54
	x0 := colX + (colW-float64(n)*jw-float64(n-1)*4)/2
	for i := 0; i < n; i++ {
		py.Jars = append(py.Jars, R(x0+float64(i)*(jw+4), 316, jw, 54))
	}
}

func (p *Places) layTraitor(R func(x, y, w, h float64) geom.Rect) {
	t := &p.Traitor
	t.R = R(colX, 386, colW, refH-386-8)
	t.Title = R(colX+6, 390, colW-80, 26)
	t.Pile = R(colX+colW-66, 388, 60, 30)
	// Spaces 30 high (issue 22): an icon and its figure at 21 px, the
	// readable size at 1280 x 720; the header gives up 6 px for it.
	const tw, g, head, sp, foot = 56, 4, 50, 30, 28
	for i := 0; i < pharaon.NumTiles; i++ {
		x := colX + 4 + float64(i)*(tw+g)
		tp := &t.Tiles[i]
		tp.R = R(x, 424, tw, head+12*sp+foot)
		tp.Head = R(x, 424, tw, head)
		tp.Assoc = R(x+(tw-28)/2, 424+head-29, 28, 28)
		tp.Spaces[0] = tp.Assoc
		for s := 1; s < pharaon.TileSpaces; s++ {
			// Space s+1, from the bottom up.
			tp.Spaces[s] = R(x+2, 424+head+float64(12-s)*sp+1, tw-4, sp-2)
		}
		tp.Jars = R(x, 424+head+12*sp, tw, foot)
	}
	// The key to the tiles' icons, in two columns under them.
	top := 424.0 + head + 12*sp + foot + 6
	t.Key = R(colX+4, top, colW-8, refH-8-top-4)
}

// Layout is the board and the players' areas of a match of players (1..5;
// solo = 1 player and the Traitor) at 1920 x 1080 with the log closed, as
// the match scene places them.
func Layout(players int, solo bool) *Places {
	if solo {
		players = 1
	}
	seats := players
	if players == 1 {
		seats = 2
	}
	m := layout.MatchLayout(seats, false)
	p := newPlaces(m.Board, players)
	for _, r := range m.Panels {
		p.Seats = append(p.Seats, NewPlayerArea(PanelBody(r)))
	}
	return p
}

// PanelBody is the body the match gives a view inside seat panel r (the
// match scene's panelBody: under the 46 px header, 14 px margins).
func PanelBody(r geom.Rect) geom.Rect {
	return geom.R(r.X+14, r.Y+66, r.W-28, r.H-74)
}

// Wheel.

// SegmentAngle is the centre angle of the segment of colour c when the
// wheel stands at rot (segment c faces ring position (c+rot) mod 5; rot
// may be fractional while the wheel turns).
func (p *Places) SegmentAngle(c int, rot float64) float64 { return posAngle(float64(c) + rot) }

// WheelSlot is the centre of slot i (0..3) of the segment of colour c.
func (p *Places) WheelSlot(c, i int, rot float64) geom.Point {
	a := p.SegmentAngle(c, rot) + (float64(i)-1.5)*0.255
	return geom.Pt(p.WheelC.X+p.SlotR*math.Cos(a), p.WheelC.Y+p.SlotR*math.Sin(a))
}

// WheelSlotRect is the square of slot i of segment c.
func (p *Places) WheelSlotRect(c, i int, rot float64) geom.Rect {
	return geom.RectFromCenter(p.WheelSlot(c, i, rot), p.Token+2*p.K, p.Token+2*p.K)
}

// Segment is the wedge of colour c between radii r0 and r1.
func (p *Places) Segment(c int, rot, r0, r1 float64) geom.Polygon {
	a := p.SegmentAngle(c, rot)
	const half = 36 * math.Pi / 180
	var pg geom.Polygon
	const steps = 16
	for i := 0; i <= steps; i++ {
		t := a - half + 2*half*float64(i)/steps
		pg = append(pg, geom.Pt(p.WheelC.X+r1*math.Cos(t), p.WheelC.Y+r1*math.Sin(t)))
	}
	for i := steps; i >= 0; i-- {
		t := a - half + 2*half*float64(i)/steps
		pg = append(pg, geom.Pt(p.WheelC.X+r0*math.Cos(t), p.WheelC.Y+r0*math.Sin(t)))
	}
	return pg
}

// Direction is the Direction token's disc.
func (p *Places) Direction() geom.Rect {
	return geom.RectFromCenter(p.WheelC, 2*p.DirR, 2*p.DirR)
}

// Quarter contents: each is laid out in whichever slot holds the Quarter
// (the ring is random), so they are functions of the slot's body.

// ArtisansPlace: 4 face-up cards (2 x 2) and the deck.
type ArtisansPlace struct {
	Cards [4]geom.Rect
	Deck  geom.Rect
}

// Artisans lays the Artisans Quarter out in slot pos.
func (p *Places) Artisans(pos int) ArtisansPlace {
	q := p.Quarter[pos]
	var a ArtisansPlace
	g := 6 * p.K
	cw, ch := (q.Body.W-g)/2, (q.Body.H-g)/2
	for i := 0; i < 4; i++ {
		a.Cards[i] = geom.R(q.Body.X+float64(i%2)*(cw+g), q.Body.Y+float64(i/2)*(ch+g), cw, ch)
	}
	a.Deck = q.Deck
	return a
}

// NoblesPlace: 3 face-up cards and the deck.
type NoblesPlace struct {
	Cards [3]geom.Rect
	Deck  geom.Rect
}

// Nobles lays the Nobles Quarter out in slot pos.
func (p *Places) Nobles(pos int) NoblesPlace {
	q := p.Quarter[pos]
	var n NoblesPlace
	for i, r := range q.Body.Cols(3, 6*p.K) {
		n.Cards[i] = r
	}
	n.Deck = q.Deck
	return n
}

// NilePlace: the tracks (a column per base resource, levels 1..3 from the
// bottom up, each with room for five discs), their headers and the PP of
// each level, and the ten options with their two costs and two gains.
type NilePlace struct {
	Head   [pharaon.NumBase]geom.Rect
	Cell   [pharaon.NumBase][pharaon.NileTop]geom.Rect // [track][level-1]
	PP     [pharaon.NileTop]geom.Rect
	Tracks geom.Rect
	Option [pharaon.NumNile]NileOptionPlace
}

// NileOptionPlace is one option: its box, cost icons and gain icons.
type NileOptionPlace struct {
	R    geom.Rect
	Cost [2]geom.Rect
	Gain [2]geom.Rect
}

// Nile lays the Nile Quarter out in slot pos.
func (p *Places) Nile(pos int) NilePlace {
	k := p.K
	b := p.Quarter[pos].Body
	var n NilePlace
	const labW, headH, lvlH = 34, 24, 38
	cw := (b.W - labW*k) / pharaon.NumBase
	n.Tracks = geom.R(b.X, b.Y, b.W, (headH+3*lvlH)*k)
	for t := 0; t < pharaon.NumBase; t++ {
		x := b.X + labW*k + float64(t)*cw
		n.Head[t] = geom.R(x+2*k, b.Y, cw-4*k, headH*k-2*k)
		for l := 0; l < pharaon.NileTop; l++ {
			y := b.Y + (headH+float64(2-l)*lvlH)*k
			n.Cell[t][l] = geom.R(x+2*k, y+1*k, cw-4*k, (lvlH-2)*k)
		}
	}
	for l := 0; l < pharaon.NileTop; l++ {
		n.PP[l] = geom.R(b.X, n.Cell[0][l].Y, labW*k-4*k, n.Cell[0][l].H)
	}
	top := n.Tracks.Bottom() + 6*k
	ob := geom.R(b.X, top, b.W, b.Bottom()-top)
	rows := ob.Rows(2, 4*k)
	for i := 0; i < pharaon.NumNile; i++ {
		r := rows[i/5].Cols(5, 4*k)[i%5]
		o := &n.Option[i]
		o.R = r
		s := math.Min(22*k, (r.H-10*k)/2)
		for j := 0; j < 2; j++ {
			x := r.Center().X + (float64(j)-0.5)*(s+4*k) - s/2
			o.Cost[j] = geom.R(x, r.Y+3*k, s, s)
			o.Gain[j] = geom.R(x, r.Bottom()-3*k-s, s, s)
		}
	}
	return n
}

// DiscSpots places n discs (up to five) in a Nile level cell.
func (p *Places) DiscSpots(cell geom.Rect, n int) []wgeom.Marker {
	ml := wgeom.MarkerLayout{Big: p.Disc * 1.2, Small: p.Disc, Gap: 2 * p.K}
	out := make([]wgeom.Marker, n)
	for i := range out {
		out[i] = ml.Spot(cell.Inset(1*p.K), i, n)
	}
	return out
}

// BigSpots places n large discs (up to five) on a round track step or a
// pyramid space.
func (p *Places) BigSpots(r geom.Rect, n int) []wgeom.Marker {
	ml := wgeom.MarkerLayout{Big: p.Big, Small: p.Big * 0.8, Gap: 2 * p.K}
	out := make([]wgeom.Marker, n)
	for i := range out {
		out[i] = ml.Spot(r.Inset(2*p.K), i, n)
	}
	return out
}

// BurialPlace: the eight steps as a path of two rows (1-4 left to right,
// 5-8 right to left), each with its cost icons, PP and room for 5 cubes.
type BurialPlace struct {
	Step [pharaon.BCSteps]StepPlace
}

// StepPlace is one Burial Chamber step.
type StepPlace struct {
	R     geom.Rect
	Num   geom.Rect
	PP    geom.Rect
	Cost  [4]geom.Rect
	Cubes geom.Rect
}

// Burial lays the Burial Chamber out in slot pos.
func (p *Places) Burial(pos int) BurialPlace {
	k := p.K
	b := p.Quarter[pos].Body
	var bp BurialPlace
	rows := b.Rows(2, 10*k)
	for i := 0; i < pharaon.BCSteps; i++ {
		col := i % 4
		if i >= 4 {
			col = 3 - col
		}
		r := rows[i/4].Cols(4, 12*k)[col]
		s := &bp.Step[i]
		s.R = r
		s.Num = geom.R(r.X+3*k, r.Y+3*k, 24*k, 22*k)
		s.PP = geom.R(r.Right()-33*k, r.Y+3*k, 30*k, 22*k)
		ic := math.Min(20*k, (r.W-12*k)/4)
		n := len(pharaon.BurialPath[i].Cost)
		cols := min(n, 2)
		for j := 0; j < n; j++ {
			cx := r.Center().X + (float64(j%cols)-float64(cols-1)/2)*(ic+4*k)
			cy := r.Y + 30*k + ic/2 + float64(j/cols)*(ic+3*k)
			s.Cost[j] = geom.RectFromCenter(geom.Pt(cx, cy), ic, ic)
		}
		s.Cubes = geom.R(r.X+3*k, r.Y+30*k+2*ic+8*k, r.W-6*k, r.Bottom()-r.Y-30*k-2*ic-11*k)
	}
	return bp
}

// CubeSpots places n cubes (up to five) on a step.
func (p *Places) CubeSpots(step geom.Rect, n int) []wgeom.Marker {
	ml := wgeom.MarkerLayout{Big: p.Cube * 1.2, Small: p.Cube, Gap: 2 * p.K}
	out := make([]wgeom.Marker, n)
	for i := range out {
		out[i] = ml.Spot(step, i, n)
	}
	return out
}

// OfferingsPlace: lots 1-3 (left column) and 4-6 (right column), two
// tokens each, and the Bonus column in the middle, numbered from the top.
type OfferingsPlace struct {
	Lot      [pharaon.MaxLots]geom.Rect
	LotTok   [pharaon.MaxLots][2]geom.Rect
	LotNum   [pharaon.MaxLots]geom.Rect
	Bonus    [pharaon.MaxLots]geom.Rect
	BonusBox geom.Rect
}

// Offerings lays the Offerings Quarter out in slot pos.
func (p *Places) Offerings(pos int) OfferingsPlace {
	k := p.K
	b := p.Quarter[pos].Body
	var o OfferingsPlace
	lotW, lotH := 108*k, 62*k
	bw := 54 * k
	gapY := (b.H - 3*lotH) / 2
	for i := 0; i < pharaon.MaxLots; i++ {
		x := b.X
		if i >= 3 {
			x = b.Right() - lotW
		}
		r := geom.R(x, b.Y+float64(i%3)*(lotH+gapY), lotW, lotH)
		o.Lot[i] = r
		o.LotNum[i] = geom.R(r.X+3*k, r.Y+2*k, 20*k, 18*k)
		t := 34 * k
		for j := 0; j < 2; j++ {
			o.LotTok[i][j] = geom.R(r.X+18*k+float64(j)*(t+6*k), r.Y+(r.H-t)/2+5*k, t, t)
		}
	}
	o.BonusBox = geom.R(b.Center().X-bw/2, b.Y, bw, b.H)
	t := 32 * k
	for i := 0; i < pharaon.MaxLots; i++ {
		o.Bonus[i] = geom.R(o.BonusBox.X+(bw-t)/2, b.Y+22*k+float64(i)*(t+6*k), t, t)
	}
	return o
}

// PlayerArea is a seat's area (its panel's body): resources by colour,
// Offering tokens by kind, Nobles and Artisans, the Burial Chamber step,
// the Nile levels, the Pharaoh and First Player tokens and the five god
// objectives.
type PlayerArea struct {
	R       geom.Rect
	RowH    float64
	Res     [pharaon.NumRes]geom.Rect
	Pharaoh geom.Rect
	First   geom.Rect
	BC      geom.Rect
	Nile    [pharaon.NumBase]geom.Rect
	Offers  geom.Rect // the row of Offering tokens, by kind (OfferSlot)
	Cards   geom.Rect // Nobles then Artisans (CardSlot)
	Gods    [5]geom.Rect
	offerW  float64
	cardW   float64
	cardGap float64
}

// seatFigure is the size of the figures in a seat's area of rows rh tall.
func seatFigure(rh float64) float64 { return math.Max(21, math.Min(22, rh*0.66)) }

// compactBody is the body height under which a seat's area takes two
// rows instead of three (five seats with the log open).
const compactBody = 80

// NewPlayerArea lays a seat's area out in body r: three rows, or two in
// a short body.
func NewPlayerArea(r geom.Rect) PlayerArea {
	if r.H < compactBody {
		return newCompactArea(r)
	}
	a := PlayerArea{R: r}
	g := 4.0
	rh := math.Floor(math.Min(34, (r.H-2*g)/3))
	a.RowH = rh
	// The cards row takes what is left, up to 1.6 rows.
	ch := math.Floor(math.Min(rh*1.6, r.H-2*(rh+g))) - 1 // its outline inside
	rows := []geom.Rect{geom.R(r.X, r.Y, r.W, rh), geom.R(r.X, r.Y+rh+g, r.W, rh), geom.R(r.X, r.Y+2*(rh+g), r.W, ch)}
	// Row 1: six resources, BC, Nile (a counter is its icon and two
	// digits of seatFigure).
	cw := math.Ceil(rh*0.86 + 3 + 1.3*seatFigure(rh))
	x := r.X
	for i := 0; i < pharaon.NumRes; i++ {
		a.Res[i] = geom.R(x, rows[0].Y, cw, rh)
		x += cw + 2
	}
	a.BC = geom.R(x+4, rows[0].Y, cw, rh)
	x = a.BC.Right() + 6
	nw := math.Max(6, rh*0.26)
	for t := 0; t < pharaon.NumBase; t++ {
		a.Nile[t] = geom.R(x+float64(t)*(nw+2), rows[0].Y+2, nw, rh-4)
	}
	// Row 2: Offering tokens by kind, then the Pharaoh and First Player.
	a.First = geom.R(r.Right()-rh, rows[1].Y, rh, rh)
	a.Pharaoh = geom.R(a.First.X-rh-4, rows[1].Y, rh, rh)
	a.Offers = geom.R(r.X, rows[1].Y, a.Pharaoh.X-6-r.X, rh)
	a.offerW = math.Ceil(rh*0.86 + 3 + 0.7*seatFigure(rh)) // one digit
	// Row 3: cards, then the gods.
	gw := rh * 0.9
	a.Cards = geom.R(r.X, rows[2].Y, r.W-5*(gw+2)-6, ch)
	for i := 0; i < 5; i++ {
		a.Gods[i] = geom.R(r.Right()-float64(5-i)*(gw+2)+2, rows[2].Y+(ch-gw)/2, gw, gw)
	}
	a.cardW, a.cardGap = math.Round(ch*0.72), 3
	return a
}

// newCompactArea lays a seat's area out in two rows: the resources, the
// Burial step, the Nile and the two tokens; then the Offerings, the
// cards and the gods.
func newCompactArea(r geom.Rect) PlayerArea {
	a := PlayerArea{R: r}
	g := 4.0
	rh := math.Floor(math.Min(30, (r.H-g)/2))
	a.RowH = rh
	y0, y1 := r.Y, r.Y+rh+g
	cw := math.Ceil(rh*0.86 + 3 + 1.3*seatFigure(rh))
	x := r.X
	for i := 0; i < pharaon.NumRes; i++ {
		a.Res[i] = geom.R(x, y0, cw, rh)
		x += cw + 2
	}
	a.BC = geom.R(x+4, y0, cw, rh)
	x = a.BC.Right() + 6
	nw := math.Max(6, rh*0.26)
	for t := 0; t < pharaon.NumBase; t++ {
		a.Nile[t] = geom.R(x+float64(t)*(nw+2), y0+2, nw, rh-4)
	}
	a.First = geom.R(r.Right()-rh, y0, rh, rh)
	a.Pharaoh = geom.R(a.First.X-rh-4, y0, rh, rh)
	gw := rh * 0.9
	for i := 0; i < 5; i++ {
		a.Gods[i] = geom.R(r.Right()-float64(5-i)*(gw+2)+2, y1+(rh-gw)/2, gw, gw)
	}
	left := a.Gods[0].X - 6 - r.X
	a.offerW = math.Ceil(rh*0.86 + 3 + 0.7*seatFigure(rh))
	ow := math.Floor(left*0.45/(a.offerW+2)) * (a.offerW + 2)
	a.Offers = geom.R(r.X, y1, ow-2, rh)
	a.Cards = geom.R(r.X+ow+4, y1, left-ow-4, rh)
	a.cardW, a.cardGap = math.Round(rh*0.76), 3
	return a
}

// OfferSlot is the i-th Offering counter of the row (kinds held, packed).
func (a PlayerArea) OfferSlot(i int) geom.Rect {
	return geom.R(a.Offers.X+float64(i)*(a.offerW+2), a.Offers.Y, a.offerW, a.Offers.H)
}

// OffersFit is how many Offering counters the row holds.
func (a PlayerArea) OffersFit() int { return int((a.Offers.W + 2) / (a.offerW + 2)) }

// CardRects are the small cards of a seat (Nobles then Artisans; tilted
// by card, true for a Noble used this round, turned 90° and standing on
// the row's bottom edge), left to right, side by side, never over one
// another; the cards that do not fit get an empty rectangle and are
// gathered in the "+n" chip (CardMore).
func (a PlayerArea) CardRects(tilted []bool) []geom.Rect {
	rs, _ := a.CardLayout(tilted)
	return rs
}

// CardMore is the "+n" chip of the cards that do not fit in the row
// (empty when all fit) and n.
func (a PlayerArea) CardMore(tilted []bool) (geom.Rect, int) {
	rs, more := a.CardLayout(tilted)
	n := 0
	for _, r := range rs {
		if r.Empty() {
			n++
		}
	}
	return more, n
}

// moreW is the width of the "+n" chip: two digits and the sign at the
// cards' figure size.
func (a PlayerArea) moreW() float64 { return math.Max(a.cardW, 36) }

// CardLayout is CardRects and the "+n" chip.
func (a PlayerArea) CardLayout(tilted []bool) ([]geom.Rect, geom.Rect) {
	h := a.Cards.H
	width := func(i int) float64 {
		if tilted[i] {
			return h
		}
		return a.cardW
	}
	total := -a.cardGap
	for i := range tilted {
		total += width(i) + a.cardGap
	}
	fits := total <= a.Cards.W+0.01
	out := make([]geom.Rect, len(tilted))
	x := a.Cards.X
	for i, t := range tilted {
		w := width(i)
		if !fits && x+w+a.cardGap+a.moreW() > a.Cards.Right()+0.01 {
			return out, geom.R(x, a.Cards.Y, a.moreW(), h)
		}
		if t {
			out[i] = geom.R(x, a.Cards.Bottom()-a.cardW, h, a.cardW)
		} else {
			out[i] = geom.R(x, a.Cards.Y, w, h)
		}
		x += w + a.cardGap
	}
	return out, geom.Rect{}
}

// CardSlot is the i-th of n small cards (Nobles then Artisans) in the
// cards row; they overlap when there are more than fit side by side.
func (a PlayerArea) CardSlot(i, n int) geom.Rect {
	step := a.cardW + a.cardGap
	if n > 1 && float64(n)*step-a.cardGap > a.Cards.W {
		step = (a.Cards.W - a.cardW) / float64(n-1)
	}
	h := a.Cards.H
	return geom.R(a.Cards.X+float64(i)*step, a.Cards.Y, a.cardW, h)
}

// parts lists the named rectangles of the board that must not overlap one
// another (the tests' inventory).
func (p *Places) parts() map[string]geom.Rect {
	m := map[string]geom.Rect{}
	for i, q := range p.Quarter {
		m["quarter"+itoa(i)] = q.R
	}
	for i, g := range p.God {
		m["god"+itoa(i)] = g.R
	}
	m["supply"] = p.SupplyBox
	m["bag"] = p.BagBox
	m["pyramid"] = p.Pyramid.R
	if p.Solo {
		m["traitor"] = p.Traitor.R
	} else {
		m["legend"] = p.Legend
	}
	return m
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
