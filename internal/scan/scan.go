// Package scan wires one scan together: it picks the files (a git diff or
// paths on disk), runs the rule engine over them, marks findings with the diff
// filter and decides the checklist. The CLI, the Action and the bot call it;
// it writes nothing itself.
package scan

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/resolve"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/finding"
	"github.com/resilience-check/resilience-check/internal/safefile"
)

// Options says what to scan and how.
type Options struct {
	// Repo is the repository root: a work tree or a bare git directory in
	// diff mode, the directory that relative paths and reported paths are
	// taken from in path mode. Empty means ".".
	Repo string
	// Base turns on diff mode: the files and lines of `git diff Base...Head`.
	Base string
	// Head is the revision whose contents are scanned in diff mode; empty
	// means HEAD.
	Head string
	// WorkTree, with Base and without Changes, scans the work tree instead
	// of Head: the committed and uncommitted changes since the merge base of
	// Base and HEAD, untracked files included (diff.FromWorkTree), read
	// from disk. Repo must lie in a work tree; Head is ignored.
	WorkTree bool
	// Staged turns on diff mode by itself: the changes in the index against
	// the merge base of Base and HEAD, or against HEAD when Base is empty
	// (diff.FromIndex), with the staged contents, as a pre-commit hook sees
	// them. Head and WorkTree are ignored.
	Staged bool
	// Paths are the files and folders to scan whole in path mode, relative
	// to the working directory; empty means Repo. In diff mode they restrict
	// the diff to the changed files below them.
	Paths []string
	// ForceExclude applies Exclude to what Paths name, too. Without it a
	// named file, or a named folder that Exclude matches itself (with all
	// its files), is scanned although Exclude matches it, as Ruff checks the
	// files named on its command line; files below a named folder that is not
	// itself excluded are matched one by one as usual.
	ForceExclude bool
	// Progress, when set, is told how many files are to be scanned, then of
	// each file done (see checks.Engine.Progress).
	Progress Progress
	// Stats, when non-nil, is filled with what the run found and left out
	// before scanning, so that a caller can say why nothing was scanned.
	Stats *Stats
	// Changes, when non-nil, replaces the git diff in diff mode: the changed
	// files come from elsewhere (the GitHub PR files API) and Read supplies
	// their contents at the head revision.
	Changes []diff.FileChange
	Read    func(path string) ([]byte, error)
	// ChangesFromGit says Changes and Read come from the git repository at
	// Repo, at revision Head (the Action's local diff): the function
	// summaries then read the files the change imports from that revision
	// too, and look for the callers of a changed helper there, as a diff
	// of Base and Head would. Without it, Changes are judged with nothing
	// but themselves.
	ChangesFromGit bool
	// FilterMode decides which findings are reported; empty means "added" in
	// diff mode and "nofilter" in path mode.
	FilterMode diff.FilterMode
	// Engine runs the rules; nil means a default engine with every rule.
	Engine *checks.Engine
	// Exclude, when set, drops files whose repository path it matches
	// (config `exclude:` globs, the Action's `exclude` input) before reading.
	Exclude func(path string) bool
	// PerFile, when set, gives the rule selection and settings for the file
	// at a repository path (checks.Input.Rules, Settings): those of the
	// config that governs it, its per-file-ignores applied. It is called
	// after Exclude; a nil selection or settings keeps the engine's. Rules
	// are built once per selection (checks.Select). The report lists the
	// union of the engine's rules and those PerFile gave.
	PerFile func(path string) (checks.RuleSelector, *checks.Settings)
	// FailOn is the severity at or above which a reported finding fails the
	// run; the checklist and the comment's header follow it (annotate.Report.FailOn).
	FailOn checks.Severity
	// ToolVersion, LinkBase and AutomationID are copied into the report.
	ToolVersion, LinkBase, AutomationID string
}

// Progress follows a scan: Start once with the number of files to scan,
// Done for each file finished (from several goroutines at once, with the
// bytes read), Finish at the end.
type Progress interface {
	Start(total int)
	Done(path string, bytes int64)
	Finish()
}

// Stats says what Run found before scanning.
type Stats struct {
	// Changed counts the files the diff changed, of any kind (diff mode).
	Changed int
	// Candidates counts the files in a scannable language that were found
	// (path mode) or changed and not deleted (diff mode), before Exclude.
	Candidates int
	// Excluded lists the repository paths Exclude dropped, in order.
	Excluded []string
}

