package bot

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/checks/summary"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/ghclient"
)

// prefetchWorkers is how many blob requests a review has in flight at once
// while it reads the files a pull request imports; prefetchBytes caps the
// bytes fetched ahead of the engine per level of imports (the rest are
// read one by one when the engine asks).
const (
	prefetchWorkers = 4
	prefetchBytes   = 32 << 20
)

// headSource is the pull request's head commit as the engine sees it for
// function summaries (checks.Source): the file list and blob SHAs of one
// recursive git trees request, and the contents of the files the changed
// ones import (checks.MaxContextFiles at most), one git blobs request each,
// unless the summary cache has the file's summary. What it reads goes
// through ghclient's retrying transport: every request has a timeout and is
// retried on 5xx, rate limits and no answer.
type headSource struct {
	r        *review
	ctx      context.Context
	files    map[string]ghclient.TreeEntry
	dirs     map[string][]string
	maxBytes int64
	cache    *summaryCache
	keyBase  [3]string // build, review key, rules: cacheKey's first parts
	goModule string

	mu      sync.Mutex
	ahead   map[string][]byte // prefetched blobs by path, until read
	aheadEr map[string]error
	stored  map[string][]byte // summaries to store, by cache key
	hits    []string          // cache keys found
	// retry is the first transient GitHub failure of a blob: the attempt
	// is retried while attempts remain, the last one reports the file as
	// not read.
	retry           error
	fetched, cached int
}

// importsSource lists the head commit's tree for the changed files'
// imports. It returns nil (and a run note when something was wrong) when
// no changed file is in a scannable language, or when the tree could not
// be read for a reason another attempt would not change; a transient
// failure is returned as the error, to retry the attempt.
func (r *review) importsSource(ctx context.Context, changes []diff.FileChange, maxBytes int64) (*headSource, error) {
	scannable, goFiles := false, false
	for _, c := range changes {
		if lang, ok := checks.DetectLanguage(c.Path); ok && c.Status != diff.Deleted {
			scannable = true
			goFiles = goFiles || lang == checks.LangGo
		}
	}
	if !scannable {
		return nil, nil
	}
	entries, truncated, err := r.gh.Tree(ctx, r.repo, r.a.HeadSHA)
	if err != nil {
		if retryable(err) || ctx.Err() != nil {
			return nil, err
		}
		r.notes = append(r.notes, "the files the changed files import were not read (the repository tree could not be listed: "+
			ghclient.ErrorSummary(err)+"); calls into them were judged with the changed files' summaries only")
		r.log.Warn("repository tree not listed: imports not followed", "error", ghclient.ErrorSummary(err))
		return nil, nil
	}
	if truncated {
		r.notes = append(r.notes, "the repository tree is over GitHub's listing limit (100,000 entries or 7 MB): "+
			"imports of files it did not list were not followed, and calls into them were not judged")
	}
	s := &headSource{r: r, ctx: ctx, files: make(map[string]ghclient.TreeEntry, len(entries)), dirs: map[string][]string{},
		maxBytes: maxBytes, cache: r.b.q.summaries(), ahead: map[string][]byte{}, aheadEr: map[string]error{}, stored: map[string][]byte{}}
	for _, e := range entries {
		s.files[e.Path] = e
		d, name := path.Split(e.Path)
		d = strings.TrimSuffix(d, "/")
		s.dirs[d] = append(s.dirs[d], name)
	}
	var ids []string
	for _, r := range r.b.opts.Rules {
		ids = append(ids, r.ID)
	}
	s.keyBase = [3]string{r.b.opts.Version + "\x00" + buildDigest(), r.key, strings.Join(ids, ",")}
	if _, ok := s.files["go.mod"]; ok && goFiles {
		if b, err := s.read("go.mod"); err == nil {
			s.goModule = resolve.ModulePath(b)
		}
	}
	return s, nil
}

// source is s as the engine's checks.Source.
func (s *headSource) source() *checks.Source {
	return &checks.Source{
		Has:      func(p string) bool { _, ok := s.files[p]; return ok },
		Read:     s.read,
		Size:     func(p string) int64 { return s.files[p].Size },
		List:     func(dir string) []string { return s.dirs[dir] },
		GoModule: s.goModule,
		Cached:   s.cachedSummaries,
		Keep:     s.keep,
		Prefetch: s.prefetch,
		// A pull request: its helpers' callers would be looked for, but
		// the bot has no search over the tree's text (checks.Source.Grep:
		// each file would be a blob request); the engine says so.
		Diff: true,
	}
}

// key is the cache key of the file at p.
func (s *headSource) key(p string) string {
	return cacheKey(s.keyBase[0], s.keyBase[1], s.keyBase[2], p, s.files[p].SHA)
}

