package syntax

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestTreeMatchesTreeSitter checks, on every rule fixture, that the Go copy of
// the tree agrees with tree-sitter's own tree node by node: type, span,
// named-ness, error flags, children, named children, and ChildByFieldName for
// every field name the grammar has; and that Walk visits the nodes in the
// order of a cursor walk, also when the callback skips subtrees. Each tree is
// released after its check, so later files are built in reused memory.
func TestTreeMatchesTreeSitter(t *testing.T) {
	regroupAwaits = false // the copy as tree-sitter has it (TestGenericAwaitRegrouped checks the rewrite)
	t.Cleanup(func() { regroupAwaits = true })
	paths, _ := filepath.Glob("../rc*/testdata/*")
	extra, _ := filepath.Glob("../testdata/*/*")
	paths = append(paths, extra...)
	files := 0
	for _, path := range paths {
		lang, ok := DetectLanguage(path)
		if !ok {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		files++
		p := sitter.NewParser()
		p.SetLanguage(Grammar(lang))
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		gt := BuildTree(lang, tree.RootNode())
		g := Grammar(lang)
		var fields []string
		for i := 1; ; i++ {
			name := g.FieldName(i)
			if name == "" {
				break
			}
			fields = append(fields, name)
		}
		// pair the nodes by a cursor walk in document order
		var cnodes []*sitter.Node
		c := sitter.NewTreeCursor(tree.RootNode())
		for {
			cnodes = append(cnodes, c.CurrentNode())
			if c.GoToFirstChild() {
				continue
			}
			done := false
			for !c.GoToNextSibling() {
				if !c.GoToParent() {
					done = true
					break
				}
			}
			if done {
				break
			}
		}
		c.Close()
		if len(cnodes) != gt.Len() {
			t.Fatalf("%s: %d nodes in tree-sitter, %d in the Go tree", path, len(cnodes), gt.Len())
		}
		bad := 0
		same := func(a *Node, b *sitter.Node) bool {
			if a == nil || b == nil {
				return a == nil && b == nil
			}
			return a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte() && a.Type() == b.Type()
		}
		for i, cn := range cnodes {
			gn := &gt.nodes[i]
			if !same(gn, cn) || gn.IsNamed() != cn.IsNamed() || gn.IsError() != cn.IsError() ||
				gn.IsMissing() != cn.IsMissing() || gn.HasError() != cn.HasError() ||
				gn.ChildCount() != cn.ChildCount() || gn.NamedChildCount() != cn.NamedChildCount() {
				t.Errorf("%s: node %d: Go %s [%d,%d) named=%v err=%v missing=%v haserr=%v kids=%d/%d; tree-sitter %s [%d,%d) named=%v err=%v missing=%v haserr=%v kids=%d/%d",
					path, i, gn.Type(), gn.StartByte(), gn.EndByte(), gn.IsNamed(), gn.IsError(), gn.IsMissing(), gn.HasError(), gn.ChildCount(), gn.NamedChildCount(),
					cn.Type(), cn.StartByte(), cn.EndByte(), cn.IsNamed(), cn.IsError(), cn.IsMissing(), cn.HasError(), cn.ChildCount(), cn.NamedChildCount())
				bad++
			}
			if want := symByName[cn.Type()]; gn.Sym() != want || (want != SymOther && gn.Sym().String() != cn.Type()) {
				t.Errorf("%s: node %d (%s): Sym %d (%q), want %d", path, i, cn.Type(), gn.Sym(), gn.Sym(), want)
				bad++
			}
			if gn.IsScope() != ScopeTypes[cn.Type()] {
				t.Errorf("%s: node %d (%s): IsScope %v, ScopeTypes says %v", path, i, gn.Type(), gn.IsScope(), ScopeTypes[cn.Type()])
				bad++
			}
			if !same(gn.Parent(), cn.Parent()) {
				t.Errorf("%s: node %d (%s): parents differ", path, i, gn.Type())
				bad++
			}
			for k := 0; k < int(cn.ChildCount()); k++ {
				if !same(gn.Child(k), cn.Child(k)) {
					t.Errorf("%s: node %d (%s): child %d differs", path, i, gn.Type(), k)
					bad++
				}
			}
			for k := 0; k < int(cn.NamedChildCount()); k++ {
				if !same(gn.NamedChild(k), cn.NamedChild(k)) {
					t.Errorf("%s: node %d (%s): named child %d differs", path, i, gn.Type(), k)
					bad++
				}
			}
			if !same(gn.NextNamedSibling(), cn.NextNamedSibling()) || !same(gn.PrevNamedSibling(), cn.PrevNamedSibling()) {
				t.Errorf("%s: node %d (%s): named siblings differ", path, i, gn.Type())
				bad++
			}
			for _, f := range fields {
				// tree-sitter-typescript's type_query (typeof x.y in a type)
				// exposes the fields of its inner expression through C's
				// ts_node_child_by_field_name; no rule reads type positions.
				if gn.Sym() == SymTypeQuery {
					break
				}
				// tree-sitter-python's match_statement: C's field lookup
				// finds "alternative" (each case_clause's field) through
				// the statement's block; rules read the block (field body).
				if gn.Sym() == SymMatchStatement && f == "alternative" {
					continue
				}
				if !same(gn.ChildByFieldName(f), cn.ChildByFieldName(f)) {
					t.Errorf("%s: node %d (%s): field %q differs", path, i, gn.Type(), f)
					bad++
				}
			}
			if bad > 20 {
				t.FailNow()
			}
		}
		for _, skipType := range []string{"", "call", "call_expression", "function_definition", "arguments", "string"} {
			var viaTree, viaCursor []uint32
			Walk(gt.Root(), func(n *Node) bool {
				viaTree = append(viaTree, n.StartByte(), n.EndByte())
				return n.Type() != skipType
			})
			cursorWalk(tree.RootNode(), func(n *sitter.Node) bool {
				viaCursor = append(viaCursor, n.StartByte(), n.EndByte())
				return n.Type() != skipType
			})
			if len(viaTree) != len(viaCursor) {
				t.Fatalf("%s skip %q: walk visited %d nodes, cursor %d", path, skipType, len(viaTree)/2, len(viaCursor)/2)
			}
			for k := range viaTree {
				if viaTree[k] != viaCursor[k] {
					t.Fatalf("%s skip %q: walks differ at node %d", path, skipType, k/2)
				}
			}
		}
		tree.Close()
		p.Close()
		// the next file's tree reuses this one's memory (stale nodes,
		// children and field IDs of another file), and must still match
		gt.Release()
		gt.Release()
	}
	if files < 50 {
		t.Fatalf("only %d fixture files found; the test needs the rule fixtures", files)
	}
}

// cursorWalk is the reference pre-order walk with a tree-sitter cursor.
func cursorWalk(n *sitter.Node, fn func(*sitter.Node) bool) {
	c := sitter.NewTreeCursor(n)
	defer c.Close()
	for {
		node := c.CurrentNode()
		if fn(node) && c.GoToFirstChild() {
			continue
		}
		for !c.GoToNextSibling() {
			if !c.GoToParent() {
				return
			}
		}
	}
}

// TestKindOf checks that node kinds are resolved per language.
func TestKindOf(t *testing.T) {
	call, ok := KindOf(LangPython, "call")
	if !ok {
		t.Fatal("python has no call kind")
	}
	if other, _ := KindOf(LangPython, "attribute"); other == call {
		t.Fatal("call and attribute share a kind")
	}
	if _, ok := KindOf(LangGo, "no_such_node_type"); ok {
		t.Fatal("unknown type resolved")
	}
}

// TestWalkFallbackAgrees: the walks BuildTree uses, walkC (which reads
// tree-sitter's subtrees directly, in the default Linux build) and
// walkPublic (the public cursor API in C, the portable build's walk and the
// fallback for trees deeper than walkC's stack), record the same nodes,
// spans, parents, symbols, field IDs and missing flags as the binding's
// cursor driven from Go (walkCursor) on every file under the checks'
// testdata directories (subdirectories included) and on adversarial inputs
// (walkInputs: empty and comment-only files, broken code with ERROR and
// MISSING nodes, bytes that are not UTF-8, 1 MB files, nesting just under
// and past walkC's 4,096 frames); a tree too deep for walkC is copied
// through walkPublic whole. RC_WALK_CORPUS, a list of directories separated
// by the OS's path-list separator, adds every source file under them (e.g.
// RC_WALK_CORPUS=py:js:go, folders of real source files).
func TestWalkFallbackAgrees(t *testing.T) {
	type input struct {
		name string
		lang Language
		src  []byte
	}
	var inputs []input
	dirs, _ := filepath.Glob("../*/testdata")
	dirs = append(dirs, filepath.SplitList(os.Getenv("RC_WALK_CORPUS"))...)
	fixtures := 0
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			if lang, ok := DetectLanguage(path); ok {
				src, err := os.ReadFile(path)
				if err != nil {
					return err
				}
				inputs = append(inputs, input{path, lang, src})
				fixtures++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if fixtures < 200 {
		t.Fatalf("only %d fixture files found under %v", fixtures, dirs)
	}
	for _, w := range walkInputs(t) {
		inputs = append(inputs, input{w.name, w.lang, w.src})
	}
	same := func(name, what string, got, want []rawNode) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: %s %d nodes, cursor walk %d", name, what, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%s: node %d differs: %s %+v, cursor %+v", name, i, what, got[i], want[i])
			}
		}
	}
	fallbacks := 0
	for _, in := range inputs {
		p := sitter.NewParser()
		p.SetLanguage(Grammar(in.lang))
		tree, err := p.ParseCtx(context.Background(), nil, in.src)
		if err != nil {
			t.Fatal(err)
		}
		root := tree.RootNode()
		viaCursor := walkCursor(root, symbols(in.lang), root.HasError())
		viaPublic, releasePublic := walkPublic(root, 10, root.HasError()) // a short guess exercises the second call
		same(in.name, "public walk", viaPublic, viaCursor)
		releasePublic()
		viaC, release := walkC(root, 10, root.HasError())
		if viaC == nil {
			// too deep for the C walk (or the portable build): BuildTree
			// copies through the public walk
			fallbacks++
			gt := BuildTree(in.lang, root)
			if gt.Len() != len(viaCursor) {
				t.Fatalf("%s: fallback copied %d nodes, cursor walk %d", in.name, gt.Len(), len(viaCursor))
			}
			gt.Release()
		} else {
			same(in.name, "C walk", viaC, viaCursor)
		}
		release()
		tree.Close()
		p.Close()
	}
	if fallbacks == 0 {
		t.Fatal("no input took the public-API fallback")
	}
	if !privateWalk && fallbacks != len(inputs) {
		t.Fatalf("portable build: walkC copied %d trees", len(inputs)-fallbacks)
	}
	deep := []byte("x = " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "\n")
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(Grammar(LangPython))
	tree, err := p.ParseCtx(context.Background(), nil, deep)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	if raw, _ := walkC(tree.RootNode(), 100, false); raw != nil {
		t.Fatal("the C walk copied a tree deeper than its stack")
	}
	gt := BuildTree(LangPython, tree.RootNode())
	lists := 0
	Walk(gt.Root(), func(n *Node) bool {
		if n.Sym() == SymList {
			lists++
		}
		return true
	})
	if lists != 5000 {
		t.Fatalf("deep tree: %d list nodes, want 5000", lists)
	}
}

