// Package model is what every rule reads: a parsed file (File: source, tree,
// 1-based positions, a flattened walk) and the facts about it that more than
// one rule needs, each with one home here. The tree itself (Node, Tree, Walk,
// the Sym constants, the C walk that copies a tree-sitter tree) is package
// syntax's (checks/syntax), named here as aliases (syntax.go) so that rules
// keep reading model.Node and model.SymCall:
//
//   - names: imports resolved to qualified names (File.Imports, QualifiedName),
//     bindings and scopes (File.Lookup, Scope), call arguments (Args, Kwarg);
//   - outbound calls: which calls reach an upstream (HTTP client tables,
//     IsFetch; the name-based test is checks/facts/outbound's IsCall); the
//     timeout in force is RC101's (checks/rc101);
//   - where code runs: handlers and scripts (HandlerOf, IsScript); the calls
//     that block a thread, by kind (PyBlockingFuncs, PyBlockingClients), and
//     whether a receiver name is rebound (Shadowed; the client constructor it comes from is checks/facts/pyctor);
//     RC201 reports them in async code (checks/rc201);
//   - retries: which loops are retries, their delays and caps, and which
//     requests are non-idempotent live in checks/facts/retry, cached on the
//     File through Fact (a typed per-file slot, as a go/analysis result);
//   - pools (PoolHas, GoSQLOpens), suppression comments (File.Suppressions)
//     and the rules' word pre-filter (Hints, File.HasHint).
//
// A rule's own analysis, messages and fixes live in its package: RC101's
// timeout check, RC201's blocking check, RC402's error-origin analysis.
//
// It also defines the contract between the engine and the rules: Rule and
// Pass. Finding, Severity, Fix, Language, the checklist item IDs and the
// scan Settings are the output contract's (package finding, a leaf that the
// sinks import without linking the parser), named here as aliases. Package
// model imports no rule and no engine code.
package model
