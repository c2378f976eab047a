//go:build linux && cgo

package main

// Under Mesa's software GL (llvmpipe, the usual driver without a GPU)
// every texture is a malloc'd block in this process: a 1920x1080 canvas
// is 16.8 MB. glibc serves such blocks with mmap, but after the first one
// is freed it raises its mmap threshold to that size, and the textures
// made after are carved out of its heaps, where the memory of the ones
// freed is kept rather than given back (measured: releasing two canvases
// at a scene change moved 50 MB into malloc's arenas, RSS barely fell).
// A fixed threshold keeps big blocks on mmap, returned when freed.

/*
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
static void tuneMalloc(void) { mallopt(M_MMAP_THRESHOLD, 1 << 20); }
#else
static void tuneMalloc(void) {}
#endif
*/
import "C"

func init() { C.tuneMalloc() }
