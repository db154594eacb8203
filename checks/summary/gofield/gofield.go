// Package gofield resolves, across the Go files of a repository, the
// value a timeout read from a struct field can hold (RC104: a helper's
// `context.WithTimeout(ctx, s.apiTimeout)` whose field is set from a
// configuration default in another file; docs/rules/RC104.md). Every
// write of the field (xfacts.FieldWrite, package facts/gofieldw) must
// resolve, following copies from other fields (`apiTimeout:
// cfg.Timeout`; one between fields of the same name, `Deps{JobWait:
// cfg.JobWait}`, holds one of the other writes and is passed over); the
// largest is the value judged and where it is written the place reported. A field with an unknown write, no write, a cycle of
// copies, or writes of another unit (a duration where a number is read)
// stays unknown. RC_GOFIELD_DIAG=1 prints each resolution to stderr.
package gofield

import (
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/gofieldw"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
)

// Write is a resolved write: its value and where it is written.
type Write struct {
	Dur      time.Duration
	Path     string
	At       xfacts.Span
	LineText string
}

type located struct {
	w    xfacts.FieldWrite
	path string
}

// Index holds a repository's field writes by name, built once (Of).
type Index struct {
	once   sync.Once
	writes map[string][]located
}

// Resolve returns the largest value the field of pending key (gofieldw.Key)
// can hold, over the writes files yields (path, writes by field name);
// ok is false when it does not resolve.
func (x *Index) Resolve(key string, files func(yield func(path string, w map[string][]xfacts.FieldWrite))) (Write, bool) {
	x.once.Do(func() {
		x.writes = map[string][]located{}
		files(func(path string, w map[string][]xfacts.FieldWrite) {
			for name, ws := range w {
				for _, fw := range ws {
					x.writes[name] = append(x.writes[name], located{fw, path})
				}
			}
		})
	})
	field, unit, ok := gofieldw.ParseKey(key)
	if !ok {
		return Write{}, false
	}
	w, ok := x.resolve(field, unit, map[string]bool{}, 0)
	if os.Getenv("RC_GOFIELD_DIAG") != "" {
		fmt.Fprintf(os.Stderr, "gofield %s ok=%v %v %s:%d writes=%+v\n", key, ok, w.Dur, w.Path, w.At.Line, x.writes[field])
	}
	return w, ok
}

func (x *Index) resolve(field string, unit time.Duration, seen map[string]bool, depth int) (Write, bool) {
	ws := x.writes[field]
	if len(ws) == 0 || seen[field] || depth > 4 {
		return Write{}, false
	}
	seen[field] = true
	defer delete(seen, field)
	var best Write
	found := false
	for _, l := range ws {
		w := l.w
		var cur Write
		switch {
		case w.Unknown:
			return Write{}, false
		case w.Ref == field && w.RefUnit == 0:
			continue // Deps{JobWait: cfg.JobWait}: a copy between fields of one name holds one of the other writes
		case w.Ref != "":
			if w.RefUnit != 0 && unit != 0 {
				return Write{}, false // a number copied from a scaled read: not this unit
			}
			u := unit
			if w.RefUnit != 0 {
				u = w.RefUnit // F = time.Duration(c.G) * time.Second, F read as a duration
			}
			r, ok := x.resolve(w.Ref, u, seen, depth+1)
			if !ok {
				return Write{}, false
			}
			cur = r
		case w.IsNum && w.Num == 0, w.IsDur && w.Dur == 0:
			cur = Write{Path: l.path, At: w.At, LineText: w.LineText}
		case unit == 0 && w.IsDur:
			cur = Write{Dur: w.Dur, Path: l.path, At: w.At, LineText: w.LineText}
		case unit != 0 && w.IsNum:
			cur = Write{Dur: time.Duration(w.Num * float64(unit)), Path: l.path, At: w.At, LineText: w.LineText}
		default:
			return Write{}, false // a number where a duration is read, or the other way round
		}
		if !found || cur.Dur > best.Dur {
			best, found = cur, true
		}
	}
	return best, found && best.Dur > 0
}
