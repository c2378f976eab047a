package session

import (
	"sort"
	"strconv"
	"strings"

	"nilegames/engine"
)

// ComposeOptions turns the menu's choices into engine options. A key
// "name[i]" sets the i-th character of option name (positions no key sets
// are "A"); a plain key is copied. A plain "name" given together with
// "name[i]" keys is the starting value the positions overwrite.
func ComposeOptions(values map[string]string) engine.Options { return Compose(values, nil) }

// Compose is ComposeOptions where fill gives, by "name[i]" key, the value
// of a position no key of values sets (its option's first choice); the
// composed value is as long as the positions either names, so that a menu
// showing "discovery[0]".."discovery[2]" composes 3 characters.
func Compose(values, fill map[string]string) engine.Options {
	out := engine.Options{}
	chars := map[string]map[int]string{}
	keys := make([]string, 0, len(values))
	for k := range values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if name, i, ok := IndexedKey(k); ok {
			if chars[name] == nil {
				chars[name] = map[int]string{}
			}
			chars[name][i] = values[k]
			continue
		}
		out[k] = values[k]
	}
	for k := range fill {
		if name, i, ok := IndexedKey(k); ok {
			if chars[name] == nil {
				chars[name] = map[int]string{}
			}
			if _, set := chars[name][i]; !set {
				chars[name][i] = ""
			}
		}
	}
	for name, m := range chars {
		n := len(out[name])
		for i := range m {
			n = max(n, i+1)
		}
		b := []byte(strings.Repeat("A", n))
		for i := range b {
			if f := fill[name+"["+strconv.Itoa(i)+"]"]; f != "" {
				b[i] = f[0]
			}
		}
		copy(b, out[name])
		for i, v := range m {
			if len(v) > 0 {
				b[i] = v[0]
			}
		}
		out[name] = string(b)
	}
	return out
}

// IndexedKey splits "name[i]".
func IndexedKey(k string) (name string, i int, ok bool) {
	open := strings.IndexByte(k, '[')
	if open <= 0 || !strings.HasSuffix(k, "]") {
		return "", 0, false
	}
	i, err := strconv.Atoi(k[open+1 : len(k)-1])
	if err != nil || i < 0 || i > 64 {
		return "", 0, false
	}
	return k[:open], i, true
}

// ApplyPreset sets the values of a preset into values; a plain key
// "name" spreads over existing "name[i]" keys (a preset "sides": "BBBBB"
// sets every "sides[i]" choice), so the menu shows each choice.
func ApplyPreset(values, preset map[string]string) {
	for k, v := range preset {
		spread := false
		for ek := range values {
			if name, i, ok := IndexedKey(ek); ok && name == k {
				spread = true
				if i < len(v) {
					values[ek] = v[i : i+1]
				}
			}
		}
		if !spread {
			values[k] = v
		}
	}
}
