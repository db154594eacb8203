package libmodels

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// RowError is a bad row: the file (or config path) it is in, its 0-based
// index in the list, the field at fault ("" for the row) and why.
type RowError struct {
	File  string
	Index int
	Field string
	Why   string
}

// Error reads "libraries.yml: row 3 (name): is required".
func (e *RowError) Error() string {
	if e.Field == "" {
		return fmt.Sprintf("%s: row %d: %s", e.File, e.Index, e.Why)
	}
	return fmt.Sprintf("%s: row %d (%s): %s", e.File, e.Index, e.Field, e.Why)
}

var (
	knownLangs = enum(Python, JavaScript, Go)
	knownAPIs  = enum(Module, Function, Constructor, Method, Type, Registration, ErrorClass)
	knownKinds = enum(HTTP, Database, Cache, Queue, Subprocess, ProcessWait, Filesystem, Socket, DNS, Sleep, GRPC,
		CloudSDK, LLMSDK, VectorDB, MCPHandler, Breaker, Local, TimeoutScope, ValueParsing)
	knownWheres   = enum(Keyword, Option, Field, Context, Signal, Config, Scope, NoBound, Position, Chain, OptionFunc)
	knownOrigins  = enum(OriginNetwork, OriginDatabase, OriginFilesystem, OriginSubprocess, OriginLocal, OriginValue)
	knownHandlers = enum(ToolHandler, ResourceHandler, PromptHandler)
	knownMatches  = enum(ByCode, ByCall)
	knownUnits    = enum("s", "ms", "duration")
)

