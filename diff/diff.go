// Package diff says which lines a pull request changed and marks the findings
// that lie on them. It reads the changes from local git (FromGit, BlobReader)
// or from the patches of GitHub's pull request files API (ParsePatch), and
// Apply marks findings under one of reviewdog's filter modes.
//
// All line numbers are 1-based and ranges are inclusive at both ends. Paths
// are slash-separated and relative to the repository root.
package diff

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/bluekeyes/go-gitdiff/gitdiff"
)

// Status says what a change did to a file. The zero value is Modified.
type Status int

// File statuses. A new file is Created rather than Added because Added is
// the filter mode; String still gives git's word, "added".
const (
	Modified Status = iota
	Created
	Deleted
	Renamed
	Copied
)

// String returns "modified", "added", "deleted", "renamed" or "copied".
func (s Status) String() string {
	switch s {
	case Created:
		return "added"
	case Deleted:
		return "deleted"
	case Renamed:
		return "renamed"
	case Copied:
		return "copied"
	}
	return "modified"
}

// LineRange is a run of lines, 1-based and inclusive: {3, 5} is lines 3, 4
// and 5. Start <= End for every range this package returns.
type LineRange struct{ Start, End int }

// Contains reports whether line (1-based) lies in the range.
func (r LineRange) Contains(line int) bool { return r.Start <= line && line <= r.End }

// FileChange is what a diff did to one file.
type FileChange struct {
	// Path is the file's path after the change (for a deleted file, its path
	// before), slash-separated and relative to the repository root.
	Path string
	// OldPath is the path before the change: equal to Path unless the file
	// was renamed or copied, empty for a created file.
	OldPath string
	Status  Status // Created, Modified, Renamed, Deleted or Copied
	// Binary is true when git saw a binary file; Added and Hunks are empty.
	Binary bool
	// Added lists the lines of the new file that the change added or
	// rewrote: 1-based inclusive ranges, sorted, merged where they touch.
	Added []LineRange
	// Hunks lists the new-file line spans of the hunks, context lines
	// included, in the same form as Added. Every added line lies in a hunk.
	Hunks []LineRange
	// WholeFile means no patch was available (the API omitted it, or it
	// could not be parsed): every line of the file counts as changed.
	WholeFile bool
	// NewOID is the full object name of the file's new blob when git's diff
	// gave one (--full-index; not for work-tree files, which git has not
	// hashed): BlobReader.ReadObject reads it whatever bytes the path holds
	// (a newline, which cat-file's "rev:path" request line cannot carry).
	NewOID string
}

// AddedLine reports whether line n (1-based) of the new file was added or
// rewrote an old line; always true for a WholeFile change.
func (c *FileChange) AddedLine(n int) bool { return c.WholeFile || anyIn(c.Added, n, n) }

// InContext reports whether line n (1-based) of the new file lies in a hunk,
// context lines included; always true for a WholeFile change.
func (c *FileChange) InContext(n int) bool { return c.WholeFile || anyIn(c.Hunks, n, n) }

// anyIn reports whether any line from..to lies in one of the sorted,
// disjoint ranges rs.
func anyIn(rs []LineRange, from, to int) bool {
	i, _ := slices.BinarySearchFunc(rs, from, func(r LineRange, line int) int {
		if r.End < line {
			return -1
		}
		return 1
	})
	return i < len(rs) && rs[i].Start <= to && rs[i].End >= from
}

// ParseUnified parses the output of git diff: several files, with renames,
// copies, mode changes, binary files and "\ No newline at end of file"
// markers. It returns one FileChange per file in the order of the diff,
// including deleted files (Status Deleted, no lines) and binary files
// (Binary true), which callers usually skip. Empty input gives no changes.
// Errors come from the parser (corrupt hunks, miscounted lines) or from r.
func ParseUnified(r io.Reader) ([]FileChange, error) {
	files, _, err := gitdiff.Parse(r)
	if err != nil {
		return nil, fmt.Errorf("parse diff: %w", err)
	}
	changes := make([]FileChange, 0, len(files))
	for _, f := range files {
		c, err := fromFile(f)
		if err != nil {
			return nil, fmt.Errorf("parse diff: %s: %w", c.Path, err)
		}
		changes = append(changes, c)
	}
	return changes, nil
}

