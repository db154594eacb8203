// Package gotooldef reads the definition of a Go MCP tool that an AddTool
// call takes from elsewhere in the repository: a function of the package
// that returns the tool (`execTool := NewExecTool()` with `func
// NewExecTool() mcp.Tool { return mcp.NewTool(ExecToolName, ...) }`), or a
// package-level variable (`var CreateIssueTool = mcp.NewTool("x", ...)`),
// also of another package of the repository (`s.AddTool(tools.CreateIssueTool,
// handler)`, `mcp.AddTool(s, release.InstallTool, release.HandleInstall)`,
// `s.AddTool(tools.CreateAddHelmRepositoryTool(), ...)`). mcp-go servers split
// a tool's definition from its registration this way in many projects (a file
// per tool, a registration list in server.go), and RC601 read only a
// definition written inline or bound in the registering function (issue 18,
// RC601's tools).
//
// The reading is textual, like package gopkg: the declaration's text up to
// its matching bracket. Anything it cannot read is unknown (false): a function
// with several returns, options built elsewhere (`mcp.NewTool(name, opts...)`),
// a name or a parameter name given by a constant that no `Name = "..."` of the
// package's files spells, an input schema given by a variable.
package gotooldef

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Def is a Go tool definition read from another declaration: the tool's
// name and the text of its definition, with the constants that name its
// parameters spelled out as string literals (so a key or an id parameter
// reads as it would inline).
type Def struct {
	Name string
	Text string
}

// Resolve returns the definition of the tool that arg, an AddTool call's
// tool argument of file f (as model.File.Resolve leaves it), names: a call
// of a function of f's package or of an imported package of the repository
// with no arguments' effect on the definition (`NewExecTool()`,
// `tools.CreateGetResourceTool()`), or a package-level variable
// (`CreateIssueTool`, `tools.CreateIssueTool`, `&release.InstallTool`).
// ok is false when arg is none of these or the definition does not read
// (see the package doc).
func Resolve(f *model.File, arg *model.Node) (Def, bool) {
	if f == nil || f.Lang != model.LangGo || arg == nil {
		return Def{}, false
	}
	arg = model.Unwrap(arg)
	if arg.Sym() == model.SymUnaryExpression { // &tools.X
		if op := arg.ChildByFieldName("operand"); op != nil {
			arg = model.Unwrap(op)
		}
	}
	call := false
	ref := arg
	if arg.Sym() == model.SymCallExpression {
		call = true
		ref = model.Callee(arg)
		if ref == nil {
			return Def{}, false
		}
	}
	var pkg, name string
	switch ref.Sym() {
	case model.SymIdentifier:
		name = f.Text(ref)
	case model.SymSelectorExpression:
		op := ref.ChildByFieldName("operand")
		if op == nil || op.Sym() != model.SymIdentifier {
			return Def{}, false
		}
		p, imported := f.Imports()[f.Text(op)]
		if !imported {
			return Def{}, false // a method of a value: not read here
		}
		pkg, name = p, f.Text(ref.ChildByFieldName("field"))
	default:
		return Def{}, false
	}
	srcs := sources(f, pkg)
	if len(srcs) == 0 || name == "" {
		return Def{}, false
	}
	var expr string
	if call {
		expr = funcDef(srcs, name)
	} else {
		expr = varDef(srcs, name)
	}
	if expr == "" {
		return Def{}, false
	}
	return read(srcs, expr)
}

// sources returns the texts of the package that declares a name: f's own
// package for "" (f and the other files of its folder), else the repository
// package imported as pkg; sorted by path.
func sources(f *model.File, pkg string) []string {
	var m map[string][]byte
	if pkg == "" {
		m = handlers.GoPackageSources(f)
		if m == nil {
			m = map[string][]byte{}
		}
		m[f.Path] = f.Src
	} else {
		m = handlers.GoImportSources(f, pkg)
	}
	paths := make([]string, 0, len(m))
	for p := range m {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		out = append(out, string(m[p]))
	}
	return out
}

