package checks

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// fakeRepo is a repository's files for the searches of batchedSearch:
// plain lists the files holding one of words as a whole token (in path
// order, as git lists them), grepWords the same files with their words.
type fakeRepo struct {
	files         map[string]string
	plains, batch int
	fail          bool
}

func (r *fakeRepo) holds(p, w string) bool {
	for _, tok := range strings.FieldsFunc(r.files[p], func(c rune) bool { return !tokenWord(string(c)) }) {
		if tok == w {
			return true
		}
	}
	return false
}

func (r *fakeRepo) paths() []string {
	var ps []string
	for p := range r.files {
		ps = append(ps, p)
	}
	sort.Strings(ps)
	return ps
}

func (r *fakeRepo) plain(words []string) []string {
	r.plains++
	var out []string
	for _, p := range r.paths() {
		for _, w := range words {
			if r.holds(p, w) {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

func (r *fakeRepo) grepWords(_ context.Context, words, globs []string) ([]GrepHit, error) {
	r.batch++
	if r.fail {
		return nil, errors.New("git grep failed")
	}
	if !reflect.DeepEqual(globs, []string{"**/*.ts", "**/*.js"}) {
		return nil, errors.New("unexpected globs")
	}
	var out []GrepHit
	for _, p := range r.paths() {
		var ws []string
		for _, w := range words {
			if r.holds(p, w) {
				ws = append(ws, w)
			}
		}
		if ws != nil {
			out = append(out, GrepHit{Path: p, Words: ws})
		}
	}
	return out, nil
}

// TestBatchedSearchAsPlain: every answer of batchedSearch is the plain
// search's for the same words; the words asked first and ahead cost one
// search, a word outside it (or not a token word) a plain one, and after a
// failed batch every call is plain.
func TestBatchedSearchAsPlain(t *testing.T) {
	files := map[string]string{
		"a/server.ts":      "import { x } from './utils'; import o from '../openai'",
		"a/utils.ts":       "export const utils = 1",
		"b/index.ts":       "export * from './helpers/index'",
		"b/other.js":       "require('./helpers')",
		"c/openai.ts":      "const openai = new OpenAI()",
		"d/nothing.ts":     "nothing",
		"e/mcp-handler.ts": "mcp-handler",
	}
	questions := [][]string{{"openai"}, {"utils"}, {"index", "helpers"}, {"server"}, {"mcp-handler"}, {"openai"}, {"absent"}}
	ahead := []string{"utils", "index", "helpers", "mcp-handler", "absent"}
	for _, fail := range []bool{false, true} {
		plainRepo := &fakeRepo{files: files}
		repo := &fakeRepo{files: files, fail: fail}
		search := batchedSearch(context.Background(), repo.grepWords, []string{"*.ts", "*.js"}, ahead, repo.plain)
		for _, q := range questions {
			if got, want := search(q), plainRepo.plain(q); !reflect.DeepEqual(got, want) {
				t.Errorf("fail=%v, words %q: batched %q, plain %q", fail, q, got, want)
			}
		}
		wantPlains := 2 // server: not searched ahead; mcp-handler: not a token word
		if fail {
			wantPlains = len(questions)
		}
		if repo.batch != 1 || repo.plains != wantPlains {
			t.Errorf("fail=%v: %d batch searches and %d plain ones, want 1 and %d", fail, repo.batch, repo.plains, wantPlains)
		}
	}
	// one word in all: the plain search, no batch
	repo := &fakeRepo{files: files}
	search := batchedSearch(context.Background(), repo.grepWords, []string{"*.ts", "*.js"}, []string{"openai"}, repo.plain)
	search([]string{"openai"})
	if repo.batch != 0 || repo.plains != 1 {
		t.Errorf("one word: %d batch searches, %d plain ones; want 0 and 1", repo.batch, repo.plains)
	}
}

// jsAskedWords: the first words jsServedIn searches for the JS/TS inputs in
// a script folder or named cli.*, an index module's folder too.
func TestJSAskedWords(t *testing.T) {
	var inputs []Input
	for _, p := range []string{"examples/openai.ts", "src/utils.ts", "scripts/tool/index.js", "src/cli.ts", "examples/run.py", "bin/x.go"} {
		inputs = append(inputs, Input{Path: p})
	}
	if got, want := jsAskedWords(inputs), []string{"openai", "index", "tool", "cli"}; !reflect.DeepEqual(got, want) {
		t.Errorf("jsAskedWords = %q, want %q", got, want)
	}
}
