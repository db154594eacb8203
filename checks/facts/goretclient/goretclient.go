// Package goretclient reads, for RC101 (checks/rc101), a Go http.Client
// that a function of the same package builds and returns, possibly in
// another file of the package: `client := newHTTPClient(store, cfg, tok)`
// stored in a struct field and used for requests in another method, with
//
//	func newHTTPClient(...) *http.Client { return oauth2.NewClient(nil, ts) }
//
// in auth.go, or `return &http.Client{Transport: basicAuth{...}}` in
// http.go. Such a client has no Timeout, so a request on it can hang
// forever (CWE-400, CWE-1088): net/http's Client.Timeout is zero unless set
// (https://pkg.go.dev/net/http#Client), http.DefaultClient has none, and
// oauth2.NewClient(ctx, src) wraps the *http.Client the context carries,
// http.DefaultClient for a nil or plain background context
// (https://pkg.go.dev/golang.org/x/oauth2#NewClient). Peer rules: gosec
// G107 and the Go "net/http timeouts" guidance (Cloudflare, "The complete
// guide to Go net/http timeouts"), semgrep's go.lang.security
// "http-client-no-timeout" for a literal in the same expression. The
// package reads the declaring file with go/parser (the standard library's,
// independent of the tree the rule walks): it is split out of checks/rc101
// so that rule's package stays under the size limit (checks/size_test.go).
package goretclient

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// maxFileBytes is the largest file read (1 MiB): a larger one is unknown.
const maxFileBytes = 1 << 20

// Client says where a timeout-less client returned by a function is built.
type Client struct {
	Func string // the function's name, "newHTTPClient"
	Path string // the file holding the return, slash-separated
	Line int    // the line of the return statement that builds the client
	What string // "http.Client{} without Timeout", "http.DefaultClient", "oauth2.NewClient(nil, ...)"
}

// String is "newHTTPClient() (internal/microsoft/auth.go:34: oauth2.NewClient
// on http.DefaultClient)".
func (c Client) String() string {
	return fmt.Sprintf("%s() (%s:%d: %s)", c.Func, c.Path, c.Line, c.What)
}

// Fix is the change that bounds the client's requests.
func (c Client) Fix() string {
	if strings.HasPrefix(c.What, "oauth2.") {
		return "pass oauth2.NewClient a context.WithValue(ctx, oauth2.HTTPClient, &http.Client{Timeout: 10 * time.Second})"
	}
	if c.What == "http.DefaultClient" {
		return "return &http.Client{Timeout: 10 * time.Second} instead"
	}
	return "set Timeout: 10 * time.Second on that client"
}

// Returned reports, for call (a call of a plain identifier in Go file f,
// `newHTTPClient(store, cfg, tok)`), the timeout-less http.Client that the
// same package's function of that name returns: every return statement of
// its body (a func literal's returns excluded) gives as its first value
// nil, &http.Client{...} / http.Client{...} without a Timeout key,
// new(http.Client), http.DefaultClient, or oauth2.NewClient whose context
// is nil, context.Background() or context.TODO(), and at least one gives a
// client. The function is looked up in f itself, then in the non-test Go
// files of f's folder that the world's GoSearch lists for its name (none in
// a diff scan: then only f); a method value, a method of that name or more
// than one declaration of the name is no answer, and so is a folder file
// that cannot be read.
func Returned(f *model.File, call *model.Node) (Client, bool) {
	if f == nil || f.Lang != model.LangGo || call == nil || call.Sym() != model.SymCallExpression {
		return Client{}, false
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return Client{}, false
	}
	name := f.Text(callee)
	if name == "" || name == "new" || name == "make" {
		return Client{}, false
	}
	w := thirdparty.Of(f)
	if w == nil || w.GoSearch == nil || w.Read == nil {
		return returned(f, name, nil)
	}
	// the answer is the package folder's (its files and name): one git
	// grep and one parse per folder and name per scan, not per request
	type answer struct {
		c  Client
		ok bool
	}
	a := w.Memo("goretclient\x00"+path.Dir(f.Path)+"\x00"+name, func() any {
		c, ok := returned(f, name, w)
		return answer{c, ok}
	}).(answer)
	return a.c, a.ok
}

