package model

/*
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>

// The layouts of tree-sitter's TSNode and TSTreeCursor (tree_sitter/api.h),
// whose runtime github.com/smacker/go-tree-sitter compiles into the binary.
// TestTreeMatchesTreeSitter checks the copy against the binding node by node.
typedef struct { uint32_t context[4]; const void *id; const void *tree; } rc_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } rc_cursor;

extern rc_cursor ts_tree_cursor_new(rc_node);
extern void ts_tree_cursor_delete(rc_cursor *);
extern rc_node ts_tree_cursor_current_node(const rc_cursor *);
extern uint16_t ts_tree_cursor_current_field_id(const rc_cursor *);
extern bool ts_tree_cursor_goto_first_child(rc_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(rc_cursor *);
extern bool ts_tree_cursor_goto_parent(rc_cursor *);
extern uint16_t ts_node_symbol(rc_node);
extern uint32_t ts_node_start_byte(rc_node);
extern uint32_t ts_node_end_byte(rc_node);
extern bool ts_node_is_missing(rc_node);

typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t sym, field;
	uint8_t missing;
} rc_raw;

// rc_walk copies the tree under root in document order into out (at most
// cap records) and returns the number of nodes; when that is more than cap
// the caller calls again with more room.
static size_t rc_walk(rc_node root, rc_raw *out, size_t cap, int check_missing) {
	rc_cursor c = ts_tree_cursor_new(root);
	int32_t open[4096];
	size_t depth = 0, open_cap = 4096, n = 0;
	for (;;) {
		rc_node node = ts_tree_cursor_current_node(&c);
		if (n < cap) {
			rc_raw *r = &out[n];
			r->sym = ts_node_symbol(node);
			r->start = ts_node_start_byte(node);
			r->end = ts_node_end_byte(node);
			r->parent = depth > 0 ? open[depth - 1] : -1;
			r->field = depth > 0 ? ts_tree_cursor_current_field_id(&c) : 0;
			r->missing = check_missing ? ts_node_is_missing(node) : 0;
		}
		int32_t idx = (int32_t)n++;
		if (ts_tree_cursor_goto_first_child(&c)) {
			if (depth == open_cap) {
				// deeper than the stack: give up on the copy; the caller
				// treats a zero count as "too deep"
				ts_tree_cursor_delete(&c);
				return 0;
			}
			open[depth++] = idx;
			continue;
		}
		for (;;) {
			if (ts_tree_cursor_goto_next_sibling(&c)) break;
			if (depth == 0 || !ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return n;
			}
			depth--;
		}
	}
}
*/
import "C"

import (
	"sync"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// rawNode mirrors C's rc_raw: one node as the C walk records it.
type rawNode struct {
	start, end uint32
	parent     int32
	sym, field uint16
	missing    uint8
	_          [3]byte
}

// maxTreeDepth is the deepest nesting the C walk follows (4096 levels);
// deeper trees are copied with the binding's cursor instead.
const maxTreeDepth = 4096

// rawPool keeps the C walk's buffers for reuse: a scan copies one tree after
// another, and the buffer is only needed until BuildTree has read it.
var rawPool = sync.Pool{New: func() any { return new([]rawNode) }}

// walkC copies the tree under root with one cgo call (two when the buffer
// is too short for the tree) into a buffer from rawPool; release returns the
// buffer once the caller is done with the nodes. It returns nil when the tree
// is deeper than maxTreeDepth.
func walkC(root *sitter.Node, guess int, checkMissing bool) (raw []rawNode, release func()) {
	// A *sitter.Node starts with its C TSNode (bindings.go: type Node struct
	// { c C.TSNode; t *Tree }).
	cn := *(*C.rc_node)(unsafe.Pointer(root))
	miss := C.int(0)
	if checkMissing {
		miss = 1
	}
	buf := rawPool.Get().(*[]rawNode)
	release = func() { rawPool.Put(buf) }
	if guess < 64 {
		guess = 64
	}
	for {
		if cap(*buf) < guess {
			*buf = make([]rawNode, guess)
		}
		b := (*buf)[:cap(*buf)]
		n := int(C.rc_walk(cn, (*C.rc_raw)(unsafe.Pointer(&b[0])), C.size_t(len(b)), miss))
		if n == 0 {
			release()
			return nil, func() {}
		}
		if n <= len(b) {
			return b[:n], release
		}
		guess = n
	}
}
