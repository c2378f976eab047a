# Reads `go test` output (several packages, not -v) and prints the packages
# whose test process died inside the OpenGL driver (a signal during a cgo call
# from Ebitengine's OpenGL code: Mesa's llvmpipe under Xvfb) with no test
# failed before. Such a crash hit scenes/pharaonview in 2 of 5 full runs on
# 2026-12-07, under load, in code that passes at once when run again, and in both the
# run and its one rerun of a make test that evening (other tests each time; the
# package alone passed three times): the Makefile runs these packages up to twice
# more and says so. Any other failure is final.
/^--- FAIL: / { failed = 1 }
/^signal arrived during cgo execution/ { cgo = 1 }
/graphicsdriver\/opengl/ { gl = 1 }
/^FAIL\t/ {
	if (cgo && gl && !failed && $0 !~ /\[(build|setup) failed\]/) print $2
}
/^(ok|FAIL|\?)[ \t]/ { failed = 0; cgo = 0; gl = 0 }
