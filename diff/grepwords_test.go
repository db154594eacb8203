package diff

import (
	"context"
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"testing"
)

// hitsHolding are the paths of hits that hold a word of ws, in order.
func hitsHolding(hits []GrepHit, ws []string) []string {
	var out []string
	for _, h := range hits {
		for _, w := range h.Words {
			if slices.Contains(ws, w) {
				out = append(out, h.Path)
				break
			}
		}
	}
	return out
}

// TestGrepWordsAsGrepFiles: for every subset of the words, the hits of one
// GrepWordsExcept search that hold a word of the subset are, in order, the
// files GrepFilesExcept lists for the subset: at a revision, in the index
// and in the work tree; over hand-made edges (a word inside a longer word,
// next to another word, at a line's ends, after a non-ASCII byte, in a
// binary file, in an excluded test file, a path with a colon and a space,
// nested folders whose tree order is not the paths' byte order) and over
// random texts built from the words' pieces.
func TestGrepWordsAsGrepFiles(t *testing.T) {
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q", "-b", "main")
	files := map[string]string{
		"src/a.ts":        "import { x } from './utils';\nconst openai = 1;\n",
		"src/b.ts":        "utilsx xutils utils_ _utils utils.x\n",
		"src/c.ts":        "openai utils\nutils\n",
		"src/d.ts":        "éutils\nutilsé\n",
		"src/e.ts":        "nothing here\n",
		"src/f.ts":        "\x00binary utils openai\n",
		"src/g.test.ts":   "utils openai\n",
		"src/h i:j.ts":    "openaiopenai openai\n",
		"src/k/l.ts":      "index\n",
		"src/k.ts":        "index_\nindex",
		"src/k-m.ts":      "openai-index index-openai\n",
		"lib/openai.js":   "module.exports = require('./utils')\r\n",
		"lib/utils/x.mjs": "utils\tutils\tutils",
	}
	rng := rand.New(rand.NewSource(34))
	pieces := []string{"utils", "openai", "index", "_", "x", " ", "\n", ".", "-", "é", "9", "\t", "/"}
	for i := 0; i < 60; i++ {
		var s string
		for j := rng.Intn(30); j > 0; j-- {
			s += pieces[rng.Intn(len(pieces))]
		}
		files[fmt.Sprintf("r/%02d/f%d.ts", i%7, i)] = s
	}
	for p, s := range files {
		writeFile(t, dir, p, s, 0o644)
	}
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "base")
	rev := gitRun(t, dir, "rev-parse", "HEAD")
	writeFile(t, dir, "src/staged.ts", "utils\n", 0o644)
	gitRun(t, dir, "add", "src/staged.ts")
	writeFile(t, dir, "src/new.ts", "openai\n", 0o644)
	words := []string{"utils", "openai", "index"}
	globs := []string{"**/*.ts", "**/*.js", "**/*.mjs"}
	except := []string{"**/*.test.*"}
	ctx := context.Background()
	for _, r := range []string{rev, Staged, ""} {
		hits, err := GrepWordsExcept(ctx, dir, r, words, globs, except)
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) < 10 {
			t.Fatalf("%q: only %d hits", r, len(hits))
		}
		for mask := 1; mask < 1<<len(words); mask++ {
			var ws []string
			for i, w := range words {
				if mask&(1<<i) != 0 {
					ws = append(ws, w)
				}
			}
			want, err := GrepFilesExcept(ctx, dir, r, ws, globs, except)
			if err != nil {
				t.Fatal(err)
			}
			if got := hitsHolding(hits, ws); !reflect.DeepEqual(got, want) {
				t.Errorf("rev %q, words %q: from GrepWordsExcept %q, GrepFilesExcept %q", r, ws, got, want)
			}
		}
	}
	if _, err := GrepWordsExcept(ctx, dir, rev, []string{"utils", "mcp-handler"}, globs, nil); err == nil {
		t.Error("a word with a hyphen is an error (the caller searches it alone)")
	}
	if hits, err := GrepWordsExcept(ctx, dir, rev, []string{"absent", "neither"}, globs, nil); err != nil || hits != nil {
		t.Errorf("no match: %v, %v; want nil, nil", hits, err)
	}
	t.Setenv("GIT_CONFIG_COUNT", "2") // the user's grep.lineNumber and grep.column change nothing
	t.Setenv("GIT_CONFIG_KEY_0", "grep.lineNumber")
	t.Setenv("GIT_CONFIG_VALUE_0", "true")
	t.Setenv("GIT_CONFIG_KEY_1", "grep.column")
	t.Setenv("GIT_CONFIG_VALUE_1", "true")
	hits, err := GrepWordsExcept(ctx, dir, rev, words, globs, except)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := GrepFilesExcept(ctx, dir, rev, words, globs, except)
	if got := hitsHolding(hits, words); !reflect.DeepEqual(got, want) {
		t.Errorf("with grep.lineNumber and grep.column: %q, want %q", got, want)
	}
}

func TestTokenWord(t *testing.T) {
	for w, want := range map[string]bool{"utils": true, "a_1": true, "": false, "mcp-handler": false, "a.b": false, "é": false, "x y": false} {
		if got := TokenWord(w); got != want {
			t.Errorf("TokenWord(%q) = %v", w, got)
		}
	}
}
