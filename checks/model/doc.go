// Package model is what every rule reads: a parsed file (File: source, tree,
// 1-based positions, a flattened walk) and the facts about it that more than
// one rule needs, each with one home here:
//
//   - names: imports resolved to qualified names (File.Imports, QualifiedName),
//     bindings and scopes (File.Lookup, Scope), call arguments (Args, Kwarg);
//   - outbound calls: which calls reach an upstream (HTTP client tables,
//     IsOutboundCall, NetPackages, IsFetch); the timeout in force is RC101's
//     (checks/rc101);
//   - where code runs: async functions and the calls that block them
//     (BlockingCheck);
//   - loops: which loops are retries, their delays and caps (RetryLoops,
//     PyRetryConfigs, ClassifyDelay) and which requests are non-idempotent
//     (MutatingRequest);
//   - pools (PoolHas, GoSQLOpens) and suppression comments (File.Suppressions).
//
// It also defines the contract between the engine and the rules: Rule and
// Pass. Finding, Severity, Fix, Language, the checklist item IDs and the
// scan Settings are the output contract's (package finding, a leaf that the
// sinks import without linking the parser), named here as aliases. Package
// model imports no rule and no engine code.
package model
