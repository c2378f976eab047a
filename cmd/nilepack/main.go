// Command nilepack makes the release archives of Nile Games from binaries
// that are already built (make dist builds them, then calls it):
//
//	nilepack deb     -version V -bin build/nilegames -out build/dist
//	nilepack linux   -version V -bin build/nilegames -out build/dist
//	nilepack winres  -version V -out cmd/nilegames
//	nilepack windows -version V -exe build/NileGames.exe -out build/dist
//	nilepack web     -version V -dir build/web -out build/dist
//	nilepack macapp  -version V -bin ARM64,AMD64 -out 'build/macos/Nile Games'
//
// (macapp runs on a Mac, from cmd/nilepack/build-macos.sh: make dist-macos.)
//
// The archives are reproducible: every entry carries the time of
// SOURCE_DATE_EPOCH (make dist sets the last commit's), else 2026-01-01.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// A command is one verb: its flags are parsed from args.
type command struct {
	summary string
	run     func(args []string, stdout io.Writer) error
}

// commands is filled by each archive's file (init), so that adding one
// touches no other file.
var commands = map[string]command{}

func main() {
	if err := dispatch(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if err != flag.ErrHelp {
			fmt.Fprintln(os.Stderr, "nilepack:", err)
		}
		os.Exit(2)
	}
}

func dispatch(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(stderr, usage())
		if len(args) == 0 {
			return fmt.Errorf("no command")
		}
		return flag.ErrHelp
	}
	c, ok := commands[args[0]]
	if !ok {
		return fmt.Errorf("unknown command %q (nilepack -h lists them)", args[0])
	}
	return c.run(args[1:], stdout)
}

func usage() string {
	var b strings.Builder
	b.WriteString("Usage: nilepack COMMAND [flags]\n\nCommands:\n")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "  %-8s %s\n", n, commands[n].summary)
	}
	b.WriteString("\nnilepack COMMAND -h gives a command's flags.\n")
	return b.String()
}

// newFlags is a command's flag set, with -version (required) and -out.
func newFlags(name string, version, out *string, outHelp string) *flag.FlagSet {
	fs := flag.NewFlagSet("nilepack "+name, flag.ContinueOnError)
	fs.StringVar(version, "version", "", "the release's version, e.g. 1.0.0 (required)")
	fs.StringVar(out, "out", "build/dist", outHelp)
	return fs
}

// parse parses args and checks that -version is given and there are no
// arguments left over.
func parse(fs *flag.FlagSet, args []string, version *string) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	v, err := checkVersion(*version)
	if err != nil {
		return fmt.Errorf("%s: %w", fs.Name(), err)
	}
	*version = v
	return nil
}
