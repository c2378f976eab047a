package main

import (
	"crypto/md5"
	"debug/elf"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// debLibs maps each shared library the app loads to the Debian package
// that ships it. The binary links libX11, libm and libc (DT_NEEDED, checked
// against this table); Ebitengine's GLFW opens the other X11 libraries and
// OpenGL with dlopen at run time, so no tool sees them in the binary: they
// are listed by hand after Ebitengine v2.8's internal/glfw (x11_init.c,
// glx_context.c) and internal/graphicsdriver/opengl.
var debLibs = map[string]string{
	"libc.so.6":        "libc6",
	"libm.so.6":        "libc6",
	"libdl.so.2":       "libc6",
	"librt.so.1":       "libc6",
	"libpthread.so.0":  "libc6",
	"libX11.so.6":      "libx11-6",
	"libXrandr.so.2":   "libxrandr2",
	"libXi.so.6":       "libxi6",
	"libXcursor.so.1":  "libxcursor1",
	"libXinerama.so.1": "libxinerama1",
	"libXxf86vm.so.1":  "libxxf86vm1",
	"libGL.so.1":       "libgl1",
}

// runtimeLibs are the libraries the app cannot start without, whether the
// binary names them (libX11) or GLFW opens them at run time.
var runtimeLibs = []string{"libX11.so.6", "libXrandr.so.2", "libXi.so.6", "libXcursor.so.1", "libXinerama.so.1", "libXxf86vm.so.1", "libGL.so.1"}

// checkELF refuses a file that is not a Linux amd64 executable: a stale
// or cross-built binary must not be packaged.
func checkELF(bin string) error {
	f, err := elf.Open(bin)
	if err != nil {
		return fmt.Errorf("%s: not a Linux binary: %w", bin, err)
	}
	defer f.Close()
	if f.Machine != elf.EM_X86_64 || f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
		return fmt.Errorf("%s: not a Linux amd64 executable (%v, %v)", bin, f.Machine, f.Type)
	}
	return nil
}

// debDepends is the Depends field for the binary: each library it links or
// opens, by package, and libc6 at least as new as the newest glibc symbol
// version it uses (what dpkg-shlibdeps would say for libc).
func debDepends(bin string) (string, error) {
	f, err := elf.Open(bin)
	if err != nil {
		return "", err
	}
	defer f.Close()
	needed, err := f.ImportedLibraries()
	if err != nil {
		return "", fmt.Errorf("%s: %w", bin, err)
	}
	syms, err := f.ImportedSymbols()
	if err != nil {
		return "", fmt.Errorf("%s: %w", bin, err)
	}
	glibc := ""
	for _, s := range syms {
		if v, ok := strings.CutPrefix(s.Version, "GLIBC_"); ok && versionLess(glibc, v) {
			glibc = v
		}
	}
	pkgs := map[string]bool{}
	for _, lib := range append(needed, runtimeLibs...) {
		p, ok := debLibs[lib]
		if !ok {
			return "", fmt.Errorf("%s links %s: add its Debian package to debLibs (cmd/nilepack/deb.go)", bin, lib)
		}
		pkgs[p] = true
	}
	var deps []string
	for p := range pkgs {
		if p == "libc6" && glibc != "" {
			p += " (>= " + glibc + ")"
		}
		deps = append(deps, p)
	}
	sort.Strings(deps)
	return strings.Join(deps, ", "), nil
}

// versionLess orders dotted numbers ("2.9" < "2.34"); "" is the least.
func versionLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	if a == "" {
		return b != ""
	}
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}

const debCopyright = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: nilegames

Files: *
Copyright: 2026 Nile Games
License: All rights reserved.
 The games' rules belong to their authors and publishers; the art and code
 are Nile Games' own.
