// Package assets embeds the app's fonts and their licences. It has no
// dependency on ebiten, so its tests run without a display.
package assets

import (
	_ "embed"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
)

// EBGaramond is EB Garamond 12 Regular (OpenType/CFF), used for titles.
// Licence: SIL OFL 1.1, see OFLText.
//
//go:embed fonts/EBGaramond12-Regular.otf
var EBGaramond []byte

// OFLText is the licence of EB Garamond, shipped beside the font.
//
//go:embed fonts/OFL.txt
var OFLText string

// GoLicenseText is the licence of the Go fonts.
//
//go:embed fonts/GO-LICENSE.txt
var GoLicenseText string

// The Go fonts (TrueType), from golang.org/x/image/font/gofont.
var (
	GoRegular = goregular.TTF
	GoMedium  = gomedium.TTF
	GoBold    = gobold.TTF
)
