// Package libmodels holds what resilience-check knows about third-party and
// standard-library APIs as data: one row per callable (a module, a function,
// a constructor, a method, a type or an MCP handler registration), read from
// the YAML files embedded from data/ and validated by Validate.
//
// It follows CodeQL's models-as-data (https://codeql.github.com/docs/codeql-language-guides/customizing-library-models-for-python/):
// what a library does is a row, not code, and users add rows for their own
// clients in the `libraries:` section of .github/resilience-check.yml
// (internal/config). A row names the language, the module, the callable's
// qualified name as the scanner resolves it through imports (its access
// path), what kind of dependency it reaches, where a bound (timeout) is set
// and in which unit, the library's default bound with the page that
// documents it, whether the call blocks an event loop and what to use
// instead, the origin class of the errors it raises, which methods mutate,
// and the source URL the row was written from.
//
// The package is a leaf: it imports no rule, no parser and no model, so
// config and docs can read it without linking the scanner.
package libmodels

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"gopkg.in/yaml.v3"
)

// Lang is the language a row applies to. JavaScript rows apply to
// TypeScript and TSX too.
type Lang string

// Languages.
const (
	Python     Lang = "python"
	JavaScript Lang = "javascript"
	Go         Lang = "go"
)

// API is the shape of the callable a row names.
type API string

// APIs.
const (
	// Module: the whole module or package (Name is the import path); used for
	// facts that hold for every call into it, such as the origin of its errors.
	Module API = "module"
	// Function: a module-level function called directly (requests.get).
	Function API = "function"
	// Constructor: a call that builds a client, session, pool or driver
	// (httpx.Client, neo4j.GraphDatabase.driver); Methods are its instance's.
	Constructor API = "constructor"
	// Method: a method name called on any receiver of the library; Name is
	// "<module>.<Type>.<method>" or the bare method when the type is unknown.
	Method API = "method"
	// Type: a named type whose values carry the methods (Go *sql.DB).
	Type API = "type"
	// Registration: a call that registers an MCP tool, resource or prompt
	// handler (server.AddTool, McpServer.registerTool).
	Registration API = "registration"
	// ErrorClass: an exception or error class (requests.RequestException).
	ErrorClass API = "error-class"
)

// Kind is what the callable reaches.
type Kind string

// Kinds.
const (
	HTTP         Kind = "http"
	Database     Kind = "database"
	Cache        Kind = "cache"
	Queue        Kind = "queue"
	Subprocess   Kind = "subprocess"
	ProcessWait  Kind = "process-wait" // waiting for a child process (os.wait, Popen.wait)
	Filesystem   Kind = "filesystem"
	Socket       Kind = "socket"
	DNS          Kind = "dns"
	Sleep        Kind = "sleep"
	GRPC         Kind = "grpc"
	CloudSDK     Kind = "cloud-sdk"
	LLMSDK       Kind = "llm-sdk"
	VectorDB     Kind = "vector-db"
	MCPHandler   Kind = "mcp-sdk-handler"
	Breaker      Kind = "circuit-breaker"
	Local        Kind = "local" // pure computation: parsing, encoding, formatting
	TimeoutScope Kind = "timeout-scope"
	ValueParsing Kind = "value-parsing"
)

// Where says how a call's bound (timeout or deadline) is set.
type Where string

// Places a bound is set.
const (
	Keyword  Where = "keyword"  // Python keyword argument, maybe also positional (Bound.Position)
	Option   Where = "option"   // a key of a JS options object argument (Bound.Position is the argument)
	Field    Where = "field"    // a field of a Go struct or config literal (http.Client{Timeout: ...})
	Context  Where = "context"  // a Go context.Context deadline (the ...Context method form); with Bound.Position, the context argument, unset when it is context.Background() or context.TODO()
	Signal   Where = "signal"   // a JS AbortSignal in the options
	Config   Where = "config"   // a separate config object (botocore.config.Config(read_timeout=...))
	Scope    Where = "scope"    // the call itself is a scope that bounds its body (asyncio.timeout)
	NoBound  Where = "none"     // the API has no way to bound the call
	Position Where = "argument" // a positional argument only (Bound.Position); nil, None or null there keeps the library default (jira.New(nil, site))
	Chain    Where = "chain"    // a method of the returned request (superagent's .timeout(ms))
	// OptionFunc: a Go functional option among the call's arguments whose
	// name is Bound.Name (vmcloud.New(key, vmcloud.WithHTTPClient(c))); a
	// call that passes none keeps the library's default.
	OptionFunc Where = "option-func"
)

