package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/input"
	"nilegames/render"
	"nilegames/render/geom"
)

// SettingsScene sets the language, the animation speed, the colour-blind
// patterns and fullscreen; every change applies and is saved at once, so
// the one way out is Back (or Escape), as on the rules.
type SettingsScene struct {
	a    *App
	back Scene
	ui   ui
}

var (
	settingsBar   = geom.R(0, 0, geom.LogicalW, 76)
	settingsPanel = geom.R(360, 220, 1200, 640) // centred on the screen
)

// NewSettings opens the settings; back is the scene to return to.
func NewSettings(a *App, back Scene) *SettingsScene { return &SettingsScene{a: a, back: back} }

type settingRow struct {
	key     string // label key
	hint    string // explanation key
	choices []settingChoice
}

type settingChoice struct {
	id, label string
	on        bool
}

func (s *SettingsScene) rows() []settingRow {
	a := s.a
	st := a.settings
	var lang []settingChoice
	for _, l := range languages {
		lang = append(lang, settingChoice{"lang." + l, a.langName(l), a.loc.Lang == l})
	}
	return []settingRow{
		{"settings.language", "settings.language_hint", lang},
		{"settings.speed", "settings.speed_hint", []settingChoice{
			{"speed.off", a.T("settings.speed_off"), st.Speed == "off"},
			{"speed.normal", a.T("settings.speed_normal"), st.Speed == "normal"},
			{"speed.fast", a.T("settings.speed_fast"), st.Speed == "fast"},
		}},
		{"settings.patterns", "settings.patterns_hint", []settingChoice{
			{"patterns.off", a.T("common.off"), !st.Patterns},
			{"patterns.on", a.T("common.on"), st.Patterns},
		}},
		{"settings.fullscreen", "settings.fullscreen_hint", []settingChoice{
			{"fullscreen.off", a.T("common.off"), !st.Fullscreen},
			{"fullscreen.on", a.T("common.on"), st.Fullscreen},
		}},
	}
}

const settingsRowH = 140

// settingsHint is the size of a setting's explanation: 14 px at 1280x720
// (ART.md; it was 18, 12 px there, issue 22).
const settingsHint = 21

func (s *SettingsScene) Enter() {
	a, u := s.a, &s.ui
	a.Invalidate()
	u.clear()
	back := a.T("common.back")
	u.add(&widget{id: "back", r: geom.R(12, 12, quietWidth(back, 110), settingsBar.H-28), label: back, kind: wQuiet, small: true})
	in := render.PanelContent(settingsPanel, render.PanelStyle{Frieze: true})
	for i, row := range s.rows() {
		y := in.Y + 24 + float64(i)*settingsRowH
		x := in.Right() - 24
		for j := len(row.choices) - 1; j >= 0; j-- {
			c := row.choices[j]
			w := buttonWidth(c.label, false, 130)
			x -= w
			u.add(&widget{id: c.id, r: geom.R(x, y+8, w, 52), label: c.label, kind: wToggle, on: c.on})
			x -= 8
		}
	}
}

func (s *SettingsScene) Update(f *Frame) {
	a := s.a
	clicked, changed := s.ui.update(f.In)
	for _, id := range clicked {
		switch id {
		case "back":
			a.Switch(s.back)
			return
		case "lang.en", "lang.fr":
			a.SetLang(id[len("lang."):])
		case "speed.off", "speed.normal", "speed.fast":
			a.SetSpeed(id[len("speed."):])
		case "patterns.on", "patterns.off":
			a.SetPatterns(id == "patterns.on")
		case "fullscreen.on", "fullscreen.off":
			a.SetFullscreen(id == "fullscreen.on")
		}
		s.Enter()
		changed = true
	}
	for _, in := range f.In {
		if in.Kind == input.Back {
			a.Switch(s.back)
			return
		}
		if in.Kind == input.Key && in.Key == "F11" {
			s.Enter() // the fullscreen toggle follows the key
			changed = true
		}
	}
	if changed {
		a.Redraw()
	}
}

func (s *SettingsScene) Draw(dst *ebiten.Image) {
	render.DrawImage(dst, s.a.layer(s, s.drawBase), nil)
	s.ui.draw(dst, s.a.widgets)
}

// drawBase paints everything but the buttons.
func (s *SettingsScene) drawBase(dst *ebiten.Image) {
	a := s.a
	drawBackground(dst)
	a.topBar(dst, settingsBar)
	render.DrawText(dst, a.T("settings.title"), render.Face(render.Title, render.SizeHeading), geom.LogicalW/2, (settingsBar.H-8)/2, render.Center, render.Middle, render.GoldLight)
	st := render.PanelStyle{Shadow: true, Frieze: true}
	a.panel(dst, settingsPanel, st, false)
	in := render.PanelContent(settingsPanel, st)
	for i, row := range s.rows() {
		y := in.Y + 24 + float64(i)*settingsRowH
		first := s.ui.get(row.choices[0].id)
		lw := first.r.X - in.X - 60
		render.DrawInRect(dst, a.T(row.key), render.Face(render.Title, 32), geom.R(in.X+32, y, lw, 40), render.Left, render.Middle, render.Ink)
		render.DrawWrapped(dst, a.T(row.hint), render.Face(render.Body, settingsHint), geom.R(in.X+32, y+46, lw, settingsRowH-60), render.Left, render.InkSoft)
		if i > 0 {
			render.Line(dst, geom.Pt(in.X+24, y-14), geom.Pt(in.Right()-24, y-14), 1, render.WithAlpha(render.InkSoft, 0.4))
		}
	}
}
