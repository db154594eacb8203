package goxtype

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// multiline is each head pattern as `(?m)^BODY`, the form lineStarts must
// agree with.
func multiline(re *regexp.Regexp) *regexp.Regexp {
	return regexp.MustCompile(strings.Replace(re.String(), `(?m)\n`, `(?m)^`, 1))
}

func checkLineStarts(t *testing.T, name, s string) {
	t.Helper()
	for _, re := range []*regexp.Regexp{methodHead, typeHead, varHead} {
		want := multiline(re).FindAllStringSubmatchIndex(s, -1)
		got := lineStarts(re, "\n"+s)
		if len(want) == 0 && len(got) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: %s: lineStarts %v, FindAll of ^ form %v", name, re, got, want)
		}
	}
}

// TestLineStartsAsMultilineCaret: lineStarts over "\n"+s answers what the
// `(?m)^` pattern's FindAllStringSubmatchIndex answers over s, a var
// line whose match ends in a newline (then another var line) included.
func TestLineStartsAsMultilineCaret(t *testing.T) {
	for i, s := range []string{
		"",
		"func (c *Client) Pool() *pgxpool.Pool {\n}\n",
		"package x\nvar (\n\tDB *sql.DB\n\n\tMC *mongo.Client\n)\nvar X *http.Client\n\n\nvar Y *http.Client =\n",
		"\tA *sql.DB\n\tB *sql.DB\n\n\tC *sql.DB\n",
		"type S struct {\n\tdb *sql.DB\n}\n\ttype T struct{}\nfunc(\n s *S\n) M[T any](x int) (*sql.DB, error) {\n",
		"func\n(s S) M(",
	} {
		checkLineStarts(t, string(rune('a'+i)), s)
	}
	if dir := os.Getenv("GOXTYPE_LINESTARTS_DIR"); dir != "" { // a corpus, by hand
		n := 0
		filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() && strings.HasSuffix(p, ".go") && info.Size() < 2<<20 {
				b, _ := os.ReadFile(p)
				checkLineStarts(t, p, string(b))
				n++
			}
			return nil
		})
		t.Logf("%d Go files agree", n)
	}
}
