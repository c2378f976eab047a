package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"image/png"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// xmlNode is any element of a parsed property list.
type xmlNode struct {
	XMLName xml.Name
	Attrs   []xml.Attr `xml:",any,attr"`
	Nodes   []xmlNode  `xml:",any"`
	Text    string     `xml:",chardata"`
}

// parsePlist checks that data is an Apple XML property list of one dict
// of alternating keys and values (strings or booleans) and returns the
// dict: a string, or true or false.
func parsePlist(t *testing.T, data []byte) map[string]any {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	doctype := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("Info.plist is not XML: %v\n%s", err, data)
		}
		if d, ok := tok.(xml.Directive); ok && strings.Contains(string(d), `DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"`) {
			doctype = true
		}
	}
	if !doctype {
		t.Errorf("Info.plist lacks Apple's DOCTYPE:\n%s", data)
	}
	var root xmlNode
	if err := xml.Unmarshal(data, &root); err != nil {
		t.Fatalf("Info.plist: %v", err)
	}
	if root.XMLName.Local != "plist" || len(root.Attrs) != 1 || root.Attrs[0].Name.Local != "version" || root.Attrs[0].Value != "1.0" {
		t.Fatalf("root element is <%s %v>, want <plist version=\"1.0\">", root.XMLName.Local, root.Attrs)
	}
	if len(root.Nodes) != 1 || root.Nodes[0].XMLName.Local != "dict" {
		t.Fatalf("<plist> holds %d elements, want one <dict>", len(root.Nodes))
	}
	dict := root.Nodes[0].Nodes
	if len(dict)%2 != 0 {
		t.Fatalf("<dict> holds %d elements, want key-value pairs", len(dict))
	}
	m := map[string]any{}
	for i := 0; i < len(dict); i += 2 {
		k, v := dict[i], dict[i+1]
		if k.XMLName.Local != "key" || len(k.Nodes) > 0 {
			t.Fatalf("<dict> element %d is <%s>, want <key>", i, k.XMLName.Local)
		}
		if _, dup := m[k.Text]; dup {
			t.Errorf("key %q twice", k.Text)
		}
		switch v.XMLName.Local {
		case "string":
			m[k.Text] = v.Text
		case "true", "false":
			if v.Text != "" || len(v.Nodes) > 0 {
				t.Errorf("<%s> of %q is not empty", v.XMLName.Local, k.Text)
			}
			m[k.Text] = v.XMLName.Local == "true"
		default:
			t.Errorf("value of %q is <%s>, want <string>, <true/> or <false/>", k.Text, v.XMLName.Local)
		}
		if len(v.Nodes) > 0 {
			t.Errorf("value of %q holds elements", k.Text)
		}
	}
	return m
}

func TestInfoPlist(t *testing.T) {
	m := parsePlist(t, infoPlist("1.2.3-4-gabc1234"))
	want := map[string]any{
		"CFBundleIdentifier":            "org.nilegames.NileGames",
		"CFBundleName":                  "Nile Games",
		"CFBundleDisplayName":           "Nile Games",
		"CFBundleExecutable":            "nilegames",
		"CFBundleIconFile":              "nilegames",
		"CFBundlePackageType":           "APPL",
		"CFBundleShortVersionString":    "1.2.3",
		"CFBundleVersion":               "1.2.3",
		"CFBundleInfoDictionaryVersion": "6.0",
		"LSMinimumSystemVersion":        "12.0",
		"LSApplicationCategoryType":     "public.app-category.board-games",
		"NSHighResolutionCapable":       true,
		"NSHumanReadableCopyright":      "© 2026 Nile Games",
	}
	sameMap(t, "Info.plist", m, want)
	// A version without a tag: numbers 0, still a valid plist.
	m = parsePlist(t, infoPlist("abc1234-dirty"))
	if m["CFBundleShortVersionString"] != "0.0.0" || m["CFBundleVersion"] != "0.0.0" {
		t.Errorf("version of a bare commit: %v, %v, want 0.0.0, 0.0.0", m["CFBundleShortVersionString"], m["CFBundleVersion"])
	}
}

// No string, however odd, breaks the XML: it reads back as written.
func TestPlistEscaping(t *testing.T) {
	odd := []string{`<key>x</key>`, `a & b`, `]]> "q" 'a'`, "tab\there", `</string></dict></plist>`, `<!-- c -->`, "Ré ☥"}
	var kv [][2]any
	for i, s := range odd {
		kv = append(kv, [2]any{s, s}, [2]any{"k" + s, i%2 == 0})
	}
	m := parsePlist(t, plist(kv))
	if len(m) != len(kv) {
		t.Errorf("%d keys read back, want %d", len(m), len(kv))
	}
	for i, s := range odd {
		if m[s] != s {
			t.Errorf("%q read back as %#v", s, m[s])
		}
		if m["k"+s] != (i%2 == 0) {
			t.Errorf("bool of %q read back as %#v", "k"+s, m["k"+s])
		}
	}
	// A version past checkVersion's guard still cannot break it.
	parsePlist(t, infoPlist(`1.2.3-<&>"'`))
}

