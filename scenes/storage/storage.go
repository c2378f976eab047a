// Package storage keeps the app's settings and autosaves (one per game):
// files in the user config directory on desktop, localStorage in the
// browser. It has no ebiten dependency, so it is tested without a display.
package storage

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"
)

// File names inside a store.
const (
	SettingsName = "settings.toml"
	// LegacyAutosaveName is the single autosave of versions before one
	// autosave per game; the app adopts it as its game's (AutosaveFor).
	LegacyAutosaveName = "autosave.json"
)

// AutosaveFor is the name of game's autosave: autosave-kheops.json. Each
// game has its own, so starting one never touches another's match.
func AutosaveFor(game string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(game) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '_' || r == '-' {
			b.WriteRune(r)
		}
	}
	return "autosave-" + b.String() + ".json"
}

// Store holds small named files.
type Store interface {
	// Read returns the content of name; an error wrapping fs.ErrNotExist
	// when there is none.
	Read(name string) ([]byte, error)
	// Write replaces name with data (atomically where the medium allows).
	Write(name string, data []byte) error
	// Rename moves old to new, replacing new.
	Rename(oldName, newName string) error
	// Remove deletes name; removing a missing name is not an error.
	Remove(name string) error
	// Where tells a person where name lives (a path, or a storage key).
	Where(name string) string
}

// SetAside keeps a refused file by renaming it to <base>.bad-<timestamp><ext>
// (autosave.json -> autosave.bad-20260102-150405.json); it is never deleted.
// It returns the new name.
func SetAside(st Store, name string, now time.Time) (string, error) {
	return MoveAside(st, name, "bad", now)
}

// MoveAside renames name to <base>.<tag>-<timestamp><ext>, never over
// another file, and returns the new name.
func MoveAside(st Store, name, tag string, now time.Time) (string, error) {
	base, ext := name, ""
	if i := strings.LastIndexByte(name, '.'); i > 0 {
		base, ext = name[:i], name[i:]
	}
	stamp := now.Format("20060102-150405")
	bad := base + "." + tag + "-" + stamp + ext
	// Two refusals within a second must not overwrite the first one kept.
	for k := 2; exists(st, bad); k++ {
		bad = fmt.Sprintf("%s.%s-%s-%d%s", base, tag, stamp, k, ext)
	}
	if err := st.Rename(name, bad); err != nil {
		return "", err
	}
	return bad, nil
}

func exists(st Store, name string) bool {
	_, err := st.Read(name)
	return err == nil
}

// Memory is a Store in memory: tests, screenshots, and runs that must not
// touch the player's files.
type Memory struct {
	mu    sync.Mutex
	files map[string][]byte
}

// NewMemory returns an empty memory store.
func NewMemory() *Memory { return &Memory{files: map[string][]byte{}} }

func (m *Memory) Read(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.files[name]
	if !ok {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return bytes.Clone(d), nil
}

func (m *Memory) Write(name string, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.files == nil {
		m.files = map[string][]byte{}
	}
	m.files[name] = bytes.Clone(data)
	return nil
}

func (m *Memory) Rename(oldName, newName string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.files[oldName]
	if !ok {
		return fmt.Errorf("%s: %w", oldName, fs.ErrNotExist)
	}
	delete(m.files, oldName)
	m.files[newName] = d
	return nil
}

func (m *Memory) Remove(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.files, name)
	return nil
}

func (m *Memory) Where(name string) string { return "memory:" + name }

