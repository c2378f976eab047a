//go:build !unix

package aitest

import "time"

// cpuTime is unknown here: MoveTime then prints wall time only.
func cpuTime() time.Duration { return -1 }