// toolExprRE finds the start of a tool definition expression: mcp-go's
// `mcp.NewTool(` or a `mcp.Tool{` literal (go-sdk's too), the package
// named by any local name.
var toolExprRE = regexp.MustCompile(`^&?\s*\w+\.(NewTool\(|Tool\{)`)

// funcDef returns the text of the tool expression the function name returns:
// its body's one return statement, which returns a tool expression alone;
// "" otherwise (no such function, two declarations, several returns).
func funcDef(srcs []string, name string) string {
	head := regexp.MustCompile(`(?m)^func\s+` + regexp.QuoteMeta(name) + `\s*\(`)
	found := ""
	n := 0
	for _, s := range srcs {
		for _, loc := range head.FindAllStringIndex(s, -1) {
			n++
			rest := s[loc[1]:]
			open := strings.Index(rest, "{\n")
			if open < 0 {
				return ""
			}
			body := rest[open:]
			if end := strings.Index(body, "\n}"); end >= 0 {
				body = body[:end]
			}
			rets := returnRE.FindAllStringIndex(body, -1)
			if len(rets) != 1 {
				return ""
			}
			after := strings.TrimLeft(body[rets[0][1]:], " \t")
			if !toolExprRE.MatchString(after) {
				return ""
			}
			expr := balanced(after)
			if expr == "" {
				return ""
			}
			if tail, _, _ := strings.Cut(after[len(expr):], "\n"); strings.TrimSpace(tail) != "" {
				return "" // another value returned beside it: not read here
			}
			found = expr
		}
	}
	if n != 1 {
		return ""
	}
	return found
}

// returnRE finds a return statement.
var returnRE = regexp.MustCompile(`\breturn\b`)

// varDef returns the text of the tool expression a package-level variable
// name is set to (`var X = mcp.NewTool(...)`, or `X = &mcp.Tool{...}` in a
// `var (...)` block); "" when none or several.
func varDef(srcs []string, name string) string {
	re := regexp.MustCompile(`(?m)^(var[ \t]+|\t)` + regexp.QuoteMeta(name) + `(?:[ \t]+[\w.*]+)?[ \t]*=[ \t]*`)
	found := ""
	n := 0
	for _, s := range srcs {
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if s[loc[2]:loc[3]] == "\t" && !inVarBlock(s, loc[0]) {
				continue
			}
			n++
			after := s[loc[1]:]
			if !toolExprRE.MatchString(after) {
				return ""
			}
			found = balanced(after)
		}
	}
	if n != 1 {
		return ""
	}
	return found
}

// inVarBlock reports whether offset at of s lies in a top-level `var (`
// block: the last such opening before it is not closed by a line `)`.
func inVarBlock(s string, at int) bool {
	open := strings.LastIndex(s[:at], "\nvar (")
	if open < 0 {
		return false
	}
	return !strings.Contains(s[open:at], "\n)")
}

// balanced returns the prefix of s up to the bracket that closes its first
// opening one (strings and runes skipped), "" when it does not close.
func balanced(s string) string {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '`', '\'':
			i = skipQuoted(s, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return s[:i+1]
			}
		}
	}
	return ""
}

