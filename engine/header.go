package engine

// Header is what every game's state holds the same way: the options and
// seed it was made with, its RNG, where Apply reports events, and the
// actions played. A game embeds it by value; its methods then answer
// Options, Seed, SetRecorder and History of the State interface.
type Header struct {
	opts    Options
	seed    uint64
	rng     RNG
	rec     Recorder
	history []Action
}

// NewHeader starts a match's header; the RNG is seeded from seed.
func NewHeader(opts Options, seed uint64) Header {
	return Header{opts: opts.Clone(), seed: seed, rng: NewRNG(seed)}
}

// Options returns a copy of the match's options.
func (h *Header) Options() Options { return h.opts.Clone() }

// Seed is the match's seed.
func (h *Header) Seed() uint64 { return h.seed }

// SetRecorder sets where Record reports events; nil records nothing.
func (h *Header) SetRecorder(r Recorder) { h.rec = r }

// History returns a copy of the actions played.
func (h *Header) History() []Action { return append([]Action(nil), h.history...) }

// Moves is the number of actions played.
func (h *Header) Moves() int { return len(h.history) }

// Rand is the state's own RNG: every draw of the match comes from it.
func (h *Header) Rand() *RNG { return &h.rng }

// Recording reports whether events are wanted. Test it before building an
// event: an event passed to Record is boxed even when nobody listens, and
// playouts apply millions of actions.
func (h *Header) Recording() bool { return h.rec != nil }

// Record reports e when a recorder is set.
func (h *Header) Record(e Event) {
	if h.rec != nil {
		h.rec.Record(e)
	}
}

// Played appends a to the history (after Apply accepted it).
func (h *Header) Played(a Action) { h.history = append(h.history, a) }

// Detach makes a struct copy of a header independent, for Clone: the copy
// records nothing, and its history shares the backing array capped at its
// length, so that neither copy writes below it and the first append of
// either reallocates.
func (h *Header) Detach() {
	h.history = h.history[:len(h.history):len(h.history)]
	h.rec = nil
}

// Reseed gives a determinized copy an RNG of its own drawn from rng, so
// that its future draws are unknown too.
func (h *Header) Reseed(rng *RNG) { h.rng = rng.Split() }
