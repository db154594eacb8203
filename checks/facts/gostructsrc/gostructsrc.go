// Package gostructsrc reads the declaration of a Go struct type that a file
// names from another package of the repository's module: the input type of
// a go-sdk tool handler (`func(ctx context.Context, req
// *mcp.CallToolRequest, params pipedrive.AddActivityParams)`), declared in
// internal/pipedrive. The go-sdk infers the tool's input schema from that
// type (https://pkg.go.dev/github.com/modelcontextprotocol/go-sdk/mcp#AddTool),
// so its fields are the tool's parameters; RC601 reads them for an
// idempotency key or the created object's own id (CWE-837), as it reads a
// struct of the file's own package. The reading is textual: a struct that
// embeds another type (whose fields would be promoted) stays unknown.
package gostructsrc

import (
	"regexp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Text returns the source of struct type qualified (`pkg.Name`, pkg a name
// Go file f imports) as a package of the repository declares it (`type Name
// struct { ... }`), and ok; ok is false when pkg is no import of f, the
// package is not in the repository, no file of it (or two) declares Name as
// a struct, or the struct embeds a type.
func Text(f *model.File, qualified string) (string, bool) {
	pkg, name, found := strings.Cut(qualified, ".")
	if !found || f.Lang != model.LangGo || pkg == "" || strings.ContainsAny(name, ".[*") {
		return "", false
	}
	path, ok := f.Imports()[pkg]
	if !ok {
		return "", false
	}
	srcs := handlers.GoImportSources(f, path)
	paths := make([]string, 0, len(srcs))
	for p := range srcs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	head := regexp.MustCompile(`(?m)^type[ \t]+` + regexp.QuoteMeta(name) + `[ \t]+struct[ \t]*\{`)
	out := ""
	for _, p := range paths {
		src := string(srcs[p])
		loc := head.FindStringIndex(src)
		if loc == nil {
			continue
		}
		body, ok := block(src, loc[1]-1)
		if !ok || out != "" || embeds(body) {
			return "", false
		}
		out = src[loc[0]:loc[1]-1] + body
	}
	return out, out != ""
}

// block returns src from the brace at open through the brace that closes
// it, skipping string and raw string literals (struct tags) and comments.
func block(src string, open int) (string, bool) {
	depth := 0
	for i := open; i < len(src); i++ {
		switch c := src[i]; c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return src[open : i+1], true
			}
		case '"', '`':
			for i++; i < len(src) && src[i] != c; i++ {
				if c == '"' && src[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(src) && src[i+1] == '/' {
				for i < len(src) && src[i] != '\n' {
					i++
				}
			}
		}
	}
	return "", false
}

// embedded matches a struct body line that is a type alone (an embedded
// field: `Base`, `*pkg.Common`), with an optional tag or comment.
var embedded = regexp.MustCompile("(?m)^[ \t]*\\*?[A-Za-z_][\\w]*(?:\\.[A-Za-z_][\\w]*)?[ \t]*(?:`[^`]*`)?[ \t]*(?://.*)?$")

// embeds reports whether struct body (from its opening brace) embeds a type.
func embeds(body string) bool {
	inner := strings.TrimSuffix(strings.TrimPrefix(body, "{"), "}")
	for _, line := range strings.Split(inner, "\n") {
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "//") && embedded.MatchString(line) {
			return true
		}
	}
	return false
}
