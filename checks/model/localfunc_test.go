package model

import (
	"strings"
	"testing"
)

// TestLocalFuncScope: a name defined in several functions resolves to the
// definition of the enclosing function (lexical scope), a name defined at
// module level twice to the last one, a name defined once to that one.
func TestLocalFuncScope(t *testing.T) {
	src := `def first(fn):
    def wrapper(*a):
        return fn(*a)
    return wrapper

def second(fn):
    def wrapper(*a):
        return requests.get(fn(*a))
    return wrapper

def top():
    return 1

def top():
    return 2

def use():
    return top()
`
	f := parseFile(t, "a.py", LangPython, []byte(src))
	lines := strings.Split(src, "\n")
	ident := func(line int, name string) *Node { // the identifier name on 1-based line
		var out *Node
		f.NodesOf(NewSymBitset(SymIdentifier), func(n *Node) bool {
			if l, _ := f.Position(int(n.StartByte())); l == line && f.Text(n) == name {
				out = n
			}
			return true
		})
		if out == nil {
			t.Fatalf("no %s on line %d: %q", name, line, lines[line-1])
		}
		return out
	}
	defLine := func(n *Node) int {
		if n == nil {
			return 0
		}
		l, _ := f.Position(int(n.StartByte()))
		return l
	}
	for _, c := range []struct {
		line, want int
		name       string
	}{
		{4, 2, "wrapper"}, // first's own wrapper, not second's (the last in the file)
		{9, 7, "wrapper"},
		{18, 14, "top"}, // module-level redefinition: the last
	} {
		if got := defLine(f.LocalFunc(ident(c.line, c.name))); got != c.want {
			t.Errorf("line %d %s: LocalFunc gives the definition on line %d, want %d", c.line, c.name, got, c.want)
		}
	}
}
