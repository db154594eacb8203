package model

import "strings"

// Blocking calls: the library functions and client methods that block the
// calling thread, by kind, and how a call's receiver is traced to the client
// constructor it came from (PyClientOf); RC201 reports them in async code,
// RC102 and RC103 read the client resolution.

// BlockKind groups blocking calls by the fix that replaces them.
type BlockKind int

const (
	BlockHTTP      BlockKind = iota // requests, urllib, urllib3, http.client
	BlockHTTPX                      // httpx module functions and httpx.Client
	BlockSleep                      // time.sleep
	BlockProcess                    // subprocess runs, os.system, os.spawn*(P_WAIT)
	BlockWait                       // Popen.wait/communicate, os.wait*
	BlockDNS                        // socket name lookups
	BlockSocket                     // socket connects and I/O
	BlockFS                         // JS fs *Sync
	BlockChildProc                  // JS child_process *Sync
	BlockCache                      // redis-py's synchronous client
	BlockChroma                     // chromadb's synchronous clients
)

var (
	// PyBlockingFuncs maps module-level functions to their kind.
	PyBlockingFuncs = map[string]BlockKind{
		"urllib.request.urlopen": BlockHTTP, "urllib.request.urlretrieve": BlockHTTP, "urllib3.request": BlockHTTP,
		"time.sleep":     BlockSleep,
		"subprocess.run": BlockProcess, "subprocess.call": BlockProcess, "subprocess.check_call": BlockProcess,
		"subprocess.check_output": BlockProcess, "subprocess.getoutput": BlockProcess,
		"subprocess.getstatusoutput": BlockProcess, "os.system": BlockProcess,
		"os.wait": BlockWait, "os.wait3": BlockWait, "os.wait4": BlockWait, "os.waitid": BlockWait, "os.waitpid": BlockWait,
		"socket.create_connection": BlockSocket,
		"socket.getaddrinfo":       BlockDNS, "socket.gethostbyname": BlockDNS, "socket.gethostbyname_ex": BlockDNS,
		"socket.gethostbyaddr": BlockDNS, "socket.getnameinfo": BlockDNS, "socket.getfqdn": BlockDNS,
	}
	// PyBlockingClients maps constructors of blocking clients to their kind and
	// blocking methods.
	PyBlockingClients = map[string]struct {
		Kind    BlockKind
		Methods map[string]bool
	}{}
	PySpawnFuncs = map[string]bool{"os.spawnl": true, "os.spawnle": true, "os.spawnlp": true, "os.spawnlpe": true,
		"os.spawnv": true, "os.spawnve": true, "os.spawnvp": true, "os.spawnvpe": true}

	// JsFSModules are the modules whose *Sync functions touch the file system.
	JsFSModules        = map[string]bool{"fs": true, "fs-extra": true, "graceful-fs": true}
	JsChildProcessSync = map[string]bool{"execSync": true, "execFileSync": true, "spawnSync": true}
	// JsInlineCallbacks are array methods whose callback runs before they return.
	JsInlineCallbacks = map[string]bool{"forEach": true, "map": true, "filter": true, "reduce": true,
		"reduceRight": true, "some": true, "every": true, "find": true, "findIndex": true, "findLast": true,
		"findLastIndex": true, "flatMap": true}
)

