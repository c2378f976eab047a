// Command nileicon draws the app's icon (a pyramid before a gold sun above
// the Nile, drawn by render/appicon) into the PNG files of the
// browser build: the web app manifest's icons, the apple-touch-icon and the
// favicon. The PNGs are committed in cmd/nilegames/web; after a change here:
//
//	go run ./cmd/nileicon            writes them into cmd/nilegames/web
//	go run ./cmd/nileicon -out DIR   elsewhere
//
// Its test checks that the committed files are what this draws.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"nilegames/render/appicon"
)

// An icon file: its name, size in pixels, and whether it fills the whole
// square (maskable icons and Apple's, whose corners the system cuts) or is
// a rounded tile on transparency.
type icon struct {
	name     string
	size     int
	fullBled bool
}

var icons = []icon{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
	{"apple-touch-icon.png", 180, true},
	{"favicon.png", 32, false},
}

func main() {
	out := flag.String("out", filepath.Join("cmd", "nilegames", "web"), "the folder to write the PNG files into")
	flag.Parse()
	for _, ic := range icons {
		if err := writePNG(filepath.Join(*out, ic.name), draw1(ic)); err != nil {
			fmt.Fprintln(os.Stderr, "nileicon:", err)
			os.Exit(1)
		}
	}
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// draw1 draws one icon.
func draw1(ic icon) *image.RGBA { return appicon.Draw(ic.size, ic.fullBled) }
