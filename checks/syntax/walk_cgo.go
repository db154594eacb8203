//go:build linux && cgo && (amd64 || arm64) && !rc_portable

package syntax

/*
#include <pthread.h>
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

// The layouts of tree-sitter's TSNode (tree_sitter/api.h) and of the runtime's
// internal Subtree, TSTree and TSLanguage (lib/src/subtree.h, tree.h,
// parser.h), copied from the runtime that github.com/smacker/go-tree-sitter
// compiles into the binary (ABI version 14); the bit fields are declared as
// there, so the same compiler lays them out the same way. rc_walk reads the
// tree through them instead of a TSTreeCursor: a cursor re-creates its child
// iterator for every sibling step and walks its stack for every field ID,
// which cost more than the copy itself (the cursor walk was 8 % of the CPU of a
// scan of real Python code, this one is 3 %). TestWalkFallbackAgrees checks the result
// against the binding's cursor, field IDs included, node by node (also on
// arm64 under qemu); TestRuntimePinned fails when go.mod moves the binding to
// another tree-sitter runtime: compare these declarations with its lib/src
// headers again, then record the new hashes there. The file builds only on
// Linux amd64 and arm64 (the targets it was checked on) and without the
// rc_portable tag; elsewhere walk_portable.go makes BuildTree use
// rc_pub_walk (walk_public.go), which reads the tree through the public API.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "rc_walk copies tree-sitter's little-endian Subtree layout"
#endif
#if UINTPTR_MAX != 0xFFFFFFFFFFFFFFFFu
#error "rc_walk copies tree-sitter's 64-bit Subtree layout"
#endif

typedef struct { uint32_t context[4]; const void *id; const void *tree; } rc_node;
typedef struct { uint32_t row, column; } rc_point;
typedef struct { uint32_t bytes; rc_point extent; } rc_length;

typedef struct {
	bool is_inline : 1;
	bool visible : 1;
	bool named : 1;
	bool extra : 1;
	bool has_changes : 1;
	bool is_missing : 1;
	bool is_keyword : 1;
	uint8_t symbol;
	uint16_t parse_state;
	uint8_t padding_columns;
	uint8_t padding_rows : 4;
	uint8_t lookahead_bytes : 4;
	uint8_t padding_bytes;
	uint8_t size_bytes;
} rc_inline;

typedef struct {
	volatile uint32_t ref_count;
	rc_length padding;
	rc_length size;
	uint32_t lookahead_bytes;
	uint32_t error_cost;
	uint32_t child_count;
	uint16_t symbol;
	uint16_t parse_state;
	bool visible : 1;
	bool named : 1;
	bool extra : 1;
	bool fragile_left : 1;
	bool fragile_right : 1;
	bool has_changes : 1;
	bool has_external_tokens : 1;
	bool has_external_scanner_state_change : 1;
	bool depends_on_column: 1;
	bool is_missing : 1;
	bool is_keyword : 1;
	union {
		struct {
			uint32_t visible_child_count;
			uint32_t named_child_count;
			uint32_t visible_descendant_count;
			int32_t dynamic_precedence;
			uint16_t repeat_depth;
			uint16_t production_id;
			struct { uint16_t symbol; uint16_t parse_state; } first_leaf;
		};
		struct { union { char *long_data; char short_data[24]; }; uint32_t length; } external_scanner_state;
		int32_t lookahead_char;
	};
} rc_heap;

typedef union { rc_inline data; const rc_heap *ptr; } rc_subtree;

typedef struct { uint16_t field_id; uint8_t child_index; bool inherited; } rc_field_entry;
typedef struct { uint16_t index; uint16_t length; } rc_field_slice;

// The first members of struct TSLanguage, up to the last one rc_walk reads.
typedef struct {
	uint32_t version;
	uint32_t symbol_count;
	uint32_t alias_count;
	uint32_t token_count;
	uint32_t external_token_count;
	uint32_t state_count;
	uint32_t large_state_count;
	uint32_t production_id_count;
	uint32_t field_count;
	uint16_t max_alias_sequence_length;
	const uint16_t *parse_table;
	const uint16_t *small_parse_table;
	const uint32_t *small_parse_table_map;
	const void *parse_actions;
	const char * const *symbol_names;
	const char * const *field_names;
	const rc_field_slice *field_map_slices;
	const rc_field_entry *field_map_entries;
	const void *symbol_metadata;
	const uint16_t *public_symbol_map;
	const uint16_t *alias_map;
	const uint16_t *alias_sequences;
} rc_language;

// The first members of struct TSTree.
typedef struct { rc_subtree root; const rc_language *language; } rc_tree;

typedef struct {
	uint32_t start, end;
	int32_t parent;
	uint16_t sym, field;
	uint8_t missing;
} rc_raw;

#define RC_SYM_ERROR ((uint16_t)-1)

static inline uint32_t rc_padding(rc_subtree s) { return s.data.is_inline ? s.data.padding_bytes : s.ptr->padding.bytes; }
static inline uint32_t rc_size(rc_subtree s) { return s.data.is_inline ? s.data.size_bytes : s.ptr->size.bytes; }
static inline uint16_t rc_symbol(rc_subtree s) { return s.data.is_inline ? s.data.symbol : s.ptr->symbol; }
static inline bool rc_visible(rc_subtree s) { return s.data.is_inline ? s.data.visible : s.ptr->visible; }
static inline bool rc_extra(rc_subtree s) { return s.data.is_inline ? s.data.extra : s.ptr->extra; }
static inline bool rc_missing(rc_subtree s) { return s.data.is_inline ? s.data.is_missing : s.ptr->is_missing; }
static inline uint32_t rc_child_count(rc_subtree s) { return s.data.is_inline ? 0 : s.ptr->child_count; }

// ts_language_public_symbol
static inline uint16_t rc_public(const rc_language *l, uint16_t sym) {
	return sym == RC_SYM_ERROR ? sym : l->public_symbol_map[sym];
}

// One subtree whose children rc_walk is going through: hidden subtrees
// (neither visible nor aliased) get a frame too, and their visible
// descendants become children of the nearest visible ancestor, vparent.
typedef struct {
	const rc_subtree *kids;
	const uint16_t *aliases;     // the production's alias sequence, or NULL
	const rc_field_entry *fields; // the production's field map
	uint32_t count, i, sidx;     // children, next child, next structural (non-extra) child
	uint32_t pos;                // start byte of child i
	int32_t vparent;
	uint16_t inherited;          // a hidden subtree's own field, which its visible children inherit
	uint16_t nfields;
} rc_frame;

#define RC_MAX_FRAMES 4096

// rc_stack is the calling thread's frame stack for rc_walk, grown on demand
// up to RC_MAX_FRAMES (192 KiB) and kept for the thread's next walk: on the
// C stack it would need that much room on every thread that runs cgo calls.
static __thread rc_frame *rc_stack;
static __thread size_t rc_stack_cap;

// rc_stack_key's destructor frees the stack of a thread that ends (a
// goroutine locked to its thread exits); a thread registers with its first
// stack.
static pthread_key_t rc_stack_key;
static pthread_once_t rc_stack_once = PTHREAD_ONCE_INIT;

static void rc_stack_free(void *unused) {
	(void)unused;
	free(rc_stack);
	rc_stack = NULL;
	rc_stack_cap = 0;
}

static void rc_stack_make_key(void) {
	if (pthread_key_create(&rc_stack_key, rc_stack_free) != 0) abort();
}

// rc_frames returns the thread's frame stack with room for n frames, or
// NULL when it cannot grow.
static rc_frame *rc_frames(size_t n) {
	if (n <= rc_stack_cap) return rc_stack;
	size_t cap = rc_stack_cap ? rc_stack_cap : 64;
	while (cap < n) cap *= 2;
	rc_frame *s = realloc(rc_stack, cap * sizeof(rc_frame));
	if (!s) return NULL;
	if (!rc_stack) {
		pthread_once(&rc_stack_once, rc_stack_make_key);
		pthread_setspecific(rc_stack_key, s);
	}
	rc_stack = s;
	rc_stack_cap = cap;
	return s;
}

static inline void rc_enter(rc_frame *f, const rc_language *l, rc_subtree s, uint32_t pos, int32_t vparent, uint16_t inherited) {
	uint16_t prod = s.ptr->production_id;
	f->kids = (const rc_subtree *)s.ptr - s.ptr->child_count;
	f->aliases = prod ? &l->alias_sequences[prod * l->max_alias_sequence_length] : NULL;
	f->fields = NULL;
	f->nfields = 0;
	if (l->field_count) {
		rc_field_slice sl = l->field_map_slices[prod];
		f->fields = &l->field_map_entries[sl.index];
		f->nfields = sl.length;
	}
	f->count = s.ptr->child_count;
	f->i = 0;
	f->sidx = 0;
	f->pos = pos;
	f->vparent = vparent;
	f->inherited = inherited;
}

// rc_walk copies the tree under root in document order into out (at most
// cap records) and returns the number of nodes; when that is more than cap
// the caller calls again with more room. It returns 0 when the tree nests
// deeper than RC_MAX_FRAMES subtrees.
//
// It records the nodes a TSTreeCursor visits with goto_first_child,
// goto_next_sibling and goto_parent, with what ts_tree_cursor_current_node,
// ts_node_symbol, ts_node_start_byte, ts_node_end_byte, ts_node_is_missing
// and ts_tree_cursor_current_field_id return for each (tree_cursor.c, node.c):
// a child is visible when its subtree is or its production aliases it; a
// hidden child is entered only when it has visible children; a child's field
// is the first non-inherited field-map entry for its structural index, else
// the field its hidden parent has in turn; extra nodes have no field and
// take the root's alias.
static size_t rc_walk(rc_node root, rc_raw *out, size_t cap, int check_missing) {
	const rc_language *l = ((const rc_tree *)root.tree)->language;
	if (l->version != 14) return 0;
	rc_subtree rs = *(const rc_subtree *)root.id;
	uint16_t root_alias = (uint16_t)root.context[3];
	rc_frame *stack = rc_frames(64);
	if (!stack) return 0;
	size_t n = 0;
	if (cap > 0) {
		rc_raw *r = &out[0];
		r->sym = rc_public(l, root_alias ? root_alias : rc_symbol(rs));
		r->start = root.context[0];
		r->end = root.context[0] + rc_size(rs);
		r->parent = -1;
		r->field = 0;
		r->missing = check_missing ? rc_missing(rs) : 0;
	}
	n = 1;
	if (rc_child_count(rs) == 0) return n;
	size_t depth = 1;
	rc_enter(&stack[0], l, rs, root.context[0], 0, 0);
	while (depth > 0) {
		rc_frame *f = &stack[depth - 1];
		if (f->i == f->count) {
			depth--;
			continue;
		}
		rc_subtree c = f->kids[f->i];
		if (f->i > 0) f->pos += rc_padding(c);
		uint32_t start = f->pos, size = rc_size(c);
		f->pos += size;
		f->i++;
		bool visible = rc_visible(c);
		uint16_t alias = root_alias, field = 0;
		if (!rc_extra(c)) {
			alias = f->aliases ? f->aliases[f->sidx] : 0;
			visible |= alias != 0;
			for (uint16_t k = 0; k < f->nfields; k++) {
				const rc_field_entry *e = &f->fields[k];
				if (!e->inherited && e->child_index == f->sidx) {
					field = e->field_id;
					break;
				}
			}
			if (!field) field = f->inherited;
			f->sidx++;
		}
		int32_t vparent = f->vparent;
		if (visible) {
			if (n < cap) {
				rc_raw *r = &out[n];
				r->sym = rc_public(l, alias ? alias : rc_symbol(c));
				r->start = start;
				r->end = start + size;
				r->parent = vparent;
				r->field = field;
				r->missing = check_missing ? rc_missing(c) : 0;
			}
			vparent = (int32_t)n++;
			field = 0;
			if (rc_child_count(c) == 0) continue;
		} else if (rc_child_count(c) == 0 || c.ptr->visible_child_count == 0) {
			continue;
		}
		if (depth == RC_MAX_FRAMES) return 0;
		if (depth == rc_stack_cap && !(stack = rc_frames(depth + 1))) return 0;
		rc_enter(&stack[depth++], l, c, start, vparent, field);
	}
	return n;
}
*/
import "C"

import (
	"runtime"
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// privateWalk says that BuildTree copies trees with walkC (this file)
// before it falls back to walkPublic.
const privateWalk = true

// maxTreeDepth is the deepest nesting the C walk follows: 4096 subtrees,
// hidden ones (grammar rules whose names start with "_") included; deeper
// trees are copied through the public API instead.
const maxTreeDepth = C.RC_MAX_FRAMES

// walkC copies the tree under root with one cgo call (two when the buffer
// is too short for the tree) into a buffer from rawPool; release returns the
// buffer once the caller is done with the nodes. It returns nil when the tree
// is deeper than maxTreeDepth or its grammar is not of ABI version 14.
func walkC(root *sitter.Node, guess int, checkMissing bool) (raw []rawNode, release func()) {
	cn := *(*C.rc_node)(cNode(root))
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
		// cn is a copy of root's C node: without this, root and its tree
		// could be collected during the call when the caller holds the tree
		// no longer, and the tree's finalizer would free it under the walk.
		runtime.KeepAlive(root)
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