// checkIcns parses an .icns file: its header, each entry's length, each
// PNG at the size its type says, every type once.
func checkIcns(t *testing.T, data []byte) {
	t.Helper()
	if len(data) < 8 || string(data[:4]) != "icns" {
		t.Fatalf("not an icns file: % x", data[:min(8, len(data))])
	}
	if n := binary.BigEndian.Uint32(data[4:8]); int(n) != len(data) {
		t.Fatalf("icns length %d, file is %d bytes", n, len(data))
	}
	// Apple's pixel sizes of the PNG entries (the @2x ones double).
	size := map[string]int{
		"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
		"ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512,
	}
	seen := map[string]bool{}
	for rest := data[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			t.Fatalf("%d bytes left after the last entry", len(rest))
		}
		typ, n := string(rest[:4]), int(binary.BigEndian.Uint32(rest[4:8]))
		if n < 8 || n > len(rest) {
			t.Fatalf("entry %q: length %d, %d bytes left", typ, n, len(rest))
		}
		want, ok := size[typ]
		if !ok {
			t.Errorf("unexpected entry %q", typ)
		}
		if seen[typ] {
			t.Errorf("entry %q twice", typ)
		}
		seen[typ] = true
		img, err := png.Decode(bytes.NewReader(rest[8:n]))
		if err != nil {
			t.Errorf("entry %q: %v", typ, err)
		} else if b := img.Bounds(); ok && (b.Dx() != want || b.Dy() != want) {
			t.Errorf("entry %q is %dx%d, want %dx%d", typ, b.Dx(), b.Dy(), want, want)
		}
		rest = rest[n:]
	}
	for typ := range size {
		if !seen[typ] {
			t.Errorf("no entry %q", typ)
		}
	}
}

func TestIcns(t *testing.T) {
	data, err := macIcns()
	if err != nil {
		t.Fatal(err)
	}
	checkIcns(t, data)
}

