package main

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestCheckVersion(t *testing.T) {
	for in, want := range map[string]string{"1.0.0": "1.0.0", "v1.2.3": "1.2.3", "1.0.0-3-gabc1234-dirty": "1.0.0-3-gabc1234-dirty", "abc1234": "abc1234"} {
		if got, err := checkVersion(in); err != nil || got != want {
			t.Errorf("checkVersion(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "v", "1.0 beta", "1.0/2", "../x"} {
		if got, err := checkVersion(bad); err == nil {
			t.Errorf("checkVersion(%q) = %q, want an error", bad, got)
		}
	}
}

// Debian orders these as releases are made: a hash before any release,
// commits after a tag after it.
func TestDebVersion(t *testing.T) {
	for in, want := range map[string]string{"1.0.0": "1.0.0", "1.0.0-3-gabc1234": "1.0.0+3+gabc1234", "abc1234-dirty": "0~git.abc1234+dirty", "59fd67d": "0~git.59fd67d"} {
		if got := debVersion(in); got != want {
			t.Errorf("debVersion(%q) = %q, want %q", in, got, want)
		}
	}
	if _, err := exec.LookPath("dpkg"); err != nil {
		t.Skip("no dpkg to compare versions")
	}
	order := []string{"59fd67d", "0.9.0", "1.0.0", "1.0.0-3-gabc1234", "1.0.1"}
	for i := 1; i < len(order); i++ {
		a, b := debVersion(order[i-1]), debVersion(order[i])
		if err := exec.Command("dpkg", "--compare-versions", a, "lt", b).Run(); err != nil {
			t.Errorf("dpkg: %s is not older than %s", a, b)
		}
	}
}

func TestNumericVersion(t *testing.T) {
	for in, want := range map[string][4]uint16{"1.2.3": {1, 2, 3, 0}, "1.2.3-4-gabc": {1, 2, 3, 4}, "2": {2, 0, 0, 0}, "abc1234": {}, "1.2.3-dirty": {1, 2, 3, 0}} {
		if got := numericVersion(in); got != want {
			t.Errorf("numericVersion(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestVersionLess(t *testing.T) {
	if !versionLess("2.9", "2.34") || versionLess("2.34", "2.9") || versionLess("2.34", "2.34") || !versionLess("", "2.2.5") {
		t.Error("versionLess orders dotted numbers wrongly")
	}
}

// A Linux binary to package: this test's own executable.
func selfELF(t *testing.T) string {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if f, err := elf.Open(exe); err != nil || f.Machine != elf.EM_X86_64 {
		t.Skip("not a Linux amd64 test binary")
	}
	return exe
}

func TestDebBuilt(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Skip("no dpkg-deb")
	}
	out := t.TempDir()
	var log bytes.Buffer
	if err := dispatch([]string{"deb", "-version", "1.2.3", "-bin", selfELF(t), "-out", out}, &log, io.Discard); err != nil {
		t.Fatal(err)
	}
	checkDeb(t, filepath.Join(out, "nilegames_1.2.3_amd64.deb"), "1.2.3")
}

func TestLinuxTarBuilt(t *testing.T) {
	out := t.TempDir()
	if err := dispatch([]string{"linux", "-version", "1.2.3", "-bin", selfELF(t), "-out", out}, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	checkTar(t, filepath.Join(out, "nilegames-1.2.3-linux-amd64.tar.gz"), "1.2.3")
}

// Bad input says what is wrong and writes nothing.
func TestLinuxRefusals(t *testing.T) {
	out := t.TempDir()
	notELF := filepath.Join(out, "nilegames.exe")
	os.WriteFile(notELF, []byte("MZ not an ELF"), 0o644)
	for _, args := range [][]string{
		{"deb", "-bin", selfELF(t), "-out", out},
		{"linux", "-version", "1.0", "-bin", notELF, "-out", out},
		{"deb", "-version", "1.0", "-bin", filepath.Join(out, "missing"), "-out", out},
		{"linux", "-version", "1 0", "-bin", selfELF(t), "-out", out},
		{"web", "-version", "1.0", "-dir", out, "-out", out},
	} {
		if err := dispatch(args, io.Discard, io.Discard); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
	des, _ := os.ReadDir(out)
	if len(des) != 1 {
		t.Errorf("refused commands wrote files: %v", des)
	}
}

// The release archives make dist wrote (make test sets NILEGAMES_DIST_DIR).
func distFile(t *testing.T, pattern string) (path, version string) {
	dir := os.Getenv("NILEGAMES_DIST_DIR")
	if dir == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("NILEGAMES_DIST_DIR unset on CI: make test sets it after make dist")
		}
		t.Skip("NILEGAMES_DIST_DIR unset: make test sets it after make dist")
	}
	m, _ := filepath.Glob(filepath.Join(dir, pattern))
	if len(m) != 1 {
		t.Fatalf("%s in %s: %d files, want 1", pattern, dir, len(m))
	}
	re := regexp.MustCompile(`^nilegames[_-](.+?)(_amd64\.deb|-linux-amd64\.tar\.gz|-web\.zip|-windows-amd64\.zip)$`)
	sm := re.FindStringSubmatch(filepath.Base(m[0]))
	if sm == nil {
		t.Fatalf("%s: no version in the name", m[0])
	}
	return m[0], sm[1]
}

func TestDistDeb(t *testing.T) {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		t.Fatal("no dpkg-deb to read the .deb")
	}
	deb, v := distFile(t, "nilegames_*_amd64.deb")
	dir := checkDeb(t, deb, v)
	// The real binary: every library it links is a dependency.
	bin := filepath.Join(dir, "usr/games/nilegames")
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	needed, _ := f.ImportedLibraries()
	if len(needed) == 0 {
		t.Fatal("the app links no shared library: not the cgo build")
	}
	depends := debField(t, deb, "Depends")
	for _, lib := range needed {
		if !strings.Contains(depends, debLibs[lib]) || debLibs[lib] == "" {
			t.Errorf("links %s, Depends %q lacks its package", lib, depends)
		}
	}
	if !regexp.MustCompile(`libc6 \(>= 2\.\d+\)`).MatchString(depends) {
		t.Errorf("Depends %q: libc6 without a version", depends)
	}
}

func TestDistLinuxTar(t *testing.T) {
	tgz, v := distFile(t, "nilegames-*-linux-amd64.tar.gz")
	checkTar(t, tgz, v)
}

func debField(t *testing.T, deb, field string) string {
	out, err := exec.Command("dpkg-deb", "-f", deb, field).Output()
	if err != nil {
		t.Fatalf("dpkg-deb -f %s: %v", field, err)
	}
	return strings.TrimSpace(string(out))
}

// checkDeb checks the package's fields and files and returns the folder
// it was unpacked into.
func checkDeb(t *testing.T, deb, version string) string {
	t.Helper()
	for field, want := range map[string]string{"Package": "nilegames", "Version": debVersion(version), "Architecture": "amd64", "Section": "games"} {
		if got := debField(t, deb, field); got != want {
			t.Errorf("%s: %q, want %q", field, got, want)
		}
	}
	depends := debField(t, deb, "Depends")
	for _, p := range []string{"libgl1", "libx11-6", "libxcursor1", "libxi6", "libxinerama1", "libxrandr2", "libxxf86vm1"} {
		if !strings.Contains(depends, p) {
			t.Errorf("Depends %q lacks %s", depends, p)
		}
	}
	if strings.Contains(depends, "-dev") {
		t.Errorf("Depends %q names a -dev package", depends)
	}
	list, err := exec.Command("dpkg-deb", "-c", deb).Output()
	if err != nil {
		t.Fatal(err)
	}
	modes := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(list))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 6 {
			continue
		}
		if f[1] != "root/root" {
			t.Errorf("%s owned by %s", f[len(f)-1], f[1])
		}
		modes[strings.TrimPrefix(f[len(f)-1], ".")] = f[0]
	}
	want := map[string]string{
		"/usr/games/nilegames":                      "-rwxr-xr-x",
		"/usr/share/applications/nilegames.desktop": "-rw-r--r--",
		"/usr/share/doc/nilegames/copyright":        "-rw-r--r--",
	}
	for _, s := range hicolorSizes {
		want["/usr/share/icons/hicolor/"+itoa(s)+"x"+itoa(s)+"/apps/nilegames.png"] = "-rw-r--r--"
	}
	for p, m := range want {
		if modes[p] != m {
			t.Errorf("%s: mode %q, want %q", p, modes[p], m)
		}
	}
	for p, m := range modes {
		if m[0] == '-' && want[p] == "" {
			t.Errorf("unexpected file %s", p)
		}
	}
	dir := t.TempDir()
	if out, err := exec.Command("dpkg-deb", "-x", deb, dir).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb -x: %v %s", err, out)
	}
	desktop, _ := os.ReadFile(filepath.Join(dir, "usr/share/applications/nilegames.desktop"))
	checkDesktop(t, desktop, "/usr/games/nilegames")
	for _, s := range hicolorSizes {
		checkPNG(t, filepath.Join(dir, "usr/share/icons/hicolor", itoa(s)+"x"+itoa(s), "apps/nilegames.png"), s)
	}
	return dir
}