// Origin is the class of the errors a callable raises, as RC402 words it.
type Origin string

// Origins.
const (
	OriginNetwork    Origin = "network"
	OriginDatabase   Origin = "database"
	OriginFilesystem Origin = "filesystem"
	OriginSubprocess Origin = "subprocess"
	OriginLocal      Origin = "local" // errors about the caller's own values
	OriginValue      Origin = "value" // parsing and validation errors
)

// Handler is the kind of MCP handler a registration takes.
type Handler string

// Handlers.
const (
	ToolHandler     Handler = "tool"
	ResourceHandler Handler = "resource"
	PromptHandler   Handler = "prompt"
)

// Match says which code uses a row to find calls.
type Match string

// Matches.
const (
	// ByCode rows are read by a rule's own code (RC101's requests and httpx
	// analysis, RC201's blocking clients, ...); the row-driven matcher skips them.
	ByCode Match = "code"
	// ByCall rows are matched generically (the default, and what user rows
	// get): a call of the callable that sets no bound where the row says one
	// is set, on a library whose default is none or above the budget, is a
	// finding of the rule that owns the kind.
	ByCall Match = "call"
)

// Retries is a library's built-in retry policy (Row.Retries).
type Retries struct {
	// Methods is "all" when every HTTP method is retried (POST included),
	// "idempotent" when only safe and idempotent ones are.
	Methods string `yaml:"methods" json:"methods"`
	// Attempts is how many times a request is re-sent by default.
	Attempts int `yaml:"attempts" json:"attempts"`
	// On says what triggers a retry ("408, 429, 5xx and connection errors").
	On string `yaml:"on" json:"on"`
	// Off is the client option or keyword that sets the retries; the
	// library's retries of a file that sets it to 0 or false are off
	// (max_retries, retryOnError).
	Off string `yaml:"off" json:"off"`
	// URL is the documentation or source page that states the policy.
	URL string `yaml:"url" json:"url"`
	// Timeouts says the retries also re-send a request that timed out or
	// got no answer (a connection error), so a hanging upstream is waited
	// on up to Attempts + 1 times the row's Default: RC104 judges that
	// product against the handler's budget when the call keeps the
	// library's default and the file does not mention Off.
	Timeouts bool `yaml:"timeouts,omitempty" json:"timeouts,omitempty"`
}

// PerCallWait is the longest one call keeps the library's default d when
// the row's retries re-send a timed-out request (Retries.Timeouts, Methods
// "all"): d times the first attempt and each retry. It returns d and 1
// attempt otherwise.
func (r *Row) PerCallWait(d time.Duration) (time.Duration, int) {
	if r == nil || r.Retries == nil || !r.Retries.Timeouts || r.Retries.Methods != "all" || r.Retries.Attempts < 1 {
		return d, 1
	}
	n := r.Retries.Attempts + 1
	return d * time.Duration(n), n
}

// IdempotentPosts are POST endpoints of an HTTP API that its documentation
// defines as idempotent (Row.IdempotentPosts): a repeat of the same request
// leaves the state the first one set and creates nothing twice, as CodeQL
// models a library's summaries as data. The API is reached with any HTTP
// client, so a file is taken to talk to it by its Markers, and a request by
// the trailing segments of its target.
type IdempotentPosts struct {
	// Markers are lowercase words one of which a file must contain to be
	// talking to the API (a product name, its well-known port).
	Markers []string `yaml:"markers" json:"markers"`
	// Paths are the endpoints' trailing path segments, "/"-separated; "*"
	// is any one segment (an interpolation, a concatenated expression, a
	// path parameter): "bindings/*/e/*/q/*".
	Paths []string `yaml:"paths" json:"paths"`
	// URL is the API reference page that defines the endpoints.
	URL string `yaml:"url" json:"url"`
}

