package annotate

import (
	"bytes"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/finding"
)

func writeCommands(t *testing.T, r *Report) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteWorkflowCommands(&buf, r); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestWriteWorkflowCommandsGolden(t *testing.T) {
	golden(t, "workflow-commands.txt", []byte(writeCommands(t, sampleReport())))
}

func TestWriteWorkflowCommandsLevelsAndColumns(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(writeCommands(t, sampleReport()), "\n"), "\n")
	want := []string{
		"::warning file=app/client.py,line=12,endLine=12,col=12,endColumn=29,title=RC101 http-call-without-timeout::requests.get has no timeout",
		// Spans lines 40-42: no col/endColumn.
		"::error file=app/client.py,line=40,endLine=42,title=RC201 blocking-call-in-async::time.sleep",
		"::notice file=web/api.ts,line=21,endLine=21,col=3,endColumn=8,title=RC301 retry-without-backoff::retry loop",
		"::notice file=app/broken.py,title=resilience-check partly scanned a file::partial: file does not parse cleanly",
		"::warning file=vendor/big.min.js,title=resilience-check skipped a file::skipped: file is 3145728 bytes",
	}
	if len(lines) != len(want) {
		t.Fatalf("%d commands, want %d (3 reported findings, 2 notices):\n%s", len(lines), len(want), strings.Join(lines, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(lines[i], want[i]) {
			t.Errorf("command %d:\n got %s\nwant %s...", i, lines[i], want[i])
		}
	}
}

func TestWriteWorkflowCommandsEscaping(t *testing.T) {
	f := newFinding(ruleRC201, "src/a,b:c%.py", 3, 1, 3, 5, "100% sure\r\nsecond line: a, b", "", "x")
	got := writeCommands(t, &Report{Findings: []finding.Finding{f}})
	want := "::error file=src/a%2Cb%3Ac%25.py,line=3,endLine=3,col=1,endColumn=5,title=RC201 blocking-call-in-async::" +
		"100%25 sure%0D%0Asecond line: a, b\n"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
