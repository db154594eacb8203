package rc103

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// mongoJSMaxTimeDoc is the page of the Node driver's per-operation
// server-side limit (FindOptions.maxTimeMS, also on AggregateOptions,
// CountDocumentsOptions, DistinctOptions, and as a command field): none
// unless given. The client-side bounds (timeoutMS, socketTimeoutMS) are the
// MongoClient row's (libmodels sdks.yml mongodb.MongoClient: "timeoutMS is
// unset and socketTimeoutMS is 0 (no timeout) by default").
const mongoJSMaxTimeDoc = "https://mongodb.github.io/node-mongodb-native/6.0/interfaces/FindOptions.html#maxTimeMS"

var (
	// mongoJSOps are the Node driver's Collection reads whose options
	// take maxTimeMS, with the position of that options argument.
	mongoJSOps = map[string]int{"find": 1, "findOne": 1, "aggregate": 1, "countDocuments": 1, "distinct": 2}
	// mongoJSBounds name a bound of a MongoDB operation or client: the
	// server-side maxTimeMS (option or cursor method), the client's CSOT
	// timeoutMS and its socketTimeoutMS.
	mongoJSBounds = regexp.MustCompile(`\b(maxTimeMS|timeoutMS|socketTimeoutMS)\b`)
	// mongoJSClientBounds name the MongoClient options that bound every
	// operation: timeoutMS (CSOT) and socketTimeoutMS.
	mongoJSClientBounds = regexp.MustCompile(`\b(timeoutMS|socketTimeoutMS)\b`)
	// mongoJSMade matches a MongoClient construction in a file's text.
	mongoJSMade = regexp.MustCompile(`\bnew\s+MongoClient\s*\(|\bMongoClient\.connect\s*\(`)
	// mongoJSCollectionType matches a TS type naming the driver's Collection.
	mongoJSCollectionType = regexp.MustCompile(`\bCollection\b`)
	// mongoJSSyms are the nodes reportMongoJSQueries looks at.
	mongoJSSyms = model.NewSymBitset(model.SymCallExpression)
)

// reportMongoJSQueries reports a MongoDB read of node's mongodb driver,
// `collection.find(filter, options)`, aggregate, countDocuments, findOne,
// distinct, or `db.admin().command({...})`, that passes no maxTimeMS, in a
// function that names no MongoDB bound (maxTimeMS, timeoutMS,
// socketTimeoutMS), when the repository builds its MongoClient without
// timeoutMS or socketTimeoutMS (no non-test JS/TS file that makes a
// MongoClient names either; when the repository's files cannot be searched,
// the file itself must make one and name neither): then nothing bounds the
// operation, and an unindexed filter or a heavy pipeline from the caller
// holds the tool call as long as the server runs it. The receiver must be a
// collection the code obtains from `X.collection(name)` (directly or through
// a local variable) or a parameter typed Collection; a command's receiver
// is `X.admin()` or a Db from `X.db(name)`. An options argument the file does
// not write as an object literal, or one with a spread, leaves the call
// unjudged. The MongoClient construction keeps its own library-row finding
// (bounds.BoundGaps); this one is where the query runs (blind rows:
// kiliczsh's mcp-mongo-server aggregate, VitalyOstanin's mongodb-mcp find,
// aggregate, countDocuments, schema sampling and getLog command). Peer:
// reportMySQLJSQueries (node mysql's per-query timeout).
func reportMongoJSQueries(p *model.Pass) {
	f := p.File
	if f.Lang != model.LangJavaScript && f.Lang != model.LangTypeScript || !bytes.Contains(f.Src, []byte("collection")) &&
		!bytes.Contains(f.Src, []byte("command")) {
		return
	}
	client := ""
	fnBounded := map[*model.Node]bool{}
	f.NodesOf(mongoJSSyms, func(call *model.Node) bool {
		callee := model.Callee(call)
		if callee == nil || callee.Sym() != model.SymMemberExpression {
			return true
		}
		op := f.Text(callee.ChildByFieldName("property"))
		pos, isOp := mongoJSOps[op]
		switch {
		case isOp:
			if !mongoJSCollection(f, callee.ChildByFieldName("object")) {
				return true
			}
		case op == "command":
			if !mongoJSDb(f, callee.ChildByFieldName("object")) {
				return true
			}
			pos = 0 // the command document carries maxTimeMS
		default:
			return true
		}
		fn := model.EnclosingFunc(call)
		if fn == nil {
			return true
		}
		bounded, seen := fnBounded[fn]
		if !seen { // once per function, not per call (review34b MEDIUM-1)
			bounded = mongoJSBounds.Match(f.Src[fn.StartByte():fn.EndByte()])
			fnBounded[fn] = bounded
		}
		if bounded {
			return true
		}
		if model.HasSplat(call) || mongoJSRaced(f, call) {
			return true
		}
		if a := model.Arg(call, pos); a != nil {
			o := model.Unwrap(a)
			if o.Sym() != model.SymObject {
				return true // options the file does not write out here
			}
			if _, spread := f.ObjectProp(o, ""); spread {
				return true
			}
		} else if op == "command" {
			return true
		}
		if client == "" {
			client = mongoJSUnboundedClient(f)
			if client == "" {
				client = "-"
			}
		}
		if client == "-" {
			return true
		}
		name := f.Text(callee)
		if len(name) > 50 || strings.Contains(name, "\n") {
			name = op
		}
		const fix = "pass { maxTimeMS: 15_000 } with the operation (or set timeoutMS on the MongoClient)"
		p.Report(callee, name+" runs with no maxTimeMS on a MongoClient built without timeoutMS or socketTimeoutMS ("+client+
			"), and the driver bounds neither by default ("+mongoJSMaxTimeDoc+"), so a slow or unindexed query holds the tool "+
			"call as long as the server runs it; "+fix, fix)
		return true
	})
}

