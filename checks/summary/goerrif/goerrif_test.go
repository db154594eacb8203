package goerrif

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

func TestOf(t *testing.T) {
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(`package p
func h() {
	x, err := c.Do(req)
	if err != nil {
		return fail(err)
	}
	if y, err2 := c.Get(); err2 != nil {
		return fail(err2)
	}
	err = validate(x)
	// a comment
	if err != nil {
		return fail(err)
	}
	n := 3
	if err != nil {
		return fail(err)
	}
	a, b := f(), g()
	if b != nil {
		return
	}
	if err == nil {
		return
	}
}
`))
	var got []string
	model.Walk(f.Root, func(n *model.Node) bool {
		if v, set, body := Of(f, n); body != nil {
			got = append(got, v+"="+f.Text(set))
		}
		return true
	})
	want := []string{"err=x, err := c.Do(req)", "err2=y, err2 := c.Get()", "err=err = validate(x)"}
	if len(got) != len(want) {
		t.Fatalf("Of = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Of[%d] = %q, want %q", i, got[i], want[i])
		}
	}
}
