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
	switch t.Type() {
	case "identifier", "type_identifier", "attribute", "nested_type_identifier":
	default:
		return ""
	}
	s := strings.Join(strings.Fields(f.Text(t)), "")
	last := s[strings.LastIndex(s, ".")+1:]
	if last == "" || last[0] < 'A' || last[0] > 'Z' || TypingNames[last] || strings.Count(s, ".") > 1 {
		return ""
	}
	return s
}
