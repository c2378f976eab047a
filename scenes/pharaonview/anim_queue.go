package pharaonview

import (
	"math"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/render/anim"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// instantEvents are the engine events shown at once, deliberately: they
// move nothing on the table (turns, round boundaries, private draws, a
// level or god the tiles already show) or what moves is another event's
// (Tutor: its Gained follows). Every other event animates.
var instantEvents = map[string]bool{
	"noble_pair_drawn": true, "nobles_shuffled_back": true, "round_ended": true,
	"game_ended": true, "turn_started": true, "turn_ended": true, "arrow_lost": true,
	"tutor_used": true, "traitor_setup": true, "traitor_pile": true,
	"traitor_noble_level": true, "traitor_god": true, "traitor_nothing": true,
	"traitor_pile_empty": true,
}

// queueRun follows what the events of one move change, from the state
// before it: the wheel's offset, where each seat's large disc, Nile discs
// and cube stand, the Traitor's Jar, the Jar a gain comes from.
type queueRun struct {
	prev  *pharaon.State
	rot   float64 // the wheel's offset now
	shift float64 // what the wheel has still to turn
	big   []geom.Rect
	nile  [][pharaon.NumBase]int
	bc    []int

	tjar    bool    // the Traitor's Jar is out
	tjarCpy *sprite // its copy, nil while the live one from the state before stands
	jar     geom.Rect
	jarCpy  *sprite // the Jar a JarGained pops from (taken or drawn)
	jarOK   bool
	discJar map[int]*anim.Tween // an untaken Jar's leaving, by slot, queued at its event
	jarID   int                 // the Traitor's Jar revealed

	group string // the event kind of the last step (tokens of a kind fly together)
	gn    int
}

// queue turns the events of the last move into steps on the timeline.
func (v *View) queue(prev *pharaon.State, events []engine.Event) {
	q := v.newRun(prev)
	for _, e := range events {
		if w, ok := e.(pharaon.WheelRotated); ok {
			q.shift += notch(w.From, w.To)
		}
	}
	v.fx.shift = q.shift
	for i, e := range events {
		v.queueOne(q, events, i, e)
	}
	v.closeTraitorJar(q, true)
}

// notch is the wheel's turn from → to: ±1 (offsets mod 5).
func notch(from, to int) float64 {
	d := ((from-to)%5 + 5) % 5
	if d > 2 {
		d -= 5
	}
	return float64(d)
}

func (v *View) newRun(prev *pharaon.State) *queueRun {
	q := &queueRun{prev: prev, discJar: map[int]*anim.Tween{}}
	off, _ := prev.Wheel()
	q.rot = float64(off)
	n := prev.NumPlayers()
	q.big = make([]geom.Rect, n)
	q.nile = make([][pharaon.NumBase]int, n)
	q.bc = make([]int, n)
	for s := 0; s < n; s++ {
		pl := prev.PlayerOf(s)
		q.big[s] = v.pieceRectIn(prev, piece{pcRound, s, 0})
		if pl.Row >= 1 {
			q.big[s] = v.pieceRectIn(prev, piece{pcPyramid, s, 0})
		}
		for t := range pl.Nile {
			q.nile[s][t] = int(pl.Nile[t])
		}
		q.bc[s] = int(pl.BC)
	}
	q.tjar = prev.TraitorJar() >= 0
	return q
}

// put queues tweens: a new step, or with the last one when it is of the
// same group (the tokens of one clearing, one gain...), a little apart.
func (v *View) put(q *queueRun, group string, tws ...*anim.Tween) {
	for _, tw := range tws {
		if group != "" && group == q.group {
			q.gn++
			tw.Delay += float64(q.gn) * stagger
			v.tl.With(tw)
			continue
		}
		v.tl.Then(tw)
		q.group, q.gn = group, 0
	}
}

// queueOne queues event i; it reports whether it animates something.
func (v *View) queueOne(q *queueRun, events []engine.Event, i int, e engine.Event) bool {
	n, steps := len(v.fx.sprites), v.tl.Steps()
	switch e := e.(type) {
	case pharaon.WheelRotated:
		d := notch(e.From, e.To)
		from := q.shift
		q.shift -= d
		to := q.shift
		q.rot = float64(e.To)
		dir := 1.0
		if to < from {
			dir = -1
		}
		v.put(q, "", anim.Staged(durWheel, anim.CubicInOut, func() { v.fx.turnDir = dir },
			func(t float64) { v.fx.shift, v.fx.turn = anim.Lerp(from, to, t), max(t, 1e-3) },
			func() { v.fx.shift, v.fx.turn = to, 0 }))
	case pharaon.WheelTokenReturned:
		v.queueReturned(q, e)
	case pharaon.WheelTokenPlaced:
		v.queuePlaced(q, events, i, e)
	case pharaon.PaymentMade:
		v.queuePayment(q, e)
	case pharaon.Gained:
		for j := 0; j < e.N; j++ {
			v.queueGain(q, e.Player, e.Res, v.supplyToken(e.Res), "gained")
		}
	case pharaon.OfferingGained:
		from := v.tokenAt(v.pl.Bag.Center(), v.pl.Token*1.3)
		key, keyed := piece{}, false
		if e.From == "bonus" {
			from = v.offeringsPlace().Bonus[min(max(e.Pos, 0), pharaon.MaxLots-1)]
			key, keyed = piece{pcBonus, e.Pos, 0}, true
		}
		s := &sprite{look: lkOff, id: e.Kind, from: from, to: v.seatOffRect(e.Player, e.Kind),
			key: key, keyed: keyed, wait: keyed, lift: 40, panel: true}
		s.dst, s.dstN = piece{pcSeatOff, e.Player, e.Kind}, 1
		if !keyed {
			s.src, s.srcN = piece{pcBag, 0, 0}, 1
		}
		v.put(q, "offering", v.add(s, durFly*1.6, anim.CubicInOut))
	case pharaon.LotFilled:
		o := v.offeringsPlace()
		lot := min(max(e.Lot, 0), pharaon.MaxLots-1)
		for j, kind := range e.Kinds {
			s := &sprite{look: lkOff, id: kind, from: v.tokenAt(v.pl.Bag.Center(), o.LotTok[lot][j].W),
				to: o.LotTok[lot][j], key: piece{pcLot, lot, j}, keyed: true, hide: true, lift: 60}
			s.src, s.srcN = piece{pcBag, 0, 0}, 1
			v.put(q, "fill", v.add(s, durFly*1.8, anim.CubicInOut))
		}
	case pharaon.BonusFilled:
		o := v.offeringsPlace()
		pos := min(max(e.Pos, 0), pharaon.MaxLots-1)
		s := &sprite{look: lkOff, id: e.Kind, from: v.tokenAt(v.pl.Bag.Center(), o.Bonus[pos].W),
			to: o.Bonus[pos], key: piece{pcBonus, pos, 0}, keyed: true, hide: true, lift: 60}
		s.src, s.srcN = piece{pcBag, 0, 0}, 1
		v.put(q, "fill", v.add(s, durFly*1.8, anim.CubicInOut))
	case pharaon.LotTaken:
		o := v.offeringsPlace()
		lot := min(max(e.Lot, 0), pharaon.MaxLots-1)
		for j, kind := range e.Kinds {
			if kind < 0 {
				continue
			}
			s := &sprite{look: lkOff, id: kind, from: o.LotTok[lot][j], to: v.seatOffRect(e.Player, kind),
				key: piece{pcLot, lot, j}, keyed: true, wait: true, lift: 40, panel: true}
			s.dst, s.dstN = piece{pcSeatOff, e.Player, kind}, 1
			v.put(q, "lot", v.add(s, durFly*1.6, anim.CubicInOut))
		}
	case pharaon.JarRevealed:
		py := v.pl.Pyramid
		if e.Slot >= 0 && e.Slot < len(py.Jars) {
			r := py.Jars[e.Slot]
			s := &sprite{look: lkJar, id: e.Jar, from: r, to: r, flip: true,
				key: piece{pcJar, e.Slot, 0}, keyed: true, hide: true}
			v.put(q, "jar_revealed", v.add(s, durFlip, anim.CubicInOut))
		}
	case pharaon.JarTaken:
		py := v.pl.Pyramid
		if e.Slot >= 0 && e.Slot < len(py.Jars) {
			r := py.Jars[e.Slot]
			// The Jar rises and fades as its resources pop out (JarGained).
			s := &sprite{look: lkJar, id: e.Jar, from: r, to: r.Translate(0, -24*v.pl.K), fadeOut: true,
				key: piece{pcJar, e.Slot, 0}, keyed: true, wait: true}
			q.jar, q.jarOK = r, true
			v.put(q, "", v.add(s, durPop+2*stagger, anim.QuadOut))
		}
	case pharaon.JarDrawn:
		// From the pile under the pyramid's Jars, turned face up.
		b := v.pl.Pyramid.JarBand
		r := geom.RectFromCenter(geom.Pt(b.Right()-30*v.pl.K, b.Center().Y), 54*v.pl.K, 54*v.pl.K)
		if len(v.pl.Pyramid.Jars) > 0 {
			j := v.pl.Pyramid.Jars[len(v.pl.Pyramid.Jars)-1]
			r = geom.RectFromCenter(geom.Pt(j.Center().X, j.Center().Y-70*v.pl.K), j.W, j.H)
		}
		key := piece{-1, e.Jar, 0}
		s := &sprite{look: lkJar, id: e.Jar, from: r, to: r, flip: true, fadeIn: true, key: key, keyed: true}
		v.put(q, "", v.add(s, durFlip, anim.CubicInOut))
		f := &sprite{look: lkJar, id: e.Jar, from: r, to: r.Translate(0, -24*v.pl.K), fadeOut: true, key: key, keyed: true}
		q.jar, q.jarOK, q.jarCpy = r, true, f
	case pharaon.JarGained:
		v.queueJarGained(q, e)
	case pharaon.JarDiscarded:
		if tw := q.discJar[e.Slot]; tw != nil {
			delete(q.discJar, e.Slot)
			v.put(q, "", tw)
		} else if tw := v.discardJar(e.Slot, e.Jar); tw != nil {
			v.put(q, "", tw)
		}
	case pharaon.DiplomatUsed:
		for _, r := range pharaon.Jars[min(max(e.Jar, 0), pharaon.NumJars-1)] {
			v.queueGiveUp(q, e.Player, int(r))
		}
	case pharaon.WiseWomanUsed:
		v.queueGiveUp(q, e.Player, e.From)
		v.queueGain(q, e.Player, e.To, v.supplyToken(e.To), "")
	case pharaon.TreasurerUsed:
		v.queueGiveUp(q, e.Player, e.From)
		v.queueGain(q, e.Player, pharaon.SIL, v.supplyToken(pharaon.SIL), "")
	case pharaon.ArtisanTaken:
		v.queueCardTaken(q, e.Player, 100+e.Card, e.Slot)
	case pharaon.NobleTaken:
		v.queueCardTaken(q, e.Player, e.Noble, e.Slot)
	case pharaon.NobleGiven:
		v.queueCardTaken(q, e.Player, e.Noble, -1)
	case pharaon.ArtisanRefilled:
		v.queueRefill(q, pcArtisan, e.Slot, e.Card)
	case pharaon.NobleRefilled:
		v.queueRefill(q, pcNoble, e.Slot, e.Noble)
	case pharaon.ArtisanDiscarded:
		v.queueDiscardCard(q, pcArtisan, e.Slot, e.Card)
	case pharaon.NobleDiscarded:
		v.queueDiscardCard(q, pcNoble, e.Slot, e.Noble)
	case pharaon.NobleTilted:
		v.queueTilt(q, e.Player, e.Noble, 0, 1)
	case pharaon.NobleStraightened:
		v.queueTilt(q, e.Player, e.Noble, 1, 0)
	case pharaon.NileClimbed:
		v.queueNile(q, e)
	case pharaon.BurialStepped:
		v.queueBurial(q, e)
	case pharaon.Passed:
		if !e.Last && e.Row >= 1 && e.Row <= 4 {
			v.queueBig(q, e.Player, e.Row, 1, "")
		}
	case pharaon.PyramidStepped:
		if e.Row >= 1 && e.Row <= 4 {
			v.queueBig(q, e.Player, e.Row, e.Pos, "")
		}
	case pharaon.RoundStarted:
		v.queueRoundDiscs(q, e.Round)
	case pharaon.FirstPlayerMoved:
		v.queueHolder(q, lkFirst, pcFirst, e.From, e.To)
	case pharaon.PharaohTaken:
		v.queueHolder(q, lkPharaoh, pcPharaoh, q.prev.Pharaoh(), e.Player)
	case pharaon.TraitorJarRevealed:
		v.queueTraitorJar(q, e)
	case pharaon.TraitorTilePlaced:
		v.queueTraitorTile(q, e)
	case pharaon.TurnEnded:
		if solo, _ := v.st.Solo(); solo && e.Player == 1 {
			v.closeTraitorJar(q, false)
		}
	}
	return len(v.fx.sprites) > n || v.tl.Steps() > steps
}

// tokenAt is a token's square of side s centred on c.
func (v *View) tokenAt(c geom.Point, s float64) geom.Rect { return geom.RectFromCenter(c, s, s) }

// supplyToken is where a resource token of the supply lies (its icon).
func (v *View) supplyToken(res int) geom.Rect {
	r := v.pl.Supply[min(max(res, 0), pharaon.NumRes-1)]
	s := math.Min(40*v.pl.K, r.H*0.66)
	return v.tokenAt(geom.Pt(r.X+s/2+2*v.pl.K, r.Y+s/2+2*v.pl.K), s)
}

func (v *View) discardToken() geom.Rect {
	return v.tokenAt(v.pl.Discard.Center().Add(geom.Pt(0, -10*v.pl.K)), v.pl.Token)
}

func (v *View) offeringsPlace() OfferingsPlace { return v.pl.Offerings(v.st.QuarterPos(pharaon.OFF)) }

// panelBody is seat's panel body: as last drawn, else where the match lays
// it out with the log closed.
func (v *View) panelBody(seat int) geom.Rect {
	if r, ok := v.Panels[seat]; ok {
		return r
	}
	m := layout.MatchLayout(v.st.NumPlayers(), false)
	if seat >= 0 && seat < len(m.Panels) {
		return PanelBody(m.Panels[seat])
	}
	return geom.Rect{}
}

// seatIcon is the icon square of a counter of seat's panel (r: the
// counter, from pieceRect), or the panel's centre when not drawn yet.
func (v *View) seatIcon(seat int, r geom.Rect) geom.Rect {
	if r.W <= 0 {
		b := v.panelBody(seat)
		return v.tokenAt(b.Center(), 26)
	}
	return v.tokenAt(geom.Pt(r.X+r.H*0.43, r.Center().Y), r.H*0.86)
}

func (v *View) seatResRect(seat, res int) geom.Rect {
	return v.seatIcon(seat, v.pieceRect(piece{pcSeatRes, seat, res}))
}

func (v *View) seatOffRect(seat, kind int) geom.Rect {
	r := v.pieceRect(piece{pcSeatOff, seat, kind})
	if r.W <= 0 {
		if rr, ok := v.Panels[seat]; ok {
			a := NewPlayerArea(rr)
			r = a.OfferSlot(0)
		}
	}
	return v.seatIcon(seat, r)
}

// seatCardRect is where card c (Noble number or 100+Artisan id) lies in
// seat's panel.
func (v *View) seatCardRect(seat, c int) geom.Rect {
	if r := v.pieceRect(piece{pcSeatCard, seat, c}); r.W > 0 {
		return r
	}
	a := NewPlayerArea(v.panelBody(seat))
	return a.CardSlot(0, 1)
}

// wheelCode is the wheel token code of payment token class k.
func wheelCode(k, quarter int) int {
	switch {
	case k < pharaon.NumRes:
		return k
	case k < 11:
		return pharaon.WheelOffering + pharaon.OffRes + k - 6
	}
	return pharaon.WheelOffering + pharaon.OffQuarter + quarter
}

// payToken is where payment token class k leaves seat's panel, the count
// it lowers and, for an Offering, its kind.
func (v *View) payToken(prev *pharaon.State, seat, k, quarter int) (geom.Rect, piece) {
	if k < pharaon.NumRes {
		pc := piece{pcSeatRes, seat, k}
		return v.seatIcon(seat, v.pieceRectIn(prev, pc)), pc
	}
	kind := pharaon.OffRes + k - 6
	if k == 11 {
		kind = pharaon.OffQuarter + quarter
	}
	pc := piece{pcSeatOff, seat, kind}
	return v.seatIcon(seat, v.pieceRectIn(prev, pc)), pc
}

func (v *View) queueReturned(q *queueRun, e pharaon.WheelTokenReturned) {
	from := v.pl.WheelSlotRect(e.Colour, e.Slot, q.rot)
	s := &sprite{look: lkWheel, id: e.Token, by: q.prev.Slot(e.Colour, e.Slot).By, from: from, wait: true,
		key: piece{pcWheel, e.Colour, e.Slot}, keyed: true, lift: 30}
	switch {
	case e.To == "discard":
		s.to = v.discardToken()
		s.dst, s.dstN = piece{pcBag, 0, 0}, 0
	case e.Token >= 0 && e.Token < pharaon.NumRes:
		s.to = v.supplyToken(e.Token)
		s.dst, s.dstN = piece{pcSupply, e.Token, 0}, 1
	default:
		s.to, s.fadeOut = from, true
	}
	v.put(q, "returned", v.add(s, durFly*1.6, anim.CubicInOut))
}

func (v *View) queuePlaced(q *queueRun, events []engine.Event, i int, e pharaon.WheelTokenPlaced) {
	to := v.pl.WheelSlotRect(e.Colour, e.Slot, q.rot)
	s := &sprite{look: lkWheel, id: e.Token, by: e.Player, to: to, lift: 40,
		key: piece{pcWheel, e.Colour, e.Slot}, keyed: true, hide: true}
	switch {
	case e.Player < 0:
		// An untaken Jar's resources: from the Jar, which leaves after.
		slot := -1
		for _, f := range events[i+1:] {
			if d, ok := f.(pharaon.JarDiscarded); ok {
				slot = d.Slot
				break
			}
		}
		py := v.pl.Pyramid
		if slot >= 0 && slot < len(py.Jars) {
			s.from = py.Jars[slot]
			if q.discJar[slot] == nil {
				jar := -1
				if js := q.prev.JarsShown(); slot < len(js) {
					jar = js[slot]
				}
				if tw := v.discardJar(slot, jar); tw != nil {
					q.discJar[slot] = tw
				}
			}
		} else {
			s.from = v.supplyToken(e.Token)
		}
	case q.tjar:
		s.from = traitorJarRect(v.pl)
	default:
		s.from = v.supplyToken(e.Token)
	}
	if e.Token >= 0 && e.Token < pharaon.NumRes && !q.tjar && e.Player >= 0 {
		s.src, s.srcN = piece{pcSupply, e.Token, 0}, 1
	}
	v.put(q, "placed", v.add(s, durFly*1.6, anim.CubicInOut))
}

// discardJar is the tween of an untaken Jar leaving its place (drawn
// there until then); nil when there is none.
func (v *View) discardJar(slot, jar int) *anim.Tween {
	py := v.pl.Pyramid
	if slot < 0 || slot >= len(py.Jars) || jar < 0 {
		return nil
	}
	r := py.Jars[slot]
	s := &sprite{look: lkJar, id: jar, from: r, to: r.Translate(0, -24*v.pl.K), fadeOut: true,
		key: piece{pcJar, slot, 0}, keyed: true, wait: true}
	return v.add(s, durFade, anim.QuadOut)
}

func (v *View) queuePayment(q *queueRun, e pharaon.PaymentMade) {
	p := e.Pay
	acc := int(p.Access)
	from, cnt := v.payToken(q.prev, e.Player, acc, e.Quarter)
	s := &sprite{look: lkWheel, id: wheelCode(acc, e.Quarter), by: e.Player, from: from, lift: 50, panel: true}
	s.src, s.srcN = cnt, 1
	if e.Slot >= 0 {
		s.to = v.pl.WheelSlotRect(e.Segment, e.Slot, q.rot)
		s.key, s.keyed, s.hide = piece{pcWheel, e.Segment, e.Slot}, true, true
	} else if acc < pharaon.NumRes {
		s.look, s.id, s.by = lkRes, acc, -1
		s.to = v.supplyToken(acc)
		s.dst, s.dstN = piece{pcSupply, acc, 0}, 1
	} else {
		s.look, s.id, s.by = lkOff, wheelCode(acc, e.Quarter)-pharaon.WheelOffering, -1
		s.to = v.discardToken()
	}
	v.put(q, "pay", v.add(s, durFly*2, anim.CubicInOut))
	for k := range p.Spent {
		for j := 0; j < int(p.Spent[k]); j++ {
			from, cnt := v.payToken(q.prev, e.Player, k, e.Quarter)
			s := &sprite{look: lkRes, id: k, by: -1, from: from, lift: 40, panel: true}
			s.src, s.srcN = cnt, 1
			if k < pharaon.NumRes {
				s.to = v.supplyToken(k)
				s.dst, s.dstN = piece{pcSupply, k, 0}, 1
			} else {
				s.look, s.id = lkOff, cnt.b
				s.to = v.discardToken()
			}
			v.put(q, "pay", v.add(s, durFly*2, anim.CubicInOut))
		}
	}
}

// queueGain flies a resource from (the supply, a Jar) to seat's panel.
func (v *View) queueGain(q *queueRun, seat, res int, from geom.Rect, group string) {
	s := &sprite{look: lkRes, id: res, by: -1, from: from, to: v.seatResRect(seat, res), lift: 40, panel: true}
	s.dst, s.dstN = piece{pcSeatRes, seat, res}, 1
	if group != "jar" {
		s.src, s.srcN = piece{pcSupply, res, 0}, 1
	}
	e := anim.CubicInOut
	if group == "jar" {
		e = anim.BackOut
		s.fadeIn = true
	}
	if group == "" {
		group = "gained"
	}
	v.put(q, group, v.add(s, durFly*2, e))
}

// queueGiveUp flies a token given up from seat's panel: a resource (0..4,
// or Silver 5 when given as such) to the supply, a Resource Offering
// (5..9: the colour's) to the discard. Diplomat: resources only.
func (v *View) queueGiveUp(q *queueRun, seat, from int) {
	var s *sprite
	if from < pharaon.NumBase {
		s = &sprite{look: lkRes, id: from, by: -1, from: v.seatIcon(seat, v.pieceRectIn(q.prev, piece{pcSeatRes, seat, from})),
			to: v.supplyToken(from), lift: 40, panel: true}
		s.src, s.srcN = piece{pcSeatRes, seat, from}, 1
		s.dst, s.dstN = piece{pcSupply, from, 0}, 1
	} else {
		kind := pharaon.OffRes + from - pharaon.NumBase
		s = &sprite{look: lkOff, id: kind, by: -1, from: v.seatIcon(seat, v.pieceRectIn(q.prev, piece{pcSeatOff, seat, kind})),
			to: v.discardToken(), lift: 40, panel: true}
		s.src, s.srcN = piece{pcSeatOff, seat, kind}, 1
	}
	v.put(q, "give", v.add(s, durFly*2, anim.CubicInOut))
}

func (v *View) queueJarGained(q *queueRun, e pharaon.JarGained) {
	from := q.jar
	if !q.jarOK {
		from = v.tokenAt(v.pl.Pyramid.JarBand.Center(), 54*v.pl.K)
	}
	if q.jarCpy != nil {
		v.put(q, "", v.add(q.jarCpy, durPop+2*stagger, anim.QuadOut))
		q.jarCpy = nil
	}
	q.group = "jar"
	jar := pharaon.Jars[min(max(e.Jar, 0), pharaon.NumJars-1)]
	for i, r := range jar {
		if !e.Got[i] {
			continue
		}
		c := from.Center().Add(geom.Pt((float64(i)-1)*from.W*0.3, 0))
		v.queueGain(q, e.Player, int(r), v.tokenAt(c, from.W*0.4), "jar")
	}
	q.jarOK = false
}

// queueCardTaken slides card c (Noble number or 100+Artisan id) from the
// display's slot (the deck when slot < 0) to seat's panel.
func (v *View) queueCardTaken(q *queueRun, seat, c, slot int) {
	kind, quarter, look, id := pcNoble, pharaon.NOB, lkNoble, c
	if c >= 100 {
		kind, quarter, look, id = pcArtisan, pharaon.ART, lkArtisan, c-100
	}
	pos := v.st.QuarterPos(quarter)
	s := &sprite{look: look, id: id, to: v.seatCardRect(seat, c), lift: 30, panel: true,
		hide: true, key: piece{pcSeatCard, seat, c}, keyed: true}
	if slot >= 0 {
		// The card stands in its slot until it goes.
		s.from, s.wait = v.displayCard(kind, pos, slot), true
	} else {
		d := v.pl.Quarter[pos].Deck
		s.from = geom.RectFromCenter(d.Center(), d.W, d.W*1.3)
		s.fadeIn = true
	}
	v.put(q, "card", v.add(s, durCard*1.5, anim.CubicInOut))
}

// displayCard is slot's card rectangle in the display of kind at pos.
func (v *View) displayCard(kind, pos, slot int) geom.Rect {
	if kind == pcArtisan {
		return v.pl.Artisans(pos).Cards[min(max(slot, 0), 3)]
	}
	return v.pl.Nobles(pos).Cards[min(max(slot, 0), 2)]
}

// queueRefill slides a card from the deck to the display's slot.
func (v *View) queueRefill(q *queueRun, kind, slot, card int) {
	quarter, look, id := pharaon.NOB, lkNoble, card
	if kind == pcArtisan {
		quarter, look = pharaon.ART, lkArtisan
	}
	pos := v.st.QuarterPos(quarter)
	to := v.displayCard(kind, pos, slot)
	d := v.pl.Quarter[pos].Deck
	s := &sprite{look: look, id: id, from: geom.RectFromCenter(d.Center(), to.W*0.5, to.H*0.5), to: to,
		key: piece{kind, slot, 0}, keyed: true, hide: true, fadeIn: true, lift: 10}
	v.put(q, "", v.add(s, durCard, anim.CubicInOut))
}

// queueDiscardCard: the Traitor removes a display card: it rises and fades.
func (v *View) queueDiscardCard(q *queueRun, kind, slot, card int) {
	quarter, look := pharaon.NOB, lkNoble
	if kind == pcArtisan {
		quarter, look = pharaon.ART, lkArtisan
	}
	r := v.displayCard(kind, v.st.QuarterPos(quarter), slot)
	s := &sprite{look: look, id: card, from: r, to: r.Translate(0, -40*v.pl.K), fadeOut: true, wait: true,
		key: piece{kind, slot, 0}, keyed: true}
	v.put(q, "", v.add(s, durCard, anim.QuadOut))
}

// queueTilt turns a seat's Noble a quarter turn (0 straight, 1 tilted).
func (v *View) queueTilt(q *queueRun, seat, noble int, from, to float64) {
	r := v.seatCardRect(seat, noble)
	if r.W > r.H {
		// Laid out tilted (its bottom edge kept): the upright card.
		c := r.Center()
		r = geom.RectFromCenter(geom.Pt(c.X, c.Y-(r.W-r.H)/2), r.H, r.W)
	}
	s := &sprite{look: lkSeatCard, id: noble, by: seat, from: r, to: r, rot0: from, rot1: to, panel: true, wait: true,
		key: piece{pcSeatCard, seat, noble}, keyed: true, hide: true}
	v.put(q, "tilt", v.add(s, durTilt, anim.CubicInOut))
}

func (v *View) queueNile(q *queueRun, e pharaon.NileClimbed) {
	if e.Player < 0 || e.Player >= len(q.nile) || e.Track < 0 || e.Track >= pharaon.NumBase {
		return
	}
	n := v.pl.Nile(v.st.QuarterPos(pharaon.NIL))
	cell := func(l int) geom.Rect {
		c := n.Cell[e.Track][min(max(l, 1), pharaon.NileTop)-1]
		return v.tokenAt(c.Center(), v.pl.Disc*1.2)
	}
	pc := piece{pcNile, e.Player, e.Track}
	var from geom.Rect
	old := q.nile[e.Player][e.Track]
	if old >= 1 {
		from = cell(old)
		if v.fx.last[pc] == nil {
			from = v.pieceRectIn(q.prev, pc)
		}
	} else {
		// Onto the track from below it.
		c := n.Cell[e.Track][0]
		from = v.tokenAt(geom.Pt(c.Center().X, c.Bottom()+v.pl.Disc), v.pl.Disc*1.2)
	}
	to := cell(e.Level)
	if int(v.st.PlayerOf(e.Player).Nile[e.Track]) == e.Level {
		to = v.pieceRect(pc)
	}
	q.nile[e.Player][e.Track] = e.Level
	s := &sprite{look: lkDisc, id: e.Player, from: from, to: to, wait: old >= 1, fadeIn: old < 1,
		key: pc, keyed: true, hide: true, lift: 12}
	v.put(q, "", v.add(s, durStep, anim.CubicInOut))
}

func (v *View) queueBurial(q *queueRun, e pharaon.BurialStepped) {
	if e.Player < 0 || e.Player >= len(q.bc) || e.Step < 1 || e.Step > pharaon.BCSteps {
		return
	}
	b := v.pl.Burial(v.st.QuarterPos(pharaon.BUR))
	step := func(i int) geom.Rect { return v.tokenAt(b.Step[i-1].Cubes.Center(), v.pl.Cube*1.2) }
	pc := piece{pcCube, e.Player, 0}
	old := q.bc[e.Player]
	var from geom.Rect
	if old >= 1 {
		from = step(old)
		if v.fx.last[pc] == nil {
			from = v.pieceRectIn(q.prev, pc)
		}
	} else {
		from = step(1).Translate(0, -30*v.pl.K)
	}
	to := step(e.Step)
	if int(v.st.PlayerOf(e.Player).BC) == e.Step {
		to = v.pieceRect(pc)
	}
	q.bc[e.Player] = e.Step
	s := &sprite{look: lkCube, id: e.Player, from: from, to: to, wait: old >= 1, fadeIn: old < 1,
		key: pc, keyed: true, hide: true, lift: 20}
	v.put(q, "", v.add(s, durStep*1.3, anim.CubicInOut))
}

// bigKey names a seat's large disc for the chain of its moves; the live
// piece hidden is where the final state has it.
func (v *View) bigHidden(seat int) piece {
	if v.st.PlayerOf(seat).Row >= 1 {
		return piece{pcPyramid, seat, 0}
	}
	return piece{pcRound, seat, 0}
}

// queueBig moves seat's large disc to pyramid space (row, pos).
func (v *View) queueBig(q *queueRun, seat, row, pos int, group string) {
	if seat < 0 || seat >= len(q.big) || pos < 1 || pos > len(v.pl.Pyramid.Rows[row-1]) {
		return
	}
	to := v.tokenAt(pyramidSpot(v.pl.Pyramid.Rows[row-1][pos-1]).Center(), v.pl.Big)
	pl := v.st.PlayerOf(seat)
	if int(pl.Row) == row && int(pl.Pos) == pos {
		to = v.pieceRect(piece{pcPyramid, seat, 0})
	}
	v.moveBig(q, seat, to, group)
}

func (v *View) moveBig(q *queueRun, seat int, to geom.Rect, group string) {
	from := q.big[seat]
	q.big[seat] = to
	if from.W <= 0 || to.W <= 0 || from == to {
		return
	}
	key := piece{-2, seat, 0}
	s := &sprite{look: lkDisc, id: seat, from: from, to: to, wait: v.fx.last[key] == nil,
		key: key, keyed: true, lift: 30}
	// The chain is the seat's; the live piece hidden is the final one.
	s.hide, s.hideAs, s.hideSet = true, v.bigHidden(seat), true
	v.put(q, group, v.add(s, durStep*1.5, anim.CubicInOut))
}

// queueRoundDiscs brings every seat's disc to the new round's step.
func (v *View) queueRoundDiscs(q *queueRun, round int) {
	for s := range q.big {
		to := v.pieceRect(piece{pcRound, s, 0})
		if v.st.Round() != round || to.W <= 0 {
			to = v.tokenAt(roundSpot(v.pl, round).Center(), v.pl.Disc*1.2)
		}
		v.moveBig(q, s, to, "round")
	}
}

// queueHolder moves the First Player or Pharaoh token between panels (the
// Pharaoh from its home when nobody held it).
func (v *View) queueHolder(q *queueRun, look, kind, from, to int) {
	if from == to || to < 0 {
		return
	}
	fr := v.holderRect(q.prev, kind, from)
	tr := v.holderRect(v.st, kind, to)
	if fr.W <= 0 || tr.W <= 0 {
		return
	}
	s := &sprite{look: look, from: fr, to: tr, lift: 60, panel: true, wait: true, key: piece{kind, 0, 0}, keyed: true, hide: true}
	v.put(q, "", v.add(s, durCard*1.5, anim.CubicInOut))
}

func (v *View) queueTraitorJar(q *queueRun, e pharaon.TraitorJarRevealed) {
	v.closeTraitorJar(q, false)
	pile := v.pl.Traitor.Pile
	to := traitorJarRect(v.pl)
	s := &sprite{look: lkJar, id: e.Jar, from: geom.RectFromCenter(pile.Center(), 28*v.pl.K, 28*v.pl.K), to: to,
		flip: true, key: piece{pcTraitorJar, 0, 0}, keyed: true, hide: true, lift: 20}
	v.put(q, "", v.add(s, durFlip*1.5, anim.CubicInOut))
	q.tjar, q.tjarCpy = true, s
	q.jarID = e.Jar
}

// closeTraitorJar takes the Traitor's Jar off the table once its turn is
// over; at the end of the move, the Jar out stays when it is the live one
// (the human is to split it).
func (v *View) closeTraitorJar(q *queueRun, atEnd bool) {
	if !q.tjar || atEnd && v.st.TraitorJar() >= 0 {
		return
	}
	jar := q.jarID
	if q.tjarCpy == nil {
		jar = q.prev.TraitorJar()
	}
	r := traitorJarRect(v.pl)
	s := &sprite{look: lkJar, id: jar, from: r, to: r.Translate(0, -20*v.pl.K), fadeOut: true, wait: true,
		key: piece{pcTraitorJar, 0, 0}, keyed: true}
	v.put(q, "", v.add(s, durFade, anim.QuadOut))
	q.tjar, q.tjarCpy = false, nil
}

func (v *View) queueTraitorTile(q *queueRun, e pharaon.TraitorTilePlaced) {
	if e.Pos < 0 || e.Pos >= pharaon.NumTiles || e.Space < 1 || e.Space > pharaon.TileSpaces {
		return
	}
	tp := v.pl.Traitor.Tiles[e.Pos]
	to := tileMark(v.pl, tp.Spaces[e.Space-1])
	from := traitorJarRect(v.pl)
	if !q.tjar {
		from = v.supplyToken(e.Res)
	}
	from = geom.RectFromCenter(from.Center(), to.W, to.H)
	// Up over the tile's head, then dropped down its column onto the space.
	key := piece{pcTile, e.Pos, e.Space - 1}
	over := geom.RectFromCenter(geom.Pt(tp.Head.Center().X, tp.Head.Y-to.H*0.2), to.W, to.H)
	up := &sprite{look: lkRes, id: e.Res, by: -1, from: from, to: over, lift: 30, fadeIn: e.Marker,
		key: key, keyed: true, hide: true}
	v.put(q, "", v.add(up, durFly*1.4, anim.CubicInOut))
	s := &sprite{look: lkRes, id: e.Res, by: -1, from: over, to: to, key: key, keyed: true, hide: true}
	v.put(q, "", v.add(s, durDrop, anim.BackOut))
	if e.Icon != "" {
		g := &sprite{look: lkGlow, from: tp.Spaces[e.Space-1], to: tp.Spaces[e.Space-1]}
		v.put(q, "", v.add(g, durGlow, anim.Linear))
	}
}

// holderRect is where the First Player or Pharaoh token of seat lies in
// st (the Pharaoh's home for seat -1).
func (v *View) holderRect(st *pharaon.State, kind, seat int) geom.Rect {
	if r := v.pieceRectIn(st, piece{kind, 0, 0}); r.W > 0 {
		return r
	}
	if seat < 0 {
		return pharaohHome(v.pl)
	}
	a := NewPlayerArea(v.panelBody(seat))
	if kind == pcPharaoh {
		return a.Pharaoh
	}
	return a.First
}
