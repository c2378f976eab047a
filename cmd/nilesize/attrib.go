package main

import (
	"encoding/binary"
	"sort"
)

// mangle is what Go's wasm linker does to a name before it writes it in
// the name section: every byte other than [0-9A-Za-z_.] becomes '_'.
func mangle(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			b[i] = '_'
		}
	}
	return string(b)
}

// pkgOf returns the Go package of a function name as written in the name
// section ("nilegames_render.Face" for nilegames/render.Face): the
// longest known package whose mangled path, then '.', starts the name.
// known maps mangled paths to import paths. Names of no known package
// (type:.eq.T, wasm glue) give "".
func pkgOf(name string, known map[string]string) string {
	best := ""
	for i := 0; i < len(name); i++ {
		if name[i] != '.' {
			continue
		}
		if p, ok := known[name[:i]]; ok {
			best = p
		}
	}
	return best
}

// sized is a named byte count in a report.
type sized struct {
	name string
	size int64
}

// sortSized orders by size, largest first, then by name.
func sortSized(s []sized) {
	sort.Slice(s, func(i, j int) bool {
		if s[i].size != s[j].size {
			return s[i].size > s[j].size
		}
		return s[i].name < s[j].name
	})
}

// codeByPackage sums the function bodies of each package; functions
// without a name or package go to "".
func codeByPackage(m *module, pkgs []string) map[string]int64 {
	known := map[string]string{}
	for _, p := range pkgs {
		known[mangle(p)] = p
	}
	out := map[string]int64{}
	for i, n := range m.bodies {
		out[pkgOf(m.names[m.importedFuncs+i], known)] += int64(n)
	}
	return out
}

// region is a named address range of linear memory.
type region struct {
	key, name string
	lo, hi    uint64
}

// pclnMagic starts runtime.pcHeader since Go 1.20.
const pclnMagic = 0xfffffff1

// findLayout locates the pcHeader by its magic, then the moduledata that
// points at it (see moduledata in runtime/symtab.go), and returns the
// regions it describes, in address order. ok is false when the binary
// does not look like Go 1.20+ on a 64-bit target.
func findLayout(mem *memory) ([]region, bool) {
	img := mem.img
	// Both lie at 8-byte aligned addresses; the image may start anywhere.
	first := int((8 - mem.base%8) % 8)
	for off := first; off+64 <= len(img); off += 8 {
		if binary.LittleEndian.Uint32(img[off:]) != pclnMagic || img[off+4] != 0 || img[off+5] != 0 || img[off+7] != 8 {
			continue
		}
		hdr := mem.base + uint64(off)
		funcnameOff := binary.LittleEndian.Uint64(img[off+32:])
		// moduledata: pcHeader pointer, then funcnametab's data pointer.
		for md := first; md+336 <= len(img); md += 8 {
			if binary.LittleEndian.Uint64(img[md:]) != hdr || binary.LittleEndian.Uint64(img[md+8:]) != hdr+funcnameOff {
				continue
			}
			a := mem.base + uint64(md)
			u := func(field int) uint64 { return mem.u64(a + uint64(field)) }
			// Field offsets in moduledata (Go 1.20 through 1.26).
			pclntable, pclntableLen := u(104), u(112)
			findfunctab := u(152)
			noptrdata, enoptrdata := u(192), u(200)
			data, edata := u(208), u(216)
			types, etypes := u(296), u(304)
			rodata, gofunc, epclntab := u(312), u(320), u(328)
			regions := []region{
				{"rodata", "read-only data: type descriptors, strings, constant tables", min(rodata, types), etypes},
				{"pclntab", "runtime PC/line tables (function and file names, PC-value tables)", hdr, pclntable + pclntableLen},
				{"funcdata", "function metadata (stack maps, argument info)", gofunc, findfunctab},
				{"findfunctab", "PC-to-function lookup table (sparse: wasm PCs are function index << 16)", findfunctab, epclntab},
				{"noptrdata", "initialised variables without pointers ([]byte literals, tables)", noptrdata, enoptrdata},
				{"data", "initialised variables with pointers", data, edata},
			}
			if ordered(regions) {
				return regions, true
			}
		}
	}
	return nil, false
}

// ordered reports whether the regions are non-empty and in address
// order without overlap.
func ordered(rs []region) bool {
	for i, r := range rs {
		if r.lo >= r.hi || i > 0 && rs[i-1].hi > r.lo {
			return false
		}
	}
	return true
}
