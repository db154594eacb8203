package libmodels

import (
	"testing"
)

// TestBuiltinRowsValid loads the embedded data: every row passes Validate
// (required fields, known enums, well-formed URLs) and no qualified name is
// claimed twice in one language.
func TestBuiltinRowsValid(t *testing.T) {
	s, err := loadFS(dataFS, "data")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Rows()) < 80 {
		t.Errorf("%d rows, want at least 80", len(s.Rows()))
	}
	for _, r := range s.Rows() {
		if r.Source == "" {
			t.Errorf("%s row %d %s: no source", r.File, r.Index, r.Name)
		}
	}
}
