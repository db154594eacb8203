// Package goopaque finds the Go error constructors of a file whose error
// text leaves some of their arguments out, for the function summaries'
// Go error passing (checks/summary: a function whose returns pass on no
// error keeps its errors to itself, File.Funcs' ErrOwn). A file that
// declares
//
//	type PanelError struct{ Code int; Message, Details string }
//	func (e *PanelError) Error() string { return fmt.Sprintf("%s (%d)", e.Message, e.Code) }
//	func NewPanelError(code int, message, details string) *PanelError {
//		return &PanelError{Code: code, Message: message, Details: details}
//	}
//	func NewInternalError(err error) error { return NewPanelError(500, "Internal Error", err.Error()) }
//
// builds, in `return nil, NewInternalError(err)`, an error whose text is
// "Internal Error (500)": err's text goes to Details, which Error() does not
// print, so the return passes on nothing of err (what a client is sent is
// Error(): fmt's %v and %s, and an MCP server's error reply, print an
// error through its Error method, https://pkg.go.dev/fmt "If an operand
// implements the error interface, the Error method will be invoked").
//
// Only what the file itself declares is read, and anything unclear counts
// as printed: an Error method that uses its receiver other than by reading
// a field (`fmt.Sprintf("%v", *e)`, `e.format()`), a type with a Format
// method, a literal with positional elements, a constructor with another
// statement than returns, a variadic parameter, or a printed value naming
// a local (it may hold any parameter's text). It is split from
// checks/summary, which is at the package size limit
// (checks/size_test.go).
package goopaque

import (
	"github.com/resilience-check/resilience-check/checks/model"
)

// Set holds a Go file's error constructors: for each, which of its
// parameters (by position) the built error's text may print.
type Set struct {
	f       *model.File
	printed map[string]map[string]bool // error type -> fields its Error() reads; nil value: all
	ctors   map[string]*model.Node     // function name -> declaration
	memo    map[string][]bool          // constructor -> printed parameters; nil: not a constructor
	busy    map[string]bool
}

// Of reads Go file f's error types (a struct type of the file with an
// `Error() string` method) and functions; nil for any other language.
func Of(f *model.File) *Set {
	if f == nil || f.Lang != model.LangGo {
		return nil
	}
	s := &Set{f: f, printed: map[string]map[string]bool{}, ctors: map[string]*model.Node{}, memo: map[string][]bool{}, busy: map[string]bool{}}
	structs := map[string]bool{}
	formats := map[string]bool{}
	root := f.Tree.Root()
	for i := 0; i < int(root.NamedChildCount()); i++ {
		n := root.NamedChild(i)
		switch n.Sym() {
		case model.SymFunctionDeclaration:
			if name := n.ChildByFieldName("name"); name != nil {
				s.ctors[f.Text(name)] = n
			}
		case model.SymMethodDeclaration:
			t, recv := receiver(f, n)
			name := n.ChildByFieldName("name")
			if t == "" || name == nil {
				continue
			}
			switch f.Text(name) {
			case "Format":
				formats[t] = true
			case "Error":
				if ps := n.ChildByFieldName("parameters"); ps != nil && ps.NamedChildCount() == 0 {
					if r := n.ChildByFieldName("result"); r != nil && f.Text(r) == "string" {
						s.printed[t] = fields(f, n.ChildByFieldName("body"), recv)
					}
				}
			}
		default:
			model.Walk(n, func(m *model.Node) bool {
				if m.Sym() == model.SymTypeSpec {
					if t, name := m.ChildByFieldName("type"), m.ChildByFieldName("name"); t != nil && name != nil && t.Type() == "struct_type" {
						structs[f.Text(name)] = true
					}
				}
				return true
			})
		}
	}
	for t := range s.printed {
		if !structs[t] || formats[t] {
			s.printed[t] = nil
		}
	}
	return s
}