// NamedCreate is a create of an API that names the new resource by a
// caller-given name the API keeps unique and refuses to repeat
// (Row.NamedCreates): a retried call with the same name creates nothing
// twice, so RC601 asks no idempotency key of a tool that sends one
// (checks/facts/idemkey.GoNamedCreate). A Go SDK's call is one when its
// file imports Import and it passes a literal of request struct Type (its
// package qualifier aside) that sets field Key, or, with Method set, when
// it is the SDK's own create method Method with Args arguments, which
// requires the name and writes the object at it (Import is then a module
// prefix the file imports a package of).
type NamedCreate struct {
	Import string `yaml:"import" json:"import"`
	Type   string `yaml:"type,omitempty" json:"type,omitempty"`
	Key    string `yaml:"key,omitempty" json:"key,omitempty"`
	Method string `yaml:"method,omitempty" json:"method,omitempty"`
	Args   int    `yaml:"args,omitempty" json:"args,omitempty"`
	// Err is what the API answers a repeat with ("409 ...nameAlreadyExists").
	Err string `yaml:"err" json:"err"`
	// URL is the upstream source or reference that shows the refusal.
	URL string `yaml:"url" json:"url"`
}

// NarrowErrors says which of Python's builtin exception classes a module
// (or builtin function) raises only with fixed text about the caller's own
// values, never with the upstream's answer (Row.NarrowErrors): an `except
// ValueError` clause around its calls sees no upstream detail (RC402,
// CWE-209; checks/summary/narrowexc). httpx: every request, transport,
// status and decoding error derives from httpx.HTTPError (an Exception).
type NarrowErrors struct {
	// Classes are the class names as an except clause writes them
	// ("ValueError", "json.JSONDecodeError").
	Classes []string `yaml:"classes" json:"classes"`
	// URL is the page that documents the library's exception hierarchy.
	URL string `yaml:"url" json:"url"`
}

// BodyField names the field of a Go SDK's response type (a Type row) that
// holds the upstream's raw response body also when the call that returned
// it failed, and the methods that turn it into text (Row.BodyField): text
// read from it on the failed call's branch is the upstream's answer (RC402,
// CWE-209; checks/facts/sdkbody). go-atlassian's models.ResponseScheme.Bytes.
type BodyField struct {
	// Field is the struct field ("Bytes").
	Field string `yaml:"field" json:"field"`
	// Reads are the field's methods that return its text ("String", "Bytes").
	Reads []string `yaml:"reads" json:"reads"`
}

// Bound says where a call's timeout is set.
type Bound struct {
	Where Where `yaml:"where" json:"where"`
	// Name is the keyword, option key, struct field or config class. For
	// a row whose bound is NoBound, it is the text whose presence in a file
	// means the caller may supply a bounded client another way
	// (oauth2.HTTPClient, the context key golang.org/x/oauth2 reads its base
	// client from), so that file's calls are not judged.
	Name string `yaml:"name,omitempty" json:"name,omitempty"`
	// Position is the 0-based positional index of the argument that holds
	// the bound (Keyword, Argument) or the options object (Option, Signal);
	// nil when it cannot be passed by position.
	Position *int `yaml:"position,omitempty" json:"position,omitempty"`
	// Unit is the unit of a number given as the bound: s, ms or duration (a
	// Go time.Duration or an object such as httpx.Timeout).
	Unit string `yaml:"unit,omitempty" json:"unit,omitempty"`
	// Also are other keys that bound the call too (connect, read, total).
	// For a Context bound they are the client-level settings that bound
	// every call of the client (a DSN parameter such as statement_timeout,
	// an option method such as SetTimeout): a file that names one is not
	// judged (libmodels/data/go-db.yml). For a Python PerCall Keyword bound
	// they are likewise client-level settings (authlib's default_timeout):
	// a file that names one is not judged (libmodels/data/sdks-sdk9.yml).
	Also []string `yaml:"also,omitempty" json:"also,omitempty"`
	// In is the qualified name of the call that builds the argument at
	// Position, which then carries the bound as its keyword Name: neo4j's
	// execute_query(neo4j.Query(text, timeout=5)). A plain string there
	// (a literal, or a parameter annotated str) sets no bound.
	In string `yaml:"in,omitempty" json:"in,omitempty"`
	// PerCall says the bound is passed to each method call of the instance
	// (Row.Methods, "*" for any), not to the constructor: the Kubernetes
	// Python client's _request_timeout, openapi-fetch's signal.
	PerCall bool `yaml:"per_call,omitempty" json:"per_call,omitempty"`
	// Client lists, for a PerCall row's constructor, the keys of its
	// options object (argument 0) that can bound every call of the client
	// at once: openapi-fetch's custom fetch, which may carry a signal. A
	// construction that sets none of them, with no spread, and whose
	// client no call of the constructing file uses, is judged at the
	// construction (package checks/facts/escclient): its calls are made
	// out of that file's sight, through a getter, a lazy holder or a
	// factory's return. For a Go constructor whose bound is each call's
	// context (Where context), they are the option methods or URI
	// parameters of a client-level operation timeout (mongo-go-driver's
	// SetTimeout, timeoutMS): a construction that names none, whose
	// operations all run in other files, is judged at the construction
	// (package checks/facts/goescdb).
	Client []string `yaml:"client,omitempty" json:"client,omitempty"`
	// AfterScalars says, for an Option bound, that the options object may
	// follow scalar arguments at Position (a connection URL, a port, a
	// host), as ioredis's new Redis(url, options) and new Redis(port, host,
	// options) take it: the matcher reads the first argument from Position
	// on that is not a string or a number (checks/facts/bounds).
	AfterScalars bool `yaml:"after_scalars,omitempty" json:"after_scalars,omitempty"`
}

