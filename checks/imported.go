package checks

import (
	"bytes"
	"context"
	"os"
	"path"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
)

// pyImportLine matches a Python import statement's first line: `from
// pkg.mod import a, b` (module in 1, names in 2) or `import a.b, c` (3).
var pyImportLine = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+([.\w]+)[ \t]+import[ \t]+\(?([\w, \t]+)|import[ \t]+([\w., \t]+))`)

// pyImportLines returns pyImportLine's matches in src, as FindAllSubmatch
// does, with the expression run only on the lines that start (after blanks)
// with from or import: a match starts at a line's start and ends in it,
// so each line holds at most one, found by the expression on the line
// alone; running it over the whole text took 1 % of a whole-corpus scan.
func pyImportLines(src []byte) [][][]byte {
	var out [][][]byte
	for rest := src; len(rest) > 0; {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if t := bytes.TrimLeft(line, " \t"); !bytes.HasPrefix(t, []byte("from")) && !bytes.HasPrefix(t, []byte("import")) {
			continue
		}
		if m := pyImportLine.FindSubmatch(line); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// pyServerMarkers are texts of a Python file that starts a server: its
// `__main__` guard runs the server, so what it imports serves requests.
var pyServerMarkers = [][]byte{[]byte("FastMCP("), []byte("Server("), []byte("mcp.run("), []byte("uvicorn.run"),
	[]byte("Flask("), []byte("FastAPI("), []byte("stdio_server(")}

// pyImportOracle returns, for the scan's inputs, a question: does another
// Python file of the scan import the module of path (its module word:
// audio for audio.py, the folder for a package's __init__.py)? The importers
// counted are code that serves: no test file, no package __init__.py (a
// re-export, as of a console script's main) or __main__.py, and no program
// entry of its own (a `__main__` guard) unless it starts a server. The inputs' Python
// files are read once, on the first question, which only a file with a
// `__main__` guard asks (model.File.IsScript): most scans never read them
// twice. A module that a server imports is a library whose guard is a demo
// (issue 18, batch 4: whatsapp-mcp's audio.py, imported by the tools'
// whatsapp.py, had its subprocess.run without timeout judged a script's).
// In diff mode the inputs are the changed files only, so the question is
// seldom answered yes there.
func pyImportOracle(inputs []Input) func(path string) bool {
	words := sync.OnceValue(func() map[string]map[string]bool {
		out := map[string]map[string]bool{} // module word -> importing paths
		for _, in := range inputs {
			if lang, _ := model.DetectLanguage(in.Path); lang != model.LangPython || impact.IsTestPath(in.Path) || in.Read == nil {
				continue
			}
			if b := path.Base(in.Path); b == "__init__.py" || b == "__main__.py" {
				continue // a package's re-exports and its `python -m` entry serve nothing themselves
			}
			src, err := in.Read()
			if err != nil {
				continue
			}
			if bytes.Contains(src, []byte("__main__")) && !containsAny(src, pyServerMarkers) {
				continue // a program of its own: what it imports serves no request
			}
			add := func(w string) {
				if w = strings.TrimSpace(w); w == "" || w == "*" {
					return
				}
				w = w[strings.LastIndex(w, ".")+1:]
				if out[w] == nil {
					out[w] = map[string]bool{}
				}
				out[w][in.Path] = true
			}
			for _, m := range pyImportLines(src) {
				if len(m[1]) > 0 {
					add(string(m[1]))
					for _, n := range strings.Split(string(m[2]), ",") {
						if fs := strings.Fields(n); len(fs) > 0 {
							add(fs[0]) // `a as b`: a
						}
					}
					continue
				}
				for _, n := range strings.Split(string(m[3]), ",") {
					if fs := strings.Fields(n); len(fs) > 0 {
						add(fs[0])
					}
				}
			}
		}
		return out
	})
	return func(p string) bool {
		base := path.Base(p)
		word := strings.TrimSuffix(base, path.Ext(base))
		if word == "__init__" {
			word = path.Base(path.Dir(p))
		}
		for importer := range words()[word] {
			if importer != p {
				return true
			}
		}
		return false
	}
}

// newRegistry returns the handler registry of a scan's inputs
// (handlers.Registry: functions registered from another file). In diff
// mode with a search (Source.Grep) it also reads the repository's files
// that hold a registration's word (handlers.AnchorWords, at most
// maxRegistryAnchors), so that a changed tool module is judged with the
// server that registers it, as a whole scan judges it; a failed search is
// a notice that makes the result incomplete.
//
// The inputs it returns read each file once between the registry and the
// worker that scans it (sharedRead): a file the registry read is handed to
// the worker, not read again (the bot reads a file through the API).
func (e *Engine) newRegistry(ctx context.Context, inputs []Input) (*handlers.Registry, []Notice, []Input) {
	paths := make([]string, 0, len(inputs))
	read := make(map[string]*sharedRead, len(inputs))
	shared := make([]Input, len(inputs))
	maxBytes := e.MaxFileBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxFileBytes
	}
	for i, in := range inputs {
		shared[i] = in
		if in.Read != nil && in.Size <= maxBytes { // a file over the limit is read by no one
			sr := &sharedRead{read: in.Read}
			shared[i].Read = sr.take
			paths = append(paths, in.Path)
			read[in.Path] = sr
		}
	}
	large := len(inputs) > maxSharedInputs
	readAny := func(p string) ([]byte, error) {
		if r := read[p]; r != nil {
			b, err := r.peek()
			if large && !handlers.MayRegister(p, b) {
				r.drop() // a large scan keeps only the files that register until their worker reads them
			}
			return b, err
		}
		if e.Repo != nil && e.Repo.Read != nil {
			return e.Repo.Read(p)
		}
		return nil, os.ErrNotExist
	}
	keep := func(p string) bool { return read[p] != nil }
	if r := e.Repo; r != nil && r.Read != nil && r.Has != nil && !e.NoSummaries {
		keep = func(string) bool { return true } // diff mode: what it parses may be read for summaries too (readContext)
	}
	if timeout := e.FileTimeout; timeout > 0 && timeout < 2*time.Second {
		keep = nil // the registry's parse may finish where the worker's would not
	}
	repo := e.Repo
	if repo == nil || !repo.Diff || repo.Grep == nil || repo.Read == nil || repo.Has == nil {
		r := handlers.NewRegistry(paths, readAny)
		r.Keep = keep
		if repo != nil {
			r.GoModule, r.GoRoot = repo.GoModule, repo.GoRoot
		}
		return r, nil, shared
	}
	var globs []string
	fams := map[string]bool{}
	for _, p := range paths {
		lang, _ := model.DetectLanguage(p)
		var g []string
		switch {
		case lang == model.LangPython:
			g = pyFamily.globs
		case lang.IsJS():
			g = jsFamily.globs
		case lang == model.LangGo:
			g = []string{"*.go"}
		}
		for _, x := range g {
			if !fams[x] {
				fams[x] = true
				globs = append(globs, "**/"+x)
			}
		}
	}
	var anchors []string
	var notices []Notice
	if len(globs) > 0 {
		found, err := repo.Grep(ctx, handlers.AnchorWords, globs)
		if err != nil {
			for _, p := range paths {
				notices = append(notices, Notice{Path: p, Kind: NoticePartial, Incomplete: true,
					Reason: "the servers that may register its functions as MCP handlers were not found (search failed: " + err.Error() + "); findings that need it to run in a handler may be missing"})
			}
		}
		for _, q := range found {
			if read[q] != nil || impact.IsTestPath(q) {
				continue
			}
			if len(anchors) == maxRegistryAnchors {
				break
			}
			anchors = append(anchors, q)
		}
	}
	r := handlers.NewRepoRegistry(paths, anchors, repo.Has, repo.List, readAny)
	r.GoModule, r.GoRoot, r.Keep = repo.GoModule, repo.GoRoot, keep
	return r, notices, shared
}

// maxSharedInputs is the number of inputs up to which every file the
// registry reads is kept for its worker; past it only the files that may
// register are (memory: a whole repository's sources are not held).
const maxSharedInputs = 300

// sharedRead is an input's Read shared by the handler registry (peek) and
// the worker that scans the file (take): what the registry read is kept
// until the worker takes it, so the file is read once; a peek after the
// take reads again and keeps nothing.
type sharedRead struct {
	mu    sync.Mutex
	read  func() ([]byte, error)
	b     []byte
	err   error
	kept  bool
	taken bool
}

func (s *sharedRead) peek() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.kept {
		return s.b, s.err
	}
	b, err := s.read()
	if !s.taken {
		s.b, s.err, s.kept = b, err, true
	}
	return b, err
}

func (s *sharedRead) take() ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.taken = true
	if s.kept {
		b, err := s.b, s.err
		s.b, s.err, s.kept = nil, nil, false
		return b, err
	}
	return s.read()
}

func (s *sharedRead) drop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.b, s.err, s.kept = nil, nil, false
}

// maxRegistryAnchors bounds the repository files a diff-mode scan reads
// for their registrations.
const maxRegistryAnchors = 60

// containsAny reports whether src contains one of subs.
func containsAny(src []byte, subs [][]byte) bool {
	for _, s := range subs {
		if bytes.Contains(src, s) {
			return true
		}
	}
	return false
}
