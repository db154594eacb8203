package action

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/go-github/v62/github"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/ghclient"
	"github.com/resilience-check/resilience-check/internal/config"
	"github.com/resilience-check/resilience-check/internal/scan"
)

// changes is a diff and a way to read the head revision's files.
type changes struct {
	source string // says where the diff came from, for the log and summary
	files  []diff.FileChange
	read   func(path string) ([]byte, error)
	close  func() error
	// git says files and read come from the local clone at the head
	// commit: the scan reads the other files it needs from there too.
	git bool
}

// scan runs the scan the target asks for and returns the report, restricted
// to the paths the inputs and the config select.
// When the diff changes cfgPath (the config's repository path) the report's
// headline says so (annotate.Report.ConfigNote).
func (r *run) scan(ctx context.Context, cfg *config.Config, serverURL, cfgPath string) (*annotate.Report, error) {
	opts := r.scanOptions(cfg, serverURL)
	keep := func(p string) bool { return r.in.selected(p) && !cfg.Excluded(p) }
	if r.target.Kind == KindRepository {
		// The work tree is the commit itself here (no merge commit), so it is
		// read from disk.
		r.note("scanned the whole repository at %s from the work tree", short(r.target.Head))
		opts.FilterMode = diff.NoFilter
		rep, err := scan.Run(ctx, opts)
		if err != nil {
			return nil, err
		}
		return restrict(rep, opts.Engine.Rules, keep), nil
	}
	ch, err := r.changesFromGit(ctx, cfg)
	if err != nil {
		r.logf("local git cannot give the diff (%v); reading it from the GitHub API", err)
		if ch, err = r.changesFromAPI(ctx, cfg); err != nil {
			return nil, err
		}
	}
	defer ch.close()
	r.note("diff source: %s", ch.source)
	selected := make([]diff.FileChange, 0, len(ch.files))
	cfgChanged := false
	for _, f := range ch.files {
		if keep(f.Path) {
			selected = append(selected, f)
		}
		if cfgPath != "" && (f.Path == cfgPath || f.OldPath == cfgPath) {
			cfgChanged = true
		}
	}
	opts.Base, opts.Head = r.target.Base, r.target.Head
	opts.Changes, opts.Read, opts.ChangesFromGit = selected, ch.read, ch.git
	opts.FilterMode = diff.FilterMode(r.in.FilterMode)
	rep, err := scan.Run(ctx, opts)
	if err == nil {
		rep.ConfigNote = r.configNote(cfgPath, cfgChanged)
	}
	return rep, err
}

// changesFromGit diffs the checkout when git works there, fetching the base
// and head commits (and enough history for their merge base) when the clone
// lacks them. Contents are read from the head commit, never the work tree,
// which actions/checkout leaves at the merge commit.
func (r *run) changesFromGit(ctx context.Context, cfg *config.Config) (*changes, error) {
	g := &git{bin: r.env.Git, dir: r.ws, token: r.in.Token, logf: r.logf}
	if err := g.usable(ctx); err != nil {
		return nil, err
	}
	baseRev, err := g.prepare(ctx, r.target.Base, r.target.BaseBranch, r.target.Head)
	if err != nil {
		return nil, err
	}
	mergeBase, err := g.run(ctx, nil, "merge-base", baseRev, r.target.Head)
	if err != nil {
		return nil, err
	}
	files, err := diff.FromGit(ctx, r.ws, mergeBase, r.target.Head)
	if err != nil {
		return nil, err
	}
	br, err := diff.NewBlobReader(ctx, r.ws)
	if err != nil {
		return nil, err
	}
	head := r.target.Head
	return &changes{
		source: fmt.Sprintf("local git, %s...%s (merge base %s)", short(r.target.Base), short(head), short(mergeBase)),
		files:  files,
		read:   func(p string) ([]byte, error) { return br.Read(head, p) },
		close:  br.Close,
		git:    true,
	}, nil
}

// changesFromAPI lists the changed files from the pull request files API (or
// the compare API for a push) and reads each scanned file at the head commit
// from the contents API. A file listed without a patch (too large a diff, or
// binary) is scanned whole, as filter mode "file" would.
func (r *run) changesFromAPI(ctx context.Context, cfg *config.Config) (*changes, error) {
	if r.down != nil {
		return nil, fmt.Errorf("no diff: local git cannot give it and GitHub was unreachable earlier in this run (%v)", r.down)
	}
	var (
		files  []*github.CommitFile
		source string
		err    error
	)
	switch r.target.Kind {
	case KindPullRequest:
		files, err = r.gh.PullRequestFiles(ctx, r.repo, r.target.Number)
		if err != nil {
			return nil, err
		}
		source = fmt.Sprintf("the pull request files API (%d files)", len(files))
		if n := ghclient.FilesCapNote(len(files), r.target.ChangedFiles); n != "" {
			r.note("%s", n)
		}
	case KindPush:
		var truncated bool
		files, truncated, err = r.gh.CompareFiles(ctx, r.repo, r.target.Base, r.target.Head)
		if err != nil {
			return nil, err
		}
		source = fmt.Sprintf("the compare API, %s...%s (%d files)", short(r.target.Base), short(r.target.Head), len(files))
		if truncated {
			r.note("GitHub's compare API lists at most %d changed files; files past them were not scanned", ghclient.MaxCompareFiles)
		}
	default:
		return nil, fmt.Errorf("no API diff for a %s run", r.target.Kind)
	}
	out, whole, perrs := ghclient.FileChanges(files)
	for _, perr := range perrs {
		r.logf("%v; scanning the file whole", perr)
	}
	if whole > 0 {
		r.note("%d file(s) came without a patch (binary, or a diff too large for the API) and were scanned whole", whole)
	}
	maxBytes := cfg.MaxFileBytes
	if maxBytes <= 0 {
		maxBytes = checks.DefaultMaxFileBytes
	}
	head := r.target.Head
	return &changes{
		source: source + "; contents at " + short(head) + " from the contents API",
		files:  out,
		read: func(p string) ([]byte, error) {
			b, err := r.gh.FileContent(ctx, r.repo, head, p, maxBytes)
			if errors.Is(err, ghclient.ErrTooLarge) {
				return nil, fmt.Errorf("file is over the %d-byte limit", maxBytes)
			}
			return b, err
		},
		close: func() error { return nil },
	}, nil
}

// restrict drops from rep what lies outside the selected paths and decides
// the checklist again from what is left.
func restrict(rep *annotate.Report, rules []*checks.Rule, keep func(string) bool) *annotate.Report {
	res := &checks.Result{Findings: []checks.Finding{}, Notices: []checks.Notice{}, Files: []checks.ScannedFile{}}
	for _, f := range rep.Findings {
		if keep(f.Path) {
			res.Findings = append(res.Findings, f)
		}
	}
	for _, n := range rep.Notices {
		if n.Path == "" || keep(n.Path) { // "": a notice on the whole run
			res.Notices = append(res.Notices, n)
		}
	}
	for _, f := range rep.Files {
		if keep(f.Path) {
			res.Files = append(res.Files, f)
		}
	}
	if len(res.Findings) == len(rep.Findings) && len(res.Notices) == len(rep.Notices) && len(res.Files) == len(rep.Files) {
		return rep
	}
	out := *rep
	out.Findings, out.Notices, out.Files = res.Findings, res.Notices, res.Files
	infos := rep.Rules
	if rules != nil {
		infos = checks.Infos(rules)
	}
	out.Checklist = checks.EvaluateChecklist(infos, res, rep.FailOn)
	return &out
}