// Shape is the qualified-name shape of a family row (Row.Shape).
type Shape struct {
	// Suffix is a literal every matching name ends with, tested before
	// Pattern ("Api", ".NewClientWithResponses").
	Suffix string `yaml:"suffix" json:"suffix"`
	// Pattern is a regular expression (Go RE2 syntax) the whole qualified
	// name must match.
	Pattern string `yaml:"pattern" json:"pattern"`
	// SameStem requires Pattern's named groups "module" and "class" to name
	// the same thing once lower-cased with underscores removed: the
	// generator derives both from one tag (module dag_run_api, class
	// DAGRunApi), which a hand-written class named like a client rarely
	// repeats.
	SameStem bool `yaml:"same_stem,omitempty" json:"same_stem,omitempty"`
	// With is a name the client's own package also exports that the file
	// must import or name, the evidence for a shape that alone would take
	// hand-written classes too: OpenAPI Generator's README form
	// openapi_client.PetApi(api_client) is a member when the file also uses
	// openapi_client.ApiClient. Pattern's group "pkg" is that package. A
	// row with With matches only through LookupIn.
	With string `yaml:"with,omitempty" json:"with,omitempty"`
	// Hint is a word a file that uses the family contains (case-insensitive),
	// so scanners can skip other files before matching names.
	Hint string `yaml:"hint" json:"hint"`
	// URL is the generator's template or documentation page that makes the
	// shape (the layout and the names it gives).
	URL string `yaml:"url" json:"url"`

	re *regexp.Regexp
}

// Match reports whether the qualified name q has the shape (With aside).
func (s *Shape) Match(q string) bool {
	ok, _ := s.match(q)
	return ok
}

// match is Match that also returns Pattern's group "pkg" ("" when absent).
func (s *Shape) match(q string) (bool, string) {
	if s == nil || !strings.HasSuffix(q, s.Suffix) {
		return false, ""
	}
	re := s.re
	if re == nil {
		var err error
		if re, err = regexp.Compile(s.Pattern); err != nil {
			return false, ""
		}
	}
	m := re.FindStringSubmatch(q)
	if m == nil {
		return false, ""
	}
	pkg := ""
	if i := re.SubexpIndex("pkg"); i >= 0 {
		pkg = m[i]
	}
	if !s.SameStem {
		return true, pkg
	}
	stem := func(group string) string {
		i := re.SubexpIndex(group)
		if i < 0 {
			return ""
		}
		return strings.ToLower(strings.ReplaceAll(m[i], "_", ""))
	}
	mod, cls := stem("module"), stem("class")
	return mod != "" && mod == cls, pkg
}

// Default is the library's own bound when the caller sets none.
type Default struct {
	// Value is "none" (waits forever) or a Go duration ("5s", "10m0s").
	Value string `yaml:"value" json:"value"`
	// URL is the documentation page that states the default.
	URL string `yaml:"url" json:"url"`
	// Judge is JudgeHandler when a finite default, however long, is
	// judged by RC104 against the budget of the handler that waits on it
	// (a literal of the same value would be) rather than by RC101 against
	// the request budget: set on a default that bounds the whole request (a
	// total), which RC101 leaves alone (aiohttp's ClientSession, total=300 s,
	// docs/rules/RC104.md); not on one that bounds a phase or a pause only
	// (an httpx read timeout, undici's bodyTimeout). Empty otherwise.
	Judge string `yaml:"judge,omitempty" json:"judge,omitempty"`
}

// JudgeHandler is Default.Judge's one value: the default is RC104's,
// judged against the handler's budget wherever the client is built.
const JudgeHandler = "handler"

