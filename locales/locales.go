// Package locales holds the French and English strings of the app and
// formats them. Every sentence a player reads comes from en.toml or fr.toml.
//
// A message is either a plain string or a table of plural forms
// {one = "...", other = "..."} chosen by the integer argument "n".
// Placeholders are written {name} and filled from name/value pairs.
package locales

import (
	"embed"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

//go:embed en.toml fr.toml
var files embed.FS

// Languages are the supported language codes, the first being the fallback.
var Languages = []string{"en", "fr"}

// Message is one entry: Other alone for a plain string.
type Message struct {
	One, Other string
}

// Bundle is the strings of one language.
type Bundle struct {
	Lang     string
	msgs     map[string]Message
	fallback *Bundle
}

// Load reads the embedded file of lang ("en" or "fr").
func Load(lang string) (*Bundle, error) {
	data, err := files.ReadFile(lang + ".toml")
	if err != nil {
		return nil, fmt.Errorf("unknown language %q (known: %s)", lang, strings.Join(Languages, ", "))
	}
	return Parse(lang, data)
}

// Parse reads a TOML document of messages.
func Parse(lang string, data []byte) (*Bundle, error) {
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return nil, fmt.Errorf("locale %s: %w", lang, err)
	}
	b := &Bundle{Lang: lang, msgs: map[string]Message{}}
	if err := b.flatten("", raw); err != nil {
		return nil, fmt.Errorf("locale %s: %w", lang, err)
	}
	return b, nil
}

func (b *Bundle) flatten(prefix string, m map[string]any) error {
	for k, v := range m {
		key := k
		if prefix != "" {
			key = prefix + "." + k
		}
		switch v := v.(type) {
		case string:
			b.msgs[key] = Message{Other: v}
		case map[string]any:
			if isPlural(v) {
				one, _ := v["one"].(string)
				other, _ := v["other"].(string)
				b.msgs[key] = Message{One: one, Other: other}
				continue
			}
			if err := b.flatten(key, v); err != nil {
				return err
			}
		default:
			return fmt.Errorf("key %s: a message must be a string or a table", key)
		}
	}
	return nil
}

// isPlural tells a {one, other} table from a section.
func isPlural(m map[string]any) bool {
	if len(m) != 2 {
		return false
	}
	_, one := m["one"].(string)
	_, other := m["other"].(string)
	return one && other
}

// WithFallback makes b answer keys it lacks from fb.
func (b *Bundle) WithFallback(fb *Bundle) *Bundle {
	b.fallback = fb
	return b
}

// Keys lists every key, sorted.
func (b *Bundle) Keys() []string {
	keys := make([]string, 0, len(b.msgs))
	for k := range b.msgs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Has tells whether key exists in b itself.
func (b *Bundle) Has(key string) bool {
	_, ok := b.msgs[key]
	return ok
}

// Message returns the raw entry of key.
func (b *Bundle) Message(key string) (Message, bool) {
	m, ok := b.msgs[key]
	if !ok && b.fallback != nil {
		return b.fallback.Message(key)
	}
	return m, ok
}

// PluralOne tells whether n takes the singular form in lang: French uses it
// for 0 and 1, English for 1 only (CLDR).
func PluralOne(lang string, n int) bool {
	if lang == "fr" {
		return n == 0 || n == 1
	}
	return n == 1
}

// T formats key with name/value pairs: T("log.took", "player", "Ana", "n", 3).
// A missing key returns the key itself in brackets, which the locale tests
// make impossible for keys used in code.
func (b *Bundle) T(key string, args ...any) string {
	m, ok := b.Message(key)
	if !ok {
		return "[" + key + "]"
	}
	text := m.Other
	if m.One != "" {
		if n, ok := argInt(args, "n"); ok && PluralOne(b.Lang, n) {
			text = m.One
		}
	}
	return fill(text, args)
}

func argInt(args []any, name string) (int, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == name {
			switch v := args[i+1].(type) {
			case int:
				return v, true
			case int64:
				return int(v), true
			case int32:
				return int(v), true
			}
		}
	}
	return 0, false
}

func fill(text string, args []any) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var sb strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			sb.WriteString(text)
			break
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			sb.WriteString(text)
			break
		}
		sb.WriteString(text[:i])
		name := text[i+1 : i+j]
		sb.WriteString(argString(args, name))
		text = text[i+j+1:]
	}
	return sb.String()
}

func argString(args []any, name string) string {
	for i := 0; i+1 < len(args); i += 2 {
		if args[i] == name {
			switch v := args[i+1].(type) {
			case string:
				return v
			case int:
				return strconv.Itoa(v)
			default:
				return fmt.Sprint(v)
			}
		}
	}
	return "{" + name + "}"
}

// Placeholders lists the {names} used by a message, sorted and unique.
func Placeholders(m Message) []string {
	set := map[string]bool{}
	for _, text := range []string{m.One, m.Other} {
		for {
			i := strings.IndexByte(text, '{')
			if i < 0 {
				break
			}
			j := strings.IndexByte(text[i:], '}')
			if j < 0 {
				break
			}
			set[text[i+1:i+j]] = true
			text = text[i+j+1:]
		}
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
