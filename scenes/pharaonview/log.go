package pharaonview

import (
	"strconv"
	"strings"

	"nilegames/engine"
	"nilegames/engine/pharaon"
	"nilegames/locales"
	"nilegames/scenes/gameview"
)

// The game log of Pharaon. Names here start with "log" so that they stay
// clear of the rest of the view. Rules: the private Noble pair of the
// setup is never named (NoblePairDrawn says only that a pair was drawn);
// tokens going back at a new round and the end of a turn give no line
// (the round's lines say it); the Traitor's own events name its seat as
// the match names it, else [pharaon.name] traitor.

// Locale sections the log reads besides its own.
const (
	logSection   = "pharaon.log."
	logResKeys   = "pharaon.res."
	logGodKeys   = "pharaon.god."
	logNobleKeys = "pharaon.noble."
	logProfKeys  = "pharaon.profession."
	logQuartKeys = "pharaon.quarter."
	logIconNames = "pharaon.traitor_key."
	logBotName   = "pharaon.name.traitor"
)

// logBotSeat is the Traitor's seat in a solo match (the engine's
// State.Automaton names seat 1).
const logBotSeat = 1

func logT(loc *locales.Bundle, k string, args ...any) string { return loc.T(logSection+k, args...) }

// logSeat is the name of seat p, else its colour, else "Player p+1".
func logSeat(env *gameview.Env, p int) string { return env.SeatName(p, logSection+"seat") }

// logBot names the Traitor in the lines of events only it makes.
func logBot(env *gameview.Env) string { return env.BotName(logBotSeat, logBotName) }

func logRes(loc *locales.Bundle, r int) (string, bool) {
	if r < 0 || r >= pharaon.NumRes {
		return "", false
	}
	return loc.T(logResKeys + resCodes[r]), true
}

func logBase(loc *locales.Bundle, r int) (string, bool) {
	if r < 0 || r >= pharaon.NumBase {
		return "", false
	}
	return logRes(loc, r)
}

// logNoble is "Wise Woman", or "High Official No. 26" where Nobles share
// a name (the Scribes, the High Officials): the printed number tells them
// apart, said as a number, not in brackets that read as points (issue 22).
func logNoble(loc *locales.Bundle, n int) (string, bool) {
	if n < 1 || n > pharaon.NumNobles {
		return "", false
	}
	name := loc.T(logNobleKeys + strconv.Itoa(n))
	if !logNobleShared(n) {
		return name, true
	}
	return logT(loc, "noble", "name", name, "n", n), true
}

// logNobleShared: Noble n's name is also another's (Scribes 1-5, High
// Officials 21-26).
func logNobleShared(n int) bool {
	return (n >= pharaon.NScribe1 && n < pharaon.NScribe1+5) || (n >= pharaon.NHighOfficial1 && n <= pharaon.NHighOfficialEnd)
}

// logArtisan is "Potter (3 PP)".
func logArtisan(loc *locales.Bundle, id int) (string, bool) {
	if id < 0 || id >= pharaon.NumArtisans {
		return "", false
	}
	a := pharaon.Artisans[id]
	return logT(loc, "artisan", "profession", loc.T(logProfKeys+professionCodes[a.Profession]), "pp", int(a.PP)), true
}

// logJar lists a Jar's three resources: top left, top right, bottom.
func logJar(loc *locales.Bundle, id int) (string, bool) {
	if id < 0 || id >= pharaon.NumJars {
		return "", false
	}
	var names [3]string
	for i, r := range pharaon.Jars[id] {
		names[i], _ = logRes(loc, int(r))
	}
	return strings.Join(names[:], ", "), true
}

// logOffering names an Offering token kind (0..11).
func logOffering(loc *locales.Bundle, k int) (string, bool) {
	switch {
	case k >= pharaon.OffRes && k < pharaon.OffRes+pharaon.NumBase:
		r, _ := logRes(loc, k-pharaon.OffRes)
		return logT(loc, "off_res", "res", r), true
	case k >= pharaon.OffQuarter && k < pharaon.OffQuarter+pharaon.NumQuarters:
		return logT(loc, "off_quarter", "quarter", loc.T(logQuartKeys+quarterCodes[k-pharaon.OffQuarter])), true
	case k == pharaon.OffPrestige1:
		return logT(loc, "off_pp", "n", 1), true
	case k == pharaon.OffPrestige2:
		return logT(loc, "off_pp", "n", 2), true
	}
	return "", false
}

