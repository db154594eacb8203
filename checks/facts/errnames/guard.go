package errnames

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// errName matches a test of an error's name property against a class name
// (`error.name === 'ZodError'`), the JS way to tell a library's error class
// apart without importing it.
var errName = regexp.MustCompile(`\.name\s*===?\s*['"]([A-Za-z_]+)['"]`)

// NameGuarded reports whether n is in the consequence of an if statement of
// its catch clause whose condition tests the error's name against a class
// whose message is written for the client (SafeType: `if (error
// instanceof Error && error.name === 'ZodError')`): the validation message
// of the caller's arguments, as jsGuarded does for instanceof.
func NameGuarded(f *model.File, n *model.Node) bool {
	prev := n
	for p := n.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			cons := p.ChildByFieldName("consequence")
			if cons == nil || !model.Contains(cons, prev) {
				continue
			}
			for _, m := range errName.FindAllStringSubmatch(f.Text(p.ChildByFieldName("condition")), -1) {
				if SafeType(m[1]) {
					return true
				}
			}
		case model.SymCatchClause, model.SymFunctionDeclaration, model.SymMethodDefinition, model.SymArrowFunction, model.SymFunction:
			return false
		}
	}
	return false
}
