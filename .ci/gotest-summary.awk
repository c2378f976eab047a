# Reads `go test` output (several packages, not -v) and prints one line per
# failed package: "FAIL <package>: <failed tests>". go test prints each
# package's output in one block ending with its "ok"/"FAIL" line, so the
# tests seen since the previous package line belong to the next FAIL line.
/^--- FAIL: / { tests = tests (tests ? ", " : "") $3; next }
/^panic: test timed out/ { timedout = 1; next }
timedout && /^running tests:/ { running = 1; next }
running && /^\t[A-Za-z]/ { sub(/^\t/, ""); tests = tests (tests ? ", " : "") "timed out in " $1; running = 0; next }
/^panic: / && !timedout { panicked = 1 }
/^FAIL\t/ {
	why = tests
	if ($0 ~ /\[build failed\]/) why = "build failed"
	else if ($0 ~ /\[setup failed\]/) why = "setup failed"
	else if (why == "" && panicked) why = "panic"
	else if (why == "") why = "see the log"
	printf "FAIL %s: %s\n", $2, why
	n++
}
/^(ok|FAIL|\?)[ \t]/ { tests = ""; timedout = 0; running = 0; panicked = 0 }
END { if (n == 0) print "(no package line says FAIL: see the log above)" }