func itoa(n int) string { return strconv.Itoa(n) }

// checkDesktop checks a .desktop entry's keys (and, where
// desktop-file-validate is installed, what it says).
func checkDesktop(t *testing.T, data []byte, exec_ string) {
	t.Helper()
	s := string(data)
	if !strings.HasPrefix(s, "[Desktop Entry]\n") {
		t.Errorf(".desktop does not start with [Desktop Entry]: %q", s)
	}
	for _, line := range []string{"Type=Application", "Name=Nile Games", "Exec=" + exec_, "Icon=nilegames", "Terminal=false", "Categories=Game;BoardGame;"} {
		if !strings.Contains(s, "\n"+line+"\n") {
			t.Errorf(".desktop lacks %q", line)
		}
	}
	if v, err := exec.LookPath("desktop-file-validate"); err == nil {
		f := filepath.Join(t.TempDir(), "nilegames.desktop")
		os.WriteFile(f, data, 0o644)
		if out, err := exec.Command(v, f).CombinedOutput(); err != nil || len(bytes.TrimSpace(out)) > 0 {
			t.Errorf("desktop-file-validate: %v %s", err, out)
		}
	}
}

func checkPNG(t *testing.T, file string, size int) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Errorf("%s: %v", file, err)
		return
	}
	if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
		t.Errorf("%s: %v, want %d square", file, b, size)
	}
}

func checkTar(t *testing.T, file, version string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	root := "nilegames-" + version + "-linux-amd64/"
	want := map[string]int64{root + "nilegames": 0o755, root + "nilegames.desktop": 0o644, root + "README.txt": 0o644}
	for _, s := range hicolorSizes {
		want[root+"icons/hicolor/"+itoa(s)+"x"+itoa(s)+"/apps/nilegames.png"] = 0o644
	}
	tr := tar.NewReader(gz)
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(h.Name, root) {
			t.Errorf("%s outside %s", h.Name, root)
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		m, ok := want[h.Name]
		if !ok {
			t.Errorf("unexpected %s", h.Name)
		} else if h.Mode != m {
			t.Errorf("%s: mode %o, want %o", h.Name, h.Mode, m)
		}
		files[h.Name], _ = io.ReadAll(tr)
	}
	for n := range want {
		if files[n] == nil {
			t.Errorf("%s missing", n)
		}
	}
	checkDesktop(t, files[root+"nilegames.desktop"], "nilegames")
	if !bytes.Contains(files[root+"README.txt"], []byte("Nile Games "+version)) {
		t.Error("README.txt does not name the version")
	}
}
