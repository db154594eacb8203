package errorigin

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/summary/errtext"
)

// Noun names an origin inside a list: "filesystem", "database driver".
var Noun = map[ErrorOrigin]string{OriginSDK: "third-party SDK", OriginWrapped: "wrapped function", OriginNetwork: "HTTP client", OriginFilesystem: "filesystem",
	OriginDatabase: "database driver", OriginSubprocess: "subprocess", OriginStack: "stack trace"}

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

// Label names where the error in source expression at can come from,
// for the message: the class of the one call whose error it is ("a
// subprocess error"), or, when the try block it was caught from mixes
// calls of several origins, all of them ("a filesystem, database driver or
// subprocess error, or one of unknown origin"), so a maintainer does not read
// "a filesystem error" and dismiss a database or CLI error as "only a path"
// (issue 21).
func Label(f *model.File, at *model.Node, origin ErrorOrigin) string {
	if origin == OriginStack {
		return origin.String()
	}
	body := errtext.CaughtTry(f, at)
	if body == nil {
		return origin.String()
	}
	origins, unknown := blockOrigins(f, body)
	if len(origins) == 0 || len(origins) == 1 && !unknown {
		return origin.String()
	}
	names := make([]string, len(origins))
	for i, o := range origins {
		names[i] = Noun[o]
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
