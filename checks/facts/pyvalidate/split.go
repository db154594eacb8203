package pyvalidate

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/errnames"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Split reports whether Python try statement try splits its failures by
// kind: its body calls an input validator (a function named validate_* or
// _validate_*, validate_symbol(symbol)), and another except clause of the
// same try catches a library's own exception class (a name ending in Error
// or Exception that is no Python builtin: BinanceAPIException). The
// `except ValueError` beside it then handles what the validators raise
// about the caller's own arguments, not the library's failures, which the
// code catches by their own classes (blind set, batch 27: AnalyticAce's
// binance-mcp-server, whose reviewer labels that clause clean). Python's
// built-in exceptions: https://docs.python.org/3/library/exceptions.html;
// CWE-209 is about the server's internals, not the caller's input.
func Split(f *model.File, try *model.Node) bool {
	if f.Lang != model.LangPython || try == nil || try.Sym() != model.SymTryStatement {
		return false
	}
	validates := false
	model.Walk(try.ChildByFieldName("body"), func(n *model.Node) bool {
		if n.Sym() == model.SymCall {
			name := strings.TrimPrefix(errnames.Last(f.Text(model.Callee(n))), "_")
			validates = validates || strings.HasPrefix(name, "validate")
		}
		return !validates
	})
	if !validates {
		return false
	}
	for i := 0; i < int(try.NamedChildCount()); i++ {
		clause := try.NamedChild(i)
		if clause.Sym() != model.SymExceptClause {
			continue
		}
		for _, t := range clauseTypes(f, clause) {
			if name := errnames.Last(t); !builtin[name] && (strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Exception")) {
				return true
			}
		}
	}
	return false
}

// clauseTypes returns the names of the exception classes except clause
// clause catches: `except X as e`, `except (X, Y) as e`, `except X:`.
func clauseTypes(f *model.File, clause *model.Node) []string {
	var out []string
	for i := 0; i < int(clause.NamedChildCount()); i++ {
		c := clause.NamedChild(i)
		switch c.Sym() {
		case model.SymBlock:
			return out
		case model.SymAsPattern:
			c = c.NamedChild(0)
		}
		if c == nil {
			continue
		}
		if c.Sym() == model.SymTuple || c.Sym() == model.SymParenthesizedExpression {
			for j := 0; j < int(c.NamedChildCount()); j++ {
				out = append(out, f.Text(c.NamedChild(j)))
			}
			continue
		}
		out = append(out, f.Text(c))
	}
	return out
}

// builtin names Python's built-in exception classes that end in Error or
// Exception (https://docs.python.org/3/library/exceptions.html).
var builtin = map[string]bool{"Exception": true, "BaseException": true, "ValueError": true, "TypeError": true,
	"KeyError": true, "IndexError": true, "AttributeError": true, "RuntimeError": true, "OSError": true,
	"IOError": true, "LookupError": true, "ArithmeticError": true, "ZeroDivisionError": true, "NameError": true,
	"NotImplementedError": true, "AssertionError": true, "ImportError": true, "ModuleNotFoundError": true,
	"ConnectionError": true, "TimeoutError": true, "PermissionError": true, "FileNotFoundError": true,
	"UnicodeError": true, "UnicodeDecodeError": true, "UnicodeEncodeError": true, "OverflowError": true,
	"RecursionError": true, "EnvironmentError": true, "BufferError": true, "EOFError": true, "MemoryError": true,
	"SyntaxError": true, "SystemError": true, "ReferenceError": true, "BlockingIOError": true,
	"BrokenPipeError": true, "ChildProcessError": true, "ConnectionAbortedError": true,
	"ConnectionRefusedError": true, "ConnectionResetError": true, "FileExistsError": true,
	"InterruptedError": true, "IsADirectoryError": true, "NotADirectoryError": true, "ProcessLookupError": true,
	"FloatingPointError": true, "StopAsyncIteration": true, "UnboundLocalError": true, "TabError": true,
	"IndentationError": true, "ExceptionGroup": true, "BaseExceptionGroup": true}
