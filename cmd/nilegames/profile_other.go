//go:build !js

package main

import (
	"os"
	"runtime/pprof"
	"sync"
)

// startProfile starts the CPU profile of -cpuprofile; the returned
// function stops it.
func (o *options) startProfile(file string) (func(), error) {
	if file == "" {
		return func() {}, nil
	}
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	var once sync.Once
	o.stopProfile = func() {
		once.Do(func() {
			pprof.StopCPUProfile()
			f.Close()
		})
	}
	return o.stopProfile, nil
}
