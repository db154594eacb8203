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
	"path/filepath"
	"strings"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
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
	// Paths are the files and folders to scan whole in path mode, relative
	// to the working directory; empty means Repo.
	Paths []string
	// Changes, when non-nil, replaces the git diff in diff mode: the changed
	// files come from elsewhere (the GitHub PR files API) and Read supplies
	// their contents at the head revision.
	Changes []diff.FileChange
	Read    func(path string) ([]byte, error)
	// FilterMode decides which findings are reported; empty means "added" in
	// diff mode and "nofilter" in path mode.
	FilterMode diff.FilterMode
	// Engine runs the rules; nil means a default engine with every rule.
	Engine *checks.Engine
	// Exclude, when set, drops files whose repository path it matches
	// (config `exclude:` globs, the Action's `exclude` input) before reading.
	Exclude func(path string) bool
	// FailOn is the severity at or above which a reported finding fails the
	// run; the checklist and the comment's header follow it (annotate.Report.FailOn).
	FailOn checks.Severity
	// ToolVersion, LinkBase and AutomationID are copied into the report.
	ToolVersion, LinkBase, AutomationID string
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
	diffMode := o.Base != "" || o.Changes != nil
	mode := o.FilterMode
	if mode == "" {
		mode = diff.NoFilter
		if diffMode {
			mode = diff.Added
		}
	}
	if diffMode {
		var closeFn func() error
		inputs, changes, closeFn, err = diffInputs(ctx, o)
		if err != nil {
			return nil, err
		}
		defer closeFn()
	} else {
		inputs, notices, err = pathInputs(o.Repo, o.Paths)
		if err != nil {
			return nil, err
		}
	}
	if o.Exclude != nil {
		kept := inputs[:0]
		for _, in := range inputs {
			if !o.Exclude(in.Path) {
				kept = append(kept, in)
			}
		}
		inputs = kept
		keptNotices := notices[:0] // an excluded symlink or bundle is not worth a notice either
		for _, n := range notices {
			if !o.Exclude(n.Path) {
				keptNotices = append(keptNotices, n)
			}
		}
		notices = keptNotices
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
	return &annotate.Report{
		ToolVersion:  o.ToolVersion,
		Findings:     res.Findings,
		Notices:      res.Notices,
		Files:        res.Files,
		Rules:        rules,
		Checklist:    checks.EvaluateChecklist(rules, res, o.FailOn),
		FailOn:       o.FailOn,
		FilterMode:   string(mode),
		LinkBase:     o.LinkBase,
		AutomationID: o.AutomationID,
	}, nil
}

// diffInputs lists the changed files that can be scanned, with contents read
// from the head revision (never the work tree: actions/checkout leaves a
// merge commit there, and line numbers must be the head's).
func diffInputs(ctx context.Context, o Options) ([]checks.Input, []diff.FileChange, func() error, error) {
	changes, read := o.Changes, o.Read
	closeFn := func() error { return nil }
	size := func(string) int64 { return -1 } // unknown: the engine checks after reading
	if changes == nil {
		head := o.Head
		if head == "" {
			head = "HEAD"
		}
		sha, err := diff.ResolveRev(ctx, o.Repo, head)
		if err != nil {
			return nil, nil, nil, err
		}
		if changes, err = diff.FromGit(ctx, o.Repo, o.Base, sha); err != nil {
			return nil, nil, nil, err
		}
		br, err := diff.NewBlobReader(ctx, o.Repo)
		if err != nil {
			return nil, nil, nil, err
		}
		closeFn = br.Close
		read = func(p string) ([]byte, error) { return br.Read(sha, p) }
		// The blob's size comes from git without reading it, so a file over
		// the size limit is skipped before its contents are loaded.
		size = func(p string) int64 {
			if n, err := br.Size(sha, p); err == nil {
				return n
			}
			return -1
		}
	}
	var inputs []checks.Input
	for _, c := range changes {
		if c.Status == diff.Deleted || c.Binary {
			continue
		}
		if _, ok := checks.DetectLanguage(c.Path); !ok {
			continue
		}
		p := c.Path
		inputs = append(inputs, checks.Input{Path: p, Size: size(p), Read: func() ([]byte, error) { return read(p) }})
	}
	return inputs, changes, closeFn, nil
}

// pathInputs walks the given paths below root. Reported paths are relative to
// root and slash-separated. Symlinks and paths that resolve outside root are
// skipped with a notice; unknown extensions and skipped folders silently.
func pathInputs(root string, paths []string) ([]checks.Input, []checks.Notice, error) {
	absRoot, err := filepath.Abs(root)
	if err != nil {
		return nil, nil, fmt.Errorf("resolve %s: %w", root, err)
	}
	// A root reached through a symbolic link is walked at its target (WalkDir
	// does not follow a link even as its root); given paths are resolved the
	// same way below so that they stay inside it.
	given := absRoot
	absRoot = resolveLinks(absRoot)
	if len(paths) == 0 {
		paths = []string{absRoot}
	}
	var inputs []checks.Input
	var notices []checks.Notice
	seen := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, nil, fmt.Errorf("resolve %s: %w", p, err)
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
			notices = append(notices, checks.Notice{Path: p, Kind: checks.NoticeSkipped, Reason: "path is outside the repository root " + root})
			continue
		}
		if _, err := os.Lstat(abs); err != nil {
			return nil, nil, fmt.Errorf("scan %s: %w", p, err)
		}
		err = filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
			relPath, _ := filepath.Rel(absRoot, path)
			relPath = filepath.ToSlash(relPath)
			if err != nil {
				notices = append(notices, checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "cannot read: " + err.Error()})
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
				notices = append(notices, checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "symbolic link: not followed"})
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			if isMinifiedName(d.Name()) {
				notices = append(notices, checks.Notice{Path: relPath, Kind: checks.NoticeSkipped, Reason: "minified bundle (by file name)"})
				return nil
			}
			size := int64(-1)
			if info, err := d.Info(); err == nil {
				size = info.Size()
			}
			inputs = append(inputs, checks.Input{Path: relPath, Size: size, Read: func() ([]byte, error) { return os.ReadFile(path) }})
			return nil
		})
		if err != nil {
			return nil, nil, fmt.Errorf("walk %s: %w", p, err)
		}
	}
	return inputs, notices, nil
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
