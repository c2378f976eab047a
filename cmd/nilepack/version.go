package main

import (
	"fmt"
	"strconv"
	"strings"
)

// checkVersion accepts what make dist passes: a release number (1.0.0,
// v1.0.0) or git describe's output (1.0.0-3-gabc1234, abc1234, -dirty).
// The leading v is dropped; the rest must be letters, digits, '.', '-', '+'
// and '~', so that it can stand in a file name.
func checkVersion(v string) (string, error) {
	v = strings.TrimPrefix(strings.TrimSpace(v), "v")
	if v == "" {
		return "", fmt.Errorf("-version is required (make dist passes git describe's)")
	}
	for _, r := range v {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(".-+~", r)
		if !ok {
			return "", fmt.Errorf("version %q: only letters, digits and . - + ~ may stand in it", v)
		}
	}
	return v, nil
}

// debVersion is v as Debian orders versions: git describe's hyphens become
// '+' (a hyphen would start a Debian revision), and a version with no dot
// (a bare commit hash before the first tag, which may start with a digit)
// becomes 0~git.HASH, older than any release.
func debVersion(v string) string {
	main, _, _ := strings.Cut(v, "-")
	v = strings.ReplaceAll(v, "-", "+")
	if !strings.Contains(main, ".") || v[0] < '0' || v[0] > '9' {
		v = "0~git." + v
	}
	return v
}

// numericVersion is the four numbers of a Windows or macOS version
// resource: the leading numbers of v, then git describe's commit count
// as the fourth where there is one (1.2.3-4-gabc → 1.2.3.4); missing
// numbers are 0.
func numericVersion(v string) [4]uint16 {
	var n [4]uint16
	main, rest, _ := strings.Cut(v, "-")
	i := 0
	for _, f := range strings.Split(main, ".") {
		if i == 3 {
			break
		}
		x, err := strconv.ParseUint(f, 10, 16)
		if err != nil {
			break
		}
		n[i] = uint16(x)
		i++
	}
	if c, _, ok := strings.Cut(rest, "-"); ok || rest != "" {
		if x, err := strconv.ParseUint(c, 10, 16); err == nil {
			n[3] = uint16(x)
		}
	}
	return n
}

// dotted is n as "1.2.3.4".
func dotted(n [4]uint16) string {
	return fmt.Sprintf("%d.%d.%d.%d", n[0], n[1], n[2], n[3])
}
