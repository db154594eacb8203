package syntax

import (
	"context"
	"runtime"
	"sync"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// memSource is one fixture with what a single-threaded pass found in it.
type memSource struct {
	lang    Language
	src     []byte
	sexp    string // root.String(): ts_node_string, released with C.free
	nodes   int    // BuildTree's node count
	matches int    // matches of the identifier query
}

// identQuery matches every identifier of lang's grammar.
func identQuery(lang Language) string {
	if lang == LangPython || lang == LangGo {
		return "(identifier) @id"
	}
	return "[(identifier) (property_identifier)] @id"
}

// countMatches runs lang's identifier query over root with a fresh query
// cursor and returns the number of matches.
func countMatches(t *testing.T, lang Language, root *sitter.Node) int {
	q, err := sitter.NewQuery([]byte(identQuery(lang)), Grammar(lang))
	if err != nil {
		t.Error(err)
		return -1
	}
	defer q.Close()
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	qc.Exec(q, root)
	n := 0
	for {
		if _, ok := qc.NextMatch(); !ok {
			return n
		}
		n++
	}
}

// memSources reads the rule fixtures and records their reference results.
func memSources(t *testing.T) []memSource {
	var out []memSource
	for _, fx := range ruleFixtures(t) {
		lang, src := fx.lang, fx.src
		p := sitter.NewParser()
		p.SetLanguage(Grammar(lang))
		tree, err := p.ParseCtx(context.Background(), nil, src)
		if err != nil {
			t.Fatal(err)
		}
		gt := BuildTree(lang, tree.RootNode())
		out = append(out, memSource{lang, src, tree.RootNode().String(), gt.Len(), countMatches(t, lang, tree.RootNode())})
		gt.Release()
		tree.Close()
		p.Close()
	}
	if len(out) < 50 {
		t.Fatalf("only %d fixtures", len(out))
	}
	return out
}

// TestTreeSitterMemoryAcrossThreads moves tree-sitter's memory between OS
// threads the way the binding and the engine can: trees parsed on one thread
// are printed (ts_node_string, freed with C.free), copied (ts_tree_copy,
// the original closed before the copy is read), queried (query cursors
// realloc their capture lists) and closed on other threads, or left to the
// finalizer; the parsing threads exit while blocks they allocated are still
// in use elsewhere. Every result must equal the single-threaded one. Run it
// under -race and -asan too.
func TestTreeSitterMemoryAcrossThreads(t *testing.T) {
	srcs := memSources(t)
	rounds := 6
	if testing.Short() {
		rounds = 2
	}
	type job struct {
		i    int
		tree *sitter.Tree
	}
	jobs := make(chan job, 16)
	var producers, consumers sync.WaitGroup
	for w := 0; w < 3; w++ {
		producers.Add(1)
		go func(w int) {
			defer producers.Done()
			// no UnlockOSThread: the thread exits with this goroutine,
			// while the blocks of the trees it parsed live on
			runtime.LockOSThread()
			parsers := map[Language]*sitter.Parser{}
			for r := 0; r < rounds; r++ {
				for i := w; i < len(srcs); i += 3 {
					p := parsers[srcs[i].lang]
					if p == nil {
						p = sitter.NewParser()
						p.SetLanguage(Grammar(srcs[i].lang))
						parsers[srcs[i].lang] = p
					}
					tree, err := p.ParseCtx(context.Background(), nil, srcs[i].src)
					if err != nil {
						t.Error(err)
						return
					}
					jobs <- job{i, tree}
				}
			}
			for _, p := range parsers {
				p.Close()
			}
		}(w)
	}
	for w := 0; w < 3; w++ {
		consumers.Add(1)
		go func(w int) {
			defer consumers.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			k := 0
			for j := range jobs {
				s := &srcs[j.i]
				root := j.tree.RootNode()
				switch k++; k % 5 {
				case 0:
					if got := root.String(); got != s.sexp {
						t.Errorf("fixture %d: String differs on another thread", j.i)
					}
					j.tree.Close()
				case 1:
					c := j.tree.Copy()
					j.tree.Close()
					gt := BuildTree(s.lang, c.RootNode())
					if gt.Len() != s.nodes {
						t.Errorf("fixture %d: copy has %d nodes, want %d", j.i, gt.Len(), s.nodes)
					}
					gt.Release()
					if got := c.RootNode().String(); got != s.sexp {
						t.Errorf("fixture %d: copy's String differs", j.i)
					}
					c.Close()
				case 2:
					if n := countMatches(t, s.lang, root); n != s.matches {
						t.Errorf("fixture %d: %d query matches, want %d", j.i, n, s.matches)
					}
					j.tree.Close()
				case 3:
					gt := BuildTree(s.lang, root)
					if gt.Len() != s.nodes {
						t.Errorf("fixture %d: %d nodes, want %d", j.i, gt.Len(), s.nodes)
					}
					gt.Release()
					// left to the finalizer, which runs on yet another thread
				case 4:
					c := j.tree.Copy()
					go func() { // closed from an unlocked goroutine
						c.Close()
					}()
					j.tree.Close()
					if k%50 == 4 {
						runtime.GC()
					}
				}
			}
		}(w)
	}
	producers.Wait()
	close(jobs)
	consumers.Wait()
	runtime.GC()
	runtime.GC()
}
