// Package fixrun applies the fixes of a scan's reported findings to the files
// on disk (`scan --fix`) or prints them as a unified diff (`scan --diff`). The
// fixing itself is package checks/fix's; this package chooses the files,
// reads and writes them, and summarises.
package fixrun

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	udiff "github.com/aymanbagabas/go-udiff"

	"github.com/resilience-check/resilience-check/annotate"
	"github.com/resilience-check/resilience-check/checks"
	"github.com/resilience-check/resilience-check/checks/fix"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/internal/safefile"
)

// Options say which fixes to apply and where.
type Options struct {
	// Root is the folder the report's slash-separated paths are relative to.
	Root string
	// Engine runs the same rules as the scan that made the report.
	Engine *checks.Engine
	// Unsafe also applies unsafe fixes (--unsafe-fixes).
	Unsafe bool
	// Write writes the fixed files (--fix); otherwise nothing is written and
	// Summary.Diff holds the changes (--diff).
	Write bool
}

// DroppedFix is a fix that was not applied, with the file it is in.
type DroppedFix struct {
	Path string
	fix.Dropped
}

// Summary is what a fix run did.
type Summary struct {
	Files   int          // files changed (or that would change)
	Applied int          // fixes applied
	Unsafe  int          // unsafe fixes left out (no --unsafe-fixes)
	Dropped []DroppedFix // fixes that failed their check, never written
	Skipped []string     // files that could not be read or written, with the reason
	Diff    string       // unified diff of every change, paths as a/PATH and b/PATH
}

// Run fixes the files of rep's reported findings (Finding.Reported) that
// carry a fix, limited to those findings: in diff mode only fixes on changed
// lines are applied. Files are read from Root as they are now; a symbolic
// link, or a path that resolves outside Root, is skipped (Summary.Skipped)
// and never written (package safefile). It returns an
// error only when ctx ends.
func Run(ctx context.Context, rep *annotate.Report, o Options) (*Summary, error) {
	keep := map[string]map[string]bool{} // path -> fingerprints of the reported fixable findings
	for _, f := range rep.Findings {
		if f.Reported() && f.Autofix != nil {
			if keep[f.Path] == nil {
				keep[f.Path] = map[string]bool{}
			}
			keep[f.Path][f.Fingerprint()] = true
		}
	}
	paths := make([]string, 0, len(keep))
	for p := range keep {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	s := &Summary{}
	var diff strings.Builder
	for _, p := range paths {
		if err := ctx.Err(); err != nil {
			return s, err
		}
		full := filepath.Join(o.Root, filepath.FromSlash(p))
		// A link, or a file below a linked folder, is neither read nor
		// rewritten: --fix must not edit a file outside the repository.
		src, err := safefile.ReadFile(o.Root, full)
		if err != nil {
			s.Skipped = append(s.Skipped, fmt.Sprintf("%s: %v", p, err))
			continue
		}
		fps := keep[p]
		res, err := fix.File(ctx, p, src, fix.Options{Engine: o.Engine, Unsafe: o.Unsafe,
			Keep: func(f model.Finding) bool { return fps[f.Fingerprint()] }})
		if err != nil {
			s.Skipped = append(s.Skipped, fmt.Sprintf("%s: %v", p, err))
			continue
		}
		s.Unsafe += res.Unsafe
		for _, d := range res.Dropped {
			s.Dropped = append(s.Dropped, DroppedFix{Path: p, Dropped: d})
		}
		if len(res.Applied) == 0 {
			continue
		}
		s.Files++
		s.Applied += len(res.Applied)
		diff.WriteString(udiff.Unified("a/"+p, "b/"+p, string(src), string(res.Src)))
		if o.Write {
			info, err := os.Lstat(full)
			if err == nil {
				err = safefile.WriteFile(o.Root, full, res.Src, info.Mode().Perm())
			}
			if err != nil {
				s.Skipped = append(s.Skipped, fmt.Sprintf("%s: write: %v", p, err))
			}
		}
	}
	s.Diff = diff.String()
	return s, nil
}

// Fixable counts the reported findings that carry a fix, safe and unsafe,
// for the "N fixable with --fix" line.
func Fixable(rep *annotate.Report) (safe, unsafe int) {
	for _, f := range rep.Findings {
		if f.Reported() && f.Autofix != nil {
			if f.Autofix.Applicability == model.FixUnsafe {
				unsafe++
			} else {
				safe++
			}
		}
	}
	return safe, unsafe
}
