package model

// The call facts the retry analysis (checks/facts/retry) shares with other
// rules: whether a name is a parameter, whether a block ends in an exit, and
// small naming helpers for messages. Which calls are outbound is
// checks/facts/outbound's.

// isParamOf reports whether name is a parameter of the function enclosing n.
func IsParamOf(f *File, n *Node, name string) bool {
	fn := EnclosingFunc(n)
	if fn == nil {
		return false
	}
	params := fn.ChildByFieldName("parameters")
	if params == nil {
		params = fn.ChildByFieldName("parameter")
	}
	found := false
	Walk(params, func(p *Node) bool {
		if found {
			return false
		}
		switch p.Sym() {
		case SymIdentifier, SymShorthandPropertyIdentifierPattern:
			found = f.Text(p) == name
		}
		return true
	})
	return found
}

// endsInExit reports whether a block's last statement leaves the loop
// unconditionally: raise/throw/return/break (or Go panic / log.Fatal).
func EndsInExit(f *File, block *Node) bool {
	var last *Node
	for i := int(block.NamedChildCount()) - 1; i >= 0; i-- {
		if c := block.NamedChild(i); c.Sym() != SymComment {
			last = c
			break
		}
	}
	if last == nil {
		return false
	}
	switch last.Sym() {
	case SymRaiseStatement, SymThrowStatement, SymReturnStatement, SymBreakStatement:
		return true
	case SymExpressionStatement:
		if last.NamedChildCount() > 0 {
			if call := last.NamedChild(0); call.Sym() == SymCallExpression {
				switch f.Text(Callee(call)) {
				case "panic", "log.Fatal", "log.Fatalf", "log.Fatalln", "os.Exit", "process.exit":
					return true
				}
			}
		}
	}
	return false
}

// importsAnyOf reports whether ImportedName can return one of names in this
// file: ImportedName is an import's module name, alone or followed by dotted
// segments, so some import must be one of the names or a module they lie
// under (tenacity, tenacity.retry).
func (f *File) importsAnyOf(names []string) bool {
	for _, imp := range f.Imports() {
		for _, name := range names {
			if underModule(name, imp) && (len(name) == len(imp) || name[len(imp)] == '.') {
				return true
			}
		}
	}
	return false
}

// ImportsAnyOf is importsAnyOf for the fact packages outside model
// (checks/facts/retry asks it before looking for retry decorators).
func (f *File) ImportsAnyOf(names []string) bool { return f.importsAnyOf(names) }

// Itoa formats n in decimal.
func Itoa(i int) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	if neg {
		i = -i
	}
	var b []byte
	for i > 0 {
		b = append([]byte{byte('0' + i%10)}, b...)
		i /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

// LineOf returns the 1-based line of node n in f.
func LineOf(f *File, n *Node) int {
	l, _ := f.Position(int(n.StartByte()))
	return l
}

// FuncName returns the name a function is called by in this file.
func FuncName(f *File, fn *Node) string {
	if fn == nil {
		return ""
	}
	if name := fn.ChildByFieldName("name"); name != nil {
		return f.Text(name)
	}
	if d := fn.Parent(); d != nil && d.Sym() == SymVariableDeclarator {
		return f.Text(d.ChildByFieldName("name"))
	}
	return ""
}

// CallName names a call for messages: its callee text, shortened.
func CallName(f *File, call *Node) string {
	t := f.Text(Callee(call))
	if len(t) > 40 {
		t = "..." + t[len(t)-37:]
	}
	return t
}
