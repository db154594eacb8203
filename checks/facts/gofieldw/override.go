package gofieldw

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file reads the writes of a field that override its default at run
// time only when someone configures a value: a project's environment
// setter handed the field's address (`setDuration("MCP_MEDIA_TIMEOUT",
// &cfg.Media.Timeout)`, whose body assigns only when the variable is set),
// and an assignment of a string parsed under a test that it parsed (`if t,
// err := strconv.Atoi(os.Getenv("DOCLING_TIMEOUT")); err == nil { c.Timeout
// = t }`, `if d, err := time.ParseDuration(file.Timeouts.Request); err ==
// nil { r.Timeout = d }`). Such a write is not a value the field always
// gets: without the variable (or the file's key) the field keeps the
// default written elsewhere, which is what a deployment that sets nothing
// waits. So these writes add no value and do not make the field unknown,
// as RC104 judges an environment reader's default elsewhere (`getEnvInt(
// "X_TIMEOUT", 240)` is 240 "unless someone sets the variable";
// docs/rules/RC104.md). Sources: https://pkg.go.dev/os#Getenv,
// https://pkg.go.dev/strconv#Atoi, https://pkg.go.dev/time#ParseDuration
// (each returns an error the if tests, leaving the field as it was).

// envName matches a string literal naming an environment variable
// (`"MCP_MEDIA_TIMEOUT"`): upper case words joined by underscores.
var envName = regexp.MustCompile(`^"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+"$`)

// envCallee matches the name of a project's environment setter
// (setFromEnv, envDuration, overrideEnv).
var envCallee = regexp.MustCompile(`(?i)env`)

// envSetter reports whether `&x.F` (amp) is handed to a call that sets the
// field from the environment: one whose callee names the environment or
// that is given a variable's name as a string literal, and that is not a
// flag definition (flagDefault reads those).
func envSetter(f *model.File, amp *model.Node) bool {
	args := amp.Parent()
	if args == nil || args.Sym() != model.SymArgumentList {
		return false
	}
	call := args.Parent()
	if call == nil || call.Sym() != model.SymCallExpression {
		return false
	}
	callee := model.Callee(call)
	if callee == nil {
		return false
	}
	name := f.Text(callee)
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	if flagVars[strings.TrimSuffix(name, "P")] {
		return false
	}
	if envCallee.MatchString(name) {
		return true
	}
	for i := 0; i < model.NumArgs(call); i++ {
		if a := model.Unwrap(model.Arg(call, i)); a != nil && a != amp && a.Sym() == model.SymInterpretedStringLiteral && envName.MatchString(f.Text(a)) {
			return true
		}
	}
	return false
}

// parseCalls are the standard library's parsers of a configured string
// whose error an if tests before the value is used.
var parseCalls = map[string]bool{"time.ParseDuration": true, "strconv.Atoi": true, "strconv.ParseInt": true,
	"strconv.ParseUint": true, "strconv.ParseFloat": true}

// parsedOverride reports whether assignment m of a field writes rhs, a
// value parsed from a string by the initializer of an if around m (`if t,
// err := strconv.Atoi(s); err == nil { c.F = t }`), as is or converted
// (`time.Duration(t) * time.Second`).
func parsedOverride(f *model.File, m, rhs *model.Node) bool {
	id := parsedName(f, rhs)
	if id == "" {
		return false
	}
	fn := model.EnclosingFunc(m)
	for up := m.Parent(); up != nil && up != fn; up = up.Parent() {
		if up.Sym() != model.SymIfStatement {
			continue
		}
		init := up.ChildByFieldName("initializer")
		if init == nil || init.Sym() != model.SymShortVarDeclaration {
			continue
		}
		l, r := init.ChildByFieldName("left"), init.ChildByFieldName("right")
		if l == nil || r == nil || l.NamedChildCount() == 0 || r.NamedChildCount() != 1 || f.Text(l.NamedChild(0)) != id {
			continue
		}
		c := model.Unwrap(r.NamedChild(0))
		return c != nil && c.Sym() == model.SymCallExpression && parseCalls[f.Text(model.Callee(c))]
	}
	return false
}

// parsedName returns the name rhs reads: an identifier, or one converted
// (`time.Duration(t)`, `int64(t)`) and scaled by a unit (`* time.Second`).
func parsedName(f *model.File, rhs *model.Node) string {
	n := model.Unwrap(rhs)
	if n == nil {
		return ""
	}
	switch n.Sym() {
	case model.SymIdentifier:
		return f.Text(n)
	case model.SymCallExpression:
		if model.NumArgs(n) == 1 && casts[f.Text(model.Callee(n))] {
			return parsedName(f, model.Arg(n, 0))
		}
	case model.SymBinaryExpression:
		if f.Text(n.ChildByFieldName("operator")) != "*" {
			return ""
		}
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if _, unit := tval.GoUnits[f.Text(model.Unwrap(r))]; unit {
			return parsedName(f, l)
		}
		if _, unit := tval.GoUnits[f.Text(model.Unwrap(l))]; unit {
			return parsedName(f, r)
		}
	}
	return ""
}