// HandlerDefault reports whether r's finite default is judged by RC104
// against the handler's budget (Default.Judge is JudgeHandler), whatever
// code reads the row (Match): RC101's row-driven matcher leaves it alone.
func (r *Row) HandlerDefault() bool {
	if r == nil || r.Default == nil || r.Default.Judge != JudgeHandler {
		return false
	}
	_, ok := r.Default.Duration()
	return ok
}

// Duration returns the default as a duration, and false for "none".
func (d *Default) Duration() (time.Duration, bool) {
	if d == nil || d.Value == "none" {
		return 0, false
	}
	v, err := time.ParseDuration(d.Value)
	return v, err == nil
}

// Row is one library fact. Required: Lang, Module, Name, API, Kind, Source.
type Row struct {
	Lang   Lang   `yaml:"lang" json:"lang"`
	Module string `yaml:"module" json:"module"`
	// Name is the qualified name of the callable as the scanner resolves it
	// through the file's imports: "requests.get", "httpx.Client",
	// "net/http.Get", "@modelcontextprotocol/sdk/server/mcp.js.McpServer".
	Name string `yaml:"name" json:"name"`
	// Aliases are other qualified names of the same callable (re-exports).
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	API     API      `yaml:"api" json:"api"`
	Kind    Kind     `yaml:"kind" json:"kind"`
	// Methods are the instance methods the row's facts apply to (a
	// constructor's or a type's), or the method names of a Method row; "*"
	// is any method, and "!name" excludes one from it (HasMethod).
	Methods []string `yaml:"methods,omitempty" json:"methods,omitempty"`
	// Nested says the Methods are also those of the client's attributes
	// and of the objects its Methods return: the Docker SDK's
	// client.containers.list() and client.containers.get(id).logs() are
	// requests of the docker.from_env() client. Only for a client whose
	// every such object talks to the same server, since a plain result
	// (a dict, bytes) would otherwise inherit the client's methods.
	Nested  bool     `yaml:"nested,omitempty" json:"nested,omitempty"`
	Bound   *Bound   `yaml:"bound,omitempty" json:"bound,omitempty"`
	Default *Default `yaml:"default,omitempty" json:"default,omitempty"`
	// Blocks reports whether the call blocks the calling thread (and so an
	// event loop); Async is what to use instead, worded as a fix.
	Blocks bool   `yaml:"blocks,omitempty" json:"blocks,omitempty"`
	Async  string `yaml:"async,omitempty" json:"async,omitempty"`
	// BlocksBefore limits Blocks to releases of the row's Module (a Python
	// distribution) before this major version ("3"): the call blocks only
	// where the project's dependency manifests show a version below it
	// (checks/facts/pydeps); unknown versions do not block. FastMCP 2.x
	// calls a sync tool inline on the event loop, FastMCP 3 in a worker
	// thread (PrefectHQ/fastmcp pull request 2865).
	BlocksBefore string `yaml:"blocks_before,omitempty" json:"blocks_before,omitempty"`
	// DefaultBefore limits Default to releases of the row's Module (a
	// Python distribution or an npm package) before this major version
	// ("3"): the library's
	// default is the row's only where the project's dependency manifests
	// show a version below it (checks/facts/pydeps.DefaultHolds); with a
	// later or unknown version the row is recognised only, as if it had no
	// Bound and no Default, since the later releases set a bound of their
	// own (todoist-api-python 2.x sends requests with no timeout, 3.x and
	// later with one).
	DefaultBefore string `yaml:"default_before,omitempty" json:"default_before,omitempty"`
	// Errors is the origin class of the errors the callable raises.
	Errors Origin `yaml:"errors,omitempty" json:"errors,omitempty"`
	// Mutates reports whether the call changes state outside the process;
	// Mutating lists the instance methods that do.
	Mutates  bool     `yaml:"mutates,omitempty" json:"mutates,omitempty"`
	Mutating []string `yaml:"mutating,omitempty" json:"mutating,omitempty"`
	// Retries says the library re-sends a request by itself, and which:
	// a row with Retries.Methods "all" re-sends its Mutating calls too
	// (RC301: a create the SDK repeats after a lost response creates twice).
	Retries *Retries `yaml:"retries,omitempty" json:"retries,omitempty"`
	// IdempotentPosts are the POST endpoints of the HTTP API the row names
	// that the API's own documentation defines as idempotent (RC601 asks
	// no idempotency key of a tool that sends one).
	IdempotentPosts *IdempotentPosts `yaml:"idempotent_posts,omitempty" json:"idempotent_posts,omitempty"`
	// NamedCreates are the Go SDK creates of the API the row names that
	// the API refuses to repeat under the same caller-given name (RC601
	// asks no idempotency key of a tool that sends one).
	NamedCreates []NamedCreate `yaml:"named_creates,omitempty" json:"named_creates,omitempty"`
	// NarrowErrors are the builtin exception classes the row's module
	// raises only with fixed text (RC402's narrow except clauses).
	NarrowErrors *NarrowErrors `yaml:"narrow_errors,omitempty" json:"narrow_errors,omitempty"`
	// BodyField is, on a Go response type, the field that holds the raw
	// upstream body on failure (RC402).
	BodyField *BodyField `yaml:"body_field,omitempty" json:"body_field,omitempty"`
	// Handler is the handler kind a Registration row registers.
	Handler Handler `yaml:"handler,omitempty" json:"handler,omitempty"`
	// Match is who reads the row (default ByCall).
	Match Match `yaml:"match,omitempty" json:"match,omitempty"`
	// Source is the documentation or source page the row was written from.
	Source string `yaml:"source" json:"source"`
	// Note is a free comment shown in docs/libraries.md.
	Note string `yaml:"note,omitempty" json:"note,omitempty"`
	// Shape makes the row a family row: it stands for every callable whose
	// qualified name has the shape a code generator gives the clients it
	// writes (OpenAPI Generator's <pkg>.api.<x>_api.<X>Api, oapi-codegen's
	// NewClientWithResponses), so one row covers every SDK the generator
	// made instead of one row per SDK. Lookup falls back to it when no row
	// names the callable. Name is then the family's own name.
	Shape *Shape `yaml:"shape,omitempty" json:"shape,omitempty"`
	// File is the data file the row came from ("python.yml", or the config
	// path); set by the loader.
	File string `yaml:"-" json:"-"`
	// Index is the 0-based position of the row in its file; set by the loader.
	Index int `yaml:"-" json:"-"`
}

