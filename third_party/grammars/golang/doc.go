// Package golang is the tree-sitter Go grammar (tree-sitter/tree-sitter-go at
// v0.23.0, commit 6204b7308a32e991a8daed2e9895a90be55a510a), vendored as its
// generated C parser: see README.md in this folder for where each file comes
// from. checks/syntax loads it with tree_sitter.NewLanguage(Language()).
//
// This file has no cgo, so the package still loads with CGO_ENABLED=0 and
// such a build stops at cmd/resilience-check's message (nocgo.go), not at
// "build constraints exclude all Go files" here.
package golang
