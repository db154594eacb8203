package syntax

/*
#include <stdint.h>
#include <stddef.h>

// tree_sitter/api.h's ts_set_allocator, as github.com/tree-sitter/go-tree-sitter
// compiles it; NULL restores the runtime's default (malloc, calloc, realloc,
// free).
extern void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));

static void rc_default_allocator(void) { ts_set_allocator(NULL, NULL, NULL, NULL); }
*/
import "C"

import (
	"context"
	"errors"
	"sync/atomic"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// The binding's init installs an allocator that calls from C into Go for
// every malloc, calloc, realloc and free of the runtime (allocator.go), so
// that Go code can replace it; the scanner does not, and a parse under it
// costs 1.45-1.54x the CPU (BenchmarkBindingAllocator). This package's init runs after
// the binding's and gives the runtime back the C library's allocator, which
// is also what the binding's own frees (go_free, C.free by default) expect.
func init() { defaultAllocator() }

// defaultAllocator makes the runtime allocate with the C library again.
func defaultAllocator() { C.rc_default_allocator() }

// ErrOperationLimit is the error Parser.ParseCtx returns when the parse did
// not finish within the parser's operation limit (SetOperationLimit).
var ErrOperationLimit = errors.New("operation limit was hit")

// ErrNoLanguage is the error Parser.ParseCtx returns when no grammar is set.
var ErrNoLanguage = errors.New("cannot parse without language")

// Parser is the tree-sitter parser of github.com/tree-sitter/go-tree-sitter
// (its methods SetLanguage, Reset, ... are the binding's) with the calls the
// scanner makes: a time limit per parse, a cancellation flag that a context
// sets, and a parse that says why it failed. Not safe for concurrent use; one
// per worker.
type Parser struct {
	*sitter.Parser
	// cancel is the flag tree-sitter polls during a parse
	// (ts_parser_set_cancellation_flag): a parse stops when it is not 0.
	// ParseCtx sets it when its context ends; the engine's hookCancel
	// (checks/engine.go) sets it through reflection on this field's name.
	// It is Go memory, as in github.com/smacker/go-tree-sitter: the heap
	// does not move it, the parser keeps it alive while C reads it, and a
	// hook that fires after Close writes into memory that is still the
	// hook's, not into freed C memory (a flag in C memory freed by Close
	// corrupted the C heap under TestScanCancelAccountsEveryFile).
	cancel *uintptr
	closed bool
}

// NewParser returns a parser with no grammar set and no operation limit;
// Close frees it.
func NewParser() *Parser {
	p := &Parser{Parser: sitter.NewParser(), cancel: new(uintptr)}
	p.SetCancellationFlag(p.cancel)
	return p
}

// Close frees the parser's C memory; calling it again does nothing.
func (p *Parser) Close() {
	if p.closed {
		return
	}
	p.closed = true
	p.Parser.Close()
}

// SetOperationLimit limits each parse to limit microseconds
// (ts_parser_set_timeout_micros); 0 removes the limit. A parse over it makes
// ParseCtx return ErrOperationLimit, and the next parse resumes it unless
// Reset is called.
func (p *Parser) SetOperationLimit(limit int) {
	//lint:ignore SA1019 deprecated for a progress callback in 0.25, which calls from C into Go every few hundred operations.
	p.SetTimeoutMicros(uint64(limit))
}

// ParseCtx parses src (UTF-8) into a new tree, reusing old (nil for none) as
// tree-sitter's incremental parse does; the caller closes the tree. When ctx
// can end, a goroutine sets the cancellation flag once it does (the engine
// instead hooks the flag once per worker, see hookCancel, and passes a
// context that never ends). A parse that did not finish returns ctx's error
// (after clearing the flag), ErrNoLanguage or ErrOperationLimit, as
// github.com/smacker/go-tree-sitter's ParseCtx did.
func (p *Parser) ParseCtx(ctx context.Context, old *sitter.Tree, src []byte) (*sitter.Tree, error) {
	var done chan struct{}
	if ctx.Done() != nil {
		done = make(chan struct{})
		go func() {
			select {
			case <-ctx.Done():
				atomic.StoreUintptr(p.cancel, 1)
			case <-done:
			}
		}()
	}
	tree := p.Parse(src, old)
	if done != nil {
		close(done)
	}
	if tree != nil {
		return tree, nil
	}
	if ctx.Err() != nil {
		atomic.StoreUintptr(p.cancel, 0)
		return nil, ctx.Err()
	}
	if p.Language() == nil {
		return nil, ErrNoLanguage
	}
	return nil, ErrOperationLimit
}