// mongoJSCollection reports whether n is a MongoDB collection: a call
// `X.collection(name)`, a variable bound to one, or a parameter of the
// enclosing function typed Collection (`collection: Collection<Document>`).
func mongoJSCollection(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if n == nil {
		return false
	}
	if n.Sym() == model.SymIdentifier {
		if v := model.Unwrap(f.Resolve(n)); v != nil && v != n {
			n = v
		} else {
			return mongoJSParamType(f, n)
		}
	}
	return mongoJSMember(f, n, "collection")
}

// mongoJSDb reports whether n is a MongoDB database handle a command runs
// on: `X.admin()`, `X.db(name)` or a variable bound to one of them.
func mongoJSDb(f *model.File, n *model.Node) bool {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymIdentifier {
		n = model.Unwrap(f.Resolve(n))
	}
	return mongoJSMember(f, n, "admin") || mongoJSMember(f, n, "db")
}

// mongoJSMember reports whether n is a call of method name with at most
// one argument (`db.collection("users")`, `client.db("admin")`).
func mongoJSMember(f *model.File, n *model.Node, name string) bool {
	if n == nil || n.Sym() != model.SymCallExpression || model.NumArgs(n) > 1 {
		return false
	}
	c := model.Callee(n)
	return c != nil && c.Sym() == model.SymMemberExpression && f.Text(c.ChildByFieldName("property")) == name
}

// mongoJSParamType reports whether identifier id names a parameter of its
// enclosing function whose TS type names Collection (`Collection<Document> |
// null`).
func mongoJSParamType(f *model.File, id *model.Node) bool {
	fn := model.EnclosingFunc(id)
	if fn == nil {
		return false
	}
	ps := fn.ChildByFieldName("parameters")
	for i := 0; ps != nil && i < int(ps.NamedChildCount()); i++ {
		pr := ps.NamedChild(i)
		if pr.Sym() != model.SymRequiredParameter && pr.Sym() != model.SymOptionalParameter {
			continue
		}
		if f.Text(pr.ChildByFieldName("pattern")) != f.Text(id) {
			continue
		}
		t := pr.ChildByFieldName("type")
		return t != nil && mongoJSCollectionType.MatchString(f.Text(t))
	}
	return false
}

