package summary_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/summary"
)

// TestGoDemandSameAsWholePackage scans each file of every folder fixture
// in diff mode twice: with the Go files of its packages read on demand
// (checks/godemand, what a Source without a cache gets) and read whole (a
// Source with Keep set, as the bot's), and wants the same findings and
// notices.
func TestGoDemandSameAsWholePackage(t *testing.T) {
	dirs, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		fo := loadFolder(t, filepath.Join("testdata", d.Name()))
		for _, p := range fo.sources() {
			var out [2][]byte
			for i, whole := range []bool{false, true} {
				src := fo.source()
				if whole {
					src.Keep = func(string, *summary.File) {}
				}
				res, err := (&checks.Engine{Workers: 1, Repo: src}).Scan(context.Background(), []checks.Input{fo.input(p)})
				if err != nil {
					t.Fatal(err)
				}
				if out[i], err = json.Marshal([]any{res.Findings, res.Notices}); err != nil {
					t.Fatal(err)
				}
			}
			if string(out[0]) != string(out[1]) {
				t.Errorf("%s/%s: on demand\n%s\nwhole\n%s", d.Name(), p, out[0], out[1])
			}
		}
	}
}
