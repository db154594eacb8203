// Package gates recognises code that runs off a server's request path even
// though it sits in async code: a call that runs only when a debug or verbose
// flag is on (Debug), and a function that only the module's entry code runs,
// once per process (StartUp). RC201 rates the first low and leaves the second
// alone, as it leaves scripts and start-up code that exits the process
// (batch 7 of the blind set: upstash's log() appending to a file only after
// --debug, mailgun's and postgresql-mcp-server's main() reading a spec or a
// configuration before the server starts, judged false by a strict reader).
package gates

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// DebugWhy is the reason a finding at a call that runs only in debug mode
// gives for its low severity; %s is the flag.
const DebugWhy = "it runs only when the debug flag %s is on, a debug aid off in normal use"

// Debug reports whether the call around n (n is the call or its callee)
// runs only when a debug or verbose flag is on, and names the flag. The flag
// is a module variable, a configuration or instance field, an environment
// variable or a command-line switch whose name has the word debug or verbose
// (DEBUG, isDebug, debugLogPath, config.verbose, process.env.DEBUG,
// os.environ.get("MCP_DEBUG"), "--debug" in sys.argv, logger.isEnabledFor(
// logging.DEBUG)), or NODE_ENV / a log level compared with "development" or
// "debug". The call is gated when, within its function, it sits
//
//   - in the branch an if or a conditional expression takes when the flag is
//     on (`if (DEBUG) fs.appendFileSync(...)`, the else of `if not verbose:`),
//   - on the right of `flag && call()` / `flag and call()`,
//   - after an if that returns or throws when the flag is off
//     (`if (process.env.NODE_ENV !== "development") return;`).
//
// A flag read from a parameter of an enclosing function (a tool's `debug`
// argument, `args.verbose`) is the caller's choice on each request, not a
// mode of the process: it gates nothing. Only Python and JS/TS are judged.
func Debug(f *model.File, n *model.Node) (flag string, ok bool) {
	if n == nil || !(f.Lang == model.LangPython || f.Lang.IsJS()) {
		return "", false
	}
	child := n
	for p := n.Parent(); p != nil; child, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymIfStatement, model.SymElifClause, model.SymTernaryExpression:
			cond := p.ChildByFieldName("condition")
			if cond == nil || model.SameSpan(cond, child) {
				break
			}
			want := -1 // an else / elif branch runs when the condition is false
			if c := p.ChildByFieldName("consequence"); c != nil && model.SameSpan(c, child) {
				want = 1
			}
			if fl, pol := polarity(f, cond); pol == want {
				return fl, true
			}
		case model.SymConditionalExpression: // Python: a if cond else b
			if p.NamedChildCount() != 3 {
				break
			}
			cond := p.NamedChild(1)
			want := 0
			switch {
			case model.SameSpan(p.NamedChild(0), child):
				want = 1
			case model.SameSpan(p.NamedChild(2), child):
				want = -1
			}
			if fl, pol := polarity(f, cond); want != 0 && pol == want {
				return fl, true
			}
		case model.SymBinaryExpression, model.SymBooleanOperator:
			r := p.ChildByFieldName("right")
			if r == nil || !model.SameSpan(r, child) {
				break
			}
			want := 0
			switch opText(f, p) {
			case "&&", "and":
				want = 1
			case "||", "or":
				want = -1
			}
			if fl, pol := polarity(f, p.ChildByFieldName("left")); want != 0 && pol == want {
				return fl, true
			}
		case model.SymStatementBlock, model.SymBlock:
			if fl, ok := earlyExit(f, p, child); ok {
				return fl, true
			}
		}
		if p.IsScope() {
			break
		}
	}
	return "", false
}

// earlyExit reports whether a statement of block before child is an if
// without else that leaves (return, throw, raise) when the debug flag is
// off: what follows it runs only with the flag on.
func earlyExit(f *model.File, block, child *model.Node) (string, bool) {
	for i := 0; i < int(block.NamedChildCount()); i++ {
		s := block.NamedChild(i)
		if s.StartByte() >= child.StartByte() {
			break
		}
		if s.Sym() != model.SymIfStatement || s.ChildByFieldName("alternative") != nil {
			continue
		}
		body := s.ChildByFieldName("consequence")
		if body == nil || !leaves(f, body) {
			continue
		}
		if fl, pol := polarity(f, s.ChildByFieldName("condition")); pol == -1 {
			return fl, true
		}
	}
	return "", false
}