// mongoJSUnboundedClient returns where the repository builds a MongoClient
// ("path:line") when every non-test JS/TS file that builds one names
// neither timeoutMS nor socketTimeoutMS; "" otherwise, or
// when none is built. Without a searchable repository only f itself is read.
func mongoJSUnboundedClient(f *model.File) string {
	judge := func(path string, src []byte) (at string, ok bool) {
		loc := mongoJSMade.FindIndex(src)
		if loc == nil {
			return "", true
		}
		if mongoJSClientBounds.Match(src) || !mongoJSWrittenOut(src) {
			return "", false
		}
		return path + ":" + strconv.Itoa(bytes.Count(src[:loc[0]], []byte("\n"))+1), true
	}
	w := thirdparty.Of(f)
	if w == nil || w.Search == nil || w.Read == nil {
		at, ok := judge(f.Path, f.Src)
		if !ok {
			return ""
		}
		return at
	}
	v, _ := w.Memo("rc103.mongoJSUnboundedClient", func() any {
		first := ""
		for _, p := range w.Search([]string{"MongoClient"}) {
			if lang, ok := model.DetectLanguage(p); !ok || !lang.IsJS() || impact.IsTestPath(p) {
				continue
			}
			src, err := w.Read(p)
			if err != nil || len(src) > 1<<20 {
				return ""
			}
			at, ok := judge(p, src)
			if !ok {
				return ""
			}
			if first == "" {
				first = at
			}
		}
		return first
	}).(string)
	return v
}

// mongoJSRaced reports whether call sits (through await, parentheses and
// member chains such as `.toArray()`) in the array given to Promise.race,
// whose other entry is then a timer the caller wrote: the tool call is
// bounded there (kiliczsh's resource.ts "count with timeout protection").
func mongoJSRaced(f *model.File, call *model.Node) bool {
	n := call
	for i := 0; i < 6 && n != nil; i++ {
		p := n.Parent()
		if p == nil {
			return false
		}
		if p.Sym() == model.SymArray {
			if a := p.Parent(); a != nil && a.Sym() == model.SymArguments {
				if c := a.Parent(); c != nil && c.Sym() == model.SymCallExpression && f.Text(model.Callee(c)) == "Promise.race" {
					return true
				}
			}
			return false
		}
		n = p
	}
	return false
}

// mongoJSWrittenOut reports whether every `new MongoClient(uri, options)`
// in src shows its options: none, an object literal without a spread, or a
// name the file binds to one (`const options: MongoClientOptions = {`).
// Options from elsewhere (a helper returning { timeoutMS }) may bound the
// client: unknown, so no query is reported (review34b HIGH-4), as the
// MongoClient row itself judges such a construction. A URI constant of
// another module carrying ?timeoutMS= is not seen (as by that row).
func mongoJSWrittenOut(src []byte) bool {
	for _, loc := range mongoJSMade.FindAllIndex(src, -1) {
		rest := src[loc[1]:] // after the construction's "("
		depth, end := 0, -1
		for i, c := range rest {
			if c == '(' || c == '{' || c == '[' {
				depth++
			} else if c == ')' || c == '}' || c == ']' {
				if depth == 0 {
					end = i
					break
				}
				depth--
			}
		}
		if end < 0 {
			return false
		}
		args := strings.TrimSpace(string(rest[:end]))
		uri, opts, two := strings.Cut(args, ",")
		uri, opts = strings.TrimSpace(uri), strings.TrimSpace(opts)
		_ = uri // a URI from the environment or a parameter is judged as the MongoClient row judges it
		if two && opts != "" && !strings.HasPrefix(opts, "{") && !boundInFile(src, opts) || strings.Contains(opts, "...") {
			return false
		}
	}
	return true
}

// boundInFile reports whether src binds identifier name to an object
// literal (`const name = {`, `let name: T = {`, `const name = flag ? {`; the
// other branch is not read: the file names no timeoutMS anyway).
func boundInFile(src []byte, name string) bool {
	if !regexp.MustCompile(`^[A-Za-z_$][\w$]*$`).MatchString(name) {
		return false
	}
	return regexp.MustCompile(`\b(const|let|var)\s+` + regexp.QuoteMeta(name) + `\s*(:[^=]+)?=\s*([\w.!]+\s*\?\s*)?\{`).Match(src)
}
