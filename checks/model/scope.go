package model

import (
	"sort"

	"github.com/resilience-check/resilience-check/checks/syntax"
)

// binding is one assignment of a value to a name that the engine can resolve
// later: `s = requests.Session()`, `const c = axios.create({...})`,
// `client := &http.Client{...}`, `self.session = ...`, `this.client = ...`.
type binding struct {
	name  string // identifier, or "self.x" / "this.x" for member targets
	value *Node  // the assigned expression
	scope *Node  // nearest enclosing function, or the root
	at    uint32 // start byte of the binding statement

	// Byte spans of scope and value, read once: Lookup compares them for
	// every candidate, and each Node accessor is a cgo call.
	scopeStart, scopeEnd, valueStart, valueEnd uint32
	scopeIdx                                   int32 // scope.Index(): Lookup orders bindings by scope
}

// newBinding fills in the cached spans.
func newBinding(name string, value, scope *Node, at uint32) binding {
	return binding{name: name, value: value, scope: scope, at: at,
		scopeStart: scope.StartByte(), scopeEnd: scope.EndByte(), scopeIdx: scope.Index(),
		valueStart: value.StartByte(), valueEnd: value.EndByte()}
}

// ScopeTypes lists, per language family, the node types that open a new
// variable scope for binding lookup (syntax.ScopeTypes, the same map).
var ScopeTypes = syntax.ScopeTypes

// Scope returns the nearest enclosing function-like node of n, or the file
// root when n is at module level.
func (f *File) Scope(n *Node) *Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.IsScope() {
			return p
		}
	}
	return f.Root
}

// Contains reports whether node outer spans node inner (by byte range).
func Contains(outer, inner *Node) bool {
	return outer.StartByte() <= inner.StartByte() && inner.EndByte() <= outer.EndByte()
}

// bindIndex is the file's bindings and their index by name, built once.
type bindIndex struct {
	all    []binding                // every binding, in document order
	byName map[string]*nameBindings // per name
}

// nameBindings lists the bindings of one name as indexes into bindIndex.all.
type nameBindings struct {
	doc []int32 // in document order
	// byScope is doc ordered by the scope's node index, document order within
	// one scope (so one scope's bindings are a contiguous run that Lookup
	// finds by binary search); built on first Lookup, nil before.
	byScope []int32
}

// bindings returns every binding in the file, in document order, computed
// once per file.
func (f *File) bindings() []binding { return f.bindIdx().all }

// bindIdx returns the file's bindings and their index by name, built by one
// scan on first use.
func (f *File) bindIdx() *bindIndex {
	if f.binds != nil {
		return f.binds
	}
	buf := f.scratch()
	out := buf.binds[:0] // the last file's array, grown to the largest file's count
	add := func(nameNode, value, stmt *Node) {
		if nameNode == nil || value == nil {
			return
		}
		name := f.Text(nameNode)
		switch nameNode.Sym() {
		case SymIdentifier, SymShorthandPropertyIdentifierPattern, SymPropertyIdentifier:
		case SymAttribute, SymMemberExpression:
			if !IsSelfMember(name) {
				return
			}
		default:
			return
		}
		out = append(out, newBinding(name, value, f.Scope(stmt), stmt.StartByte()))
	}
	f.NodesOf(bindingSyms, func(n *Node) bool {
		switch n.Sym() {
		case SymAssignment: // Python (incl. annotated)
			add(n.ChildByFieldName("left"), n.ChildByFieldName("right"), n)
		case SymNamedExpression: // Python walrus
			add(n.ChildByFieldName("name"), n.ChildByFieldName("value"), n)
		case SymAsPattern: // Python: with X as name
			if alias := n.ChildByFieldName("alias"); alias != nil && alias.NamedChildCount() == 1 && n.NamedChildCount() > 0 {
				add(alias.NamedChild(0), n.NamedChild(0), n)
			}
		case SymVariableDeclarator: // JS/TS
			add(n.ChildByFieldName("name"), n.ChildByFieldName("value"), n)
		case SymAssignmentExpression: // JS/TS
			add(n.ChildByFieldName("left"), n.ChildByFieldName("right"), n)
		case SymPublicFieldDefinition: // TS class field: client = axios.create()
			if name := n.ChildByFieldName("name"); name != nil {
				if v := n.ChildByFieldName("value"); v != nil {
					out = append(out, newBinding("this."+f.Text(name), v, f.Root, n.StartByte()))
				}
			}
		case SymShortVarDeclaration, SymAssignmentStatement: // Go
			addPairs(n.ChildByFieldName("left"), n.ChildByFieldName("right"), n, add)
		case SymVarSpec, SymConstSpec: // Go
			var names []*Node
			for i := 0; i < int(n.ChildCount()); i++ {
				if n.FieldNameForChild(i) == "name" {
					names = append(names, n.Child(i))
				}
			}
			if v := n.ChildByFieldName("value"); v != nil {
				for i, nm := range names {
					if i < int(v.NamedChildCount()) {
						add(nm, v.NamedChild(i), n)
					}
				}
			}
		}
		return true
	})
	buf.binds = out
	idx := &bindIndex{all: out, byName: make(map[string]*nameBindings, len(out))}
	for i := range out {
		nb := idx.byName[out[i].name]
		if nb == nil {
			nb = &nameBindings{}
			idx.byName[out[i].name] = nb
		}
		nb.doc = append(nb.doc, int32(i))
	}
	f.binds = idx
	return idx
}

