// Package typescript is the tree-sitter TypeScript grammar (tree-sitter/tree-sitter-typescript at
// v0.21.2, commit 9f804be960f289a0acc59d8564acc16857b0b088), vendored as its generated C parser: see README.md
// in this folder for where each file comes from. checks/syntax loads it with
// tree_sitter.NewLanguage(Language()).
package typescript

// const void *tree_sitter_typescript(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_typescript()) }
