// Command nileserve serves the browser build of Nile Games (build/web, made
// by `make web`) on 127.0.0.1 for playing and testing locally. Any static web
// server does the same job when set up as README.md says; this one sends the
// precompressed .br or .gz copy of a file to browsers that accept it (with
// ranges of it), the content-hashed wasm with a year's immutable caching and
// everything else to be revalidated, and the right types (application/wasm,
// application/manifest+json, text/javascript).
//
//	nileserve                       serve build/web on http://127.0.0.1:8080/
//	nileserve -dir DIR -addr :9000  another folder, another address
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "build/web", "the folder to serve (made by `make web`)")
	flag.Parse()
	if err := run(*addr, *dir); err != nil {
		fmt.Fprintln(os.Stderr, "nileserve:", err)
		os.Exit(1)
	}
}

func run(addr, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: run `make web` first (%w)", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s on http://%s/ (Ctrl+C stops)\n", dir, ln.Addr())
	err = http.Serve(ln, Handler(dir))
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}
