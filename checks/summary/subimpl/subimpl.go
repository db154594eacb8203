// Package subimpl resolves a method called on an abstract class of the
// repository to the one subclass of the repository that implements it, for
// the function summaries (package checks/summary): a tool that calls
// `self.client.create_event(...)` on an attribute annotated with `class
// CalendarBackend(ABC)`, whose `create_event` is an `@abstractmethod`,
// reaches `class CalDAVBackend(CalendarBackend)`'s `create_event` and the
// request it sends; likewise a TS `abstract class Store { abstract
// create(): Promise<T> }` extended by one class. This is the dispatch
// CodeQL's call graph makes when a virtual call has one target (and
// Program.goSole for Go, package tsimpl for TS interfaces). Sources: Python
// `abc` (an abstract method must be overridden for a subclass to be
// instantiated: the call runs a subclass's override), `typing.Protocol`
// (PEP 544), the TypeScript handbook, "Classes" (abstract members have no
// implementation and must be implemented in derived classes). An abstract
// class with two implementing subclasses, a class name declared twice, or
// an override only in a test double stays unknown.
// It is split from checks/summary, which is at the package size limit
// (checks/size_test.go).
package subimpl

import (
	"maps"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/gocha"
)

// pyAbstractBases are the bases that make a Python class abstract as
// written ("ABC", "abc.ABC", "Protocol", "typing.Protocol").
var pyAbstractBases = map[string]bool{"ABC": true, "abc.ABC": true, "Protocol": true, "typing.Protocol": true, "typing_extensions.Protocol": true}

// AbstractClass reports whether class node n of file f is abstract: a TS
// `abstract class`, or a Python class with ABC or Protocol among its bases
// or `metaclass=ABCMeta`.
func AbstractClass(f *model.File, n *model.Node) bool {
	if n == nil {
		return false
	}
	if n.Sym() == model.SymAbstractClassDeclaration {
		return true
	}
	if f.Lang != model.LangPython || n.Sym() != model.SymClassDefinition {
		return false
	}
	sc := n.ChildByFieldName("superclasses")
	for i := 0; sc != nil && i < int(sc.NamedChildCount()); i++ {
		b := sc.NamedChild(i)
		if pyAbstractBases[f.Text(b)] {
			return true
		}
		if b.Type() == "keyword_argument" && f.Text(b.ChildByFieldName("name")) == "metaclass" {
			if v := f.Text(b.ChildByFieldName("value")); v == "ABCMeta" || v == "abc.ABCMeta" {
				return true
			}
		}
	}
	return false
}

// AbstractMethod reports whether Python function node fn of file f is an
// abstract method: decorated with abstractmethod (`@abstractmethod`,
// `@abc.abstractmethod`), or, in an abstract class (inAbstract), a method
// whose body does nothing but document itself, `...`, `pass` or raise
// NotImplementedError.
func AbstractMethod(f *model.File, fn *model.Node, inAbstract bool) bool {
	if fn == nil || f.Lang != model.LangPython {
		return false
	}
	if d := fn.Parent(); d != nil && d.Sym() == model.SymDecoratedDefinition {
		for i := 0; i < int(d.NamedChildCount()); i++ {
			if c := d.NamedChild(i); c.Type() == "decorator" && strings.HasSuffix(strings.TrimSpace(f.Text(c)), "abstractmethod") {
				return true
			}
		}
	}
	return inAbstract && stub(f, fn.ChildByFieldName("body"))
}

