package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// Section ids of the WebAssembly binary format.
const (
	secCustom = 0
	secImport = 2
	secCode   = 10
	secData   = 11
)

// module is what nilesize reads from a .wasm: section sizes, the size of
// each function body, the function names and the data segments.
type module struct {
	sections []section
	// imported functions come first in the function index space.
	importedFuncs int
	// bodies[i] is the size of the body of function importedFuncs+i,
	// its size prefix included.
	bodies []int
	// names maps a function index to its name (custom section "name").
	names    map[int]string
	segments []segment
}

type section struct {
	id   byte
	name string // custom sections only
	size int    // payload bytes
}

// segment is an active data segment: bytes placed at a memory address.
type segment struct {
	addr uint64
	data []byte
}

// reader reads the LEB128 and vector encodings of the format.
type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("offset %d: %s", r.off, fmt.Sprintf(format, args...))
	}
}

func (r *reader) byte() byte {
	if r.err != nil {
		return 0
	}
	if r.off >= len(r.b) {
		r.fail("unexpected end")
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

// uleb reads an unsigned LEB128, the encoding of binary.Uvarint.
func (r *reader) uleb() uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b[r.off:])
	switch {
	case n == 0:
		r.fail("unexpected end")
		return 0
	case n < 0:
		r.fail("LEB128 too long")
		return 0
	}
	r.off += n
	return v
}

// sleb reads a signed LEB128 (the i32.const of a segment offset).
func (r *reader) sleb() int64 {
	var v int64
	var shift uint
	for {
		if shift >= 64 {
			r.fail("LEB128 too long")
			return 0
		}
		c := r.byte()
		if r.err != nil {
			return 0
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
}

// count reads a length and checks that at least that many bytes remain,
// so a corrupt length cannot make us allocate or loop for nothing.
func (r *reader) count() int {
	n := r.uleb()
	if r.err == nil && n > uint64(len(r.b)-r.off) {
		r.fail("length %d past the end", n)
		return 0
	}
	return int(n)
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b)-r.off {
		r.fail("length %d past the end", n)
		return nil
	}
	b := r.b[r.off : r.off+n]
	r.off += n
	return b
}

func (r *reader) name() string { return string(r.bytes(r.count())) }

// parseModule reads the parts of a .wasm that nilesize reports on.
func parseModule(b []byte) (*module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module (no \\0asm magic)")
	}
	if v := binary.LittleEndian.Uint32(b[4:8]); v != 1 {
		return nil, fmt.Errorf("WebAssembly version %d, want 1", v)
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: b, off: 8}
	for r.off < len(b) && r.err == nil {
		id := r.byte()
		size := r.count()
		if r.err != nil {
			break
		}
		payload := &reader{b: b[r.off : r.off+size]}
		r.off += size
		s := section{id: id, size: size}
		switch id {
		case secCustom:
			s.name = payload.name()
			if s.name == "name" {
				parseNames(payload, m)
			}
		case secImport:
			parseImports(payload, m)
		case secCode:
			n := payload.count()
			for i := 0; i < n && payload.err == nil; i++ {
				start := payload.off
				payload.bytes(payload.count())
				m.bodies = append(m.bodies, payload.off-start)
			}
		case secData:
			parseData(payload, m)
		}
		if payload.err != nil {
			return nil, fmt.Errorf("section %d %s: %v", id, s.name, payload.err)
		}
		m.sections = append(m.sections, s)
	}
	if r.err != nil {
		return nil, r.err
	}
	return m, nil
}

func parseImports(r *reader, m *module) {
	n := r.count()
	for i := 0; i < n && r.err == nil; i++ {
		r.name() // module
		r.name() // field
		switch kind := r.byte(); kind {
		case 0: // function: type index
			r.uleb()
			m.importedFuncs++
		case 1: // table: reftype, limits
			r.byte()
			limits(r)
		case 2: // memory: limits
			limits(r)
		case 3: // global: valtype, mutability
			r.byte()
			r.byte()
		default:
			r.fail("import kind %d", kind)
		}
	}
}

