// Package golang is the tree-sitter Go grammar (tree-sitter/tree-sitter-go at
// v0.25.0, commit 1547678a9da59885853f5f5cc8a99cc203fa2e2c), vendored as its generated C parser: see README.md
// in this folder for where each file comes from. checks/syntax loads it with
// tree_sitter.NewLanguage(Language()).
package golang

// const void *tree_sitter_go(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_go()) }