// logToken names a payment token kind (payment.go): 0..5 a resource,
// 6..10 a Resource Offering, 11 the Quarter Offering of quarter q.
func logToken(loc *locales.Bundle, k, q int) (string, bool) {
	switch {
	case k >= 0 && k < pharaon.NumRes:
		return logRes(loc, k)
	case k >= 6 && k < 6+pharaon.NumBase:
		return logOffering(loc, pharaon.OffRes+k-6)
	case k == 11 && q >= 0 && q < pharaon.NumQuarters:
		// The payment's line names its Quarter already.
		return logT(loc, "off_quarter_paid"), true
	}
	return "", false
}

// logFrom names what the Wise Woman and the Treasurer give up: 0..4 one
// resource, 5..9 the Resource Offering of colour from-5.
func logFrom(loc *locales.Bundle, from int) (string, bool) {
	switch {
	case from >= 0 && from < pharaon.NumBase:
		r, _ := logRes(loc, from)
		return logT(loc, "one_res", "res", r), true
	case from >= pharaon.NumBase && from < 2*pharaon.NumBase:
		o, _ := logOffering(loc, pharaon.OffRes+from-pharaon.NumBase)
		return logT(loc, "the_offering", "offering", o), true
	}
	return "", false
}

// logIconKeys: the engine's Traitor icon codes to the printed key's names
// ([pharaon.traitor_key], shared with the board).
var logIconKeys = map[string]string{
	"bc": "bc", "god": "god", "noble_take": "ntake", "noble_discard": "ndisc", "noble_level": "nlevel",
	"artisan_take_high": "atake", "artisan_take_low": "atake", "artisan_discard_high": "adisc",
	"artisan_discard_low": "adisc", "lot": "lot", "bonus": "bonus", "nile_most": "nile", "nile_least": "nile",
}

// logSources are the score parts, in the engine's order (Entry.Source).
var logSources = []string{"gods", "nobles", "burial", "artisans", "pharaoh_first", "nile", "tokens"}

// Log is the sentence of the game log for one event (Entry.Log).
var Log = gameview.LogWith(logSection, logLine)

