// Command nilesize reports the size of the browser build: the shipped
// .wasm raw, gzip -9 and brotli -q 11, checked against a budget, and what
// it is made of: code by Go package (from a copy built without -s, whose
// "name" section names every function) and the data section (Go's runtime
// tables, embedded files and fonts found byte for byte).
//
//	nilesize -web build/web -names build/size/nilegames-names.wasm
//
// It exits 1 when a compressed size is past its budget, 2 on an error.
// Only brotli has a budget by default: it is what browsers get (they all
// accept br, and nileserve sends .br first). gzip's 5.0 MB held with
// Imhotep and Kheops only; with all five games it is printed, not a limit.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

type config struct {
	web, wasm, names, pkg, goCmd string
	top                          int
	brotliBudget, gzipBudget     int64
}

func run(args []string, stdout, stderr io.Writer) int {
	var c config
	fs := flag.NewFlagSet("nilesize", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.web, "web", "build/web", "directory holding the shipped nilegames*.wasm")
	fs.StringVar(&c.wasm, "wasm", "", "the shipped .wasm (default: the one nilegames*.wasm in -web)")
	fs.StringVar(&c.names, "names", "", "the same build without -s (with its name section), for the tables by package")
	fs.StringVar(&c.pkg, "pkg", "./cmd/nilegames", "the main package, for go list (modules, embedded files)")
	fs.StringVar(&c.goCmd, "go", "go", "the go command")
	fs.IntVar(&c.top, "top", 15, "rows in the tables of largest contributors")
	fs.Int64Var(&c.brotliBudget, "brotli-budget", 4_000_000, "largest brotli -q 11 size in bytes (0: none)")
	fs.Int64Var(&c.gzipBudget, "gzip-budget", 0, "largest gzip -9 size in bytes (0: none, printed only)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "nilesize: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	over, err := report(c, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "nilesize:", err)
		return 2
	}
	if over {
		return 1
	}
	return 0
}

// shippedWasm finds the single nilegames*.wasm in dir (nilegames.wasm or
// a content-hashed nilegames.<hash>.wasm; .br and .gz copies excluded).
func shippedWasm(dir string) (string, error) {
	all, err := filepath.Glob(filepath.Join(dir, "nilegames*.wasm"))
	if err != nil {
		return "", err
	}
	switch len(all) {
	case 0:
		return "", fmt.Errorf("no nilegames*.wasm in %s (run make web)", dir)
	case 1:
		return all[0], nil
	}
	return "", fmt.Errorf("%d files match nilegames*.wasm in %s, want one: %s", len(all), dir, strings.Join(all, ", "))
}

// compressed returns the size of the output of a compressor reading b.
func compressed(b []byte, name string, args ...string) (int64, error) {
	if _, err := exec.LookPath(name); err != nil {
		return 0, fmt.Errorf("%s not found: install the Debian package %s (make deps)", name, name)
	}
	cmd := exec.Command(name, args...)
	cmd.Stdin = bytes.NewReader(b)
	var n countWriter
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &n, &errb
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s %s: %v %s", name, strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return int64(n), nil
}

// shippedOr is the size of the precompressed copy that ships beside the
// wasm (make web writes them) when it decodes to the same bytes, else the
// size of compressing the wasm now: brotli -q 11 takes about a minute.
func shippedOr(copyPath string, b []byte, name string, args ...string) (int64, error) {
	if c, err := os.ReadFile(copyPath); err == nil {
		cmd := exec.Command(name, "-d", "-c")
		cmd.Stdin = bytes.NewReader(c)
		if out, err := cmd.Output(); err == nil && bytes.Equal(out, b) {
			return int64(len(c)), nil
		}
	}
	return compressed(b, name, args...)
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) {
	*c += countWriter(len(p))
	return len(p), nil
}

// budgetLine says how a size stands against its budget.
func budgetLine(what string, size, budget int64) (string, bool) {
	switch {
	case budget <= 0:
		return fmt.Sprintf("%s: %s, no budget", what, bytesMB(size)), false
	case size > budget:
		return fmt.Sprintf("%s: %s is OVER the budget of %s by %s", what, bytesMB(size), bytesMB(budget), bytesMB(size-budget)), true
	}
	return fmt.Sprintf("%s: %s, within the budget of %s (%s left)", what, bytesMB(size), bytesMB(budget), bytesMB(budget-size)), false
}

