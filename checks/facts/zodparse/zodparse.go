// Package zodparse reads the zod schema a JavaScript or TypeScript tool
// handler validates its own input with: Bldg-7/proxmox-mcp's
// `createVM(client, config, input)` runs `createVmSchema.parse(input)` with
// `createVmSchema` imported from src/schemas/vm.ts, and a table of another
// file pairs the function with its tool name. The schema holds the tool's
// parameters (zod's parse returns the input when it conforms and throws
// otherwise: https://zod.dev/basics#parsing-data), so RC601 reads an
// idempotency key or the created resource's own id among them as it does in
// a schema the registration names (package checks/facts/jsschema).
package zodparse

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/jsschema"
	"github.com/resilience-check/resilience-check/checks/model"
)

// parseMethods are zod's validating methods of a schema
// (https://zod.dev/basics#parsing-data): each returns the input's data only
// when the input conforms to the schema.
var parseMethods = map[string]bool{"parse": true, "safeParse": true, "parseAsync": true, "safeParseAsync": true}

// Texts returns the source text of each zod object schema that handler fn
// validates one of its own parameters with: a call `S.parse(p)` (or
// safeParse, parseAsync, safeParseAsync) in fn whose one argument is a
// parameter of fn or a member of one (`request.params.arguments`), where S
// is a `z.object({...})` the file binds at its top level with no spread,
// extend or merge, or a name it imports from a module of the repository
// that binds one (jsschema.Imported). A schema that parses anything else
// (an upstream response) or that the scan cannot read adds nothing: the
// tool's parameters stay what its registration says.
func Texts(f *model.File, fn *model.Node) []string {
	if fn == nil || !f.Lang.IsJS() {
		return nil
	}
	var out []string
	model.Walk(fn, func(n *model.Node) bool {
		if n.Sym() != model.SymCallExpression || model.NumArgs(n) != 1 {
			return true
		}
		callee := model.Callee(n)
		if callee == nil || callee.Sym() != model.SymMemberExpression {
			return true
		}
		prop, obj := callee.ChildByFieldName("property"), callee.ChildByFieldName("object")
		if prop == nil || obj == nil || obj.Sym() != model.SymIdentifier || !parseMethods[f.Text(prop)] || !ownParam(f, fn, model.Arg(n, 0)) {
			return true
		}
		if txt, ok := schemaText(f, obj); ok {
			out = append(out, txt)
		}
		return true
	})
	return out
}

// ownParam reports whether a is a parameter of fn, or a member of one
// (`request.params.arguments`), the root bound by fn's own parameter list.
func ownParam(f *model.File, fn, a *model.Node) bool {
	a = model.Unwrap(a)
	for a != nil && a.Sym() == model.SymMemberExpression {
		a = a.ChildByFieldName("object")
	}
	if a == nil || a.Sym() != model.SymIdentifier {
		return false
	}
	p := model.ParamNode(f, f.Text(a), a)
	return p != nil && p.StartByte() >= fn.StartByte() && p.EndByte() <= fn.EndByte() && model.EnclosingFunc(p) == fn
}

// localObjectRE matches the start of a zod object schema.
var localObjectRE = regexp.MustCompile(`^z\s*\.\s*(?:object|strictObject)\s*\(`)

// openSchemaRE matches what makes a schema's text not show every property
// it accepts: a spread, another schema's fields added, or any property let through.
var openSchemaRE = regexp.MustCompile(`[{,(]\s*\.\.\.[A-Za-z_$]|\.(?:extend|merge|and|passthrough|catchall)\s*\(`)

// schemaText returns the text of the zod object schema identifier s names:
// one the file imports (jsschema.Imported) or a top-level binding of the
// file to `z.object({...})`.
func schemaText(f *model.File, s *model.Node) (string, bool) {
	if txt, ok := jsschema.Imported(f, s); ok {
		return txt, true
	}
	v := model.Unwrap(f.Resolve(s))
	if v == nil || v == s || v.Sym() != model.SymCallExpression {
		return "", false
	}
	txt := f.Text(v)
	if !localObjectRE.MatchString(txt) || openSchemaRE.MatchString(txt) {
		return "", false
	}
	return txt, true
}
