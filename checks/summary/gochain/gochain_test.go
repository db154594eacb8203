package gochain

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// values returns, for each expression statement `X.m(...)` of src, the
// hidden local Recv names X by ("K.m") and the value bound to it.
func values(t *testing.T, src string) map[string]string {
	t.Helper()
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(src))
	got := map[string]string{}
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() == model.SymExpressionStatement {
			call := n.NamedChild(0)
			fn := call.ChildByFieldName("function")
			binds := map[string]string{}
			recv := Recv(f, fn.ChildByFieldName("operand"), func(k, v string) { binds[k] = v })
			got[recv+"."+f.Text(fn.ChildByFieldName("field"))] = binds[recv]
			return false
		}
		return true
	})
	return got
}

func TestRecv(t *testing.T) {
	got := values(t, `package p
func f() {
	commands.NewCommandBuilder("kubectl").WithArgs(a...).Execute(ctx)
	New(x).Run()
	s.pool.Get().Close()
	a.b.c.d().Close()
	items[0].Get().Close()
}`)
	want := map[string]string{
		"commands·NewCommandBuilder()·WithArgs().Execute": "commands·NewCommandBuilder().WithArgs()",
		"New().Run":          "New()",
		"s·pool·Get().Close": "s.pool.Get()",
		".Close":             "", // a.b.c.d(): four names; items[0].Get(): an index: no value
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("receiver %q bound to %q, want %q (all: %v)", k, got[k], v, got)
		}
	}
}

func TestLink(t *testing.T) {
	for name, want := range map[string]bool{
		"NewValidator().ValidateX":                true,
		"commands·NewCommandBuilder().WithArgs":   true,
		"commands·NewCommandBuilder()·WithArgs()": false, // a key, not a call of a method on one
		"api.New":    false,
		"s.pool.Get": false,
		"New(x).Do":  false, // gotype's text with arguments is no Value
	} {
		if Link(name) != want {
			t.Errorf("Link(%q) = %v, want %v", name, !want, want)
		}
	}
	if Display("commands·NewCommandBuilder().Execute()") != "commands.NewCommandBuilder().Execute()" {
		t.Error("Display does not restore the dots")
	}
}

func TestScope(t *testing.T) {
	imports := map[string]int{"db": 1}
	for _, c := range []struct {
		v    string
		want int
	}{
		{"db.New", -1},    // db, err := db.New(url): the package
		{"store.Open", 3}, // a local or a receiver's value
		{"NewClient", 3},  // a function of the package
		{"db", 3},         // no selector
	} {
		if got := Scope(3, c.v, imports); got != c.want {
			t.Errorf("Scope(3, %q) = %d, want %d", c.v, got, c.want)
		}
	}
}
