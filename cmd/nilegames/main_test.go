//go:build !js

package main

// The screenshot tests run the program itself (this test binary re-executed
// with NILEGAMES_TEST_MAIN=1), which opens a window: run them under Xvfb
// (xvfb-run -a go test ./cmd/nilegames/). The flag tests need no display.

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"nilegames/cmd/nilegames/internal/appversion"
	"nilegames/render"
	"nilegames/render/rendertest"
	"nilegames/scenes/storage"
)

func TestMain(m *testing.M) {
	if os.Getenv("NILEGAMES_TEST_MAIN") == "1" {
		os.Args = append([]string{"nilegames"}, strings.Split(os.Getenv("NILEGAMES_ARGS"), "\x1f")...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestFlags(t *testing.T) {
	o, err := parseFlags(nil, io.Discard)
	if err != nil || o.game != "" || o.scene != "" {
		t.Fatalf("no flags: %+v %v", o, err)
	}
	o, err = parseFlags([]string{"-seats", "human,hard,hard,hard", "-lang", "fr", "-seed", "42"}, io.Discard)
	if err != nil || o.game != "imhotep" || o.scene != "match" || o.seed != 42 || !o.seedSet || o.lang != "fr" {
		t.Fatalf("seats: %+v %v", o, err)
	}
	o, err = parseFlags([]string{"-game", "imhotep", "-autoplay"}, io.Discard)
	if err != nil || strings.Join(o.seats, ",") != "normal,normal,normal,normal" {
		t.Fatalf("autoplay: %v %v", o.seats, err)
	}
	o, err = parseFlags([]string{"-seats", "human,Hard", "-autoplay"}, io.Discard)
	if err != nil || strings.Join(o.seats, ",") != "normal,hard" {
		t.Fatalf("autoplay replaces humans: %v %v", o.seats, err)
	}
	o, err = parseFlags([]string{"-game", "imhotep", "-opt", "sides=BBAAB, wrath=true"}, io.Discard)
	if err != nil || o.opts["sides"] != "BBAAB" || o.opts["wrath"] != "true" {
		t.Fatalf("opt: %v %v", o.opts, err)
	}
	o, err = parseFlags([]string{"-density", "2", "-screenshot", "x.png"}, io.Discard)
	if err != nil || o.density != 2 {
		t.Fatalf("density: %+v %v", o, err)
	}
	if cfg, err := o.appConfig(storage.NewMemory(), storage.DefaultSettings("en"), nil); err != nil || cfg.Density != 2 {
		t.Fatalf("density in the app's config: %v %v", cfg.Density, err)
	}
	o, err = parseFlags([]string{"-memstats", "5s"}, io.Discard)
	if err != nil || o.memstats != 5*time.Second {
		t.Fatalf("memstats: %v %v", o.memstats, err)
	}
	if l := memLine(5 * time.Second); !strings.HasPrefix(l, "mem t=5s rss=") || !strings.Contains(l, " heap_inuse=") {
		t.Errorf("memstats line: %q", l)
	}
	o, err = parseFlags([]string{"-scene", "rules"}, io.Discard)
	if err != nil || o.game != "" || o.scene != "rules" {
		t.Fatalf("rules: %+v %v", o, err)
	}
	for _, bad := range [][]string{
		{"-lang", "de"}, {"-seats", "human,wizard"}, {"-scene", "credits"}, {"-frames", "0"},
		{"-moves", "-3"}, {"-opt", "sides"}, {"-seats", "human,easy", "-names", "a,b,c"}, {"stray"},
		{"-density", "0.5"}, {"-density", "5"}, {"-density", "two"}, {"-density", "NaN"},
		{"-memstats", "-1s"}, {"-memstats", "often"},
	} {
		if _, err := parseFlags(bad, io.Discard); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestSpecNamesAndColours(t *testing.T) {
	o, err := parseFlags([]string{"-seats", "human,easy,human", "-names", "Ana,,", "-seed", "1"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := o.spec("en")
	if err != nil {
		t.Fatal(err)
	}
	var names, colors []string
	for _, s := range sp.Seats {
		names = append(names, s.Name)
		colors = append(colors, s.Color)
	}
	if strings.Join(names, ",") != "Ana,Ramesses,Player 2" {
		t.Errorf("names %v", names)
	}
	if strings.Join(colors, ",") != "black,white,brown" {
		t.Errorf("colours %v", colors)
	}
}

// runApp runs the program with args and returns its exit code and output.
func runApp(t *testing.T, args ...string) (int, string) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	home := t.TempDir()
	cmd.Env = append(os.Environ(), "NILEGAMES_TEST_MAIN=1", "NILEGAMES_ARGS="+strings.Join(args, "\x1f"),
		"HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), string(out)
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(home, ".config", "nilegames")); err == nil {
		t.Error("a screenshot run wrote into the user's config directory")
	}
	return 0, string(out)
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	return readPNGSize(t, path, 1920, 1080)
}

func readPNGSize(t *testing.T, path string, w, h int) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Fatalf("%s is %v, want %dx%d", path, b, w, h)
	}
	return img
}

func TestScreenshotMatchIsReproducible(t *testing.T) {
	dir := t.TempDir()
	args := func(file string) []string {
		return []string{"-game", "imhotep", "-seats", "human,easy,easy,easy", "-seed", "5", "-moves", "12",
			"-screenshot", filepath.Join(dir, file), "-frames", "8", "-lang", "fr"}
	}
	for _, f := range []string{"a.png", "b.png"} {
		if code, out := runApp(t, args(f)...); code != 0 {
			t.Fatalf("exit %d: %s", code, out)
		}
	}
	img := readPNG(t, filepath.Join(dir, "a.png"))
	if !rendertest.Near(img.At(600, 20), render.Ink, 40) {
		t.Errorf("top bar: %v", img.At(600, 20))
	}
	a, _ := os.ReadFile(filepath.Join(dir, "a.png"))
	b, _ := os.ReadFile(filepath.Join(dir, "b.png"))
	if !bytes.Equal(a, b) {
		t.Error("two runs with the same seed gave different pictures")
	}
}

func TestScreenshotMenuAndSettings(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "menu.png")
	if code, out := runApp(t, "-screenshot", file, "-frames", "3", "-lang", "en"); code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	img := readPNG(t, file)
	if !rendertest.Near(img.At(20, 1060), render.Sand, 40) {
		t.Errorf("menu background: %v", img.At(20, 1060))
	}
	file = filepath.Join(dir, "settings.png")
	if code, out := runApp(t, "-scene", "settings", "-screenshot", file, "-frames", "3"); code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	readPNG(t, file)
}

// -density 2 draws the same screen at 3840x2160: a logical point lands on
// the same colour as in the 1920x1080 screenshot.
func TestScreenshotAtDensity2(t *testing.T) {
	dir := t.TempDir()
	one, two := filepath.Join(dir, "one.png"), filepath.Join(dir, "two.png")
	for _, run := range [][]string{
		{"-scene", "settings", "-screenshot", one, "-frames", "3", "-lang", "en"},
		{"-scene", "settings", "-screenshot", two, "-frames", "3", "-lang", "en", "-density", "2"},
	} {
		if code, out := runApp(t, run...); code != 0 {
			t.Fatalf("%v: exit %d: %s", run, code, out)
		}
	}
	a, b := readPNG(t, one), readPNGSize(t, two, 3840, 2160)
	alike, n := 0, 0
	for y := 5; y < 1080; y += 25 {
		for x := 5; x < 1920; x += 25 {
			n++
			r, g, bb, _ := a.At(x, y).RGBA()
			if rendertest.Near(b.At(2*x, 2*y), color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bb >> 8), 255}, 24) {
				alike++
			}
		}
	}
	if alike < n*95/100 {
		t.Errorf("only %d of %d logical points have the same colour at density 2", alike, n)
	}
}

func TestConfigDirIsUsed(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "cfg")
	st := storage.Dir(cfg)
	st.Write(storage.LegacyAutosaveName, []byte("not a save"))
	if code, out := runApp(t, "-config", cfg, "-screenshot", filepath.Join(dir, "m.png"), "-frames", "2"); code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	ents, _ := os.ReadDir(cfg)
	kept := false
	for _, e := range ents {
		kept = kept || strings.HasPrefix(e.Name(), "autosave.bad-")
	}
	if !kept {
		t.Errorf("the bad save was not kept aside: %v", ents)
	}
}

