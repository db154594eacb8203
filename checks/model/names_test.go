package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// nameParts is the reference split of a name expression into its segments
// (["requests", "get"] for requests.get), which QualifiedName joined before
// it built the name in one buffer.
func nameParts(f *File, n *Node) ([]string, bool) {
	if n == nil {
		return nil, false
	}
	switch n.Sym() {
	case SymIdentifier, SymPropertyIdentifier, SymFieldIdentifier, SymPackageIdentifier, SymThis, SymSelf, SymTypeIdentifier:
		return []string{f.Text(n)}, true
	case SymAttribute: // Python
		p, ok := nameParts(f, n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("attribute"))), true
	case SymMemberExpression: // JS
		p, ok := nameParts(f, n.ChildByFieldName("object"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("property"))), true
	case SymSelectorExpression: // Go
		p, ok := nameParts(f, n.ChildByFieldName("operand"))
		if !ok {
			return nil, false
		}
		return append(p, f.Text(n.ChildByFieldName("field"))), true
	case SymQualifiedType: // Go: http.Client
		return []string{f.Text(n.ChildByFieldName("package")), f.Text(n.ChildByFieldName("name"))}, true
	case SymNonNullExpression, SymParenthesizedExpression: // TS x!.y, (x)
		if n.NamedChildCount() == 1 {
			return nameParts(f, n.NamedChild(0))
		}
	}
	return nil, false
}

// TestQualifiedNameMatchesParts: on every node of every fixture,
// QualifiedName and ImportedName give what joining nameParts gives (the
// first segment replaced by its import), and nameHead is nameParts' first
// segment.
func TestQualifiedNameMatchesParts(t *testing.T) {
	names, imported := 0, 0
	for _, fx := range ruleFixtures(t) {
		path, lang, src := fx.path, fx.lang, fx.src
		f := parseFile(t, path, lang, src)
		Walk(f.Root, func(n *Node) bool {
			parts, ok := nameParts(f, n)
			head, headOK := f.nameHead(n)
			wantQ, wantI := "", ""
			if ok {
				names++
				if head != parts[0] {
					t.Errorf("%s: nameHead(%q) = %q, want %q", path, f.Text(n), head, parts[0])
				}
				imp, isImp := f.Imports()[parts[0]]
				if isImp {
					parts[0] = imp
				}
				wantQ = strings.Join(parts, ".")
				if isImp {
					wantI = wantQ
					imported++
				}
			}
			if headOK != ok {
				t.Errorf("%s: nameHead(%q) ok = %v, want %v", path, f.Text(n), headOK, ok)
			}
			if got := f.QualifiedName(n); got != wantQ {
				t.Errorf("%s: QualifiedName(%q) = %q, want %q", path, f.Text(n), got, wantQ)
			}
			if got := ImportedName(f, n); got != wantI {
				t.Errorf("%s: ImportedName(%q) = %q, want %q", path, f.Text(n), got, wantI)
			}
			return true
		})
	}
	if names < 1000 || imported < 100 {
		t.Fatalf("only %d names (%d imported) checked; the fixtures are missing", names, imported)
	}
}

// TestWalkSymsMatchesWalk: WalkSyms visits the nodes that Walk with the same
// filter visits, in the same order, skipping the same subtrees, from the
// root and from every function.
func TestWalkSymsMatchesWalk(t *testing.T) {
	sets := [][]Sym{
		{SymCall, SymCallExpression},
		{SymFunctionDefinition, SymFunctionDeclaration, SymIdentifier, SymArrowFunction},
		{SymImportStatement, SymImportFromStatement, SymImportSpec},
		{SymOther, SymBlock},
	}
	visits, roots := 0, 0
	for _, fx := range ruleFixtures(t) {
		path, lang, src := fx.path, fx.lang, fx.src
		f := parseFile(t, path, lang, src)
		starts := []*Node{f.Root}
		Walk(f.Root, func(n *Node) bool {
			if n.IsScope() {
				starts = append(starts, n)
			}
			return true
		})
		for _, start := range starts {
			roots++
			for _, syms := range sets {
				set := NewSymBitset(syms...)
				// skip the subtrees of every other node in the set
				var want, got []*Node
				k := 0
				Walk(start, func(n *Node) bool {
					if !set.Has(n.Sym()) {
						return true
					}
					want = append(want, n)
					k++
					return k%2 == 0
				})
				k = 0
				f.WalkSyms(start, set, func(n *Node) bool {
					got = append(got, n)
					k++
					return k%2 == 0
				})
				if len(got) != len(want) {
					t.Fatalf("%s %v: WalkSyms visited %d nodes, Walk %d", path, syms, len(got), len(want))
				}
				for i := range want {
					if got[i] != want[i] {
						t.Fatalf("%s %v: node %d is %q, Walk visits %q", path, syms, i, f.Text(got[i]), f.Text(want[i]))
					}
				}
				visits += len(got)
			}
		}
	}
	if visits < 1000 || roots < 200 {
		t.Fatalf("only %d nodes visited from %d roots; the fixtures are missing", visits, roots)
	}
}

