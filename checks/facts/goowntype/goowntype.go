// Package goowntype reads whether a Go method call runs the project's own
// code: `client.CreatePage(ctx, name, content)` in a tool handler whose
// enclosing function takes `client *Client`, a struct type of the same
// package that declares CreatePage (axinova-mcp-server-go's SilverBullet
// client, which PUTs the page at a path of its name), or `s.client.CreateFile(...)`
// on a field of the method's receiver declared with a struct type of the
// project's own package or of another package of its module (field.go:
// bmeyer99/github-mcp-server-go's *github.Client, which PUTs the file). The function
// summaries read such a method's body, so its name says nothing of what it
// sends: RC601's guess of an API client's create by a method's name is for
// SDKs whose code the scan does not read, as it is for the instances of the
// project's own classes in Python and JavaScript.
package goowntype

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Method reports whether Go call is `x.M(...)` with x a parameter of a
// function enclosing the call, declared with a type of the file's own
// package (`x *T` or `x T`, T unqualified), and a file of the package
// (the file itself or another of its folder) declares method M on T with a
// body; or `x.f.M(...)` with x such a parameter or the method's receiver
// and f a field of x's struct declared with a struct type of the project
// (fieldMethod). A receiver of an interface type, of another module's type
// or a call result is not read: false, and the name-based guess stays.
func Method(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangGo {
		return false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return false
	}
	recv, field := fn.ChildByFieldName("operand"), fn.ChildByFieldName("field")
	if recv != nil && field != nil && recv.Sym() == model.SymSelectorExpression {
		return fieldMethod(f, recv, f.Text(field), call) // s.client.CreateIssue(...) (field.go)
	}
	if recv == nil || field == nil || recv.Sym() != model.SymIdentifier {
		return false
	}
	typ := paramType(f, f.Text(recv), call)
	if typ == "" {
		return false
	}
	name := f.Text(field)
	if hasMethodHead(f, f.Path, f.Src, typ, name) {
		return true
	}
	for p, src := range handlers.GoPackageSources(f) {
		if hasMethodHead(f, p, src, typ, name) {
			return true
		}
	}
	return false
}

// typeRE matches a parameter type of the package itself: `*Client`, `Client`.
var typeRE = regexp.MustCompile(`^\*?\s*([A-Za-z_]\w*)$`)

// paramType returns the unqualified type name that the innermost function
// enclosing n that binds name as a parameter declares it with, or "" when
// no enclosing function has the parameter or its type is qualified
// (`*pkg.Client`), a map, a slice, a function or a built-in's name.
func paramType(f *model.File, name string, n *model.Node) string {
	for fn := model.EnclosingFunc(n); fn != nil; fn = model.EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			if p.Sym() != model.SymParameterDeclaration {
				continue
			}
			t := p.ChildByFieldName("type")
			if t == nil {
				continue
			}
			for j := 0; j < int(p.NamedChildCount()); j++ {
				c := p.NamedChild(j)
				if c.Sym() != model.SymIdentifier || f.Text(c) != name {
					continue
				}
				m := typeRE.FindStringSubmatch(strings.TrimSpace(f.Text(t)))
				if m == nil || goBuiltin[m[1]] {
					return ""
				}
				return m[1]
			}
		}
	}
	return ""
}

// goBuiltin are Go's predeclared types, which declare no method a package can add.
var goBuiltin = map[string]bool{"any": true, "bool": true, "byte": true, "error": true, "float32": true, "float64": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true, "rune": true, "string": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true}
