package syntax

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// The public types and functions of tree-sitter's tree_sitter/api.h that
// rc_pub_walk uses, declared as there (the runtime compiled into the binary by
// github.com/smacker/go-tree-sitter; TestRuntimePinned checks that it is the
// one these declarations were copied from).
typedef struct { uint32_t context[4]; const void *id; const void *tree; } rc_pub_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } rc_pub_cursor;

extern uint16_t ts_node_symbol(rc_pub_node);
extern uint32_t ts_node_start_byte(rc_pub_node);
extern uint32_t ts_node_end_byte(rc_pub_node);
extern bool ts_node_is_missing(rc_pub_node);
extern rc_pub_cursor ts_tree_cursor_new(rc_pub_node);
extern void ts_tree_cursor_delete(rc_pub_cursor *);
extern rc_pub_node ts_tree_cursor_current_node(const rc_pub_cursor *);
extern uint16_t ts_tree_cursor_current_field_id(const rc_pub_cursor *);
extern bool ts_tree_cursor_goto_first_child(rc_pub_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(rc_pub_cursor *);
extern bool ts_tree_cursor_goto_parent(rc_pub_cursor *);

typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t sym, field;
	uint8_t missing;
} rc_pub_raw;

// rc_pub_walk copies the tree under root in document order into out (at
// most cap records) and returns the number of nodes; when that is more than
// cap the caller calls again with more room. It goes through the tree with a
// TSTreeCursor (goto_first_child, goto_next_sibling, goto_parent) and records
// per node what ts_node_symbol, ts_node_start_byte, ts_node_end_byte,
// ts_node_is_missing and ts_tree_cursor_current_field_id return: the public
// API only, so it works with any runtime, C library and target, at any depth
// (the cursor and the parent stack live on the heap).
static size_t rc_pub_walk(rc_pub_node root, rc_pub_raw *out, size_t cap, int check_missing) {
	rc_pub_cursor c = ts_tree_cursor_new(root);
	int32_t *open = NULL; // indices of the nodes whose children are being visited
	size_t depth = 0, open_cap = 0, n = 0;
	for (;;) {
		if (n < cap) {
			rc_pub_node node = ts_tree_cursor_current_node(&c);
			rc_pub_raw *r = &out[n];
			r->sym = ts_node_symbol(node);
			r->start = ts_node_start_byte(node);
			r->end = ts_node_end_byte(node);
			r->parent = depth ? open[depth - 1] : -1;
			r->field = depth ? ts_tree_cursor_current_field_id(&c) : 0;
			r->missing = check_missing ? ts_node_is_missing(node) : 0;
		}
		n++;
		if (ts_tree_cursor_goto_first_child(&c)) {
			if (depth == open_cap) {
				open_cap = open_cap ? 2 * open_cap : 64;
				open = realloc(open, open_cap * sizeof *open);
				if (!open) {
					fprintf(stderr, "rc_pub_walk failed to allocate %zu bytes\n", open_cap * sizeof *open);
					abort();
				}
			}
			open[depth++] = (int32_t)(n - 1);
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (depth == 0 || !ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				free(open);
				return n;
			}
			depth--;
		}
	}
}
*/
import "C"

import (
	"runtime"
	"sync"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// rawNode mirrors C's rc_pub_raw (and rc_raw in walk_cgo.go): one node as a
// walk records it.
type rawNode struct {
	start, end uint32
	parent     int32
	sym, field uint16
	missing    uint8
	_          [3]byte
}

// rawPool keeps the walks' buffers for reuse: a scan copies one tree after
// another, and the buffer is only needed until BuildTree has read it.
var rawPool = sync.Pool{New: func() any { return new([]rawNode) }}

// cNode returns the C TSNode of root: a *sitter.Node starts with it
// (bindings.go: type Node struct { c C.TSNode; t *Tree }).
func cNode(root *sitter.Node) unsafe.Pointer { return unsafe.Pointer(root) }

// walkPublic copies the tree under root with one cgo call (two when the
// buffer is too short for the tree) through tree-sitter's public cursor API
// into a buffer from rawPool; release returns the buffer once the caller is
// done with the nodes. guess is the expected node count.
func walkPublic(root *sitter.Node, guess int, checkMissing bool) (raw []rawNode, release func()) {
	cn := *(*C.rc_pub_node)(cNode(root))
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
		n := int(C.rc_pub_walk(cn, (*C.rc_pub_raw)(unsafe.Pointer(&b[0])), C.size_t(len(b)), miss))
		// cn is a copy of root's C node: without this, root and its tree
		// could be collected during the call when the caller holds the tree
		// no longer, and the tree's finalizer would free it under the walk.
		runtime.KeepAlive(root)
		if n <= len(b) {
			return b[:n], release
		}
		guess = n
	}
}
