package imhotepview

import (
	"testing"

	"nilegames/engine/imhotep"
	"nilegames/render"
	"nilegames/scenes/gameview"
	"nilegames/scenes/session"
)

func TestEntryRegistered(t *testing.T) {
	e, ok := gameview.Lookup("imhotep")
	if !ok {
		t.Fatal("imhotep is not registered")
	}
	if e.MinPlayers != 2 || e.MaxPlayers != 4 || len(e.Colors) != 4 || e.Colors[0] != render.Black || e.Colors[3] != render.Gray {
		t.Errorf("entry %+v", e)
	}
	if e.NewView == nil || e.Log == nil || e.Thumbnail == nil || e.Source != "imhotep.source" || e.Hidden {
		t.Error("entry incomplete")
	}
	if _, ok := e.Game.(imhotep.Game); !ok {
		t.Errorf("game %T", e.Game)
	}
}

// TestComposeOptions: the menu's per-site toggles and presets, composed the
// menu's way, become the engine's five-letter "sides" option.
func TestComposeOptions(t *testing.T) {
	cases := []struct {
		values map[string]string
		sides  string
		wrath  string
	}{
		{nil, "AAAAA", "false"},
		{Presets()[0].Values, "AAAAA", "false"},
		{Presets()[1].Values, "BBBBB", "false"},
		{map[string]string{"sides[1]": "B", "sides[4]": "B", "wrath": "true"}, "ABAAB", "true"},
	}
	for _, c := range cases {
		values := map[string]string{}
		for _, o := range Options() {
			values[o.Key] = o.Choices[0].Value
		}
		for k, v := range c.values {
			values[k] = v
		}
		eo := session.ComposeOptions(values)
		if eo["sides"] != c.sides || eo["wrath"] != c.wrath {
			t.Errorf("%v gave %v", c.values, eo)
		}
		eo["players"] = "3"
		st, err := imhotep.Game{}.NewState(eo, 1)
		if err != nil {
			t.Fatalf("engine refuses %v: %v", eo, err)
		}
		s := st.(*imhotep.State)
		for i, ch := range c.sides {
			if s.SideB(imhotep.Site(i)) != (ch == 'B') {
				t.Errorf("%v: site %d side", eo, i)
			}
		}
	}
}
