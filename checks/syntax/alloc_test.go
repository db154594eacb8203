package syntax

import (
	"runtime"
	"testing"
	"unsafe"
)

// TestBlockCache checks tree-sitter's allocator (alloc_cgo.go) on one OS
// thread: every block holds the bytes asked for; a freed small block is
// handed out again for the next request of its size class; calloc zeroes a
// reused block; realloc keeps the contents; blocks over the largest class
// and blocks past the per-thread limit go back to the C library; and a block
// from the cache can be released with the C library's free.
func TestBlockCache(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	bytes := func(p unsafe.Pointer, n int) []byte { return unsafe.Slice((*byte)(p), n) }

	for size := 0; size <= 2100; size += 7 {
		p := cacheAlloc(size)
		if p == nil || usableBytes(p) < size {
			t.Fatalf("alloc(%d): %p with %d usable bytes", size, p, usableBytes(p))
		}
		b := bytes(p, size)
		for i := range b {
			b[i] = 0xAB
		}
		before := cachedBytes()
		cacheFree(p)
		if size <= 1032 {
			if cachedBytes() <= before {
				t.Fatalf("free of a %d-byte block: cache %d -> %d bytes, want it kept", size, before, cachedBytes())
			}
			if q := cacheAlloc(size); q != p {
				t.Fatalf("alloc(%d) after a free of the same size: got %p, want the cached %p", size, q, p)
			} else {
				cacheFree(q)
			}
		} else if cachedBytes() != before {
			t.Fatalf("free of a %d-byte block changed the cache (%d -> %d bytes)", size, before, cachedBytes())
		}
	}

	p := cacheAlloc(100)
	b := bytes(p, 100)
	for i := range b {
		b[i] = 0xCD
	}
	cacheFree(p)
	z := cacheCalloc(10, 10)
	if z != p {
		t.Fatalf("calloc(10, 10) did not reuse the cached 100-byte block")
	}
	for i, v := range bytes(z, 100) {
		if v != 0 {
			t.Fatalf("calloc: byte %d is %#x, want 0", i, v)
		}
	}
	for i := range 100 {
		bytes(z, 100)[i] = byte(i)
	}
	r := cacheRealloc(z, 5000)
	for i, v := range bytes(r, 100) {
		if v != byte(i) {
			t.Fatalf("realloc lost byte %d: %#x", i, v)
		}
	}
	if usableBytes(r) < 5000 {
		t.Fatalf("realloc(5000): %d usable bytes", usableBytes(r))
	}
	cacheFree(r)

	// Fill the cache to its limit: further frees go to the C library.
	c0 := cachedBytes()
	var held []unsafe.Pointer
	for n := 0; n < 2*cacheLimit/1032; n++ {
		held = append(held, cacheAlloc(1000))
	}
	for _, p := range held {
		cacheFree(p)
	}
	if c := cachedBytes(); c > cacheLimit || c < cacheLimit-1032 {
		t.Fatalf("cache holds %d bytes after freeing %d blocks of 1,000 bytes; limit %d", c, len(held), cacheLimit)
	}
	// Take the blocks back (the cached ones first) and release them with
	// the C library's free: the cache ends no larger than before the fill.
	for range held {
		libcFree(cacheAlloc(1000))
	}
	if c := cachedBytes(); c > c0 {
		t.Fatalf("cache holds %d bytes after the 1,000-byte blocks were taken back, %d before", c, c0)
	}
}