// walkCursor is the reference for walkC and walkPublic: the same walk done
// in Go with the binding's tree cursor (a cgo call per step, so it is slow).
func walkCursor(root *sitter.Node, st *symbolTable, checkMissing bool) []rawNode {
	c := sitter.NewTreeCursor(root)
	defer c.Close()
	var open []int32
	var raw []rawNode
	for {
		sn := c.CurrentNode()
		r := rawNode{sym: uint16(sn.Symbol()), start: sn.StartByte(), end: sn.EndByte(), parent: -1}
		if len(open) > 0 {
			r.parent = open[len(open)-1]
			r.field = st.fieldIDs[c.CurrentFieldName()]
		}
		if checkMissing && sn.IsMissing() {
			r.missing = 1
		}
		raw = append(raw, r)
		if c.GoToFirstChild() {
			open = append(open, int32(len(raw)-1))
			continue
		}
		for !c.GoToNextSibling() {
			if !c.GoToParent() || len(open) == 0 {
				return raw
			}
			open = open[:len(open)-1]
		}
	}
}

// TestSymNames checks the generated Sym table against symnames.txt: every
// listed name has its own constant whose String is the name, no constant is
// unlisted, and SymOther is the name of nothing.
func TestSymNames(t *testing.T) {
	b, err := os.ReadFile("symnames.txt")
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	seen := map[Sym]string{}
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		listed++
		s := SymOf(l)
		if s == SymOther || s.String() != l {
			t.Errorf("%q: SymOf gives %d (%q); run go generate in checks/syntax", l, s, s)
		}
		if prev, dup := seen[s]; dup {
			t.Errorf("%q and %q share Sym %d", prev, l, s)
		}
		seen[s] = l
	}
	if listed != len(symNames)-1 {
		t.Errorf("symnames.txt lists %d names, syms_gen.go has %d constants; run go generate in checks/syntax", listed, len(symNames)-1)
	}
	if SymOf("no_such_node_type") != SymOther || SymOther.String() != "" {
		t.Errorf("SymOf of an unlisted name = %d, SymOther.String() = %q", SymOf("no_such_node_type"), SymOther.String())
	}
}

