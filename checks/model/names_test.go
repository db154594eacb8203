package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	paths, _ := filepath.Glob("../rc*/testdata/*")
	names, imported := 0, 0
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

// TestWalkSymsMatchesWalk: walkSyms visits the nodes that Walk with the same
// filter visits, in the same order, skipping the same subtrees.
func TestWalkSymsMatchesWalk(t *testing.T) {
	paths, _ := filepath.Glob("../rc*/testdata/*")
	sets := [][]Sym{
		{SymCall, SymCallExpression},
		{SymFunctionDefinition, SymFunctionDeclaration, SymIdentifier, SymArrowFunction},
		{SymImportStatement, SymImportFromStatement, SymImportSpec},
	}
	visits := 0
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
		for _, syms := range sets {
			set := newSymSet(syms...)
			// skip the subtrees of every other node in the set
			var want, got []*Node
			k := 0
			Walk(f.Root, func(n *Node) bool {
				if !set.has(n.Sym()) {
					return true
				}
				want = append(want, n)
				k++
				return k%2 == 0
			})
			k = 0
			f.walkSyms(set, func(n *Node) bool {
				got = append(got, n)
				k++
				return k%2 == 0
			})
			if len(got) != len(want) {
				t.Fatalf("%s %v: walkSyms visited %d nodes, Walk %d", path, syms, len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s %v: node %d is %q, Walk visits %q", path, syms, i, f.Text(got[i]), f.Text(want[i]))
				}
			}
			visits += len(got)
		}
	}
	if visits < 1000 {
		t.Fatalf("only %d nodes visited; the fixtures are missing", visits)
	}
}