// skipDirs are folders never descended into in path mode: VCS data,
// dependencies and build output, as Ruff and ESLint skip them by default.
var skipDirs = map[string]bool{
	".git": true, ".hg": true, ".svn": true, "node_modules": true, "vendor": true, "dist": true,
	"build": true, ".venv": true, "venv": true, "__pycache__": true, ".tox": true, ".mypy_cache": true,
	"third_party": true, ".next": true, "coverage": true,
}

// Run performs the scan and returns the report for the sinks. Errors are
// returned for what makes the whole scan meaningless (a bad revision, a
// missing repository); per-file problems become notices in the report.
func Run(ctx context.Context, o Options) (*annotate.Report, error) {
	if o.Repo == "" {
		o.Repo = "."
	}
	eng := o.Engine
	if eng == nil {
		eng = &checks.Engine{}
	}
	rules := eng.Rules
	if rules == nil {
		rules = checks.Rules()
	}
	var (
		inputs  []checks.Input
		notices []checks.Notice
		changes []diff.FileChange
		err     error
	)
	diffMode := o.Base != "" || o.Changes != nil || o.Staged
	mode := o.FilterMode
	if mode == "" {
		mode = diff.NoFilter
		if diffMode {
			mode = diff.Added
		}
	}
	var fd found
	if diffMode {
		var closeFn func() error
		fd, changes, closeFn, err = diffInputs(ctx, o)
		if err != nil {
			return nil, err
		}
		defer closeFn()
	} else {
		if fd, err = pathInputs(o.Repo, o.Paths); err != nil {
			return nil, err
		}
		if fd.repo != nil && fd.repo.Has != nil && fd.repo.Grep == nil && workTreeTop(ctx, o.Repo) {
			// named paths: the repository's other files are searched as a
			// work-tree diff scan searches them (World.GoSearch: RC101's
			// client-go and caller's-context judgements, review34a MEDIUM-7)
			fd.repo.Grep, fd.repo.GrepWords = grepSource(o.Repo, "", o.Exclude), grepWordsSource(o.Repo, "", o.Exclude)
		}
	}
	if o.Stats != nil {
		o.Stats.Candidates = len(fd.inputs)
		if diffMode {
			o.Stats.Changed = len(changes)
		}
	}
	if o.Exclude != nil {
		excluded := func(p, from string) bool {
			if !o.Exclude(p) {
				return false
			}
			// A named path that is excluded itself is scanned all the same.
			return o.ForceExclude || from == "" || !o.Exclude(from)
		}
		for i, in := range fd.inputs {
			if !excluded(in.Path, fd.named[i]) {
				inputs = append(inputs, in)
			} else if o.Stats != nil {
				o.Stats.Excluded = append(o.Stats.Excluded, in.Path)
			}
		}
		for i, n := range fd.notices { // an excluded symlink or bundle is not worth a notice either
			if !excluded(n.Path, fd.noticeNamed[i]) {
				notices = append(notices, n)
			}
		}
	} else {
		inputs, notices = fd.inputs, fd.notices
	}
	if fd.repo != nil && eng.Repo == nil {
		cp := *eng
		cp.Repo = fd.repo
		eng = &cp
	}
	if diffMode && mode != diff.NoFilter {
		// The caps keep the findings in the diff first.
		byPath := map[string][]diff.FileChange{}
		for _, c := range changes {
			byPath[c.Path] = append(byPath[c.Path], c)
		}
		cp := *eng
		cp.Prefer = func(f *checks.Finding) bool {
			g := *f
			one := []checks.Finding{g}
			diff.Apply(one, byPath[f.Path], mode)
			return one[0].InDiff
		}
		eng = &cp
	}
	if o.PerFile != nil {
		byID := map[string]*checks.Rule{}
		for _, r := range rules {
			byID[r.ID] = r
		}
		built := map[checks.RuleSelector][]*checks.Rule{}
		for i := range inputs {
			sel, settings := o.PerFile(inputs[i].Path)
			inputs[i].Settings = settings
			if sel == nil {
				continue
			}
			rs, ok := built[sel]
			if !ok {
				rs = checks.Select(sel)
				built[sel] = rs
			}
			inputs[i].Rules = rs
			for _, r := range rs {
				if byID[r.ID] == nil {
					byID[r.ID] = r
				}
			}
		}
		if len(byID) != len(rules) {
			rules = make([]*checks.Rule, 0, len(byID))
			for _, r := range byID {
				rules = append(rules, r)
			}
			sort.Slice(rules, func(i, j int) bool { return rules[i].ID < rules[j].ID })
		}
	}
	if o.Progress != nil {
		o.Progress.Start(len(inputs))
		defer o.Progress.Finish()
		cp := *eng
		cp.Progress = o.Progress.Done
		eng = &cp
	}
	res, err := eng.Scan(ctx, inputs)
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return nil, fmt.Errorf("scan: %w", err)
	}
	// Past the time limit the files done are reported and the rest carry
	// skipped notices (the engine's); the caller sees ctx.Err().
	res.Notices = append(notices, res.Notices...)
	if diffMode {
		diff.Apply(res.Findings, changes, mode)
		checks.SortFindings(res.Findings) // a file-level finding may have moved to another site
	} else {
		diff.Apply(res.Findings, nil, diff.NoFilter)
	}
	// A defect in a helper that this scan reports at the helper's own call
	// is not reported again at each caller (finding.Finding.Covers).
	res.Findings = finding.DropCovered(res.Findings)
	// Nothing scanned is no pass when there was something to scan: a path
	// scan that found no file, or a diff whose changed files (after
	// Exclude) were all skipped.
	empty := len(res.Files) == 0 && (!diffMode || len(inputs)+len(notices) > 0)
	infos := checks.Infos(rules)
	return &annotate.Report{
		Empty:        empty,
		ToolVersion:  o.ToolVersion,
		Findings:     res.Findings,
		Notices:      res.Notices,
		Files:        res.Files,
		Rules:        infos,
		Checklist:    checks.EvaluateChecklist(infos, res, o.FailOn),
		FailOn:       o.FailOn,
		FilterMode:   string(mode),
		LinkBase:     o.LinkBase,
		AutomationID: o.AutomationID,
	}, nil
}