func init() {
	set := func(names ...string) map[string]bool {
		m := map[string]bool{}
		for _, n := range names {
			m[n] = true
		}
		return m
	}
	for m := range PyHTTPMethods {
		PyBlockingFuncs["requests."+m] = BlockHTTP
		PyBlockingFuncs["requests.api."+m] = BlockHTTP
		PyBlockingFuncs["httpx."+m] = BlockHTTPX
	}
	PyBlockingFuncs["httpx.stream"] = BlockHTTPX
	httpMethods := []string{"get", "post", "put", "patch", "delete", "head", "options", "request", "send"}
	type client = struct {
		Kind    BlockKind
		Methods map[string]bool
	}
	for _, c := range []string{"requests.Session", "requests.session", "requests.sessions.Session", "requests.sessions.session"} {
		PyBlockingClients[c] = client{BlockHTTP, set(httpMethods...)}
	}
	PyBlockingClients["httpx.Client"] = client{BlockHTTPX, set(append(httpMethods, "stream")...)}
	for _, c := range []string{"urllib3.PoolManager", "urllib3.ProxyManager", "urllib3.poolmanager.PoolManager",
		"urllib3.HTTPConnectionPool", "urllib3.HTTPSConnectionPool", "urllib3.connection_from_url"} {
		PyBlockingClients[c] = client{BlockHTTP, set("request", "urlopen", "request_encode_url", "request_encode_body")}
	}
	for _, c := range []string{"http.client.HTTPConnection", "http.client.HTTPSConnection"} {
		PyBlockingClients[c] = client{BlockHTTP, set("request", "getresponse", "connect")}
	}
	PyBlockingClients["subprocess.Popen"] = client{BlockWait, set("wait", "communicate")}
	// chromadb's synchronous clients (AsyncHttpClient is the async one): HTTP
	// round trips, or SQLite and embedding work in process.
	chromaMethods := set("list_collections", "count_collections", "get_collection", "create_collection",
		"get_or_create_collection", "delete_collection", "heartbeat", "reset", "get_version")
	for _, c := range []string{"chromadb.HttpClient", "chromadb.CloudClient", "chromadb.PersistentClient",
		"chromadb.EphemeralClient", "chromadb.Client"} {
		PyBlockingClients[c] = client{BlockChroma, chromaMethods}
	}
	// redis-py's synchronous clients (redis.asyncio.Redis is another name):
	// every command is a network round trip on the calling thread.
	redisCommands := set("get", "set", "setex", "setnx", "getdel", "mget", "mset", "delete", "unlink", "exists",
		"expire", "ttl", "type", "keys", "scan", "scan_iter", "incr", "decr", "incrby", "hget", "hset", "hdel",
		"hgetall", "hexists", "hkeys", "hvals", "lpush", "rpush", "lpop", "rpop", "lrange", "llen", "lrem",
		"sadd", "srem", "smembers", "sismember", "zadd", "zrem", "zrange", "zrangebyscore", "zscore", "xadd",
		"xrange", "xrevrange", "xread", "xreadgroup", "xdel", "xgroup_create", "xgroup_destroy", "publish",
		"info", "dbsize", "client_list", "ping", "execute_command", "eval", "evalsha", "blpop", "brpop")
	for _, c := range []string{"redis.Redis", "redis.StrictRedis", "redis.client.Redis", "redis.client.StrictRedis",
		"redis.RedisCluster", "redis.cluster.RedisCluster", "redis.from_url", "redis.Redis.from_url"} {
		PyBlockingClients[c] = client{BlockCache, redisCommands}
	}
	for _, c := range []string{"socket.socket", "socket.create_connection"} {
		PyBlockingClients[c] = client{BlockSocket, set("connect", "accept", "recv", "recv_into", "recvfrom",
			"recvfrom_into", "send", "sendall", "sendto", "sendfile")}
	}
	for _, cl := range PyBlockingClients {
		for m := range cl.Methods {
			PyBlockingMethods[m] = true
		}
	}
}

// PyBlockingMethods is the union of pyBlockingClients' methods: a method
// call whose name is not in it blocks with no client, so python need not
// find the client (PyClientOf, a lookup of the object's binding).
var PyBlockingMethods = map[string]bool{}

// Shadowed reports whether the first segment of a dotted callee is rebound
// locally (a parameter or assignment), so it no longer names the import.
func Shadowed(f *File, callee *Node) bool {
	head, ok := f.nameHead(callee)
	if !ok {
		return false // require('fs').x: no name to rebind
	}
	if v := f.Lookup(head, callee); v != nil && !isImportBinding(f, v) {
		return true
	}
	return isParamName(f, head, callee)
}

// isImportBinding reports whether a binding value is itself an import
// (JS `const fs = require('fs')` is both a binding and an import).
func isImportBinding(f *File, v *Node) bool {
	_, ok := JsRequire(f, Unwrap(v))
	return ok
}

// isParamName reports whether name is a parameter of a function enclosing n.
func isParamName(f *File, name string, n *Node) bool {
	return paramNode(f, name, n) != nil
}

// paramNode returns the parameter node that binds name for a use at n, or nil.
func paramNode(f *File, name string, n *Node) *Node {
	for fn := EnclosingFunc(n); fn != nil; fn = EnclosingFunc(fn) {
		params := fn.ChildByFieldName("parameters")
		if params == nil {
			params = fn.ChildByFieldName("parameter")
		}
		if params == nil {
			continue
		}
		if params.Sym() == SymIdentifier {
			if f.Text(params) == name {
				return params
			}
			continue
		}
		for i := 0; i < int(params.NamedChildCount()); i++ {
			p := params.NamedChild(i)
			var id *Node
			switch p.Sym() {
			case SymIdentifier:
				id = p
			case SymTypedParameter:
				if p.NamedChildCount() > 0 {
					id = p.NamedChild(0)
				}
			case SymDefaultParameter, SymTypedDefaultParameter:
				id = p.ChildByFieldName("name")
			case SymRequiredParameter, SymOptionalParameter:
				id = p.ChildByFieldName("pattern")
			case SymAssignmentPattern:
				id = p.ChildByFieldName("left")
			}
			if id != nil && f.Text(id) == name {
				return p
			}
		}
	}
	return nil
}

