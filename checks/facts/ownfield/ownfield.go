// Package ownfield tells whether a JS or TS receiver `this.client...` is a
// field of the enclosing class that holds an instance of the project's own
// class: the field is declared with a type (`constructor(protected client:
// ShortcutClientWrapper) {}`, `private client: ApiWrapper;`) in the class
// or in the class it extends (`class StoryTools extends BaseTools`, with
// BaseTools imported from a module of the repository), and that type is a
// class of the file or comes from a module of the repository: a relative
// import (`./client`) or a TypeScript path alias of the project (`@/client/
// shortcut`, `~/client`; an npm package is never named `@/...`, a scoped
// package is `@scope/name`).
//
// The methods of such a field are the project's code, which the function
// summaries read: what they do, not their names, says whether they create
// (useshortcut/mcp-server-shortcut's ShortcutClientWrapper.addExternalLinkToStory
// reads the story, returns it when the link is there, else PUTs the story
// with the link added: an idempotent update named "add"). checks/facts/sdkcreate
// asks it before it takes a creating method name on a client field for an
// SDK's create (the same rule as its projectInstance for a local instance).
//
// Sources: TypeScript parameter properties
// (https://www.typescriptlang.org/docs/handbook/2/classes.html#parameter-properties)
// and path mapping (https://www.typescriptlang.org/tsconfig#paths); npm
// scoped package names (https://docs.npmjs.com/cli/v10/using-npm/scope).
// CWE-837 is what sdkcreate's guess stands for; a guess on the project's
// own wrapper is a false report of it.
package ownfield

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/restreg"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Project reports whether receiver obj (`this.client`, `this.client.stories`)
// starts with a field of the enclosing class whose declared type is the
// project's own class (the package comment), the scanned file imports that
// class from a readable module of the repository, and that class's method
// of the called name reads as no create there: its body calls no method
// creates accepts (a creating verb: checks/facts/sdkcreate's Method) and
// names no POST. A wrapper method that creates, or one that cannot be
// read, keeps the caller's judgement by name.
func Project(f *model.File, obj *model.Node, method string, creates func(string) bool) bool {
	if obj == nil || !f.Lang.IsJS() || method == "" {
		return false
	}
	segs := strings.Split(f.Text(obj), ".")
	if len(segs) < 2 || strings.TrimSpace(segs[0]) != "this" {
		return false
	}
	field := strings.TrimSpace(segs[1])
	if field == "" || strings.ContainsAny(field, "()[] \t\n") {
		return false
	}
	cls := enclosingClass(obj)
	if cls == nil {
		return false
	}
	// one answer per class, field and method: a class calls the same
	// wrapper from many of its methods, and each answer reads the class's
	// text and the wrapper's module (creates is the same for every call)
	memo := model.Fact(f, projectKey, func(*model.File) map[string]bool { return map[string]bool{} })
	key := strconv.Itoa(int(cls.StartByte())) + "|" + field + "|" + method
	v, ok := memo[key]
	if !ok {
		v = project(f, cls, field, method, creates)
		memo[key] = v
	}
	return v
}

// projectKey is the per-file memo of Project's answers.
var projectKey = model.NewFactKey[map[string]bool]("ownfield.project")

// project is Project for field of class cls.
func project(f *model.File, cls *model.Node, field, method string, creates func(string) bool) bool {
	text := f.Text(cls)
	t := fieldType(text, field)
	if t == "" {
		m := extendsRE.FindStringSubmatch(text[:headEnd(text)])
		if m == nil {
			return false
		}
		_, src, exported, ok := handlers.ImportedFile(f, m[1])
		if !ok || exported == "" || exported == "*" || exported == "default" {
			return false
		}
		head := regexp.MustCompile(`\bclass[ \t]+` + regexp.QuoteMeta(exported) + `\b`).FindIndex(src)
		if head == nil {
			return false
		}
		if t = fieldType(string(src[head[0]:]), field); t == "" || !projectType(src, t, false) {
			return false
		}
	} else if !projectType(f.Src, t, f.Imports()[t] != "") {
		return false
	}
	_, src, exported, ok := handlers.ImportedFile(f, t)
	if !ok || exported == "" || exported == "*" || exported == "default" {
		return false
	}
	body := methodBody(src, exported, method)
	if body == "" || postRE.MatchString(body) {
		return false
	}
	for _, m := range callRE.FindAllStringSubmatch(body, -1) {
		if creates(m[1]) {
			return false
		}
	}
	return true
}