// bytesMB writes n as "4,938,723 (4.94 MB)".
func bytesMB(n int64) string {
	return fmt.Sprintf("%s (%.2f MB)", grouped(n), float64(n)/1e6)
}

func grouped(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

func report(c config, w io.Writer) (over bool, err error) {
	path := c.wasm
	if path == "" {
		if path, err = shippedWasm(c.web); err != nil {
			return false, err
		}
	}
	shipped, err := os.ReadFile(path)
	if err != nil {
		return false, err
	}
	if _, err := parseModule(shipped); err != nil {
		return false, fmt.Errorf("%s: %v", path, err)
	}

	var gz, br int64
	var gzErr, brErr error
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); gz, gzErr = shippedOr(path+".gz", shipped, "gzip", "-9", "-c") }()
	go func() { defer wg.Done(); br, brErr = shippedOr(path+".br", shipped, "brotli", "-q", "11", "-c") }()
	var pkgs []listedPackage
	var listErr error
	if c.names != "" {
		pkgs, listErr = goList(c.goCmd, c.pkg)
	}
	wg.Wait()
	if err := errors.Join(gzErr, brErr); err != nil {
		return false, err
	}

	fmt.Fprintf(w, "%s\n  raw          %s\n  gzip -9      %s\n  brotli -q 11 %s\n", path, bytesMB(int64(len(shipped))), bytesMB(gz), bytesMB(br))
	l1, o1 := budgetLine("brotli -q 11", br, c.brotliBudget)
	l2, o2 := budgetLine("gzip -9", gz, c.gzipBudget)
	fmt.Fprintf(w, "budget\n  %s\n  %s\n", l1, l2)
	over = o1 || o2

	if c.names == "" {
		return over, nil
	}
	if listErr != nil {
		return over, listErr
	}
	b, err := os.ReadFile(c.names)
	if err != nil {
		return over, err
	}
	m, err := parseModule(b)
	if err != nil {
		return over, fmt.Errorf("%s: %v", c.names, err)
	}
	sm, _ := parseModule(shipped)
	if sm.sectionSize(secCode, "") != m.sectionSize(secCode, "") || sm.sectionSize(secData, "") != m.sectionSize(secData, "") {
		return over, fmt.Errorf("%s is not the shipped build without -s: its code or data section differs (build it with the same flags)", c.names)
	}
	if len(m.names) == 0 {
		return over, fmt.Errorf("%s has no function names: build it without -s", c.names)
	}
	return over, describe(w, m, pkgs, c.top)
}

// listedPackage is what go list -json says of a package.
type listedPackage struct {
	ImportPath string
	Dir        string
	Standard   bool
	Module     *struct{ Path string }
	EmbedFiles []string
}

