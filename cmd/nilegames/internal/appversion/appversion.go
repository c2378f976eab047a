// Package appversion is the app's version and its -version flag.
//
// The flag is answered from this package's init, before main: ebiten's
// package initialisation opens the display (GLFW) and panics without one
// on Linux, so main would never run where there is no display. This
// package imports nothing of the app and nothing that needs a display,
// so the Go initialisation order (a package as soon as its imports are
// ready, by import path among the ready ones) runs it before ebiten's.
// cmd/nilegames's tests run the binary without DISPLAY to keep it so.
package appversion

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	_ "unsafe" // go:linkname
)

// linked is main.version, set at link time with
// -ldflags "-X main.version=1.2.3": the same variable, read here because
// this package runs before main is initialised.
//
//go:linkname linked main.version
var linked string

// String is the app's version: the one set at link time, else the one
// the build information gives (Dev).
func String() string { return Of(linked) }

// Of is linked (a leading "v" dropped: "v1.2.3" is 1.2.3), else Dev of the
// running binary's build information.
func Of(linked string) string {
	if linked != "" {
		if len(linked) > 1 && linked[0] == 'v' && linked[1] >= '0' && linked[1] <= '9' {
			return linked[1:]
		}
		return linked
	}
	return Dev(debug.ReadBuildInfo())
}

// Dev is the version of a build not given one at link time: "dev", with
// the VCS revision (short) and "-dirty" for uncommitted changes when the
// build recorded them: "dev-8fe39ca-dirty".
func Dev(bi *debug.BuildInfo, ok bool) string {
	if !ok || bi == nil {
		return "dev"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	v := "dev-" + rev[:min(len(rev), 7)]
	if dirty {
		v += "-dirty"
	}
	return v
}

// Line is what -version prints.
func Line(v string) string { return "Nile Games " + v }

// Requested reports whether args (the command line, without the program)
// ask for -version: -version, --version or -version=BOOL before "--", the
// last one counting, as with the flag package. It wins over every other
// flag, valid or not.
func Requested(args []string) bool {
	req := false
	for _, a := range args {
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if name != "version" {
			continue
		}
		if !hasVal {
			req = true
		} else if b, err := strconv.ParseBool(val); err == nil {
			req = b
		}
	}
	return req
}

func init() {
	if len(os.Args) > 1 && Requested(os.Args[1:]) {
		os.Stdout.WriteString(Line(String()) + "\n")
		os.Exit(0)
	}
}
