// Package pytype types Python (and TS) receivers for the function
// summaries (checks/summary): the class an annotation names, and the
// instance an attribute, a default or a class factory holds.
package pytype

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// TypingNames are the generic and special names of return annotations,
// which are no class of the repository.
var TypingNames = map[string]bool{"Union": true, "Optional": true, "List": true, "Dict": true, "Any": true, "Tuple": true,
	"Set": true, "Sequence": true, "Iterable": true, "Iterator": true, "Awaitable": true, "Coroutine": true, "Generator": true,
	"AsyncIterator": true, "AsyncGenerator": true, "Promise": true, "Array": true, "Record": true, "Partial": true,
	"Readonly": true, "Map": true, "None": true, "Type": true, "Callable": true, "Literal": true, "Self": true}

// AnnotatedClass returns the class an annotation names: "T" or "mod.T"
// with T capitalised and no typing name, or "".
func AnnotatedClass(f *model.File, t *model.Node) string {
	if t != nil && t.Type() == "type_annotation" {
		t = t.NamedChild(0)
	}
	if t != nil && t.Type() == "type" { // Python: the annotation's expression
		t = t.NamedChild(0)
	}
	if t == nil {
		return ""
	}
	if ms := members(f, t, 0); len(ms) == 1 { // Optional[T], Union[T, None], T | None: T
		t = ms[0]
	}
	s := strings.Join(strings.Fields(f.Text(t)), "")
	switch t.Type() {
	case "identifier", "type_identifier", "attribute", "nested_type_identifier":
	case "string": // a Python forward reference, Optional['GraphitiService'] (PEP 484): the name it quotes
		if s = strings.Trim(s, `'"`); !dotted(s) || f.Lang != model.LangPython {
			return ""
		}
	default:
		return ""
	}
	last := s[strings.LastIndex(s, ".")+1:]
	if last == "" || last[0] < 'A' || last[0] > 'Z' || TypingNames[last] || strings.Count(s, ".") > 1 {
		return ""
	}
	return s
}

