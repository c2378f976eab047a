//go:build js

package main

import "errors"

// startProfile refuses -cpuprofile: a page cannot write a file, and
// runtime/pprof would add its weight to the download for nothing.
func (o *options) startProfile(file string) (func(), error) {
	if file == "" {
		return func() {}, nil
	}
	return nil, errors.New("-cpuprofile: not available in the browser (profile the desktop build)")
}
