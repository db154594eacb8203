package retry

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/tval"
	"github.com/resilience-check/resilience-check/checks/model"
)

// This file follows a Retry-After delay through the two steps ServerWaits
// did not: Python's max and JavaScript's Math.max, and a parser function of
// the file. max(floor, ra) is at least ra: a floor, not a cap (john-walkoe's
// courtlistener client, `delay = max(delay, _parse_throttle_wait(response))`;
// plagness's Telegram client, `asyncio.sleep(max(1, retry_after))`). A
// parser of the file (`def _parse_throttle_wait(response)`) is read by its
// body: one that neither calls a min nor clamps returns the header as sent
// when one of its returns is the header (`return max(1.0,
// float(retry_after))` with `retry_after = response.headers.get(
// "Retry-After")`), or its parameter that the call hands the header to
// (`parse_retry_after(resp.headers.get("Retry-After"))` returning
// `float(value)`). A parser that calls min, or one of another file, may
// clamp what it returns and is not followed (testdata/retry_after.py
// fetch_parsed). Sources: RFC 9110 section 10.2.3 (the server chooses the
// value); peer: the AWS SDKs' and Google's retry guidance cap a server's
// delay.

// floorCalls are the calls whose value is at least each argument.
var floorCalls = map[string]bool{"max": true, "Math.max": true}

// floorUncapped reports whether call d of a floor (max) has an argument
// that is the upstream's Retry-After with no cap.
func floorUncapped(f *model.File, call, d *model.Node, depth int) bool {
	for i := 0; i < model.NumArgs(d); i++ {
		if uncappedServer(f, call, model.Arg(d, i), depth+1) {
			return true
		}
	}
	return false
}

// parserUncapped reports whether call site of def, a function of the file,
// returns the upstream's Retry-After with no cap (the file comment).
func parserUncapped(f *model.File, call, site, def *model.Node, depth int) bool {
	body := def.ChildByFieldName("body")
	if body == nil || depth > 3 {
		return false
	}
	onPath := model.Fact(f, parsingKey, func(*model.File) map[*model.Node]bool { return map[*model.Node]bool{} })
	if onPath[def] {
		return false // a parser that calls itself (or one that calls it back): its returns are read once on the path
	}
	onPath[def] = true
	defer delete(onPath, def)
	text := f.Text(body)
	if strings.Contains(text, "min(") || strings.Contains(text, "Min(") || strings.Contains(strings.ToLower(text), "clamp") {
		return false
	}
	found := false
	model.Walk(body, func(n *model.Node) bool {
		if found {
			return false
		}
		switch n.Sym() {
		case model.SymFunctionDefinition, model.SymFunctionDeclaration, model.SymArrowFunction, model.SymFunctionExpression, model.SymLambda:
			return false // a nested function's returns are not the parser's
		case model.SymReturnStatement:
			if n.NamedChildCount() != 1 {
				return false
			}
			v := n.NamedChild(0)
			if uncappedServer(f, v, v, depth+1) {
				found = true
			} else if arg := paramArg(f, def, site, v, 0); arg != nil && uncappedServer(f, call, arg, depth+1) {
				found = true
			}
			return false
		}
		return true
	})
	return found
}

// parsingKey holds, per file, the parsers parserUncapped is reading on the
// current path.
var parsingKey = model.NewFactKey[map[*model.Node]bool]("retry.parsing")

// paramArg returns the argument call site hands to the parameter of def
// that value v returns, through conversions, floors, scaling and locals of
// def (`float(value)`, `max(1, int(value))`, `Number(value ?? "1") * 1000`,
// `const seconds = Number(value)`); nil when v is not one of def's parameters.
func paramArg(f *model.File, def, site, v *model.Node, depth int) *model.Node {
	v = model.Unwrap(v)
	if v == nil || depth > 6 {
		return nil
	}
	switch v.Sym() {
	case model.SymCall, model.SymCallExpression:
		fn := model.Callee(v)
		if fn == nil || !conversions[f.Text(fn)] && !floorCalls[f.Text(fn)] {
			return nil
		}
		for i := 0; i < model.NumArgs(v); i++ {
			if a := paramArg(f, def, site, model.Arg(v, i), depth+1); a != nil {
				return a
			}
		}
	case model.SymBinaryOperator, model.SymBinaryExpression, model.SymBooleanOperator: // value * 1000, value ?? "1", value or 1
		switch f.Text(v.ChildByFieldName("operator")) {
		case "*", "/", "??", "||", "or":
			return paramArg(f, def, site, v.ChildByFieldName("left"), depth+1)
		}
	case model.SymIdentifier:
		b := f.Lookup(f.Text(v), v)
		if b != nil && !isParam(f, def, b) && model.Contains(def, b) { // const seconds = Number(value)
			return paramArg(f, def, site, b, depth+1)
		}
		i, _, _, ok := tval.ParamOf(f, def, f.Text(v))
		if !ok || i >= tval.KeywordOnly || b != nil && !isParam(f, def, b) {
			return nil
		}
		if a := model.Arg(site, i); a != nil && a.Sym() != model.SymKeywordArgument {
			return a
		}
	}
	return nil
}

// isParam reports whether binding b is in def's parameter list.
func isParam(f *model.File, def, b *model.Node) bool {
	ps := def.ChildByFieldName("parameters")
	return ps != nil && model.Contains(ps, b)
}
