// Package sdkbody finds, for RC402, a Go SDK's response object whose field
// holds the upstream's raw response body, read on the branch where the call
// that returned it failed: go-atlassian's `issue, response, err :=
// client.Issue.Get(...)` returns its models.ResponseScheme with the body
// already in Bytes when the status is not 2xx (processResponse writes
// res.Bytes before the status switch), so `if err != nil { return
// fmt.Errorf("...: %s", response.Bytes.String()) }` hands the model the
// upstream's raw error answer, like io.ReadAll(resp.Body) under a failed
// status (package upbody). Blind-set rows: nguyenvanduocit's jira-mcp and
// confluence-mcp ("library unknown to the tool (go-atlassian response
// body)"). The library knowledge is data: the libmodels rows with a
// body_field (libmodels/data/errtext.yml), one per response type with its
// source; a file that imports no row's module, or a
// read on the success path, is not matched.
package sdkbody

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// Field is one SDK response type whose field holds the raw response body
// also when the call failed: Module is the Go module path prefix a file
// must import, Type the response type (for the message), Field the body's
// field and Reads the methods that turn it into text (bytes.Buffer's
// String and Bytes).
type Field struct {
	Module, Type, Field string
	Reads               []string
}

// Fields are the rows: the library rows with a body_field
// (libmodels/data/errtext.yml), Type the last element of the row's name
// ("models.ResponseScheme").
var Fields = func() []Field {
	var out []Field
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool { return r.BodyField != nil }) {
		out = append(out, Field{Module: r.Module, Type: r.Name[strings.LastIndex(r.Name, "/")+1:],
			Field: r.BodyField.Field, Reads: r.BodyField.Reads})
	}
	return out
}()

// Body reports whether Go expression n reads a row's body field
// (`response.Bytes.String()`, `string(response.Bytes.Bytes())`) of a
// response bound with an error by one call (`x, response, err := c.M()`)
// and lies, in that function, inside `if err != nil { ... }` after the
// binding. It returns the row's type and field for the message, or "".
func Body(f *model.File, n *model.Node, use *model.Node) string {
	n = model.Unwrap(n)
	if f.Lang != model.LangGo || n == nil || use == nil {
		return ""
	}
	if n.Sym() == model.SymCallExpression && f.Text(model.Callee(n)) == "string" && model.NumArgs(n) == 1 {
		n = model.Unwrap(model.Arg(n, 0))
	}
	if n == nil || n.Sym() != model.SymCallExpression || model.NumArgs(n) != 0 {
		return ""
	}
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymSelectorExpression {
		return ""
	}
	sel := callee.ChildByFieldName("operand")
	if sel == nil || sel.Sym() != model.SymSelectorExpression {
		return ""
	}
	resp := sel.ChildByFieldName("operand")
	if resp == nil || resp.Sym() != model.SymIdentifier {
		return ""
	}
	row := rowFor(f, f.Text(sel.ChildByFieldName("field")), f.Text(callee.ChildByFieldName("field")))
	if row == nil {
		return ""
	}
	fn := model.EnclosingFunc(use)
	if fn == nil {
		return ""
	}
	errName, at := binding(f, fn, f.Text(resp), use)
	if errName == "" || !underErr(f, errName, at, use, fn) {
		return ""
	}
	return row.Type + "." + row.Field
}

// rowFor returns the row of the file's imported modules whose body field
// and read method are field and read, or nil.
func rowFor(f *model.File, field, read string) *Field {
	for i := range Fields {
		r := &Fields[i]
		if r.Field != field {
			continue
		}
		ok := false
		for _, m := range r.Reads {
			ok = ok || m == read
		}
		if !ok {
			continue
		}
		for _, p := range f.Imports() {
			if p == r.Module || strings.HasPrefix(p, r.Module+"/") {
				return r
			}
		}
	}
	return nil
}

// binding finds, in function fn before use, the last `..., resp, ..., err
// := call(...)` (or `=`) whose left side names resp and ends with an error
// variable, and returns that variable's name and the statement's end
// byte; "" when none binds resp so.
func binding(f *model.File, fn *model.Node, resp string, use *model.Node) (string, uint32) {
	name, at := "", uint32(0)
	model.Walk(fn, func(s *model.Node) bool {
		if s.StartByte() >= use.StartByte() {
			return false
		}
		if s.Sym() != model.SymShortVarDeclaration && s.Sym() != model.SymAssignmentStatement {
			return true
		}
		left, right := s.ChildByFieldName("left"), s.ChildByFieldName("right")
		if left == nil || right == nil || right.NamedChildCount() != 1 || model.Unwrap(right.NamedChild(0)).Sym() != model.SymCallExpression {
			return true
		}
		k := int(left.NamedChildCount())
		if k < 2 {
			return true
		}
		last := f.Text(left.NamedChild(k - 1))
		for i := 0; i < k-1; i++ {
			if f.Text(left.NamedChild(i)) == resp && strings.HasPrefix(strings.ToLower(last), "err") {
				name, at = last, s.EndByte()
			}
		}
		return true
	})
	return name, at
}

// underErr reports whether use lies in the consequence of an if statement
// of fn after byte at whose condition is `err != nil`.
func underErr(f *model.File, errName string, at uint32, use, fn *model.Node) bool {
	for p := use.Parent(); p != nil && p != fn; p = p.Parent() {
		if p.Sym() != model.SymIfStatement || p.StartByte() < at {
			continue
		}
		cons := p.ChildByFieldName("consequence")
		cond := p.ChildByFieldName("condition")
		if cons == nil || cond == nil || !model.Contains(cons, use) {
			continue
		}
		if strings.Join(strings.Fields(f.Text(cond)), "") == errName+"!=nil" {
			return true
		}
	}
	return false
}
