// Package jsbuilt reads the JavaScript and TypeScript options objects that a
// function or method of the same file builds and returns for a driver
// constructor (`new Pool(await this.dsnParser.parse(dsn, cfg))`, whose
// parse() starts from an object literal and assigns more keys to it): which
// keys the literal has and which are assigned later, on every path or only
// under a condition (`if (connectionTimeoutSeconds !== undefined) {
// poolConfig.connectionTimeoutMillis = ... }`). Rules RC103 and RC501 read it:
// a bound set only when a setting is configured is absent by default, and
// the default is what runs (issue 18, batch 4: dbhub's connectors). It reads
// one parsed file and depends on nothing but package model.
package jsbuilt

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Set says how a key is assigned to a built object after its literal.
type Set int

// The ways a key is assigned.
const (
	// Always is an assignment on every path through the builder.
	Always Set = iota + 1
	// OnlyIf is an assignment only under a condition that does not test the
	// key itself (an if without else, a branch of ?:, a callback): absent
	// when the condition is false, as by default.
	OnlyIf
)

// Built is an options object a helper of the same file builds.
type Built struct {
	// Obj is the object literal the helper starts from and returns.
	Obj *model.Node
	// Later are the keys assigned to it after the literal (`cfg.key = v`).
	Later map[string]Set
}

// Has reports how key is set on b: Always when the literal has it (outside a
// conditional spread) or an assignment on every path sets it, OnlyIf when
// only a conditional assignment does, 0 when nothing does. spread is true
// when the literal has a spread the key may come from.
func (b Built) Has(f *model.File, key string) (how Set, spread bool) {
	if v, sp := f.ObjectProp(b.Obj, key); v != nil {
		return Always, false
	} else if sp {
		return 0, true
	}
	return b.Later[key], false
}

// Resolve returns the object a call's options argument n holds when a
// function or method of the file builds it: n resolves (model.File.Resolve)
// to a call of a function of the file (`buildConfig(dsn)`), of a method of
// this class (`this.build(dsn)`) or of a method of an object made from a
// class of the file (`this.dsnParser.parse(dsn)` with `dsnParser = new
// PostgresDSNParser()`), whose every return gives one object literal,
// directly or through the variable it is assigned to. ok is false otherwise
// (an object of unknown origin, which callers count as bounded).
func Resolve(f *model.File, n *model.Node) (b Built, ok bool) {
	v := f.Resolve(n)
	if v == nil || v.Sym() != model.SymCallExpression {
		return Built{}, false
	}
	def := builder(f, model.Callee(v))
	if def == nil {
		return Built{}, false
	}
	body := def.ChildByFieldName("body")
	if body == nil {
		return Built{}, false
	}
	var obj *model.Node
	name := ""
	same := true
	model.Walk(body, func(m *model.Node) bool {
		if !same {
			return false
		}
		if m != body && m.IsScope() {
			return false
		}
		if m.Sym() != model.SymReturnStatement {
			return true
		}
		r := model.Unwrap(m.NamedChild(0))
		if r == nil {
			return false // a bare return: no object on that path (a throw-like exit)
		}
		rn := ""
		if r.Sym() == model.SymIdentifier {
			rn = f.Text(r)
			r = model.Unwrap(f.Resolve(r))
		}
		if r == nil || r.Sym() != model.SymObject || obj != nil && (r != obj || rn != name) {
			same = false
			return false
		}
		obj, name = r, rn
		return false
	})
	if !same || obj == nil || !model.Contains(def, obj) {
		return Built{}, false
	}
	b = Built{Obj: obj, Later: map[string]Set{}}
	if name == "" {
		return b, true
	}
	model.Walk(body, func(m *model.Node) bool {
		if m.Sym() != model.SymAssignmentExpression || m.StartByte() < obj.EndByte() {
			return true
		}
		l := m.ChildByFieldName("left")
		if l == nil || l.Sym() != model.SymMemberExpression || f.Text(l.ChildByFieldName("object")) != name {
			return true
		}
		key := f.Text(l.ChildByFieldName("property"))
		how := Always
		if Conditional(f, m, def, key) {
			how = OnlyIf
		}
		if how == Always || b.Later[key] == 0 {
			b.Later[key] = how
		}
		return true
	})
	return b, true
}