// goList lists the packages the main package links for js/wasm.
func goList(goCmd, pkg string) ([]listedPackage, error) {
	cmd := exec.Command(goCmd, "list", "-deps", "-json=ImportPath,Dir,Standard,Module,EmbedFiles", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list %s: %v %s", pkg, err, strings.TrimSpace(errb.String()))
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list output: %v", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// group names the part of the build a package belongs to.
func group(pkg string, byPath map[string]listedPackage) string {
	p, ok := byPath[pkg]
	switch {
	case pkg == "":
		return "no package (type equality, wasm glue)"
	case !ok:
		return "other"
	case p.Standard:
		return "Go standard library"
	case p.Module == nil:
		return "other"
	}
	switch mod := p.Module.Path; {
	case mod == "nilegames":
		return "nilegames"
	case strings.HasPrefix(mod, "github.com/hajimehoshi/") || strings.HasPrefix(mod, "github.com/ebitengine/"):
		return "Ebitengine"
	default:
		return mod
	}
}

func describe(w io.Writer, m *module, pkgs []listedPackage, top int) error {
	byPath := map[string]listedPackage{}
	var paths []string
	for _, p := range pkgs {
		byPath[p.ImportPath] = p
		paths = append(paths, p.ImportPath)
	}
	code := m.sectionSize(secCode, "")
	data := m.sectionSize(secData, "")
	names := m.sectionSize(secCustom, "name")
	fmt.Fprintf(w, "sections (the copy with names)\n  code %s, data %s, name %s (not shipped)\n", bytesMB(int64(code)), bytesMB(int64(data)), bytesMB(int64(names)))

	perPkg := codeByPackage(m, paths)
	groups := map[string]int64{}
	var rows []sized
	for p, n := range perPkg {
		groups[group(p, byPath)] += n
		name := p
		if name == "" {
			name = "(no package)"
		}
		rows = append(rows, sized{name, n})
	}
	var grows []sized
	for g, n := range groups {
		grows = append(grows, sized{g, n})
	}
	table(w, "code by origin (function bodies)", grows, len(grows))
	table(w, "largest code by Go package", rows, top)
	var fns []sized
	for i, n := range m.bodies {
		name := m.names[m.importedFuncs+i]
		if name == "" {
			name = fmt.Sprintf("(function %d)", m.importedFuncs+i)
		}
		fns = append(fns, sized{name, int64(n)})
	}
	table(w, "largest functions (names as in the name section)", fns, top)

	mem, err := newMemory(m.segments)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "data section: %s in %s segments (zero runs left out)\n", bytesMB(int64(data)), grouped(int64(len(m.segments))))
	regions, ok := findLayout(mem)
	if ok {
		var parts []sized
		var stored int64
		for _, r := range regions {
			n := int64(mem.stored(r.lo, r.hi))
			stored += n
			parts = append(parts, sized{r.key + ": " + r.name, n})
		}
		parts = append(parts, sized{"outside these regions", int64(mem.stored(0, ^uint64(0))) - stored})
		parts = append(parts, sized{"segment headers", int64(data) - int64(mem.stored(0, ^uint64(0)))})
		table(w, "  by kind (bytes stored in the file)", parts, len(parts))
	} else {
		fmt.Fprintln(w, "  Go's runtime tables not found: not a Go 1.20+ wasm build")
	}
	files := findFiles(mem, pkgs, regions)
	var total int64
	for _, f := range files {
		total += f.size
	}
	table(w, fmt.Sprintf("  files found byte for byte in the data (%s in all)", bytesMB(total)), files, top)
	return nil
}

// findFiles looks up each package's embedded files, and the Go fonts
// (which golang.org/x/image/font/gofont holds as []byte literals in code),
// in the data.
func findFiles(mem *memory, pkgs []listedPackage, regions []region) []sized {
	where := func(addr uint64) string {
		for _, r := range regions {
			if addr >= r.lo && addr < r.hi {
				return ", in " + r.key
			}
		}
		return ""
	}
	var out []sized
	fontDirs := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.EmbedFiles {
			b, err := os.ReadFile(filepath.Join(p.Dir, f))
			if err != nil || len(b) < 64 {
				continue
			}
			if at, ok := mem.find(b); ok {
				out = append(out, sized{p.ImportPath + ": " + f + " (go:embed" + where(at) + ")", int64(len(b))})
			}
		}
		if strings.HasPrefix(p.ImportPath, "golang.org/x/image/font/gofont/") {
			fontDirs[filepath.Join(filepath.Dir(p.Dir), "ttfs")] = true
		}
	}
	for dir := range fontDirs {
		ttfs, _ := filepath.Glob(filepath.Join(dir, "*.ttf"))
		for _, f := range ttfs {
			b, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			if at, ok := mem.find(b); ok {
				out = append(out, sized{"golang.org/x/image/font/gofont: " + filepath.Base(f) + " ([]byte literal" + where(at) + ")", int64(len(b))})
			}
		}
	}
	sortSized(out)
	return out
}

func table(w io.Writer, title string, rows []sized, top int) {
	sortSized(rows)
	fmt.Fprintln(w, title)
	for i, r := range rows {
		if i == top {
			var rest int64
			for _, r := range rows[i:] {
				rest += r.size
			}
			fmt.Fprintf(w, "  %12s  %d more\n", grouped(rest), len(rows)-i)
			break
		}
		fmt.Fprintf(w, "  %12s  %s\n", grouped(r.size), r.name)
	}
}
