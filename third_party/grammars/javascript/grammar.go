// Package javascript is the tree-sitter JavaScript grammar (tree-sitter/tree-sitter-javascript at
// v0.21.4, commit d767b1a276a4e80d7a6be30bada3070740ba4fa2), vendored as its generated C parser: see README.md
// in this folder for where each file comes from. checks/syntax loads it with
// tree_sitter.NewLanguage(Language()).
package javascript

// const void *tree_sitter_javascript(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_javascript()) }