// TestWalkTimeLimit: past the tree's deadline Walk and WalkSyms panic with
// ErrTimeLimit on a tree of more than 4,096 nodes (WalkSyms even when no node
// is in the set), and walk to the end before it.
func TestWalkTimeLimit(t *testing.T) {
	src := []byte(strings.Repeat("x = f(1, 2)\n", 2000))
	f := parseFile(t, "big.py", LangPython, src)
	walks := map[string]func(){
		"Walk":     func() { Walk(f.Root, func(*Node) bool { return true }) },
		"WalkSyms": func() { f.WalkSyms(f.Root, NewSymBitset(SymLambda), func(*Node) bool { return true }) },
	}
	for name, walk := range walks {
		for _, deadline := range []time.Time{time.Now().Add(-time.Second), time.Now().Add(time.Hour)} {
			f.Tree.SetDeadline(deadline)
			var got any
			func() {
				defer func() { got = recover() }()
				walk()
			}()
			if past := deadline.Before(time.Now()); past && got != ErrTimeLimit || !past && got != nil {
				t.Errorf("%s, deadline %v: panicked with %v", name, deadline, got)
			}
		}
	}
}

// TestScopesHaveSyms: Python and Go scopes all have Sym constants, so the
// blocking walk goes by Sym there; JS and TS have generator_function, which
// has none.
func TestScopesHaveSyms(t *testing.T) {
	for lang, want := range map[Language]bool{LangPython: true, LangGo: true, LangJavaScript: false, LangTypeScript: false} {
		if got := ScopesHaveSyms(lang); got != want {
			t.Errorf("ScopesHaveSyms(%v) = %v, want %v", lang, got, want)
		}
	}
}

// TestUpstreamImported: in every fixture (and in the corpus named by
// RC_BENCH_CORPUS, when set) whose imports upstreamImported rejects, no call
// is an UpstreamCall, so Upstreams may skip the calls.
func TestUpstreamImported(t *testing.T) {
	paths, _ := filepath.Glob("../rc*/testdata/*")
	if root := os.Getenv("RC_BENCH_CORPUS"); root != "" {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				paths = append(paths, p)
			}
			return nil
		})
	}
	rejected, calls := 0, 0
	for _, path := range paths {
		lang, ok := DetectLanguage(path)
		if !ok {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := parseFile(t, path, lang, src)
		if f.upstreamImported() {
			continue
		}
		rejected++
		Walk(f.Root, func(n *Node) bool {
			if n.Sym() == SymCall || n.Sym() == SymCallExpression {
				calls++
				if name, _, ok := UpstreamCall(f, n); ok {
					t.Errorf("%s: %q is an upstream call (%s) in a file upstreamImported rejects", path, f.Text(n), name)
				}
			}
			return true
		})
	}
	if rejected < 20 || calls < 500 {
		t.Fatalf("only %d files rejected, %d calls checked; the fixtures are missing", rejected, calls)
	}
}

// TestImportsPyClient: in every Python fixture (and corpus file under
// RC_BENCH_CORPUS) that ImportsPyClient rejects, no method call's resolved
// receiver is a session, pool or client pyMethod knows.
func TestImportsPyClient(t *testing.T) {
	paths, _ := filepath.Glob("../rc*/testdata/*.py")
	if root := os.Getenv("RC_BENCH_CORPUS"); root != "" {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") {
				paths = append(paths, p)
			}
			return nil
		})
	}
	rejected, receivers := 0, 0
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := parseFile(t, path, LangPython, src)
		if f.ImportsPyClient() {
			continue
		}
		rejected++
		Walk(f.Root, func(n *Node) bool {
			if fn := Callee(n); n.Sym() == SymCall && fn != nil && fn.Sym() == SymAttribute {
				receivers++
				rq := CalleeName(f, f.Resolve(fn.ChildByFieldName("object")))
				if PySessions[rq] || PyPools[rq] || PyHTTPXClients[rq] || PyAiohttpClients[rq] {
					t.Errorf("%s: %q has a %s receiver in a file ImportsPyClient rejects", path, f.Text(n), rq)
				}
			}
			return true
		})
	}
	if rejected < 10 || receivers < 100 {
		t.Fatalf("only %d files rejected, %d receivers checked; the fixtures are missing", rejected, receivers)
	}
}
