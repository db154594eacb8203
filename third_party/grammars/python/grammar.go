// Package python is the tree-sitter Python grammar (tree-sitter/tree-sitter-python at
// v0.23.0, commit 346fa42dc2990d2a2736cc60891369d0d3d8e65c), vendored as its generated C parser: see README.md
// in this folder for where each file comes from. checks/syntax loads it with
// tree_sitter.NewLanguage(Language()).
package python

// const void *tree_sitter_python(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_python()) }
