package appversion

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestDevFromBuildInfo(t *testing.T) {
	info := func(kv ...string) *debug.BuildInfo {
		bi := &debug.BuildInfo{Path: "nilegames/cmd/nilegames"}
		for i := 0; i+1 < len(kv); i += 2 {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return bi
	}
	const rev = "8fe39ca4d2b1e0f5a6c7d8e9f0a1b2c3d4e5f6a7"
	for _, c := range []struct {
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{info("vcs", "git", "vcs.revision", rev, "vcs.modified", "true"), true, "dev-8fe39ca-dirty"},
		{info("vcs.modified", "false", "vcs.revision", rev), true, "dev-8fe39ca"},
		{info("vcs.revision", "abc"), true, "dev-abc"},
		{info("vcs.modified", "true"), true, "dev"}, // no revision to name
		{info("-ldflags", "-s"), true, "dev"},
		{nil, false, "dev"},
		{info("vcs.revision", rev), false, "dev"},
	} {
		if got := Dev(c.bi, c.ok); got != c.want {
			t.Errorf("Dev(%v, %v) = %q, want %q", c.bi.Settings, c.ok, got, c.want)
		}
	}
}

func TestOf(t *testing.T) {
	for linked, want := range map[string]string{"1.2.3": "1.2.3", "v1.2.3": "1.2.3", "v": "v", "vNext": "vNext", "2026.05-rc1": "2026.05-rc1"} {
		if got := Of(linked); got != want {
			t.Errorf("Of(%q) = %q, want %q", linked, got, want)
		}
	}
	// Unlinked: the test binary's build information, which go test gives
	// no VCS stamp.
	if got := Of(""); !strings.HasPrefix(got, "dev") {
		t.Errorf("Of(\"\") = %q, want dev...", got)
	}
	if linked != "" || String() != Of("") {
		t.Errorf("linked %q in a test binary; String() %q", linked, String())
	}
	if got := Line("1.2.3"); got != "Nile Games 1.2.3" {
		t.Errorf("Line: %q", got)
	}
}

func TestRequested(t *testing.T) {
	for _, c := range []struct {
		args string
		want bool
	}{
		{"-version", true},
		{"--version", true},
		{"-version=true", true},
		{"-lang fr -version", true},
		{"-version -game chess", true},
		{"-version -version=false", false},
		{"-version=false", false},
		{"-version=maybe", false},
		{"", false},
		{"-lang fr", false},
		{"-versions", false},
		{"---version", false},
		{"version", false},
		{"-- -version", false},
	} {
		if got := Requested(strings.Fields(c.args)); got != c.want {
			t.Errorf("Requested(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}
