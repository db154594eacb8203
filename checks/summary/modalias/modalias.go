// Package modalias reads a module's function aliases: a top-level
// assignment of one bare name to another, Python `_list_contexts_impl =
// list_contexts` (kubectl-mcp-server keeps each tool's implementation under
// such a name, and its tools call `_list_contexts_impl()`) or JS/TS `const
// run = execute;`. A call of the alias means what the other name means in
// the module (a function of the module or one it imports); a name bound more
// than once at the top level is no alias (which binding a call sees depends
// on when it runs), and neither is one that does not name a function
// (summary.Program.local resolves it or leaves it unknown).
package modalias

import "github.com/resilience-check/resilience-check/checks/model"

// Of returns file f's aliases, alias name to the name it is bound to (nil
// when none), for Python and JS/TS files.
func Of(f *model.File) map[string]string {
	if f.Lang == model.LangGo || f.Root == nil {
		return nil
	}
	var out map[string]string
	bound := map[string]int{}
	root := f.Root
	for i := 0; i < int(root.NamedChildCount()); i++ {
		left, right := pair(f, root.NamedChild(i))
		if left == nil {
			continue
		}
		name := f.Text(left)
		bound[name]++
		if right == nil || right.Sym() != model.SymIdentifier || f.Text(right) == name {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[name] = f.Text(right)
	}
	for name := range out {
		if bound[name] > 1 {
			delete(out, name)
		}
	}
	return out
}

// pair returns the bound name and the value of a top-level statement that
// binds one bare name: a Python assignment, a JS/TS `const` declaration of
// one name (exported or not); left is nil for anything else. right is nil
// when the statement binds the name to no value.
func pair(f *model.File, st *model.Node) (left, right *model.Node) {
	switch st.Type() {
	case "expression_statement":
		if st.NamedChildCount() != 1 || st.NamedChild(0).Type() != "assignment" {
			return nil, nil
		}
		a := st.NamedChild(0)
		if l := a.ChildByFieldName("left"); l != nil && l.Sym() == model.SymIdentifier {
			return l, a.ChildByFieldName("right")
		}
	case "export_statement":
		if d := st.ChildByFieldName("declaration"); d != nil {
			return pair(f, d)
		}
	case "lexical_declaration":
		if st.NamedChildCount() != 1 || st.Child(0) == nil || st.Child(0).Type() != "const" {
			return nil, nil
		}
		d := st.NamedChild(0)
		if d.Type() != "variable_declarator" {
			return nil, nil
		}
		if n := d.ChildByFieldName("name"); n != nil && n.Sym() == model.SymIdentifier {
			return n, d.ChildByFieldName("value")
		}
	}
	return nil, nil
}
