// Package anim holds easing curves, tweens and the animation timeline. It is
// pure (no ebiten), so it is tested without a display. Times are seconds.
package anim

import "math"

// Ease maps linear progress t in [0,1] to eased progress; Ease(0) = 0 and
// Ease(1) = 1, in between it may overshoot (BackOut).
type Ease func(t float64) float64

// Linear is no easing.
func Linear(t float64) float64 { return t }

// QuadOut decelerates.
func QuadOut(t float64) float64 { return 1 - (1-t)*(1-t) }

// CubicInOut accelerates then decelerates: travel (boats, flying stones).
func CubicInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// backC1 is the usual overshoot constant (about 10% overshoot).
const backC1 = 1.70158

// BackOut overshoots then settles: drops and pops.
func BackOut(t float64) float64 {
	c3 := backC1 + 1
	u := t - 1
	return 1 + c3*u*u*u + backC1*u*u
}

// Clamp01 limits t to [0,1].
func Clamp01(t float64) float64 { return math.Min(1, math.Max(0, t)) }

// Lerp interpolates between a and b by t.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
