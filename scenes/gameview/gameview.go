// Package gameview is the contract between the generic match scene and the
// view of each game. The match scene owns the state, the seats, undo, the
// log and the autosave; a game supplies a View (layout, drawing, animation,
// and a picker that turns clicks into legal actions) and an Entry that
// describes it to the menu, the rules reference and the end scene.
package gameview

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/engine"
	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
)

// Viewer is the seat whose private information the view may show (the
// human deciding now, or the only human); -1 shows nothing private.
type Viewer = int

// View draws one game and picks actions for a human seat.
type View interface {
	// Layout places the board inside area (logical pixels); called at start
	// and whenever the layout changes.
	Layout(area geom.Rect)

	// Sync shows state s. events are what the last Apply recorded, in order,
	// to be animated; nil means jump (new match, undo, resume). The view
	// must not keep s beyond the next Sync: it is the match's own state.
	Sync(s engine.State, events []engine.Event, viewer Viewer)
	// Update advances animations by dt seconds; it reports whether
	// something still moves (input to the board waits while it does).
	Update(dt float64) (busy bool)
	// Draw paints the board into dst (the whole screen; draw inside the
	// area given to Layout).
	Draw(dst *ebiten.Image)

	// Pick handles pointer intents when a human seat must act; legal are
	// the legal actions of that seat now. It returns the action to apply
	// once a click completes one (a multi-click choice such as ship then
	// site keeps its partial selection inside the view), and whether the
	// view needs a redraw (hover changed).
	Pick(in []input.Intent, legal []engine.Action) (a engine.Action, ok bool, redraw bool)
	// CancelPick drops a partial selection (Escape, right click, undo).
	CancelPick()

	// Prompt is the sentence of the top bar: what the current player is
	// choosing, as a locale key and its arguments.
	Prompt() (key string, args []any)
	// Tooltip is the text explaining what is under the pointer, with the
	// rectangle it explains (the tooltip must not cover it); ok false when
	// nothing is there.
	Tooltip(x, y float64) (lines []string, target geom.Rect, ok bool)

	// DrawPanel paints the game-specific contents of seat's panel (stones,
	// cards...) inside r.
	DrawPanel(dst *ebiten.Image, seat int, r geom.Rect)
}

// Watcher is implemented by views that take pointer input while no human
// seat may pick (a bot's turn, an animation, the final scoring): a display
// toggle, hover. Watch never chooses an action; it reports whether the view
// needs a redraw.
type Watcher interface {
	Watch(in []input.Intent) (redraw bool)
}

// Option is one setting of a new match, shown by the menu.
//
// Key is an engine option key ("wrath"), or "key[i]" to set only the i-th
// character of option key: the menu composes such options into one value
// (Imhotep's "sides[0]".."sides[4]", choices "A"/"B", give sides=ABAAB),
// as long as the options "key[i]" it shows, filling a position no choice
// sets with the first choice of its option. A preset may use either form.
type Option struct {
	Key     string   // engine option key ("wrath"), or "key[i]" (see above)
	Label   string   // locale key; a PerSeat one gets the seat's {name} and {n}
	Choices []Choice // the values, the first being the default
	// PerSeat: a "key[i]" option of seat i (Pharaon's "discovery[i]"),
	// shown only when seat i plays, so that the composed value has one
	// character per player.
	PerSeat bool
}

// Choice is one value of an Option.
type Choice struct {
	Value string // engine option value
	Label string // locale key
	// Short is the button's label when Label is too long for one (a
	// locale key, "" none): the option's row then says Label in full.
	Short string
}

// RulesPage is one page of a game's rules reference.
type RulesPage struct {
	Title string // locale key
	Body  string // locale key; paragraphs separated by blank lines
	// Illustrate draws the page's picture, made with the view's own art,
	// inside r.
	Illustrate func(dst *ebiten.Image, r geom.Rect, env *Env)
}

