package main

import (
	"archive/zip"
	"bytes"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"nilegames/render/appicon"
)

// Resource types of winuser.h.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// A resource is one leaf of a PE's resource tree: type, ID, language.
type resource struct {
	typ, id, lang uint32
	data          []byte
}

// peResources walks the .rsrc section of f: IMAGE_RESOURCE_DIRECTORY
// levels (type, name, language) down to IMAGE_RESOURCE_DATA_ENTRY,
// whose addresses are RVAs. Named entries are refused: winres uses IDs.
func peResources(f *pe.File) ([]resource, error) {
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, errors.New("no .rsrc section")
	}
	raw, err := sec.Data()
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	var res []resource
	var walk func(off uint32, depth int, path [3]uint32) error
	walk = func(off uint32, depth int, path [3]uint32) error {
		if int(off)+16 > len(raw) {
			return fmt.Errorf("directory at %#x past the section", off)
		}
		n := int(le.Uint16(raw[off+12:])) + int(le.Uint16(raw[off+14:]))
		for i := range n {
			e := int(off) + 16 + 8*i
			if e+8 > len(raw) {
				return fmt.Errorf("entry at %#x past the section", e)
			}
			name, target := le.Uint32(raw[e:]), le.Uint32(raw[e+4:])
			if name&(1<<31) != 0 {
				return fmt.Errorf("named entry at level %d", depth)
			}
			path[depth] = name
			if target&(1<<31) != 0 {
				if depth == 2 {
					return fmt.Errorf("directory below the language level")
				}
				if err := walk(target&^(1<<31), depth+1, path); err != nil {
					return err
				}
				continue
			}
			if depth != 2 || int(target)+16 > len(raw) {
				return fmt.Errorf("bad data entry %#x at level %d", target, depth)
			}
			rva, size := le.Uint32(raw[target:]), le.Uint32(raw[target+4:])
			start := int64(rva) - int64(sec.VirtualAddress)
			if start < 0 || start+int64(size) > int64(len(raw)) {
				return fmt.Errorf("data of %v at RVA %#x+%d outside .rsrc", path, rva, size)
			}
			res = append(res, resource{path[0], path[1], path[2], raw[start : start+int64(size)]})
		}
		return nil
	}
	return res, walk(0, 0, [3]uint32{})
}

