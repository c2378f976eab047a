package egiziaview

import (
	"fmt"
	"strings"
	"testing"

	"nilegames/engine/egizia"
	"nilegames/render/geom"
	"nilegames/scenes/layout"
)

// Every part of a seat's area has a tooltip in words, in both languages,
// through PanelTooltip (the path the match takes for the pointer and the
// touch alike): the Stone, the order tile, the Sphinx cards held, every
// card in play (the starting field and the quarries too), the totals'
// figures and the ships left, at 2 and 4 players, compact or not
// (issue 22: only the crews had one).
func TestPanelPartsHaveTooltips(t *testing.T) {
	for _, players := range []int{2, 4} {
		s, ok := boardPlay(t, players, 31, func(s *egizia.State) bool { return s.Round() >= 3 && s.Step() == egizia.StepPlace })
		if !ok {
			t.Fatal("no round 3")
		}
		for _, open := range []bool{false, true} {
			texts := map[string][]string{}
			for _, lang := range []string{"en", "fr"} {
				v := pickView(t, lang, s)
				for seat, pr := range layout.MatchLayout(players, open).Panels {
					body := PanelBody(pr)
					a := NewPlayerArea(body)
					sh := v.seatShow(seat)
					w1, w2 := totalParts(a, a.Fields)
					q1, q2 := totalParts(a, a.Others)
					parts := map[string]geom.Rect{"order": a.Order, "sphinx": a.Sphinx, "stone": a.StoneN,
						"wheat": w1, "need": w2, "quarry total": q1, "ships": q2,
						"wheat market": a.Market[0], "stone market": a.Market[1]}
					for c := 0; c < egizia.NumCrews; c++ {
						parts[fmt.Sprint("crew ", c)] = a.Crew(c, sh.Str[c])
					}
					for ri, row := range [][]chip{sh.Fields, sh.Others} {
						ws := make([]float64, len(row))
						for i, c := range row {
							ws[i] = chipWidth(a, c)
						}
						for i, r := range a.ChipRects([2]geom.Rect{a.Fields, a.Others}[ri], ws) {
							r.W = 6 // its left edge: the next one may overlap it
							parts[fmt.Sprint("chip ", row[i].ID, " type ", row[i].Type)] = r
						}
					}
					for name, r := range parts {
						what := fmt.Sprintf("%s %dp log open %v seat %d %s", lang, players, open, seat, name)
						p := r.Center()
						lines, tr, ok := v.PanelTooltip(seat, body, p.X, p.Y)
						if !ok || len(lines) == 0 {
							t.Errorf("%s: no tooltip", what)
							continue
						}
						if !tr.Contains(p) {
							t.Errorf("%s: target %v misses the pointer", what, tr)
						}
						for _, l := range lines {
							if badText(l) {
								t.Errorf("%s: line %q", what, l)
							}
						}
						if name == "sphinx" && lang == "en" {
							// Rules text matches the player count.
							want := map[int]string{2: "Hidden from the other player;", 4: "Hidden from the other players;"}[players]
							if len(lines) < 2 || !strings.HasPrefix(lines[1], want) {
								t.Errorf("%s: %q, want %q", what, lines, want)
							}
						}
						key := fmt.Sprint(seat, name)
						texts[key] = append(texts[key], strings.Join(lines, "\n"))
					}
				}
			}
			for k, ls := range texts {
				if len(ls) == 2 && ls[0] == ls[1] && strings.ContainsAny(ls[0], "abcdefghijklmnopqrstuvwxyz") {
					t.Errorf("%dp %s: the same text in English and French: %q", players, k, ls[0])
				}
			}
		}
	}
}