// found is what diffInputs and pathInputs gather: the inputs, and notices of
// files skipped, each with the repository path of the named path (Options.Paths)
// it was found under, "" when no path was named.
type found struct {
	inputs      []checks.Input
	named       []string
	notices     []checks.Notice
	noticeNamed []string
	// repo is the repository around the inputs, for the function summaries
	// of what they call (checks.Source), or nil.
	repo *checks.Source
}

func (f *found) add(in checks.Input, named string) {
	f.inputs = append(f.inputs, in)
	f.named = append(f.named, named)
}

func (f *found) notice(n checks.Notice, named string) {
	f.notices = append(f.notices, n)
	f.noticeNamed = append(f.noticeNamed, named)
}

// diffInputs lists the changed files that can be scanned, with contents read
// from the head revision (never the work tree: actions/checkout leaves a
// merge commit there, and line numbers must be the head's), or from the work
// tree or the index when Options.WorkTree or Options.Staged asks for them.
// The changes are restricted to those below Options.Paths, if any.
func diffInputs(ctx context.Context, o Options) (found, []diff.FileChange, func() error, error) {
	var fd found
	changes, read := o.Changes, o.Read
	closeFn := func() error { return nil }
	size := func(string) int64 { return -1 } // unknown: the engine checks after reading
	root := o.Repo
	workTree := false // contents come from the work tree: links are not followed
	if changes == nil {
		var err error
		rev := ""
		switch {
		case o.Staged || o.WorkTree:
			if root, err = diff.TopLevel(ctx, o.Repo); err != nil {
				return fd, nil, nil, fmt.Errorf("scan the %s: %w", map[bool]string{true: "index", false: "work tree"}[o.Staged], err)
			}
			if o.Staged {
				rev = diff.Staged
				changes, err = diff.FromIndex(ctx, root, o.Base)
			} else {
				changes, err = diff.FromWorkTree(ctx, root, o.Base)
			}
		default:
			head := o.Head
			if head == "" {
				head = "HEAD"
			}
			if rev, err = diff.ResolveRev(ctx, o.Repo, head); err != nil {
				return fd, nil, nil, err
			}
			changes, err = diff.FromGit(ctx, o.Repo, o.Base, rev)
		}
		if err != nil {
			return fd, nil, nil, err
		}
		if rev == "" { // the work tree
			workTree = true
			fd.repo = diskSource(root)
			fd.repo.Diff, fd.repo.Grep, fd.repo.GrepWords = true, grepSource(root, "", o.Exclude), grepWordsSource(root, "", o.Exclude)
			read = func(p string) ([]byte, error) {
				return safefile.ReadFile(root, filepath.Join(root, filepath.FromSlash(p)))
			}
			size = func(p string) int64 {
				if info, err := os.Stat(filepath.Join(root, filepath.FromSlash(p))); err == nil {
					return info.Size()
				}
				return -1
			}
		} else {
			br, err := diff.NewBlobReader(ctx, o.Repo)
			if err != nil {
				return fd, nil, nil, err
			}
			closeFn = br.Close
			oids := map[string]string{}
			for _, c := range changes {
				if c.NewOID != "" {
					oids[c.Path] = c.NewOID
				}
			}
			read = func(p string) ([]byte, error) {
				if oid := oids[p]; oid != "" {
					return br.ReadObject(oid) // any byte in the path, a newline too
				}
				return br.Read(rev, p)
			}
			if paths, err := diff.ListFiles(ctx, o.Repo, rev); err == nil {
				fd.repo = treeSource(paths, read)
				fd.repo.Diff, fd.repo.Grep, fd.repo.GrepWords = true, grepSource(o.Repo, rev, o.Exclude), grepWordsSource(o.Repo, rev, o.Exclude)
			}
			// The blob's size comes from git without reading it, so a file
			// over the size limit is skipped before its contents are loaded.
			size = func(p string) int64 {
				if n, err := br.Size(rev, p); err == nil {
					return n
				}
				return -1
			}
		}
	}
	if fd.repo == nil && o.Changes != nil && o.ChangesFromGit && o.Head != "" && o.Read != nil {
		if paths, err := diff.ListFiles(ctx, o.Repo, o.Head); err == nil {
			fd.repo = treeSource(paths, o.Read)
			fd.repo.Diff, fd.repo.Grep, fd.repo.GrepWords = true, grepSource(o.Repo, o.Head, o.Exclude), grepWordsSource(o.Repo, o.Head, o.Exclude)
		}
	}
	var prefixes []string
	if len(o.Paths) > 0 {
		absRoot, err := filepath.Abs(root)
		if err != nil {
			return fd, nil, nil, fmt.Errorf("resolve %s: %w", root, err)
		}
		absRoot = resolveLinks(absRoot)
		for _, p := range o.Paths {
			rel, err := repoRel(absRoot, p)
			if err != nil {
				return fd, nil, nil, err
			}
			prefixes = append(prefixes, rel)
		}
		kept := changes[:0:0]
		for _, c := range changes {
			if under(c.Path, prefixes) != "-" {
				kept = append(kept, c)
			}
		}
		changes = kept
	}
	for _, c := range changes {
		if c.Status == diff.Deleted {
			continue
		}
		if _, ok := checks.DetectLanguage(c.Path); !ok {
			continue
		}
		p := c.Path
		named := ""
		if prefixes != nil {
			named = under(p, prefixes)
		}
		if c.Binary { // git's own judgement, .gitattributes included: skipped by policy, counted
			fd.notice(checks.Notice{Path: p, Kind: checks.NoticeSkipped, Reason: "binary file by git's rule (git diff shows no lines)"}, named)
			continue
		}
		if workTree {
			// As path mode does: a link in the work tree (`x.py ->
			// /etc/passwd`) is not read, nor a file below a linked folder.
			if err := safefile.Check(root, filepath.Join(root, filepath.FromSlash(p))); err != nil {
				reason := "symbolic link: not followed"
				if errors.Is(err, safefile.ErrOutside) {
					reason = "resolves outside the repository through a symbolic link: not followed"
				}
				fd.notice(checks.Notice{Path: p, Kind: checks.NoticeSkipped, Reason: reason}, named)
				continue
			}
		}
		// Where git showed the file's lines it judged it text; a file
		// without a patch (the PR files API's large or binary files) gets
		// the engine's NUL-byte test.
		fd.add(checks.Input{Path: p, Size: size(p), Read: func() ([]byte, error) { return read(p) }, Text: !c.WholeFile}, named)
	}
	return fd, changes, closeFn, nil
}

