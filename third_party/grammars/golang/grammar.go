// Package golang is the tree-sitter Go grammar (tree-sitter/tree-sitter-go at
// v0.23.0, commit 6204b7308a32e991a8daed2e9895a90be55a510a), vendored as its generated C parser: see README.md
// in this folder for where each file comes from. checks/syntax loads it with
// tree_sitter.NewLanguage(Language()).
package golang

// const void *tree_sitter_go(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_go()) }
