// Package srcmemo memoises, for one scan, what a textual reading finds in
// a repository file's source: several files of a Go package each read
// every other file of it (handlers.GoPackageSources) with the same
// question (goasguard's errors.As predicates, goowntype's struct bodies
// and method heads), which a whole package asked once per file made
// quadratic in the package's size.
//
// The answer is kept with the source it was computed from and given again
// only for the same bytes (bytes.Equal), so a memoised answer is the one
// the reading would compute: the output of a scan does not change. Peer
// practice: content-addressed caches of analysis results (Bazel's action
// cache, gopls' file-content-keyed parse cache,
// https://go.dev/gopls/design/implementation).
package srcmemo

import (
	"bytes"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// entry is one memoised answer and the source it was read from.
type entry struct {
	src []byte
	v   any
}

// Of returns read(src), memoised in the scan's world of f (thirdparty.Of)
// under question and path (the file src was read from): a later call with
// the same question, path and bytes returns the first answer. read must be
// a function of src alone (question names everything else it depends on)
// and its answer must not be changed by the caller. Without a world (a
// file scanned alone) read runs every time.
func Of(f *model.File, question, path string, src []byte, read func([]byte) any) any {
	w := thirdparty.Of(f)
	if w == nil {
		return read(src)
	}
	e := w.Memo("srcmemo\x00"+question+"\x00"+path, func() any { return entry{src, read(src)} }).(entry)
	if !bytes.Equal(e.src, src) {
		return read(src)
	}
	return e.v
}
