// Package pysig reads a Python function's signature as a tool's input
// schema, as FastMCP builds one from it
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/utilities/func_metadata.py):
// RC601 asks it whether a tool registered by data flow (a getmembers loop,
// a list of functions) takes an idempotency key or the id of what it makes.
package pysig

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Schema returns the text of parameter list ps with the braces of its
// string literals blanked (a JSON example in a description, `{"key":
// "value"}`, declares nothing), and unknown true when a parameter's
// annotation names a model class (ModelTyped): its fields are the schema
// and are not in the signature.
func Schema(f *model.File, ps *model.Node) (text string, unknown bool) {
	if ps == nil {
		return "", true
	}
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		if ty := ps.NamedChild(i).ChildByFieldName("type"); ty != nil && ModelTyped(f.Text(ty)) {
			return "", true
		}
	}
	txt := []byte(f.Text(ps))
	model.Walk(ps, func(m *model.Node) bool {
		if m.Sym() == model.SymString {
			for i := m.StartByte() - ps.StartByte(); i < m.EndByte()-ps.StartByte() && int(i) < len(txt); i++ {
				if txt[i] == '{' || txt[i] == '}' {
					txt[i] = ' '
				}
			}
			return false
		}
		return true
	})
	return string(txt), false
}

// ModelTyped reports whether a Python parameter annotation t names a class
// of the project or a library (a pydantic model, a TypedDict, a dataclass:
// `CreateIssueInput`, `Annotated[NoteIn, Field(...)]`) rather than a
// scalar, a container or a typing construct. FastMCP's Context is no input.
func ModelTyped(t string) bool {
	t = strLit.ReplaceAllString(t, `""`) // Field(description="Interview stage ID") names no type
	for _, w := range typeWord.FindAllString(t, -1) {
		if !typingNames[w] {
			return true
		}
	}
	return false
}

// strLit matches a Python string literal (no escapes across its quotes).
var strLit = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`)

// typeWord matches a capitalised name of an annotation.
var typeWord = regexp.MustCompile(`\b[A-Z][A-Za-z0-9_]*\b`)

// typingNames are the capitalised names of Python's typing module, the
// standard library's value types and FastMCP's context, which declare no
// fields of a tool's input.
var typingNames = map[string]bool{"Any": true, "Optional": true, "Union": true, "List": true, "Dict": true, "Tuple": true,
	"Set": true, "FrozenSet": true, "Literal": true, "Annotated": true, "Sequence": true, "Mapping": true, "Iterable": true,
	"Callable": true, "Type": true, "None": true, "True": true, "False": true, "Field": true, "Context": true, "Path": true,
	"Decimal": true, "UUID": true, "Enum": true}