// Names returns the row's name followed by its aliases.
func (r *Row) Names() []string { return append([]string{r.Name}, r.Aliases...) }

// HasMethod reports whether m is one of the row's Methods: "*" matches any
// method that no "!name" entry excludes (boto3's clients: every operation
// but get_paginator, generate_presigned_url, ...).
func (r *Row) HasMethod(m string) bool {
	wild := false
	for _, x := range r.Methods {
		switch x {
		case m:
			return true
		case "*":
			wild = true
		case "!" + m:
			return false
		}
	}
	return wild
}

// Matched returns r.Match with its default.
func (r *Row) Matched() Match {
	if r.Match == "" {
		return ByCall
	}
	return r.Match
}

// Set is a validated collection of rows with an index by language and
// qualified name. A Set is immutable once built and safe for concurrent use.
type Set struct {
	rows   []*Row
	byName map[Lang]map[string]*Row
	// families are the family rows (Row.Shape) per language, in load order.
	families map[Lang][]*Row
	// goMajors indexes the Go rows by their names with every major-version
	// path element (v2, v62) written "v*" (GoMajorKey); a key that rows of
	// two rows' names share maps to nil (ambiguous: never a guess).
	goMajors map[string]*Row
}

// The YAML files under data/ are the source of the rows; rows.json is
// generated from them (`go test ./libmodels -run TestRowsJSON -update`,
// checked by that test) because decoding JSON at start-up costs a third of
// decoding YAML.
//
//go:embed data/*.yml
var dataFS embed.FS

//go:embed rows.json
var rowsJSON []byte

// stored is rows.json's layout: each data file's rows in order.
type stored struct {
	File string `json:"file"`
	Rows []*Row `json:"rows"`
}

// builtin loads the embedded rows once.
var builtin = sync.OnceValues(func() (*Set, error) {
	return loadJSON(rowsJSON, false)
})

// Builtin returns the rows shipped with resilience-check. It panics when the
// embedded data is invalid, which the package's tests rule out.
func Builtin() *Set {
	s, err := builtin()
	if err != nil {
		panic("libmodels: embedded data: " + err.Error())
	}
	return s
}