// Entry describes a game to the app.
type Entry struct {
	Name       string // engine code name, also the locale key game.<Name>
	Game       engine.Game
	MinPlayers int
	MaxPlayers int
	Colors     []render.PlayerColor // the colours seats may take, default order
	Options    []Option
	// Presets are named groups of option values the menu offers as one
	// click (Imhotep: "All A", "All B").
	Presets []Preset
	NewView func(env *Env) View
	// Log turns one event into a sentence for the game log; ok false for
	// events that do not deserve a line.
	Log func(e engine.Event, env *Env) (line string, ok bool)
	// Source is the locale key prefix of score sources: Source+"."+code.
	Source string
	Rules  []RulesPage
	// Thumbnail draws the game's picture for the title menu inside r.
	Thumbnail func(dst *ebiten.Image, r geom.Rect)
	// Hidden reports whether the game hides information between humans
	// at one screen (hot seat shows a hand-off screen between them).
	Hidden bool
	// SeatColors: each colour is a role of the rules, tied to its seat
	// (Kheops: White, seat 0, has the pharaoh and plays first). The menu
	// then swaps players between seats instead of recolouring a seat.
	SeatColors bool
	// Progress says how far a match has come in the words its board uses
	// ("Round 3/6", "Turn 13/30"), as a locale key and its arguments: the
	// Resume button and the abandon prompt count progress the same way.
	Progress func(s engine.State) (key string, args []any)
	// EndsRound reports whether e closes a round or phase; the match then
	// sums up who scored what since the previous one. Nil: no rounds.
	EndsRound func(e engine.Event) bool
	// StartsRound, when set, reports whether e opens what EndsRound
	// closes (a Tekhenu Scoring, which follows turns of play): the sum
	// then starts at that event's move, not at the previous end.
	StartsRound func(e engine.Event) bool
	// RoundTitle names the summary of what e closed in the game's terms,
	// as a locale key and its arguments; nil: "End of round n".
	RoundTitle func(e engine.Event) (key string, args []any)
	// Scored, when set, reads an event that changes a score: the seat,
	// the source's code (named by Source+"."+code) and the points. The
	// summary then breaks a round's points down by these codes; nil: by
	// the parts of Scores() (for games whose parts follow the play).
	Scored func(e engine.Event) (seat int, source string, points int, ok bool)
	// Solo is the game's solo mode against an automaton (solo.go); nil
	// when it has none. MinPlayers is then 1.
	Solo *Solo
	// EndReveal, when set, draws inside r what the end screen reveals
	// besides the scores, from the finished game s (Egizia: each player's
	// Sphinx cards, met or not); the end screen makes room for it under
	// the score table and the chart. Nil: nothing more to show.
	EndReveal func(dst *ebiten.Image, r geom.Rect, s engine.State, env *Env)
}

// PlaceShape is the outline of a Place.
type PlaceShape int

const (
	PlaceRect   PlaceShape = iota // a rounded rectangle: R
	PlaceCircle                   // the circle inscribed in R
	PlacePoly                     // the polygon Poly (a triangular tile); R bounds it
)

// Place is a spot of the board, in logical pixels inside the board area.
type Place struct {
	R     geom.Rect
	Shape PlaceShape
	Poly  []geom.Point
}

// Placer is implemented by every game view: Places are the spots of the
// board that event e touches (a piece placed, moved, turned or taken: where
// it is now, and where it came from when that still shows), in the layout
// and state of the last Sync. The match marks them after an opponent's move
// until the human acts, and points at them when a log line is hovered.
// Events that touch nothing visible return nil.
type Placer interface {
	Places(e engine.Event) []Place
}

// Refuser is implemented by views that explain a click Pick could not use:
// Refused returns the reason for the last such click since the previous
// call, as a locale key and its arguments, and forgets it; ok is false when
// there is none. The match shows it in the status band.
type Refuser interface {
	Refused() (key string, args []any, ok bool)
}

