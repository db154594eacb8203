package rc104

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file is a diagnostic of RC104's value readers, off by default: with
// RC_RC104_DIAG set to a file path, each scan appends one line per timeout
// value a reader of written (readSeconds, readMillis, readGo) looked at:
// the file, the line, the language, what the reader made of it (a value in
// seconds, "param" for a parameter judged at the calls, or "unknown"),
// where it sits (handler, helper) and the value's text. It changes no
// output. bench/realcode/rc104_sites.py joins it with the findings to
// count the sites the rule resolves and reports over all the blind
// servers.

// diagEnv names the diagnostic's output file.
const diagEnv = "RC_RC104_DIAG"

// diagMu serializes the diagnostic's appends within one process.
var diagMu sync.Mutex

// diagReader wraps a unit reader so that each value it is asked about is
// written to the diagnostic file (once per node); read itself when the
// diagnostic is off.
func diagReader(read unitReader) unitReader {
	path := os.Getenv(diagEnv)
	if path == "" {
		return read
	}
	seen := map[*model.Node]bool{}
	return func(f *model.File, n *model.Node) (time.Duration, bool) {
		d, ok := read(f, n)
		if n == nil || seen[n] {
			return d, ok
		}
		seen[n] = true
		if ok && d != paramMark && d <= 0 {
			return d, ok
		}
		status := "unknown"
		switch {
		case ok && d == paramMark:
			status = "param"
		case ok:
			status = fmt.Sprintf("%g", d.Seconds())
		}
		where := "helper"
		switch f.HandlerOf(n) {
		case model.ToolHandler:
			where = "tool"
		case model.ResourceHandler:
			where = "resource"
		}
		diagLine(f, n, status, where)
		return d, ok
	}
}

// diagPending writes a value left to the summaries (an imported constant,
// pendingImport and pendingConst) to the diagnostic file: "pending".
func diagPending(f *model.File, n *model.Node) {
	if os.Getenv(diagEnv) != "" {
		diagLine(f, n, "pending", "helper")
	}
}

// diagLine appends one line of the diagnostic: the scan's folder (the
// repository, blind.sh scans from its root), the file, the line, the
// language, the status, where and the value's text.
func diagLine(f *model.File, n *model.Node, status, where string) {
	line, _ := f.Position(int(n.StartByte()))
	text := strings.Join(strings.Fields(f.Text(n)), " ")
	if len(text) > 100 {
		text = text[:100]
	}
	dir, _ := os.Getwd()
	diagMu.Lock()
	defer diagMu.Unlock()
	if w, err := os.OpenFile(os.Getenv(diagEnv), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
		fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%s\t%s\n", filepath.Base(dir), f.Path, line, f.Lang, status, where, text)
		w.Close()
	}
}
