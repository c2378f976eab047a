//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir is a Store of files in one directory, created on first write.
type Dir string

// Default is the app's store: <user config dir>/nilegames on desktop.
func Default() (Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("no user config directory: %w", err)
	}
	return Dir(filepath.Join(base, "nilegames")), nil
}

// SystemLocale is the locale of the environment (LC_ALL, LC_MESSAGES, LANG).
func SystemLocale() string { return LocaleFromEnv(os.Getenv) }

func (d Dir) path(name string) string { return filepath.Join(string(d), filepath.Base(name)) }

func (d Dir) Read(name string) ([]byte, error) { return os.ReadFile(d.path(name)) }

// Write goes through a temporary file and a rename, so a crash never leaves
// half a save.
func (d Dir) Write(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(string(d), "."+filepath.Base(name)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, d.path(name))
	}
	if werr != nil {
		os.Remove(tmp)
	}
	return werr
}

func (d Dir) Rename(oldName, newName string) error {
	return os.Rename(d.path(oldName), d.path(newName))
}

func (d Dir) Remove(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

func (d Dir) Where(name string) string { return d.path(name) }

// AtDir is the store of files in path (the -config flag).
func AtDir(path string) (Store, error) { return Dir(path), nil }