// cachedSummaries returns the stored summaries of the files at paths as
// they are in this tree, nil for those without one (one query per 500
// files).
func (s *headSource) cachedSummaries(paths []string) []*summary.File {
	out := make([]*summary.File, len(paths))
	if s.cache == nil {
		return out
	}
	keys := make([]string, len(paths))
	for i, p := range paths {
		if s.files[p].SHA != "" {
			keys[i] = s.key(p)
		}
	}
	got, err := s.cache.get(s.ctx, keys)
	if err != nil {
		if s.ctx.Err() == nil {
			s.r.log.Warn("summary cache not read", "error", err.Error())
		}
		return out
	}
	for i, p := range paths {
		b, ok := got[keys[i]]
		if !ok || keys[i] == "" {
			continue
		}
		f, err := decodeSummary(b)
		if err != nil || f.Path != p {
			continue // another shape: summarised again and stored over it
		}
		out[i] = f
		s.mu.Lock()
		s.hits = append(s.hits, keys[i])
		s.cached++
		s.mu.Unlock()
	}
	return out
}

// keep records the summary of the file at p, to be stored when the scan
// is over (save).
func (s *headSource) keep(p string, f *summary.File) {
	if s.cache == nil || s.files[p].SHA == "" {
		return
	}
	b, err := encodeSummary(f)
	if err != nil {
		return
	}
	s.mu.Lock()
	s.stored[s.key(p)] = b
	s.mu.Unlock()
}

// read returns the blob of the file at p: the prefetched copy, or one git
// blobs request.
func (s *headSource) read(p string) ([]byte, error) {
	s.mu.Lock()
	b, ok := s.ahead[p]
	err := s.aheadEr[p]
	delete(s.ahead, p)
	delete(s.aheadEr, p)
	s.mu.Unlock()
	if ok || err != nil {
		return b, err
	}
	return s.fetch(p)
}

// fetch reads the blob of the file at p from GitHub. A transient failure is
// remembered for the attempt's verdict (headSource.retry).
func (s *headSource) fetch(p string) ([]byte, error) {
	e, ok := s.files[p]
	if !ok {
		return nil, fmt.Errorf("%s is not in the tree of %s", p, short(s.r.a.HeadSHA))
	}
	b, err := s.r.gh.Blob(s.ctx, s.r.repo, e.SHA, s.maxBytes)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		if errors.Is(err, ghclient.ErrTooLarge) {
			return nil, fmt.Errorf("file is over the %d-byte limit", s.maxBytes)
		}
		if (retryable(err) || s.ctx.Err() != nil) && s.retry == nil {
			s.retry = err
		}
		return nil, fmt.Errorf("%s: %s", p, ghclient.ErrorSummary(err))
	}
	s.fetched++
	return b, nil
}

// prefetch fetches the blobs of paths, prefetchWorkers at a time, up to
// prefetchBytes in all; files over the size limit are left to the engine,
// which skips them unread.
func (s *headSource) prefetch(paths []string) {
	var todo []string
	var total int64
	for _, p := range paths {
		e, ok := s.files[p]
		if !ok || e.Size > s.maxBytes || total+e.Size > prefetchBytes {
			continue
		}
		total += e.Size
		todo = append(todo, p)
	}
	sort.Strings(todo)
	work := make(chan string)
	var wg sync.WaitGroup
	for i := 0; i < min(prefetchWorkers, len(todo)); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				b, err := s.fetch(p)
				s.mu.Lock()
				if err != nil {
					s.aheadEr[p] = err
				} else {
					s.ahead[p] = b
				}
				s.mu.Unlock()
			}
		}()
	}
	for _, p := range todo {
		if s.ctx.Err() != nil {
			break
		}
		work <- p
	}
	close(work)
	wg.Wait()
}

// save stores the summaries made and marks the ones used, and logs what
// the imports cost. A cache that cannot be written is logged, no more.
func (s *headSource) save(ctx context.Context) {
	s.mu.Lock()
	stored, hits := s.stored, s.hits
	s.mu.Unlock()
	s.r.log.Info("imports read for function summaries", "tree_files", len(s.files), "blobs_fetched", s.fetched,
		"summaries_cached", s.cached, "summaries_stored", len(stored))
	s.r.b.metrics.imports.WithLabelValues("cache").Add(float64(s.cached))
	s.r.b.metrics.imports.WithLabelValues("fetched").Add(float64(s.fetched))
	if s.cache == nil {
		return
	}
	if err := s.cache.save(ctx, stored, hits); err != nil && ctx.Err() == nil {
		s.r.log.Warn("summary cache not written", "error", err.Error())
	}
}

// encodeSummary is the stored form of the summary of a file read only for
// its summary: encoding/gob of it without what such a file never uses, the
// text of each call's line (only calls in scanned files are reported) and
// the call's path when it is the file's own (put back by decodeSummary).
// On bench/realcode files it is half the size of the summary's JSON and
// decodes in 0.6x the time; the key names the build, so a change of the
// summary's shape never meets an older entry.
func encodeSummary(f *summary.File) ([]byte, error) {
	c := *f
	c.Calls = make([]summary.Call, len(f.Calls))
	for i, call := range f.Calls {
		call.LineText = ""
		if call.Path == f.Path {
			call.Path = ""
		}
		c.Calls[i] = call
	}
	var b bytes.Buffer
	err := gob.NewEncoder(&b).Encode(&c)
	return b.Bytes(), err
}

// decodeSummary reads what encodeSummary stored.
func decodeSummary(b []byte) (*summary.File, error) {
	var f summary.File
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&f); err != nil {
		return nil, err
	}
	for i := range f.Calls {
		if f.Calls[i].Path == "" {
			f.Calls[i].Path = f.Path
		}
	}
	return &f, nil
}