func TestBadFlagsExit2(t *testing.T) {
	if code, _ := runApp(t, "-lang", "xx"); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if code, out := runApp(t, "-game", "chess", "-screenshot", filepath.Join(t.TempDir(), "x.png")); code != 1 || !strings.Contains(out, "chess") {
		t.Errorf("unknown game: exit %d %q", code, out)
	}
}

func TestVersionFlag(t *testing.T) {
	// -version wins over the other flags, even wrong ones, as appversion's
	// init decides before main.
	for _, args := range [][]string{{"-version"}, {"--version"}, {"-lang", "de", "-version"}, {"-version", "stray"}, {"-version=true"}} {
		if o, err := parseFlags(args, io.Discard); err != nil || !o.version {
			t.Errorf("%v: %+v %v", args, o, err)
		}
	}
	o, err := parseFlags([]string{"-version=false", "-scene", "rules"}, io.Discard)
	if err != nil || o.version || o.scene != "rules" {
		t.Errorf("-version=false: %+v %v", o, err)
	}
	if !strings.Contains(usage, "\n  -version ") {
		t.Error("-version is not in the usage")
	}
	// The app is given the version, a development build's here.
	cfg, err := o.appConfig(storage.NewMemory(), storage.DefaultSettings("en"), nil)
	if err != nil || cfg.Version != appversion.String() || !strings.HasPrefix(cfg.Version, "dev") {
		t.Errorf("the app's version: %q (%q) %v", cfg.Version, appversion.String(), err)
	}
}