func TestMacAppOneBinary(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "nilegames-arm64")
	exe := []byte("\xcf\xfa\xed\xfe a darwin binary")
	if err := os.WriteFile(bin, exe, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	// An old bundle's stray file must go.
	if err := os.MkdirAll(filepath.Join(out, macAppName, "Contents", "Old"), 0o755); err != nil {
		t.Fatal(err)
	}
	var stdout bytes.Buffer
	if err := dispatch([]string{"macapp", "-version", "v1.0.2", "-bin", bin, "-out", out}, &stdout, io.Discard); err != nil {
		t.Fatal(err)
	}
	app := filepath.Join(out, "Nile Games.app")
	if got := strings.TrimSpace(stdout.String()); got != app {
		t.Errorf("printed %q, want %q", got, app)
	}

	want := map[string]fs.FileMode{
		"README.txt":                                       0o644,
		"Nile Games.app":                                   fs.ModeDir | 0o755,
		"Nile Games.app/Contents":                          fs.ModeDir | 0o755,
		"Nile Games.app/Contents/Info.plist":               0o644,
		"Nile Games.app/Contents/PkgInfo":                  0o644,
		"Nile Games.app/Contents/MacOS":                    fs.ModeDir | 0o755,
		"Nile Games.app/Contents/MacOS/nilegames":          0o755,
		"Nile Games.app/Contents/Resources":                fs.ModeDir | 0o755,
		"Nile Games.app/Contents/Resources/nilegames.icns": 0o644,
	}
	got := map[string]fs.FileMode{}
	err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == out {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(out, p)
		got[filepath.ToSlash(rel)] = info.Mode()
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sameMap(t, "bundle", got, want)

	read := func(p string) []byte {
		data, err := os.ReadFile(filepath.Join(out, p))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	contents := filepath.Join("Nile Games.app", "Contents")
	if g := read(filepath.Join(contents, "PkgInfo")); string(g) != "APPL????" {
		t.Errorf("PkgInfo is %q, want APPL????", g)
	}
	if g := read("README.txt"); !bytes.Equal(g, readmeText("macos", "1.0.2")) {
		t.Errorf("README.txt is not the macOS readme of 1.0.2")
	}
	m := parsePlist(t, read(filepath.Join(contents, "Info.plist")))
	if m["CFBundleShortVersionString"] != "1.0.2" {
		t.Errorf("CFBundleShortVersionString = %#v, want 1.0.2", m["CFBundleShortVersionString"])
	}
	// What macOS looks up: the executable and the icon the plist names.
	exeName, _ := m["CFBundleExecutable"].(string)
	if g, err := os.ReadFile(filepath.Join(out, contents, "MacOS", exeName)); err != nil || exeName == "" {
		t.Errorf("CFBundleExecutable %q: %v", exeName, err)
	} else if !bytes.Equal(g, exe) {
		t.Errorf("Contents/MacOS/%s is not the binary given", exeName)
	}
	icon, _ := m["CFBundleIconFile"].(string)
	if icon == "" {
		t.Errorf("no CFBundleIconFile")
	}
	if _, err := os.Stat(filepath.Join(out, contents, "Resources", icon+".icns")); err != nil {
		t.Errorf("CFBundleIconFile %q: %v", icon, err)
	}
}

func TestMacAppNeedsLipo(t *testing.T) {
	dir := t.TempDir()
	var bins []string
	for _, arch := range []string{"arm64", "amd64"} {
		b := filepath.Join(dir, "nilegames-"+arch)
		if err := os.WriteFile(b, []byte("binary "+arch), 0o755); err != nil {
			t.Fatal(err)
		}
		bins = append(bins, b)
	}
	t.Setenv("PATH", t.TempDir())
	out := filepath.Join(dir, "out")
	err := dispatch([]string{"macapp", "-version", "1.0.0", "-bin", strings.Join(bins, ","), "-out", out}, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "lipo: only on macOS (Xcode command line tools)") {
		t.Errorf("two binaries without lipo: error %v, want lipo's", err)
	}
	if _, err := os.Stat(filepath.Join(out, macAppName)); err == nil {
		t.Errorf("a bundle was left behind")
	}
}

// On a Mac (lipo on PATH), two real darwin binaries become one universal
// binary.
func TestMacAppLipo(t *testing.T) {
	if _, err := exec.LookPath("lipo"); err != nil {
		t.Skip("no lipo (macOS only)")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "hello")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"go.mod": "module hello\n", "main.go": "package main\n\nfunc main() {}\n"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var bins []string
	for _, arch := range []string{"arm64", "amd64"} {
		b := filepath.Join(dir, "nilegames-"+arch)
		cmd := exec.Command("go", "build", "-o", b, ".")
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GOOS=darwin", "GOARCH="+arch, "CGO_ENABLED=0", "GOFLAGS=")
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build darwin/%s: %v\n%s", arch, err, msg)
		}
		bins = append(bins, b)
	}
	out := filepath.Join(dir, "out")
	if err := dispatch([]string{"macapp", "-version", "1.0.0", "-bin", strings.Join(bins, ","), "-out", out}, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(out, macAppName, "Contents", "MacOS", "nilegames")
	st, err := os.Stat(exe)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode() != 0o755 {
		t.Errorf("%s: mode %v, want 0755", exe, st.Mode())
	}
	f, err := macho.OpenFat(exe)
	if err != nil {
		t.Fatalf("not a universal binary: %v", err)
	}
	defer f.Close()
	cpus := map[macho.Cpu]bool{}
	for _, a := range f.Arches {
		cpus[a.Cpu] = true
	}
	if len(f.Arches) != 2 || !cpus[macho.CpuArm64] || !cpus[macho.CpuAmd64] {
		t.Errorf("universal binary of %d arches %v, want arm64 and amd64", len(f.Arches), cpus)
	}
}

// The Mac icon keeps Apple's margin: clear round the 824/1024 tile, the
// tile's middle opaque.
func TestMacGridIconMargin(t *testing.T) {
	img := macGridIcon(1024)
	for _, p := range [][2]int{{50, 512}, {512, 50}, {973, 512}, {512, 973}} {
		if a := img.RGBAAt(p[0], p[1]).A; a != 0 {
			t.Errorf("margin pixel %v alpha %d, want 0", p, a)
		}
	}
	for _, p := range [][2]int{{512, 512}, {120, 512}, {903, 512}} {
		if a := img.RGBAAt(p[0], p[1]).A; a != 0xFF {
			t.Errorf("tile pixel %v alpha %d, want 255", p, a)
		}
	}
}

// sameMap reports each key missing from got, each extra one, and each
// value that differs from want's.
func sameMap[K comparable, V comparable](t *testing.T, what string, got, want map[K]V) {
	t.Helper()
	for k, w := range want {
		if g, ok := got[k]; !ok {
			t.Errorf("%s: no %v", what, k)
		} else if g != w {
			t.Errorf("%s: %v = %#v, want %#v", what, k, g, w)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected %v", what, k)
		}
	}
}
