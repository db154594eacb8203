package gofixed

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// src's calls marked `// fixed` are methods of a package-level embed.FS or
// own template into a local buffer; those marked `// unseen` are their clean
// twins: a template with a function map, an Execute into the caller's
// writer, a local or foreign variable, an http.Client's method.
const src = `package p

import (
	"bytes"
	"embed"
	"io"
	"net/http"
	"text/template"
	ht "html/template"
)

//go:embed schemas/*.md
var schemas embed.FS

var (
	tmpl   = template.Must(template.New("x").Parse(PromptTemplate))
	page   = ht.Must(ht.New("p").Parse(PageTemplate))
	funcy  = template.Must(template.New("f").Funcs(template.FuncMap{"get": fetch}).Parse(PromptTemplate))
	client = &http.Client{}
)

func h(w io.Writer) error {
	var buf bytes.Buffer
	if err := tmpl.Execute(&buf, nil); err != nil { // fixed
		return err
	}
	if err := page.ExecuteTemplate(&buf, "p", nil); err != nil { // fixed
		return err
	}
	if err := funcy.Execute(&buf, nil); err != nil { // unseen
		return err
	}
	if err := tmpl.Execute(w, nil); err != nil { // unseen
		return err
	}
	_, err := schemas.ReadFile("x") // fixed
	if err != nil {
		return err
	}
	local := other.New()
	_, err = local.ReadFile("x") // unseen
	_, err = client.Get("http://x") // unseen
	_, err = elsewhere.ReadFile("x") // unseen
	return err
}
`

func TestCall(t *testing.T) {
	f := modeltest.Parse(t, "p.go", model.LangGo, []byte(src))
	lines := strings.Split(src, "\n")
	seen := 0
	f.NodesOf(model.NewSymBitset(model.SymCallExpression), func(n *model.Node) bool {
		line, _ := f.Position(int(n.StartByte()))
		text := lines[line-1]
		want := strings.HasSuffix(text, "// fixed")
		if !want && !strings.HasSuffix(text, "// unseen") {
			return true
		}
		fn := model.Callee(n)
		if fn == nil || fn.Sym() != model.SymSelectorExpression {
			return true
		}
		root := model.Unwrap(fn.ChildByFieldName("operand"))
		if root.Sym() != model.SymIdentifier {
			return true
		}
		seen++
		if got := Call(f, n, root); got != want {
			t.Errorf("line %d %q: Call = %v, want %v", line, strings.TrimSpace(text), got, want)
		}
		return true
	})
	if seen != 8 {
		t.Fatalf("judged %d calls, want 8", seen)
	}
}
