package tval

import "github.com/resilience-check/resilience-check/checks/model"

// This file reads the Go configuration readers a timeout's value comes
// from: a project's environment reader with a default, whose default is
// what the value holds unless someone sets the variable (RC104's page,
// "read from the environment with a default"), and a duration divided by
// its unit into a count of that unit.

// GoEnvDefault returns the default argument of Go call n when n reads an
// environment variable with a default: a project's reader named for the
// environment (EnvHelper: `getenvDuration("MEM0_TIMEOUT", 120*time.Second)`,
// `intEnv("PANOS_JOB_WAIT", 120)`), or a function of the package handed
// the raw value and a default (`parseTimeoutOrDefault(os.Getenv("X"),
// 30*time.Second)`, the Go form of envdflt's `parseTimerMs(process.env.X,
// 120000)`; os.Getenv returns "" for an unset variable,
// https://pkg.go.dev/os#Getenv, so the reader falls back to its default).
// nil otherwise, also for a standard library function handed the raw value
// (`strings.Split(os.Getenv("X"), ",")` takes no default).
func GoEnvDefault(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if f.Lang != model.LangGo || n == nil || n.Sym() != model.SymCallExpression {
		return nil
	}
	if EnvHelper(f, n) {
		return model.Arg(n, 1)
	}
	callee := model.Unwrap(model.Callee(n))
	if model.NumArgs(n) != 2 || callee == nil || callee.Sym() != model.SymIdentifier {
		return nil
	}
	raw := model.Unwrap(model.Arg(n, 0))
	if raw == nil || raw.Sym() != model.SymCallExpression || f.Text(model.Callee(raw)) != "os.Getenv" {
		return nil
	}
	return model.Arg(n, 1)
}

// goEnvPair returns the reader call of Go local id when its function binds
// it once, as the first of two names of a declaration whose value is one
// call GoEnvDefault reads (`waitSec, err := intEnv("X", 120)`: a reader
// that also returns an error, the value first by Go's convention,
// https://go.dev/doc/effective_go#multiple-returns). nil otherwise: a name
// written anywhere else, or a call that reads no default.
func goEnvPair(f *model.File, id *model.Node) *model.Node {
	fn := model.EnclosingFunc(id)
	if f.Lang != model.LangGo || fn == nil || id.Sym() != model.SymIdentifier {
		return nil
	}
	name := f.Text(id)
	var call *model.Node
	writes := 0
	model.Walk(fn, func(m *model.Node) bool {
		if writes > 1 || m.Sym() != model.SymIdentifier || f.Text(m) != name {
			return writes <= 1
		}
		w, _ := WriteOf(f, m)
		if !w {
			return true
		}
		writes++
		p := m.Parent()
		if p != nil && p.Sym() == model.SymExpressionList {
			p = p.Parent()
		}
		if p == nil || p.Sym() != model.SymShortVarDeclaration {
			return true
		}
		l, r := p.ChildByFieldName("left"), p.ChildByFieldName("right")
		if l == nil || r == nil || l.NamedChildCount() != 2 || !Same(l.NamedChild(0), m) || r.NamedChildCount() != 1 {
			return true
		}
		if GoEnvDefault(f, r.NamedChild(0)) != nil {
			call = r.NamedChild(0)
		}
		return true
	})
	if writes != 1 {
		return nil
	}
	return call
}

// goPerUnit reads `d / time.Second` whose d is a Go duration GoHeld reads
// (`int(defaultJobWait/time.Second)`, a duration constant handed to a
// reader of seconds): the number of that unit d holds.
func goPerUnit(f *model.File, n *model.Node, consts map[string]*model.Node) (float64, bool) {
	if n == nil || n.Sym() != model.SymBinaryExpression || f.Text(n.ChildByFieldName("operator")) != "/" {
		return 0, false
	}
	u, ok := GoUnits[f.Text(model.Unwrap(n.ChildByFieldName("right")))]
	if !ok {
		return 0, false
	}
	d, ok := GoHeld(f, n.ChildByFieldName("left"), consts)
	if !ok || d <= 0 {
		return 0, false
	}
	return float64(d) / float64(u), true
}
