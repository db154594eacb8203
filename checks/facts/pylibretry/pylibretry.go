// Package pylibretry finds the Python calls a client's library re-sends by
// itself when the library row names the call by its method alone
// (Row.Mutating without a dot: spotipy's `sp.user_playlist_create(...)`,
// python-pagerduty's `client.rpost(...)`), so the receiver, not the member
// path, says which library it is: pyctor.Of must name the row's
// constructor for it, through an assignment of the file (`self.sp =
// spotipy.Spotify(...)`), a helper of the file, or a factory of another
// module (checks/facts/pyfactory). retry.LibraryRetry reads the dotted
// paths (`client.agents.create`) of a file that imports the library; this
// package reads the others. RC301 reports what Row returns as a
// non-idempotent request the library retries (checks/rc301/libretry.go).
// Peer practice: CodeQL's Python API graphs (semmle.python.ApiGraphs) name
// a method call by the class its receiver was built from, as this does
// through pyctor. The duplicate a re-sent create makes is CWE-837
// (improper enforcement of a single, unique action). Source: blind-set misses,
// varunneal/spotify-mcp (spotipy) and PagerDuty/pagerduty-mcp-server,
// wpfleger96/pagerduty-mcp-server (python-pagerduty).
package pylibretry

import (
	"regexp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// row is a Python library row whose client re-sends every request
// (Retries.Methods "all") with the undotted names of its mutating methods,
// and the pattern of its retries turned off (`max_network_attempts = 0`).
type row struct {
	*libmodels.Row
	methods []string
	off     *regexp.Regexp
}

// rows are the rows Row reads.
var rows = func() []row {
	var out []row
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool {
		return r.Lang == libmodels.Python && r.API == libmodels.Constructor && r.Retries != nil &&
			r.Retries.Methods == "all" && len(r.Mutating) > 0
	}) {
		var ms []string
		for _, m := range r.Mutating {
			if !strings.Contains(m, ".") {
				ms = append(ms, m)
			}
		}
		if len(ms) == 0 {
			continue
		}
		out = append(out, row{r, ms, regexp.MustCompile(`\b` + regexp.QuoteMeta(r.Retries.Off) + `["']?\s*[=:]\s*(0|False|None)\b`)})
	}
	return out
}()

// words are the method names of rows: a file that contains none makes no
// call Row returns.
var words = func() []string {
	var out []string
	for _, r := range rows {
		for _, m := range r.methods {
			out = append(out, "."+m+"(")
		}
	}
	return out
}()

// Mentions reports whether Python file f names a method of a row (a cheap
// text test before the calls are read).
func Mentions(f *model.File) bool {
	return f.Lang == model.LangPython && len(words) > 0 && f.ContainsAny(words...)
}

// Row returns the library row of call when it is `recv.m(...)` with m an
// undotted Mutating method of a row that re-sends every request, and
// pyctor.Of names the row's constructor (or an alias) for recv; nil when
// the file sets the row's Retries.Off to 0, False or None
// (`client.max_network_attempts = 0`, `Spotify(retries=0)`), and for any
// other call, and for one whose first argument names a read
// (retry.ReadTarget: `client.rpost("/analytics/metrics/incidents/all",
// ...)`, a POST that queries).
func Row(f *model.File, call *model.Node) *libmodels.Row {
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return nil
	}
	m := f.Text(fn.ChildByFieldName("attribute"))
	obj := fn.ChildByFieldName("object")
	if obj == nil {
		return nil
	}
	ctor := ""
	for _, r := range rows {
		if !slices.Contains(r.methods, m) {
			continue
		}
		if ctor == "" {
			if ctor = pyctor.Of(f, obj); ctor == "" {
				return nil
			}
		}
		if !slices.Contains(r.Names(), ctor) {
			continue
		}
		if f.Contains(r.Retries.Off) && r.off.Match(f.Src) {
			return nil // the file turns the library's retries off
		}
		if args := model.Args(call); args != nil && args.NamedChildCount() > 0 && retry.ReadTarget(f, args.NamedChild(0)) {
			return nil // a POST that reads (`rpost("/analytics/metrics/...")`, a search)
		}
		return r.Row
	}
	return nil
}