// CachedPicture wraps a rules page's Illustrate so that the picture is
// drawn once per size and language into the sprite cache (under kind and
// page n), then blitted at whole pixels.
func CachedPicture(kind string, n int, draw func(dst *ebiten.Image, r geom.Rect, env *Env)) func(dst *ebiten.Image, r geom.Rect, env *Env) {
	return func(dst *ebiten.Image, r geom.Rect, env *Env) {
		if env == nil || env.Sprites == nil || r.W < 8 || r.H < 8 {
			draw(dst, r, env)
			return
		}
		w, h := int(math.Ceil(r.W)), int(math.Ceil(r.H))
		lang := LangIndex(env.Loc)
		key := render.SpriteKey{Kind: kind, Variant: n*10 + lang, Size: w*10000 + h}
		img := env.Sprites.Get(key, w, h, func(img *ebiten.Image) {
			draw(img, geom.R(0, 0, r.W, r.H), env)
		})
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
		render.DrawImage(dst, img, &op)
	}
}

// Preset is a named set of option values.
type Preset struct {
	Label  string // locale key
	Values map[string]string
}

var entries []Entry

// Register adds a game to the app; views call it from init.
func Register(e Entry) { entries = append(entries, e) }

// Entries lists the registered games in registration order.
func Entries() []Entry { return append([]Entry(nil), entries...) }

// Lookup finds a registered game.
func Lookup(name string) (Entry, bool) {
	for _, e := range entries {
		if e.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}

// Prober is implemented by views so that tests can play through the picker
// like a person: ClickFor returns the logical points to click, in order and
// one per click (a ship, then a site...), after which Pick returns a. It
// answers for the position of the last Sync, with no partial selection in
// progress, and nil when a cannot be picked. The match scene's full-game test
// uses it; the app itself never calls it.
type Prober interface {
	ClickFor(a engine.Action) []geom.Point
}

// Selector is implemented by views with choices of several clicks (a ship
// then a site): Selecting reports whether one is half made. Escape then
// cancels it; with nothing to cancel Escape opens the pause menu.
type Selector interface {
	Selecting() bool
}

// Backer is implemented by views whose choice panel can go back past the
// last action (a payment's Cancel: the engine took the action paid for):
// Back reports, once, that the player asked for it in the last Pick; the
// match then undoes as its Undo button does.
type Backer interface {
	Back() bool
}

// Asker is implemented by views whose prompt asks for a control of their
// own (a confirm button, an action panel): Asked are the rectangles, in
// logical pixels, that tooltips must never cover.
type Asker interface {
	Asked() []geom.Rect
}

// PanelTipper is implemented by views whose seat panels explain their
// figures: PanelTooltip is the text for the point (x, y) of the body r of
// seat's panel (the r DrawPanel got), with the rectangle it explains.
type PanelTipper interface {
	PanelTooltip(seat int, r geom.Rect, x, y float64) (lines []string, target geom.Rect, ok bool)
}

// PanelClicker is implemented by views whose seat panels take a click or
// a tap (a chip that shows the cards there was no room for): PanelClick
// gets one at (x, y) in the body r of seat's panel (the r DrawPanel got)
// and reports whether the panel changed.
type PanelClicker interface {
	PanelClick(seat int, r geom.Rect, x, y float64) (redraw bool)
}

// RulesFrame is where the rules scene draws a page.
var RulesFrame = geom.R(470, 104, 1410, 936)

// RulesColumns are the text column of a rules page and, when the page is
// illustrated, the picture's frame: the rules scene lays pages out with
// them, and the views' tests check that their pages fit.
func RulesColumns(illustrated bool) (text, pic geom.Rect) {
	in := render.PanelContent(RulesFrame, render.PanelStyle{}).InsetXY(20, 8)
	content := geom.R(in.X, in.Y+88, in.W, in.H-88-90)
	if !illustrated {
		return content, geom.Rect{}
	}
	text, pic = content.SplitX(content.W * 0.52)
	text.W -= 30
	pic = pic.InsetXY(6, 0)
	pic.H = min(pic.H, pic.W*0.85)
	return text, pic
}
