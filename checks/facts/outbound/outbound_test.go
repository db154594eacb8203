package outbound

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// fixturePaths returns the rule fixtures (../../rc*/testdata/*) in a
// language the model parses.
func fixturePaths(t testing.TB) []string {
	paths, _ := filepath.Glob("../../rc*/testdata/*")
	var out []string
	for _, p := range paths {
		if _, ok := model.DetectLanguage(p); ok {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		t.Fatal("no rule fixtures found under ../../rc*/testdata")
	}
	return out
}

// TestIsNotOutboundMatchesRegexp: the literal matcher answers as the
// notOutbound regexp on callee names from the fixtures and on edge cases
// (dots at either end, case, non-ASCII case folds).
func TestIsNotOutboundMatchesRegexp(t *testing.T) {
	names := []string{"", ".", "..", "log", "LOG", ".log", "x.", "a.b.Log", "alog", "a.alog", "console", "console.",
		"Console.x", "consolex.y", "x.console.y", "Math.max", "math", "JSON.parse", "json", "setTimeout", "x.SETTIMEOUT",
		"ſleep", "x.ſtr", "ſort.x", "Kelvin.\u212Aey", "\u212Aeys", "é.log", "log.é", "a(b).close", "client.get",
		"strings.ToLower", "requests.post", "x.stringifyy", "averyveryverylongsegmentname", "a.is", "b.as.c"}
	for _, path := range fixturePaths(t) {
		lang, _ := model.DetectLanguage(path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := modeltest.Parse(t, path, lang, src)
		model.Walk(f.Root, func(n *model.Node) bool {
			if fn := n.ChildByFieldName("function"); fn != nil && (n.Sym() == model.SymCall || n.Sym() == model.SymCallExpression) {
				names = append(names, f.Text(fn))
			}
			return true
		})
	}
	// every word of the pattern's two lists, in both places and cases
	re := notOutbound.String()
	lastWords := re[strings.Index(re, `(^|\.)(`)+len(`(^|\.)(`) : strings.Index(re, `)$`)]
	firstWords := re[strings.Index(re, `|^(`)+len(`|^(`) : strings.LastIndex(re, `)\.`)]
	for _, w := range strings.Split(lastWords+"|"+firstWords, "|") {
		names = append(names, w, "x."+w, w+".x", strings.ToUpper(w)+".y", "y."+strings.ToUpper(w), w+"s", "x."+w+"s")
	}
	matched := 0
	for _, name := range names {
		want := notOutbound.MatchString(name)
		if got := isNotOutbound(name); got != want {
			t.Errorf("isNotOutbound(%q) = %v, the regexp says %v", name, got, want)
		}
		if want {
			matched++
		}
	}
	if len(names) < 500 || matched < 50 {
		t.Fatalf("only %d names (%d matched) checked; the fixtures are missing", len(names), matched)
	}
}
