// Command nilegames is the Nile Games app: five Egypt-themed board games
// against AI opponents or at one screen (hot seat), in French and English.
//
//	nilegames                                  the title menu
//	nilegames -game imhotep -seats human,hard,hard,hard -lang fr
//	nilegames -game imhotep -autoplay -seed 7  every seat played by the AI
//	nilegames -game imhotep -autoplay -seed 7 -moves 60 -screenshot match.png -frames 30
//	nilegames -version                         print the version and exit
//
// -screenshot FILE renders -frames frames, writes the PNG of the screen
// (the 1920x1080 logical canvas; 1920D x 1080D pixels with -density D) and
// exits 0; it neither reads nor writes the player's settings and autosave
// unless -config is given.
//
// The window shows the canvas at its own device pixels (HiDPI screens and
// windows larger than 1080p are drawn at their resolution, not scaled up).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/cmd/nilegames/internal/appversion"
	"nilegames/scenes"
	"nilegames/scenes/storage"

	_ "nilegames/engine/imhotep"
	_ "nilegames/scenes/egiziaview"
	_ "nilegames/scenes/imhotepview"
	_ "nilegames/scenes/kheopsview"
	_ "nilegames/scenes/pharaonview"
	_ "nilegames/scenes/tekhenuview"
)

// version is the release, set at link time:
// go build -ldflags "-X main.version=1.2.3". Empty in a development build,
// named from its VCS revision instead. appversion reads it (go:linkname),
// as its init runs before this package's: appversion.String.
var version string

func main() {
	opt, err := parseFlags(platformArgs(), os.Stderr)
	if err == flag.ErrHelp {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "nilegames:", err)
		os.Exit(2)
	}
	// On the desktop appversion's init has answered already, before
	// ebiten's needed a display; this is the browser's way, and tests'.
	if opt.version {
		fmt.Println(appversion.Line(appversion.String()))
		return
	}
	if err := run(opt); err != nil {
		fmt.Fprintln(os.Stderr, "nilegames:", err)
		os.Exit(1)
	}
}

func run(o *options) error {
	st, err := o.store()
	if err != nil {
		return err
	}
	def := storage.DefaultSettings(storage.SystemLocale())
	settings, serr := def, error(nil)
	if !o.ephemeral() || o.config != "" {
		settings, serr = storage.LoadSettings(st, def)
	}
	cfg, err := o.appConfig(st, settings, serr)
	if err != nil {
		return err
	}
	platformConfig(&cfg)
	if o.fps {
		cfg.Logf = func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	}
	if o.memstats > 0 {
		startMemStats(os.Stderr, o.memstats)
	}
	ebiten.SetWindowSizeLimits(minW, minH, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if o.screenshot == "" {
		openWindow(settings.Window)
	} else {
		ebiten.SetWindowSize(1280, 720)
	}
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetTPS(scenes.TPS)
	o.mark("main")
	app, err := scenes.New(cfg)
	if err != nil {
		return err
	}
	o.mark("app")
	ebiten.SetWindowTitle(app.T("app.title"))
	if settings.Fullscreen && o.screenshot == "" && !browser {
		ebiten.SetFullscreen(true)
	}
	stop, err := o.startProfile(o.cpuprofile)
	if err != nil {
		return err
	}
	defer stop()
	if err := ebiten.RunGame(platformGame(app, o.wrap(app), o.screenshot != "")); err != nil {
		return err
	}
	return app.Err()
}

func (o *options) screenshotWriter() (io.WriteCloser, error) { return os.Create(o.screenshot) }
