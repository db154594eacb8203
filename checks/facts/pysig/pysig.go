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
		ty := ps.NamedChild(i).ChildByFieldName("type")
		if ty == nil {
			continue
		}
		for _, name := range ModelNames(f.Text(ty)) {
			if f.Contains("class "+name) || modelSuffix.MatchString(name) {
				return "", true
			}
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

// ModelNames returns the capitalised names of a Python parameter annotation
// t that are no scalar, container or typing construct: the classes or
// aliases it is typed with (`CreateIssueInput`, `NoteIn` of
// `Annotated[NoteIn, Field(...)]`, `Metadata` of `Metadata | None`).
// FastMCP's Context is no input. Schema counts one as a model (a pydantic
// model, a TypedDict, a dataclass, whose fields are the tool's schema) when
// the file declares it as a class or its name says so (modelSuffix): an
// alias such as `Metadata = dict[str, Any]` declares no field.
func ModelNames(t string) []string {
	t = strLit.ReplaceAllString(t, `""`) // Field(description="Interview stage ID") names no type
	var out []string
	for _, w := range typeWord.FindAllString(t, -1) {
		if !typingNames[w] {
			out = append(out, w)
		}
	}
	return out
}

// modelSuffix matches the names an input model is given
// (CreateIssueInput, SearchParams, TaskCreate, NoteRequest).
var modelSuffix = regexp.MustCompile(`(Input|Inputs|Params|Parameters|Args|Arguments|Request|Payload|Body|Model|Schema|Create|Update)$`)

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