`

func init() {
	commands["deb"] = command{
		summary: "nilegames_V_amd64.deb: /usr/games/nilegames, the Games menu entry, icons (needs dpkg-deb)",
		run:     runDeb,
	}
}

func runDeb(args []string, stdout io.Writer) error {
	var version, out, bin string
	fs := newFlags("deb", &version, &out, "the folder the package is written to")
	fs.StringVar(&bin, "bin", "build/nilegames", "the Linux amd64 binary")
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		return fmt.Errorf("deb: dpkg-deb not found (Debian/Ubuntu: apt-get install dpkg)")
	}
	if err := checkELF(bin); err != nil {
		return err
	}
	depends, err := debDepends(bin)
	if err != nil {
		return err
	}
	exe, err := readEntry(bin, "usr/games/nilegames", 0o755)
	if err != nil {
		return err
	}
	icons, err := hicolorIcons()
	if err != nil {
		return err
	}
	files := []entry{
		exe,
		{name: "usr/share/applications/nilegames.desktop", mode: 0o644, data: desktopEntry("/usr/games/nilegames")},
		{name: "usr/share/doc/nilegames/copyright", mode: 0o644, data: []byte(debCopyright)},
	}
	for _, ic := range icons {
		ic.name = "usr/share/icons/hicolor/" + ic.name
		files = append(files, ic)
	}
	installed := 0
	var sums strings.Builder
	for _, e := range files {
		installed += (len(e.data) + 1023) / 1024
		fmt.Fprintf(&sums, "%x  %s\n", md5.Sum(e.data), e.name)
	}
	control := fmt.Sprintf(`Package: nilegames
Version: %s
Architecture: amd64
Maintainer: Nile Games <nilegames@invalid>
Installed-Size: %d
Depends: %s
Recommends: libgl1-mesa-dri
Section: games
Priority: optional
Description: five Egypt-themed board games against AI or at one screen
 Imhotep, Kheops, Tekhenu, Pharaon and Egizia: Shifting Sands, with every
 rule, AI opponents at three levels, the official solo opponents, undo,
 a game log, autosave and an illustrated rules reference. Play alone or
 with friends at one screen (hot seat), in French or English, offline.
`, debVersion(version), installed, depends)
	files = append(files,
		entry{name: "DEBIAN/control", mode: 0o644, data: []byte(control)},
		entry{name: "DEBIAN/md5sums", mode: 0o644, data: []byte(sums.String())})

	stage, err := os.MkdirTemp("", "nilepack-deb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(stage)
	if err := stageTree(stage, files); err != nil {
		return err
	}
	file := filepath.Join(out, "nilegames_"+version+"_amd64.deb")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	cmd := exec.Command("dpkg-deb", "--root-owner-group", "-Zxz", "--build", stage, file+".tmp")
	cmd.Env = append(os.Environ(), "SOURCE_DATE_EPOCH="+strconv.FormatInt(epoch().Unix(), 10))
	if msg, err := cmd.CombinedOutput(); err != nil {
		os.Remove(file + ".tmp")
		return fmt.Errorf("dpkg-deb: %v: %s", err, msg)
	}
	if err := os.Rename(file+".tmp", file); err != nil {
		return err
	}
	fmt.Fprintln(stdout, file)
	return nil
}

// stageTree writes the entries under dir with their modes, folders 0755 and
// every time set to epoch, whatever the umask.
func stageTree(dir string, files []entry) error {
	t := epoch()
	for _, d := range dirsOf(files) {
		p := filepath.Join(dir, filepath.FromSlash(d))
		if err := os.MkdirAll(p, 0o755); err != nil {
			return err
		}
		if err := os.Chmod(p, 0o755); err != nil {
			return err
		}
	}
	for _, e := range files {
		p := filepath.Join(dir, filepath.FromSlash(e.name))
		if err := os.WriteFile(p, e.data, e.mode); err != nil {
			return err
		}
		if err := os.Chmod(p, e.mode); err != nil {
			return err
		}
		if err := os.Chtimes(p, t, t); err != nil {
			return err
		}
	}
	for _, d := range dirsOf(files) {
		if err := os.Chtimes(filepath.Join(dir, filepath.FromSlash(d)), t, t); err != nil {
			return err
		}
	}
	return os.Chmod(dir, 0o755)
}
