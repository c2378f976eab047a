package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"nilegames/render/appicon"
)

func init() {
	commands["macapp"] = command{
		summary: "the macOS app bundle (Nile Games.app) and README.txt from darwin binaries",
		run:     runMacApp,
	}
}

const (
	macAppName = "Nile Games.app"
	macExec    = "nilegames"
	macIcon    = "nilegames"
	// macMinOS is Go 1.26's oldest macOS (Monterey); build-macos.sh
	// passes the same to clang.
	macMinOS = "12.0"
)

func runMacApp(args []string, stdout io.Writer) error {
	var version, out, bins string
	fs := newFlags("macapp", &version, &out, "the folder that gets "+macAppName+" and README.txt")
	fs.StringVar(&bins, "bin", "", "the darwin binary, or two (arm64,amd64) that lipo joins into one universal binary")
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	var files []string
	for _, f := range strings.Split(bins, ",") {
		if f = strings.TrimSpace(f); f != "" {
			files = append(files, f)
		}
	}
	if len(files) == 0 || len(files) > 2 {
		return fmt.Errorf("%s: -bin takes one binary or two (arm64,amd64)", fs.Name())
	}
	app, err := macApp(version, files, out)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Name(), err)
	}
	if err := writeFile(filepath.Join(out, "README.txt"), readmeText("macos", version)); err != nil {
		return err
	}
	fmt.Fprintln(stdout, app)
	return nil
}

// macApp builds out/Nile Games.app from bins and returns its path. It is
// built beside under a temporary name, then renamed: a stopped run leaves
// no half bundle under the final name.
func macApp(version string, bins []string, out string) (string, error) {
	for _, b := range bins {
		st, err := os.Stat(b)
		if err != nil {
			return "", err
		}
		if st.Size() == 0 {
			return "", fmt.Errorf("%s is empty", b)
		}
	}
	if len(bins) > 1 {
		if _, err := exec.LookPath("lipo"); err != nil {
			return "", errors.New("lipo: only on macOS (Xcode command line tools)")
		}
	}
	icns, err := macIcns()
	if err != nil {
		return "", err
	}
	app := filepath.Join(out, macAppName)
	tmp := app + ".tmp"
	for _, d := range []string{app, tmp} {
		if err := os.RemoveAll(d); err != nil {
			return "", err
		}
	}
	contents := filepath.Join(tmp, "Contents")
	for _, d := range []string{"MacOS", "Resources"} {
		if err := os.MkdirAll(filepath.Join(contents, d), 0o755); err != nil {
			return "", err
		}
	}
	files := []struct {
		name string
		data []byte
	}{
		{"Info.plist", infoPlist(version)},
		{"PkgInfo", []byte("APPL????")},
		{"Resources/" + macIcon + ".icns", icns},
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(contents, f.name), f.data, 0o644); err != nil {
			return "", err
		}
	}
	exe := filepath.Join(contents, "MacOS", macExec)
	if len(bins) == 1 {
		data, err := os.ReadFile(bins[0])
		if err != nil {
			return "", err
		}
		err = os.WriteFile(exe, data, 0o755)
		if err != nil {
			return "", err
		}
	} else {
		cmd := exec.Command("lipo", append([]string{"-create", "-output", exe}, bins...)...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("lipo: %v: %s", err, bytes.TrimSpace(msg))
		}
	}
	// WriteFile's mode passes through the umask, lipo's too.
	if err := os.Chmod(exe, 0o755); err != nil {
		return "", err
	}
	return app, os.Rename(tmp, app)
}

// macPlistKeys is Info.plist's dict, in the order written: a key, then a
// string or a bool.
func macPlistKeys(version string) [][2]any {
	n := numericVersion(version)
	return [][2]any{
		{"CFBundleDisplayName", "Nile Games"},
		{"CFBundleExecutable", macExec},
		{"CFBundleIconFile", macIcon},
		{"CFBundleIdentifier", "org.nilegames.NileGames"},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Nile Games"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])},
		// Apple takes one to three numbers here; builds between tags are
		// not released, so the commit count is left out.
		{"CFBundleVersion", fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", macMinOS},
		{"NSHighResolutionCapable", true},
		{"NSHumanReadableCopyright", "© 2026 Nile Games"},
	}
}

func infoPlist(version string) []byte {
	return plist(macPlistKeys(version))
}

// plist writes a property list of one dict; keys and strings are escaped,
// so no value can break the XML.
func plist(kv [][2]any) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString(`<plist version="1.0">` + "\n<dict>\n")
	esc := func(s string) {
		if err := xml.EscapeText(&b, []byte(s)); err != nil {
			panic(err) // a bytes.Buffer does not fail
		}
	}
	for _, e := range kv {
		b.WriteString("\t<key>")
		esc(e[0].(string))
		b.WriteString("</key>\n\t")
		switch v := e[1].(type) {
		case string:
			b.WriteString("<string>")
			esc(v)
			b.WriteString("</string>")
		case bool:
			fmt.Fprintf(&b, "<%t/>", v)
		default:
			panic(fmt.Sprintf("plist: %T value", v))
		}
		b.WriteString("\n")
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

// icnsTypes are the .icns entries and their pixel sizes: PNG entries all,
// the @2x ones sharing the PNG of the size they double.
var icnsTypes = []struct {
	typ  string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256},
	{"ic09", 512}, {"ic10", 1024}, {"ic11", 32}, {"ic12", 64}, {"ic13", 256},
	{"ic14", 512},
}

// macGridIcon is the icon on macOS's grid: the tile is 824 of 1024 pixels,
// centred, as Apple's own icons are since Big Sur, so that it stands no
// larger than its neighbours in the Dock.
func macGridIcon(size int) *image.RGBA {
	inner := (size*824 + 512) / 1024
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	off := (size - inner) / 2
	draw.Draw(img, image.Rect(off, off, off+inner, off+inner), appicon.Draw(inner, false), image.Point{}, draw.Src)
	return img
}

// macIcns is the app's icon as an .icns file: "icns", the file's length,
// then entries of type, length (with this 8-byte header) and data.
func macIcns() ([]byte, error) {
	pngs := map[int][]byte{}
	var body bytes.Buffer
	for _, t := range icnsTypes {
		data, ok := pngs[t.size]
		if !ok {
			var buf bytes.Buffer
			if err := png.Encode(&buf, macGridIcon(t.size)); err != nil {
				return nil, err
			}
			data = buf.Bytes()
			pngs[t.size] = data
		}
		body.WriteString(t.typ)
		body.Write(binary.BigEndian.AppendUint32(nil, uint32(8+len(data))))
		body.Write(data)
	}
	out := append([]byte("icns"), binary.BigEndian.AppendUint32(nil, uint32(8+body.Len()))...)
	return append(out, body.Bytes()...), nil
}
