package rc402

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// originNoun names an origin inside a list: "filesystem", "database driver".
var originNoun = map[ErrorOrigin]string{OriginSDK: "third-party SDK", OriginWrapped: "wrapped function", OriginNetwork: "HTTP client", OriginFilesystem: "filesystem",
	OriginDatabase: "database driver", OriginSubprocess: "subprocess", OriginStack: "stack trace"}

// caughtTry returns the try block whose errors the caught error in expression
// n comes from: the first identifier in n bound by an except clause (Python)
// or a catch clause (JS/TS) gives that clause's try body; nil when none.
func caughtTry(f *model.File, n *model.Node) *model.Node {
	var body *model.Node
	model.Walk(n, func(m *model.Node) bool {
		if body != nil {
			return false
		}
		if m.Sym() != model.SymIdentifier {
			return true
		}
		name := f.Text(m)
		for p := m.Parent(); p != nil; p = p.Parent() {
			switch p.Sym() {
			case model.SymExceptClause:
				head := f.Text(p)
				if i := strings.IndexByte(head, ':'); i >= 0 {
					head = head[:i]
				}
				if strings.HasSuffix(head, " as "+name) {
					if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
						body = try.ChildByFieldName("body")
					}
					return false
				}
			case model.SymCatchClause:
				if param := p.ChildByFieldName("parameter"); param != nil && f.Text(param) == name {
					if try := p.Parent(); try != nil && try.Sym() == model.SymTryStatement {
						body = try.ChildByFieldName("body")
					}
					return false
				}
			}
		}
		return true
	})
	return body
}

// blockOrigins returns the internal origins of the calls in a try body
// (callOrigin each, nested definitions skipped), in increasing order, and
// whether some call's origin cannot be seen.
func blockOrigins(f *model.File, body *model.Node) (origins []ErrorOrigin, unknown bool) {
	seen := map[ErrorOrigin]bool{}
	f.WalkSyms(body, bodyOriginSyms, func(n *model.Node) bool {
		switch n.Sym() {
		case model.SymCall, model.SymCallExpression, model.SymNewExpression:
			switch o := callOrigin(f, n, 0); {
			case o.Internal():
				seen[o] = true
			case o == OriginUnknown && !pureCall(f, n):
				unknown = true
			}
			return true
		}
		return n == body // nested definitions: their calls do not run here
	})
	for o := OriginSDK; o <= OriginStack; o++ {
		if seen[o] {
			origins = append(origins, o)
		}
	}
	return origins, unknown
}

// originLabel names where the error in source expression at can come from,
// for the message: the class of the one call whose error it is ("a
// subprocess error"), or, when the try block it was caught from mixes
// calls of several origins, all of them ("a filesystem, database driver or
// subprocess error, or one of unknown origin"), so a maintainer does not read
// "a filesystem error" and dismiss a database or CLI error as "only a path"
// (issue 21).
func originLabel(f *model.File, at *model.Node, origin ErrorOrigin) string {
	if origin == OriginStack {
		return origin.String()
	}
	body := caughtTry(f, at)
	if body == nil {
		return origin.String()
	}
	origins, unknown := blockOrigins(f, body)
	if len(origins) == 0 || len(origins) == 1 && !unknown {
		return origin.String()
	}
	names := make([]string, len(origins))
	for i, o := range origins {
		names[i] = originNoun[o]
	}
	label := names[len(names)-1]
	if len(names) > 1 {
		label = strings.Join(names[:len(names)-1], ", ") + " or " + label
	}
	art := "a "
	if strings.IndexByte("aeiouAEIOU", label[0]) >= 0 {
		art = "an "
	}
	label = art + label + " error"
	if unknown {
		label += ", or one of unknown origin"
	}
	return label
}
