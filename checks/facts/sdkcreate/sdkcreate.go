// Package sdkcreate reads a call of a client library that creates or sends
// something upstream on each call (a method named with a creating verb on
// a receiver that holds an API client), the guess RC601 makes for the SDKs
// nobody wrote a library row for. Moved out of checks/rc601 (package size
// limit) unchanged.
package sdkcreate

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/goowntype"
	"github.com/resilience-check/resilience-check/checks/facts/ownfield"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/sdkinst"
	"github.com/resilience-check/resilience-check/checks/facts/toolname"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Verbs are first words of client methods that add a resource or
// deliver a message on each call: the verbs of the REST create operations
// (Google APIs' insert and create, AWS's Create*/Send*/Publish, Stripe's
// create) and of messaging and payment SDKs (push, broadcast, multicast,
// refund, charge). Update, set, put, replace, patch, delete, get and list
// are absent: repeating them leaves the same state (RFC 9110 section 9.2.2).
var Verbs = map[string]bool{"create": true, "insert": true, "add": true, "send": true, "push": true, "post": true,
	"broadcast": true, "multicast": true, "narrowcast": true, "publish": true, "submit": true, "refund": true, "charge": true,
	"trigger": true, "rebuild": true, "fork": true, "enqueue": true, "invite": true, "reply": true, "comment": true,
	"schedule": true, "transfer": true, "pay": true, "book": true,
	// a message a producer hands its broker (Kafka's Produce/ProduceSync,
	// Sheets' values.append, Notion's appendBlockChildren) is a new record
	// on every call: the log, the sheet or the page grows
	"produce": true, "append": true}

// sdkLocalObjects are words after a creating verb that name an object the
// process builds for itself, not a resource upstream: createServer,
// create_task, createHash, createWriteStream, create_engine.
var sdkLocalObjects = map[string]bool{"server": true, "client": true, "logger": true, "context": true, "hash": true,
	"hmac": true, "element": true, "stream": true, "read": true, "write": true, "connection": true, "pool": true,
	"interface": true, "engine": true, "task": true, "subprocess": true, "session": true, "app": true, "router": true,
	"agent": true, "transport": true, "cipher": true, "cipheriv": true, "decipher": true, "decipheriv": true, "sign": true,
	"verify": true, "tracer": true, "span": true, "meter": true, "counter": true, "histogram": true, "gauge": true,
	"schema": true, "window": true, "buffer": true, "timer": true, "event": true, "listener": true, "handler": true,
	"request": true, "response": true, "default": true, "ssl": true, "tls": true, "secure": true, "socket": true,
	"tool": true, "resource": true, "prompt": true, "all": true, "header": true, "headers": true, "argument": true,
	"arguments": true, "command": true, "parser": true, "option": true, "item": true, "label": true, "row": true,
	"column": true, "field": true, "node": true, "text": true, "object": true, "instance": true, "worker": true, "job": true}

// sdkIdempotentTails are words of a method name that make a create
// idempotent: createOrUpdate, CreateOrReplace, create_if_not_exists,
// get_or_create, AddOrUpdate.
var sdkIdempotentTails = map[string]bool{"or": true, "if": true, "upsert": true, "idempotent": true, "ensure": true}

// preconditionRE matches the expected current version a conditional
// create carries (RFC 9110 section 13.1: If-Match; Azure DevOps refUpdates'
// oldObjectId, GitHub's expected sha, expected_version): once the first
// attempt succeeds, a retry fails its precondition instead of creating again.
var preconditionRE = regexp.MustCompile(`(?i)\b(old_?object_?id|if_?match|if-match|expected_?(version|sha|etag|revision))\b`)

// preconditioned is preconditionRE.MatchString(text), asked only when text
// has object, match or expected in some letter case (each alternative holds
// one; (?i) folds none of their letters outside ASCII): the expression on
// every create's whole function was 3 % of a whole-corpus scan's CPU.
func preconditioned(text string) bool {
	return model.ContainsFoldAny(text, "object", "match", "expected") && preconditionRE.MatchString(text)
}

// sdkMemo holds, per file, what sdkCreate asked of a function's text
// (preconditioned, by the function's node) and of a name (clientTyped):
// both depend on the file alone, and a file's creating calls share their
// functions and receivers, so each is answered once per file (the
// function summaries ask for every call of every function).
type sdkMemo struct {
	pre   map[*model.Node]bool
	typed map[string]bool
}

var sdkMemoKey = model.NewFactKey[*sdkMemo]("sdkcreate.sdkMemo")

