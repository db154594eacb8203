// Package inputfb reads the fallback a JavaScript or TypeScript tool handler
// gives an argument of its input the caller may leave out: `const timeout =
// timeout_ms ?? DEFAULT_TIMEOUT_MS` in `async ({ command, timeout_ms }) =>
// ...`, `args.timeoutMs || 120_000`; and whether a value the handler passes
// on in an object literal is such an argument (`runPrediction({ timeoutMs:
// params.timeout_ms })`), which leaves the callee's fallback for the
// property in force. A model calling the tool usually leaves an optional
// argument out, and the call then waits the fallback: RC104 judges it as it
// judges a parameter's default (checks/rc104/uncapped.go, and the function
// summaries through summary/fwd). Python is left to RC104's own reading
// (a handler parameter's default bounds only a wait of the handler's own
// there: a library call's `timeout=` may be the remote operation's). Sources: the MCP Security Standard's MCP-INPUT-03
// "Timeout Enforcement"
// (https://mcp-security-standard.org/en/v0.1.0/controls/input/mcp-input-03-timeout-enforcement),
// CWE-400; peer rule RC104's parameter default (`def run(cmd, timeout=300)`).
package inputfb

import (
	"regexp"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/toolinput"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Default returns the fallback of value v (a timeout read in a JS/TS tool
// handler) when v is, directly or through a `const` local of an enclosing
// function (a Promise executor in the handler reads the handler's), `x ??
// D` or `x || D` with x an argument of the tool's input the schema gives no
// default (`.default(...)`): a property of the handler's arguments, a name
// the handler destructures from them in its parameter list or body; nil
// otherwise.
func Default(f *model.File, v *model.Node) *model.Node {
	if !f.Lang.IsJS() {
		return nil
	}
	v = model.Unwrap(v)
	for i := 0; i < 3 && v != nil && (v.Sym() == model.SymIdentifier || v.Sym() == model.SymShorthandPropertyIdentifier); i++ {
		v = model.Unwrap(bound(f, v))
	}
	if v == nil || v.Sym() != model.SymBinaryExpression && v.Sym() != model.SymBooleanOperator {
		return nil
	}
	op := v.ChildByFieldName("operator")
	if op == nil {
		return nil
	}
	switch f.Text(op) {
	case "??", "||":
	default:
		return nil
	}
	l, r := model.Unwrap(v.ChildByFieldName("left")), v.ChildByFieldName("right")
	if l == nil || r == nil {
		return nil
	}
	if key, ok := input(f, l); !ok || !optionalKey(f, key) {
		return nil
	}
	return r
}

// Optional reports whether v, a value a JS tool handler passes on (the
// value of a property of an object literal, `{ timeoutMs: params.timeout_ms
// }`, or a shorthand `{ timeoutSeconds }`), is an argument of the tool's
// input the schema gives no default: when the tool's caller leaves it out,
// the property is undefined, and the callee's fallback for it applies
// (`args.timeoutMs ?? DEFAULT_TIMEOUT_MS`).
func Optional(f *model.File, v *model.Node) bool {
	v = model.Unwrap(v)
	if v == nil || !f.Lang.IsJS() || v.Sym() != model.SymIdentifier && v.Sym() != model.SymShorthandPropertyIdentifier && v.Sym() != model.SymMemberExpression {
		return false
	}
	if f.HandlerOf(v) != model.ToolHandler {
		return false
	}
	key, ok := input(f, v)
	return ok && optionalKey(f, key)
}

// Given returns the keys of an object literal a call surely sets: keys
// without the optional ones (Optional), which the tool's caller may leave
// undefined.
func Given(keys, optional []string) []string {
	if len(optional) == 0 {
		return keys
	}
	var out []string
	for _, k := range keys {
		if !slices.Contains(optional, k) {
			out = append(out, k)
		}
	}
	return out
}

// At is where a fallback is reported: the value of the module constant it
// names (`const DEFAULT_TIMEOUT_MS = 120_000`), where the default is set;
// else the fallback itself.
func At(f *model.File, def *model.Node) *model.Node {
	id := model.Unwrap(def)
	if id == nil || id.Sym() != model.SymIdentifier {
		return def
	}
	if b := f.Lookup(f.Text(id), id); b != nil && f.Scope(b) == f.Root {
		return b
	}
	return def
}

// bound returns the value a JS local name is bound to: a `const` of an
// enclosing function (visible in a callback nested in the handler).
func bound(f *model.File, id *model.Node) *model.Node {
	b := f.Lookup(f.Text(id), id)
	if b == nil || f.Scope(b) == f.Root {
		return nil
	}
	d := b.Parent()
	if d == nil || d.Sym() != model.SymVariableDeclarator || d.Parent() == nil || d.Parent().Sym() != model.SymLexicalDeclaration {
		return nil
	}
	if t := f.Text(d.Parent()); len(t) < 6 || t[:6] != "const " {
		return nil
	}
	return b
}

// input reports whether l is an argument of the tool's input, and its key.
func input(f *model.File, l *model.Node) (string, bool) {
	for fn := model.EnclosingFunc(l); fn != nil; fn = model.EnclosingFunc(fn) {
		if key, _, ok := toolinput.Of(f, fn, l); ok {
			return key, true
		}
		if (l.Sym() == model.SymIdentifier || l.Sym() == model.SymShorthandPropertyIdentifier) && paramDestructured(f, fn, f.Text(l)) {
			return f.Text(l), true
		}
	}
	return "", false
}

// paramDestructured reports whether JS tool handler fn destructures name
// from its arguments in its parameter list (`async ({ command, timeout_ms
// }) => ...`, without a default of its own) and assigns it nowhere.
func paramDestructured(f *model.File, fn *model.Node, name string) bool {
	if f.HandlerOf(fn) != model.NotHandler { // a function nested in a handler: not the handler itself
		return false
	}
	body := fn.ChildByFieldName("body")
	if body == nil || f.HandlerOf(body) != model.ToolHandler {
		return false
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		params = fn.ChildByFieldName("parameter")
	}
	if params == nil {
		return false
	}
	found := false
	model.Walk(params, func(c *model.Node) bool {
		if c.Sym() == model.SymShorthandPropertyIdentifierPattern && f.Text(c) == name && c.Parent() != nil && c.Parent().Sym() == model.SymObjectPattern {
			found = true
		}
		return true
	})
	if !found {
		return false
	}
	assigned := false
	model.Walk(body, func(m *model.Node) bool {
		if m.Sym() == model.SymAssignmentExpression || m.Sym() == model.SymAugmentedAssignmentExpression {
			if l := m.ChildByFieldName("left"); l != nil && f.Text(l) == name {
				assigned = true
			}
		}
		return !assigned
	})
	return !assigned
}

// schemaKeys is the file's zod key table (zodKeys), built once per file.
var schemaKeys = model.NewFactKey[map[string]bool]("inputfb.schemaKeys")

// optionalKey reports whether a zod schema of the file declares key and
// none gives it a default (`timeout_ms: z.number().default(10_000)`, which
// the SDK fills in before the handler runs, so the handler's fallback never
// applies). A key no schema of the file declares (a schema imported from
// another module) is not read.
func optionalKey(f *model.File, key string) bool {
	hasDefault, declared := model.Fact(f, schemaKeys, zodKeys)[key]
	return declared && !hasDefault
}

// zodKeys reads, in one walk of the syntax tree, every key of an object
// literal whose value is a zod chain (`timeout_ms: z.number().optional()`),
// and whether a chain of that key anywhere in the file calls `.default(...)`.
// A chain's own calls are read, not those of a nested object's keys (`opts:
// z.object({ verbose: z.boolean().default(false) })` gives opts no default).
func zodKeys(f *model.File) map[string]bool {
	keys := map[string]bool{}
	f.NodesOf(pairSyms, func(n *model.Node) bool {
		k, v := n.ChildByFieldName("key"), n.ChildByFieldName("value")
		if k == nil || v == nil || !zodChain.MatchString(f.Text(v)) {
			return true
		}
		key := strings.Trim(f.Text(k), "'\"`")
		keys[key] = keys[key] || hasDefault(f, v)
		return true
	})
	return keys
}

// pairSyms selects the pairs of object literals.
var pairSyms = model.NewSymBitset(model.SymPair)

// zodChain is the start of a zod schema value.
var zodChain = regexp.MustCompile(`^z\s*\.`)

// hasDefault reports whether zod chain v calls `.default(...)`, outside the
// object literals nested in it (their keys' own chains).
func hasDefault(f *model.File, v *model.Node) bool {
	found := false
	model.Walk(v, func(m *model.Node) bool {
		if found || m != v && m.Sym() == model.SymObject {
			return false
		}
		if m.Sym() == model.SymCallExpression {
			if fn := m.ChildByFieldName("function"); fn != nil && fn.Sym() == model.SymMemberExpression {
				if p := fn.ChildByFieldName("property"); p != nil && f.Text(p) == "default" {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
