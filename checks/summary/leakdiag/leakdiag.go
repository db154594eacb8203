// Package leakdiag is a diagnostic of RC402's cross-file pass, off by
// default: with RC_LEAK_DIAG set to a file path, a scan appends to that
// file one line per leak of raw error text that reaches the client
// (xfacts.Leak) whose origin neither the file nor the function summaries
// tell, so the rule leaves it unreported, with the calls of the region its
// error comes from and what the summaries made of each. It measures RC402's
// gap over whole repositories (bench/realcode/errleak-gap.py counts the
// look-alikes by reading the source; this counts what the rule saw and
// could not place). It changes no output.
package leakdiag

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

// Env is the environment variable naming the diagnostic's output file.
const Env = "RC_LEAK_DIAG"

var on = os.Getenv(Env) != ""

// On reports whether the diagnostic is asked for.
func On() bool { return on }

// Call describes one call of a leak's region for Note: its callee's text
// and whether the summaries linked it to a function of the repository
// (resolved), found no origin in it (so "noerr"), or dropped it because a
// try inside the region handles its errors (guarded).
func Call(callee string, resolved, guarded bool) string {
	st := "unresolved"
	switch {
	case guarded:
		st = "guarded"
	case resolved:
		st = "noerr"
	}
	callee = strings.Join(strings.Fields(callee), " ")
	if len(callee) > 80 {
		callee = callee[:80]
	}
	return st + ":" + callee
}

var mu sync.Mutex

// Note appends one line for a leak at path:line left unreported for want
// of an origin: the sink, the leaked text's description, the parameter the
// text comes from (a helper's, "" for a caught error) and the region's
// calls (Call), tab-separated. Errors writing are ignored: a diagnostic.
func Note(path string, line int, sink, what, param string, calls []string) {
	mu.Lock()
	defer mu.Unlock()
	w, err := os.OpenFile(os.Getenv(Env), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer w.Close()
	fmt.Fprintf(w, "%s:%d\t%s\t%s\t%s\t%s\n", path, line, sink, strings.Join(strings.Fields(what), " "), param, strings.Join(calls, " | "))
}
