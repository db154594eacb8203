package rc102

import "github.com/resilience-check/resilience-check/checks/model"

// childProcFuncs are the child_process functions RC102 judges, by name: a
// class field is followed only for these.
var childProcFuncs = map[string]bool{"exec": true, "execFile": true, "spawn": true, "fork": true,
	"execSync": true, "execFileSync": true, "spawnSync": true}

// classFieldAlias returns the value of the class field that member callee
// `Cls.name` or `this.name` calls, when a class of this file declares the
// field with a plain name as its value: `static spawnSync = spawnSync` (a
// seam for test stubs) is child_process.spawnSync at the call. It returns
// nil otherwise.
func classFieldAlias(f *model.File, callee *model.Node) *model.Node {
	if callee.Sym() != model.SymMemberExpression {
		return nil
	}
	obj, prop := callee.ChildByFieldName("object"), callee.ChildByFieldName("property")
	if obj == nil || prop == nil || !childProcFuncs[f.Text(prop)] {
		return nil
	}
	var cls *model.Node
	switch obj.Sym() {
	case model.SymThis:
		cls = model.Ancestor(callee, model.SymClassDeclaration, model.SymClass)
	case model.SymIdentifier:
		for p := callee.Parent(); p != nil && cls == nil; p = p.Parent() {
			if (p.Sym() == model.SymClassDeclaration || p.Sym() == model.SymClass) && f.Text(p.ChildByFieldName("name")) == f.Text(obj) {
				cls = p
			}
		}
	}
	if cls == nil {
		return nil
	}
	body := cls.ChildByFieldName("body")
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		fd := body.NamedChild(i)
		if fd.Sym() != model.SymPublicFieldDefinition && fd.Sym() != model.SymFieldDefinition {
			continue
		}
		name := fd.ChildByFieldName("name")
		if name == nil {
			name = fd.ChildByFieldName("property")
		}
		if v := fd.ChildByFieldName("value"); name != nil && v != nil && f.Text(name) == f.Text(prop) && v.Sym() == model.SymIdentifier {
			return v
		}
	}
	return nil
}
