#!/usr/bin/env bash
# Builds the macOS release archive, on a Mac only (Ebitengine needs cgo
# there, so it cannot be cross-built): a universal (arm64 + amd64)
# "Nile Games.app", ad-hoc signed, with README.txt, in
# build/dist/nilegames-VERSION-macos-universal.zip.
#
#	bash cmd/nilepack/build-macos.sh [VERSION]
#
# VERSION defaults to git describe's. It needs Go and the Xcode command
# line tools (xcode-select --install): clang, lipo, codesign; ditto is
# part of macOS.
set -euo pipefail

if [[ "$(uname -s)" != Darwin ]]; then
	echo "build-macos.sh: the macOS app is built on macOS only (cgo and Apple's clang, lipo and codesign); on $(uname -s) use make dist-linux, dist-web or the release workflow" >&2
	exit 1
fi
for tool in go clang lipo codesign ditto; do
	if ! command -v "$tool" >/dev/null; then
		echo "build-macos.sh: $tool is missing (Go from go.dev/dl; clang, lipo and codesign from xcode-select --install)" >&2
		exit 1
	fi
done

cd "$(dirname "$0")/../.."
version="${1:-$(git describe --tags --always --dirty)}"
version="${version#v}"

# Go 1.26's oldest macOS (Monterey), the same as Info.plist's
# LSMinimumSystemVersion: clang must not target a newer one.
min=12.0
export MACOSX_DEPLOYMENT_TARGET="$min"
export CGO_CFLAGS="-O2 -g -mmacosx-version-min=$min"
export CGO_LDFLAGS="-mmacosx-version-min=$min"

# The staging folder's name is the zip's one top folder.
stage="build/macos/Nile Games"
app="$stage/Nile Games.app"
zip="build/dist/nilegames-$version-macos-universal.zip"
rm -rf build/macos
mkdir -p build/macos build/dist

for arch in arm64 amd64; do
	echo "go build darwin/$arch"
	CGO_ENABLED=1 GOOS=darwin GOARCH="$arch" go build -trimpath \
		-ldflags "-s -w -X main.version=$version" \
		-o "build/macos/nilegames-$arch" ./cmd/nilegames
done

# The bundle, with lipo's universal binary, and README.txt beside it.
go run ./cmd/nilepack macapp -version "$version" \
	-bin build/macos/nilegames-arm64,build/macos/nilegames-amd64 -out "$stage"
lipo "$app/Contents/MacOS/nilegames" -verify_arch arm64 x86_64

# Ad-hoc: no Apple certificate, but Apple silicon runs only signed code,
# and a signature seals the bundle (README.txt stays outside it).
codesign --force --deep --sign - "$app"
codesign --verify --deep --strict "$app"

rm -f "$zip"
ditto -c -k --keepParent "$stage" "$zip"
echo "$zip"
