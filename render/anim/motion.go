package anim

// Durations at normal speed, from ART.md (seconds).
const (
	DurBoatSail   = 0.9  // a boat sailing to a site
	DurFly        = 0.25 // each stone or card flying
	DurTileRotate = 0.35 // per 120° step of a tile
	DurWheel      = 0.6  // a wheel or dial turning
	DurScorePop   = 0.8  // a score pop-up
)

// Speed is the animation speed setting. The zero value is Normal.
type Speed int

const (
	Normal Speed = iota
	Fast         // every duration halved
	Off          // everything completes at once
)

// Factor is the multiplier applied to durations: 1, 0.5 or 0.
func (s Speed) Factor() float64 {
	switch s {
	case Fast:
		return 0.5
	case Off:
		return 0
	}
	return 1
}

// Scale returns duration d at speed s.
func (s Speed) Scale(d float64) float64 { return d * s.Factor() }

func (s Speed) String() string {
	switch s {
	case Fast:
		return "fast"
	case Off:
		return "off"
	}
	return "normal"
}

// ParseSpeed reads "normal", "fast" or "off" (settings files); anything
// else is Normal and ok is false.
func ParseSpeed(s string) (Speed, bool) {
	switch s {
	case "normal":
		return Normal, true
	case "fast":
		return Fast, true
	case "off":
		return Off, true
	}
	return Normal, false
}