// postRE finds a POST in a method's body (`this.request("POST", ...)`,
// `this.http.post(...)`, `method: "post"`).
var postRE = regexp.MustCompile(`(?i)\bpost\b|\.post\w*\(`)

// callRE finds the names of the calls in a method's body.
var callRE = regexp.MustCompile(`([A-Za-z_$][\w$]*)[ \t]*\(`)

// methodBody returns the body of method of class cls declared in src
// (`async method(params): T {`), or "" when src declares none.
func methodBody(src []byte, cls, method string) string {
	head := regexp.MustCompile(`\bclass[ \t]+` + regexp.QuoteMeta(cls) + `\b[^{]*\{`).FindIndex(src)
	if head == nil {
		return ""
	}
	end := restreg.Block(src, head[1]-1, false)
	body := src[head[1]:end]
	re := regexp.MustCompile(`(?m)^[ \t]*(?:(?:public|private|protected|async|static|override)[ \t]+)*` + regexp.QuoteMeta(method) + `[ \t]*(?:<[^>\n]*>)?\(`)
	for _, m := range re.FindAllIndex(body, -1) { // overload signatures first, then the implementation
		if open := bodyOpen(body, m[1]-1); open >= 0 {
			return string(body[open:restreg.Block(body, open, false)])
		}
	}
	return ""
}

// bodyOpen returns the index of the brace that opens the body of the
// method whose parameter list opens at paren, or -1 for an overload
// signature (`);`).
func bodyOpen(body []byte, paren int) int {
	depth := 0
	for i := paren; i < len(body); i++ {
		switch body[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			if depth == 0 {
				return i
			}
		case ';':
			if depth == 0 {
				return -1
			}
		}
	}
	return -1
}

// extendsRE finds the superclass a class heading names.
var extendsRE = regexp.MustCompile(`\bextends[ \t]+([A-Za-z_$][\w$]*)`)

// headEnd is the index of the first `{` of a class's text (its heading's end).
func headEnd(text string) int {
	if i := strings.IndexByte(text, '{'); i >= 0 {
		return i
	}
	return len(text)
}

// enclosingClass returns the class declaration or expression around n, or nil.
func enclosingClass(n *model.Node) *model.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Sym() == model.SymClassDeclaration || p.Sym() == model.SymAbstractClassDeclaration || p.Sym() == model.SymClass {
			return p
		}
	}
	return nil
}

// fieldType returns the type name a class text (from its heading on)
// declares field with, as a parameter property (`protected client: T`) or
// a field (`private readonly client: T;`, `client!: T`), or "".
func fieldType(text, field string) string {
	re := regexp.MustCompile(`(?m)(?:\b(?:private|protected|public|readonly)[ \t]+|^[ \t]*)` + regexp.QuoteMeta(field) + `[ \t]*[?!]?[ \t]*:[ \t]*([A-Z][\w$]*)[ \t]*[,;)=\n]`)
	if m := re.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	return ""
}

// projectType reports whether type name t is a class declared in src or
// imported there from a module of the repository (projectModule). In the
// scanned file itself, imported says the file imports t (then its module
// is read from src as well).
func projectType(src []byte, t string, imported bool) bool {
	q := regexp.QuoteMeta(t)
	if !imported && regexp.MustCompile(`\bclass[ \t]+`+q+`\b`).Match(src) {
		return true
	}
	re := regexp.MustCompile(`\bimport[ \t]+(?:type[ \t]+)?\{[^}]*\b` + q + `\b[^}]*\}[ \t\n]*from[ \t]*["']([^"']+)["']`)
	m := re.FindSubmatch(src)
	return m != nil && projectModule(string(m[1]))
}

// projectModule reports whether an import's module is one of the
// repository: relative, or a TypeScript path alias `@/` or `~/`.
func projectModule(mod string) bool {
	return strings.HasPrefix(mod, ".") || strings.HasPrefix(mod, "@/") || strings.HasPrefix(mod, "~/")
}
