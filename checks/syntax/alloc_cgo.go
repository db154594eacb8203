package syntax

/*
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));

// tree-sitter allocates and frees one block per syntax node: a parse
// mallocs tens of thousands of small blocks and deleting the tree frees them
// again, and glibc's malloc spent about 7 % of a scan's CPU on them (its
// per-thread cache keeps 7 blocks per size, the rest go through the arena:
// _int_free, malloc_consolidate, unlink_chunk). rc_malloc and rc_free put a
// per-thread free list per size class in front of malloc: a freed block of
// at most RC_MAX_BLOCK usable bytes is kept for the next allocation of its
// class, up to RC_CACHE_BYTES per thread; everything else goes to malloc and
// free. The gain comes from the churn within a parse and from one tree to
// the next: caps of 512 KiB, 2 MiB and 8 MiB measured the same, so the cap
// is small and a long-running process keeps little per thread. Every block is an ordinary malloc block (the class comes from
// malloc_usable_size, there is no header), so free() and the rc_ functions
// may release each other's blocks, as ts_set_allocator requires (api.h).

#define RC_CLASSES 64                       // class k holds blocks of 16k+8 usable bytes
#define RC_MAX_BLOCK (16 * RC_CLASSES + 8)  // 1,032 bytes
#define RC_CACHE_BYTES (512u << 10)         // kept per thread at most

static __thread void *rc_heads[RC_CLASSES + 1];
static __thread size_t rc_cached;

// A thread that ends (a goroutine locked to its thread exits) would take
// its cache with it: rc_drain, the destructor of rc_key, frees the blocks
// when the thread exits. A thread registers when its cache first goes from
// empty to non-empty, so the free path pays nothing once it is registered.
static pthread_key_t rc_key;
static pthread_once_t rc_key_once = PTHREAD_ONCE_INIT;
static __thread int rc_registered;

static void rc_drain(void *unused) {
	(void)unused;
	for (size_t k = 0; k <= RC_CLASSES; k++) {
		void *p = rc_heads[k];
		while (p) {
			void *next = *(void **)p;
			free(p);
			p = next;
		}
		rc_heads[k] = NULL;
	}
	rc_cached = 0;
	rc_registered = 0;
}

static void rc_make_key(void) {
	if (pthread_key_create(&rc_key, rc_drain) != 0) abort();
}

static void rc_register(void) {
	pthread_once(&rc_key_once, rc_make_key);
	pthread_setspecific(rc_key, (void *)1);
	rc_registered = 1;
}

static void rc_oom(size_t size) {
	fprintf(stderr, "tree-sitter failed to allocate %zu bytes\n", size);
	abort();
}

// rc_class returns the class whose blocks hold size bytes: glibc's usable
// sizes are 24, 40, 56, ... (16k+8); values over RC_CLASSES are not cached.
static inline size_t rc_class(size_t size) { return size <= 24 ? 1 : (size - 8 + 15) / 16; }

static void *rc_malloc(size_t size) {
	size_t k = rc_class(size);
	void *p;
	if (k <= RC_CLASSES) {
		p = rc_heads[k];
		if (p) {
			void *next = *(void **)p;
			rc_heads[k] = next;
			rc_cached -= 16 * k + 8;
			// the next pop reads next's first word: fetch it now, or the
			// pops of a tree's worth of cold blocks wait on one miss each
			if (next) __builtin_prefetch(next, 1);
			return p;
		}
		size = 16 * k + 8;
	}
	p = malloc(size);
	if (!p) rc_oom(size);
	return p;
}

static void rc_free(void *p) {
	if (!p) return;
	size_t u = malloc_usable_size(p);
	if (u >= 24 && u <= RC_MAX_BLOCK) {
		size_t k = (u - 8) / 16; // usable >= 16k+8, the class's size
		if (rc_cached + 16 * k + 8 <= RC_CACHE_BYTES) {
			if (rc_cached == 0 && !rc_registered) rc_register();
			*(void **)p = rc_heads[k];
			rc_heads[k] = p;
			rc_cached += 16 * k + 8;
			return;
		}
	}
	free(p);
}

static void *rc_calloc(size_t n, size_t size) {
	if (size && n > SIZE_MAX / size) rc_oom(SIZE_MAX);
	size_t total = n * size;
	void *p;
	if (rc_class(total) > RC_CLASSES) {
		p = calloc(n, size);
		if (!p && total) rc_oom(total);
		return p;
	}
	p = rc_malloc(total);
	memset(p, 0, total);
	return p;
}

static void *rc_realloc(void *p, size_t size) {
	if (!p) return rc_malloc(size);
	if (size <= malloc_usable_size(p)) return p;
	void *q = realloc(p, size);
	if (!q) rc_oom(size);
	return q;
}

static void rc_install_allocator(void) {
	ts_set_allocator(rc_malloc, rc_calloc, rc_realloc, rc_free);
}

static size_t rc_cached_bytes(void) { return rc_cached; }
static size_t rc_usable(void *p) { return malloc_usable_size(p); }
*/
import "C"

import "unsafe"

// init makes tree-sitter allocate through the block cache above for the
// whole process (ts_set_allocator); blocks stay ordinary malloc blocks, so
// the switch is safe whatever tree-sitter allocated before it.
func init() { C.rc_install_allocator() }

// The functions below expose the allocator to its tests (cgo is not allowed
// in _test.go files). Sizes are in bytes; the cache is the calling OS
// thread's, so callers lock their goroutine to its thread.

// cacheAlloc allocates size bytes as tree-sitter does (rc_malloc).
func cacheAlloc(size int) unsafe.Pointer { return C.rc_malloc(C.size_t(size)) }

// cacheCalloc allocates n zeroed elements of size bytes (rc_calloc).
func cacheCalloc(n, size int) unsafe.Pointer { return C.rc_calloc(C.size_t(n), C.size_t(size)) }

// cacheRealloc resizes p to size bytes (rc_realloc).
func cacheRealloc(p unsafe.Pointer, size int) unsafe.Pointer {
	return C.rc_realloc(p, C.size_t(size))
}

// cacheFree releases p as tree-sitter does (rc_free).
func cacheFree(p unsafe.Pointer) { C.rc_free(p) }

// libcFree releases p with the C library's free.
func libcFree(p unsafe.Pointer) { C.free(p) }

// cachedBytes returns the bytes the calling thread's cache holds.
func cachedBytes() int { return int(C.rc_cached_bytes()) }

// usableBytes returns malloc_usable_size(p).
func usableBytes(p unsafe.Pointer) int { return int(C.rc_usable(p)) }

// cacheLimit is RC_CACHE_BYTES, the most one thread's cache holds.
const cacheLimit = C.RC_CACHE_BYTES
