//go:build js

package storage

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// Local is a Store in the browser's localStorage, under keys "nilegames/<name>".
type Local struct{ ls js.Value }

// Default is the app's store: localStorage in the browser.
func Default() (Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("the browser offers no localStorage")
	}
	return Local{ls: ls}, nil
}

// SystemLocale is the browser's language (navigator.language).
func SystemLocale() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return ""
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}

func key(name string) string { return "nilegames/" + name }

func (l Local) Read(name string) ([]byte, error) {
	v := l.ls.Call("getItem", key(name))
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return []byte(v.String()), nil
}

// Write may fail when the quota is exceeded: setItem throws, which
// syscall/js turns into a panic, recovered here as an error.
func (l Local) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage refused %s: %v", name, r)
		}
	}()
	l.ls.Call("setItem", key(name), string(data))
	return nil
}

func (l Local) Rename(oldName, newName string) error {
	data, err := l.Read(oldName)
	if err != nil {
		return err
	}
	if err := l.Write(newName, data); err != nil {
		return err
	}
	l.ls.Call("removeItem", key(oldName))
	return nil
}

func (l Local) Remove(name string) error {
	l.ls.Call("removeItem", key(name))
	return nil
}

func (l Local) Where(name string) string { return "localStorage[" + key(name) + "]" }

// AtDir is refused in the browser: there are no directories, only
// localStorage (Default).
func AtDir(path string) (Store, error) {
	return nil, fmt.Errorf("-config %s: the browser keeps its files in localStorage", path)
}
