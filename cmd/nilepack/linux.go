package main

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"path/filepath"

	"nilegames/render/appicon"
)

// hicolorSizes are the icon theme's sizes the Linux archives carry: desktops
// pick the nearest and scale, and 48 is the smallest a menu asks for.
var hicolorSizes = []int{48, 64, 128, 256, 512}

// hicolorIcons are the icons drawn at each size, keyed by their path in
// an icon theme ("48x48/apps/nilegames.png").
func hicolorIcons() ([]entry, error) {
	var out []entry
	for _, s := range hicolorSizes {
		var buf bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&buf, appicon.Draw(s, false)); err != nil {
			return nil, err
		}
		out = append(out, entry{name: fmt.Sprintf("%dx%d/apps/nilegames.png", s, s), mode: 0o644, data: buf.Bytes()})
	}
	return out, nil
}

// desktopEntry is the freedesktop.org menu entry; exec is the command it
// runs (the .deb's absolute path, the tar's bare name on PATH).
func desktopEntry(exec string) []byte {
	return []byte(`[Desktop Entry]
Type=Application
Name=Nile Games
GenericName=Board Games
GenericName[fr]=Jeux de plateau
Comment=Five Egypt-themed board games: Imhotep, Kheops, Tekhenu, Pharaon, Egizia
Comment[fr]=Cinq jeux de plateau sur l'Égypte : Imhotep, Kheops, Tekhenu, Pharaon, Egizia
Exec=` + exec + `
Icon=nilegames
Terminal=false
Categories=Game;BoardGame;
Keywords=board;game;Egypt;Imhotep;Kheops;Tekhenu;Pharaon;Egizia;jeu;plateau;Égypte;
`)
}

func init() {
	commands["linux"] = command{
		summary: "nilegames-V-linux-amd64.tar.gz: the binary, .desktop, icons, README",
		run:     runLinux,
	}
}

func runLinux(args []string, stdout io.Writer) error {
	var version, out, bin string
	fs := newFlags("linux", &version, &out, "the folder the archive is written to")
	fs.StringVar(&bin, "bin", "build/nilegames", "the Linux amd64 binary")
	if err := parse(fs, args, &version); err != nil {
		return err
	}
	if err := checkELF(bin); err != nil {
		return err
	}
	root := "nilegames-" + version + "-linux-amd64/"
	exe, err := readEntry(bin, root+"nilegames", 0o755)
	if err != nil {
		return err
	}
	icons, err := hicolorIcons()
	if err != nil {
		return err
	}
	entries := []entry{
		exe,
		{name: root + "nilegames.desktop", mode: 0o644, data: desktopEntry("nilegames")},
		{name: root + "README.txt", mode: 0o644, data: readmeText("linux", version)},
	}
	for _, ic := range icons {
		ic.name = root + "icons/hicolor/" + ic.name
		entries = append(entries, ic)
	}
	file := filepath.Join(out, "nilegames-"+version+"-linux-amd64.tar.gz")
	if err := writeTarGz(file, entries); err != nil {
		return err
	}
	fmt.Fprintln(stdout, file)
	return nil
}