// leaves reports whether an if's consequence is, or ends in, a return,
// throw or raise.
func leaves(f *model.File, body *model.Node) bool {
	switch body.Sym() {
	case model.SymReturnStatement, model.SymThrowStatement, model.SymRaiseStatement:
		return true
	case model.SymStatementBlock, model.SymBlock:
		return body.NamedChildCount() > 0 && model.EndsInExit(f, body) && !hasBreak(f, body)
	}
	return false
}

// hasBreak reports whether a block's last statement is a break or continue
// (EndsInExit counts them; they leave a loop, not the function).
func hasBreak(f *model.File, body *model.Node) bool {
	last := body.NamedChild(int(body.NamedChildCount()) - 1)
	return last.Sym() == model.SymBreakStatement || last.Sym() == model.SymContinueStatement
}

// polarity says what condition cond tells of a debug flag: 1 when cond is
// true only with the flag on, -1 when cond is false only with the flag on,
// 0 when it tells nothing; and the flag's text.
func polarity(f *model.File, cond *model.Node) (string, int) {
	cond = model.Unwrap(cond)
	if cond == nil {
		return "", 0
	}
	switch cond.Sym() {
	case model.SymUnaryExpression:
		if op := cond.ChildByFieldName("operator"); op != nil && f.Text(op) == "!" {
			fl, p := polarity(f, cond.ChildByFieldName("argument"))
			return fl, -p
		}
		return "", 0
	case model.SymNotOperator:
		fl, p := polarity(f, cond.ChildByFieldName("argument"))
		return fl, -p
	case model.SymBinaryExpression, model.SymBooleanOperator:
		op := opText(f, cond)
		l, r := cond.ChildByFieldName("left"), cond.ChildByFieldName("right")
		switch op {
		case "&&", "and", "||", "or":
			fl, a := polarity(f, l)
			fr, b := polarity(f, r)
			if fl == "" {
				fl = fr
			}
			and := op == "&&" || op == "and"
			switch {
			case and && (a == 1 || b == 1), !and && a == 1 && b == 1:
				return fl, 1
			case and && a == -1 && b == -1, !and && (a == -1 || b == -1):
				return fl, -1
			}
			return "", 0
		case "==", "===", "!=", "!==":
			fl, p := compare(f, l, r)
			if op == "!=" || op == "!==" {
				p = -p
			}
			return fl, p
		}
		return "", 0
	case model.SymComparisonOperator: // Python: a == b, a is not None, "--debug" in sys.argv
		if cond.NamedChildCount() != 2 {
			return "", 0
		}
		l, r := cond.NamedChild(0), cond.NamedChild(1)
		op := strings.Join(strings.Fields(f.Text(cond)[l.EndByte()-cond.StartByte():r.StartByte()-cond.StartByte()]), " ")
		switch op {
		case "==", "is":
			return compare(f, l, r)
		case "!=", "is not":
			fl, p := compare(f, l, r)
			return fl, -p
		case "in", "not in":
			if s := model.Unwrap(l); (s.Sym() == model.SymString) && hasDebugWord(f.Text(s)) && !perRequest(f, r) {
				if op == "in" {
					return f.Text(cond), 1
				}
				return f.Text(cond), -1
			}
		}
		return "", 0
	}
	if fl, ok := flagRef(f, cond); ok {
		return fl, 1
	}
	return "", 0
}

// compare judges `l == r`: 1 when it is true only in debug mode (NODE_ENV
// == "development", level == "debug", DEBUG == "true"), -1 when false only
// in debug mode (debugLogPath == null, DEBUG is None).
func compare(f *model.File, l, r *model.Node) (string, int) {
	l, r = model.Unwrap(l), model.Unwrap(r)
	for _, pair := range [2][2]*model.Node{{l, r}, {r, l}} {
		v, lit := pair[0], pair[1]
		text := f.Text(v)
		if len(text) > 80 || perRequest(f, v) {
			continue
		}
		if lit.Sym() == model.SymString || lit.Sym() == model.SymTemplateString {
			s := strings.ToLower(strings.Trim(f.Text(lit), "'\"`"))
			switch {
			case s == "development" || s == "debug" || s == "verbose":
				if isSource(f, v) {
					return text, 1
				}
			case (s == "true" || s == "1" || s == "yes" || s == "on") && debugName(f, v):
				return text, 1
			}
			continue
		}
		if !debugName(f, v) {
			continue
		}
		switch {
		case lit.Sym() == model.SymTrue || f.Text(lit) == "1":
			return text, 1
		case model.IsNone(lit):
			return text, -1
		}
	}
	return "", 0
}