// dotted reports whether s is a name or a dotted name ("mod.T").
func dotted(s string) bool {
	for i, r := range s {
		if !(r == '_' || r == '.' && i > 0 || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != "" && !strings.HasSuffix(s, ".")
}

// Var returns the name and class of a variable declared with a class
// annotation and no value yet: Python `graphiti_service:
// Optional['GraphitiService'] = None` (an assignment with a type) or TS `let
// client: ApiClient | null = null` (a variable declarator with a type), the
// singleton a module holds and functions set under `global`; "" when n is
// no such declaration, has a value of its own (`x: Session = make()`: the
// value tells the instance) or the annotation names no class
// (AnnotatedClass). Pyright and tsc type the variable by its declaration
// wherever it is read.
func Var(f *model.File, n *model.Node) (name, cls string) {
	left, typ, v := n.ChildByFieldName("left"), n.ChildByFieldName("type"), n.ChildByFieldName("right")
	if n.Sym() == model.SymVariableDeclarator {
		left, v = n.ChildByFieldName("name"), n.ChildByFieldName("value")
	}
	if left == nil || typ == nil || left.Sym() != model.SymIdentifier || v != nil && f.Text(v) != "None" && f.Text(v) != "null" && f.Text(v) != "undefined" {
		return "", ""
	}
	if cls = AnnotatedClass(f, typ); cls == "" {
		return "", ""
	}
	return f.Text(left), cls
}

// members returns the types a Python annotation admits besides None,
// looking through Optional[...], Union[...] and X | Y (as Pyright narrows
// `client: Optional[C]` to C once it is used); any other annotation is
// itself.
func members(f *model.File, t *model.Node, depth int) []*model.Node {
	if t == nil || depth > 4 {
		return nil
	}
	union := func(kids []*model.Node) []*model.Node {
		var out []*model.Node
		for _, k := range kids {
			out = append(out, members(f, k, depth+1)...)
		}
		return out
	}
	switch t.Type() {
	case "type":
		return members(f, t.NamedChild(0), depth+1)
	case "none":
		return nil
	case "literal_type", "predefined_type", "null", "undefined": // TS: C | null, C | undefined
		if x := f.Text(t); x == "null" || x == "undefined" {
			return nil
		}
	case "identifier":
		if f.Text(t) == "None" {
			return nil
		}
	case "generic_type", "subscript":
		head := t.NamedChild(0)
		if head == nil || (f.Text(head) != "Optional" && f.Text(head) != "Union" && f.Text(head) != "typing.Optional" && f.Text(head) != "typing.Union") {
			break
		}
		var kids []*model.Node
		for i := 1; i < int(t.NamedChildCount()); i++ {
			if k := t.NamedChild(i); k.Type() == "type_parameter" {
				for j := 0; j < int(k.NamedChildCount()); j++ {
					kids = append(kids, k.NamedChild(j))
				}
			} else {
				kids = append(kids, k)
			}
		}
		return union(kids)
	case "binary_operator", "union_type":
		if t.Type() == "binary_operator" && (t.ChildByFieldName("operator") == nil || f.Text(t.ChildByFieldName("operator")) != "|") {
			break
		}
		var kids []*model.Node
		for i := 0; i < int(t.NamedChildCount()); i++ {
			kids = append(kids, t.NamedChild(i))
		}
		return union(kids)
	}
	return []*model.Node{t}
}

// ClassArg returns the class a call hands to a factory as its first
// positional argument (`get_service(MessagingService)`,
// `container.get(api.Service)`): an identifier or a one-dot attribute whose
// last name is capitalised; "" otherwise. The factory's summary says
// whether it returns an instance of that argument (ReturnsArg).
func ClassArg(f *model.File, call *model.Node) string {
	a := model.Arg(call, 0)
	if a == nil || (a.Sym() != model.SymIdentifier && a.Sym() != model.SymAttribute && a.Sym() != model.SymMemberExpression) {
		return ""
	}
	s := strings.Join(strings.Fields(f.Text(a)), "")
	last := s[strings.LastIndex(s, ".")+1:]
	if last == "" || last[0] < 'A' || last[0] > 'Z' || strings.Count(s, ".") > 1 || TypingNames[last] {
		return ""
	}
	return s
}

// ReturnsArg is the entry of a summary's Returns that says the function
// returns a new instance of the class its first parameter receives
// (`def get_service(service_cls): return service_cls(client)`, `function
// make(Cls) { return new Cls() }`): the instance a call gives is then of
// the call's ClassArg, as CodeQL's type tracking follows a class value
// into the call that instantiates it.
const ReturnsArg = "(0)"

// InstantiatesParam reports whether v, a returned expression, builds a new
// instance of parameter param: `param(...)` or `new param(...)`.
func InstantiatesParam(f *model.File, v *model.Node, param string) bool {
	if v == nil || param == "" || (v.Sym() != model.SymCall && v.Sym() != model.SymNewExpression) {
		return false
	}
	c := model.Callee(v)
	return c != nil && c.Sym() == model.SymIdentifier && f.Text(c) == param
}

// Default returns the constructor call of a Python value that is a default
// built when nothing is injected (`client or Client()`, `client if client
// else Client()`): the call operand, when every call operand calls the same
// callee as written; nil otherwise. Pyright types `x or C()` as the union of
// both operands; the injected operand is typed by its own annotation.
func Default(f *model.File, v *model.Node) *model.Node {
	v = model.Unwrap(v)
	if v == nil || f.Lang != model.LangPython {
		return nil
	}
	var ops []*model.Node
	switch v.Sym() {
	case model.SymBooleanOperator:
		if op := v.ChildByFieldName("operator"); op == nil || f.Text(op) != "or" {
			return nil
		}
		ops = []*model.Node{v.ChildByFieldName("left"), v.ChildByFieldName("right")}
	case model.SymConditionalExpression:
		if v.NamedChildCount() < 3 {
			return nil
		}
		ops = []*model.Node{v.NamedChild(0), v.NamedChild(2)}
	default:
		return nil
	}
	var first *model.Node
	for _, o := range ops {
		if o = model.Unwrap(o); o == nil || o.Sym() != model.SymCall {
			continue
		}
		if first != nil && f.Text(model.Callee(o)) != f.Text(model.Callee(first)) {
			return nil
		}
		if first == nil {
			first = o
		}
	}
	return first
}

// Param is a parameter annotated with a class (AnnotatedClass): its name,
// the class, and whether it is a TS parameter property (`private api:
// Api`), which the constructor also sets as a field of this.
type Param struct {
	Name, Class string
	Property    bool
}

// Params returns the parameters of Python or TS function n annotated with
// a class (`client: Client`, `x: T = d`, `private api: Api`), in order.
func Params(f *model.File, n *model.Node) []Param {
	var out []Param
	ps := n.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		var name, typ *model.Node
		property := false
		switch p.Sym() {
		case model.SymTypedParameter: // Python: x: T
			name, typ = p.NamedChild(0), p.ChildByFieldName("type")
		case model.SymRequiredParameter: // TS: x: T, private x: T
			name, typ = p.ChildByFieldName("pattern"), p.ChildByFieldName("type")
			for j := 0; j < int(p.NamedChildCount()); j++ {
				if p.NamedChild(j).Type() == "accessibility_modifier" {
					property = true
				}
			}
		default:
			if p.Type() == "typed_default_parameter" {
				name, typ = p.ChildByFieldName("name"), p.ChildByFieldName("type")
			}
		}
		if name == nil || name.Sym() != model.SymIdentifier {
			continue
		}
		if cls := AnnotatedClass(f, typ); cls != "" {
			out = append(out, Param{f.Text(name), cls, property})
		}
	}
	return out
}

// Factory returns the bare callee name of call, a call of the repository's
// factory function or of a Python class, and the instance it gives as the
// function summaries write it: "jenkins(<class arg>)" for a function (what
// it returns, Func.Returns), "Api" for a capitalised Python callee (the
// class it constructs). name is "" for a callee that is not a bare name
// (`a.b().c()` chains are left to the receiver's type) and for a
// capitalised callee outside Python (only a Python class is called to
// construct).
func Factory(f *model.File, call *model.Node) (name, cls string) {
	callee := model.Callee(model.Unwrap(call))
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return "", ""
	}
	name = f.Text(callee)
	cls = name
	if name[0] < 'A' || name[0] > 'Z' {
		cls += "(" + ClassArg(f, model.Unwrap(call)) + ")"
	} else if f.Lang != model.LangPython {
		return "", ""
	}
	return name, cls
}

