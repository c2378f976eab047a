package egiziaview

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"nilegames/engine"
	"nilegames/engine/egizia"
	"nilegames/render/geom"
)

// Choosing a build's crews (issue 22): every crew button and every
// option says the Strength it gives the build, counted here from the
// crews' tokens; no option carries a code; the controls leave the
// monuments of the zone being built in sight.
func TestCrewChoiceShowsStrengthBesideTheZone(t *testing.T) {
	seen, options := 0, 0
	for i, players := range []int{2, 3, 4, 2, 3, 4} {
		lang := []string{"en", "fr"}[i%2]
		word := map[string]string{"en": "Strength ", "fr": "Force "}[lang]
		seed := uint64(120 + i)
		s := boardGame(t, players, seed)
		v := pickView(t, lang, s)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Terminal(); step++ {
			legal := s.Legal(nil)
			build := false
			for _, a := range legal {
				if egizia.DecodeAction(a).Kind == egizia.ActBuild {
					build = true
				}
			}
			if build {
				syncTo(v, s, legal)
				v.decision(v.Legal)
				seat := s.CurrentPlayer()
				ps := s.PlayerState(seat)
				zone := map[int][]geom.Rect{
					egizia.ZoneObelisk: {v.pl.Obelisk.R, v.pl.Colonnade.R},
					egizia.ZonePyramid: {v.pl.Pyramid.R, v.pl.Statues.R},
					egizia.ZoneSphinx:  {v.pl.Sphinx.Deck},
				}[s.Build().Zone]
				check := func(what string) {
					its := v.pickItems()
					if len(its) == 0 {
						t.Fatalf("%s: no controls", what)
					}
					for _, z := range zone {
						if in := its[0].R.Intersect(z); in.W > 0 && in.H > 0 {
							t.Errorf("%s: the controls %v cover the zone's monument %v", what, its[0].R, z)
						}
					}
				}
				what := fmt.Sprintf("%s %dp step %d zone %d", lang, players, step, s.Build().Zone)
				check(what)
				for _, pb := range v.pickButtons() {
					if pb.kind != tCrewBtn {
						continue
					}
					seen++
					want := word + strconv.Itoa(int(ps.Str[pb.i]))
					label := v.crewBtnLabel(pb.i)
					if !strings.HasSuffix(label, want) {
						t.Errorf("%s: crew %d button %q, want it to end %q", what, pb.i, label, want)
					}
					// Its options (the picker's way: levels every way shares are
					// filled in), the Leader's one level down.
					ch, _, done, _ := v.pk.Dec.Narrow(pb, nil)
					v.pk.Sel, v.pk.Chosen = pb, ch
					for !done {
						offer := v.offered()
						if len(offer) == 0 {
							break
						}
						lvl := len(v.pk.Chosen)
						for _, o := range offer {
							l := v.optionLabel(o)
							str := int(ps.Str[pb.i])
							if lvl == 0 && o >= 0 {
								str += int(ps.Str[o])
							}
							if lvl == 1 && v.pk.Chosen[0] >= 0 {
								str += int(ps.Str[v.pk.Chosen[0]])
							}
							if lvl == 1 && o == 1 {
								str += int(ps.Str[egizia.CrewViolet])
							}
							if !strings.HasSuffix(l, word+strconv.Itoa(str)) {
								t.Errorf("%s: crew %d level %d option %d reads %q, want Strength %d", what, pb.i, lvl, o, l, str)
							}
							if c := namesTestCode.FindString(l); c != "" {
								t.Errorf("%s: option %q carries the code %s", what, l, c)
							}
							options++
						}
						check(fmt.Sprint(what, " options level ", lvl))
						ch, _, done, _ = v.pk.Dec.Narrow(pb, append(v.pk.Chosen, offer[0]))
						v.pk.Chosen = ch
					}
					v.pk.Sel, v.pk.Chosen = target{}, nil
				}
			}
			if err := s.Apply(s.RolloutAction(&rng, nil)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen < 10 || options < 10 {
		t.Errorf("only %d crew buttons and %d options checked", seen, options)
	}
	t.Logf("%d crew buttons, %d options", seen, options)
}
