# Nile Games. Targets:
#   make run      install the system packages (Debian/Ubuntu), build and start the app
#   make test     system packages, go vet, gofmt, go test (with the browser end-to-end test in
#                 headless Chromium), make size, then a nilesim smoke run (200 random Imhotep
#                 games each for 2, 3 and 4 players with mixed sides, 1,000 random Kheops games,
#                 1,000 random Tekhenu games each for 1 (solo, mixed levels and challenges), 2, 3
#                 and 4 players, 1,000 random Pharaon solo games (the Traitor's level drawn per
#                 game, 0-5) and 1,000 each for 2, 3 (Discovery), 4 and 5 players, 1,000 random
#                 Egizia games each for 2, 3 and 4 players; errors=0);
#                 a failed go test ends with one line per failed
#                 package (log: build/gotest.log)
#   make bench    Go benchmarks of the engine packages, then nilesim -bench
#   make sim10k   10,000 random Imhotep games each for 2, 3 and 4 players with mixed sides,
#                 10,000 random Kheops games, and 10,000 random Tekhenu games each for 1 (solo,
#                 mixed levels and challenges), 2, 3 and 4 players, and 10,000 random Pharaon
#                 games each for 1 (solo, the Traitor's level drawn per game), 2, 3 (Discovery),
#                 4 and 5 players, and 10,000 random Egizia games each for 2, 3 and 4 players
#   make deps     only the system packages
#   make dist     the release archives in build/dist (VERSION=1.0.0; default: git describe):
#                 nilegames_V_amd64.deb, nilegames-V-linux-amd64.tar.gz,
#                 nilegames-V-windows-amd64.zip, nilegames-V-web.zip, and on a Mac
#                 nilegames-V-macos-universal.zip (make dist-macos; cmd/nilepack/build-macos.sh)
#   make web      the browser build in build/web: index.html, wasm_exec.js, sw.js (offline use),
#                 manifest and icons (installable), nilegames.<hash>.wasm with .br and .gz copies
#   make serve    make web, then serve build/web on http://127.0.0.1:8080/
#   make size     make web, then print the .wasm's size raw, gzip -9 and brotli -q 11 and its
#                 largest parts (code by Go package, data by kind, embedded files and fonts);
#                 fails above the budget of 4.0 MB brotli -q 11, what browsers get; gzip -9
#                 is printed, not budgeted (cmd/nilesize)
# Go 1.26 is needed: `go` on PATH, else /usr/local/go/bin/go (https://go.dev/dl/).

SHELL := /bin/bash
, := ,

GO ?= $(shell command -v go 2>/dev/null || { test -x /usr/local/go/bin/go && echo /usr/local/go/bin/go; })
GOFMT := $(if $(GO),$(dir $(GO))gofmt,gofmt)
BUILD := build
NILESIM := $(BUILD)/nilesim
# A safety net against a hung test, not a time budget: on a busy 2-core machine the
# browser end-to-end package alone takes 3-4 minutes.
TEST_TIMEOUT := 20m
# make gotest TEST_PKGS=./scenes/... runs only those packages.
TEST_PKGS := ./...
# Tests that open a window need a display: on Linux without one, they run under
# Xvfb. xvfb-run is looked up when the recipe runs, after deps has installed it:
# a make variable would be fixed when make starts, before (issue 21).
XVFB_RUN = if [ -z "$$DISPLAY" ] && [ "$$(uname -s)" = Linux ]; then \
		command -v xvfb-run >/dev/null || { echo "no display and no xvfb-run: make deps installs xvfb" >&2; exit 1; }; \
		xvfb="xvfb-run -a"; \
	else xvfb=""; fi

# Needed by the app (Ebitengine on Linux: cgo, GL, X11) and by its tests under Xvfb.
DEB_PACKAGES := gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxi-dev \
	libxinerama-dev libxrandr-dev libxxf86vm-dev xvfb xauth brotli