// receiver returns the type name and receiver name of Go method n
// (`func (e *PanelError) Error()` -> "PanelError", "e").
func receiver(f *model.File, n *model.Node) (string, string) {
	ps := n.ChildByFieldName("receiver")
	if ps == nil || ps.NamedChildCount() != 1 {
		return "", ""
	}
	p := ps.NamedChild(0)
	t, name := p.ChildByFieldName("type"), p.ChildByFieldName("name")
	if t != nil && t.Sym() == model.SymPointerType {
		t = t.NamedChild(0)
	}
	if t == nil || t.Sym() != model.SymTypeIdentifier {
		return "", ""
	}
	if name == nil {
		return f.Text(t), ""
	}
	return f.Text(t), f.Text(name)
}

// fields returns the fields of receiver recv that method body reads
// (`e.Message`), or nil (all) when the body uses recv any other way.
func fields(f *model.File, body *model.Node, recv string) map[string]bool {
	if body == nil {
		return nil
	}
	out := map[string]bool{}
	all := false
	model.Walk(body, func(m *model.Node) bool {
		if all {
			return false
		}
		if m.Sym() == model.SymSelectorExpression {
			op, fl := m.ChildByFieldName("operand"), m.ChildByFieldName("field")
			if op != nil && fl != nil && op.Sym() == model.SymIdentifier && f.Text(op) == recv {
				if p := m.Parent(); p != nil && p.Sym() == model.SymCallExpression && p.ChildByFieldName("function") == m {
					all = true // e.format(): a method may print anything
				}
				out[f.Text(fl)] = true
				return false
			}
		}
		if m.Sym() == model.SymIdentifier && f.Text(m) == recv {
			all = true // fmt.Sprintf("%v", *e), describe(e)
		}
		return true
	})
	if all {
		return nil
	}
	return out
}

// params returns the parameter names of Go function n in order, ok false
// for a variadic or unnamed parameter.
func params(f *model.File, n *model.Node) ([]string, bool) {
	ps := n.ChildByFieldName("parameters")
	if ps == nil {
		return nil, false
	}
	var out []string
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		if p.Sym() != model.SymParameterDeclaration {
			return nil, false
		}
		k := 0
		for j := 0; j < int(p.NamedChildCount()); j++ {
			if c := p.NamedChild(j); c.Sym() == model.SymIdentifier {
				out = append(out, f.Text(c))
				k++
			}
		}
		if k == 0 {
			return nil, false
		}
	}
	return out, true
}

// ctor returns which parameters of function name of the file the text of
// the error it returns may print, or nil when it is no constructor: every
// statement of its body a return of one value, a keyed literal of an error
// type of the file (`&PanelError{...}`) or a call of another constructor.
func (s *Set) ctor(name string) []bool {
	if got, ok := s.memo[name]; ok || s.busy[name] {
		return got
	}
	n := s.ctors[name]
	if n == nil {
		return nil
	}
	s.busy[name] = true
	defer delete(s.busy, name)
	ps, ok := params(s.f, n)
	body := n.ChildByFieldName("body")
	if !ok || body == nil {
		s.memo[name] = nil
		return nil
	}
	out := make([]bool, len(ps))
	for i := 0; i < int(body.NamedChildCount()); i++ {
		st := body.NamedChild(i)
		if st.Sym() == model.SymComment {
			continue
		}
		if st.Sym() != model.SymReturnStatement || st.NamedChildCount() != 1 {
			s.memo[name] = nil
			return nil
		}
		v := st.NamedChild(0)
		if v.Sym() == model.SymExpressionList {
			if v.NamedChildCount() != 1 {
				s.memo[name] = nil
				return nil
			}
			v = v.NamedChild(0)
		}
		var shown []*model.Node
		if shown, ok = s.shown(v); !ok {
			s.memo[name] = nil
			return nil
		}
		for _, e := range shown {
			if !s.mark(e, ps, out) {
				s.memo[name] = nil
				return nil
			}
		}
	}
	s.memo[name] = out
	return out
}

