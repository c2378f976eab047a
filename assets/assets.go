// Package assets embeds the app's fonts and their licences. It has no
// dependency on ebiten, so its tests run without a display.
//
// The fonts are subsets made by fonts/subset.sh: the glyphs a French or
// English UI, player names and the locales need, which cuts the browser
// download (see BENCHMARKS.md, "Browser download size").
package assets

import (
	_ "embed"
)

// EBGaramond is EB Garamond 12 Regular (OpenType/CFF), used for titles.
// Licence: SIL OFL 1.1, see OFLText.
//
//go:embed fonts/EBGaramond12-Regular.subset.otf
var EBGaramond []byte

// OFLText is the licence of EB Garamond, shipped beside the font.
//
//go:embed fonts/OFL.txt
var OFLText string

// GoLicenseText is the licence of the Go fonts.
//
//go:embed fonts/GO-LICENSE.txt
var GoLicenseText string

// The Go fonts (TrueType), from golang.org/x/image/font/gofont/ttfs.
var (
	//go:embed fonts/Go-Regular.subset.ttf
	GoRegular []byte
	//go:embed fonts/Go-Medium.subset.ttf
	GoMedium []byte
	//go:embed fonts/Go-Bold.subset.ttf
	GoBold []byte
)