// returned is Returned for the function called name, read in f and, when
// w is not nil, in the other files of f's folder that w.GoSearch lists.
func returned(f *model.File, name string, w *thirdparty.World) (Client, bool) {
	paths := []string{f.Path}
	if w != nil {
		dir := path.Dir(f.Path)
		for _, p := range w.GoSearch([]string{name}) {
			if p != f.Path && path.Dir(p) == dir && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
				paths = append(paths, p)
			}
		}
	}
	var found []Client
	var decls int
	for i, p := range paths {
		src := f.Src
		if i > 0 {
			src = w.File(p)
		}
		if len(src) == 0 || len(src) > maxFileBytes {
			if i > 0 {
				return Client{}, false // a file of the package that cannot be read: unknown
			}
			continue
		}
		c, n := scan(p, src, name)
		decls += n
		if c != nil {
			found = append(found, *c)
		}
	}
	if decls != 1 || len(found) != 1 {
		return Client{}, false
	}
	return found[0], true
}

// scan parses src (file p) and returns how many package-level functions
// named name it declares, and the client the one declaration returns.
func scan(p string, src []byte, name string) (*Client, int) {
	if !strings.Contains(string(src), name) {
		return nil, 0
	}
	fset := token.NewFileSet()
	af, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, 0
	}
	imps := map[string]string{} // local name -> import path
	for _, im := range af.Imports {
		ip, _ := strconv.Unquote(im.Path.Value)
		local := path.Base(ip)
		if im.Name != nil {
			local = im.Name.Name
		}
		imps[local] = ip
	}
	var out *Client
	n := 0
	for _, d := range af.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != name {
			continue
		}
		n++
		if fd.Recv != nil || fd.Body == nil {
			return nil, n + 1 // a method of that name: not the function called
		}
		out = returns(fset, p, fd, imps)
	}
	return out, n
}

// returns is the client every return of fd gives, or nil.
func returns(fset *token.FileSet, p string, fd *ast.FuncDecl, imps map[string]string) *Client {
	var out *Client
	ok := true
	ast.Inspect(fd.Body, func(x ast.Node) bool {
		if !ok {
			return false
		}
		switch r := x.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(r.Results) == 0 {
				ok = false
				return false
			}
			e := r.Results[0]
			if id, isID := e.(*ast.Ident); isID && id.Name == "nil" {
				return false
			}
			what := clientless(e, imps)
			if what == "" {
				ok = false
				return false
			}
			if out == nil {
				out = &Client{Func: fd.Name.Name, Path: p, Line: fset.Position(r.Pos()).Line, What: what}
			}
		}
		return true
	})
	if !ok {
		return nil
	}
	return out
}

// clientless names the timeout-less client expression e builds, or "".
func clientless(e ast.Expr, imps map[string]string) string {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = u.X
	}
	switch v := e.(type) {
	case *ast.CompositeLit:
		if !sel(v.Type, imps, "net/http", "Client") {
			return ""
		}
		for _, el := range v.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return "" // positional fields: unknown
			}
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Timeout" {
				return ""
			}
		}
		return "http.Client{} without Timeout"
	case *ast.SelectorExpr:
		if sel(v, imps, "net/http", "DefaultClient") {
			return "http.DefaultClient"
		}
	case *ast.CallExpr:
		if id, ok := v.Fun.(*ast.Ident); ok && id.Name == "new" && len(v.Args) == 1 && sel(v.Args[0], imps, "net/http", "Client") {
			return "new(http.Client)"
		}
		if sel(v.Fun, imps, "golang.org/x/oauth2", "NewClient") && len(v.Args) == 2 && plainContext(v.Args[0], imps) {
			return "oauth2.NewClient on http.DefaultClient"
		}
	}
	return ""
}

// plainContext reports whether e is nil, context.Background() or
// context.TODO(): a context that carries no *http.Client for oauth2.
func plainContext(e ast.Expr, imps map[string]string) bool {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name == "nil"
	}
	c, ok := e.(*ast.CallExpr)
	return ok && len(c.Args) == 0 && (sel(c.Fun, imps, "context", "Background") || sel(c.Fun, imps, "context", "TODO"))
}

// sel reports whether e is pkg.name with pkg the file's import of ip.
func sel(e ast.Expr, imps map[string]string, ip, name string) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok || s.Sel.Name != name {
		return false
	}
	x, ok := s.X.(*ast.Ident)
	return ok && imps[x.Name] == ip
}
