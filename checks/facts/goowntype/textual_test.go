package goowntype

import (
	"bytes"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
)

// structBodyRE is structBody as the (?m)^ patterns read it.
func structBodyRE(src []byte, typ string) []byte {
	loc := regexp.MustCompile(`(?m)^type\s+` + regexp.QuoteMeta(typ) + `\s+struct\s*\{`).FindIndex(src)
	if loc == nil {
		return nil
	}
	rest := src[loc[1]:]
	end := regexp.MustCompile(`(?m)^\}`).FindIndex(rest)
	if end == nil {
		return nil
	}
	return rest[:end[0]]
}

// TestTextualAsPatterns: structBody and hasMethodHead (newline-prefixed
// patterns, a substring search for the closing brace, memoised per path)
// answer as the (?m)^ patterns over the text, on random Go-like texts with
// declarations at the file's start, indented, and without a closing line;
// a file's changed text at the same path is read again, not answered from
// the memo.
func TestTextualAsPatterns(t *testing.T) {
	pieces := []string{"type Client struct {", "type Client struct{}", "type  Client\nstruct {", "\tname string\n", "}", "\n}", "\n", " ",
		"func (c *Client) Get(x int) error {", "func (Client) Get() {", "func (c *Client) Gets() {", "func(c*Client)Get(){", "\tfunc (c *Client) Get() {", "x", "type Other struct {"}
	r := rand.New(rand.NewSource(1))
	f := &model.File{}
	for i := 0; i < 20000; i++ {
		var b strings.Builder
		for j := r.Intn(10); j >= 0; j-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		src := []byte(b.String())
		got, want := structBody(src, "Client"), structBodyRE(src, "Client")
		if (got == nil) != (want == nil) || !bytes.Equal(got, want) {
			t.Fatalf("structBody(%q) = %q, the pattern gives %q", src, got, want)
		}
		wantHead := regexp.MustCompile(`(?m)^func\s*\(\s*\w*\s*\*?\s*Client\s*\)\s*Get\s*\([^{]*\{`).Match(src)
		if got := hasMethodHead(f, "a.go", src, "Client", "Get"); got != wantHead { // one path: a changed text is read again
			t.Fatalf("hasMethodHead(%q) = %v, the pattern gives %v", src, got, wantHead)
		}
	}
}
