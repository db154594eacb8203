// Package jsschema reads the input schema a JavaScript or TypeScript tool
// registration names from another module of the repository: BrowserStack's
// `server.tool("createTestCase", desc, CreateTestCaseSchema.shape, handler)`
// with `import { CreateTestCaseSchema } from "./testmanagement-utils/create-testcase.js"`,
// where that module declares `export const CreateTestCaseSchema = z.object({...})`.
// RC601 looks for an idempotency key among the properties it declares, as it
// does for a schema the registering file declares itself.
package jsschema

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Imported returns the source text of the zod object schema that n (a name
// the file imports, a member of a namespace it imports (`import * as params`,
// `params.ProduceMessageParams`), or either's `.shape`) names in the module of the repository
// it is imported from: the `z.object({...})` (or `z.strictObject`) that
// module binds the exported name to at its top level, through the end of
// its call chain. ok is false, and the schema stays unknown, when n is no
// such name, the module is no readable file of the repository, the binding
// is anything else (an alias, another schema's `.extend(...)` or `.merge(...)`),
// or the object spreads properties from elsewhere (`...Base.shape`): the
// text would not show every property.
func Imported(f *model.File, n *model.Node) (string, bool) {
	if !f.Lang.IsJS() || n == nil {
		return "", false
	}
	if n.Sym() == model.SymMemberExpression {
		if p := n.ChildByFieldName("property"); p == nil || f.Text(p) != "shape" {
			return "", false
		}
		n = n.ChildByFieldName("object")
	}
	var src []byte
	var exported string
	var ok bool
	switch {
	case n == nil:
		return "", false
	case n.Sym() == model.SymIdentifier:
		_, src, exported, ok = handlers.ImportedFile(f, f.Text(n))
	case n.Sym() == model.SymMemberExpression:
		// a schema of a namespace import: `import * as params from
		// "./parameters.ts"` and `params.ProduceMessageParams.shape`
		ns, prop := n.ChildByFieldName("object"), n.ChildByFieldName("property")
		if ns == nil || prop == nil || ns.Sym() != model.SymIdentifier {
			return "", false
		}
		_, src, exported, ok = handlers.ImportedFile(f, f.Text(ns))
		if exported != "*" {
			return "", false // a default import's member: an object's property, no module binding
		}
		exported = f.Text(prop)
	}
	if !ok || exported == "" || exported == "*" || exported == "default" {
		return "", false
	}
	head := regexp.MustCompile(`(?m)^export[ \t]+const[ \t]+` + regexp.QuoteMeta(exported) +
		`[ \t]*(?::[^=\n]+)?=[ \t]*z[ \t\r\n]*\.[ \t\r\n]*(?:object|strictObject)[ \t]*\(`)
	loc := head.FindIndex(src)
	if loc == nil {
		return "", false
	}
	end := balanced(src, loc[1]-1)
	if end < 0 {
		return "", false
	}
	txt := string(src[loc[0]:end])
	rest := strings.TrimLeft(string(src[end:min(len(src), end+200)]), " \t\r\n")
	if spreadRE.MatchString(txt) || strings.HasPrefix(rest, ".extend") || strings.HasPrefix(rest, ".merge") ||
		strings.HasPrefix(rest, ".and") || strings.HasPrefix(rest, ".passthrough") {
		return "", false // properties from elsewhere, or any property at all
	}
	return txt, true
}

// spreadRE matches a spread element of an object or argument list
// (`...BaseSchema.shape`), not an ellipsis in a description.
var spreadRE = regexp.MustCompile(`[{,(][ \t\r\n]*\.\.\.[A-Za-z_$]`)

// balanced returns the offset just past the bracket that closes the one at
// open (src[open] is '(' , '{' or '['), skipping string and template
// literals and comments; -1 when it does not close.
func balanced(src []byte, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch c := src[i]; c {
		case '(', '{', '[':
			depth++
		case ')', '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"', '\'', '`':
			for i++; i < len(src) && src[i] != c; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			} else if i+1 < len(src) && src[i+1] == '*' {
				j := strings.Index(string(src[i+2:]), "*/")
				if j < 0 {
					return -1
				}
				i += j + 3
			}
		}
	}
	return -1
}

// ShapeOwner returns the schema whose properties n, a zod object's `.shape`
// (zod's documented ZodObject.shape: the object's raw property map, the form
// the MCP SDK's `server.tool(name, desc, shape, handler)` takes), stands
// for: `AddNoteSchema` of `AddNoteSchema.shape`. Any other node is returned
// as it is.
func ShapeOwner(f *model.File, n *model.Node) *model.Node {
	if n == nil || n.Sym() != model.SymMemberExpression {
		return n
	}
	if p := n.ChildByFieldName("property"); p == nil || f.Text(p) != "shape" {
		return n
	}
	if o := n.ChildByFieldName("object"); o != nil {
		return o
	}
	return n
}
