package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func uleb(n uint64) []byte { return binary.AppendUvarint(nil, n) }

func name(s string) []byte { return append(uleb(uint64(len(s))), s...) }

func sec(id byte, payload ...[]byte) []byte {
	p := bytes.Join(payload, nil)
	return append(append([]byte{id}, uleb(uint64(len(p)))...), p...)
}

// tinyWasm is a hand-made module: one imported function, two defined
// functions (bodies of 3 and 200 bytes plus their size prefix), names for
// all three, and two data segments.
func tinyWasm() []byte {
	imports := sec(secImport, uleb(1), name("go"), name("debug"), []byte{0}, uleb(0))
	body1 := append(uleb(3), 0, 0x01, 0x0b)
	body2 := append(uleb(200), make([]byte, 200)...)
	code := sec(secCode, uleb(2), body1, body2)
	seg := func(addr int64, data string) []byte {
		return bytes.Join([][]byte{{0, 0x41}, uleb(uint64(addr)), {0x0b}, name(data)}, nil)
	}
	data := sec(secData, uleb(2), seg(16, "hello"), seg(40, "world, and more"))
	fnames := bytes.Join([][]byte{uleb(3),
		uleb(0), name("runtime.wasmImport"),
		uleb(1), name("nilegames_scenes_imhotepview.draw.func1"),
		uleb(2), name("github.com_hajimehoshi_ebiten_v2._*Image_.DrawImage"),
	}, nil)
	names := sec(secCustom, name("name"), sec(1, fnames))
	return bytes.Join([][]byte{[]byte("\x00asm\x01\x00\x00\x00"), imports, code, data, names}, nil)
}

func TestParseModule(t *testing.T) {
	m, err := parseModule(tinyWasm())
	if err != nil {
		t.Fatal(err)
	}
	if m.importedFuncs != 1 {
		t.Errorf("imported functions %d, want 1", m.importedFuncs)
	}
	if len(m.bodies) != 2 || m.bodies[0] != 4 || m.bodies[1] != 202 {
		t.Errorf("bodies %v, want [4 202]", m.bodies)
	}
	if m.names[2] != "github.com_hajimehoshi_ebiten_v2._*Image_.DrawImage" {
		t.Errorf("name of function 2: %q", m.names[2])
	}
	if len(m.segments) != 2 || m.segments[1].addr != 40 || string(m.segments[1].data) != "world, and more" {
		t.Errorf("segments %+v", m.segments)
	}
	if m.sectionSize(secCustom, "name") == 0 || m.sectionSize(secCode, "") != 1+4+202 {
		t.Errorf("section sizes: name %d, code %d", m.sectionSize(secCustom, "name"), m.sectionSize(secCode, ""))
	}

	got := codeByPackage(m, []string{"nilegames/scenes/imhotepview", "nilegames/scenes", "github.com/hajimehoshi/ebiten/v2", "runtime"})
	want := map[string]int64{"nilegames/scenes/imhotepview": 4, "github.com/hajimehoshi/ebiten/v2": 202}
	if len(got) != len(want) || got["nilegames/scenes/imhotepview"] != 4 || got["github.com/hajimehoshi/ebiten/v2"] != 202 {
		t.Errorf("code by package %v, want %v", got, want)
	}
}

func TestParseModuleRefusesBadInput(t *testing.T) {
	good := tinyWasm()
	for name, b := range map[string][]byte{
		"empty":     nil,
		"not wasm":  []byte("hello, world"),
		"version 2": append([]byte("\x00asm\x02\x00\x00\x00"), good[8:]...),
		"truncated": good[:len(good)-5],
		"huge size": append([]byte("\x00asm\x01\x00\x00\x00"), secCode, 0xff, 0xff, 0xff, 0xff, 0x0f),
	} {
		if _, err := parseModule(b); err == nil {
			t.Errorf("%s: parsed without error", name)
		}
	}
	// Every prefix fails cleanly or parses: never a panic.
	for i := range good {
		parseModule(good[:i])
	}
}