// stub reports whether Python block body holds only a docstring, `...`,
// `pass` or a raise of NotImplementedError.
func stub(f *model.File, body *model.Node) bool {
	if body == nil || body.NamedChildCount() == 0 {
		return false
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		s := body.NamedChild(i)
		switch s.Type() {
		case "pass_statement", "comment":
		case "expression_statement":
			if e := s.NamedChild(0); e == nil || e.Type() != "string" && e.Type() != "ellipsis" {
				return false
			}
		case "raise_statement":
			if !strings.Contains(f.Text(s), "NotImplementedError") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Class is one class of the repository: the index of the file that
// declares it (in the order Add saw them) and its name.
type Class struct {
	File int
	Name string
}

// Index holds the repository's classes by name and their subclasses by
// the name of their base. The zero value is empty and ready to use.
type Index struct {
	decls map[string]int     // class name -> declarations seen
	file  map[string]int     // class name -> the file of its last declaration
	subs  map[string][]Class // base name (last segment) -> subclasses, no test doubles
	fam   map[string][]Class // method name -> Family's answer, once all classes are added
}

// Add records class cls of file fi (repository path fp) and its bases as
// written ("Base", "mod.Base"). A test double (gocha.Double, or a class
// of a test file) is recorded as declared but as no subclass.
func (x *Index) Add(fi int, fp, cls string, bases []string) {
	if x.decls == nil {
		x.decls, x.subs, x.file = map[string]int{}, map[string][]Class{}, map[string]int{}
	}
	x.decls[cls]++
	x.fam = nil // Family answers for the classes added so far
	x.file[cls] = fi
	if gocha.Double(cls, fp) || TestFile(fp) {
		return
	}
	for _, b := range bases {
		if i := strings.LastIndexByte(b, '.'); i >= 0 {
			b = b[i+1:]
		}
		x.subs[b] = append(x.subs[b], Class{fi, cls})
	}
}

// Override returns the one direct subclass of class cls that defines
// method m (has reports whether class c defines it), when the repository
// declares one class named cls; false otherwise.
func (x *Index) Override(cls string, has func(c Class) bool) (Class, bool) {
	if x.decls[cls] != 1 {
		return Class{}, false
	}
	var found Class
	n := 0
	for _, c := range x.subs[cls] {
		if has(c) {
			found, n = c, n+1
		}
	}
	return found, n == 1
}

// Family returns the direct subclasses that define method m (has reports
// whether class c defines it) of the one base class of the repository that
// defines m itself and has a subclass overriding it: the classes whose
// instances a dispatcher holds when it looks one up by name (`handler =
// TOOL_HANDLERS[name]; handler.run_tool(args)`, mcp-obsidian's
// ToolHandler family; databricks' BaseTool.execute), in the order Add saw
// them. nil when no base, or two bases, qualify (which family the
// receiver belongs to is then unknown), or the base's name is declared
// twice. This is the class-hierarchy analysis of a virtual call (Dean,
// Grove, Chambers, "Optimization of Object-Oriented Programs Using Static
// Class Hierarchy Analysis", ECOOP 1995) limited to one family.
//
// The answer is memoised per method name: has must answer the same for a
// given m while the Index lives (Add forgets the answers).
func (x *Index) Family(m string, has func(c Class) bool) []Class {
	if out, ok := x.fam[m]; ok {
		return out
	}
	if x.fam == nil {
		x.fam = map[string][]Class{}
	}
	out := x.family(m, has)
	x.fam[m] = out
	return out
}

// Holds reports whether class name cls is among names, sorted (the
// classes a dispatcher's table holds, dispatch.Poly).
func Holds(names []string, cls string) bool {
	_, ok := slices.BinarySearch(names, cls)
	return ok
}

func (x *Index) family(m string, has func(c Class) bool) []Class {
	var out []Class
	bases := 0
	for _, b := range slices.Sorted(maps.Keys(x.subs)) {
		if x.decls[b] != 1 || !has(Class{x.file[b], b}) {
			continue
		}
		var fam []Class
		for _, c := range x.subs[b] {
			if has(c) {
				fam = append(fam, c)
			}
		}
		if len(fam) > 0 {
			out, bases = fam, bases+1
		}
	}
	if bases != 1 {
		return nil
	}
	return out
}

// TestFile reports whether repository path fp is a test file or lies in a
// test folder (Python and JS/TS conventions: test_*.py, *_test.py,
// conftest.py, *.test.*, *.spec.*, tests/, test/, __tests__/, __mocks__/).
func TestFile(fp string) bool {
	base := fp[strings.LastIndexByte(fp, '/')+1:]
	if strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || strings.Contains(base, ".test.") || strings.Contains(base, ".spec.") || base == "conftest.py" {
		return true
	}
	for _, seg := range strings.Split(fp, "/") {
		if seg == "__tests__" || seg == "test" || seg == "tests" || seg == "__mocks__" {
			return true
		}
	}
	return false
}