// ParsePatch builds the FileChange for path from one entry's "patch" of
// GitHub's pull request files API: the hunks alone ("@@ -a,b +c,d @@ ...")
// without file headers. The result has Status Modified (the API's own
// "status" field tells the real one) and OldPath equal to path. An empty
// patch, which the API sends for binary files, pure renames and diffs too
// large to show, gives WholeFile true.
//
// A patch that does not start with a hunk header, miscounts its lines or has
// hunks out of order is an error; the FileChange returned with it has
// WholeFile set, so a caller may scan the whole file instead. Line numbers
// in parser errors count two header lines that ParsePatch adds in front.
func ParsePatch(path, patch string) (FileChange, error) {
	whole := FileChange{Path: path, OldPath: path, WholeFile: true}
	if strings.TrimSpace(patch) == "" {
		return whole, nil
	}
	if !strings.HasPrefix(patch, "@@ -") {
		return whole, fmt.Errorf("parse patch for %s: does not start with a hunk header %q", path, "@@ -")
	}
	if !strings.HasSuffix(patch, "\n") {
		patch += "\n"
	}
	// A fixed name in the synthetic header keeps odd paths out of the parser.
	files, _, err := gitdiff.Parse(strings.NewReader("--- a/file\n+++ b/file\n" + patch))
	if err == nil && len(files) != 1 {
		err = fmt.Errorf("holds %d files, want 1", len(files))
	}
	if err != nil {
		return whole, fmt.Errorf("parse patch for %s: %w", path, err)
	}
	c, err := fromFile(files[0])
	if err != nil {
		return whole, fmt.Errorf("parse patch for %s: %w", path, err)
	}
	c.Path, c.OldPath, c.Status = path, path, Modified
	return c, nil
}

// fromFile converts one parsed file. On error the returned change still
// carries the path, for the message.
func fromFile(f *gitdiff.File) (FileChange, error) {
	c := FileChange{Path: f.NewName, OldPath: f.OldName, Binary: f.IsBinary}
	if isObjectID(f.NewOIDPrefix) && strings.Trim(f.NewOIDPrefix, "0") != "" {
		c.NewOID = f.NewOIDPrefix
	}
	switch {
	case f.IsNew:
		c.Status, c.OldPath = Created, ""
	case f.IsDelete:
		c.Status, c.Path = Deleted, f.OldName
	case f.IsRename:
		c.Status = Renamed
	case f.IsCopy:
		c.Status = Copied
	}
	var err error
	c.Added, c.Hunks, err = lineRanges(f.TextFragments)
	return c, err
}

// maxLine bounds line numbers so that they fit an int on every platform.
const maxLine = math.MaxInt32

var errHunkOrder = errors.New("hunks overlap or are out of order")

// lineRanges walks the hunks of one file and returns the added lines and the
// hunk spans of the new file. The parser has checked the line counts; this
// checks the positions: in range, and hunks in increasing order.
func lineRanges(frags []*gitdiff.TextFragment) (added, hunks []LineRange, err error) {
	for _, fr := range frags {
		if fr.NewLines == 0 {
			continue // a pure deletion covers no line of the new file
		}
		if fr.NewPosition < 1 || fr.NewLines < 0 || fr.NewPosition > maxLine-fr.NewLines {
			return nil, nil, fmt.Errorf("hunk %q: new lines out of range", strings.TrimSpace(fr.Header()))
		}
		start, end := int(fr.NewPosition), int(fr.NewPosition+fr.NewLines-1)
		if len(hunks) > 0 && start <= hunks[len(hunks)-1].End {
			return nil, nil, fmt.Errorf("hunk %q: %w", strings.TrimSpace(fr.Header()), errHunkOrder)
		}
		hunks = appendRange(hunks, start, end)
		n := start
		for _, l := range fr.Lines {
			switch l.Op {
			case gitdiff.OpAdd:
				added = appendRange(added, n, n)
				n++
			case gitdiff.OpContext:
				n++
			}
		}
	}
	return added, hunks, nil
}

// appendRange appends start..end to sorted ranges, merging it with the last
// range when they touch or overlap. start must not precede the last start.
func appendRange(rs []LineRange, start, end int) []LineRange {
	if k := len(rs) - 1; k >= 0 && start <= rs[k].End+1 {
		rs[k].End = max(rs[k].End, end)
		return rs
	}
	return append(rs, LineRange{start, end})
}