// opText is the operator of a binary expression or boolean operator.
func opText(f *model.File, n *model.Node) string {
	if op := n.ChildByFieldName("operator"); op != nil {
		return f.Text(op)
	}
	return ""
}

// flagRef reports whether expression n reads a debug flag: a name, field,
// environment variable or option whose name has the word debug or verbose,
// not read from a parameter.
func flagRef(f *model.File, n *model.Node) (string, bool) {
	text := f.Text(n)
	if len(text) > 80 || !debugName(f, n) {
		return "", false
	}
	return text, true
}

// debugName reports whether n names a debug flag: an identifier, member,
// attribute, subscript or getter call (os.environ.get("DEBUG"),
// argv.includes("--debug"), isEnabledFor(logging.DEBUG)) whose words include
// debug or verbose, rooted in no parameter of an enclosing function and, for
// a local variable, bound to no parameter's value.
func debugName(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	switch n.Sym() {
	case model.SymIdentifier, model.SymMemberExpression, model.SymAttribute, model.SymSubscript,
		model.SymSubscriptExpression, model.SymCall, model.SymCallExpression:
	default:
		return false
	}
	return hasDebugWord(f.Text(n)) && !perRequest(f, n)
}

// perRequest reports whether n is read from a parameter of an enclosing
// function, itself or, for a local variable, through the value it is bound
// to (const debug = args.debug): the caller's choice on each request.
func perRequest(f *model.File, n *model.Node) bool {
	if fromParam(f, n) {
		return true
	}
	if n.Sym() == model.SymIdentifier {
		if v := f.Lookup(f.Text(n), n); v != nil && model.EnclosingFunc(v) != nil && fromParam(f, v) {
			return true
		}
	}
	return false
}

// isSource reports whether n reads a process-wide setting that can be
// compared with "development" or "debug": an environment variable, a
// module variable or a configuration field (process.env.NODE_ENV,
// LOG_LEVEL, settings.log_level), not a parameter.
func isSource(f *model.File, n *model.Node) bool {
	switch n.Sym() {
	case model.SymIdentifier, model.SymMemberExpression, model.SymAttribute, model.SymSubscript,
		model.SymSubscriptExpression, model.SymCall, model.SymCallExpression:
		return !perRequest(f, n)
	}
	return false
}

// fromParam reports whether n's root name (the object of its member,
// subscript and call chain) is a parameter of a function enclosing n;
// self and this are not.
func fromParam(f *model.File, n *model.Node) bool {
	root := model.Unwrap(n)
	for root != nil {
		switch root.Sym() {
		case model.SymMemberExpression, model.SymAttribute:
			root = root.ChildByFieldName("object")
		case model.SymSubscript:
			root = root.ChildByFieldName("value")
		case model.SymSubscriptExpression:
			root = root.ChildByFieldName("object")
		case model.SymCall, model.SymCallExpression:
			root = model.Callee(root)
		default:
			goto done
		}
		root = model.Unwrap(root)
	}
done:
	if root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(root)
	if name == "self" || name == "this" || name == "cls" {
		return false
	}
	return model.JsIsParam(f, root, name) // a parameter of a function enclosing root (any language's parameter list)
}

// debugWord matches debug or verbose as a word of a name: DEBUG, isDebug,
// debug_log_path, MCP_VERBOSE, "--debug"; not debugger or verbosity.
var debugWord = regexp.MustCompile(`(?:^|[^A-Za-z])(?i:debug|verbose)(?:$|[^a-z])|[a-z](?:Debug|Verbose)(?:$|[^a-z])`)

// Possible reports whether f's source may hold a call Debug reports: a
// cheap test before asking about each call. It is true when the source has
// debug, verbose or development in any ASCII letter case (the file's
// prefilter, model.File.ContainsFold, instead of the regular expression
// (?i)debug|verbose|development, which took 7 % of a diff-mode scan), or
// the letter long s (U+017F), which (?i) folds to s.
func Possible(f *model.File) bool {
	return f.ContainsFold("debug", "verbose", "development") || bytes.Contains(f.Src, []byte("\u017f"))
}

// hasDebugWord reports whether text has debug or verbose as a word. The
// expression runs only on a text holding debug or verbose in some ASCII
// letter case or the long s (U+017F), which (?i) folds to s: debugWord
// matches no other text.
func hasDebugWord(text string) bool {
	return (model.ContainsFoldAny(text, "debug", "verbose") || strings.Contains(text, "\u017f")) && debugWord.MatchString(text)
}
