// Package pysessattr says whether a Python session reached through another
// object's attribute (`self.client.session.post(...)`) is a plain
// requests.Session: the repository's non-test Python files assign the
// attribute only as `<obj>.session = requests.Session()` (at least once),
// and none of those files mounts an adapter (`.mount(`) or replaces the
// session's request method, either of which may add a default timeout.
//
// requests sends with no timeout unless the call passes one ("By default,
// requests do not time out unless a timeout value is set explicitly",
// https://requests.readthedocs.io/en/latest/user/advanced/#timeouts), and
// a Session has no session-wide timeout
// (https://requests.readthedocs.io/en/latest/api/#requests.Session), so a
// call on it without timeout= can hang forever (CWE-400, CWE-1088). RC101
// already judges a session its own file builds or returns (pyctor); this
// links one built in another class of the repository and reached through
// the attribute of the object holding it. Blind set: tonyzorin/youtrack-mcp
// issues.py (`self.client.session.post`, the session built in client.py).
// Peer: Bandit B113 (request without timeout), which sees only the requests
// module's functions.
package pysessattr

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxFileBytes caps a repository file read.
const maxFileBytes = 1 << 20

var sessionCtor = regexp.MustCompile(`^requests\.[Ss]ession\(\s*\)\s*(#.*)?$`)

// RequestsSession reports whether obj, the receiver of a method call, is an
// attribute chain `a.b.name` (two dots or more: an attribute of another
// object; name holds "session") whose attribute name the repository assigns only to a plain
// requests.Session() (see the package doc); false when the repository's
// files cannot be searched or read.
func RequestsSession(f *model.File, obj *model.Node) bool {
	obj = model.Unwrap(obj)
	if obj == nil || obj.Sym() != model.SymAttribute {
		return false
	}
	inner := model.Unwrap(obj.ChildByFieldName("object"))
	if inner == nil || inner.Sym() != model.SymAttribute {
		return false
	}
	name := f.Text(obj.ChildByFieldName("attribute"))
	if !strings.Contains(strings.ToLower(name), "session") {
		return false
	}
	w := thirdparty.Of(f)
	if w == nil || w.PySearch == nil || w.Read == nil {
		return false
	}
	v := w.Memo("pysessattr.RequestsSession:"+name, func() any {
		assignRe := regexp.MustCompile(`\.` + regexp.QuoteMeta(name) + `\s*=\s*([^=\n][^\n]*)`)
		patchRe := regexp.MustCompile(`\.` + regexp.QuoteMeta(name) + `\.(request|send)\s*=|\.mount\(`)
		found := 0
		for _, path := range w.PySearch([]string{name}) {
			if !strings.HasSuffix(path, ".py") || testPath(path) {
				continue
			}
			src, err := w.Read(path)
			if err != nil || len(src) > maxFileBytes {
				return false
			}
			ms := assignRe.FindAllSubmatch(src, -1)
			for _, m := range ms {
				if !sessionCtor.Match([]byte(strings.TrimSpace(string(m[1])))) {
					return false
				}
				found++
			}
			if patchRe.Match(src) { // an adapter or a patched request anywhere, not only beside the assignment (review34b HIGH-2)
				return false
			}
		}
		for _, path := range w.PySearch([]string{"mount"}) { // a factory module mounting a timeout adapter
			if !strings.HasSuffix(path, ".py") || testPath(path) {
				continue
			}
			if src, err := w.Read(path); err != nil || len(src) > maxFileBytes || mountRe.Match(src) {
				return false
			}
		}
		return found > 0
	})
	return v.(bool)
}

// testPath reports whether a repository path is a test file or lies under
// a tests folder.
func testPath(p string) bool {
	base := p[strings.LastIndex(p, "/")+1:]
	if strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" {
		return true
	}
	for _, d := range strings.Split(p, "/") {
		if d == "test" || d == "tests" {
			return true
		}
	}
	return false
}

// mountRe is an adapter mounted on a session (`s.mount("https://",
// TimeoutHTTPAdapter(...))`): requests then sends through the adapter, which
// may set the timeout the calls leave out.
var mountRe = regexp.MustCompile(`\.mount\(`)