// treeSource is the repository at a git revision for the function
// summaries: its file list (diff.ListFiles) and contents (read).
func treeSource(paths []string, read func(string) ([]byte, error)) *checks.Source {
	files := make(map[string]bool, len(paths))
	dirs := map[string][]string{}
	for _, p := range paths {
		files[p] = true
		d, name := path.Split(p)
		d = strings.TrimSuffix(d, "/")
		dirs[d] = append(dirs[d], name)
	}
	s := &checks.Source{Has: func(p string) bool { return files[p] }, Read: read,
		List: func(dir string) []string { return dirs[dir] }}
	if files["go.mod"] {
		if b, err := read("go.mod"); err == nil {
			s.GoModule = resolve.ModulePath(b)
		}
	}
	return s
}

// grepSource is checks.Source.Grep over revision rev of the repository at
// repo ("" the work tree, diff.Staged the index), less the files exclude
// drops (the config's exclude globs: a file not scanned is no caller
// either) and the test files git can leave unread (impact.TestPathGlobs,
// which every caller of Source.Grep drops).
func grepSource(repo, rev string, exclude func(string) bool) func(ctx context.Context, words, globs []string) ([]string, error) {
	tests := impact.TestPathGlobs()
	return func(ctx context.Context, words, globs []string) ([]string, error) {
		paths, err := diff.GrepFilesExcept(ctx, repo, rev, words, globs, tests)
		if err != nil {
			return paths, err
		}
		kept := paths[:0]
		for _, p := range paths {
			if !inSkippedDir(p) && (exclude == nil || !exclude(p)) {
				kept = append(kept, p)
			}
		}
		return kept, nil
	}
}