func TestPkgOf(t *testing.T) {
	known := map[string]string{}
	for _, p := range []string{"nilegames/scenes", "nilegames/scenes/gameview", "nilegames/scenes/kheopsview", "runtime", "github.com/go-text/typesetting/font", "slices"} {
		known[mangle(p)] = p
	}
	for name, want := range map[string]string{
		"runtime.memmove":                "runtime",
		"nilegames_scenes.(*App).Update": "nilegames/scenes",
		"nilegames_scenes_gameview.__Layer_go.shape.struct___nilegames_scenes_kheopsview.w_int__.Ensure.func1": "nilegames/scenes/gameview",
		"github.com_go_text_typesetting_font._*Face_.Glyph":                                                    "github.com/go-text/typesetting/font",
		"slices.Sort_go.shape.int_":     "slices",
		"type:.eq.nilegames_scenes.key": "",
		"wasm_export_run":               "",
	} {
		if got := pkgOf(name, known); got != want {
			t.Errorf("pkgOf(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestShippedWasm(t *testing.T) {
	dir := t.TempDir()
	if _, err := shippedWasm(dir); err == nil {
		t.Error("empty directory: no error")
	}
	touch := func(n string) { os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644) }
	touch("nilegames.3f9a0c1d.wasm")
	touch("nilegames.3f9a0c1d.wasm.br")
	touch("nilegames.3f9a0c1d.wasm.gz")
	touch("wasm_exec.js")
	got, err := shippedWasm(dir)
	if err != nil || filepath.Base(got) != "nilegames.3f9a0c1d.wasm" {
		t.Errorf("hashed name: %q, %v", got, err)
	}
	touch("nilegames.wasm")
	if _, err := shippedWasm(dir); err == nil || !strings.Contains(err.Error(), "want one") {
		t.Errorf("two candidates: %v", err)
	}
}

func TestBudgetLine(t *testing.T) {
	if line, over := budgetLine("brotli -q 11", 4_000_001, 4_000_000); !over || !strings.Contains(line, "OVER") || !strings.Contains(line, "by 1 (") {
		t.Errorf("over: %q %v", line, over)
	}
	if line, over := budgetLine("brotli -q 11", 4_000_000, 4_000_000); over || !strings.Contains(line, "within") {
		t.Errorf("at the budget: %q %v", line, over)
	}
	if _, over := budgetLine("gzip -9", 9e9, 0); over {
		t.Error("no budget: over")
	}
	if g := grouped(20199790); g != "20,199,790" {
		t.Errorf("grouped: %q", g)
	}
	if g := grouped(-1234); g != "-1,234" {
		t.Errorf("grouped: %q", g)
	}
}

func TestMemory(t *testing.T) {
	mem, err := newMemory([]segment{{100, []byte("abcdef")}, {120, []byte("ghij")}})
	if err != nil {
		t.Fatal(err)
	}
	if got := mem.read(104, 18); !bytes.Equal(got, []byte("ef\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00gh")) {
		t.Errorf("read: %q", got)
	}
	if n := mem.stored(102, 122); n != 4+2 {
		t.Errorf("stored %d, want 6", n)
	}
	if at, ok := mem.find([]byte("hij")); !ok || at != 121 {
		t.Errorf("find: %d %v", at, ok)
	}
	if _, ok := mem.find([]byte("xyz")); ok {
		t.Error("found what is not there")
	}
	if _, err := newMemory([]segment{{0, []byte("a")}, {1 << 40, []byte("b")}}); err == nil {
		t.Error("a 1 TB image was accepted")
	}
}

// TestFindLayout builds a memory with a pcHeader and a moduledata that
// points at it, as Go's linker lays them out.
func TestFindLayout(t *testing.T) {
	const base = 0x1000
	img := make([]byte, 0x2000)
	put := func(addr, v uint64) { binary.LittleEndian.PutUint64(img[addr-base:], v) }
	const hdr = 0x1400
	binary.LittleEndian.PutUint32(img[hdr-base:], pclnMagic)
	img[hdr-base+6], img[hdr-base+7] = 1, 8 // minLC, ptrSize
	put(hdr+32, 0x40)                       // funcnameOffset
	const md = 0x2800
	fields := map[uint64]uint64{
		0: hdr, 8: hdr + 0x40, // pcHeader, funcnametab
		104: 0x1500, 112: 0x100, // pclntable
		152: 0x1900,              // findfunctab
		192: 0x2000, 200: 0x2700, // noptrdata
		208: 0x2800, 216: 0x2a00, // data
		296: 0x1000, 304: 0x13f8, // types
		312: 0x1000, 320: 0x1700, 328: 0x1a00, // rodata, gofunc, epclntab
	}
	for off, v := range fields {
		put(md+off, v)
	}
	mem, err := newMemory([]segment{{base, img}})
	if err != nil {
		t.Fatal(err)
	}
	regions, ok := findLayout(mem)
	if !ok {
		t.Fatal("layout not found")
	}
	want := []region{
		{key: "rodata", lo: 0x1000, hi: 0x13f8},
		{key: "pclntab", lo: hdr, hi: 0x1600},
		{key: "funcdata", lo: 0x1700, hi: 0x1900},
		{key: "findfunctab", lo: 0x1900, hi: 0x1a00},
		{key: "noptrdata", lo: 0x2000, hi: 0x2700},
		{key: "data", lo: 0x2800, hi: 0x2a00},
	}
	for i, r := range regions {
		if r.key != want[i].key || r.lo != want[i].lo || r.hi != want[i].hi {
			t.Errorf("region %d: %s %#x-%#x, want %s %#x-%#x", i, r.key, r.lo, r.hi, want[i].key, want[i].lo, want[i].hi)
		}
	}

	// Out of order (noptrdata before the tables): refused.
	put(md+192, 0x1200)
	if mem, _ = newMemory([]segment{{base, img}}); mem == nil {
		t.Fatal("no memory")
	}
	if _, ok := findLayout(mem); ok {
		t.Error("inconsistent moduledata accepted")
	}
}

func TestShippedCopyCountsOnlyWhenItDecodesToTheWasm(t *testing.T) {
	b := bytes.Repeat([]byte("nile games wasm "), 4000)
	dir := t.TempDir()
	gz := func(data []byte, level string) []byte {
		cmd := exec.Command("gzip", level, "-c")
		cmd.Stdin = bytes.NewReader(data)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	fresh, err := compressed(b, "gzip", "-9", "-c")
	if err != nil {
		t.Fatal(err)
	}
	copyPath := filepath.Join(dir, "x.wasm.gz")
	same := gz(b, "-1") // another level: another size than compressing now
	if int64(len(same)) == fresh {
		t.Fatal("gzip -1 and -9 give the same size: the test cannot tell them apart")
	}
	if err := os.WriteFile(copyPath, same, 0o644); err != nil {
		t.Fatal(err)
	}
	if n, err := shippedOr(copyPath, b, "gzip", "-9", "-c"); err != nil || n != int64(len(same)) {
		t.Errorf("the shipped copy of the same wasm: %d, %v; want %d", n, err, len(same))
	}
	if err := os.WriteFile(copyPath, gz(append(b, '!'), "-1"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n, err := shippedOr(copyPath, b, "gzip", "-9", "-c"); err != nil || n != fresh {
		t.Errorf("a stale copy must not count: %d, %v; want %d", n, err, fresh)
	}
}