// classSyms are the class declarations builder looks through.
var classSyms = model.NewSymBitset(model.SymClassDeclaration)

// builder returns the function or method of the file that callee names, or nil.
func builder(f *model.File, callee *model.Node) *model.Node {
	if callee == nil {
		return nil
	}
	if def := f.LocalFunc(callee); def != nil {
		return def
	}
	if callee.Sym() != model.SymMemberExpression {
		return nil
	}
	recv := model.Unwrap(f.Resolve(callee.ChildByFieldName("object")))
	if recv == nil || recv.Sym() != model.SymNewExpression {
		return nil
	}
	class := f.Text(model.Callee(recv))
	method := f.Text(callee.ChildByFieldName("property"))
	var found *model.Node
	f.NodesOf(classSyms, func(m *model.Node) bool {
		if found != nil || f.Text(m.ChildByFieldName("name")) != class {
			return found == nil
		}
		model.Walk(m.ChildByFieldName("body"), func(k *model.Node) bool {
			if found == nil && k.Sym() == model.SymMethodDefinition && f.Text(k.ChildByFieldName("name")) == method {
				found = k
			}
			return found == nil && k.Sym() != model.SymMethodDefinition
		})
		return found == nil
	})
	return found
}

// Conditional reports whether assignment m, in function def, runs only on
// some paths: inside an if without else (or its else), a ?: branch, the right
// of && / || / ??, a loop or a callback, unless the condition tests the key
// itself (`if (!cfg.timeout) cfg.timeout = 5000` sets a default: every path
// ends with the key set) or holds for the default value (HoldsByDefault:
// `const t = cfg.statementTimeout ?? 30_000; if (t > 0) poolConfig.statement_timeout = t`).
func Conditional(f *model.File, m, def *model.Node, key string) bool {
	for p := m.Parent(); p != nil && p != def; p = p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement:
			cond := p.ChildByFieldName("condition")
			return !strings.Contains(f.Text(cond), key) && !HoldsByDefault(f, cond)
		case model.SymTernaryExpression, model.SymBinaryExpression, model.SymForStatement, model.SymSwitchCase, model.SymSwitchDefault,
			model.SymWhileStatement, model.SymCatchClause:
			return true
		}
		if p.IsScope() {
			return true // a callback: runs when something calls it
		}
	}
	return false
}

// SetBefore reports whether the function around call assigns key to the
// variable arg names before call (`poolConfig.max = 20; new Pool(poolConfig)`):
// the caller then sets the key itself, whatever the builder does.
func SetBefore(f *model.File, call, arg *model.Node, key string) bool {
	if arg == nil || arg.Sym() != model.SymIdentifier {
		return false
	}
	fn := model.EnclosingFunc(call)
	if fn == nil {
		return false // module level: not judged
	}
	name, found := f.Text(arg), false
	model.Walk(fn, func(m *model.Node) bool {
		if found || m.StartByte() >= call.StartByte() {
			return false
		}
		if m.Sym() == model.SymAssignmentExpression {
			l := m.ChildByFieldName("left")
			found = l != nil && l.Sym() == model.SymMemberExpression && f.Text(l.ChildByFieldName("object")) == name &&
				f.Text(l.ChildByFieldName("property")) == key
		}
		return !found
	})
	return found
}

// Keys sorts keys, as a rule judges them on a built object (see Built.Has and
// SetBefore), into those set on every path, those set only under a condition
// and those never set; spread is true when one may come from a spread of
// unknown shape (the object is then judged bounded).
func Keys(f *model.File, b Built, call, arg *model.Node, keys ...string) (set, onlyIf, missing []string, spread bool) {
	for _, k := range keys {
		how, sp := b.Has(f, k)
		switch {
		case sp:
			return nil, nil, nil, true
		case how == Always || SetBefore(f, call, arg, k):
			set = append(set, k)
		case how == OnlyIf:
			onlyIf = append(onlyIf, k)
		default:
			missing = append(missing, k)
		}
	}
	return set, onlyIf, missing, false
}