// grepWordsSource is checks.Source.GrepWords over what grepSource searches
// (the same revision, globs, test files and dropped files), in one git
// grep for all the words (diff.GrepWordsExcept).
func grepWordsSource(repo, rev string, exclude func(string) bool) func(ctx context.Context, words, globs []string) ([]checks.GrepHit, error) {
	tests := impact.TestPathGlobs()
	return func(ctx context.Context, words, globs []string) ([]checks.GrepHit, error) {
		hits, err := diff.GrepWordsExcept(ctx, repo, rev, words, globs, tests)
		if err != nil {
			return nil, err
		}
		var kept []checks.GrepHit
		for _, h := range hits {
			if !inSkippedDir(h.Path) && (exclude == nil || !exclude(h.Path)) {
				kept = append(kept, checks.GrepHit{Path: h.Path, Words: h.Words})
			}
		}
		return kept, nil
	}
}

// workTreeTop reports whether folder root is the top folder of a git work
// tree, where git grep searches the repository path scans name files of.
func workTreeTop(ctx context.Context, root string) bool {
	top, err := diff.TopLevel(ctx, root)
	if err != nil {
		return false
	}
	abs, err := filepath.Abs(root)
	return err == nil && resolveLinks(abs) == resolveLinks(top)
}

// inSkippedDir reports whether repository path p lies in a folder a path
// mode scan never descends into (skipDirs: vendor/, dist/, third_party/,
// ...), so that a diff scan's searches of the repository see the files a
// whole scan sees, not the vendored ones.
func inSkippedDir(p string) bool {
	dirs := strings.Split(p, "/")
	for _, d := range dirs[:len(dirs)-1] {
		if skipDirs[d] {
			return true
		}
	}
	return false
}

// diskSource is the work tree at root for the function summaries.
func diskSource(root string) *checks.Source {
	abs := func(p string) string { return filepath.Join(root, filepath.FromSlash(p)) }
	s := &checks.Source{
		Has: func(p string) bool {
			info, err := os.Lstat(abs(p)) // a symbolic link is not followed, so not a file here
			return err == nil && info.Mode().IsRegular()
		},
		Read: func(p string) ([]byte, error) { return safefile.ReadFile(root, abs(p)) }, // no symbolic link followed, as the scan's own reads
		List: func(dir string) []string {
			es, _ := os.ReadDir(abs(dir))
			var names []string
			for _, e := range es {
				if e.Type().IsRegular() {
					names = append(names, e.Name())
				}
			}
			return names
		},
	}
	if b, err := safefile.ReadFile(root, abs("go.mod")); err == nil {
		s.GoModule = resolve.ModulePath(b)
	}
	return s
}