// shown returns the expressions of error value v whose text its Error()
// may print: the values of the printed fields of a keyed literal of an
// error type of the file, or the arguments a constructor's call passes
// where it prints them; ok false for any other v.
func (s *Set) shown(v *model.Node) ([]*model.Node, bool) {
	f := s.f
	if v.Sym() == model.SymUnaryExpression {
		v = v.ChildByFieldName("operand")
	}
	if v == nil {
		return nil, false
	}
	switch v.Sym() {
	case model.SymCompositeLiteral:
		t := v.ChildByFieldName("type")
		body := v.ChildByFieldName("body")
		if t == nil || body == nil || t.Sym() != model.SymTypeIdentifier {
			return nil, false
		}
		pr, ok := s.printed[f.Text(t)]
		if !ok || pr == nil {
			return nil, false
		}
		var out []*model.Node
		for j := 0; j < int(body.NamedChildCount()); j++ {
			kv := body.NamedChild(j)
			if kv.Sym() == model.SymComment {
				continue
			}
			if kv.Sym() != model.SymKeyedElement || kv.NamedChildCount() < 2 {
				return nil, false
			}
			if pr[f.Text(kv.NamedChild(0))] {
				out = append(out, kv.NamedChild(1))
			}
		}
		return out, true
	case model.SymCallExpression:
		fn := v.ChildByFieldName("function")
		if fn == nil || fn.Sym() != model.SymIdentifier {
			return nil, false
		}
		pp := s.ctor(f.Text(fn))
		args := v.ChildByFieldName("arguments")
		if pp == nil || args == nil {
			return nil, false
		}
		var out []*model.Node
		k := 0
		for j := 0; j < int(args.NamedChildCount()); j++ {
			a := args.NamedChild(j)
			if a.Sym() == model.SymComment {
				continue
			}
			if k >= len(pp) || a.Type() == "variadic_argument" {
				return nil, false
			}
			if pp[k] {
				out = append(out, a)
			}
			k++
		}
		return out, true
	}
	return nil, false
}

// mark sets, in out, the parameters of ps that expression e names; false
// when e names another value (a local, which may hold any parameter's
// text). Package names, selector fields and keys are no values.
func (s *Set) mark(e *model.Node, ps []string, out []bool) bool {
	f := s.f
	imports := f.Imports()
	ok := true
	model.Walk(e, func(m *model.Node) bool {
		if !ok {
			return false
		}
		switch m.Sym() {
		case model.SymSelectorExpression:
			if op := m.ChildByFieldName("operand"); op != nil {
				if _, pkg := imports[f.Text(op)]; op.Sym() == model.SymIdentifier && pkg {
					return false // http.StatusText
				}
				ok = s.mark(op, ps, out) && ok // e.Err.Error(), errMsg.Message
			}
			return false
		case model.SymIdentifier:
			ok = s.name(f.Text(m), ps, out) && ok
		}
		return true
	})
	return ok
}

// name marks parameter n; false for a name that is no parameter and no
// predeclared constant.
func (s *Set) name(n string, ps []string, out []bool) bool {
	for i, p := range ps {
		if p == n {
			out[i] = true
			return true
		}
	}
	switch n {
	case "nil", "true", "false", "iota":
		return true
	}
	return false
}

// Drops reports whether the last result of Go return statement n is a
// call of an error constructor of the file (Set.ctor) that passes no
// err-named value (isErr: errtext.GoErrName) where its error prints it:
// `return nil, NewInternalError(err)` with err's text kept out of Error().
func (s *Set) Drops(n *model.Node, isErr func(string) bool) bool {
	if s == nil || n == nil || n.NamedChildCount() == 0 {
		return false
	}
	last := n.NamedChild(int(n.NamedChildCount()) - 1)
	if last.Sym() == model.SymExpressionList && last.NamedChildCount() > 0 {
		last = last.NamedChild(int(last.NamedChildCount()) - 1)
	}
	if last.Sym() != model.SymCallExpression {
		return false
	}
	shown, ok := s.shown(last)
	if !ok {
		return false
	}
	for _, e := range shown {
		found := false
		model.Walk(e, func(m *model.Node) bool {
			if m.Sym() == model.SymIdentifier && isErr(s.f.Text(m)) {
				found = true
			}
			return !found
		})
		if found {
			return false
		}
	}
	return true
}
