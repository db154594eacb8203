package retry

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// retryingRows are, per language, the library rows whose client re-sends
// every request by itself (Row.Retries.Methods "all") and that list the
// member paths of their mutating calls (Row.Mutating with a dot:
// agents.create, entry.create).
var retryingRows = func() map[libmodels.Lang][]retryingRow {
	out := map[libmodels.Lang][]retryingRow{}
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool {
		return r.Retries != nil && r.Retries.Methods == "all" && len(r.Mutating) > 0
	}) {
		off := regexp.MustCompile(`\b` + regexp.QuoteMeta(r.Retries.Off) + `["']?\s*[=:]\s*(0|false|False)\b`)
		if strings.HasSuffix(r.Retries.Off, "()") {
			// an option function that turns the retries off
			// (gitlab.WithoutRetries()): naming it is enough
			off = regexp.MustCompile(`\b` + regexp.QuoteMeta(r.Retries.Off))
		}
		out[r.Lang] = append(out[r.Lang], retryingRow{r, off})
	}
	return out
}()

// retryingRow is a row of retryingRows with the pattern of its retries
// set off (`max_retries=0`, `"max_retries": 0`, `retryOnError: false`).
type retryingRow struct {
	*libmodels.Row
	off *regexp.Regexp
}

// LibraryRetry returns the row of a library that re-sends call by itself
// when call is one of the row's mutating calls: the call's member name ends
// with a dotted path of the row's Mutating (`client.agents.create(...)`,
// `client.entry.create(...)`; an accessor without arguments is a segment of
// the path: `client.tasks().create(...)`, `git.Issues().CreateIssue(...)`)
// and the file imports the row's module. It
// returns nil when the file turns the library's retries off (the row's
// Retries.Off set to 0 or false: `max_retries=0`, `retryOnError: false`), and for any
// other call. The library's retry policy is data (libmodels/data, with its
// source page); RC301 reports such a call as a non-idempotent request that
// is retried, as it does a POST in a hand-written retry loop.
func LibraryRetry(f *model.File, call *model.Node) *libmodels.Row {
	rows := retryingRows[rowLang(f)]
	if len(rows) == 0 {
		return nil
	}
	fn := model.Callee(call)
	if fn == nil || (fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression && fn.Sym() != model.SymSelectorExpression) {
		return nil
	}
	// accessors without arguments are path segments:
	// client.tasks().create, a.client.Issues().CreateIssue
	name := strings.ReplaceAll(f.Text(fn), "()", "")
	if strings.Count(name, ".") < 2 || strings.ContainsAny(name, "\n(") {
		return nil
	}
	for _, r := range rows {
		if !importsModule(f, r.Module) {
			continue
		}
		for _, m := range r.Mutating {
			if strings.Contains(m, ".") && strings.HasSuffix(name, "."+m) {
				if f.Contains(r.Retries.Off) && r.off.Match(f.Src) {
					return nil // the file turns the library's retries off
				}
				return r.Row
			}
		}
	}
	return nil
}

// ImportsRetryingLibrary reports whether the file imports the module of a
// row that LibraryRetry reads: only such a file can have a LibraryRetry call.
func ImportsRetryingLibrary(f *model.File) bool {
	for _, r := range retryingRows[rowLang(f)] {
		if importsModule(f, r.Module) {
			return true
		}
	}
	return false
}

// rowLang is the library rows' language of the file.
func rowLang(f *model.File) libmodels.Lang {
	switch {
	case f.Lang.IsJS():
		return libmodels.JavaScript
	case f.Lang == model.LangGo:
		return libmodels.Go
	}
	return libmodels.Python
}

// importsModule reports whether the file imports module mod (or a
// submodule: elevenlabs.client, contentful-management/dist).
func importsModule(f *model.File, mod string) bool {
	for _, imp := range f.Imports() {
		if imp == mod || strings.HasPrefix(imp, mod+".") || strings.HasPrefix(imp, mod+"/") {
			return true
		}
	}
	return false
}