// loadJSON decodes rows.json and indexes the rows, validating each when
// validate is set. Builtin does not: rows.json is generated from the YAML
// files, whose every row Parse validates, and TestRowsJSON fails when the two
// differ, so the embedded rows are valid by construction and start-up skips
// the URL and duration parsing.
func loadJSON(b []byte, validate bool) (*Set, error) {
	var files []stored
	if err := json.Unmarshal(b, &files); err != nil {
		return nil, fmt.Errorf("rows.json: %w", err)
	}
	var rows []*Row
	for _, f := range files {
		for i, r := range f.Rows {
			r.File, r.Index = f.File, i
			if !validate {
				continue
			}
			if err := r.Validate(); err != nil {
				return nil, err
			}
		}
		rows = append(rows, f.Rows...)
	}
	return NewSet(rows)
}

// loadFS reads every .yml file under dir in name order.
func loadFS(fsys fs.FS, dir string) (*Set, error) {
	files, err := readYAML(fsys, dir)
	if err != nil {
		return nil, err
	}
	var rows []*Row
	for _, f := range files {
		rows = append(rows, f.Rows...)
	}
	return NewSet(rows)
}

// readYAML parses and validates every .yml file under dir in name order.
func readYAML(fsys fs.FS, dir string) ([]stored, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var out []stored
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".yml") {
			continue
		}
		b, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		rs, err := Parse(e.Name(), b)
		if err != nil {
			return nil, err
		}
		out = append(out, stored{File: e.Name(), Rows: rs})
	}
	return out, nil
}

// file is the layout of a data file: a list of rows under `rows:`.
type file struct {
	Rows []*Row `yaml:"rows"`
}

// Parse decodes one data file (a mapping with a `rows:` list) and validates
// each row; name is used in errors. Unknown keys are errors.
func Parse(name string, b []byte) ([]*Row, error) {
	var f file
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for i, r := range f.Rows {
		if r == nil {
			return nil, &RowError{File: name, Index: i, Field: "", Why: "empty row"}
		}
		r.File, r.Index = name, i
		if err := r.Validate(); err != nil {
			return nil, err
		}
	}
	return f.Rows, nil
}

// NewSet indexes rows (already validated) and rejects a qualified name that
// two rows of one language claim.
func NewSet(rows []*Row) (*Set, error) {
	s := &Set{rows: rows, byName: map[Lang]map[string]*Row{}, families: map[Lang][]*Row{}, goMajors: map[string]*Row{}}
	for _, r := range rows {
		if sh := r.Shape; sh != nil {
			if sh.re == nil { // a merged set shares the built-in rows, compiled already
				re, err := regexp.Compile(sh.Pattern)
				if err != nil {
					return nil, &RowError{File: r.File, Index: r.Index, Field: "shape.pattern", Why: err.Error()}
				}
				sh.re = re
			}
			s.families[r.Lang] = append(s.families[r.Lang], r)
		}
		m := s.byName[r.Lang]
		if m == nil {
			m = map[string]*Row{}
			s.byName[r.Lang] = m
		}
		for _, n := range r.Names() {
			if o, dup := m[n]; dup {
				return nil, &RowError{File: r.File, Index: r.Index, Field: "name",
					Why: fmt.Sprintf("%q is already row %d of %s", n, o.Index, o.File)}
			}
			m[n] = r
			if k := GoMajorKey(n); k != "" && r.Lang == Go {
				if o, seen := s.goMajors[k]; seen && o != r {
					s.goMajors[k] = nil
				} else {
					s.goMajors[k] = r
				}
			}
		}
	}
	return s, nil
}

// GoMajorKey returns Go qualified name with each major-version element of
// its import path ("v2" and up, Go modules' semantic import versioning:
// https://go.dev/ref/mod#major-version-suffixes) written "v*", or "" when
// the path has none. github.com/google/go-github/v89/github.NewClient and
// .../v62/github.NewClient share the key .../v*/github.NewClient.
func GoMajorKey(name string) string {
	if !strings.Contains(name, "/v") {
		return ""
	}
	var b strings.Builder
	found := false
	for i := 0; i < len(name); {
		if name[i] == '/' && i+2 < len(name) && name[i+1] == 'v' && name[i+2] >= '1' && name[i+2] <= '9' {
			j := i + 2
			for j < len(name) && name[j] >= '0' && name[j] <= '9' {
				j++
			}
			major := name[i+2 : j]
			if (j == len(name) || name[j] == '/' || name[j] == '.') && major != "1" {
				b.WriteString("/v*")
				found = true
				i = j
				continue
			}
		}
		b.WriteByte(name[i])
		i++
	}
	if !found {
		return ""
	}
	return b.String()
}