// checkPE checks a NileGames.exe: amd64, GUI subsystem, and the resources
// nilepack winres makes for version, whose numbers are num.
func checkPE(t *testing.T, exe []byte, version string, num [4]uint16) {
	t.Helper()
	f, err := pe.NewFile(bytes.NewReader(exe))
	if err != nil {
		t.Fatalf("not a PE file: %v", err)
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Fatalf("machine %#x, optional header %T: want amd64", f.Machine, f.OptionalHeader)
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("subsystem %d, want %d (GUI: no console window)", oh.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	res, err := peResources(f)
	if err != nil {
		t.Fatalf("resources: %v", err)
	}
	byType := map[uint32][]resource{}
	for _, r := range res {
		byType[r.typ] = append(byType[r.typ], r)
	}
	checkIcons(t, byType[rtGroupIcon], byType[rtIcon])
	checkVersionInfo(t, byType[rtVersion], version, num)
	checkManifest(t, byType[rtManifest])
}

// checkIcons checks that the icon group lists every size, each an RT_ICON
// holding a PNG of appicon.Draw at that size.
func checkIcons(t *testing.T, groups, icons []resource) {
	t.Helper()
	if len(groups) != 1 {
		t.Errorf("%d icon groups, want 1", len(groups))
		return
	}
	g := groups[0].data
	le := binary.LittleEndian
	if len(g) < 6 || le.Uint16(g[2:]) != 1 {
		t.Errorf("icon group header % x", g[:min(6, len(g))])
		return
	}
	n := int(le.Uint16(g[4:]))
	if len(g) != 6+14*n {
		t.Errorf("icon group of %d bytes for %d entries", len(g), n)
		return
	}
	byID := map[uint32][]byte{}
	for _, r := range icons {
		byID[r.id] = r.data
	}
	seen := map[int]bool{}
	for i := range n {
		e := g[6+14*i:]
		size := int(e[0])
		if size == 0 {
			size = 256
		}
		bytesInRes, id := le.Uint32(e[8:]), le.Uint16(e[12:])
		data, ok := byID[uint32(id)]
		switch {
		case int(e[1]) != int(e[0]) || le.Uint16(e[6:]) != 32:
			t.Errorf("icon %d: %dx%d, %d bits", id, e[0], e[1], le.Uint16(e[6:]))
		case !ok:
			t.Errorf("icon group lists RT_ICON %d, absent", id)
		case uint32(len(data)) != bytesInRes:
			t.Errorf("icon %d: %d bytes, group says %d", id, len(data), bytesInRes)
		default:
			seen[size] = true
			checkIconImage(t, size, data)
		}
	}
	for _, s := range []int{16, 24, 32, 48, 64, 128, 256} {
		if !seen[s] {
			t.Errorf("no %d-pixel icon", s)
		}
	}
}

// checkIconImage checks that data is appicon.Draw(size, false) as PNG
// (drawn at that size, not scaled): the conversion to straight alpha may
// move a channel by a little.
func checkIconImage(t *testing.T, size int, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Errorf("%d-pixel icon: %v", size, err)
		return
	}
	if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
		t.Errorf("%d-pixel icon is %v", size, b)
		return
	}
	want := appicon.Draw(size, false)
	bad := 0
	for y := range size {
		for x := range size {
			r, g, b, a := img.At(x, y).RGBA()
			w := want.RGBAAt(x, y)
			for i, c := range [4]uint32{r >> 8, g >> 8, b >> 8, a >> 8} {
				d := int(c) - int([4]uint8{w.R, w.G, w.B, w.A}[i])
				if d < -2 || d > 2 {
					bad++
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d-pixel icon differs from appicon.Draw(%d, false) in %d channels", size, size, bad)
	}
}

// A verNode is one node of VS_VERSIONINFO: wLength, wValueLength, wType,
// szKey, padding, Value, padding, Children.
type verNode struct {
	key      string
	value    []byte
	children []verNode
}

func parseVerNode(b []byte) (verNode, error) {
	le := binary.LittleEndian
	if len(b) < 6 {
		return verNode{}, errors.New("short node")
	}
	length, vlen, text := int(le.Uint16(b)), int(le.Uint16(b[2:])), le.Uint16(b[4:]) == 1
	if length < 6 || length > len(b) {
		return verNode{}, fmt.Errorf("node length %d of %d bytes", length, len(b))
	}
	b = b[:length]
	var key []uint16
	pos := 6
	for ; ; pos += 2 {
		if pos+2 > length {
			return verNode{}, errors.New("key without NUL")
		}
		c := le.Uint16(b[pos:])
		if c == 0 {
			pos += 2
			break
		}
		key = append(key, c)
	}
	align := func(p int) int { return (p + 3) &^ 3 }
	pos = align(pos)
	if text {
		vlen *= 2
	}
	if pos+vlen > length {
		return verNode{}, fmt.Errorf("%s: value past the node", string(utf16.Decode(key)))
	}
	n := verNode{key: string(utf16.Decode(key)), value: b[pos : pos+vlen]}
	for pos = align(pos + vlen); pos < length; {
		c, err := parseVerNode(b[pos:])
		if err != nil {
			return verNode{}, err
		}
		n.children = append(n.children, c)
		pos = align(pos + int(le.Uint16(b[pos:])))
	}
	return n, nil
}

func utf16String(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return strings.TrimRight(string(utf16.Decode(u)), "\x00")
}

// checkVersionInfo checks VS_VERSIONINFO: VS_FIXEDFILEINFO's numbers and
// the strings of its StringFileInfo.
func checkVersionInfo(t *testing.T, vers []resource, version string, num [4]uint16) {
	t.Helper()
	if len(vers) != 1 || vers[0].id != 1 {
		t.Errorf("%d version resources, want one of ID 1", len(vers))
		return
	}
	root, err := parseVerNode(vers[0].data)
	if err != nil {
		t.Errorf("VS_VERSIONINFO: %v", err)
		return
	}
	le := binary.LittleEndian
	fixed := root.value
	if root.key != "VS_VERSION_INFO" || len(fixed) != 52 || le.Uint32(fixed) != 0xFEEF04BD {
		t.Errorf("VS_VERSIONINFO key %q, VS_FIXEDFILEINFO of %d bytes % x", root.key, len(fixed), fixed[:min(4, len(fixed))])
		return
	}
	ms, ls := uint32(num[0])<<16|uint32(num[1]), uint32(num[2])<<16|uint32(num[3])
	for _, f := range []struct {
		name string
		off  int
		want uint32
	}{{"FileVersionMS", 8, ms}, {"FileVersionLS", 12, ls}, {"ProductVersionMS", 16, ms}, {"ProductVersionLS", 20, ls}, {"FileType", 36, 1}} {
		if got := le.Uint32(fixed[f.off:]); got != f.want {
			t.Errorf("VS_FIXEDFILEINFO %s = %#x, want %#x", f.name, got, f.want)
		}
	}
	strs := map[string]string{}
	for _, c := range root.children {
		if c.key != "StringFileInfo" {
			continue
		}
		for _, table := range c.children {
			for _, s := range table.children {
				strs[s.key] = utf16String(s.value)
			}
		}
	}
	want := map[string]string{
		"ProductName":      "Nile Games",
		"FileDescription":  "Nile Games",
		"CompanyName":      "Nile Games",
		"LegalCopyright":   "© 2026 Nile Games",
		"OriginalFilename": "NileGames.exe",
		"ProductVersion":   version,
		"FileVersion":      fmt.Sprintf("%d.%d.%d.%d", num[0], num[1], num[2], num[3]),
	}
	for k, v := range want {
		if strs[k] != v {
			t.Errorf("version string %s = %q, want %q", k, strs[k], v)
		}
	}
}

// checkManifest checks that the manifest is XML, asks for no elevation
// and declares per-monitor v2 DPI awareness.
func checkManifest(t *testing.T, mans []resource) {
	t.Helper()
	if len(mans) != 1 || mans[0].id != 1 {
		t.Errorf("%d manifests, want one of ID 1", len(mans))
		return
	}
	m := mans[0].data
	d := xml.NewDecoder(bytes.NewReader(m))
	for {
		_, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Errorf("manifest: %v", err)
			return
		}
	}
	for _, s := range []string{`>permonitorv2,system<`, `level="asInvoker"`, `Microsoft.Windows.Common-Controls`} {
		if !bytes.Contains(m, []byte(s)) {
			t.Errorf("manifest lacks %s:\n%s", s, m)
		}
	}
}

// checkWindowsZip checks a nilegames-V-windows-amd64.zip: its entries and
// modes, the README and the program's resources.
func checkWindowsZip(t *testing.T, file string) {
	t.Helper()
	version := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(file), "nilegames-"), "-windows-amd64.zip")
	zr, err := zip.OpenReader(file)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	files := map[string][]byte{}
	for _, f := range zr.File {
		names = append(names, f.Name)
		want := map[string]os.FileMode{"NileGames/": os.ModeDir | 0o755, "NileGames/NileGames.exe": 0o755, "NileGames/README.txt": 0o644}[f.Name]
		if f.Mode() != want {
			t.Errorf("%s: mode %v, want %v", f.Name, f.Mode(), want)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name], err = io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
	}
	if got := strings.Join(names, " "); got != "NileGames/ NileGames/NileGames.exe NileGames/README.txt" {
		t.Errorf("entries %s", got)
	}
	readme := string(files["NileGames/README.txt"])
	if !strings.HasPrefix(readme, "Nile Games "+version+"\r\n") || strings.Count(readme, "\n") != strings.Count(readme, "\r\n") {
		t.Errorf("README.txt: want Nile Games %s and CRLF line endings, got %q", version, readme[:min(80, len(readme))])
	}
	if exe := files["NileGames/NileGames.exe"]; exe != nil {
		checkPE(t, exe, version, numericVersion(version))
	}
}