// enum lists the allowed values of a field, for checks and messages.
func enum[T ~string](vs ...T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// oneOf checks v against an enum ("" is allowed unless required).
func oneOf(v string, allowed []string) bool {
	for _, a := range allowed {
		if v == a {
			return true
		}
	}
	return false
}

// Values returns the allowed values of an enumerated field ("lang", "api",
// "kind", "bound.where", "errors", "handler", "match", "bound.unit"), for
// docs and error messages.
func Values(field string) []string {
	switch field {
	case "lang":
		return knownLangs
	case "api":
		return knownAPIs
	case "kind":
		return knownKinds
	case "bound.where":
		return knownWheres
	case "errors":
		return knownOrigins
	case "handler":
		return knownHandlers
	case "match":
		return knownMatches
	case "bound.unit":
		return knownUnits
	}
	return nil
}

// checkURL reports why u is not an absolute http(s) URL with a host.
func checkURL(u string) string {
	if u == "" {
		return "is required"
	}
	p, err := url.Parse(u)
	switch {
	case err != nil:
		return "is not a URL: " + err.Error()
	case p.Scheme != "https" && p.Scheme != "http":
		return fmt.Sprintf("%q must be an http(s) URL", u)
	case p.Host == "" || !strings.Contains(p.Host, "."):
		return fmt.Sprintf("%q has no host", u)
	case strings.ContainsAny(u, " \t\n"):
		return fmt.Sprintf("%q contains white space", u)
	}
	return ""
}

// Validate checks the row's required fields, enumerated values and URLs.
// The error is a *RowError naming the first field at fault.
func (r *Row) Validate() error {
	bad := func(field, why string) error {
		return &RowError{File: r.File, Index: r.Index, Field: field, Why: why}
	}
	badEnum := func(field, v string) error {
		return bad(field, fmt.Sprintf("%q is not one of %s", v, strings.Join(Values(field), ", ")))
	}
	switch {
	case r.Lang == "":
		return bad("lang", "is required")
	case !oneOf(string(r.Lang), knownLangs):
		return badEnum("lang", string(r.Lang))
	case r.Module == "":
		return bad("module", "is required")
	case r.Name == "":
		return bad("name", "is required")
	case r.API == "":
		return bad("api", "is required")
	case !oneOf(string(r.API), knownAPIs):
		return badEnum("api", string(r.API))
	case r.Kind == "":
		return bad("kind", "is required")
	case !oneOf(string(r.Kind), knownKinds):
		return badEnum("kind", string(r.Kind))
	case r.Errors != "" && !oneOf(string(r.Errors), knownOrigins):
		return badEnum("errors", string(r.Errors))
	case r.Match != "" && !oneOf(string(r.Match), knownMatches):
		return badEnum("match", string(r.Match))
	case r.Handler != "" && !oneOf(string(r.Handler), knownHandlers):
		return badEnum("handler", string(r.Handler))
	case r.API == Registration && r.Handler == "":
		return bad("handler", "is required for a registration row")
	case r.Async != "" && !r.Blocks:
		return bad("async", "is set but blocks is false")
	case r.BlocksBefore != "" && (!r.Blocks || r.Lang != Python || !majorVersion(r.BlocksBefore)):
		return bad("blocks_before", "needs blocks, a Python row and a major version (\"3\")")
	case r.DefaultBefore != "" && (r.Default == nil || r.Lang != Python && r.Lang != JavaScript || !majorVersion(r.DefaultBefore)):
		return bad("default_before", "needs a default, a Python or JavaScript row and a major version (\"3\")")
	case r.Retries != nil && !oneOf(r.Retries.Methods, []string{"all", "idempotent"}):
		return badEnum("retries.methods", r.Retries.Methods)
	case r.Retries != nil && (r.Retries.Attempts < 1 || r.Retries.Off == "" || r.Retries.URL == ""):
		return bad("retries", "needs attempts (1 or more), off and url")
	case r.IdempotentPosts != nil && (len(r.IdempotentPosts.Markers) == 0 || len(r.IdempotentPosts.Paths) == 0):
		return bad("idempotent_posts", "needs markers and paths")
	case r.IdempotentPosts != nil && checkURL(r.IdempotentPosts.URL) != "":
		return bad("idempotent_posts.url", checkURL(r.IdempotentPosts.URL))
	case len(r.NamedCreates) > 0 && r.Lang != Go:
		return bad("named_creates", "needs lang go")
	case r.NarrowErrors != nil && (r.Lang != Python || len(r.NarrowErrors.Classes) == 0):
		return bad("narrow_errors", "needs lang python and at least one class")
	case r.NarrowErrors != nil && checkURL(r.NarrowErrors.URL) != "":
		return bad("narrow_errors.url", checkURL(r.NarrowErrors.URL))
	case r.BodyField != nil && (r.Lang != Go || r.API != Type || r.BodyField.Field == "" || len(r.BodyField.Reads) == 0):
		return bad("body_field", "needs lang go, api type, a field and at least one read method")
	case r.Nested && len(r.Methods) == 0:
		return bad("nested", "is set but the row lists no methods")
	case hasExclusion(r.Methods) && !contains(r.Methods, "*"):
		return bad("methods", `lists a "!name" exclusion without "*"`)
	case strings.ContainsAny(r.Name, " \t\n"):
		return bad("name", fmt.Sprintf("%q contains white space", r.Name))
	}
	for i, c := range r.NamedCreates {
		field := fmt.Sprintf("named_creates[%d]", i)
		switch {
		case c.Import == "" || c.Err == "":
			return bad(field, "needs import and err")
		case (c.Type == "") != (c.Key == "") || (c.Method == "") == (c.Type == "") || (c.Method != "") != (c.Args > 0):
			return bad(field, "needs either type and key, or method and args (1 or more)")
		case checkURL(c.URL) != "":
			return bad(field+".url", checkURL(c.URL))
		}
	}
	// Builtins and JS globals have no module prefix; a method row may name
	// the bare method.
	global := r.Module == "builtins" || r.Module == "globals"
	if !global && r.Module != r.Name && !strings.HasPrefix(r.Name, r.Module) && r.API != Method {
		return bad("name", fmt.Sprintf("%q does not start with its module %q", r.Name, r.Module))
	}
	for _, a := range r.Aliases {
		if a == "" || a == r.Name {
			return bad("aliases", fmt.Sprintf("%q is empty or repeats the name", a))
		}
	}
	if b := r.Bound; b != nil {
		switch {
		case b.Where == "":
			return bad("bound.where", "is required when bound is set")
		case !oneOf(string(b.Where), knownWheres):
			return badEnum("bound.where", string(b.Where))
		case b.Unit != "" && !oneOf(b.Unit, knownUnits):
			return badEnum("bound.unit", b.Unit)
		case b.Name == "" && (b.Where == Keyword || b.Where == Option || b.Where == Field || b.Where == Config || b.Where == OptionFunc):
			return bad("bound.name", "is required when bound.where is "+string(b.Where))
		case b.Position != nil && *b.Position < 0:
			return bad("bound.position", "must be 0 or more")
		case b.AfterScalars && b.Where != Option:
			return bad("bound.after_scalars", "applies only when bound.where is option")
		case b.Where == Position && b.Position == nil:
			return bad("bound.position", "is required when bound.where is argument")
		}
	}
	if sh := r.Shape; sh != nil {
		switch _, err := regexp.Compile(sh.Pattern); {
		case sh.Pattern == "" || sh.Suffix == "" || sh.Hint == "":
			return bad("shape", "needs suffix, pattern and hint")
		case err != nil:
			return bad("shape.pattern", err.Error())
		case sh.SameStem && (!strings.Contains(sh.Pattern, "?P<module>") || !strings.Contains(sh.Pattern, "?P<class>")):
			return bad("shape.same_stem", "needs the groups (?P<module>...) and (?P<class>...) in pattern")
		case sh.With != "" && !strings.Contains(sh.Pattern, "?P<pkg>"):
			return bad("shape.with", "needs the group (?P<pkg>...) in pattern")
		}
		if why := checkURL(sh.URL); why != "" {
			return bad("shape.url", why)
		}
	}
	if d := r.Default; d != nil {
		if d.Value != "none" {
			v, err := time.ParseDuration(d.Value)
			if err != nil || v <= 0 {
				return bad("default.value", fmt.Sprintf("%q is neither \"none\" nor a positive Go duration such as \"5s\"", d.Value))
			}
		}
		if why := checkURL(d.URL); why != "" {
			return bad("default.url", why)
		}
		if d.Judge != "" && (d.Judge != JudgeHandler || d.Value == "none") {
			return bad("default.judge", fmt.Sprintf("%q is not %q on a finite default", d.Judge, JudgeHandler))
		}
	}
	if why := checkURL(r.Source); why != "" {
		return bad("source", why)
	}
	return nil
}

// hasExclusion reports whether one of ms is a "!name" exclusion.
func hasExclusion(ms []string) bool {
	for _, m := range ms {
		if strings.HasPrefix(m, "!") {
			return true
		}
	}
	return false
}

// contains reports whether v is one of vs.
func contains(vs []string, v string) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// majorVersion reports whether s is a major version number ("3").
func majorVersion(s string) bool {
	if s == "" || len(s) > 3 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
