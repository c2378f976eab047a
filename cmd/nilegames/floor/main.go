// Command floor is a measurement helper, not part of the app: the memory
// floor of an Ebitengine window set up as nilegames sets up its own (a
// 1280×720 window showing a 1920×1080 logical screen that is not cleared
// every frame), with one pixel changed per frame so that every frame is
// drawn and presented. BENCHMARKS.md compares the app's RSS with its RSS.
//
//	xvfb-run -a -s "-screen 0 1920x1080x24" go run ./cmd/nilegames/floor -quitafter 30s
//
// -canvases N keeps N extra 1920×1080 offscreen images, each drawn once and
// blitted every frame, to measure what one full-screen image costs.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type floor struct {
	n        int
	canvases []*ebiten.Image
	stopAt   time.Time
	tick     int
}

func (f *floor) Update() error {
	if !f.stopAt.IsZero() && time.Now().After(f.stopAt) {
		return ebiten.Termination
	}
	f.tick++
	return nil
}

func (f *floor) Draw(screen *ebiten.Image) {
	for len(f.canvases) < f.n {
		img := ebiten.NewImageWithOptions(image.Rect(0, 0, 1920, 1080), &ebiten.NewImageOptions{Unmanaged: true})
		img.Fill(color.RGBA{uint8(len(f.canvases) * 40), 90, 40, 255})
		f.canvases = append(f.canvases, img)
	}
	for _, c := range f.canvases {
		screen.DrawImage(c, nil)
	}
	screen.Set(f.tick%1920, 540, color.RGBA{uint8(f.tick), 200, 100, 255})
}

func (f *floor) Layout(int, int) (int, int) { return 1920, 1080 }

func main() {
	quit := flag.Duration("quitafter", 0, "stop after this long (0: never)")
	n := flag.Int("canvases", 0, "extra 1920x1080 offscreen images to keep")
	flag.Parse()
	if *n < 0 {
		fmt.Fprintln(os.Stderr, "floor: -canvases must not be negative")
		os.Exit(2)
	}
	f := &floor{n: *n}
	if *quit > 0 {
		f.stopAt = time.Now().Add(*quit)
	}
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowTitle("floor")
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetTPS(60)
	if err := ebiten.RunGame(f); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(1)
	}
}
