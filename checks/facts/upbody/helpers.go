package upbody

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// This file widens the reading of upbody to the shapes error-handling code
// gives it around one response (RC402 blind misses: troylar/jira-mcp-server
// _handle_error, comet-ml/opik-mcp _raise_for_status / _error_detail,
// lesleslie/mailgun-mcp, cloudadoption/helix-mcp parseResponseBody):
//
//   - a status read into a local first (`status = response.status_code`,
//     `const status = res.status`), then tested (`if status == 401:`,
//     `if 200 <= status < 300: return`): the local is the response's status;
//   - a status read through getattr (`getattr(response, "status_code", 0)`,
//     `getattr(response, "is_success", False)`), Python's dynamic attribute
//     read (Python docs, Built-in Functions, getattr);
//   - a body-reading helper of the file (`detail = _error_detail(resp)`,
//     `await parseResponseBody(response)`) whose return is the body of its
//     parameter: its call reads the body of the argument;
//   - an error-response helper of the file (`def _handle_error(self,
//     response: httpx.Response)`) that every call of the file makes on the
//     failure branch of the response it hands it (`if response.status_code
//     != 200: self._handle_error(response)`): a body read of the parameter
//     in it is on the failure path.
//
// CodeQL's local data flow follows the same steps (a local's value, a
// function's return, an argument into its parameter).

// getattrRE matches getattr(obj, "attr"[, default]) for rewriting to obj.attr.
var getattrRE = regexp.MustCompile(`getattr\(\s*([A-Za-z_]\w*)\s*,\s*["'](\w+)["']\s*(?:,[^()]*(?:\([^()]*\))?[^()]*)?\)`)

// statusAliasRE matches a local bound to a response's status: group 1 the
// local, group 2 the response.
var statusAliasRE = regexp.MustCompile(`^(?:(?:const|let|var)\s+)?([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=\s*([A-Za-z_]\w*)\.(status_code|status|statusCode|StatusCode)\s*;?$`)

// condText is cond as failureTest reads it for response r in function fn:
// getattr reads rewritten to attribute reads, and each local bound to r's
// status in fn replaced by the read it holds.
func condText(f *model.File, cond string, r string, fn *model.Node) string {
	if strings.Contains(cond, "getattr(") {
		cond = getattrRE.ReplaceAllString(cond, "$1.$2")
	}
	aliases := statusAliases(f, fn, r)
	if len(aliases) == 0 {
		return cond
	}
	// one pass over the names of cond, so the result does not depend on
	// the order of the map, and a name read as an attribute (`res.status`)
	// is no local
	var b strings.Builder
	last := 0
	for _, m := range identRE.FindAllStringIndex(cond, -1) {
		read, ok := aliases[cond[m[0]:m[1]]]
		if !ok || m[0] > 0 && cond[m[0]-1] == '.' {
			continue
		}
		b.WriteString(cond[last:m[0]])
		b.WriteString(read)
		last = m[1]
	}
	b.WriteString(cond[last:])
	return b.String()
}

// identRE matches a name in a condition's text.
var identRE = regexp.MustCompile(`[A-Za-z_]\w*`)

// aliasKey names the answers statusAliases keeps per file: a function (by
// its first byte) and a response name.
type aliasKey struct {
	fn uint32
	r  string
}

// aliasesKey holds statusAliases's answers per file.
var aliasesKey = model.NewFactKey[map[aliasKey]map[string]string]("upbody.aliases")

// statusAliases returns the locals of fn bound to r's status by a simple
// assignment (`status = r.status_code`), each with the read it holds; a
// local assigned anything else in fn is left out.
func statusAliases(f *model.File, fn *model.Node, r string) map[string]string {
	if fn == nil {
		return nil
	}
	memo := model.Fact(f, aliasesKey, func(*model.File) map[aliasKey]map[string]string { return map[aliasKey]map[string]string{} })
	k := aliasKey{fn.StartByte(), r}
	if out, ok := memo[k]; ok {
		return out
	}
	out := readAliases(f, fn, r)
	memo[k] = out
	return out
}

// readAliases is statusAliases without the memo.
func readAliases(f *model.File, fn *model.Node, r string) map[string]string {
	out, other := map[string]string{}, map[string]bool{}
	model.Walk(fn.ChildByFieldName("body"), func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymLambda:
			return false
		case model.SymAssignment, model.SymVariableDeclarator, model.SymAssignmentExpression:
			left := n.ChildByFieldName("left")
			if left == nil {
				left = n.ChildByFieldName("name")
			}
			if left == nil || left.Sym() != model.SymIdentifier {
				return true
			}
			m := statusAliasRE.FindStringSubmatch(strings.TrimSpace(f.Text(n)))
			if m != nil && m[1] == f.Text(left) && m[2] == r {
				out[m[1]] = r + "." + m[3]
			} else {
				other[f.Text(left)] = true
			}
		}
		return true
	})
	for k := range other {
		delete(out, k)
	}
	return out
}

