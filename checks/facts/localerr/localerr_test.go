package localerr_test

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/facts/localerr"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `package p

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

func selectURL(u *url.URL) (string, error) { return u.JoinPath("select").String(), nil }

func joined(base string) (string, error) { return base + "/select", nil }

func build(ctx context.Context, u *url.URL, base string) {
	s, _ := selectURL(u)
	j, _ := joined(base)
	f := fmt.Sprintf("%s/api", base)
	http.NewRequestWithContext(ctx, http.MethodGet, s, nil)
	http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	http.NewRequest("GET", "https://api.example.com/v1", nil)
	http.NewRequestWithContext(ctx, http.MethodGet, j, nil)
	http.NewRequestWithContext(ctx, http.MethodGet, f, nil)
	url.Parse(base)
}
`

// TestCannotFailURL checks which URL arguments of request builders
// cannot fail to parse: a url.URL's String() (directly or through a
// variable and a function of the file), a literal; not text the code
// joined or formatted, nor a parameter.
func TestCannotFailURL(t *testing.T) {
	f := modeltest.Parse(t, "p.go", model.LangGo, []byte(src))
	var got []bool
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymCallExpression {
			switch model.ImportedName(f, model.Callee(n)) {
			case "net/http.NewRequest", "net/http.NewRequestWithContext", "net/url.Parse":
				got = append(got, localerr.CannotFailURL(f, localerr.URLArg(n)))
			}
		}
		return true
	})
	want := []bool{true, true, true, false, false, false}
	if len(got) != len(want) {
		t.Fatalf("found %d request builders, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("builder %d: CannotFailURL = %v, want %v", i+1, got[i], want[i])
		}
	}
}