// withoutDisplay is env with no display to open and a fresh home.
func withoutDisplay(t *testing.T, env []string) (out []string, home string) {
	home = t.TempDir()
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DISPLAY", "WAYLAND_DISPLAY", "HOME", "XDG_CONFIG_HOME", "NILEGAMES_TEST_MAIN":
			continue
		}
		out = append(out, kv)
	}
	return append(out, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config")), home
}

// runNoDisplay runs bin with args and no display, and checks it printed
// want alone and touched no settings.
func runNoDisplay(t *testing.T, bin, want string, args ...string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	env, home := withoutDisplay(t, os.Environ())
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v without a display: %v\n%s", bin, args, err, stderr.Bytes())
	}
	if stdout.String() != want+"\n" || stderr.Len() > 0 {
		t.Errorf("printed %q, stderr %q; want %q", stdout.String(), stderr.String(), want+"\n")
	}
	if ents, _ := os.ReadDir(home); len(ents) > 0 {
		t.Errorf("-version wrote into the home directory: %v", ents)
	}
}

// ebiten's package initialisation panics without a display on Linux:
// -version must answer before it. This test binary holds the same
// packages: run as "binary -version", it must print the version and exit.
func TestVersionWithoutDisplay(t *testing.T) {
	runNoDisplay(t, os.Args[0], appversion.Line(appversion.String()), "-lang", "fr", "-version")
}

// The release builds set the version at link time: the Makefile's
// -ldflags "-X main.version=..." reaches -version, in the real binary.
func TestVersionLinkedBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the app")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bin := filepath.Join(t.TempDir(), "nilegames")
	build := exec.Command(goTool, "build", "-ldflags", "-X main.version=1.2.3-test", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	runNoDisplay(t, bin, "Nile Games 1.2.3-test", "-version")
}

// main's own answer (the browser's way): after the flags, before any
// window or settings.
func TestVersionFromMain(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run")
	}
	cfg := filepath.Join(t.TempDir(), "cfg")
	// Were -version ignored, a window would open and stay.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "NILEGAMES_TEST_MAIN=1", "NILEGAMES_ARGS="+strings.Join([]string{"-config", cfg, "-version"}, "\x1f"))
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != appversion.Line(appversion.String())+"\n" {
		t.Errorf("%v, printed %q", err, out)
	}
	if _, err := os.Stat(cfg); err == nil {
		t.Error("-version touched the config directory")
	}
}