// helperBody returns the argument identifier whose body call n reads
// through a body-reading function of the file (`_error_detail(resp)` with
// `def _error_detail(resp): ... return resp.text[:200]`), or "".
func helperBody(f *model.File, n *model.Node) string {
	callee := model.Callee(n)
	if callee == nil || callee.Sym() != model.SymIdentifier {
		return ""
	}
	def := f.LocalFunc(callee)
	if def == nil {
		return ""
	}
	params := paramNames(f, def)
	idx := -1
	model.Walk(def.ChildByFieldName("body"), func(m *model.Node) bool {
		switch m.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymLambda:
			return false
		case model.SymReturnStatement:
			if m.NamedChildCount() == 1 {
				if v := bodyRead(f, m.NamedChild(0)); v != "" {
					for i, p := range params {
						if p == v && idx < 0 {
							idx = i
						}
					}
				}
			}
		}
		return true
	})
	if idx < 0 {
		return ""
	}
	if a := model.Unwrap(model.Arg(n, idx)); a != nil && a.Sym() == model.SymIdentifier {
		return f.Text(a)
	}
	return ""
}

// bodyRead is Response through the slicing and cleaning a helper does on
// the text it returns (`resp.text[:200].replace("\n", " ").strip()`,
// `await response.text()`).
func bodyRead(f *model.File, v *model.Node) string {
	for i := 0; v != nil && i < 8; i++ {
		v = model.Unwrap(v)
		if r := directResponse(f, v); r != "" {
			return r
		}
		switch v.Sym() {
		case model.SymSubscript:
			v = v.ChildByFieldName("value")
		case model.SymCall, model.SymCallExpression:
			fn := model.Callee(v)
			if t := f.Text(fn); t == "str" || t == "String" {
				v = model.Arg(v, 0) // str(body[key])[:200]
				continue
			}
			if fn == nil || fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression {
				return ""
			}
			v = fn.ChildByFieldName("object")
		case model.SymIdentifier: // text = resp.text[:200]; return text
			r := model.Unwrap(f.Resolve(v))
			if r == nil || r == v {
				return ""
			}
			v = r
		case model.SymAwait, model.SymAwaitExpression:
			v = v.NamedChild(0)
		default:
			return ""
		}
	}
	return ""
}

// paramNames returns the positional parameter names of def, without a
// Python method's self or cls.
func paramNames(f *model.File, def *model.Node) []string {
	ps := def.ChildByFieldName("parameters")
	var out []string
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		p := ps.NamedChild(i)
		name := p
		if p.Sym() != model.SymIdentifier {
			if nm := p.ChildByFieldName("name"); nm != nil {
				name = nm
			} else if nm := p.ChildByFieldName("pattern"); nm != nil {
				name = nm
			} else if p.NamedChildCount() > 0 {
				name = p.NamedChild(0)
			}
		}
		t := f.Text(name)
		if f.Lang == model.LangPython && i == 0 && (t == "self" || t == "cls") {
			continue
		}
		out = append(out, t)
	}
	return out
}

// failureHelper reports whether fn, a function of the file with parameter
// r, is called in the file at least once and only on the failure branch of
// the response each call hands it for r (`if response.status_code != 200:
// self._handle_error(response)`).
func failureHelper(f *model.File, r string, fn *model.Node, depth int) bool {
	if fn == nil || depth > 0 {
		return false
	}
	nm := fn.ChildByFieldName("name")
	if nm == nil {
		return false
	}
	name := f.Text(nm)
	idx := -1
	for i, p := range paramNames(f, fn) {
		if p == r {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	calls, ok := 0, true
	f.NodesOf(callSyms, func(c *model.Node) bool {
		callee := model.Callee(c)
		if callee == nil || !ok {
			return ok
		}
		t := f.Text(callee)
		if t != name && t != "self."+name && t != "this."+name && t != "cls."+name {
			return true
		}
		a := model.Unwrap(model.Arg(c, idx))
		if a == nil || a.Sym() != model.SymIdentifier || !onFailure(f, f.Text(a), c, depth+1) {
			ok = false
			return false
		}
		calls++
		return true
	})
	return ok && calls > 0
}

// callSyms are the call nodes failureHelper reads.
var callSyms = model.NewSymBitset(model.SymCall, model.SymCallExpression)
