package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/methodarg"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// idempotentAPI is an HTTP API some of whose POST endpoints its own
// documentation defines as idempotent: a repeat of the same request leaves
// the state the first one set and creates nothing twice, so a tool that
// sends one needs no idempotency key. The endpoints are data (a library
// row's IdempotentPosts, libmodels/data/http-apis.yml), as CodeQL models a
// library's summaries: each API names the words a file must contain to be
// talking to it (markers, lowercase) and the trailing path segments of its
// idempotent POSTs ("*" is any one segment: an interpolation, a
// concatenated expression, a path parameter).
type idempotentAPI struct {
	name    string
	doc     string
	markers []string
	paths   [][]string
}

// idempotentAPIs lists the APIs with POST endpoints that are idempotent by
// definition: the library rows with IdempotentPosts, one API per module
// (its rows of the other languages repeat it), in load order.
var idempotentAPIs = func() []idempotentAPI {
	var out []idempotentAPI
	seen := map[string]bool{}
	for _, r := range libmodels.Builtin().Select(func(r *libmodels.Row) bool { return r.IdempotentPosts != nil }) {
		if seen[r.Module] {
			continue
		}
		seen[r.Module] = true
		api := idempotentAPI{name: r.Module, doc: r.IdempotentPosts.URL, markers: r.IdempotentPosts.Markers}
		for _, p := range r.IdempotentPosts.Paths {
			api.paths = append(api.paths, strings.Split(p, "/"))
		}
		out = append(out, api)
	}
	return out
}()

// literalSegment matches a path segment that is plain text, no expression.
var literalSegment = regexp.MustCompile(`^[A-Za-z0-9_.~-]+$`)

// formatCall matches a target built by a call whose first argument is a
// string literal (Go's fmt.Sprintf("%s/containers/%s/start", base, id)):
// group 1 is the literal, the format, whose verbs (%s, %d) become "*"
// segments.
var formatCall = regexp.MustCompile("^[A-Za-z_][A-Za-z0-9_.]*\\(\\s*(\"[^\"]*\"|`[^`]*`)")

// stringOpen matches the opening of a string literal at the start of a
// segment: a quote with Python's prefixes (f"definitions").
var stringOpen = regexp.MustCompile("^[fFrRbBuU]{0,2}[\"'`]")

// targetSegments splits a request target's text into path segments:
// interpolations (${x}, {x}) and any segment that is not plain text (a
// concatenated expression `" + enc(vhost) + "`) become "*", the query and
// fragment are dropped, and empty segments are skipped.
func targetSegments(t string) []string {
	if m := formatCall.FindStringSubmatch(t); m != nil {
		t = m[1] // fmt.Sprintf("%s/containers/%s/start", base, id): its format
	}
	t = idSegment.ReplaceAllString(t, "*")
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		t = t[:i]
	}
	var out []string
	for _, s := range strings.Split(t, "/") {
		s = stringOpen.ReplaceAllString(strings.TrimSpace(s), "")
		s = strings.TrimRight(s, "\"'`) ,")
		switch {
		case s == "":
			continue
		case !literalSegment.MatchString(s):
			s = "*"
		}
		out = append(out, s)
	}
	return out
}

// documentedIdempotentPost reports whether a POST to target text t, sent from
// file f, goes to an endpoint its API documents as idempotent
// (idempotentAPIs): f names the API (a marker) and t's last segments are one
// of its idempotent paths.
func documentedIdempotentPost(f *model.File, t string) bool {
	var segs []string
	for _, api := range idempotentAPIs {
		if !f.ContainsFold(api.markers...) {
			continue
		}
		if segs == nil {
			segs = targetSegments(t)
		}
		for _, p := range api.paths {
			if suffixMatch(segs, p) {
				return true
			}
		}
	}
	return false
}

// documentedHelperPost reports whether call hands a request helper the
// method POST and the path of an endpoint its API documents as idempotent
// (methodarg.Verb: `make_api_request(ctx, "post",
// "/api/v1/database/test_connection")`): the helper's body, which sends
// whatever path it is given, then adds no mutation to the tool.
func documentedHelperPost(f *model.File, call *model.Node) bool {
	v, t := methodarg.Verb(f, call)
	return v == "POST" && t != nil && documentedIdempotentPost(f, targetText(f, t))
}

// suffixMatch reports whether segs ends with pattern p ("*" matches any
// one segment; a literal matches case-insensitively).
func suffixMatch(segs, p []string) bool {
	if len(segs) < len(p) {
		return false
	}
	tail := segs[len(segs)-len(p):]
	for i, w := range p {
		if w != "*" && !strings.EqualFold(w, tail[i]) {
			return false
		}
	}
	return true
}
