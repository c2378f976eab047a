package main

import (
	"bytes"
	"debug/pe"
	"fmt"
	"image"
	"io"
	"path/filepath"
	"strings"

	"github.com/tc-hib/winres"
	winver "github.com/tc-hib/winres/version"

	"nilegames/render/appicon"
)

func init() {
	commands["winres"] = command{"the .syso of icon, manifest and version that go build links into NileGames.exe", runWinres}
	commands["windows"] = command{"the Windows zip: NileGames.exe and README.txt", runWindows}
}

// iconSizes are the sizes Windows picks from (Explorer's views, the
// taskbar, the title bar at 100-200% scaling); each is drawn at its
// size, sharper than one image scaled down.
var iconSizes = []int{256, 128, 64, 48, 32, 24, 16}

// sysoName is what go build links into a windows/amd64 build of the
// package whose folder holds it.
const sysoName = "rsrc_windows_amd64.syso"

func runWinres(args []string, stdout io.Writer) error {
	var version, out string
	fs := newFlags("winres", &version, &out, "the folder of the .syso: cmd/nilegames's")
	o := fs.Lookup("out")
	o.DefValue = "cmd/nilegames"
	o.Value.Set(o.DefValue)
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	obj, err := winresObject(version)
	if err != nil {
		return fmt.Errorf("winres: %w", err)
	}
	file := filepath.Join(out, sysoName)
	if err := writeFile(file, obj); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s (%d bytes)\n", file, len(obj))
	return nil
}

// winresObject is the COFF object of the app's resources for version:
// the icon, the manifest of go-winres's "gui" preset and the version
// information Explorer shows in a file's Details.
func winresObject(version string) ([]byte, error) {
	var rs winres.ResourceSet
	imgs := make([]image.Image, len(iconSizes))
	for i, s := range iconSizes {
		imgs[i] = appicon.Draw(s, false)
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	// The first icon group is the one Explorer and the taskbar show.
	if err := rs.SetIcon(winres.ID(1), icon); err != nil {
		return nil, err
	}
	// Per-monitor v2: Ebitengine scales to each monitor's DPI itself, so
	// Windows must not stretch the window's bitmap.
	rs.SetManifest(winres.AppManifest{DPIAwareness: winres.DPIPerMonitorV2, UseCommonControlsV6: true})

	n := numericVersion(version)
	vi := winver.Info{FileVersion: n, ProductVersion: n}
	for _, kv := range [][2]string{
		{winver.ProductName, "Nile Games"},
		{winver.FileDescription, "Nile Games"},
		{winver.CompanyName, "Nile Games"},
		{winver.LegalCopyright, "© 2026 Nile Games"},
		{winver.OriginalFilename, "NileGames.exe"},
		{winver.ProductVersion, version},
		{winver.FileVersion, dotted(n)},
	} {
		if err := vi.Set(winver.LangDefault, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)

	var buf bytes.Buffer
	if err := rs.WriteObject(&buf, winres.ArchAMD64); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func runWindows(args []string, stdout io.Writer) error {
	var version, out, exe string
	fs := newFlags("windows", &version, &out, "the folder of the zip")
	fs.StringVar(&exe, "exe", "", "the windows/amd64 build of cmd/nilegames (required)")
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	if exe == "" {
		return fmt.Errorf("%s: -exe is required", fs.Name())
	}
	e, err := readEntry(exe, "NileGames/NileGames.exe", 0o755)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Name(), err)
	}
	if err := checkWindowsExe(e.data); err != nil {
		return fmt.Errorf("%s: %s: %w", fs.Name(), exe, err)
	}
	readme := strings.ReplaceAll(string(readmeText("windows", version)), "\n", "\r\n")
	file := filepath.Join(out, "nilegames-"+version+"-windows-amd64.zip")
	entries := []entry{e, {name: "NileGames/README.txt", mode: 0o644, data: []byte(readme)}}
	if err := writeZip(file, entries); err != nil {
		return err
	}
	fmt.Fprintln(stdout, file)
	return nil
}

// checkWindowsExe catches the build mistakes that still give an .exe:
// the wrong GOARCH, no -H=windowsgui (a console window opens beside the
// game) and no .syso (no icon, no version, no DPI awareness).
func checkWindowsExe(data []byte) error {
	f, err := pe.NewFile(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("not a Windows program: %w", err)
	}
	defer f.Close()
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 || !ok {
		return fmt.Errorf("not an amd64 program (machine %#x)", f.Machine)
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		return fmt.Errorf("subsystem %d, not GUI: build it with -ldflags=-H=windowsgui", oh.Subsystem)
	}
	if f.Section(".rsrc") == nil {
		return fmt.Errorf("no resources: run nilepack winres before go build")
	}
	return nil
}