# The release archives (cmd/nilepack makes them from the binaries built here).
# Their entries carry the last commit's time, so the same commit gives the same
# archives. The binaries are built with -trimpath and stripped.
DIST := $(BUILD)/dist
RELEASE := $(BUILD)/release
RELEASE_LDFLAGS = -s -w $(VERSION_LDFLAGS)
NILEPACK = SOURCE_DATE_EPOCH=$$(git log -1 --format=%ct 2>/dev/null || echo 1767225600) $(GO) run ./cmd/nilepack
WINRES := cmd/nilegames/rsrc_windows_amd64.syso

dist: dist-clean dist-linux dist-windows dist-web $(if $(filter Darwin,$(shell uname -s)),dist-macos)
	@echo "$(DIST):"; ls -l $(DIST)

dist-clean:
	rm -rf $(DIST) $(RELEASE)

# dpkg-deb makes the .deb (Debian and Ubuntu have it).
dist-linux: go-check deps
	$(GO) build -trimpath -ldflags='$(RELEASE_LDFLAGS)' -o $(RELEASE)/nilegames ./cmd/nilegames
	$(NILEPACK) deb -version $(VERSION) -bin $(RELEASE)/nilegames -out $(DIST)
	$(NILEPACK) linux -version $(VERSION) -bin $(RELEASE)/nilegames -out $(DIST)

# Cross-built without cgo (Ebitengine needs none on Windows); -H=windowsgui
# opens no console window. The resource object (icon, version, manifest) is
# linked from cmd/nilegames while it builds, then removed.
dist-windows: go-check
	@set -e; trap 'rm -f $(WINRES)' EXIT; \
	echo "nilepack winres -version $(VERSION) -out cmd/nilegames"; \
	$(NILEPACK) winres -version $(VERSION) -out cmd/nilegames; \
	echo "GOOS=windows go build -o $(RELEASE)/NileGames.exe"; \
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) build -trimpath -ldflags='$(RELEASE_LDFLAGS) -H=windowsgui' -o $(RELEASE)/NileGames.exe ./cmd/nilegames
	$(NILEPACK) windows -version $(VERSION) -exe $(RELEASE)/NileGames.exe -out $(DIST)

dist-web: web
	$(NILEPACK) web -version $(VERSION) -dir $(WEB) -out $(DIST)

# Only on a Mac (cgo, the SDK, lipo, codesign, ditto).
dist-macos: go-check
	bash cmd/nilepack/build-macos.sh $(VERSION)

# The release workflow (.github/workflows/release.yml), linted by actionlint
# (a go tool of go.mod; with shellcheck on PATH it also checks the run: scripts).
workflow-lint: go-check
	$(GO) tool actionlint .github/workflows/release.yml
	@echo "actionlint: release.yml clean"

.PHONY: dist dist-clean dist-linux dist-windows dist-web dist-macos workflow-lint
.PHONY: all app run test bench sim10k deps go-check vet fmt-check noebiten gotest smoke nilesim \
	web serve web-deps web-tools size

all: test

go-check:
	@if [ -z "$(GO)" ]; then \
		echo "Go not found: install Go 1.26 from https://go.dev/dl/ (into /usr/local/go) or put go on PATH" >&2; \
		exit 1; \
	fi
	@echo "using $(GO) ($$($(GO) env GOVERSION))"

deps:
	@if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		missing=""; \
		for p in $(DEB_PACKAGES); do \
			dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
		done; \
		if [ -n "$$missing" ]; then \
			sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
			echo "installing:$$missing"; \
			$$sudo apt-get update && \
			$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
		else \
			echo "system packages: all present"; \
		fi; \
	else \
		echo "not Debian/Ubuntu: install a C compiler, pkg-config and the GL/X11 development headers yourself"; \
	fi

nilesim: go-check
	$(GO) build -o $(NILESIM) ./cmd/nilesim

app: go-check
	$(GO) build -ldflags='$(VERSION_LDFLAGS)' -o $(BUILD)/nilegames ./cmd/nilegames

