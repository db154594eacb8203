package rc104

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// breakerOption reports whether JavaScript `timeout:` pair n is an option
// of a circuit breaker built with `new ...CircuitBreaker({...})` other than
// opossum's. A breaker's `timeout` is often not a wait for an upstream but
// how long the circuit stays open before a trial call
// (acedergren/alecs-mcp-server-akamai's own CircuitBreaker: "Initial
// timeout in ms before trying half-open"), so which it is stays unknown and
// it is not judged. Opossum's is the action's own timeout ("The time in
// milliseconds that action should be allowed to execute before timing
// out", https://nodeshift.dev/opossum/#circuitbreaker) and is read as any
// `timeout:`.
func breakerOption(f *model.File, n *model.Node) bool {
	obj := n.Parent()
	if obj == nil || obj.Sym() != model.SymObject {
		return false
	}
	args := obj.Parent()
	if args == nil || args.Sym() != model.SymArguments {
		return false
	}
	ctor := args.Parent()
	if ctor == nil || ctor.Sym() != model.SymNewExpression {
		return false
	}
	c := ctor.ChildByFieldName("constructor")
	if c == nil {
		return false
	}
	imported := model.ImportedName(f, c) // "opossum", "./circuit-breaker.CircuitBreaker"
	if !strings.HasSuffix(f.Text(c), "CircuitBreaker") && !strings.HasSuffix(imported, "CircuitBreaker") {
		return false
	}
	return imported != "opossum" && !strings.HasPrefix(imported, "opossum.")
}
