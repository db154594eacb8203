package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// importedModel returns the text that declares the fields of class typ,
// which Python file f imports from another file of the repository (a
// Pydantic model or a TypedDict in a models module: QuantConnect's
// `async def create_backtest(model: CreateBacktestRequest)` with the class
// in src/models.py), and true: the class's own text and that of the
// classes of the same file it derives from. It is "", false (the fields
// stay unknown, as for any type the scan cannot see) when the name is not
// imported from a readable file of the repository, that file defines no
// top-level class of the name, or the class derives from a class that file
// does not define other than a plain model base (pydanticBases): its
// inherited fields could hold a key.
func importedModel(f *model.File, typ string) (string, bool) {
	if f.Lang != model.LangPython {
		return "", false
	}
	pth, src, exported, ok := handlers.ImportedFile(f, typ)
	if !ok || exported == "" || exported == "*" {
		return "", false
	}
	for hop := 0; hop < 2 && !pyDefines(string(src), exported); hop++ {
		// a package's __init__.py that re-exports the name from a submodule
		// (`from mcp_server_polarion.models import WorkItemCreateSpec`, the
		// class in models/work_items.py): read the submodule
		p, b, e, ok := handlers.ReExportedFile(f, pth, src, exported)
		if !ok {
			break
		}
		pth, src, exported = p, b, e
	}
	if pyScalarAlias(string(src), exported) {
		return "", true // Literal[...], Annotated[str, ...]: a value, no fields
	}
	return pyClassText(string(src), exported, 0)
}

// pyScalarAliasRE matches the head of a module-level type alias whose
// value is a scalar: `Mode = Literal["a", "b"]`, `Name: TypeAlias =
// Annotated[str, ...]`, `type Id = int`, `UserId = NewType("UserId", str)`.
var pyScalarAliasRE = regexp.MustCompile(`^(?:type[ \t]+)?([A-Za-z_]\w*)[ \t]*(?::[ \t]*(?:typing\.)?TypeAlias[ \t]*)?=[ \t]*(?:typing\.|typing_extensions\.)?` +
	`(?:Literal\[|Annotated\[[ \t]*(?:str|int|float|bool)\b|NewType\([^,]+,[ \t]*(?:str|int|float|bool)[ \t]*\)|(?:str|int|float|bool)[ \t]*(?:#.*)?$)`)

// pyScalarAlias reports whether Python source src binds name at its top
// level to a scalar type alias (pyScalarAliasRE): a parameter of that type
// is one value, with no fields in which a key could hide.
func pyScalarAlias(src, name string) bool {
	for _, head := range []string{name, "type " + name} {
		for i := 0; ; {
			j := strings.Index(src[i:], head)
			if j < 0 {
				break
			}
			j += i
			i = j + len(head)
			if j > 0 && src[j-1] != '\n' {
				continue // not at a line's start
			}
			line := src[j:]
			if k := strings.IndexByte(line, '\n'); k >= 0 {
				line = line[:k]
			}
			if m := pyScalarAliasRE.FindStringSubmatch(strings.TrimRight(line, "\r")); m != nil && m[1] == name {
				return true
			}
		}
	}
	return false
}

// pyConstName reports whether an identifier in a type annotation is a
// constant (SCREAMING_SNAKE_CASE, PEP 8's constants: `Annotated[str,
// REGION_NAME_FIELD]`, `Field(pattern=NAME_PATTERN)`): a value that
// describes the parameter, not a type that adds fields.
func pyConstName(t string) bool {
	if !strings.Contains(t, "_") {
		return false
	}
	for _, r := range t {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// pydanticBases are the bases of a model class that declare no field:
// Pydantic's BaseModel, TypedDict, a dataclass's object, and the enum
// bases (an enum parameter is one value: `class RoomType(IntEnum)`), and
// abc.ABC, which only marks a class abstract (a dataclass input's
// `class _BaseInput(ABC)`).
var pydanticBases = map[string]bool{"BaseModel": true, "pydantic.BaseModel": true, "TypedDict": true,
	"typing.TypedDict": true, "typing_extensions.TypedDict": true, "object": true, "Enum": true, "IntEnum": true,
	"StrEnum": true, "enum.Enum": true, "enum.IntEnum": true, "enum.StrEnum": true, "str": true, "int": true,
	"ABC": true, "abc.ABC": true}

// pyClassHeadRE finds a top-level class statement: its name and bases.
var pyClassHeadRE = regexp.MustCompile(`(?m)^class[ \t]+([A-Za-z_]\w*)[ \t]*(?:\(([^)]*)\))?[ \t]*:`)

// pyClassText returns the text of the top-level class name of Python
// source src (its header and indented body) with that of its bases
// defined in src, up to 4 bases deep; false when src defines no such
// class or a base is neither defined there nor a plain model base.
func pyClassText(src, name string, depth int) (string, bool) {
	if depth > 4 {
		return "", false
	}
	for _, m := range pyClassHeadRE.FindAllStringSubmatchIndex(src, -1) {
		if src[m[2]:m[3]] != name {
			continue
		}
		end := len(src)
		for i := m[1]; i < len(src); {
			nl := strings.IndexByte(src[i:], '\n')
			if nl < 0 {
				break
			}
			i += nl + 1
			if i < len(src) && src[i] != ' ' && src[i] != '\t' && src[i] != '\n' && src[i] != '\r' && src[i] != '#' {
				end = i // the first line at the top level ends the body
				break
			}
		}
		text := src[m[0]:end]
		if m[4] < 0 {
			return text, true
		}
		for _, b := range strings.Split(src[m[4]:m[5]], ",") {
			b = strings.TrimSpace(b)
			if b == "" || strings.Contains(b, "=") || pydanticBases[b] {
				continue // metaclass=..., total=False; a base with no field
			}
			if strings.Contains(b, "[") { // Generic[T], RootModel[list[X]]
				return "", false
			}
			bt, ok := pyClassText(src, b, depth+1)
			if !ok {
				return "", false
			}
			text += "\n" + bt
		}
		return text, true
	}
	return "", false
}

// pyDefinesRE finds a top-level class or assignment name in Python source.
var pyDefinesRE = regexp.MustCompile(`(?m)^(?:class[ \t]+([A-Za-z_]\w*)|(?:type[ \t]+)?([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=[^=])`)

// pyDefines reports whether Python source src defines name at its top
// level (a class statement or an assignment such as a type alias).
func pyDefines(src, name string) bool {
	if !strings.Contains(src, name) {
		return false
	}
	for _, m := range pyDefinesRE.FindAllStringSubmatch(src, -1) {
		if m[1] == name || m[2] == name {
			return true
		}
	}
	return false
}
