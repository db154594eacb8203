package typescript

// const void *tree_sitter_typescript(void);
import "C"
import "unsafe"

// Language returns the grammar's TSLanguage (a C pointer to static data, valid
// for the life of the process), as tree_sitter.NewLanguage takes it.
func Language() unsafe.Pointer { return unsafe.Pointer(C.tree_sitter_typescript()) }
