package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
)

// startMemStats prints the process's RSS and the Go runtime's memory
// figures to w every period (-memstats), to see where the memory above an
// empty window goes: the Go heap, or textures in the GL driver (the rest).
func startMemStats(w io.Writer, period time.Duration) {
	start := time.Now()
	go func() {
		for range time.Tick(period) {
			fmt.Fprintln(w, memLine(time.Since(start)))
		}
	}()
}

func memLine(t time.Duration) string {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	const mb = 1 << 20
	status, _ := os.ReadFile("/proc/self/status") // none off Linux: 0s
	return fmt.Sprintf("mem t=%.0fs rss=%.1fMB anon=%.1fMB heap_inuse=%.1fMB heap_sys=%.1fMB heap_released=%.1fMB stack_sys=%.1fMB go_sys=%.1fMB gc=%d gc_cpu=%.3f",
		t.Seconds(), statusKB(status, "VmRSS")/1024, statusKB(status, "RssAnon")/1024,
		float64(m.HeapInuse)/mb, float64(m.HeapSys)/mb, float64(m.HeapReleased)/mb,
		float64(m.StackSys)/mb, float64(m.Sys)/mb, m.NumGC, m.GCCPUFraction)
}

// statusKB is a "Name: N kB" line of /proc/self/status (0 where missing).
func statusKB(status []byte, name string) float64 {
	for _, l := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(l, name+":"); ok {
			var kb float64
			fmt.Sscanf(strings.TrimSpace(v), "%g", &kb)
			return kb
		}
	}
	return 0
}
