package diff

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strings"
)

// GrepHit is a file that GrepWordsExcept found, with the words found in it
// (each once, in the order they were first found).
type GrepHit struct {
	Path  string
	Words []string
}

// GrepWordsExcept is GrepFilesExcept for several words at once, telling
// which word each file holds: in one search (`git grep -o`, which prints
// every whole-word match), the files in the order GrepFilesExcept lists
// them, each with the words it holds. So the files that
// GrepFilesExcept(ctx, repoDir, rev, ws, globs, except) returns for any
// subset ws of words are, in order, the hits holding a word of ws: one
// search answers the questions that would each have run a search of their
// own (and decompressed every blob of the revision again).
//
// Every word must be made of ASCII letters, digits and underscores: a
// whole-word match of such a word is a whole token of the text, so the
// matches of two such words never overlap and `-o` (which goes on after
// each match) prints a word wherever `-l -e word` finds it. An error is
// returned for any other word (the caller asks GrepFilesExcept instead) and
// for an output line that is not a path and one of words.
func GrepWordsExcept(ctx context.Context, repoDir, rev string, words, globs, except []string) ([]GrepHit, error) {
	want := map[string]bool{}
	for _, w := range words {
		if !TokenWord(w) {
			return nil, fmt.Errorf("git grep: %q is not a word of letters, digits and underscores", w)
		}
		want[w] = true
	}
	if len(words) == 0 {
		return nil, nil
	}
	// --no-line-number, --no-column: the configuration's grep.lineNumber
	// and grep.column would put fields between the path and the match.
	out, err := runGrep(ctx, repoDir, rev, words, globs, except, "-o", "--no-line-number", "--no-column")
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == 1 { // nothing matched
			return nil, nil
		}
		return nil, err
	}
	var hits []GrepHit
	for out != "" {
		p, rest, ok := strings.Cut(out, "\x00")
		if !ok {
			return nil, fmt.Errorf("git grep -o: no path ends its output")
		}
		w, rest, ok := strings.Cut(rest, "\n")
		if !ok || !want[w] {
			return nil, fmt.Errorf("git grep -o: unexpected match %q in %q", w, p)
		}
		out = rest
		if rev != "" && rev != Staged {
			p = strings.TrimPrefix(p, rev+":")
		}
		if n := len(hits); n == 0 || hits[n-1].Path != p {
			hits = append(hits, GrepHit{Path: p})
		}
		h := &hits[len(hits)-1]
		if !slices.Contains(h.Words, w) {
			h.Words = append(h.Words, w)
		}
	}
	return hits, nil
}

// TokenWord reports whether w is a non-empty word of ASCII letters, digits
// and underscores (git's word characters), as GrepWordsExcept needs.
func TokenWord(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}