func limits(r *reader) {
	if r.byte()&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

// parseNames reads subsection 1 (function names) of the "name" section.
func parseNames(r *reader, m *module) {
	for r.off < len(r.b) && r.err == nil {
		id := r.byte()
		sub := &reader{b: r.bytes(r.count())}
		if r.err != nil || id != 1 {
			continue
		}
		n := sub.count()
		for i := 0; i < n && sub.err == nil; i++ {
			idx := sub.uleb()
			m.names[int(idx)] = sub.name()
		}
		if sub.err != nil {
			r.err = fmt.Errorf("function names: %v", sub.err)
		}
	}
}

// parseData reads active segments with an i32.const or i64.const offset,
// the only kind Go's linker writes.
func parseData(r *reader, m *module) {
	n := r.count()
	for i := 0; i < n && r.err == nil; i++ {
		switch flag := r.uleb(); flag {
		case 0:
		case 2:
			r.uleb() // memory index
		default:
			r.fail("data segment %d: kind %d not supported", i, flag)
			return
		}
		op := r.byte()
		if op != 0x41 && op != 0x42 {
			r.fail("data segment %d: offset is not a constant", i)
			return
		}
		addr := r.sleb()
		if r.byte() != 0x0b {
			r.fail("data segment %d: offset expression not ended", i)
			return
		}
		data := r.bytes(r.count())
		if addr < 0 {
			r.fail("data segment %d: negative address", i)
			return
		}
		m.segments = append(m.segments, segment{uint64(addr), data})
	}
}

// sectionSize is the payload size of the first section with that id (and
// name, for custom sections), 0 if absent.
func (m *module) sectionSize(id byte, name string) int {
	for _, s := range m.sections {
		if s.id == id && s.name == name {
			return s.size
		}
	}
	return 0
}

// memory is the initial linear memory the data segments describe: one
// flat image from the lowest to the highest address they fill.
type memory struct {
	base uint64
	img  []byte
	segs []segment
}

// maxImage bounds the image so a corrupt address cannot exhaust memory.
const maxImage = 1 << 30

func newMemory(segs []segment) (*memory, error) {
	mem := &memory{segs: segs}
	if len(segs) == 0 {
		return mem, nil
	}
	lo, hi := segs[0].addr, segs[0].addr
	for _, s := range segs {
		lo = min(lo, s.addr)
		hi = max(hi, s.addr+uint64(len(s.data)))
	}
	if hi-lo > maxImage {
		return nil, fmt.Errorf("data segments span %d bytes of memory, more than %d", hi-lo, maxImage)
	}
	mem.base, mem.img = lo, make([]byte, hi-lo)
	for _, s := range segs {
		copy(mem.img[s.addr-lo:], s.data)
	}
	return mem, nil
}

// read returns n bytes at addr (zeros outside the image).
func (mem *memory) read(addr, n uint64) []byte {
	out := make([]byte, n)
	end := mem.base + uint64(len(mem.img))
	lo, hi := max(addr, mem.base), min(addr+n, end)
	if lo < hi {
		copy(out[lo-addr:], mem.img[lo-mem.base:hi-mem.base])
	}
	return out
}

func (mem *memory) u64(addr uint64) uint64 { return binary.LittleEndian.Uint64(mem.read(addr, 8)) }

// stored is how many bytes of [lo, hi) the file stores (the linker leaves
// out runs of zeros).
func (mem *memory) stored(lo, hi uint64) uint64 {
	var n uint64
	for _, s := range mem.segs {
		a, b := max(lo, s.addr), min(hi, s.addr+uint64(len(s.data)))
		if a < b {
			n += b - a
		}
	}
	return n
}

// find returns the address of the first occurrence of needle.
func (mem *memory) find(needle []byte) (uint64, bool) {
	if len(needle) == 0 {
		return 0, false
	}
	i := bytes.Index(mem.img, needle)
	if i < 0 {
		return 0, false
	}
	return mem.base + uint64(i), true
}