func logLine(e engine.Event, w gameview.LogWords) (string, bool) {
	env, loc, name, T, TIf := w.Env, w.Loc, w.Seat, w.Line, w.LineIf
	seatOK := func(p int) bool { return p >= 0 && p < pharaon.MaxPlayers }
	switch e := e.(type) {
	// The flow.
	case pharaon.NoblePairDrawn:
		return TIf(seatOK(e.Player), "noble_pair_drawn", "player", name(e.Player))
	case pharaon.NobleGiven:
		n, ok := logNoble(loc, e.Noble)
		return TIf(ok && seatOK(e.Player), "noble_given", "player", name(e.Player), "noble", n)
	case pharaon.NoblesShuffledBack:
		return TIf(e.N > 0, "nobles_shuffled_back", "n", e.N)
	case pharaon.JarRevealed:
		j, ok := logJar(loc, e.Jar)
		return TIf(ok, "jar_revealed", "jar", j)
	case pharaon.JarTaken:
		j, ok := logJar(loc, e.Jar)
		return TIf(ok && seatOK(e.Player), "jar_taken", "player", name(e.Player), "jar", j)
	case pharaon.JarDiscarded:
		j, ok := logJar(loc, e.Jar)
		return TIf(ok, "jar_discarded", "jar", j)
	case pharaon.WheelTokenPlaced:
		r, ok := logBase(loc, e.Colour)
		if !ok || e.Player < -1 || e.Player >= pharaon.MaxPlayers {
			return "", false
		}
		k := "wheel_token"
		if e.Token != e.Colour {
			k = "wheel_marker" // the supply ran out (A20)
		}
		if e.Player < 0 {
			return T(k, "res", r)
		}
		if e.Player == logBotSeat {
			return T(k+"_by", "player", logBot(env), "res", r)
		}
		return T(k+"_by", "player", name(e.Player), "res", r)
	case pharaon.WheelTokenReturned:
		return "", false // the new round's lines say it
	case pharaon.WheelRotated:
		if e.Clockwise {
			return T("wheel_cw")
		}
		return T("wheel_ccw")
	case pharaon.LotFilled:
		if e.Lot < 0 || e.Lot >= pharaon.MaxLots {
			return "", false
		}
		a, okA := logOffering(loc, e.Kinds[0])
		b, okB := logOffering(loc, e.Kinds[1])
		switch {
		case okA && okB:
			return T("lot_filled", "lot", e.Lot+1, "a", a, "b", b)
		case okA || okB:
			return T("lot_filled_one", "lot", e.Lot+1, "a", a+b)
		}
		return "", false
	case pharaon.BonusFilled:
		o, ok := logOffering(loc, e.Kind)
		return TIf(ok && e.Pos >= 0 && e.Pos < pharaon.MaxLots, "bonus_filled", "pos", e.Pos+1, "offering", o)
	case pharaon.Gained:
		r, ok := logRes(loc, e.Res)
		return TIf(ok && e.N > 0 && seatOK(e.Player), "gained", "player", name(e.Player), "tokens", logT(loc, "tokens", "n", e.N, "res", r))
	case pharaon.OfferingGained:
		o, ok := logOffering(loc, e.Kind)
		if !ok || !seatOK(e.Player) {
			return "", false
		}
		switch {
		case e.From == "bonus" && e.Pos >= 0 && e.Pos < pharaon.MaxLots:
			return T("offering_bonus", "player", name(e.Player), "pos", e.Pos+1, "offering", o)
		case e.From == "bag":
			return T("offering_bag", "player", name(e.Player), "offering", o)
		}
		return "", false
	case pharaon.RoundStarted:
		return TIf(e.Round >= 1 && e.Round <= pharaon.NumRounds && seatOK(e.First), "round_started", "round", e.Round, "rounds", pharaon.NumRounds, "player", name(e.First))
	case pharaon.RoundEnded:
		return TIf(e.Round >= 1 && e.Round <= pharaon.NumRounds, "round_ended", "round", e.Round)
	case pharaon.GameEnded:
		return T("game_ended")
	case pharaon.TurnStarted:
		return TIf(seatOK(e.Player), "turn_started", "player", name(e.Player))
	case pharaon.TurnEnded:
		return "", false // the next turn's line says it
	case pharaon.Passed:
		switch {
		case !seatOK(e.Player):
			return "", false
		case e.Last:
			return T("passed_last", "player", name(e.Player))
		case e.Row >= 1 && e.Row <= pharaon.MaxPlayers:
			return T("passed", "player", name(e.Player), "row", e.Row)
		}
		return "", false
	case pharaon.PyramidStepped:
		return TIf(seatOK(e.Player) && e.Row >= 1 && e.Row <= pharaon.MaxPlayers && e.Pos >= 1 && e.Pos <= pharaon.MaxPlayers+1, "pyramid_stepped", "player", name(e.Player), "row", e.Row, "pos", e.Pos)
	case pharaon.FirstPlayerMoved:
		return TIf(seatOK(e.To), "first_player", "player", name(e.To))

	// The Quarters, the tasks and the powers.
	case pharaon.ArtisanTaken:
		a, ok := logArtisan(loc, e.Card)
		if !ok || !seatOK(e.Player) {
			return "", false
		}
		if e.Slot < 0 {
			return T("artisan_drawn", "player", name(e.Player), "artisan", a)
		}
		return T("artisan_taken", "player", name(e.Player), "artisan", a)
	case pharaon.ArtisanRefilled:
		a, ok := logArtisan(loc, e.Card)
		return TIf(ok, "artisan_refilled", "artisan", a)
	case pharaon.NobleTaken:
		n, ok := logNoble(loc, e.Noble)
		if !ok || !seatOK(e.Player) {
			return "", false
		}
		if e.Slot < 0 {
			return T("noble_drawn", "player", name(e.Player), "noble", n)
		}
		return T("noble_taken", "player", name(e.Player), "noble", n)
	case pharaon.NobleRefilled:
		n, ok := logNoble(loc, e.Noble)
		return TIf(ok, "noble_refilled", "noble", n)
	case pharaon.NobleTilted:
		n, ok := logNoble(loc, e.Noble)
		return TIf(ok && seatOK(e.Player), "noble_tilted", "player", name(e.Player), "noble", n)
	case pharaon.NobleStraightened:
		n, ok := logNoble(loc, e.Noble)
		return TIf(ok && seatOK(e.Player), "noble_straightened", "player", name(e.Player), "noble", n)
	case pharaon.NileClimbed:
		r, ok := logBase(loc, e.Track)
		if !ok || !seatOK(e.Player) || e.Level < 1 || e.Level > pharaon.NileTop {
			return "", false
		}
		// The board labels its rows by their PP (0, 3, 7): the log names the
		// row by that label, and the level as well.
		return T("nile_climbed", "player", name(e.Player), "res", r, "pp", pharaon.NilePP[e.Level], "level", e.Level)
	case pharaon.ArrowLost:
		return TIf(seatOK(e.Player), "arrow_lost", "player", name(e.Player))
	case pharaon.BurialStepped:
		if !seatOK(e.Player) || e.Step < 1 || e.Step > pharaon.BCSteps {
			return "", false
		}
		if e.Free {
			return T("burial_free", "player", name(e.Player), "step", e.Step)
		}
		return T("burial_stepped", "player", name(e.Player), "step", e.Step)
	case pharaon.LotTaken:
		if !seatOK(e.Player) || e.Lot < 0 || e.Lot >= pharaon.MaxLots {
			return "", false
		}
		a, okA := logOffering(loc, e.Kinds[0])
		b, okB := logOffering(loc, e.Kinds[1])
		switch {
		case okA && okB:
			return T("lot_taken", "player", name(e.Player), "lot", e.Lot+1, "a", a, "b", b)
		case okA || okB:
			return T("lot_taken_one", "player", name(e.Player), "lot", e.Lot+1, "a", a+b)
		}
		return "", false
	case pharaon.JarDrawn:
		j, ok := logJar(loc, e.Jar)
		return TIf(ok && seatOK(e.Player), "jar_drawn", "player", name(e.Player), "jar", j)
	case pharaon.JarGained:
		if !seatOK(e.Player) || e.Jar < 0 || e.Jar >= pharaon.NumJars {
			return "", false
		}
		var got, lack []string
		for i, r := range pharaon.Jars[e.Jar] {
			n, _ := logRes(loc, int(r))
			if e.Got[i] {
				got = append(got, n)
			} else {
				lack = append(lack, n)
			}
		}
		switch {
		case len(lack) == 0 && e.Diplomat:
			// The Diplomat may still exchange them: the log says so, and
			// its own line follows when it does (issue 22).
			return T("jar_gained_diplomat", "player", name(e.Player), "jar", strings.Join(got, ", "))
		case len(lack) == 0:
			return T("jar_gained", "player", name(e.Player), "jar", strings.Join(got, ", "))
		case len(got) == 0:
			return T("jar_gained_none", "player", name(e.Player), "missing", strings.Join(lack, ", "))
		}
		return T("jar_gained_short", "player", name(e.Player), "got", strings.Join(got, ", "), "missing", strings.Join(lack, ", "))
	case pharaon.DiplomatUsed:
		j, ok := logJar(loc, e.Jar)
		if !ok || !seatOK(e.Player) {
			return "", false
		}
		var ch [3]string
		for i, r := range e.Chosen {
			if ch[i], ok = logRes(loc, r); !ok {
				return "", false
			}
		}
		return T("diplomat", "player", name(e.Player), "chosen", strings.Join(ch[:], ", "), "jar", j)
	case pharaon.TutorUsed:
		r, ok := logRes(loc, e.Res)
		return TIf(ok && seatOK(e.Player), "tutor", "player", name(e.Player), "res", r)
	case pharaon.WiseWomanUsed:
		from, ok := logFrom(loc, e.From)
		to, ok2 := logBase(loc, e.To)
		return TIf(ok && ok2 && seatOK(e.Player), "wise_woman", "player", name(e.Player), "from", from, "to", to)
	case pharaon.TreasurerUsed:
		from, ok := logFrom(loc, e.From)
		return TIf(ok && seatOK(e.Player), "treasurer", "player", name(e.Player), "from", from)
	case pharaon.PharaohTaken:
		return TIf(seatOK(e.Player), "pharaoh_taken", "player", name(e.Player))

	// Paying.
	case pharaon.PaymentMade:
		return logPayment(env, e)

	// The Traitor's own.
	case pharaon.TraitorSetup:
		dark := 0
		for _, d := range e.Dark {
			if d {
				dark++
			}
		}
		return T("traitor_setup", "bot", logBot(env), "n", dark)
	case pharaon.TraitorPileDrawn:
		return TIf(e.Count >= 0 && e.Round >= 1 && e.Round <= pharaon.NumRounds, "traitor_pile", "bot", logBot(env), "n", e.Count, "round", e.Round)
	case pharaon.TraitorJarRevealed:
		if e.Jar < 0 || e.Jar >= pharaon.NumJars {
			return "", false
		}
		l, ok1 := logRes(loc, e.Left)
		r, ok2 := logRes(loc, e.Right)
		b, ok3 := logRes(loc, e.Bottom)
		return TIf(ok1 && ok2 && ok3, "traitor_jar", "bot", logBot(env), "bottom", b, "left", l, "right", r)
	case pharaon.TraitorTilePlaced:
		r, ok := logRes(loc, e.Res)
		switch {
		case !ok:
			return "", false
		case e.Pos < 0:
			return T("traitor_full", "bot", logBot(env), "res", r)
		case e.Tile < 0 || e.Tile >= pharaon.NumTiles || e.Space < 1 || e.Space > pharaon.TileSpaces:
			return "", false
		}
		// The board heads each tile with its god's name (tile Tq scores
		// Quarter q's god).
		god := loc.T(logGodKeys + godCodes[e.Tile])
		if e.Marker {
			return T("traitor_tile_marker", "bot", logBot(env), "res", r, "space", e.Space, "god", god)
		}
		return T("traitor_tile", "bot", logBot(env), "res", r, "space", e.Space, "god", god)
	case pharaon.NobleDiscarded:
		n, ok := logNoble(loc, e.Noble)
		return TIf(ok, "noble_discarded", "bot", logBot(env), "noble", n)
	case pharaon.ArtisanDiscarded:
		a, ok := logArtisan(loc, e.Card)
		return TIf(ok, "artisan_discarded", "bot", logBot(env), "artisan", a)
	case pharaon.TraitorNobleLevel:
		return TIf(e.Level >= 1, "traitor_noble_level", "bot", logBot(env), "n", e.Level)
	case pharaon.TraitorGod:
		if e.Quarter < 0 || e.Quarter >= pharaon.NumQuarters {
			return "", false
		}
		return T("traitor_god", "bot", logBot(env), "god", loc.T(logGodKeys+godCodes[e.Quarter]))
	case pharaon.TraitorNothing:
		k, ok := logIconKeys[e.Icon]
		if !ok {
			return "", false
		}
		return T("traitor_nothing", "bot", logBot(env), "icon", loc.T(logIconNames+k))
	case pharaon.TraitorPileEmpty:
		return T("traitor_pile_empty", "bot", logBot(env))
	}
	return "", false
}

