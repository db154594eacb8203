package model

import "sync/atomic"

// FactKey names one per-file fact of type T that a package outside model
// computes and caches on the File, as a go/analysis Analyzer names its
// ResultType: declare one key per fact at package level with NewFactKey and
// read the fact with Fact. The key's slot indexes File's fact slots, so a
// read is a slice index and a type assertion, no map lookup.
type FactKey[T any] struct {
	name string // for debugging: the fact's name
	slot int    // index into caches.slots
}

// factSlots counts the keys made by NewFactKey.
var factSlots atomic.Int32

// NewFactKey returns a new key for a fact of type T. Call it once per fact,
// at package level (a key made per call would compute the fact every time
// and grow every File's slots).
func NewFactKey[T any](name string) *FactKey[T] {
	return &FactKey[T]{name: name, slot: int(factSlots.Add(1) - 1)}
}

// String returns the fact's name.
func (k *FactKey[T]) String() string { return k.name }

// factSlot holds one fact's value once it is computed.
type factSlot struct {
	v    any
	done bool
}

// Fact returns the fact key names for file f, calling compute(f) on the
// first read of that fact for f and caching the result on f for later reads
// (by any rule: the facts of a file live as long as the File). compute may
// read other facts. A File is used by one goroutine at a time, so Fact does
// not lock.
func Fact[T any](f *File, key *FactKey[T], compute func(*File) T) T {
	if s := f.facts.slots; key.slot < len(s) && s[key.slot].done {
		return s[key.slot].v.(T)
	}
	v := compute(f)
	if n := int(factSlots.Load()); len(f.facts.slots) < n {
		f.facts.slots = append(f.facts.slots, make([]factSlot, n-len(f.facts.slots))...)
	}
	f.facts.slots[key.slot] = factSlot{v: v, done: true}
	return v
}
