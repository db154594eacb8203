// Package stateurl tells whether a request's URL, as written, names an
// endpoint that sets a state rather than making something: its last path
// segment is a transition to a fixed state (`/shutdown`, `/stop`, `/close`,
// `/enable`) or the current selection (`/selected_projects`,
// `/selection`). A repeat of such a POST leaves the state the first attempt
// set (RFC 9110 section 9.2.2 defines idempotent by this effect), so a retry
// that re-sends it duplicates nothing (RC301; bench/realcode/blind-unlisted.tsv:
// dbt-mcp ui/src/App.tsx, whose retried fetch is called with POST
// /selected_projects and POST /shutdown only).
package stateurl

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/stateverb"
)

// processStates are last path segments that stop or reload the process the
// URL names (Prometheus' POST /-/reload and /-/quit,
// https://prometheus.io/docs/prometheus/latest/management_api/; a local
// UI's POST /shutdown): a repeat finds it stopping or reloaded.
var processStates = map[string]bool{"shutdown": true, "quit": true, "reload": true}

// selectionWords begin a last path segment that names the caller's current
// selection (`selected_projects`, `selected-model`, `selectedItems`,
// `selection`): a POST there stores the set it is given, and a repeat
// stores the same set again.
var selectionWords = map[string]bool{"selected": true, "selection": true}

// SetsState reports whether target, the text of a request's URL (a string
// or template literal, quotes included or not), ends in a path segment that
// sets a state (stateverb.Transitions, processStates) or names the current
// selection (selectionWords). The query and fragment are ignored. A segment
// that is an interpolation or holds one (`/${action}`) says nothing: false.
func SetsState(target string) bool {
	t := strings.Trim(strings.TrimSpace(target), "\"'`")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	t = strings.TrimRight(t, "/")
	seg := t[strings.LastIndex(t, "/")+1:]
	if seg == "" || strings.ContainsAny(seg, "${}:+ ") {
		return false
	}
	words := splitWords(seg)
	if len(words) == 0 {
		return false
	}
	if len(words) == 1 && (stateverb.Transitions[words[0]] || processStates[words[0]]) {
		return true
	}
	return selectionWords[words[0]]
}

// splitWords splits a path segment into lower-case words at `_`, `-`, `.`
// and lower-to-upper case changes (selectedProjects).
func splitWords(seg string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, strings.ToLower(b.String()))
			b.Reset()
		}
	}
	prevLower := false
	for _, r := range seg {
		switch {
		case r == '_' || r == '-' || r == '.':
			flush()
			prevLower = false
			continue
		case r >= 'A' && r <= 'Z' && prevLower:
			flush()
		}
		b.WriteRune(r)
		prevLower = r >= 'a' && r <= 'z'
	}
	flush()
	return out
}