// logPayment: "Ana pays for the Nobles: access Silver as Justice, cost
// Royalty ×2, Commerce."
func logPayment(env *gameview.Env, e pharaon.PaymentMade) (string, bool) {
	loc := env.Loc
	if e.Player < 0 || e.Player >= pharaon.MaxPlayers || e.Quarter < 0 || e.Quarter >= pharaon.NumQuarters {
		return "", false
	}
	acc, ok := logToken(loc, int(e.Pay.Access), e.Quarter)
	col, ok2 := logBase(loc, int(e.Pay.Colour))
	if !ok || !ok2 {
		return "", false
	}
	if int(e.Pay.Access) != int(e.Pay.Colour) {
		acc = logT(loc, "access_as", "token", acc, "colour", col)
	}
	var cost []string
	for k, n := range e.Pay.Spent {
		if n <= 0 {
			continue
		}
		tk, ok := logToken(loc, k, e.Quarter)
		if !ok {
			return "", false
		}
		if n > 1 {
			tk += " ×" + strconv.Itoa(int(n))
		}
		cost = append(cost, tk)
	}
	args := []any{"player", logSeat(env, e.Player), "quarter", logT(loc, "q_"+quarterCodes[e.Quarter]), "access", acc,
		"cost", strings.Join(cost, ", ")}
	k := "paid"
	if n := logAnyAccessNoble(e); n > 0 {
		// Architect, High Priestess, Foreman, Chief of the Granaries: any
		// resource pays the access on their Quarter; the log names the
		// Noble, else the line reads as an illegal access (issue 22).
		nm, ok := logNoble(loc, n)
		if !ok {
			return "", false
		}
		k = "paid_any"
		args = append(args, "noble", nm)
	} else if e.Slot < 0 {
		n, ok := logNoble(loc, e.Noble)
		if !ok {
			return "", false
		}
		k = "paid_noble"
		args = append(args, "noble", n)
	}
	if len(cost) == 0 {
		k += "_free"
	}
	return logT(loc, k, args...), true
}

// logAnyAccessNoble is the Noble ([7]-[10]) whose power let a base resource
// of another colour than the segment's pay the access (§9.3), else 0.
func logAnyAccessNoble(e pharaon.PaymentMade) int {
	acc := int(e.Pay.Access)
	if e.Slot < 0 || acc < 0 || acc >= pharaon.NumBase || int(e.Pay.Colour) != acc || acc == e.Segment {
		return 0
	}
	for i, q := range pharaon.AccessQuarter {
		if int(q) == e.Quarter {
			return pharaon.NArchitect + i
		}
	}
	return 0
}