func memoOf(f *model.File) *sdkMemo {
	return model.Fact(f, sdkMemoKey, func(*model.File) *sdkMemo {
		return &sdkMemo{pre: map[*model.Node]bool{}, typed: map[string]bool{}}
	})
}

// fnPreconditioned is preconditioned(f.Text(fn)), once per function.
func fnPreconditioned(f *model.File, fn *model.Node) bool {
	m := memoOf(f)
	v, ok := m.pre[fn]
	if !ok {
		v = preconditioned(f.Text(fn))
		m.pre[fn] = v
	}
	return v
}

// sdkClientWords are last words of a receiver's name (or of one of its
// attributes) that say it holds an API client: client, api, sdk, service,
// bot, stub, gateway (`this.client.pushMessage`, `witApi.createWorkItem`,
// `deps.BuildsClient.Create`, `docker_client.containers.create`).
var sdkClientWords = []string{"client", "api", "sdk", "service", "svc", "bot", "stub", "gateway"}

// Create reports whether call is a creating method of an API client:
// its method's first word is a creating verb (not followed by a local
// object or an "or update"), and its receiver holds a client: a name ending
// in a client word, a Google API resource (`service.events().insert(...)`:
// the receiver is itself a call of the client), or a Go SDK service
// (`client.Payment.Refund`, a capitalised field between the client and the
// method). A package function (`asyncio.create_task`, `crypto.createHash`)
// or a method of this/self is none (the function summaries read those), and
// so is a create in a catch or except clause (the fallback of a replace or
// get that failed, which together make an upsert) and one in a function
// that states an expected current version (preconditionRE).
func Create(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	obj, prop := adapt.MemberParts(fn)
	if obj == nil || prop == nil || !Method(f.Text(prop)) && !clientTask(f.Text(obj), f.Text(prop)) {
		return false
	}
	inst := false // an SDK client instance a module of the repository builds and exports (package sdkinst)
	if q := model.ImportedName(f, obj); q != "" && obj.Sym() == model.SymIdentifier {
		if !f.Lang.IsJS() || !sdkinst.Imported(f, f.Text(obj)) {
			return false // a package's function: asyncio.create_task, heap.Push
		}
		inst = true
	}
	recv := f.Text(obj)
	if recv == "this" || recv == "self" || recv == "cls" {
		return false
	}
	// a create in the handler of a failed replace or get is the second half of an upsert:
	// `try { replaceService(...) } catch (e) { if (e.code === 404) services.create(...) }`
	for p := call.Parent(); p != nil && !p.IsScope(); p = p.Parent() {
		if p.Sym() == model.SymCatchClause || p.Sym() == model.SymExceptClause {
			return false
		}
	}
	// a Google API resource: service.events().insert(...), the receiver a call of the client
	if f.Lang == model.LangPython && model.Unwrap(obj).Sym() == model.SymCall {
		if inner := model.Callee(model.Unwrap(obj)); inner != nil && inner.Sym() == model.SymAttribute && model.NumArgs(model.Unwrap(obj)) == 0 {
			return true
		}
	}
	if fn := model.EnclosingFunc(call); fn != nil && fnPreconditioned(f, fn) {
		return false // a conditional write: a retry after success fails its precondition
	}
	if projectInstance(f, obj) || goowntype.Method(f, call) || ownfield.Project(f, obj, f.Text(prop), Method) {
		return false // the project's own class: the function summaries read its methods
	}
	if meiliUpsert(f, recv, f.Text(prop)) {
		return false
	}
	if inst {
		return true // incidentsApi.createIncident(...), incidentsApi = new v2.IncidentsApi(cfg) in ../client.js
	}
	if listedService(f, recv) {
		return false // a client whose library row lists its creating calls: the row decides (retry.MutatingRequest)
	}
	segs := strings.Split(recv, ".")
	for i, s := range segs {
		s = strings.TrimSuffix(strings.TrimSpace(s), "()")
		if s == "" || s == "this" || s == "self" {
			continue
		}
		low := strings.ToLower(s)
		for _, w := range sdkClientWords {
			if strings.HasSuffix(low, w) {
				return true
			}
		}
		// Go SDK services: client.Payment.Refund, gh.Issues.Create
		if f.Lang == model.LangGo && i > 0 && s[0] >= 'A' && s[0] <= 'Z' {
			return true
		}
		if i == 0 && clientTypedOnce(f, s) {
			return true // `_docker: docker.DockerClient`, then _docker.networks.create(...)
		}
	}
	return fetchedResource(f, obj, f.Text(prop)) // channel.send(...), channel = await client.channels.fetch(id)
}

