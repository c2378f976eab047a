package pharaonview

// piece names a live piece of the board, so that the animations can hide
// it while they draw it moving (effects.hides) and find where it lies
// (pieceRect). kind is a pc* constant; a and b as its comment says.
type piece struct{ kind, a, b int }

const (
	pcWheel      = iota // a: colour, b: slot 0..3 — a token on the wheel
	pcNile              // a: seat, b: track — a seat's disc on the Nile
	pcCube              // a: seat — its cube on the Burial Chamber
	pcArtisan           // a: Artisans display slot 0..3
	pcNoble             // a: Nobles display slot 0..2
	pcLot               // a: lot 0..5, b: token 0/1
	pcBonus             // a: Bonus position 0..5
	pcJar               // a: index in JarsShown
	pcRound             // a: seat — its disc on the round track
	pcPyramid           // a: seat — its disc on the Pyramid's rows
	pcPharaoh           // the Pharaoh token (wherever it is)
	pcFirst             // the First Player token
	pcTile              // a: Traitor tile position, b: space 1..12 (index)
	pcTraitorJar        // the Traitor's revealed Jar
	pcSeatRes           // a: seat, b: resource — its count in the panel
	pcSeatOff           // a: seat, b: Offering kind — its count in the panel
	pcSeatCard          // a: seat, b: Noble number (1..26) or 100+Artisan id
	pcSupply            // a: resource — the supply's count
	pcBag               // the bag's and discard's counts
)
