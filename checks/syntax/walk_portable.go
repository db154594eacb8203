//go:build !(linux && cgo && (amd64 || arm64)) || rc_portable

package syntax

import sitter "github.com/smacker/go-tree-sitter"

// The portable build: off Linux amd64/arm64, or with the rc_portable tag,
// nothing reads tree-sitter's private Subtree layout (walk_cgo.go):
// BuildTree copies every tree with walkPublic, through the public cursor
// API. `go test -tags rc_portable ./checks/...` runs the checks suite on
// this build on Linux.

// privateWalk says that BuildTree copies trees with walkC; in this build it
// never does.
const privateWalk = false

// maxTreeDepth is the deepest nesting walkC follows: none in this build.
const maxTreeDepth = 0

// walkC is the private-layout walk of walk_cgo.go; in this build it copies
// nothing and BuildTree falls back to walkPublic.
func walkC(*sitter.Node, int, bool) (raw []rawNode, release func()) { return nil, func() {} }