// TestNoTypeStringCompares fails when code in checks/syntax, checks/model,
// checks/facts/* or a rule compares
// a node's Type() with a string literal (==, != or a switch case): node types
// are compared as Sym numbers (n.Sym() == SymCall), and a type without a
// constant is added to symnames.txt and generated with go generate.
func TestNoTypeStringCompares(t *testing.T) {
	paths, _ := filepath.Glob("*.go")
	model, _ := filepath.Glob("../model/*.go")
	facts, _ := filepath.Glob("../facts/*/*.go")
	rules, _ := filepath.Glob("../rc*/*.go")
	paths = append(append(paths, model...), facts...)
	isType := func(e ast.Expr) bool {
		c, ok := e.(*ast.CallExpr)
		if !ok || len(c.Args) != 0 {
			return false
		}
		s, ok := c.Fun.(*ast.SelectorExpr)
		return ok && s.Sel.Name == "Type"
	}
	isLit := func(e ast.Expr) bool {
		l, ok := e.(*ast.BasicLit)
		return ok && l.Kind == token.STRING
	}
	files := 0
	for _, path := range append(paths, rules...) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files++
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && (isType(n.X) && isLit(n.Y) || isType(n.Y) && isLit(n.X)) {
					t.Errorf("%s: Type() compared with a string; use Sym()", fset.Position(n.Pos()))
				}
			case *ast.SwitchStmt:
				if isType(n.Tag) {
					t.Errorf("%s: switch on Type(); use Sym()", fset.Position(n.Pos()))
				}
			}
			return true
		})
	}
	if files < 20 {
		t.Fatalf("scanned %d files; expected the model and the rules", files)
	}
}