// Names lists the files held, sorted.
func (m *Memory) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, 0, len(m.files))
	for k := range m.files {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Settings are the player's preferences, remembered between runs.
type Settings struct {
	// Version is the app's version that last wrote the file ("" before
	// versions were recorded); the app sets it when saving.
	Version    string `toml:"version,omitempty"`
	Lang       string `toml:"lang"`       // "en" or "fr"
	Speed      string `toml:"speed"`      // "off", "normal" or "fast"
	Patterns   bool   `toml:"patterns"`   // colour-blind patterns on pieces
	Fullscreen bool   `toml:"fullscreen"` // start in fullscreen
	// LastPlayed is the game of the last match started or resumed: the
	// one -resume reopens.
	LastPlayed string `toml:"last_played,omitempty"`
	// Window is the desktop window as it was left (zero: never saved).
	Window Window `toml:"window,omitempty"`
	// Menu is the title menu's setup as it was left (nil: never saved).
	// A pointer keeps Settings comparable.
	Menu *MenuMemory `toml:"menu,omitempty"`
}

// Window is the desktop window's place and size, in the monitor's
// device-independent pixels; W == 0 when never saved.
type Window struct {
	X         int  `toml:"x"`
	Y         int  `toml:"y"`
	W         int  `toml:"width"`
	H         int  `toml:"height"`
	Maximized bool `toml:"maximized"`
}

// MenuMemory is what the title menu remembers: the game selected and each
// game's setup, so that switching games and back keeps both.
type MenuMemory struct {
	Game   string               `toml:"game"`
	Setups map[string]GameSetup `toml:"setup,omitempty"`
}

// GameSetup is one game's new-match setup: its seats in order (their number
// is the player count) and the options chosen.
type GameSetup struct {
	Seats   []SeatSetup       `toml:"seats"`
	Options map[string]string `toml:"options,omitempty"`
}

// SeatSetup is one seat of a setup. Name is set only when the player typed
// it: otherwise the default name follows the language.
type SeatSetup struct {
	Kind  string `toml:"kind"`
	Name  string `toml:"name,omitempty"`
	Color string `toml:"color,omitempty"`
}

// DefaultSettings are used when nothing was saved: the language follows the
// system's (French if it starts with "fr", else English).
func DefaultSettings(systemLang string) Settings {
	return Settings{Lang: LangFor(systemLang), Speed: "normal"}
}

// LangFor maps a system locale ("fr_FR.UTF-8", "fr-CA", "en_US") to a
// supported language.
func LangFor(locale string) string {
	if strings.HasPrefix(strings.ToLower(locale), "fr") {
		return "fr"
	}
	return "en"
}

// LocaleFromEnv reads the locale the way POSIX does: LC_ALL, then
// LC_MESSAGES, then LANG; getenv is os.Getenv outside tests.
func LocaleFromEnv(getenv func(string) string) string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" && v != "C" && v != "POSIX" {
			return v
		}
	}
	return ""
}

// LoadSettings reads the settings, starting from def. A missing file gives
// def without error; a file that does not parse gives def and the error (the
// app shows a message and overwrites it at the next change). Each entry is
// read on its own: one of the wrong type (a newer version's, a hand edit)
// keeps its default without losing the others, and unknown entries are
// ignored. Unknown values are replaced by the defaults one by one.
func LoadSettings(st Store, def Settings) (Settings, error) {
	data, err := st.Read(SettingsName)
	if errors.Is(err, fs.ErrNotExist) {
		return def, nil
	}
	if err != nil {
		return def, err
	}
	var raw map[string]toml.Primitive
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return def, fmt.Errorf("%s: %w", SettingsName, err)
	}
	s := def
	entry(md, raw, "version", &s.Version)
	entry(md, raw, "lang", &s.Lang)
	entry(md, raw, "speed", &s.Speed)
	entry(md, raw, "patterns", &s.Patterns)
	entry(md, raw, "fullscreen", &s.Fullscreen)
	entry(md, raw, "last_played", &s.LastPlayed)
	entry(md, raw, "window", &s.Window)
	var menu MenuMemory
	if entry(md, raw, "menu", &menu) {
		s.Menu = &menu
	}
	if s.Lang != "en" && s.Lang != "fr" {
		s.Lang = def.Lang
	}
	switch s.Speed {
	case "off", "normal", "fast":
	default:
		s.Speed = def.Speed
	}
	return s, nil
}

// entry decodes raw[key] into *dst, leaving it alone when missing or of
// the wrong type.
func entry[T any](md toml.MetaData, raw map[string]toml.Primitive, key string, dst *T) bool {
	p, ok := raw[key]
	if !ok {
		return false
	}
	var v T
	if md.PrimitiveDecode(p, &v) != nil {
		return false
	}
	*dst = v
	return true
}

// SaveSettings writes the settings.
func SaveSettings(st Store, s Settings) error {
	var buf bytes.Buffer
	buf.WriteString("# Nile Games settings\n")
	if err := toml.NewEncoder(&buf).Encode(s); err != nil {
		return err
	}
	return st.Write(SettingsName, buf.Bytes())
}
