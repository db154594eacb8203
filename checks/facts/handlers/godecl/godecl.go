// Package godecl tells from a Go file's bytes, without parsing it, whether
// the file may declare a function or method of a given name: the test the
// handler registry (checks/facts/handlers, registry.go mayDefine) runs
// before it parses a file to follow a registered name into it.
//
// What the registry looks for in a followed Go file is a top-level
// function_declaration or method_declaration whose name field is the name
// (topBindings); a Go file re-exports nothing and stores no handler by key
// (regflow.Stores reads JS and Python forms only). In tree-sitter-go's
// grammar (https://github.com/tree-sitter/tree-sitter-go, grammar.js:
// function_declaration is 'func' name ..., method_declaration is 'func'
// receiver name ...) the name token comes right after the `func` keyword
// or after the receiver's closing parenthesis, with only whitespace or
// comments between (the grammar's extras); the Go spec says the same
// (https://go.dev/ref/spec#Function_declarations,
// https://go.dev/ref/spec#Method_declarations). So a file in which no
// occurrence of the name as a whole token follows `func` or `)` declares
// no function or method of that name, and its parse finds nothing to
// follow. A name used only in calls, selectors or comments elsewhere
// (`v.Value()`, `ctx.Value(k)`) does not make the file parse: the case of
// the Go SDK's package files that all call Value, Set or Get.
//
// Peer practice: gopls finds a declaration's candidate files by a text
// search for the name before it type-checks them (its workspace symbol
// and references search), and Go's own go/build reads only a file's
// header to decide what to parse.
package godecl

import "bytes"

// MayDeclare reports whether src, a Go file, may declare a function or a
// method named name: whether some occurrence of name as a whole token is
// preceded, past whitespace, by the keyword func or by ')' (a receiver).
// A name right after `//` or a lone '/' (a line comment's first word, a
// division's operand) is no declaration's. It answers true whenever it
// cannot tell (a block comment's end or a non-ASCII byte before the name,
// a non-ASCII byte next to it, an empty name), so that a false answer is
// exact: the file has no such declaration.
func MayDeclare(src []byte, name string) bool {
	if name == "" {
		return true
	}
	nb := []byte(name)
	for off := 0; ; {
		i := bytes.Index(src[off:], nb)
		if i < 0 {
			return false
		}
		i += off
		off = i + 1
		end := i + len(nb)
		if end < len(src) {
			if c := src[end]; identByte(c) {
				continue // a longer token
			} else if c >= 0x80 {
				return true
			}
		}
		if i > 0 {
			if c := src[i-1]; identByte(c) {
				continue
			} else if c >= 0x80 {
				return true
			}
		}
		j := i - 1
		for j >= 0 && space(src[j]) {
			j--
		}
		if j < 0 {
			continue // the file's first token: no func before it
		}
		switch c := src[j]; {
		case c == ')', c >= 0x80:
			return true // a receiver's end, or a character this test does not read: may be
		case c == '/' && j > 0 && src[j-1] == '*':
			return true // a block comment's end: `func /* c */ Name` may be
		case c == 'c' && j >= 3 && string(src[j-3:j+1]) == "func" && (j == 3 || !identByte(src[j-4])):
			return true
		}
	}
}

// identByte reports whether c is an ASCII byte of a Go identifier.
func identByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// space reports whether c is ASCII white space (Go's four and the \v and
// \f a grammar's \s also skips).
func space(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}