// read returns the definition expr spells: the tool's name (a string
// literal or a constant of the package, srcs) and its text with each
// constant that names a parameter (`mcp.WithString(QueryArg, ...)`) or the
// tool replaced by its string. False when a name does not read, when an
// option is a value built elsewhere (`mcp.NewTool("x", opts...)`,
// `mcp.NewTool("x", withPaging)`) or when a literal's input schema is a
// variable.
func read(srcs []string, expr string) (Def, bool) {
	var nameArg string
	if m := toolExprRE.FindStringSubmatch(expr); m != nil && m[1] == "NewTool(" {
		open := strings.Index(expr, "(")
		args := splitTop(expr[open+1 : len(expr)-1])
		if len(args) == 0 {
			return Def{}, false
		}
		for _, a := range args[1:] {
			if !strings.HasSuffix(a, ")") { // an option from elsewhere
				return Def{}, false
			}
		}
		nameArg = args[0]
	} else {
		m := keyedNameRE.FindStringSubmatch(expr)
		if m == nil {
			return Def{}, false
		}
		nameArg = m[1]
		if s := inputSchemaRE.FindStringSubmatch(expr); s != nil && !strings.HasSuffix(strings.TrimSpace(s[1]), "{") {
			return Def{}, false // a schema built elsewhere
		}
	}
	name, ok := constString(srcs, nameArg)
	if !ok {
		return Def{}, false
	}
	text := expr
	for _, m := range paramConstRE.FindAllStringSubmatch(expr, -1) {
		v, ok := constString(srcs, m[2])
		if !ok {
			return Def{}, false
		}
		text = strings.Replace(text, m[0], m[1]+strconv.Quote(v), 1)
	}
	for _, m := range descConstRE.FindAllStringSubmatch(text, -1) {
		if v, ok := constString(srcs, m[2]); ok { // a description is no parameter: kept as is when it does not read
			text = strings.Replace(text, m[0], m[1]+strconv.Quote(v)+")", 1)
		}
	}
	return Def{Name: name, Text: text}, true
}

// descConstRE finds a description given by an identifier
// (`mcp.WithDescription(ExecToolDescription)`).
var descConstRE = regexp.MustCompile(`(\.WithDescription\(\s*)([A-Za-z_]\w*)\s*\)`)

// keyedNameRE reads a tool literal's Name field; inputSchemaRE the start of
// its InputSchema value.
var (
	keyedNameRE   = regexp.MustCompile(`\bName:\s*([^,\n]+),`)
	inputSchemaRE = regexp.MustCompile(`\bInputSchema:\s*([^,\n]*)`)
)

// paramConstRE finds an mcp-go parameter option whose name is an identifier
// (`mcp.WithString(WorkingBranchArg,`).
var paramConstRE = regexp.MustCompile(`(\.With(?:String|Number|Integer|Boolean|Object|Array|Any)\(\s*)([A-Za-z_][\w.]*)\s*[,)]`)

// constString returns the string a name argument spells: a Go string
// literal, or an identifier that one `Name = "..."` (a const or var of the
// package's files) sets.
func constString(srcs []string, a string) (string, bool) {
	a = strings.TrimSpace(a)
	if v, err := strconv.Unquote(a); err == nil {
		return v, true
	}
	if !identRE.MatchString(a) {
		return "", false
	}
	re := regexp.MustCompile(`(?m)^(?:const[ \t]+|var[ \t]+|\t)` + regexp.QuoteMeta(a) + `(?:[ \t]+\w+)?[ \t]*=[ \t]*("[^"\n]*")[ \t]*(?://.*)?$`)
	val, n := "", 0
	for _, s := range srcs {
		for _, m := range re.FindAllStringSubmatch(s, -1) {
			v, err := strconv.Unquote(m[1])
			if err != nil {
				return "", false
			}
			if n > 0 && v != val {
				return "", false
			}
			val, n = v, n+1
		}
	}
	return val, n > 0
}

// identRE is a Go identifier.
var identRE = regexp.MustCompile(`^[A-Za-z_]\w*$`)

// skipQuoted returns the index of the quote that closes the string or rune
// literal opening at s[i] (backslash escapes skipped, none in a raw string),
// or len(s) or past it when it does not close.
func skipQuoted(s string, i int) int {
	c, j := s[i], i+1
	for j < len(s) && s[j] != c {
		if s[j] == '\\' && c != '`' {
			j++
		}
		j++
	}
	return j
}

// splitTop splits s into its top-level comma-separated parts (brackets and
// strings kept whole), blanks dropped.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '`', '\'':
			i = skipQuoted(s, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				if p := strings.TrimSpace(s[start:i]); p != "" {
					out = append(out, p)
				}
				start = i + 1
			}
		}
	}
	if start < len(s) {
		if p := strings.TrimSpace(s[start:]); p != "" {
			out = append(out, p)
		}
	}
	return out
}