# Starts the app (cmd/nilegames): the title menu, settings and saves in the user config dir.
run: deps app
	./$(BUILD)/nilegames

vet: go-check
	$(GO) vet ./...

fmt-check: go-check
	@out="$$($(GOFMT) -l .)"; \
	if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi; \
	echo "gofmt: clean"

# The browser end-to-end test (cmd/nileserve) drives headless Chromium on build/web.
# A failure deep in a long log is easy to miss: the log is kept in
# build/gotest.log and each failed package is named again at the end, with
# its failed tests (or "build failed", or the test running at a timeout).
gotest: go-check deps web-deps web
	@mkdir -p $(BUILD); rm -f $(BUILD)/gotest-rerun.log $(BUILD)/gotest-crash.log
	@$(XVFB_RUN); \
	echo "$${xvfb:+$$xvfb }go test -timeout $(TEST_TIMEOUT) $(TEST_PKGS)"; set -o pipefail; \
	NILEGAMES_WEB_DIR=$(CURDIR)/$(WEB) NILEGAMES_DIST_DIR=$(CURDIR)/$(DIST) $$xvfb $(GO) test -timeout $(TEST_TIMEOUT) $(TEST_PKGS) 2>&1 \
		| tee $(BUILD)/gotest.log; status=$$?; \
	if [ $$status -ne 0 ]; then \
		failed="$$(awk -f $(GOTEST_SUMMARY) $(BUILD)/gotest.log | grep -c '^FAIL ')"; \
		crashed="$$(awk -f $(GL_CRASHES) $(BUILD)/gotest.log)"; \
		for try in 2 3; do \
			[ -n "$$crashed" ] && [ "$$(echo "$$crashed" | wc -l)" = "$$failed" ] || break; \
			echo; echo "crashed inside the OpenGL driver (Mesa under Xvfb), no test failed; run $$try:" $$crashed; \
			NILEGAMES_WEB_DIR=$(CURDIR)/$(WEB) NILEGAMES_DIST_DIR=$(CURDIR)/$(DIST) $$xvfb $(GO) test -count=1 -timeout $(TEST_TIMEOUT) $$crashed 2>&1 \
				| tee $(BUILD)/gotest-rerun.log; status=$$?; \
			if [ $$status -eq 0 ]; then echo "passed at run $$try (the crashes are in $(BUILD)/gotest.log and gotest-crash.log)"; break; fi; \
			cat $(BUILD)/gotest-rerun.log >> $(BUILD)/gotest-crash.log; \
			failed="$$(awk -f $(GOTEST_SUMMARY) $(BUILD)/gotest-rerun.log | grep -c '^FAIL ')"; \
			crashed="$$(awk -f $(GL_CRASHES) $(BUILD)/gotest-rerun.log)"; \
		done; \
	fi; \
	if [ $$status -ne 0 ]; then \
		echo; echo "go test failed (whole log: $(BUILD)/gotest.log):"; \
		awk -f $(GOTEST_SUMMARY) $(BUILD)/gotest.log $$(ls $(BUILD)/gotest-rerun.log 2>/dev/null); \
	fi; \
	exit $$status

GOTEST_SUMMARY := .ci/gotest-summary.awk
GL_CRASHES := .ci/gl-crashes.awk

# The version the app reports (nilegames -version, the title menu, settings.toml)
# and the archives carry: make dist VERSION=1.0.0, else git describe's without
# its leading v (only the command line sets it: an environment's VERSION is
# often something else's).
ifneq ($(origin VERSION),command line)
VERSION := $(or $(patsubst v%,%,$(shell git describe --tags --always --dirty 2>/dev/null)),dev)
endif
VERSION_LDFLAGS = -X main.version=$(VERSION)

