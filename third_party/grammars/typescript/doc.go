// Package typescript is the tree-sitter TypeScript grammar
// (tree-sitter/tree-sitter-typescript at v0.21.2, commit
// 9f804be960f289a0acc59d8564acc16857b0b088), vendored as its generated C
// parser: see README.md in this folder for where each file comes from.
// checks/syntax loads it with tree_sitter.NewLanguage(Language()).
//
// This file has no cgo, so the package still loads with CGO_ENABLED=0 and
// such a build stops at cmd/resilience-check's message (nocgo.go), not at
// "build constraints exclude all Go files" here.
package typescript
