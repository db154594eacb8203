// Package gopkg reads the other files of a Go file's package as text, for
// what a rule needs of them and the file's own tree cannot show: the
// registration wrappers the package declares in a file of their own
// (Wrapper) and the input struct of a typed tool handler a factory of the
// package returns (FactoryInput). A Go package spans the files of its
// folder; a tool registered in one file is often wrapped, built or typed in
// another (issue 18, RC601's tools). The reading is textual (declaration
// heads, balanced argument lists), so what it cannot read is unknown: false.
package gopkg

import (
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Pkg is the text of a Go file's package: the file and the others of its
// folder (handlers.GoPackageSources), with the top-level declarations that
// mention a tool registration.
type Pkg struct {
	paths []string          // sorted
	srcs  map[string]string // by path
	decls map[string]decl   // by decl.key, the first of each
}

var pkgKey = model.NewFactKey[*Pkg]("gopkg.Pkg")

// Of returns the package of Go file f, read once per file. The other
// files' text and declarations are read once per scan and folder
// (thirdparty.World.Memo), so a package of n files costs n reads, not n².
func Of(f *model.File) *Pkg { return model.Fact(f, pkgKey, read) }

func read(f *model.File) *Pkg {
	dir := path.Dir(f.Path)
	shared := thirdparty.Of(f).Memo("gopkg.Pkg:"+dir, func() any {
		return build(f.Path, f.Src, handlers.GoPackageSources(f))
	}).(*Pkg)
	if s, ok := shared.srcs[f.Path]; ok && s == string(f.Src) {
		return shared
	}
	// the folder was read for another file and holds f otherwise (f over
	// the read limit, or another version of it): f's own package view
	others := map[string][]byte{}
	for q, s := range shared.srcs {
		if q != f.Path {
			others[q] = []byte(s)
		}
	}
	return build(f.Path, f.Src, others)
}

// build returns the package of the file at pth with source src and the
// other files of its folder.
func build(pth string, src []byte, others map[string][]byte) *Pkg {
	p := &Pkg{srcs: map[string]string{pth: string(src)}, decls: map[string]decl{}}
	for q, b := range others {
		p.srcs[q] = string(b)
	}
	for q := range p.srcs {
		p.paths = append(p.paths, q)
	}
	sort.Strings(p.paths)
	for _, q := range p.paths {
		s := p.srcs[q]
		if !strings.Contains(s, "AddTool") && !strings.Contains(s, "Tool(") {
			continue
		}
		for _, d := range decls(s) {
			if _, dup := p.decls[d.key()]; !dup {
				p.decls[d.key()] = d
			}
		}
	}
	return p
}

// Wrapper returns the registration wrapper named name that a file of the
// package declares (a method when method is set): a function or method that
// passes two of its parameters, as the tool and its handler, to the SDK's
// AddTool or to another such wrapper of the package (`func (s *Server)
// RegisterTool(tool mcp.Tool, handler ...) { s.server.AddTool(tool, handler) }`
// in server.go, called `s.RegisterTool(createIssueTool, func(...) {...})` in
// issues.go; SigNoz's `h.addTool(s, tool, handler)` -> `h.registerTool(s,
// tool, handler)` -> `s.AddTool(&tool, mcp.AdaptToolHandler(handler))`). An
// argument may be taken by address or through a one-argument adapter.
// handlers.GoWrappers reads the functions of one parsed file.
func (p *Pkg) Wrapper(name string, method bool) (handlers.Wrapper, bool) {
	return p.wrapperOf(decl{name: name, method: method}.key(), 0)
}

// wrapperOf resolves the wrapper of key among the package's declarations,
// following wrappers of wrappers up to three deep.
func (p *Pkg) wrapperOf(key string, depth int) (handlers.Wrapper, bool) {
	d, ok := p.decls[key]
	if !ok || depth > 3 || len(d.params) < 2 {
		return handlers.Wrapper{}, false
	}
	for _, m := range callRE.FindAllStringSubmatchIndex(d.body, -1) {
		callee := d.body[m[2]:m[3]]
		args := splitArgs(d.body[m[1]:])
		if len(args) < 2 {
			continue
		}
		var w handlers.Wrapper
		if callee == "AddTool" {
			w = handlers.Wrapper{Tool: len(args) - 2, Handler: len(args) - 1}
		} else if k := (decl{name: callee, method: m[0] < m[2]}).key(); k == key {
			continue
		} else if inner, ok := p.wrapperOf(k, depth+1); ok {
			w = inner
		} else {
			continue
		}
		if w.Tool >= len(args) || w.Handler >= len(args) {
			continue
		}
		t, okT := d.params[argName(args[w.Tool])]
		h, okH := d.params[argName(args[w.Handler])]
		if okT && okH {
			return handlers.Wrapper{Tool: t, Handler: h}, true
		}
	}
	return handlers.Wrapper{}, false
}

// FactoryInput returns the text of the input struct of the go-sdk typed
// handler that factory, a function of the package, returns: the In of a
// declared result `mcp.ToolHandlerFor[In, Out]`, else of the first handler
// literal in its body (`func(ctx context.Context, req *mcp.CallToolRequest,
// in In)`), found as `type In struct {...}` in the package's files; false
// when a step does not show (a generic factory, an In of another package).
func (p *Pkg) FactoryInput(factory string) (string, bool) {
	decl := regexp.MustCompile(`(?m)^func\s+` + regexp.QuoteMeta(factory) + `\s*\(`)
	in := ""
	for _, q := range p.paths {
		s := p.srcs[q]
		loc := decl.FindStringIndex(s)
		if loc == nil {
			continue
		}
		body := s[loc[0]:]
		if end := strings.Index(body, "\n}"); end > 0 {
			body = body[:end]
		}
		if m := handlerInRE.FindStringSubmatch(body); m != nil {
			in = m[1] + m[2]
		}
		break
	}
	if in == "" {
		return "", false
	}
	tdecl := regexp.MustCompile(`(?m)^type\s+` + regexp.QuoteMeta(in) + `\s+struct\s*\{`)
	for _, q := range p.paths {
		s := p.srcs[q]
		if loc := tdecl.FindStringIndex(s); loc != nil {
			if end := strings.Index(s[loc[1]:], "\n}"); end >= 0 {
				return s[loc[0] : loc[1]+end+2], true
			}
		}
	}
	return "", false
}

// handlerInRE finds the input type of a go-sdk typed handler in a factory's
// text: `ToolHandlerFor[In, ...]`, or the third parameter of a handler
// literal after its `*mcp.CallToolRequest`.
var handlerInRE = regexp.MustCompile(`ToolHandlerFor\[\s*\*?(\w+)\s*,|\*mcp\.CallToolRequest\s*,\s*\w+\s+\*?(\w+)\s*\)`)

// decl is a top-level function or method declaration read from a file's
// text: its name, its parameters' positions by name and its body.
type decl struct {
	name   string
	method bool // declared with a receiver
	params map[string]int
	body   string
}

// key indexes the package's declarations: a method and a function of one
// name are two.
func (d decl) key() string {
	if d.method {
		return "." + d.name
	}
	return d.name
}

// declRE finds the head of a top-level function or method declaration up to
// its parameter list (type parameters allowed).
var declRE = regexp.MustCompile(`(?m)^func\s+(\([^)]*\)\s*)?(\w+)\s*(?:\[[^\]]*\])?\(`)

// callRE finds a call of a name or a method in a body.
var callRE = regexp.MustCompile(`(?:\.|\b)(\w+)\(`)

// decls returns the declarations of source s that have a body.
func decls(s string) []decl {
	var out []decl
	for _, m := range declRE.FindAllStringSubmatchIndex(s, -1) {
		pos := map[string]int{}
		for i, prm := range splitArgs(s[m[1]:]) {
			if f := strings.Fields(prm); len(f) > 0 {
				pos[f[0]] = i
			}
		}
		rest := s[m[1]:]
		open := strings.Index(rest, "{\n")
		if open < 0 {
			continue
		}
		body := rest[open:]
		if end := strings.Index(body, "\n}"); end >= 0 {
			body = body[:end]
		}
		out = append(out, decl{name: s[m[4]:m[5]], method: m[2] >= 0, params: pos, body: body})
	}
	return out
}

// splitArgs splits the text after an opening parenthesis into its top-level
// comma-separated parts, up to the matching closing one (nil when none).
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				if part := strings.TrimSpace(s[start:i]); part != "" {
					out = append(out, part)
				}
				return out
			}
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return nil
}

// argName returns the parameter an argument passes: the name itself, taken
// by address (`&tool`), or the one argument of an adapter call
// (`mcp.AdaptToolHandler(handler)`).
func argName(a string) string {
	a = strings.TrimPrefix(strings.TrimSpace(a), "&")
	if i := strings.IndexByte(a, '('); i > 0 && strings.HasSuffix(a, ")") {
		if inner := splitArgs(a[i+1:]); len(inner) == 1 {
			return argName(inner[0])
		}
	}
	return a
}
