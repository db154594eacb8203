package finding

import "sort"

// Notice says what the engine skipped or could only partly scan, and why. The
// run goes on; sinks show notices so that nothing is lost silently.
type Notice struct {
	Path   string `json:"path"`   // "" for a notice on the whole run
	Kind   string `json:"kind"`   // NoticeSkipped, NoticePartial or NoticeCapped
	Reason string `json:"reason"` // lowercase sentence
	// Incomplete is set when something the scan was asked to check did not
	// finish: a file not scanned (too large, unreadable, parse stopped, the
	// scan's --timeout), or a rule stopped on it (Rules). Such a result is
	// never a pass (annotate.Report.Incomplete). A file skipped by policy
	// (binary by git's rule, minified, generated, a symbolic link) leaves it
	// unset: it is counted, not a gap.
	Incomplete bool `json:"incomplete,omitempty"`
	// Rules lists the IDs of the rules that did not finish on the file, when
	// only some did not; empty with Incomplete means none ran.
	Rules []string `json:"rules,omitempty"`
	// Dropped counts the findings a NoticeCapped notice dropped.
	Dropped int `json:"dropped,omitempty"`
}

// Notice kinds.
const (
	NoticeSkipped = "skipped" // the file was not scanned
	NoticePartial = "partial" // scanned, but findings may be incomplete
	NoticeCapped  = "capped"  // findings over a cap were dropped and counted
)

// ScannedFile records one file that the rules ran on.
type ScannedFile struct {
	Path  string   `json:"path"`
	Lang  Language `json:"language"`
	Bytes int      `json:"bytes"`
	// UpstreamCalls counts the file's outbound HTTP calls from request-time
	// code (model.Upstreams.Sites); the checklist's breaker row reports it
	// when RC404 is off.
	UpstreamCalls int `json:"upstream_calls"`
	// Unmodelled lists the third-party packages the file imports that no
	// library model describes (checks/coverage); the report shows them
	// gathered (UnmodelledOf), not per file.
	Unmodelled []PackageUse `json:"-"`
}

// PackageUse is one third-party package a scanned file imports that no
// library model row describes (see package checks/coverage): the rules that
// read library models (RC101, RC102, RC103, RC104, RC201, RC402, RC601)
// cannot judge calls through it, so silence on them is not a pass.
type PackageUse struct {
	Package string `json:"package"` // "slack_bolt", "@scope/name", "github.com/o/r"
	// Calls counts the file's call and new expressions whose callee starts
	// with a name the file imports from the package.
	Calls int `json:"calls"`
}

// Unmodelled is one third-party package without a library model, over the
// scanned files: the files that import it and the call sites through it, as
// CodeQL's model editor lists a codebase's dependencies with their
// unmodeled APIs
// (https://docs.github.com/en/code-security/codeql-for-vs-code/using-the-advanced-functionality-of-the-codeql-for-vs-code-extension/using-the-codeql-model-editor).
type Unmodelled struct {
	Package  string   `json:"package"`
	Language Language `json:"language"`
	Files    []string `json:"files"` // slash-separated repository paths, sorted
	Calls    int      `json:"calls"` // call sites through the package, all files
}

// UnmodelledOf gathers the files' unmodelled packages (ScannedFile.Unmodelled):
// the ones with the most call sites first, then by name; never nil.
func UnmodelledOf(files []ScannedFile) []Unmodelled {
	type key struct {
		pkg  string
		lang Language
	}
	idx := map[key]int{}
	out := []Unmodelled{}
	for _, f := range files {
		lang := f.Lang
		if lang == LangTypeScript || lang == LangTSX {
			lang = LangJavaScript
		}
		for _, u := range f.Unmodelled {
			k := key{u.Package, lang}
			i, ok := idx[k]
			if !ok {
				i = len(out)
				idx[k] = i
				out = append(out, Unmodelled{Package: u.Package, Language: lang})
			}
			out[i].Files = append(out[i].Files, f.Path)
			out[i].Calls += u.Calls
		}
	}
	for i := range out {
		sort.Strings(out[i].Files)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Calls != out[j].Calls {
			return out[i].Calls > out[j].Calls
		}
		if out[i].Package != out[j].Package {
			return out[i].Package < out[j].Package
		}
		return out[i].Language < out[j].Language
	})
	return out
}