// Method reports whether a method name starts with a creating
// verb that is not followed by a local object or an "or update".
func Method(name string) bool {
	words := toolname.Words(name)
	if len(words) > 1 && batchWords[words[0]] {
		words = words[1:] // bulk_create_issues, batchCreateRecords: a create of many
	}
	if len(words) == 0 || !Verbs[words[0]] || len(words) > 1 && sdkLocalObjects[words[1]] {
		return false
	}
	for _, w := range words[1:] {
		if sdkIdempotentTails[w] {
			return false
		}
	}
	return true
}

// batchWords are first words of a method that creates many resources in
// one call (Taiga's bulk_create_issues, Airtable's batchCreate...): the
// verb after them decides.
var batchWords = map[string]bool{"bulk": true, "batch": true}

// loopWords are last segments of a receiver that runs coroutines in this
// process: asyncio's event loop (loop.create_task, self.bot.loop.create_task)
// and task groups (tg.create_task, anyio's nursery.start_soon).
var loopWords = []string{"loop", "asyncio", "tg", "taskgroup", "task_group", "nursery", "group"}

// clientTask reports whether method is create_task (createTask) on a
// receiver recv that holds no event loop or task group (loopWords): the
// local-object veto of "task" is for asyncio's create_task, and an API
// client's create_task (Taiga's client.create_task, a POST /tasks) adds a
// task upstream. Create still asks that the receiver hold a client.
func clientTask(recv, method string) bool {
	words := toolname.Words(method)
	if len(words) != 2 || words[0] != "create" || words[1] != "task" {
		return false
	}
	segs := strings.Split(recv, ".")
	last := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(segs[len(segs)-1]), "()"))
	for _, w := range loopWords {
		if strings.HasSuffix(last, w) {
			return false
		}
	}
	return true
}

// projectInstance reports whether the root name of receiver obj is bound
// to an instance of the project's own code: `tb_client = APIClient(...)`
// (or `new APIClient(...)`) where APIClient is a class of this file, comes
// through a relative import (`from .tb import APIClient`, `import {
// APIClient } from "./tb.js"`) or is no import at all. Its methods are the
// project's code, which the function summaries read: what they do, not
// their names, says whether they mutate (mcp-tinybird's push_datafile
// POSTs with force=True, a replace). Python and JavaScript only.
func projectInstance(f *model.File, obj *model.Node) bool {
	if f.Lang == model.LangGo {
		return false // a capitalised Go call is any exported function (DepsFromContext(ctx)), no class
	}
	root := model.Unwrap(obj)
	for root != nil && (root.Sym() == model.SymAttribute || root.Sym() == model.SymMemberExpression || root.Sym() == model.SymSelectorExpression) {
		next := root.ChildByFieldName("object")
		if next == nil {
			next = root.ChildByFieldName("operand")
		}
		root = next
	}
	if root == nil || root.Sym() != model.SymIdentifier {
		return false
	}
	v := model.Unwrap(f.Resolve(root))
	if v == nil || v == root || (v.Sym() != model.SymCall && v.Sym() != model.SymCallExpression && v.Sym() != model.SymNewExpression) {
		return false
	}
	ctor := model.Callee(v)
	if ctor == nil || ctor.Sym() != model.SymIdentifier {
		return false
	}
	name := f.Text(ctor)
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return false // a factory function: build("calendar", "v3"), createClient()
	}
	mod, imported := f.Imports()[name]
	return !imported || strings.HasPrefix(mod, ".")
}

// IndexNoID reports whether call indexes a document into a search
// engine without naming its id: Elasticsearch's and OpenSearch's
// `client.index(index=..., document=...)` (Python) or `client.index({
// index, document })` (JavaScript) with no id is `POST /<index>/_doc`, which
// stores the document under a new generated id on every call, so a retry
// indexes it twice; with an id it is a PUT that replaces (Elasticsearch
// index API: https://www.elastic.co/guide/en/elasticsearch/reference/current/docs-index_.html).
// The receiver must hold a client (sdkClientWords).
func IndexNoID(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil || (fn.Sym() != model.SymAttribute && fn.Sym() != model.SymMemberExpression) {
		return false
	}
	prop := fn.ChildByFieldName("attribute")
	if prop == nil {
		prop = fn.ChildByFieldName("property")
	}
	obj := fn.ChildByFieldName("object")
	if prop == nil || obj == nil || f.Text(prop) != "index" {
		return false
	}
	low := strings.ToLower(f.Text(obj))
	client := false
	for _, w := range sdkClientWords {
		client = client || strings.HasSuffix(low, w)
	}
	if !client {
		return false
	}
	if f.Lang == model.LangPython {
		if f.Kwarg(call, "index") == nil || (f.Kwarg(call, "document") == nil && f.Kwarg(call, "body") == nil) {
			return false
		}
		return f.Kwarg(call, "id") == nil && !model.HasSplat(call)
	}
	a := model.Unwrap(model.Arg(call, 0))
	if a == nil || a.Sym() != model.SymObject {
		return false
	}
	idx, _ := f.ObjectProp(a, "index")
	doc, _ := f.ObjectProp(a, "document")
	if doc == nil {
		doc, _ = f.ObjectProp(a, "body")
	}
	id, _ := f.ObjectProp(a, "id")
	return idx != nil && doc != nil && id == nil && !strings.Contains(f.Text(a), "...")
}