# The engines, nilesim and nileicon run headless: nothing they import may pull in ebiten.
noebiten: go-check
	@bad="$$($(GO) list -deps ./engine/... ./cmd/nilesim ./cmd/nileicon ./render/appicon | grep -i ebiten || true)"; \
	if [ -n "$$bad" ]; then echo "engine/..., cmd/nilesim or cmd/nileicon imports ebiten:"; echo "$$bad"; exit 1; fi; \
	echo "engine, nilesim and nileicon: no ebiten import"

# Each run must exit 0 and print errors=0.
define sim
	@out="$$(./$(NILESIM) -game imhotep -seats $(1) -games $(2) -sides mixed -seed $(3) $(4))" || { echo "$$out"; exit 1; }; \
	echo "$$out"; \
	echo "$$out" | tail -n 1 | grep -q ' errors=0$$' || { echo "nilesim reported errors" >&2; exit 1; }
endef

# Kheops: 2 players, no options.
define ksim
	@out="$$(./$(NILESIM) -game kheops -players 2 -seats random,random -games $(1) -seed $(2))" || { echo "$$out"; exit 1; }; \
	echo "$$out"; \
	echo "$$out" | tail -n 1 | grep -q ' errors=0$$' || { echo "nilesim reported errors" >&2; exit 1; }
endef

# Tekhenu: $(1) players (1: solo against Botankhamon), $(2) games, seed $(3), options $(4).
define tsim
	@out="$$(./$(NILESIM) -game tekhenu -players $(1) -seats random$(if $(filter 2 3 4,$(1)),$(,)random)$(if $(filter 3 4,$(1)),$(,)random)$(if $(filter 4,$(1)),$(,)random) -games $(2) -seed $(3) $(4))" || { echo "$$out"; exit 1; }; \
	echo "$$out"; \
	echo "$$out" | tail -n 1 | grep -q ' errors=0$$' || { echo "nilesim reported errors" >&2; exit 1; }
endef

# Pharaon: $(1) players (1: solo against the Traitor), $(2) games, seed $(3), options $(4).
define psim
	@out="$$(./$(NILESIM) -game pharaon -players $(1) -seats random$(if $(filter 2 3 4 5,$(1)),$(,)random)$(if $(filter 3 4 5,$(1)),$(,)random)$(if $(filter 4 5,$(1)),$(,)random)$(if $(filter 5,$(1)),$(,)random) -games $(2) -seed $(3) $(4))" || { echo "$$out"; exit 1; }; \
	echo "$$out"; \
	echo "$$out" | tail -n 1 | grep -q ' errors=0$$' || { echo "nilesim reported errors" >&2; exit 1; }
endef

# Egizia: $(1) players (2-4), $(2) games, seed $(3).
define esim
	@out="$$(./$(NILESIM) -game egizia -players $(1) -seats random$(,)random$(if $(filter 3 4,$(1)),$(,)random)$(if $(filter 4,$(1)),$(,)random) -games $(2) -seed $(3))" || { echo "$$out"; exit 1; }; \
	echo "$$out"; \
	echo "$$out" | tail -n 1 | grep -q ' errors=0$$' || { echo "nilesim reported errors" >&2; exit 1; }
endef

smoke: nilesim
	@echo "smoke: 200 random games, 2 players, mixed sides"
	$(call sim,random$(,)random,200,1)
	@echo "smoke: 200 random games, 3 players, mixed sides, Wrath of the Pharaoh"
	$(call sim,random$(,)random$(,)random,200,2,-wrath)
	@echo "smoke: 200 random games, 4 players, mixed sides"
	$(call sim,random$(,)random$(,)random$(,)random,200,3)
	@echo "smoke: 1,000 random Kheops games"
	$(call ksim,1000,4)
	@echo "smoke: 1,000 random Tekhenu solo games, Botankhamon's level and challenges drawn per game"
	$(call tsim,1,1000,8,-solo mixed)
	@echo "smoke: 1,000 random Tekhenu games, 2 players"
	$(call tsim,2,1000,5)
	@echo "smoke: 1,000 random Tekhenu games, 3 players, first game"
	$(call tsim,3,1000,6,-firstgame)
	@echo "smoke: 1,000 random Tekhenu games, 4 players"
	$(call tsim,4,1000,7)
	@echo "smoke: 1,000 random Pharaon solo games, the Traitor's level (0-5) drawn per game"
	$(call psim,1,1000,30,-traitor mixed)
	@echo "smoke: 1,000 random Pharaon games each for 2, 3 (Discovery), 4 and 5 players"
	$(call psim,2,1000,31)
	$(call psim,3,1000,32,-discovery)
	$(call psim,4,1000,33)
	$(call psim,5,1000,34)
	@echo "smoke: 1,000 random Egizia games each for 2, 3 and 4 players"
	$(call esim,2,1000,35)
	$(call esim,3,1000,36)
	$(call esim,4,1000,37)