// PyClientOf returns the constructor name ("requests.Session") of the
// object a method is called on: the value it was assigned from (through
// `with ... as`, `self.x = ...`, annotated assignments), a call made in
// place (`requests.Session().get`), or the annotation of a parameter.
func PyClientOf(f *File, obj *Node) string {
	obj = Unwrap(obj)
	if obj.Sym() == SymCall {
		return pyCallClient(f, obj)
	}
	if obj.Sym() == SymAttribute && IsSelfMember(f.Text(obj)) {
		return pySelfClient(f, obj)
	}
	if obj.Sym() != SymIdentifier {
		return ""
	}
	v := f.Lookup(f.Text(obj), obj)
	if v == nil {
		if obj.Sym() == SymIdentifier {
			if p := paramNode(f, f.Text(obj), obj); p != nil {
				return pyAnnotated(f, p.ChildByFieldName("type"))
			}
		}
		return ""
	}
	if a := v.Parent(); a != nil && a.Sym() == SymAssignment && a.ChildByFieldName("type") != nil {
		if t := pyAnnotated(f, a.ChildByFieldName("type")); t != "" {
			return t
		}
	}
	r := f.Resolve(obj)
	if r.Sym() == SymCall {
		return pyCallClient(f, r)
	}
	return ""
}

// pyCallClient names the client a call builds: its constructor, or for a
// helper of the file, the client the helper returns (pyReturnedClient);
// else the callee's name.
func pyCallClient(f *File, call *Node) string {
	ctor := CalleeName(f, call)
	if _, ok := PyBlockingClients[ctor]; ok {
		return ctor
	}
	if fn := Callee(call); fn != nil && fn.Sym() == SymIdentifier {
		if def := f.localFunc(fn); def != nil && def.Sym() == SymFunctionDefinition {
			if rc := pyReturnedClient(f, def); rc != "" {
				return rc
			}
		}
	}
	return ctor
}

// pyReturnedClient returns the client constructor a helper of the file
// returns (get_client() that builds and caches a module-level client):
// every return gives a constructor call, or a name whose every assignment
// in the file is such a call (None placeholders aside). The constructors
// must come from one package (chromadb.HttpClient or
// chromadb.PersistentClient by configuration); otherwise "".
func pyReturnedClient(f *File, def *Node) string {
	found, pkg, ok := "", "", true
	agree := func(ctor string) {
		if _, known := PyBlockingClients[ctor]; !known {
			ok = false
			return
		}
		p := ctor[:strings.LastIndex(ctor, ".")+1]
		if pkg != "" && p != pkg {
			ok = false
			return
		}
		if found == "" {
			found, pkg = ctor, p
		}
	}
	returns := 0
	Walk(def.ChildByFieldName("body"), func(n *Node) bool {
		switch n.Sym() {
		case SymFunctionDefinition, SymLambda, SymClassDefinition:
			return false
		case SymReturnStatement:
			returns++
			v := Unwrap(n.NamedChild(0))
			switch {
			case v == nil:
				ok = false
			case v.Sym() == SymCall:
				agree(CalleeName(f, v))
			case v.Sym() == SymIdentifier:
				bs := f.bindings()
				named := f.bindingsNamed(f.Text(v))
				if len(named) == 0 {
					ok = false
				}
				for _, i := range named {
					switch b := Unwrap(bs[i].value); {
					case b == nil:
						ok = false
					case b.Sym() == SymNone:
					case b.Sym() == SymCall:
						agree(CalleeName(f, b))
					default:
						ok = false
					}
				}
			default:
				ok = false
			}
		}
		return ok
	})
	if !ok || returns == 0 {
		return ""
	}
	return found
}

// pySelfClient resolves self.x through every assignment to it in the
// enclosing class: it names a client constructor only when all the calls
// assigned agree (`self.s = None` placeholders aside). An assignment from a
// parameter or an unknown call makes it unknown, so a class that stores an
// injected or lazily built async client is not judged.
func pySelfClient(f *File, obj *Node) string {
	cls := Ancestor(obj, SymClassDefinition)
	found := ""
	bs := f.bindings()
	for _, i := range f.bindingsNamed(f.Text(obj)) {
		b := bs[i]
		if cls != nil && !Contains(cls, b.value) {
			continue
		}
		ctor := ""
		if a := b.value.Parent(); a != nil && a.Sym() == SymAssignment {
			ctor = pyAnnotated(f, a.ChildByFieldName("type"))
		}
		if v := Unwrap(b.value); ctor == "" {
			switch v.Sym() {
			case SymNone:
				continue
			case SymCall:
				ctor = CalleeName(f, v)
			}
		}
		if ctor == "" || (found != "" && ctor != found) {
			return ""
		}
		found = ctor
	}
	return found
}

// pyAnnotated returns the client constructor an annotation names, looking
// through Optional[X], Union[X, None] and X | None.
func pyAnnotated(f *File, t *Node) string {
	if t == nil {
		return ""
	}
	found := ""
	Walk(t, func(n *Node) bool {
		if found != "" {
			return false
		}
		switch n.Sym() {
		case SymIdentifier, SymAttribute:
			if q := ImportedName(f, n); q != "" {
				if _, ok := PyBlockingClients[q]; ok {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}
