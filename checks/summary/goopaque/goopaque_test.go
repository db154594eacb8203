package goopaque

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

const src = `package api

import (
	"fmt"
	"net/http"
)

type PanelError struct {
	Code    int
	Message string
	Details string
}

func (e *PanelError) Error() string { return fmt.Sprintf("%s (%d)", e.Message, e.Code) }

func NewPanelError(code int, message, details string) *PanelError {
	return &PanelError{Code: code, Message: message, Details: details}
}

func NewInternalError(err error) error { return NewPanelError(500, "Internal Error", err.Error()) }

func NewAPIError(status int, body []byte) error {
	return NewPanelError(status, http.StatusText(status), string(body))
}

type DumpError struct{ Detail string }

func (e DumpError) Error() string { return fmt.Sprintf("%+v", e) }

func NewDump(err error) error { return DumpError{Detail: err.Error()} }

type FmtError struct{ Detail string }

func (e *FmtError) Error() string           { return "fixed" }
func (e *FmtError) Format(s fmt.State, r rune) { fmt.Fprint(s, e.Detail) }

func NewFmt(err error) error { return &FmtError{Detail: err.Error()} }

func NewLocal(err error) error {
	msg := err.Error()
	return NewPanelError(0, msg, "")
}

func a(err error) (int, error) { return 0, NewInternalError(err) }
func b(err error) (int, error) { return 0, NewPanelError(0, err.Error(), "") }
func c(err error) (int, error) { return 0, NewDump(err) }
func d(err error) (int, error) { return 0, NewFmt(err) }
func e(err error) (int, error) { return 0, NewLocal(err) }
func g(resp *http.Response, body []byte) (int, error) { return 0, NewAPIError(resp.StatusCode, body) }
func h(err error) (int, error) { return 0, fmt.Errorf("x: %w", err) }
`

func TestDrops(t *testing.T) {
	f := modeltest.Parse(t, "a.go", model.LangGo, []byte(src))
	s := Of(f)
	isErr := func(n string) bool { return n == "err" }
	want := map[string]bool{
		"a": true,  // err's text goes to Details, which Error() does not print
		"b": false, // err's text is the printed Message
		"c": false, // Error() prints the whole value
		"d": false, // a Format method prints Details
		"e": false, // NewLocal's printed value is a local
		"g": true,  // the status is printed, the body is not
		"h": false, // no constructor of the file
	}
	model.Walk(f.Root, func(n *model.Node) bool {
		if n.Sym() != model.SymFunctionDeclaration {
			return true
		}
		name := f.Text(n.ChildByFieldName("name"))
		w, ok := want[name]
		if !ok {
			return false
		}
		var ret *model.Node
		model.Walk(n, func(m *model.Node) bool {
			if m.Sym() == model.SymReturnStatement {
				ret = m
			}
			return ret == nil
		})
		if got := s.Drops(ret, isErr); got != w {
			t.Errorf("%s: Drops = %v, want %v", name, got, w)
		}
		return false
	})
	if Of(modeltest.Parse(t, "a.py", model.LangPython, []byte("x = 1\n"))) != nil {
		t.Error("Of of a Python file is not nil")
	}
}
