// Package passarg holds one fact of package summary's RC101 chains, split
// from it for the package size limit (checks/size_test.go): whether a call
// passes the parameter a callee's default timeout is set by.
package passarg

import (
	"github.com/resilience-check/resilience-check/checks/facts/inputfb"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// Passes reports whether call c may pass the parameter whose default
// timeout te is (xfacts.PassesArg), not when te is a property of an options
// object the call passes without it (xfacts.OptLeftOut), or with it set from
// an optional argument of the tool's input (inputfb.Given).
func Passes(c *sumfile.Call, te effect.TimeoutEffect) bool {
	if te.Opt && te.Param <= len(c.Args) && te.Param > 0 {
		a := c.Args[te.Param-1]
		if xfacts.OptLeftOut(c.Spread, te.Param, te.ParamName, a.Kind == fwd.ArgNone, a.Kind == fwd.ArgObject, inputfb.Given(a.Keys, a.Optional)) {
			return false
		}
	}
	return xfacts.PassesArg(len(c.Args), c.Keywords, c.Spread || c.KwSplat, te.Param, te.ParamName)
}
