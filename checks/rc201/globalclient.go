package rc201

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
)

// globalClient returns the blocking client constructor that module
// variable obj (an identifier read in a function) holds when the file
// builds it in functions that declare it `global`, the lazy module
// singleton of a server that connects on first use or at start-up:
//
//	quote_ctx = None
//	def init_connection():
//	    global quote_ctx
//	    quote_ctx = OpenQuoteContext(host=h, port=p)
//	async def get_stock_quote(symbols):
//	    quote_ctx.get_stock_quote(symbols)   # the module's quote_ctx
//
// Every assignment of the name at module level must be None or build
// the same client, and every assignment in a function that declares it
// global must build that client (None placeholders aside, as a close
// path's `quote_ctx = None`); a function assigning the name without
// `global` binds a local of its own and does not count. One assignment
// naming another value or no client, or none in a function, gives "".
// pyctor.Of reads a module variable by its module-level value alone
// (None here), so such a client was unknown. Peer practice: Pyright
// infers a declared global's type as the union of every assignment in
// the module, functions with `global` included.
func (c *BlockingCheck) globalClient(obj *model.Node) string {
	f := c.F
	obj = model.Unwrap(obj)
	if f.Lang != model.LangPython || obj == nil || obj.Sym() != model.SymIdentifier {
		return ""
	}
	name := f.Text(obj)
	if !f.Contains("global ") || model.ParamNode(f, name, obj) != nil {
		return "" // no global statement in the file; a parameter of that name is the caller's value
	}
	if got, done := c.globals[name]; done {
		return got
	}
	if c.globals == nil {
		c.globals = map[string]string{}
	}
	ctor := ""
	if v := f.Lookup(name, obj); v != nil && f.Scope(v) == f.Root {
		ctor = c.globalAssigned(name)
	}
	c.globals[name] = ctor
	return ctor
}

// globalAssigned is globalClient's reading of name's assignments in the
// file.
func (c *BlockingCheck) globalAssigned(name string) string {
	f := c.F
	found, inFunc := "", false
	for _, b := range f.BindingsNamed(name) {
		v := model.Unwrap(b.Value)
		if v == nil {
			return ""
		}
		if b.Scope != f.Root && !declaresGlobal(f, b.Scope, name) {
			continue // a local of that function
		}
		if v.Sym() == model.SymNone {
			continue
		}
		if v.Sym() != model.SymCall {
			return ""
		}
		got := pyctor.Of(f, v)
		if got == "" || found != "" && got != found {
			return ""
		}
		if _, known := model.PyBlockingClients[got]; !known {
			return ""
		}
		found = got
		inFunc = inFunc || b.Scope != f.Root
	}
	if !inFunc {
		return ""
	}
	return found
}

// globalStmt matches a Python `global a, b` statement on its own line.
var globalStmt = regexp.MustCompile(`(?m)^[ \t]*global[ \t]+([\w \t,]+?)[ \t]*(?:#.*)?$`)

// declaresGlobal reports whether function fn's body holds a `global`
// statement naming name (read from its text, as checks/facts/memo reads
// a function's global declarations).
func declaresGlobal(f *model.File, fn *model.Node, name string) bool {
	for _, m := range globalStmt.FindAllStringSubmatch(f.Text(fn), -1) {
		for _, g := range strings.Split(m[1], ",") {
			if strings.TrimSpace(g) == name {
				return true
			}
		}
	}
	return false
}
