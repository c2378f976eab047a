package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nilegames/scenes"
)

// initTime is when this package was initialised: the fallback for the
// process start where /proc is missing.
var initTime = time.Now()

// processStart is when the process began (Linux: /proc/self/stat, to the
// clock tick), else when this package was initialised.
func processStart() time.Time {
	stat, err1 := os.ReadFile("/proc/self/stat")
	up, err2 := os.ReadFile("/proc/uptime")
	if err1 != nil || err2 != nil {
		return initTime
	}
	// Field 22 (starttime, in ticks since boot) comes after the command's
	// closing parenthesis, which may contain spaces.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return initTime
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 20 {
		return initTime
	}
	ticks, err := strconv.ParseFloat(f[19], 64)
	upf := strings.Fields(string(up))
	if err != nil || len(upf) == 0 {
		return initTime
	}
	uptime, err := strconv.ParseFloat(upf[0], 64)
	if err != nil {
		return initTime
	}
	const hz = 100 // USER_HZ on every Linux port Go supports
	ago := time.Duration((uptime - ticks/hz) * float64(time.Second))
	return time.Now().Add(-ago)
}

// processCPU is the user and system time of the process, all threads
// (the GL driver's included), from /proc/self/stat.
func processCPU() (time.Duration, bool) {
	stat, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, false
	}
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0, false
	}
	u, err1 := strconv.ParseFloat(f[11], 64)
	k, err2 := strconv.ParseFloat(f[12], 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return time.Duration((u + k) / 100 * float64(time.Second)), true
}

// measured wraps the app for -firstframe and -quitafter.
type measured struct {
	*scenes.App
	start     time.Time
	first     bool // -firstframe
	stopAt    time.Time
	firstDone bool
	updated   bool
	shown     bool
}

// mark prints, for -firstframe, the time since the process start at a
// step of the start-up (where the wall time goes before the first frame).
func (o *options) mark(step string) {
	if o.firstframe {
		fmt.Fprintf(os.Stderr, "%s=%.0fms\n", step, float64(time.Since(processStart()).Microseconds())/1000)
	}
}

func (g *measured) Update() error {
	if g.first && !g.updated {
		g.updated = true
		fmt.Fprintf(os.Stderr, "firstupdate=%.0fms\n", float64(time.Since(g.start).Microseconds())/1000)
	}
	// The update after the first draw comes once that frame was flushed
	// to the driver and presented.
	if g.first && g.firstDone && !g.shown {
		g.shown = true
		cpu, _ := processCPU()
		fmt.Fprintf(os.Stderr, "firstframe=%.0fms (presented) cpu=%.0fms\n", float64(time.Since(g.start).Microseconds())/1000, float64(cpu.Microseconds())/1000)
	}
	if !g.stopAt.IsZero() && time.Now().After(g.stopAt) {
		g.report()
		return ebiten.Termination
	}
	return g.App.Update()
}

func (g *measured) Draw(screen *ebiten.Image) {
	g.App.Draw(screen)
	if g.first && !g.firstDone {
		g.firstDone = true
		fmt.Fprintf(os.Stderr, "firstdraw=%.0fms\n", float64(time.Since(g.start).Microseconds())/1000)
	}
}

// wrap returns what RunGame runs: the app itself, or the app wrapped for
// -firstframe and -quitafter.
func (o *options) wrap(app *scenes.App) ebiten.Game {
	if !o.firstframe && o.quitafter <= 0 {
		return app
	}
	g := &measured{App: app, first: o.firstframe, start: processStart()}
	if o.quitafter > 0 {
		g.stopAt = time.Now().Add(o.quitafter)
		// An idle app gets no update until input: stop it from outside.
		time.AfterFunc(o.quitafter+time.Second, func() {
			g.report()
			if o.stopProfile != nil {
				o.stopProfile()
			}
			os.Exit(0)
		})
	}
	return g
}

func (g *measured) report() {
	if cpu, ok := processCPU(); ok {
		fmt.Fprintf(os.Stderr, "cpu=%.2fs wall=%.2fs\n", cpu.Seconds(), time.Since(g.start).Seconds())
	}
}