test: deps web-deps vet fmt-check noebiten workflow-lint dist gotest size smoke

# The browser build: the same app compiled to WebAssembly, in build/web:
# index.html (the loader, told the wasm's name and raw size for its progress
# bar), wasm_exec.js, nilegames.<hash>.wasm named by the first 16 hex digits
# of its SHA-256 (cached for a year: a new build has a new name), its
# precompressed .br (brotli -q 11) and .gz (gzip -9) siblings, sw.js (the
# service worker that keeps the build for offline use, its cache named by
# the build), the web app manifest and the icons. Older nilegames*.wasm*
# are removed first: exactly one build/web/nilegames*.wasm remains.
WEB := $(BUILD)/web
# No inlining in the wasm except where the time goes: the runtime, the engines
# (the AI's search), Ebitengine (each frame) and math, sync, slices, sort, maps.
# 0.38 MB less brotli, 0.5 MB less gzip (BENCHMARKS.md, "Browser download
# size"). make size builds with the same flags.
WASM_GCFLAGS := -gcflags=all=-l -gcflags=runtime= -gcflags=internal/runtime/...= \
	-gcflags=nilegames/engine/...= -gcflags=github.com/hajimehoshi/...= -gcflags=math= \
	-gcflags=math/bits= -gcflags=sync= -gcflags=slices= -gcflags=sort= -gcflags=maps=
WEBSRC := cmd/nilegames/web
WEBFILES := manifest.webmanifest icon-192.png icon-512.png icon-maskable-512.png apple-touch-icon.png favicon.png
web: go-check web-tools
	@mkdir -p $(WEB)
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags='-s -w $(VERSION_LDFLAGS)' -o $(WEB)/.nilegames.wasm.new ./cmd/nilegames
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(WEB)/wasm_exec.js
	cp $(addprefix $(WEBSRC)/,$(WEBFILES)) $(WEB)/
	@set -e; cd $(WEB); \
	hash=$$(sha256sum .nilegames.wasm.new | cut -c1-16); wasm=nilegames.$$hash.wasm; \
	rm -f nilegames*.wasm nilegames*.wasm.br nilegames*.wasm.gz; \
	mv .nilegames.wasm.new $$wasm; \
	size=$$(wc -c < $$wasm | tr -d ' '); \
	build=$$( { echo $$hash; cat $(addprefix $(CURDIR)/$(WEBSRC)/,index.html sw.js $(WEBFILES)) wasm_exec.js; } | sha256sum | cut -c1-16); \
	sed -e "s/__WASM_NAME__/$$wasm/g" -e "s/__WASM_SIZE__/$$size/g" $(CURDIR)/$(WEBSRC)/index.html > index.html; \
	sed -e "s/__WASM_NAME__/$$wasm/g" -e "s/__BUILD__/$$build/g" $(CURDIR)/$(WEBSRC)/sw.js > sw.js; \
	echo "gzip -9 and brotli -q 11 of $$wasm"; \
	gzip -9 -n -k -f $$wasm; \
	brotli -q 11 -w 24 -k -f -o $$wasm.br $$wasm; \
	echo "$(WEB): $$wasm $$size bytes, brotli $$(wc -c < $$wasm.br | tr -d ' '), gzip $$(wc -c < $$wasm.gz | tr -d ' '); build $$build"

