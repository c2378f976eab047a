package render

import "testing"

func TestAuditLabelsRecordsOnlyWhileOn(t *testing.T) {
	NoteDrop("before", "dropped")
	stop := AuditLabels()
	NoteDrop("Haut Fonctionnaire", "dropped")
	NoteDrop("Marché de la Pierre", "clipped")
	got := stop()
	NoteDrop("after", "dropped")
	if len(got) != 2 || got[0] != (Drop{"Haut Fonctionnaire", "dropped"}) || got[1].Why != "clipped" {
		t.Fatalf("recorded %v, want the two drops made while the audit ran", got)
	}
	if again := AuditLabels()(); len(again) != 0 {
		t.Fatalf("a new audit starts empty, got %v", again)
	}
}
