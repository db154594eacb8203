package libmodels

import (
	"fmt"
	"sort"
	"strings"
)

// Markdown renders docs/libraries.md from a set: the schema, the count of
// rows per kind and per language, and one table per data file listing every
// row with its bound, default (linked to the page that states it), blocking
// behaviour, error origin and source URL. TestLibrariesDoc keeps the
// checked-in page equal to it.
func Markdown(s *Set) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("# Library models\n\n")
	w("<!-- Generated from libmodels/data/*.yml by `go test ./libmodels -run TestLibrariesDoc -update`; do not edit. -->\n\n")
	w("What resilience-check knows about third-party and standard-library APIs is data, in the spirit of\n")
	w("[CodeQL's models-as-data](https://codeql.github.com/docs/codeql-language-guides/customizing-library-models-for-python/):\n")
	w("one row per callable in `libmodels/data/*.yml`, validated by a schema test. Rules read the rows\n")
	w("(RC101/RC103 timeouts, RC102 subprocesses, RC201 blocking calls, RC402 error origins, RC403 breakers,\n")
	w("RC501 pools, MCP handler registrations). Rows with `match: call` (the default, and what user rows get)\n")
	w("are matched generically: a call that leaves the row's bound unset is reported by RC101 (HTTP, model,\n")
	w("cloud, gRPC, search) or RC103 (database, cache) when the library's documented default is `none` or above\n")
	w("the budget (`timeouts:` in the configuration); a documented finite default within the budget is not a\n")
	w("defect, and a row without a documented default is recognised but never reported. A finite default whose\n")
	w("row says `judge: handler` is RC104's instead, judged against the handler's budget (docs/rules/RC104.md).\n\n")
	w("Add rows for an in-house client under `libraries:` in `.github/resilience-check.yml`, with the same\n")
	w("fields; a row whose name a built-in row has replaces it. User rows feed the generic match; the rules'\n")
	w("own analyses (`match: code` rows) keep the built-in rows.\n\n")
	w("## Modelled coverage\n\n")
	w("A call through a third-party package without a row is not judged at all. As CodeQL's\n")
	w("[model editor](https://docs.github.com/en/code-security/codeql-for-vs-code/using-the-advanced-functionality-of-the-codeql-for-vs-code-extension/using-the-codeql-model-editor)\n")
	w("lists a codebase's dependencies with their unmodeled APIs, each scan lists the third-party packages\n")
	w("its files import that no row names (package `checks/coverage`): `scan --format json` writes them under\n")
	w("`unmodelled` (package, language, files, call sites), SARIF in the run property `unmodelledPackages`,\n")
	w("and a checklist item decided by RC101, RC102, RC103, RC104, RC201, RC402 or RC601 that would pass\n")
	w("shows `pass-on-modelled-calls` (\"✅ pass on modelled calls · N packages not modelled\") while any of them\n")
	w("is called, naming them in Scan details. Not listed: the standard library\n")
	w("(`checks/coverage/data/python-stdlib.txt`, `node-builtins.txt`; Go paths whose first element has no dot),\n")
	w("the repository's own packages (Python modules resolving to its files, src/ layouts included; relative and\n")
	w("aliased JS specifiers and workspace folders; Go paths of its module), the MCP SDKs, and the packages of\n")
	w("`checks/coverage/data/noio.tsv` (no network, process or database I/O; inbound server frameworks; build\n")
	w("and test tooling; one source URL per row). A row here, or under `libraries:`, takes a package off the list.\n")
	w("The exit code and `fail-on` do not change.\n\n")
	w("## Fields\n\n")
	w("| field | meaning |\n|---|---|\n")
	for _, f := range [][2]string{
		{"lang", "language: " + strings.Join(Values("lang"), ", ") + " (javascript covers TypeScript)"},
		{"module", "import path or module"},
		{"name", "qualified name of the callable as resolved through the file's imports (`requests.get`, `net/http.Client`); `aliases` lists re-exports; a Go name of a major version no row lists (`.../go-github/v89/github.NewClient`) takes the row of another major of the module (`/v62/`) unless two rows claim that name across majors"},
		{"api", strings.Join(Values("api"), ", ")},
		{"kind", strings.Join(Values("kind"), ", ")},
		{"methods", "instance methods the row applies to (`*` = any, `!name` excludes one from it); `mutating` lists those that change state; `nested` extends them to the client's attributes and to the objects its methods return (`client.containers.get(id).logs()`)"},
		{"bound", "where the call's bound is set: `where` (" + strings.Join(Values("bound.where"), ", ") + "), `name`, `position` (0-based argument), `unit` (" + strings.Join(Values("bound.unit"), ", ") + "), `also` (other keys that bound it), `per_call` (each method call takes it), `client` (keys of a per-call client's constructor options that bound every call: a construction that sets none and whose client the file never calls is judged there), `after_scalars` (the options object may follow a connection URL, port or host at `position`: the first argument that is not a string or a number)"},
		{"default", "the library's own bound: `value` (`none` or a Go duration) and the `url` that states it; `judge: handler` on a finite default makes it RC104's, judged against the budget of the handler that waits on it wherever the client is built (also for a `match: code` row), and RC101 leaves it (aiohttp's `ClientSession`, total=300 s; docs/rules/RC104.md)"},
		{"default_before", "Python and JavaScript: the major version of the row's distribution (npm package) from which on the default no longer holds (`\"3\"`): the row is judged only where the project's dependency manifests show an earlier release (a lock file's version, a pin or an upper bound; package-lock.json or package.json for npm) and is recognised only elsewhere"},
		{"blocks / async", "whether the call blocks the calling thread, and what to use instead"},
		{"errors", "origin class of the errors raised: " + strings.Join(Values("errors"), ", ")},
		{"mutates", "whether the call changes state outside the process"},
		{"named_creates", "Go: the SDK creates the API refuses to repeat under the same caller-given name, each with the module it is `import`ed from, either the request struct `type` and the `key` field naming the resource or the create `method` and its `args` count, the `err` a repeat gets and the `url` that shows it (RC601 asks no idempotency key of them)"},
		{"narrow_errors", "Python: the builtin exception classes (`classes`) the module raises only with fixed text about the caller's values, and the `url` of its exception hierarchy: an `except ValueError` around its calls sees no upstream detail (RC402)"},
		{"body_field", "Go response type: the `field` holding the upstream's raw body also when the call failed, and the methods that `reads` its text (RC402)"},
		{"handler", "for a registration: " + strings.Join(Values("handler"), ", ")},
		{"match", "`code` (read by a rule's own analysis) or `call` (matched generically; the default)"},
		{"source", "the page the row was written from (required)"},
	} {
		w("| `%s` | %s |\n", f[0], f[1])
	}
	rows := s.Rows()
	kinds, langs := map[string]int{}, map[string]int{}
	for _, r := range rows {
		kinds[string(r.Kind)]++
		langs[string(r.Lang)]++
	}
	w("\n## Counts\n\n%d rows.\n\n| kind | rows |\n|---|---|\n", len(rows))
	for _, k := range sortedKeys(kinds) {
		w("| %s | %d |\n", k, kinds[k])
	}
	w("\n| lang | rows |\n|---|---|\n")
	for _, k := range sortedKeys(langs) {
		w("| %s | %d |\n", k, langs[k])
	}
	file := ""
	for _, r := range rows {
		if r.File != file {
			file = r.File
			w("\n## %s\n\n| lang | name | api | kind | bound | default | blocks | errors | match | source |\n|---|---|---|---|---|---|---|---|---|---|\n", file)
		}
		name := "`" + r.Name + "`"
		if len(r.Aliases) > 0 {
			name += " (also `" + strings.Join(r.Aliases, "`, `") + "`)"
		}
		if len(r.Methods) > 0 {
			name += "; methods " + strings.Join(r.Methods, ", ")
		}
		if sh := r.Shape; sh != nil {
			name += "; family: every name matching `" + sh.Pattern + "` ([shape](" + sh.URL + "))"
		}
		bound := ""
		if bd := r.Bound; bd != nil {
			bound = string(bd.Where)
			if bd.Name != "" {
				bound += " `" + bd.Name + "`"
			}
			if bd.Position != nil {
				bound += fmt.Sprintf(" @%d", *bd.Position)
			}
			if bd.Unit != "" {
				bound += " (" + bd.Unit + ")"
			}
			if bd.PerCall {
				bound += ", per call"
			}
			if len(bd.Client) > 0 {
				bound += ", or client `" + strings.Join(bd.Client, "`, `") + "`"
			}
		}
		def := ""
		if d := r.Default; d != nil {
			def = "[" + d.Value + "](" + d.URL + ")"
			if d.Judge != "" {
				def += " (RC104: " + d.Judge + " budget)"
			}
			if r.DefaultBefore != "" {
				def += " (before " + r.DefaultBefore + ")"
			}
		}
		blocks := ""
		if r.Blocks {
			blocks = "yes"
			if r.BlocksBefore != "" {
				blocks += " (before " + r.BlocksBefore + ")"
			}
			if r.Async != "" {
				blocks += ": " + r.Async
			}
		}
		w("| %s | %s | %s | %s | %s | %s | %s | %s | %s | [source](%s) |\n", r.Lang, cell(name), r.API, r.Kind, cell(bound), def,
			cell(blocks), r.Errors, r.Matched(), r.Source)
	}
	return b.String()
}

// cell escapes a table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