# The size budget holds for all five games. The names copy is the same build
# without -s: its name section maps each function body to its Go package.
SIZE := $(BUILD)/size
size: web
	@mkdir -p $(SIZE)
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags='$(VERSION_LDFLAGS)' -o $(SIZE)/nilegames-names.wasm ./cmd/nilegames
	$(GO) run ./cmd/nilesize -go $(GO) -web $(WEB) -names $(SIZE)/nilegames-names.wasm

serve: web
	$(GO) build -o $(BUILD)/nileserve ./cmd/nileserve
	./$(BUILD)/nileserve -dir $(WEB) -addr 127.0.0.1:8080

# For make test only: headless Chromium for the browser end-to-end test,
# shellcheck for actionlint's check of the workflow's scripts and
# desktop-file-validate for the .deb's menu entry.
web-deps:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="chromium shellcheck desktop-file-utils"

# brotli for make web's .br copy; make web alone installs it.
web-tools:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES=brotli
	@command -v brotli >/dev/null || { echo "brotli not found: install it (Debian: apt-get install brotli)" >&2; exit 1; }

bench: go-check nilesim
	$(GO) test -run '^$$' -bench . -benchmem -timeout 10m ./engine/...
	./$(NILESIM) -game imhotep -bench -players 4
	./$(NILESIM) -game kheops -bench -players 2
	./$(NILESIM) -game tekhenu -bench -players 2
	./$(NILESIM) -game tekhenu -bench -players 1
	./$(NILESIM) -game pharaon -bench -players 5
	./$(NILESIM) -game pharaon -bench -players 1 -traitor 2
	./$(NILESIM) -game egizia -bench -players 4
	./$(NILESIM) -game egizia -bench -players 2

sim10k: nilesim
	@echo "sim10k: 10,000 random games, 2 players, mixed sides"
	$(call sim,random$(,)random,10000,10)
	@echo "sim10k: 10,000 random games, 3 players, mixed sides"
	$(call sim,random$(,)random$(,)random,10000,11)
	@echo "sim10k: 10,000 random games, 4 players, mixed sides"
	$(call sim,random$(,)random$(,)random$(,)random,10000,12)
	@echo "sim10k: 10,000 random Kheops games"
	$(call ksim,10000,13)
	@echo "sim10k: 10,000 random Tekhenu solo games, Botankhamon's level and challenges drawn per game"
	$(call tsim,1,10000,21,-solo mixed)
	@echo "sim10k: 10,000 random Tekhenu games, 2 players"
	$(call tsim,2,10000,22)
	@echo "sim10k: 10,000 random Tekhenu games, 3 players"
	$(call tsim,3,10000,23)
	@echo "sim10k: 10,000 random Tekhenu games, 4 players"
	$(call tsim,4,10000,24)
	@echo "sim10k: 10,000 random Pharaon solo games, the Traitor's level (0-5) drawn per game"
	$(call psim,1,10000,41,-traitor mixed)
	@echo "sim10k: 10,000 random Pharaon games, 2 players"
	$(call psim,2,10000,42)
	@echo "sim10k: 10,000 random Pharaon games, 3 players, Discovery"
	$(call psim,3,10000,43,-discovery)
	@echo "sim10k: 10,000 random Pharaon games, 4 players"
	$(call psim,4,10000,44)
	@echo "sim10k: 10,000 random Pharaon games, 5 players"
	$(call psim,5,10000,45)
	@echo "sim10k: 10,000 random Egizia games, 2 players"
	$(call esim,2,10000,46)
	@echo "sim10k: 10,000 random Egizia games, 3 players"
	$(call esim,3,10000,47)
	@echo "sim10k: 10,000 random Egizia games, 4 players"
	$(call esim,4,10000,48)