// clientTypedOnce is clientTyped, once per name of the file.
func clientTypedOnce(f *model.File, name string) bool {
	m := memoOf(f)
	v, ok := m.typed[name]
	if !ok {
		v = clientTyped(f, name)
		m.typed[name] = v
	}
	return v
}

// clientTyped reports whether the file annotates name with a type whose
// last word says it is a client (`_docker: docker.DockerClient` at module
// level, `client: WebClient` as a parameter): the variable holds an SDK's
// client whatever its own name.
func clientTyped(f *model.File, name string) bool {
	if f.Lang == model.LangGo || name == "" {
		return false
	}
	src := string(f.Src)
	for i := strings.Index(src, name); i >= 0; {
		end := i + len(name)
		if (i == 0 || !identByte(src[i-1])) && end < len(src) {
			rest := strings.TrimLeft(src[end:], " \t")
			if strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "::") {
				typ := strings.TrimLeft(rest[1:], " \t")
				j := 0
				for j < len(typ) && (identByte(typ[j]) || typ[j] == '.') {
					j++
				}
				low := strings.ToLower(typ[:j])
				for _, w := range sdkClientWords {
					if j > 0 && strings.HasSuffix(low, w) {
						return true
					}
				}
			}
		}
		next := strings.Index(src[end:], name)
		if next < 0 {
			break
		}
		i = end + next
	}
	return false
}

// identByte reports whether c can be part of an identifier.
func identByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// meiliDocumentWrites are Meilisearch's document writes (meilisearch-python
// Index.add_documents, update_documents and their _in_batches, _json,
// _csv and _ndjson forms; meilisearch-js addDocuments, updateDocuments):
// both replace or update the document of the same primary key
// (https://www.meilisearch.com/docs/reference/api/documents, "Add or
// replace documents": "If you send an already existing document (same
// document id) the whole existing document will be overwritten"), so a
// repeated batch leaves the same index: an upsert.
var meiliDocumentWrites = regexp.MustCompile(`^(?:add|update)_?[Dd]ocuments(?:_?(?:in_?[Bb]atches|json|csv|ndjson|Json|Csv|Ndjson))?$`)

// meiliUpsert reports whether method is a Meilisearch document write
// (meiliDocumentWrites) on receiver recv that names Meilisearch, or in a
// file that imports the meilisearch client.
func meiliUpsert(f *model.File, recv, method string) bool {
	if !meiliDocumentWrites.MatchString(method) {
		return false
	}
	if strings.Contains(strings.ToLower(recv), "meili") {
		return true
	}
	for _, m := range f.Imports() {
		if strings.Contains(strings.ToLower(m), "meilisearch") {
			return true
		}
	}
	return false
}

// listedService reports whether a Go receiver is a service of a client
// (`c.client.CDNs`: a capitalised field after a name ending in client) in
// a file that imports an SDK whose library row lists its creating service
// calls (retry.ListedGoSDK): the row names the calls that duplicate (godo's
// Droplets.Create), and a create it leaves out (Keys.Create, a unique
// fingerprint; CDNs.Create, one endpoint per origin) is no duplicate by its
// verb alone.
func listedService(f *model.File, recv string) bool {
	segs := strings.Split(recv, ".")
	if f.Lang != model.LangGo || len(segs) < 2 {
		return false
	}
	svc, cl := segs[len(segs)-1], strings.ToLower(segs[len(segs)-2])
	if svc == "" || svc[0] < 'A' || svc[0] > 'Z' || strings.HasSuffix(strings.ToLower(svc), "client") || !strings.HasSuffix(cl, "client") {
		return false
	}
	return retry.ListedGoSDK(f)
}
