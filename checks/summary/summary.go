// Package summary computes function summaries across the files of a
// repository, so that a defect inside a helper, a wrapper or a service module
// is reported where a handler calls it (issue 18).
//
// The analysis has two steps, as Infer's and CodeQL's compositional
// summaries do:
//
//  1. Extract reads one parsed file and returns its File: the functions it
//     declares with their direct effects (a blocking call made by a sync
//     function, an outbound call RC101 found without a timeout, an options
//     object or **kwargs forwarded to fetch / requests), the calls it makes
//     (callee text, arguments' shapes, whether the caller is async) and its
//     imports and exports. A File depends on nothing but its source and the
//     in-file findings of RC101 on it; it is small and serializable (JSON),
//     so a bot can cache it by blob SHA.
//  2. Link resolves each call to a function of another file or the same file
//     (package resolve: Python absolute and relative imports, src/ layouts
//     and __init__ re-exports; TS/JS relative imports, index files,
//     re-exports and default exports; Go functions of the same package) and
//     propagates effects from callee to caller. What does not resolve stays
//     unknown: it is never assumed safe or unsafe.
//
// Cycles (recursion, import cycles) are cut by a depth limit rather than a
// fixed point: effects travel at most MaxDepth calls (a chain handler ->
// a -> b -> sink has depth 3). The propagation runs MaxDepth rounds over
// every function, so the result does not depend on the order of files; one
// more round tells which call sites a longer chain would have reached, and
// each of those gets a notice that its chain was cut.
package summary

import (
	"github.com/resilience-check/resilience-check/checks/summary/effect"
	"github.com/resilience-check/resilience-check/checks/summary/fwd"
	"github.com/resilience-check/resilience-check/checks/summary/modtab"
	"github.com/resilience-check/resilience-check/checks/summary/sumfile"
)

// MaxDepth is the most calls an effect travels from its sink to a reported
// call site (helper() -> inner() -> fetch() is 2 calls from the handler's
// call). Longer chains are cut with a notice on the call site.
const MaxDepth = 5

// The summary's serializable shapes (package sumfile): File, one source
// file's summary; Func, one of its functions; ClientUse, a method call on
// what a call returns; Forward, a parameter passed on as an outbound call's
// options; Call, one call it makes.
type (
	File      = sumfile.File
	Func      = sumfile.Func
	ClientUse = sumfile.ClientUse
	Forward   = sumfile.Forward
	Call      = sumfile.Call
)

// Import is one imported binding (modtab.Import).
type Import = modtab.Import

// ReExport is a JS/TS re-export (modtab.ReExport).
type ReExport = modtab.ReExport

// The effects a summary records (package effect): ErrorEffect, an origin
// class of the errors a function raises; TimeoutEffect, a literal timeout
// it sets; Effect, what it does and where; Hop, one call in a chain; and
// what Program.Report returns: Site, a finding at a call, and Cut, a
// notice for a chain cut at MaxDepth.
type (
	ErrorEffect   = effect.ErrorEffect
	TimeoutEffect = effect.TimeoutEffect
	Effect        = effect.Effect
	Hop           = effect.Hop
	Site          = effect.Site
	Cut           = effect.Cut
)

// Arg is fwd.Arg: the shape of one positional argument as far as bounds go.
type Arg = fwd.Arg

// ArgKind is fwd.ArgKind.
type ArgKind = fwd.ArgKind

// Argument kinds (fwd.ArgOther ...).
const (
	ArgOther  = fwd.ArgOther
	ArgParam  = fwd.ArgParam
	ArgObject = fwd.ArgObject
	ArgNone   = fwd.ArgNone
	ArgCtx    = fwd.ArgCtx
)