// Tooltips preview what a place gives the player now (issue 22): the
// flood space where the marker is gives the Wheat the engine produces,
// a field card on the river adds its Wheat when irrigated, a round tile
// or card that gives Stone or a crew Strength shows the figures before
// and after, a zone slot the next items' costs and points; a 2-player
// slot says that only slot 1 is open.
func TestTooltipsPreviewTheResult(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		for _, lang := range []string{"en", "fr"} {
			seen := map[string]bool{}
			for seed := uint64(80); seed < 100 && len(seen) < 4; seed++ {
				s, ok := boardPlay(t, players, seed, func(s *egizia.State) bool { return s.Step() == egizia.StepPlace && s.Round() >= 2 })
				if !ok {
					continue
				}
				v := pickView(t, lang, s)
				seat := v.tipSeat()
				ps := s.PlayerState(seat)
				// The flood: the engine's own production.
				lines := v.tipLines(target{tFlood, s.Flood(), 0})
				if want := v.t("egizia.tip.you_flood", "n", s.Production(seat)); !hasLine(lines, want) {
					t.Errorf("%s %dp flood: %q, want %q", lang, players, lines, want)
				}
				for c := 0; c < egizia.NumCardSp; c++ {
					id := s.RiverCard(c)
					if id <= 0 {
						continue
					}
					nc := egizia.NileCards[id-1]
					lines := v.tipLines(target{tCard, c, 0})
					if nc.Type == egizia.TField {
						w := s.Production(seat)
						gain := 0
						if egizia.Irrigated(int(nc.Colour), s.Flood()) {
							gain = int(nc.Wheat)
							if ps.HasBonus(egizia.G1) {
								gain += 2
							}
						}
						if want := v.t("egizia.tip.you_wheat", "a", w, "b", w+gain); !hasLine(lines, want) {
							t.Errorf("%s %dp field R%d: %q, want %q", lang, players, id, lines, want)
						}
						seen["field"] = true
					}
					if nc.Type == egizia.TQuarry {
						q := s.QuarryTotal(seat)
						if want := v.t("egizia.tip.you_quarry", "a", q, "b", q+int(nc.Quarry)); !hasLine(lines, want) {
							t.Errorf("%s %dp quarry R%d: %q, want %q", lang, players, id, lines, want)
						}
						seen["quarry"] = true
					}
				}
				for r := 0; r < egizia.NumRoundSp; r++ {
					tile := s.RiverTile(r)
					if tile < 1 || tile > egizia.NumTiles {
						continue
					}
					lines := v.tipLines(target{tRound, r, 0})
					for _, op := range egizia.Tiles[tile-1].Ops {
						if op.Kind == egizia.OpStone {
							want := v.t("egizia.tip.you_stone", "a", int(ps.Stone), "b", min(25, int(ps.Stone)+int(op.B)))
							if !hasLine(lines, want) {
								t.Errorf("%s %dp round space %d: %q, want %q", lang, players, r+1, lines, want)
							}
							seen["stone"] = true
						}
						if op.Kind == egizia.OpCrew && op.A >= 0 && int(op.A) < egizia.NumCrews {
							now := int(ps.Str[op.A])
							want := v.t("egizia.tip.you_crew", "crew", v.crewName(int(op.A)), "a", now, "b", min(9, now+int(op.B)))
							if !hasLine(lines, want) {
								t.Errorf("%s %dp round space %d: %q, want %q", lang, players, r+1, lines, want)
							}
							seen["crew"] = true
						}
					}
				}
				// Obelisk · Colonnade: the next floor's and column's cost, as
				// printed (ObeliskCost, ColCost), counted here from the board.
				floors := 0
				for _, q := range s.Obelisk() {
					if q != egizia.Empty {
						floors++
					}
				}
				lines = v.tipLines(target{tSlot, egizia.ZoneObelisk, 0})
				if floors < 12 && !hasLine(lines, v.t("egizia.tip.gain_obelisk", "n", []int{1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6}[floors])) {
					t.Errorf("%s %dp obelisk slot: %q (floor %d)", lang, players, lines, floors+1)
				}
				if c := int(ps.Col); c < 7 && !hasLine(lines, v.t("egizia.tip.gain_column", "n", []int{1, 1, 2, 2, 3, 3, 4}[c])) {
					t.Errorf("%s %dp colonnade: %q (column %d)", lang, players, lines, c+1)
				}
				two := hasLine(lines, v.t("egizia.tip.slot_order1"))
				if two != (players == 2) {
					t.Errorf("%s %dp slot: %q says only slot 1 is open: %v", lang, players, lines, two)
				}
			}
			if len(seen) < 2 {
				t.Errorf("%s %dp: only %v previews met", lang, players, seen)
			}
		}
	}
}

func hasLine(lines []string, want string) bool {
	for _, l := range lines {
		if l == want {
			return true
		}
	}
	return false
}
