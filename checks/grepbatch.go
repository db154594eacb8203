package checks

import (
	"context"
	"path"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// batchedSearch returns a World-style search (grepIn's) over the files
// globs name (in any folder) that answers from one Source.GrepWords search
// made at its first call, for the words of that call and every word of
// ahead: git decompresses every blob of the revision for each search, so
// the questions jsRepoImported asks about several changed modules (one
// search each, ~0.045 s of git's CPU apiece on a 3,500-file repository)
// cost one search. A call with a word outside that search (the importers'
// own names, found later) or a word GrepWords does not take (tokenWord),
// and every call after a failed GrepWords, asks plain instead (grepIn's
// search): its answer is the same. Not safe for concurrent calls.
//
// The answer from the batch is Grep's for the same words: GrepWords lists
// the files in Grep's order with the words each holds, so the files
// holding one of words, in that order, are what Grep(words) lists
// (diff.GrepWordsExcept; TestBatchedSearchAsPlain).
func batchedSearch(ctx context.Context, grepWords func(ctx context.Context, words, globs []string) ([]GrepHit, error),
	globs, ahead []string, plain func(words []string) []string) func(words []string) []string {
	in := make([]string, len(globs))
	for i, g := range globs {
		in[i] = "**/" + g
	}
	var (
		asked     bool
		plainOnly bool // GrepWords failed, or one word: as plain
		hits      []GrepHit
		inHits    map[string]bool // the words searched for
	)
	return func(words []string) []string {
		if !asked {
			asked = true
			var all []string
			seen := map[string]bool{}
			for _, w := range append(append([]string(nil), words...), ahead...) {
				if tokenWord(w) && !seen[w] {
					seen[w] = true
					all = append(all, w)
				}
			}
			if len(all) > 1 { // one word: the plain search is the same search
				var err error
				if hits, err = grepWords(ctx, all, in); err != nil {
					plainOnly = true
				} else {
					inHits = seen
				}
			} else {
				plainOnly = true
			}
		}
		if plainOnly {
			return plain(words)
		}
		for _, w := range words {
			if !inHits[w] {
				return plain(words)
			}
		}
		var out []string
		for _, h := range hits {
			for _, w := range h.Words {
				if slices.Contains(words, w) {
					out = append(out, h.Path)
					break
				}
			}
		}
		return out
	}
}

// searchOnce returns search answering each list of words once: a later
// call with the same words (in the same order) gets the first call's
// answer, which the caller must not change. The searches it wraps
// (grepIn's, batchedSearch's) read one revision, so their answer for the
// same words does not change during a scan; without it every changed
// module of one base name (1,000 scripts/pN/cli.ts) ran the same git grep
// over the whole revision, quadratic work (review34a HIGH-1). Not safe
// for concurrent calls.
func searchOnce(search func(words []string) []string) func(words []string) []string {
	answers := map[string][]string{}
	return func(words []string) []string {
		key := strings.Join(words, "\x00") // words are file base names: no NUL
		v, ok := answers[key]
		if !ok {
			v = search(words)
			answers[key] = v
		}
		return v
	}
}

// tokenWord reports whether w is made of ASCII letters, digits and
// underscores only (git's word characters; diff.TokenWord): the words
// Source.GrepWords takes.
func tokenWord(w string) bool {
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

// jsAskedWords are the words jsServedIn searches first for the JS/TS
// inputs whose file may ask jsRepoImported whether serving code imports
// it: model.File.isScript asks it of a file in a script folder
// (model.InScriptDir) and of a cli.* file. The module's base name, and for
// an index module its folder's (jsServedIn's first words).
func jsAskedWords(inputs []Input) []string {
	var out []string
	for _, in := range inputs {
		p := in.Path
		if lang, ok := model.DetectLanguage(p); !ok || !lang.IsJS() {
			continue
		}
		if !model.InScriptDir(p) && !strings.HasPrefix(path.Base(p), "cli.") {
			continue
		}
		key := strings.TrimSuffix(p, path.Ext(p))
		out = append(out, path.Base(key))
		if d := path.Dir(key); path.Base(key) == "index" && d != "." {
			out = append(out, path.Base(d))
		}
	}
	return out
}