// under returns the first of prefixes (repository paths, "." for the root)
// that p is or lies below, or "-" when none.
func under(p string, prefixes []string) string {
	for _, pre := range prefixes {
		if pre == "." || p == pre || strings.HasPrefix(p, pre+"/") {
			return pre
		}
	}
	return "-"
}

// repoRel makes p (relative to the working directory) a slash-separated
// path relative to absRoot, an absolute root with its links resolved. A path
// outside the root is an error that names it.
func repoRel(absRoot, p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", p, err)
	}
	if abs != absRoot {
		abs = filepath.Join(resolveLinks(filepath.Dir(abs)), filepath.Base(abs))
	}
	rel, err := filepath.Rel(absRoot, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("%s: path is outside the repository root %s", p, absRoot)
	}
	return filepath.ToSlash(rel), nil
}

// pathInputs walks the given paths below root. Reported paths are relative to
// root and slash-separated. Symlinks and paths that resolve outside root are
// skipped with a notice; unknown extensions and skipped folders silently.
func pathInputs(root string, paths []string) (found, error) {
	var fd found
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return fd, fmt.Errorf("resolve %s: %w", root, err)
	}
	// A root reached through a symbolic link is walked at its target (WalkDir
	// does not follow a link even as its root); given paths are resolved the
	// same way below so that they stay inside it.
	given := absRoot
	absRoot = resolveLinks(absRoot)
	implicit := len(paths) == 0
	whole := implicit // the whole repository is scanned
	if implicit {
		paths = []string{absRoot}
	}
	seen := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return fd, fmt.Errorf("resolve %s: %w", p, err)
		}
		if abs == given {
			abs = absRoot
		} else if abs != absRoot {
			// Resolve the folders above p, not p itself: a symbolic link
			// named explicitly is still reported as one.
			abs = filepath.Join(resolveLinks(filepath.Dir(abs)), filepath.Base(abs))
		}
		rel, err := filepath.Rel(absRoot, abs)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			fd.notice(checks.Notice{Path: p, Kind: checks.NoticeSkipped, Reason: "not scanned: path is outside the repository root " + root, Incomplete: true}, "")
			continue
		}
		named := filepath.ToSlash(rel)
		whole = whole || named == "."
		if implicit {
			named = ""
		}
		if _, err := os.Lstat(abs); err != nil {
			return fd, fmt.Errorf("scan %s: %w", p, err)
		}
		err = filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
			relPath, _ := filepath.Rel(absRoot, path)
			relPath = filepath.ToSlash(relPath)
			if err != nil {
				fd.notice(checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "not scanned: cannot read: " + err.Error(), Incomplete: true}, named)
				return nil
			}
			if d.IsDir() {
				if path != abs && skipDirs[d.Name()] {
					return filepath.SkipDir
				}
				return nil
			}
			if _, ok := checks.DetectLanguage(path); !ok || seen[relPath] {
				return nil
			}
			seen[relPath] = true
			if d.Type()&fs.ModeSymlink != 0 {
				fd.notice(checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "symbolic link: not followed"}, named)
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			if isMinifiedName(d.Name()) {
				fd.notice(checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "minified bundle (by file name)"}, named)
				return nil
			}
			size := int64(-1)
			if info, err := d.Info(); err == nil {
				size = info.Size()
			}
			fd.add(checks.Input{Path: relPath, Size: size, Read: func() ([]byte, error) { return os.ReadFile(path) }}, named)
			return nil
		})
		if err != nil {
			return fd, fmt.Errorf("walk %s: %w", p, err)
		}
	}
	// The whole repository is scanned: its files are the summaries' world
	// (only go.mod and tsconfig.json files are read, for the module's own
	// packages and the TS import aliases). Named paths
	// read what they import from the rest of the work tree.
	if whole {
		ds := diskSource(absRoot)
		fd.repo = &checks.Source{GoModule: ds.GoModule, Config: ds.Read}
	} else {
		fd.repo = diskSource(absRoot)
	}
	return fd, nil
}

// resolveLinks returns path with its symbolic links resolved, or path itself
// when that fails (a missing path is reported later by the caller).
func resolveLinks(path string) string {
	if r, err := filepath.EvalSymlinks(path); err == nil {
		return r
	}
	return path
}

func isMinifiedName(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, ".min.") || strings.HasSuffix(n, ".bundle.js") || strings.HasSuffix(n, "-min.js")
}
