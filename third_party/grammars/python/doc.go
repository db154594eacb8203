// Package python is the tree-sitter Python grammar
// (tree-sitter/tree-sitter-python at v0.23.0, commit
// 346fa42dc2990d2a2736cc60891369d0d3d8e65c), vendored as its generated C
// parser: see README.md in this folder for where each file comes from.
// checks/syntax loads it with tree_sitter.NewLanguage(Language()).
//
// This file has no cgo, so the package still loads with CGO_ENABLED=0 and
// such a build stops at cmd/resilience-check's message (nocgo.go), not at
// "build constraints exclude all Go files" here.
package python
