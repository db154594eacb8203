package godemand

import (
	"path"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/summary"
)

// Demand is the Go files of a diff scan's packages not read yet, and what
// the linking of the read ones asks of them. Its use is a fixed point:
// link the read Go files with Ask as summary.Options.GoAsk, read the files
// Next returns, and again, until Next returns none.
//
// A file is read when a live call looks up a key its Decls have (Ask): a
// call is live when it is in a scanned file, or in a function that a live
// call may reach (a function of its own file whose name ends with the
// callee's last name, or one declared under a key the call looked up).
// summary.Program.Report follows only the calls of scanned files to what
// they reach, so a file that no live call asks for changes no answer that
// the whole-package read would give; Link still resolves every call of the
// read files, and those of unreached functions may come out otherwise
// (unknown), which nothing reads.
type Demand struct {
	src   map[string][]byte          // unread files, by path
	decls map[string]map[string]bool // their keys (Decls), by path, made when asked
	dirs  map[string][]string        // unread files by folder, in path order
	asks  map[*summary.Call][]dirKey // this round's lookups, by the call linked
	any   []dirKey                   // lookups outside a call
}

type dirKey struct{ dir, key string }

// New returns the Demand of the Go files src (their contents, by
// repository path).
func New(src map[string][]byte) *Demand {
	d := &Demand{src: src, decls: map[string]map[string]bool{}, dirs: map[string][]string{}, asks: map[*summary.Call][]dirKey{}}
	for p := range src {
		d.dirs[path.Dir(p)] = append(d.dirs[path.Dir(p)], p)
	}
	for _, ps := range d.dirs {
		sort.Strings(ps)
	}
	return d
}

// Ask records that linking call c (nil outside a call) looked up key in
// the Go package at folder dir: it is summary.Options.GoAsk.
func (d *Demand) Ask(c *summary.Call, dir, key string) {
	if c == nil {
		d.any = append(d.any, dirKey{dir, key})
		return
	}
	d.asks[c] = append(d.asks[c], dirKey{dir, key})
}

// Source returns the contents of an unread file.
func (d *Demand) Source(p string) []byte { return d.src[p] }

// Next returns, in path order, the unread files that the lookups recorded
// since the last Next ask of the files' live calls (scanned says which of
// files are scanned), and forgets them as unread. files are the summaries
// read so far, of every language.
func (d *Demand) Next(files []*summary.File, scanned func(string) bool) []string {
	asks := d.asks
	anyAsk := d.any
	d.asks, d.any = map[*summary.Call][]dirKey{}, nil
	byDir := map[string][]*summary.File{}
	for _, f := range files {
		if strings.HasSuffix(f.Path, ".go") {
			byDir[path.Dir(f.Path)] = append(byDir[path.Dir(f.Path)], f)
		}
	}
	type fnRef struct {
		f  *summary.File
		fn int
	}
	live := map[fnRef]bool{}
	var work []fnRef
	mark := func(f *summary.File, fn int) {
		if r := (fnRef{f, fn}); !live[r] {
			live[r] = true
			work = append(work, r)
		}
	}
	want := map[string]bool{}
	declared := map[string]map[string][]fnRef{} // a folder's functions by name
	done := map[dirKey]bool{}
	asked := func(k dirKey) {
		if done[k] {
			return
		}
		done[k] = true
		fns, ok := declared[k.dir]
		if !ok {
			fns = map[string][]fnRef{}
			for _, g := range byDir[k.dir] {
				for j := range g.Funcs {
					fns[g.Funcs[j].Name] = append(fns[g.Funcs[j].Name], fnRef{g, j})
					if n := g.Funcs[j].Name; g.Funcs[j].Class != "" {
						fns["*."+n[strings.LastIndex(n, ".")+1:]] = append(fns["*."+n[strings.LastIndex(n, ".")+1:]], fnRef{g, j})
					}
				}
			}
			declared[k.dir] = fns
		}
		for _, r := range fns[k.key] {
			mark(r.f, r.fn)
		}
		for _, p := range d.dirs[k.dir] {
			ks := d.decls[p]
			if ks == nil {
				ks = Decls(d.src[p])
				d.decls[p] = ks
			}
			if ks[k.key] {
				want[p] = true
			}
		}
	}
	byLast := map[*summary.File]map[string][]int{} // a file's functions by the last name of theirs
	call := func(f *summary.File, c *summary.Call) {
		fns, ok := byLast[f]
		if !ok {
			fns = map[string][]int{}
			for j := range f.Funcs {
				n := f.Funcs[j].Name
				n = n[strings.LastIndex(n, ".")+1:]
				fns[n] = append(fns[n], j)
			}
			byLast[f] = fns
		}
		for _, j := range fns[c.Callee[strings.LastIndex(c.Callee, ".")+1:]] {
			mark(f, j)
		}
		for _, k := range asks[c] {
			asked(k)
		}
	}
	for _, k := range anyAsk {
		asked(k)
	}
	for _, fs := range byDir {
		for _, f := range fs {
			if !scanned(f.Path) {
				continue
			}
			for j := range f.Funcs {
				mark(f, j)
			}
			for k := range f.Calls {
				if f.Calls[k].Func < 0 {
					call(f, &f.Calls[k])
				}
			}
		}
	}
	// The calls of each live function, once: a function's calls are
	// found by its index (Call.Func), per file.
	byFunc := map[*summary.File][][]int{}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		idx, ok := byFunc[r.f]
		if !ok {
			idx = make([][]int, len(r.f.Funcs))
			for k, c := range r.f.Calls {
				if c.Func >= 0 && c.Func < len(idx) {
					idx[c.Func] = append(idx[c.Func], k)
				}
			}
			byFunc[r.f] = idx
		}
		for _, k := range idx[r.fn] {
			call(r.f, &r.f.Calls[k])
		}
	}
	out := make([]string, 0, len(want))
	for p := range want {
		out = append(out, p)
	}
	sort.Strings(out)
	for _, p := range out {
		dir := path.Dir(p)
		ps := d.dirs[dir]
		for i, q := range ps {
			if q == p {
				d.dirs[dir] = append(ps[:i:i], ps[i+1:]...)
				break
			}
		}
		if len(d.dirs[dir]) == 0 {
			delete(d.dirs, dir)
		}
	}
	return out
}

// Pending returns the files not read yet, in no order.
func (d *Demand) Pending() []string {
	var out []string
	for _, ps := range d.dirs {
		out = append(out, ps...)
	}
	return out
}

// Drop returns paths less the files d holds (read or not): they are read
// on demand.
func (d *Demand) Drop(paths []string) []string {
	var out []string
	for _, p := range paths {
		if _, ok := d.src[p]; !ok {
			out = append(out, p)
		}
	}
	return out
}
