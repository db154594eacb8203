// Package pysig reads a Python function's signature as a tool's input
// schema, as FastMCP builds one from it
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/utilities/func_metadata.py):
// RC601 asks it whether a tool registered by data flow (a getmembers loop,
// a list of functions) takes an idempotency key or the id of what it makes.
package pysig

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Schema returns the text of parameter list ps with the braces of its
// string literals blanked (a JSON example in a description, `{"key":
// "value"}`, declares nothing), followed by the text of each model class a
// parameter is annotated with that the file declares (`params:
// CreateIssueInput` with `class CreateIssueInput(BaseModel)` above: FastMCP
// expands the model's fields into the tool's input schema, so a key among
// them is the tool's). A model of another module is not read: the
// signature alone is judged, as before. unknown is true when ps is nil.
func Schema(f *model.File, ps *model.Node) (text string, unknown bool) {
	if ps == nil {
		return "", true
	}
	var models []string // the bodies of the model classes of the file the parameters are typed with
	for i := 0; i < int(ps.NamedChildCount()); i++ {
		ty := ps.NamedChild(i).ChildByFieldName("type")
		if ty == nil {
			continue
		}
		for _, name := range ModelNames(f.Text(ty)) {
			if c := topClass(f, name); c != nil {
				models = append(models, f.Text(c))
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
	return strings.Join(append([]string{string(txt)}, models...), "\n"), false
}

// topClass returns the class the module of f declares at its top level
// under name, or nil.
func topClass(f *model.File, name string) *model.Node {
	if !f.Contains("class " + name) {
		return nil
	}
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		c := root.NamedChild(i)
		if c.Sym() == model.SymDecoratedDefinition {
			c = c.ChildByFieldName("definition")
		}
		if c != nil && c.Sym() == model.SymClassDefinition && f.Text(c.ChildByFieldName("name")) == name {
			return c
		}
	}
	return nil
}

// ModelNames returns the capitalised names of a Python parameter annotation
// t that are no scalar, container or typing construct: the classes or
// aliases it is typed with (`CreateIssueInput`, `NoteIn` of
// `Annotated[NoteIn, Field(...)]`, `Metadata` of `Metadata | None`).
// FastMCP's Context is no input. Schema reads the ones the file declares
// as classes (a pydantic model, a TypedDict, a dataclass).
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
