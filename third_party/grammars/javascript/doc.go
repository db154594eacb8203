// Package javascript is the tree-sitter JavaScript grammar
// (tree-sitter/tree-sitter-javascript at v0.21.4, commit
// d767b1a276a4e80d7a6be30bada3070740ba4fa2), vendored as its generated C
// parser: see README.md in this folder for where each file comes from.
// checks/syntax loads it with tree_sitter.NewLanguage(Language()).
//
// This file has no cgo, so the package still loads with CGO_ENABLED=0 and
// such a build stops at cmd/resilience-check's message (nocgo.go), not at
// "build constraints exclude all Go files" here.
package javascript
