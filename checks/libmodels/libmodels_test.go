package libmodels

import (
	"syscall"
	"testing"
	"time"
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

// BenchmarkLoad measures what reading the library data adds to a scan's
// start: decoding rows.json, validating every row and indexing the rows
// (Builtin does this once per process). Budget: under 20 ms. Besides the
// wall time it reports cpu-ms/op (user+system CPU of the process over the
// run, divided by b.N), which a loaded machine does not inflate.
func BenchmarkLoad(b *testing.B) {
	start := cpuTime()
	for b.Loop() {
		if _, err := loadJSON(rowsJSON); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkLoadYAML is the same from the YAML sources, for comparison.
func BenchmarkLoadYAML(b *testing.B) {
	start := cpuTime()
	for b.Loop() {
		if _, err := loadFS(dataFS, "data"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user plus system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
