package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"nilegames/engine"
)

// FileFormat is the version of the app's save file (the envelope around the
// engine's save, which has its own engine.SaveFormat).
const FileFormat = 1

// File is the app's save: the seats and the engine's save of the match.
type File struct {
	Format int             `json:"format"`
	Seats  []SeatSpec      `json:"seats"`
	Match  json.RawMessage `json:"match"`
}

// ErrNewer marks a save written by a newer version of the app.
var ErrNewer = errors.New("the save was written by a newer version")

// ErrRefused marks every other refused save.
var ErrRefused = errors.New("the save cannot be read")

func refused(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrRefused, fmt.Sprintf(format, args...))
}

// Encode writes the match as a save file (indented JSON).
func (s *Session) Encode() ([]byte, error) {
	m, err := engine.Encode(s.state)
	if err != nil {
		return nil, err
	}
	return json.MarshalIndent(File{Format: FileFormat, Seats: s.spec.Seats, Match: m}, "", "  ")
}

// Decode reads a save file and rebuilds the match by replaying it, events
// included (for the log). Errors wrap ErrNewer or ErrRefused.
func Decode(data []byte) (*Session, error) {
	var f File
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, refused("the file is empty")
	}
	// Read the version alone first, so that a newer file with other fields
	// is reported as newer rather than as damaged.
	var v struct {
		Format int `json:"format"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, refused("%v", err)
	}
	if v.Format > FileFormat {
		return nil, fmt.Errorf("%w (format %d; this version reads up to %d)", ErrNewer, v.Format, FileFormat)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, refused("%v", err)
	}
	if f.Format < 1 {
		return nil, refused("format version %d is not valid", f.Format)
	}
	var inner struct {
		Format int `json:"format"`
	}
	if err := json.Unmarshal(f.Match, &inner); err != nil {
		return nil, refused("the match: %v", err)
	}
	if inner.Format > engine.SaveFormat {
		return nil, fmt.Errorf("%w (match format %d; this version reads up to %d)", ErrNewer, inner.Format, engine.SaveFormat)
	}
	sv, err := engine.Decode(f.Match)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	valid, err := engine.Restore(sv)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	if len(f.Seats) != valid.NumPlayers() {
		return nil, refused("%d seats for %d players", len(f.Seats), valid.NumPlayers())
	}
	// Replay once more with a recorder, for the log and the seat of each move.
	st, err := valid.Game().NewState(sv.Options, sv.Seed)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	spec := Spec{Game: sv.Game, Options: sv.Options, Seed: sv.Seed, Seats: f.Seats}
	s, err := build(spec, st.Game(), st)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRefused, err)
	}
	for i, a := range valid.History() {
		if _, err := s.Apply(a); err != nil {
			return nil, refused("action %d does not replay: %v", i+1, err)
		}
	}
	return s, nil
}
