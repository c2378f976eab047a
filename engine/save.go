package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"sync"
)

// SaveFormat is the version written by Encode. Load refuses newer ones.
const SaveFormat = 1

// Save is the on-disk form of a match: readable JSON holding what is needed
// to rebuild it by replay. Actions are ActionStrings, so a save can be read
// and even written by hand.
type Save struct {
	Format  int      `json:"format"`
	Game    string   `json:"game"`
	Options Options  `json:"options"`
	Seed    uint64   `json:"seed"`
	Actions []string `json:"actions"`
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register makes a game known to Load and to the tools; game packages call
// it from init.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	registry[g.Info().Name] = g
}

// Lookup finds a registered game by code name.
func Lookup(name string) (Game, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[name]
	return g, ok
}

// Games lists the registered code names, sorted.
func Games() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// MakeSave captures s.
func MakeSave(s State) Save {
	h := s.History()
	acts := make([]string, len(h))
	// ActionString may depend on the position, so replay to name each one.
	replay, err := s.Game().NewState(s.Options(), s.Seed())
	if err != nil {
		panic(fmt.Sprintf("engine.MakeSave: options of a live state refused: %v", err))
	}
	for i, a := range h {
		acts[i] = replay.ActionString(a)
		if err := replay.Apply(a); err != nil {
			panic(fmt.Sprintf("engine.MakeSave: history does not replay at %d: %v", i, err))
		}
	}
	return Save{
		Format:  SaveFormat,
		Game:    s.Game().Info().Name,
		Options: s.Options().Clone(),
		Seed:    s.Seed(),
		Actions: acts,
	}
}

// Encode writes s as indented JSON.
func Encode(s State) ([]byte, error) {
	return json.MarshalIndent(MakeSave(s), "", "  ")
}

// ErrSave wraps every refusal of a save file; test with errors.Is.
var ErrSave = errors.New("save file refused")

func saveErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrSave, fmt.Sprintf(format, args...))
}

// Decode parses a save without replaying it.
func Decode(data []byte) (Save, error) {
	var sv Save
	if len(bytes.TrimSpace(data)) == 0 {
		return sv, saveErr("the file is empty")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sv); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.Is(err, io.ErrUnexpectedEOF) || (errors.As(err, &se) && se.Offset >= int64(len(data))):
			return sv, saveErr("the file is truncated (it ends after %d bytes)", len(data))
		case errors.As(err, &te) && te.Field == "":
			return sv, saveErr("the file is not a valid save: it holds a JSON %s, not an object", te.Value)
		case errors.As(err, &te):
			return sv, saveErr("field %q holds a %s where a %s belongs", te.Field, te.Value, te.Type)
		default:
			return sv, saveErr("the file is not a valid save: %v", err)
		}
	}
	// More() misses a stray closing bracket, so look at the rest directly.
	if len(bytes.TrimSpace(data[dec.InputOffset():])) > 0 {
		return sv, saveErr("the file has data after the save")
	}
	switch {
	case sv.Format == 0:
		return sv, saveErr("the file has no format version")
	case sv.Format > SaveFormat:
		return sv, saveErr("the file was written by a newer version (format %d; this version reads up to %d)", sv.Format, SaveFormat)
	case sv.Format < 0:
		return sv, saveErr("format version %d is not valid", sv.Format)
	case sv.Game == "":
		return sv, saveErr("the file names no game")
	}
	return sv, nil
}

// Restore rebuilds the state of sv by replaying and validating every action.
func Restore(sv Save) (State, error) {
	g, ok := Lookup(sv.Game)
	if !ok {
		return nil, saveErr("unknown game %q", sv.Game)
	}
	s, err := g.NewState(sv.Options, sv.Seed)
	if err != nil {
		return nil, saveErr("its options are refused: %v", err)
	}
	var legal []Action
	for i, name := range sv.Actions {
		if s.Terminal() {
			return nil, saveErr("action %d %q comes after the end of the game", i+1, name)
		}
		legal = s.Legal(legal)
		found := false
		for _, a := range legal {
			if s.ActionString(a) == name {
				if err := s.Apply(a); err != nil {
					return nil, saveErr("action %d %q: %v", i+1, name, err)
				}
				found = true
				break
			}
		}
		if !found {
			return nil, saveErr("action %d %q is not legal at that point", i+1, name)
		}
	}
	return s, nil
}

// Load decodes and restores a save file.
func Load(data []byte) (State, error) {
	sv, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return Restore(sv)
}
