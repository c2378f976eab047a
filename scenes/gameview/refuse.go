package gameview

// Refusal is why the last click a view could not use did nothing, a
// locale key and its arguments, kept until the match takes it; the zero
// Refusal is none. A view embedding one is a Refuser.
type Refusal struct {
	Key  string
	Args []any
}

// Set records the reason (it replaces one not yet taken).
func (r *Refusal) Set(key string, args ...any) { *r = Refusal{key, args} }

// Clear forgets the reason.
func (r *Refusal) Clear() { *r = Refusal{} }

// Pending reports a reason not yet taken.
func (r *Refusal) Pending() bool { return r.Key != "" }

// Take returns the reason and forgets it: a refusal is told once.
func (r *Refusal) Take() (key string, args []any, ok bool) {
	t := *r
	r.Clear()
	return t.Key, t.Args, t.Key != ""
}

// Refused is Take (Refuser).
func (r *Refusal) Refused() (key string, args []any, ok bool) { return r.Take() }
