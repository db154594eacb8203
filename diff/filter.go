package diff

import (
	"fmt"
	"path"

	"github.com/resilience-check/resilience-check/finding"
)

// FilterMode chooses which findings count as "in the diff". The names and
// meanings are reviewdog's. It implements flag.Value.
type FilterMode string

// Filter modes.
const (
	// Added keeps findings on lines the change added or rewrote.
	Added FilterMode = "added"
	// DiffContext keeps findings on lines inside the diff's hunks, context
	// lines included (3 lines either side with git's default).
	DiffContext FilterMode = "diff_context"
	// File keeps findings anywhere in a changed (not deleted) file.
	File FilterMode = "file"
	// NoFilter keeps every finding.
	NoFilter FilterMode = "nofilter"
)

// ParseFilterMode returns the mode named s, or an error listing the valid
// names.
func ParseFilterMode(s string) (FilterMode, error) {
	switch m := FilterMode(s); m {
	case Added, DiffContext, File, NoFilter:
		return m, nil
	}
	return "", fmt.Errorf("unknown filter mode %q: want added, diff_context, file or nofilter", s)
}

// String returns the mode's name; it is part of flag.Value.
func (m *FilterMode) String() string { return string(*m) }

// Set sets the mode from its name (see ParseFilterMode); it is part of
// flag.Value.
func (m *FilterMode) Set(s string) error {
	v, err := ParseFilterMode(s)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Apply sets InDiff on every finding according to mode and the changed
// files. A finding covers lines StartLine..EndLine (1-based, inclusive; an
// EndLine before StartLine counts as StartLine), and is in the diff when any
// of those lines is added (Added) or inside a hunk (DiffContext), or when its
// file changed at all (File). Deleted files match nothing; a WholeFile
// change matches every line. NoFilter marks every finding, with or without
// changes. An empty or unknown mode acts as Added. Paths are compared after
// path.Clean.
func Apply(findings []finding.Finding, changes []FileChange, mode FilterMode) {
	if mode == NoFilter {
		for i := range findings {
			findings[i].InDiff = true
		}
		return
	}
	byPath := make(map[string][]*FileChange, len(changes))
	for i := range changes {
		if c := &changes[i]; c.Status != Deleted {
			p := path.Clean(c.Path)
			byPath[p] = append(byPath[p], c)
		}
	}
	for i := range findings {
		f := &findings[i]
		f.InDiff = false
		cs := byPath[path.Clean(f.Path)]
		for _, c := range cs {
			if c.matches(f.StartLine, max(f.EndLine, f.StartLine), mode) {
				f.InDiff = true
				break
			}
		}
		// A fix can be offered as a suggested change only when every line it
		// replaces was added by the change: GitHub refuses review comments
		// outside the diff (422), and a suggestion on old lines rewrites what
		// the author did not touch.
		f.FixInDiff = false
		if fx := f.Autofix; fx != nil && fx.Lines != nil {
			for _, c := range cs {
				if !c.WholeFile && allIn(c.Added, fx.Lines.StartLine, fx.Lines.EndLine) {
					f.FixInDiff = true
				}
			}
		}
		// A file-level finding outside the diff moves to the first of its
		// other sites that the change touched (finding.Finding.Also).
		for _, s := range f.Also {
			if f.InDiff {
				break
			}
			for _, c := range cs {
				if c.matches(s.StartLine, max(s.EndLine, s.StartLine), mode) {
					f.MoveTo(s)
					f.InDiff = true
					break
				}
			}
		}
	}
}

// matches reports whether lines from..to of the new file count as changed
// under mode.
func (c *FileChange) matches(from, to int, mode FilterMode) bool {
	switch {
	case mode == File || c.WholeFile:
		return true
	case mode == DiffContext:
		return anyIn(c.Hunks, from, to)
	}
	return anyIn(c.Added, from, to)
}

// allIn reports whether lines from..to all lie in one of the sorted, merged
// ranges rs.
func allIn(rs []LineRange, from, to int) bool {
	for _, r := range rs {
		if r.Start <= from && to <= r.End {
			return true
		}
	}
	return false
}
