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

// jsRepoImported asks the repository once per list of words: changed
// modules sharing a base name (scripts/pN/cli.ts) ask the same search,
// which ran once per module before (review34a HIGH-1: 1,000 modules, 1,000
// identical git greps), with or without GrepWords. The answers stay the
// plain search's.
func TestJSRepoImportedSearchesOncePerWords(t *testing.T) {
	files := map[string]string{
		"srv/server.ts":     "import { run1 } from '../scripts/p1/cli';\nconst server = new McpServer({});\n",
		"scripts/p0/cli.ts": "import { h } from '../p1/cli';\nexport const run0 = () => fetch(u);\n",
		"scripts/p1/cli.ts": "export const run1 = () => fetch(u);\n",
		"scripts/p2/cli.ts": "export const run2 = () => fetch(u);\n",
	}
	var inputs []Input
	for _, p := range []string{"scripts/p0/cli.ts", "scripts/p1/cli.ts", "scripts/p2/cli.ts"} {
		inputs = append(inputs, Input{Path: p})
	}
	// p1: the server imports it; p0 imports p1 (a script of its own), p2 is
	// imported by nothing: the look-alikes stay scripts
	want := map[string]bool{"scripts/p0/cli.ts": false, "scripts/p1/cli.ts": true, "scripts/p2/cli.ts": false}
	for _, batch := range []bool{false, true} {
		repo := &fakeRepo{files: files}
		reads := map[string]int{}
		src := &Source{Diff: true,
			Grep: func(_ context.Context, words, _ []string) ([]string, error) { return repo.plain(words), nil },
			Read: func(p string) ([]byte, error) { reads[p]++; return []byte(files[p]), nil }}
		if batch {
			src.GrepWords = repo.grepWords
		}
		served := (&Engine{Repo: src}).jsRepoImported(context.Background(), inputs)
		for _, in := range inputs {
			if got := served(in.Path); got != want[in.Path] {
				t.Errorf("batch=%v: %s served %v, want %v", batch, in.Path, got, want[in.Path])
			}
		}
		if got := repo.plains + repo.batch; got != 1 {
			t.Errorf("batch=%v: %d searches (%d plain, %d batched) for three modules named cli, want 1", batch, got, repo.plains, repo.batch)
		}
		for p, n := range reads {
			if n != 1 {
				t.Errorf("batch=%v: %s read %d times, want once", batch, p, n)
			}
		}
	}
}

// readOnce reads a file once while the bytes kept stay within its bound;
// past it a file is read each time. Errors are not kept.
func TestReadOnce(t *testing.T) {
	n := map[string]int{}
	read := readOnce(func(p string) ([]byte, error) {
		n[p]++
		if p == "bad" {
			return nil, errors.New("no such file")
		}
		return []byte(strings.Repeat("x", len(p))), nil
	}, 4)
	for i := 0; i < 3; i++ {
		for _, p := range []string{"abc", "defgh", "bad", "i"} {
			src, err := read(p)
			if p == "bad" && err == nil || p != "bad" && (err != nil || len(src) != len(p)) {
				t.Fatalf("read(%q) = %q, %v", p, src, err)
			}
		}
	}
	if want := map[string]int{"abc": 1, "defgh": 3, "bad": 3, "i": 1}; !reflect.DeepEqual(n, want) {
		t.Errorf("reads %v, want %v", n, want)
	}
}
