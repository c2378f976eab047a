#!/bin/bash
# Remakes the embedded font subsets: the glyphs a French or English UI and
# player names need, every rune of locales/*.toml, and the symbol blocks
# the rules pages use. Needs pyftsubset (Debian package fonttools) and go.
#
#   assets/fonts/subset.sh [EBGaramond12-Regular.otf]
#
# Sources: EB Garamond 12 Regular as packaged by Debian's fonts-ebgaramond
# (default: the unmodified file from this repository's history, commit
# 1a14a3c); the Go fonts from the golang.org/x/image module in go.mod
# (font/gofont/ttfs). The subsets keep the fonts' names (the OFL of EB
# Garamond declares no Reserved Font Name), their name tables (copyright,
# licence) and these OpenType layout features: kerning, ligatures,
# contextual alternates, composition, localised forms, mark positioning,
# the figure styles (lnum, onum, pnum, tnum) and case; fractions, small
# capitals and stylistic sets go (the UI uses none). Hinting is dropped:
# Ebitengine draws outlines without it.
set -euo pipefail
cd "$(dirname "$0")"
root=../..

ebg=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "$ebg" ]; then
	ebg=$tmp/EBGaramond12-Regular.otf
	git -C "$root" show 1a14a3c:assets/fonts/EBGaramond12-Regular.otf >"$ebg"
fi
echo "4ee3bdb3a6618e74ac13a7b2c0a5079fa949be94a25736008ddb9f8b2e492963  $ebg" | sha256sum -c --quiet
ttfs=$(cd "$root" && go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs

# Basic Latin, Latin-1, Latin Extended-A, spacing modifiers (accents),
# general punctuation, currency, letterlike symbols, arrows, mathematical
# operators, box drawing, block elements, geometric shapes, miscellaneous
# symbols.
unicodes=U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DD,U+2000-206F,U+20A0-20BF,U+2100-214F
unicodes=$unicodes,U+2190-21FF,U+2200-22FF,U+2500-25FF,U+2600-26FF,U+FFFD
# Whatever else the locales hold (pyftsubset takes the text as is).
text=$(cat "$root"/locales/*.toml)

common=(--unicodes="$unicodes" --text="$text" --layout-features=kern,liga,clig,calt,ccmp,locl,mark,mkmk,rlig,lnum,onum,pnum,tnum,case
	--name-IDs='*' --name-languages='*' --no-hinting --desubroutinize)
pyftsubset "$ebg" "${common[@]}" --output-file=EBGaramond12-Regular.subset.otf
for f in Go-Regular Go-Medium Go-Bold; do
	pyftsubset "$ttfs/$f.ttf" "${common[@]}" --output-file=$f.subset.ttf
done
ls -l ./*.subset.*