// ForwardRef returns the class a Python string annotation names (a forward
// reference, PEP 484: `-> 'KeboolaClient'`, `-> "api.Client"`): its text
// when it is one capitalised name, or one module and a capitalised name, and
// no typing name; "" otherwise (`'list[Client]'` is no class).
func ForwardRef(f *model.File, str *model.Node) string {
	if f.Lang != model.LangPython {
		return ""
	}
	t := strings.Trim(f.Text(str), "'\"")
	last := t[strings.LastIndex(t, ".")+1:]
	if last == "" || last[0] < 'A' || last[0] > 'Z' || TypingNames[last] || strings.Count(t, ".") > 1 {
		return ""
	}
	for _, r := range t {
		if r != '.' && r != '_' && (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') {
			return ""
		}
	}
	return t
}

// SelfCall returns the callee text of a call whose result is bound to a
// name (`client = self._get_client()`), as the function summaries name the
// instance it gives: a method of the class whose self the caller sees
// (cls, sumfile.File.SelfClass) becomes "Cls._get_client", which resolves
// like a class method to what that method returns (its return annotation
// `-> WazuhClient` or a `return Client(...)`, Func.Returns); callee is kept
// when it does not start with "self.", and "" is returned for `self.a.b()`
// or when no class encloses the call. Pyright types the local by the
// method's declared return type the same way.
func SelfCall(f *model.File, callee, cls string) string {
	m, ok := strings.CutPrefix(callee, "self.")
	if !ok {
		return callee
	}
	if f.Lang != model.LangPython || cls == "" || strings.Contains(m, ".") || strings.Contains(cls, ".") {
		return ""
	}
	return cls + "." + m
}
