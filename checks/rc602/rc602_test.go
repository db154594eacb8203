package rc602_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/resilience-check/resilience-check/checks/checkstest"
	"github.com/resilience-check/resilience-check/checks/rc602"
)

// TestFixtures runs RC602 over testdata/, whose want comments name the lines
// it must report.
func TestFixtures(t *testing.T) { checkstest.Run(t, rc602.Rule, "testdata") }

// TestRepeatable scans each file of testdata/repeat many times: RC602 must
// report the same lines with the same messages every time (its judgements
// once followed a map's iteration order), and the want comments hold.
func TestRepeatable(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "repeat", "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in testdata/repeat: %v", err)
	}
	for _, p := range files {
		first := checkstest.Messages(t, rc602.Rule, p)
		for i := 0; i < 40; i++ {
			if got := checkstest.Messages(t, rc602.Rule, p); !reflect.DeepEqual(got, first) {
				t.Fatalf("%s: run %d reports %v, the first run %v", p, i+2, got, first)
			}
		}
		checkstest.File(t, rc602.Rule, p)
	}
}
