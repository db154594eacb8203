package gofieldtype

import (
	"strings"
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestOf types a receiver field's selector by the field's qualified type,
// and nothing else: an interface of the file, a local type, another
// receiver name, a function (no receiver), an unimported qualifier.
func TestOf(t *testing.T) {
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(`package p
import "example.com/m/tools"
type Local struct{}
type Server struct {
	h     *tools.ReadMessageHandler
	v     tools.Value
	l     *Local
	a, b  *tools.Pair
	other *nope.Thing
}
func (s *Server) reg() {
	_ = s.h.Handle
	_ = s.v.Handle
	_ = s.l.Handle
	_ = s.b.Handle
	_ = s.other.Handle
	_ = s.missing.Handle
	_ = t.h.Handle
	go func() { _ = s.h.Handle }()
}
func reg(s *Server) { _ = s.h.Handle }
`))
	var got []string
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymSelectorExpression && f.Text(n.ChildByFieldName("field")) == "Handle" {
			p, typ := Of(f, model.Unwrap(n.ChildByFieldName("operand")))
			got = append(got, f.Text(n)+"="+p+"."+typ)
		}
		return true
	})
	want := "s.h.Handle=tools.ReadMessageHandler s.v.Handle=tools.Value s.l.Handle=. s.b.Handle=tools.Pair s.other.Handle=. s.missing.Handle=. t.h.Handle=. s.h.Handle=tools.ReadMessageHandler s.h.Handle=."
	if g := strings.Join(got, " "); g != want {
		t.Errorf("got  %s\nwant %s", g, want)
	}
}