// bindingSyms are the node types that bind a name (see bindIdx); an
// augmented assignment (x += 1) binds nothing.
var bindingSyms = NewSymBitset(SymAssignment, SymNamedExpression, SymAsPattern, SymVariableDeclarator,
	SymAssignmentExpression, SymPublicFieldDefinition, SymShortVarDeclaration, SymAssignmentStatement,
	SymVarSpec, SymConstSpec)

// bindingsNamed returns the indexes into bindings() of the bindings of name,
// in document order.
func (f *File) bindingsNamed(name string) []int32 {
	if nb := f.bindIdx().byName[name]; nb != nil {
		return nb.doc
	}
	return nil
}

// Binding is one assignment the engine resolves (see binding): Value is
// the assigned expression, Scope the nearest enclosing function or the root.
type Binding struct{ Value, Scope *Node }

// BindingsNamed returns name's bindings in document order (`x = v`,
// `self.x = v`, `const x = v`), from the index built once per file.
func (f *File) BindingsNamed(name string) []Binding {
	bs, idx := f.bindings(), f.bindingsNamed(name)
	out := make([]Binding, len(idx))
	for k, i := range idx {
		out[k] = Binding{Value: bs[i].value, Scope: bs[i].scope}
	}
	return out
}

// addPairs binds Go `a, b := x, y` element-wise; with a single call on the
// right (`c, err := f()`), the first name gets the call.
func addPairs(left, right, stmt *Node, add func(name, value, stmt *Node)) {
	if left == nil || right == nil {
		return
	}
	nl, nr := int(left.NamedChildCount()), int(right.NamedChildCount())
	for i := 0; i < nl; i++ {
		switch {
		case i < nr && nl == nr:
			add(left.NamedChild(i), right.NamedChild(i), stmt)
		case i == 0 && nr == 1:
			add(left.NamedChild(0), right.NamedChild(0), stmt)
		}
	}
}

// IsSelfMember reports whether name is one member of self or this ("self.x",
// "this.x"; not "self.a.b" nor a call), whose five-byte prefix LocalFunc strips.
func IsSelfMember(name string) bool {
	return len(name) > 5 && (name[:5] == "self." || name[:5] == "this.") && !containsAny(name[5:], ".[( ")
}

func containsAny(s, chars string) bool {
	for i := 0; i < len(s); i++ {
		for j := 0; j < len(chars); j++ {
			if s[i] == chars[j] {
				return true
			}
		}
	}
	return false
}

// Lookup returns the value most recently bound to name that is visible at
// node at: a binding in the innermost enclosing scope before at wins, then
// enclosing scopes outwards; at module level a binding after at counts when
// none comes before it. Member names ("self.x", "this.x") are looked up
// across the whole file, since they are usually set in a constructor. It
// returns nil when the name has no visible binding (a parameter, an import,
// a global from another file).
//
// Bindings are indexed by name, and each name's bindings ordered by scope
// and then document order, so one lookup is a binary search per enclosing
// scope: O(depth · log n), never quadratic in the number of times a name is
// rebound.
func (f *File) Lookup(name string, at *Node) *Node {
	bi := f.bindIdx()
	nb := bi.byName[name]
	if nb == nil {
		return nil
	}
	bs := bi.all
	if IsSelfMember(name) {
		return bs[nb.doc[len(nb.doc)-1]].value
	}
	list := nb.scoped(bs)
	atStart, atEnd := at.StartByte(), at.EndByte()
	usable := func(b *binding) bool { // x = f(x): the use is inside the value being bound
		return !(b.valueStart <= atStart && atEnd <= b.valueEnd)
	}
	s := at
	if !at.IsScope() {
		s = f.Scope(at)
	}
	for {
		// the run of the name's bindings in scope s
		lo := sort.Search(len(list), func(i int) bool { return bs[list[i]].scopeIdx >= s.Index() })
		hi := lo + sort.Search(len(list)-lo, func(i int) bool { return bs[list[lo+i]].scopeIdx > s.Index() })
		if run := list[lo:hi]; len(run) > 0 {
			// the first binding that starts after the use
			after := sort.Search(len(run), func(i int) bool { return bs[run[i]].at > atStart })
			for i := after - 1; i >= 0; i-- {
				if b := &bs[run[i]]; usable(b) {
					return b.value
				}
			}
			if s == f.Root { // module level: a later binding still counts
				for i := after; i < len(run); i++ {
					if b := &bs[run[i]]; usable(b) {
						return b.value
					}
				}
			}
		}
		if s == f.Root {
			return nil
		}
		s = f.Scope(s)
	}
}

// scoped returns the name's bindings ordered by scope (nameBindings.byScope),
// sorting them on first use; a name bound in one scope only, or in scopes
// that come in document order, needs no sort.
func (nb *nameBindings) scoped(bs []binding) []int32 {
	if nb.byScope != nil {
		return nb.byScope
	}
	sorted := true
	for i := 1; i < len(nb.doc); i++ {
		if bs[nb.doc[i]].scopeIdx < bs[nb.doc[i-1]].scopeIdx {
			sorted = false
			break
		}
	}
	nb.byScope = nb.doc
	if !sorted {
		nb.byScope = append([]int32(nil), nb.doc...)
		sort.SliceStable(nb.byScope, func(i, j int) bool {
			return bs[nb.byScope[i]].scopeIdx < bs[nb.byScope[j]].scopeIdx
		})
	}
	return nb.byScope
}

// SameSpan reports whether nodes a and b cover the same bytes.
func SameSpan(a, b *Node) bool {
	return a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte()
}
