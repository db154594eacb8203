package goowntype

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/srcmemo"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// fieldMethod reports whether `x.f.M(...)` (sel is `x.f`) runs the
// project's own code: x is the enclosing method's receiver or a parameter
// of an enclosing function, declared with a type T of the file's package;
// a file of the package declares T a struct whose field f has the type
// `*U`, `U`, `*pkg.U` or `pkg.U`; and U's package (the same one, or the
// package that file imports as pkg, found in the repository:
// handlers.GoImportSources) declares method M on U with a body.
// bmeyer99/github-mcp-server-go's `s.client.CreateFile(...)` with `client
// *github.Client` of its own package github, which PUTs the file: the
// function summaries read the method, so its name says nothing of what it
// sends. Anything that does not resolve (an interface field, a type of
// another module, an embedded field, a field of several names) is false.
func fieldMethod(f *model.File, sel *model.Node, method string, call *model.Node) bool {
	x, fld := sel.ChildByFieldName("operand"), sel.ChildByFieldName("field")
	if x == nil || fld == nil || x.Sym() != model.SymIdentifier {
		return false
	}
	typ := tval.MethodReceiverType(f, call, f.Text(x))
	if typ == "" {
		typ = paramType(f, f.Text(x), call)
	}
	if typ == "" {
		return false
	}
	srcs := map[string][]byte{f.Path: f.Src}
	for p, b := range handlers.GoPackageSources(f) {
		srcs[p] = b
	}
	fieldRE := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(f.Text(fld)) + `\s+\*?(?:([A-Za-z_]\w*)\.)?([A-Za-z_]\w*)\s*(?:` + "`" + `[^` + "`" + `]*` + "`" + `)?\s*(?://.*)?$`)
	for p, src := range srcs {
		body := srcmemo.Of(f, "goowntype.struct\x00"+typ, p, src, func(b []byte) any { return structBody(b, typ) }).([]byte)
		if body == nil {
			continue
		}
		m := fieldRE.FindSubmatch(body)
		if m == nil {
			return false
		}
		pkg, utyp := string(m[1]), string(m[2])
		if pkg == "" {
			for q, s := range srcs {
				if hasMethodHead(f, q, s, utyp, method) {
					return true
				}
			}
			return false
		}
		path := importPath(src, pkg)
		if path == "" {
			return false
		}
		for q, s := range handlers.GoImportSources(f, path) {
			if hasMethodHead(f, q, s, utyp, method) {
				return true
			}
		}
		return false
	}
	return false
}

// hasMethodHead reports whether src, the file at path, declares method
// name on type typ with a body (`func (c *Client) Name(...) ... {` at the
// start of a line), memoised per scan (srcmemo): the files of a package ask
// it of every other file of the package.
func hasMethodHead(f *model.File, path string, src []byte, typ, name string) bool {
	// a match holds typ and the method's name as they are (both quoted
	// literally in the pattern): a source without either has none, and the
	// pattern is compiled only for one that has both
	if !bytes.Contains(src, []byte(name)) || !bytes.Contains(src, []byte(typ)) {
		return false
	}
	q := "goowntype.head\x00" + typ + "\x00" + name
	return srcmemo.Of(f, q, path, src, func(b []byte) any {
		// `(?m)^func ...` matches src where `\nfunc ...` matches "\n"+src
		// (the newline before a line start, one prepended for src's
		// start): the literal start lets the matcher skip to candidates
		head := thirdparty.Of(f).Memo(q, func() any { // compiled once per scan
			return regexp.MustCompile(`\nfunc\s*\(\s*\w*\s*\*?\s*` + regexp.QuoteMeta(typ) + `\s*\)\s*` + regexp.QuoteMeta(name) + `\s*\([^{]*\{`)
		}).(*regexp.Regexp)
		t := make([]byte, 0, len(b)+1)
		return head.Match(append(append(t, '\n'), b...))
	}).(bool)
}

// structBody returns the text between the braces of `type T struct {...}`
// in src (up to the first line that is a lone closing brace), or nil.
func structBody(src []byte, typ string) []byte {
	if !bytes.Contains(src, []byte(typ)) { // quoted literally in the pattern
		return nil
	}
	// the first match of `(?m)^type ...` in src is the first of `\ntype
	// ...` in "\n"+src (the newline before a line start, one prepended for
	// src's start), ending a byte further: its literal start lets the
	// matcher skip to the candidates
	t := make([]byte, 0, len(src)+1)
	t = append(append(t, '\n'), src...)
	loc := regexp.MustCompile(`\ntype\s+` + regexp.QuoteMeta(typ) + `\s+struct\s*\{`).FindIndex(t)
	if loc == nil {
		return nil
	}
	rest := src[loc[1]-1:]
	// the first line that starts with "}" (`(?m)^\}`)
	end := 0
	if len(rest) == 0 || rest[0] != '}' {
		i := bytes.Index(rest, []byte("\n}"))
		if i < 0 {
			return nil
		}
		end = i + 1
	}
	return rest[:end]
}

// importPath returns the path src imports under the name pkg (an alias,
// or the path's last element), or "".
func importPath(src []byte, pkg string) string {
	re := regexp.MustCompile(`(?m)^\s*(?:import\s+)?(?:([A-Za-z_]\w*)\s+)?"([^"]+)"`)
	for _, m := range re.FindAllSubmatch(src, -1) {
		alias, path := string(m[1]), string(m[2])
		if alias == pkg || alias == "" && path[strings.LastIndexByte(path, '/')+1:] == pkg {
			return path
		}
	}
	return ""
}