// buildExe builds a tiny windows/amd64 program in dir with the ldflags of
// make dist and the .syso if any, and returns the .exe's bytes.
func buildExe(t *testing.T, dir string, syso []byte, ldflags string) []byte {
	t.Helper()
	goBin, err := exec.LookPath("go") // go test puts its GOROOT/bin first
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", []byte("module tiny\n\ngo 1.26\n"))
	write("main.go", []byte("package main\n\nfunc main() {}\n"))
	if syso != nil {
		write(sysoName, syso)
	}
	cmd := exec.Command(goBin, "build", "-trimpath", "-ldflags="+ldflags, "-o", "tiny.exe", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0",
		"GOWORK=off", "GOFLAGS=-buildvcs=false", "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	exe, err := os.ReadFile(filepath.Join(dir, "tiny.exe"))
	if err != nil {
		t.Fatal(err)
	}
	return exe
}

func TestWinresLinked(t *testing.T) {
	const version = "1.2.3-4-gabc1234"
	tmp := t.TempDir()
	var out bytes.Buffer
	if err := dispatch([]string{"winres", "-version", "v" + version, "-out", tmp}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	syso, err := os.ReadFile(filepath.Join(tmp, sysoName))
	if err != nil {
		t.Fatal(err)
	}
	again, err := winresObject(version)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(syso, again) {
		t.Error("winres is not reproducible: two runs differ")
	}

	exe := buildExe(t, tmp, syso, "-s -w -H=windowsgui")
	checkPE(t, exe, version, [4]uint16{1, 2, 3, 4})
	if t.Failed() {
		return
	}
	exeFile := filepath.Join(tmp, "tiny.exe")

	t.Run("zip", func(t *testing.T) {
		dist := filepath.Join(t.TempDir(), "dist")
		if err := dispatch([]string{"windows", "-version", version, "-exe", exeFile, "-out", dist}, io.Discard, io.Discard); err != nil {
			t.Fatal(err)
		}
		zipFile := filepath.Join(dist, "nilegames-"+version+"-windows-amd64.zip")
		checkWindowsZip(t, zipFile)
		zr, err := zip.OpenReader(zipFile)
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		rc, err := zr.Open("NileGames/NileGames.exe")
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		if got, _ := io.ReadAll(rc); !bytes.Equal(got, exe) {
			t.Error("the zip's NileGames.exe is not the -exe file")
		}
	})

	// A console build would open a console window beside the game.
	t.Run("console refused", func(t *testing.T) {
		console := bytes.Clone(exe)
		off := int(binary.LittleEndian.Uint32(console[0x3c:])) + 4 + 20 + 68 // PE signature, file header, Subsystem
		binary.LittleEndian.PutUint16(console[off:], pe.IMAGE_SUBSYSTEM_WINDOWS_CUI)
		refused(t, console, "windowsgui")
	})

	t.Run("no syso refused", func(t *testing.T) {
		refused(t, buildExe(t, t.TempDir(), nil, "-s -w -H=windowsgui"), "nilepack winres")
	})
}

// refused checks that the windows verb refuses exe with an error that
// says want, and writes nothing.
func refused(t *testing.T, exe []byte, want string) {
	t.Helper()
	tmp := t.TempDir()
	file := filepath.Join(tmp, "NileGames.exe")
	if err := os.WriteFile(file, exe, 0o755); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(tmp, "dist")
	err := dispatch([]string{"windows", "-version", "1.0.0", "-exe", file, "-out", dist}, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want one that says %q", err, want)
	}
	if _, err := os.Stat(dist); !os.IsNotExist(err) {
		t.Errorf("%s written despite the error", dist)
	}
}

func TestWindowsBadInput(t *testing.T) {
	tmp := t.TempDir()
	text := filepath.Join(tmp, "notes.txt")
	if err := os.WriteFile(text, []byte("not a program\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(tmp, "dist")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"windows", "-version", "1.0.0", "-exe", filepath.Join(tmp, "missing.exe"), "-out", dist}, "missing.exe"},
		{[]string{"windows", "-version", "1.0.0", "-out", dist}, "-exe is required"},
		{[]string{"windows", "-version", "", "-exe", text, "-out", dist}, "-version is required"},
		{[]string{"windows", "-version", "1.0.0", "-exe", text, "-out", dist}, "not a Windows program"},
		{[]string{"winres", "-out", dist}, "-version is required"},
		{[]string{"winres", "-version", "1.0/0", "-out", dist}, "only letters"},
	} {
		err := dispatch(c.args, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one that says %q", c.args, err, c.want)
		}
		if _, err := os.Stat(dist); !os.IsNotExist(err) {
			t.Fatalf("%q: %s written despite the error", c.args, dist)
		}
	}
}

// TestWindowsDist checks the zip make dist made.
func TestWindowsDist(t *testing.T) {
	file, _ := distFile(t, "nilegames-*-windows-amd64.zip")
	checkWindowsZip(t, file)
}