// Merge returns a Set with extra's rows over s's: an extra row whose name
// (or an alias) a row of s has replaces that row. extra must be validated.
func (s *Set) Merge(extra []*Row) (*Set, error) {
	if len(extra) == 0 {
		return s, nil
	}
	over := map[Lang]map[string]bool{}
	for _, r := range extra {
		if over[r.Lang] == nil {
			over[r.Lang] = map[string]bool{}
		}
		for _, n := range r.Names() {
			over[r.Lang][n] = true
		}
	}
	var rows []*Row
	for _, r := range s.rows {
		replaced := false
		for _, n := range r.Names() {
			replaced = replaced || over[r.Lang][n]
		}
		if !replaced {
			rows = append(rows, r)
		}
	}
	return NewSet(append(rows, extra...))
}

// Rows returns every row in load order (do not modify).
func (s *Set) Rows() []*Row { return s.rows }

// Lookup returns the row of lang whose name or alias is name, else the
// first family row whose Shape name matches, or nil.
func (s *Set) Lookup(lang Lang, name string) *Row {
	if s == nil {
		return nil
	}
	if r := s.byName[lang][name]; r != nil {
		return r
	}
	return s.LookupIn(lang, name, nil)
}

// LookupIn is Lookup for a file: a family row whose Shape needs a With name
// matches when imported reports that the file imports or names
// "<pkg>.<With>" (nil: never).
func (s *Set) LookupIn(lang Lang, name string, imported func(string) bool) *Row {
	if s == nil {
		return nil
	}
	if r := s.byName[lang][name]; r != nil {
		return r
	}
	if lang == Go {
		// another major version of a module a row names: Go's semantic import
		// versioning keeps a module's path and API across majors except where a
		// release notes a break, so the row stands for the versions it does
		// not list (go-github's NewClient(httpClient) in v62 and v89); a key
		// two rows share (each major its own row) is not guessed between
		if k := GoMajorKey(name); k != "" {
			if r := s.goMajors[k]; r != nil {
				return r
			}
		}
	}
	for _, r := range s.families[lang] {
		ok, pkg := r.Shape.match(name)
		if !ok {
			continue
		}
		if w := r.Shape.With; w != "" && (imported == nil || pkg == "" || !imported(pkg+"."+w)) {
			continue
		}
		return r
	}
	return nil
}

// Families returns lang's family rows (Row.Shape), in load order (do not
// modify).
func (s *Set) Families(lang Lang) []*Row {
	if s == nil {
		return nil
	}
	return s.families[lang]
}

// Select returns the rows for which keep is true, in load order.
func (s *Set) Select(keep func(*Row) bool) []*Row {
	var out []*Row
	for _, r := range s.rows {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// NameSet returns the names and aliases of the rows keep accepts, as a set.
func (s *Set) NameSet(keep func(*Row) bool) map[string]bool {
	m := map[string]bool{}
	for _, r := range s.Select(keep) {
		for _, n := range r.Names() {
			m[n] = true
		}
	}
	return m
}

// MethodSet returns the union of the Methods of the rows keep accepts.
func (s *Set) MethodSet(keep func(*Row) bool) map[string]bool {
	m := map[string]bool{}
	for _, r := range s.Select(keep) {
		for _, n := range r.Methods {
			m[n] = true
		}
	}
	return m
}

// Sorted returns the keys of a set in order, for messages and docs.
func Sorted(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Is returns a Select predicate: rows of lang and api (api "" = any) in one
// of modules (none = any).
func Is(lang Lang, api API, modules ...string) func(*Row) bool {
	return func(r *Row) bool {
		if r.Lang != lang || (api != "" && r.API != api) {
			return false
		}
		if len(modules) == 0 {
			return true
		}
		for _, m := range modules {
			if r.Module == m {
				return true
			}
		}
		return false
	}
}

// OfKind accepts the rows of kind k: OfKind(HTTP) keeps a client module's
// requests and leaves its local helpers (net/http.NewRequest,
// axios.isAxiosError: kind local) out.
func OfKind(k Kind) func(*Row) bool { return func(r *Row) bool { return r.Kind == k } }

// And returns a predicate true when every one of ps is.
func And(ps ...func(*Row) bool) func(*Row) bool {
	return func(r *Row) bool {
		for _, p := range ps {
			if !p(r) {
				return false
			}
		}
		return true
	}
}

// LastSegment returns the part of a qualified name after its last dot
// ("registerTool" of "...McpServer.registerTool").
func LastSegment(name string) string { return name[strings.LastIndex(name, ".")+1:] }
