// Package constname reads the string a JavaScript or TypeScript tool
// definition names its tool by when the name is a member of a constant
// table rather than a literal: `name: ToolNames.ADD_COMMENTS` with
// `export const ToolNames = { ADD_COMMENTS: 'add-comments', ... } as const`
// in another file of the repository (Doist's todoist-mcp src/utils/tool-names.ts),
// or `name: ToolName.PRODUCE_MESSAGE` with a TypeScript
// `enum ToolName { PRODUCE_MESSAGE = "produce-message" }` (mcp-confluent).
// Servers keep their tool names in one such table so that each tool file
// imports its own; without reading it the tool's name stays "" and says
// nothing about what the tool does (RC601 judges a tool by its name's
// verb: checks/facts/toolname).
//
// Only a table that binds the member to a plain string is read: an object
// literal bound by `const`/`let`/`var` (optionally `export`ed, typed, or
// ended by `as const` / `Object.freeze(...)`) or an `enum`, in the file
// itself or in the file the table's name is imported from. A member set to
// anything else (a template with substitutions, a call, another constant), a
// table spread from another, or a name imported through a re-export the
// caller cannot follow stays unknown (""): a name never guessed.
//
// Source: blind-set batch 18 misses of RC601 (Doist/todoist-mcp
// add-comments.ts and add-tasks.ts, whose tools' names were ""), and the
// tool tables of mcp-confluent, codacy-mcp-server, apify-mcp-server.
package constname

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Of returns the string a member expression m of file f (`Table.MEMBER`)
// holds when Table is an identifier bound to a constant table of f or of
// the file f imports it from (imported), or "" (Member).
func Of(f *model.File, m *model.Node, imported Imported) string {
	o, p := m.ChildByFieldName("object"), m.ChildByFieldName("property")
	if o == nil || p == nil || o.Sym() != model.SymIdentifier {
		return ""
	}
	return Member(f.Src, f.Text(o), f.Text(p), imported)
}

// Imported returns the source of the file a JavaScript file imports the
// identifier name from and the name that file exports it under, or ok
// false when the name is not imported from a readable file of the
// repository (handlers.ImportedFile).
type Imported func(name string) (src []byte, exported string, ok bool)

// identRE matches a JavaScript identifier.
var identRE = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

// Member returns the string that table.member holds, read in the source
// of the file (own, the text of the file the reference is in) or, when
// the file does not declare table, in the file it imports table from
// (imported, nil for none); "" when either name is no identifier or the
// value is not a plain string literal (package comment).
func Member(own []byte, table, member string, imported Imported) string {
	if !identRE.MatchString(table) || !identRE.MatchString(member) {
		return ""
	}
	if body, ok := tableBody(string(own), table); ok {
		return memberValue(body, member)
	}
	if imported == nil {
		return ""
	}
	src, exported, ok := imported(table)
	if !ok || exported == "" || exported == "*" || exported == "default" || !identRE.MatchString(exported) {
		return ""
	}
	if body, ok := tableBody(string(src), exported); ok && exportedDecl(string(src), exported) {
		return memberValue(body, member)
	}
	return ""
}

// tableBody returns the text between the braces of the object literal or
// enum that src binds name to at a declaration (`const name = {`,
// `const name: T = {`, `const name = Object.freeze({`, `enum name {`,
// `const enum name {`), and true; false when src declares no such table or
// declares the name more than once (which one holds is not read).
func tableBody(src, name string) (string, bool) {
	re := regexp.MustCompile(`(?m)^[ \t]*(?:export[ \t]+)?(?:(?:const|let|var)[ \t]+` + regexp.QuoteMeta(name) +
		`[ \t]*(?::[^=\n{]+)?=[ \t]*(?:Object\.freeze\([ \t]*)?|(?:declare[ \t]+)?(?:const[ \t]+)?enum[ \t]+` + regexp.QuoteMeta(name) + `[ \t]*)\{`)
	locs := re.FindAllStringIndex(src, -1)
	if len(locs) != 1 {
		return "", false
	}
	start := locs[0][1]
	depth := 1
	for i := start; i < len(src); i++ {
		switch src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return src[start:i], true
			}
		}
	}
	return "", false
}

// exportedDecl reports whether src exports its declaration of name: an
// `export` before it or an `export { name }` list naming it.
func exportedDecl(src, name string) bool {
	q := regexp.QuoteMeta(name)
	return regexp.MustCompile(`(?m)^[ \t]*export[ \t]+(?:declare[ \t]+)?(?:const|let|var|enum)[ \t]+(?:enum[ \t]+)?`+q+`\b`).MatchString(src) ||
		regexp.MustCompile(`export[ \t]*\{[^}]*\b`+q+`\b[^}]*\}`).MatchString(src)
}

// memberValue returns the plain string literal body binds member to at
// its top level (`member: 'x'`, `'member': "x"`, enum `member = "x"`), or
// "" when it binds it to anything else, more than once, or the table
// spreads another (`...OTHER`: the member could come from there).
func memberValue(body, member string) string {
	if strings.Contains(body, "...") {
		return ""
	}
	re := regexp.MustCompile(`(?m)(?:^|[,{])[ \t]*(?:` + regexp.QuoteMeta(member) + `|'` + regexp.QuoteMeta(member) + `'|"` + regexp.QuoteMeta(member) +
		`")[ \t]*[:=][ \t]*(?:'([^'\\\n]*)'|"([^"\\\n]*)"|` + "`([^`$\\\\\\n]*)`" + `)[ \t]*(?:,|$|//|/\*)`)
	ms := re.FindAllStringSubmatch(body, -1)
	if len(ms) != 1 {
		return ""
	}
	for _, g := range ms[0][1:] {
		if g != "" {
			return g
		}
	}
	return ""
}
