package rc201

import (
	"cmp"
	"github.com/resilience-check/resilience-check/checks/facts/pyfactory"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/pyclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// maxNestedHops bounds how many attributes, method calls and assignments
// nestedClient follows from a method's receiver back to the client:
// `c = client.containers.get(id); c.logs()` is four.
const maxNestedHops = 8

// nestedClient returns the constructor and the blocking client of a library
// row with `nested: true` (the Docker SDK's docker.from_env) that obj, the
// receiver of a method call, comes from: the client itself, one of its
// attributes (client.containers), or what one of the row's methods returned
// (`container = client.containers.get(id)`, `client.images.pull(r)`). Every
// call passed on the way must be one of the row's methods, so a value the
// client returned that is not one of its objects (bytes, a dict) is not
// followed. The client is found as pyctor.Of finds it, or from a
// module-level annotation (`_docker: docker.DockerClient`, assigned by a
// `global` statement elsewhere). ok is false when obj comes from no such
// client.
func (c *BlockingCheck) nestedClient(obj *model.Node) (ctor string, cl model.BlockingClient, ok bool) {
	f := c.F
	var called []string // the methods called on the way, checked against the row's
	n := model.Unwrap(obj)
	for hop := 0; n != nil && hop < maxNestedHops; hop++ {
		switch n.Sym() {
		case model.SymAttribute:
			if model.IsSelfMember(f.Text(n)) {
				return c.nestedRow(pyctor.Of(f, n), called)
			}
			n = model.Unwrap(n.ChildByFieldName("object"))
		case model.SymCall:
			callee := model.Callee(n)
			if callee == nil || callee.Sym() != model.SymAttribute {
				return c.nestedRow(pyctor.Of(f, n), called)
			}
			if ctor, cl, ok := c.nestedRow(pyctor.Of(f, n), called); ok {
				return ctor, cl, ok // docker.from_env().containers
			}
			called = append(called, f.Text(callee.ChildByFieldName("attribute")))
			n = model.Unwrap(callee.ChildByFieldName("object"))
		case model.SymIdentifier:
			if ctor, cl, ok := c.nestedRow(pyctor.Of(f, n), called); ok {
				return ctor, cl, ok
			}
			if v := model.Unwrap(f.Resolve(n)); v != nil && v != n && (v.Sym() == model.SymCall || v.Sym() == model.SymAttribute) {
				n = v
				continue
			}
			return c.nestedRow(c.moduleAnnotation(f.Text(n)), called)
		default:
			return "", model.BlockingClient{}, false
		}
	}
	return "", model.BlockingClient{}, false
}

// nestedRow returns the blocking client of ctor when its row is nested and
// every method in called is one of its methods; a row whose methods are
// "*" accepts any method on the way, one it excludes from blocking too
// (elasticsearch's options() and azure-devops' get_git_client() return a
// client without a request of their own; what is called on that client
// still is one).
func (c *BlockingCheck) nestedRow(ctor string, called []string) (string, model.BlockingClient, bool) {
	cl, ok := pyclient.ClientIn(c.F, ctor)
	if !ok {
		return "", cl, false
	}
	if r := libmodels.Builtin().Lookup(libmodels.Python, ctor); r == nil || !r.Nested {
		return "", cl, false
	}
	for _, m := range called {
		if !blocksOn(cl, m) && !cl.Methods["*"] {
			return "", cl, false
		}
	}
	return ctor, cl, true
}

// moduleAnnotation returns the blocking client constructor that a
// module-level annotation of name declares (`_docker: docker.DockerClient`,
// `client: Optional[docker.DockerClient] = None`), or "". The file's
// annotations are read once.
func (c *BlockingCheck) moduleAnnotation(name string) string {
	if c.annotated == nil {
		c.annotated = map[string]string{}
		root := c.F.Root
		for i := 0; i < int(root.NamedChildCount()); i++ {
			st := root.NamedChild(i)
			if st.Sym() != model.SymExpressionStatement || st.NamedChildCount() == 0 {
				continue
			}
			a := st.NamedChild(0)
			if a.Sym() != model.SymAssignment {
				continue
			}
			left, t := a.ChildByFieldName("left"), a.ChildByFieldName("type")
			if left == nil || t == nil || left.Sym() != model.SymIdentifier {
				continue
			}
			if ctor := c.annotatedClient(t); ctor != "" {
				c.annotated[c.F.Text(left)] = ctor
			}
		}
	}
	return c.annotated[name]
}

// annotatedClient returns the first blocking client constructor a type
// annotation names, looking through Optional[X] and X | None.
func (c *BlockingCheck) annotatedClient(t *model.Node) string {
	found := ""
	model.Walk(t, func(n *model.Node) bool {
		if found != "" {
			return false
		}
		switch n.Sym() {
		case model.SymIdentifier, model.SymAttribute:
			if q := model.ImportedName(c.F, n); q != "" {
				if _, ok := model.PyBlockingClients[q]; ok {
					found = q
				}
			}
			return false
		}
		return true
	})
	return found
}

// blocksOn reports whether method m of blocking client cl blocks: one of
// its methods, or any method its "*" does not exclude with "!m" (boto3's
// clients, whose every operation is a request).
func blocksOn(cl model.BlockingClient, m string) bool {
	return cl.Methods[m] || cl.Methods["*"] && !cl.Methods["!"+m]
}

// wildcardModules are the modules of the blocking Python clients whose
// methods are "*": a file that imports one may call a blocking method whose
// name no row lists.
var wildcardModules = func() map[string]bool {
	out := map[string]bool{}
	for _, r := range libmodels.Builtin().Select(libmodels.Is(libmodels.Python, "")) {
		if r.Blocks && r.HasMethod("*") && r.HasMethod("\x00") {
			out[r.Module] = true
		}
	}
	return out
}()

// wildcardPrefix reports whether imp, an import as File.Imports gives it
// ("xmlrpc.client.ServerProxy", "azure.devops.connection.Connection"), is
// a module of wildcardModules or a name inside one: a prefix of it ending
// at a dot, or all of it, is such a module.
func wildcardPrefix(imp string) bool {
	for i := 0; i < len(imp); i++ {
		if imp[i] == '.' && wildcardModules[imp[:i]] {
			return true
		}
	}
	return wildcardModules[imp]
}

// importsWildcard reports whether the file imports a module of
// wildcardModules (or one inside it, at any depth), answered once per file.
func (c *BlockingCheck) importsWildcard() bool {
	if c.wildcard == 0 {
		c.wildcard = -1
		for _, imp := range c.F.Imports() {
			if wildcardPrefix(imp) {
				c.wildcard = 1
				break
			}
		}
		if c.wildcard < 0 && pyclient.MayUseFamily(c.F) { // a generated client's methods are its API's operations
			c.wildcard = 1
		}
		if c.wildcard < 0 && pyfactory.MayHold(c.F) { // a client built in another module (pyfactory.Client)
			c.wildcard = 1
		}
	}
	return c.wildcard > 0
}

// factoryClient returns the blocking client that obj, the receiver of a
// method call, was made by through a method of another object whose
// constructor a library row names with that method
// (`session = boto3.session.Session(); ec2 = session.client("ec2");
// ec2.describe_regions()`: the row boto3.session.Session.client), or ok
// false. pyctor.Of names such a client by the text of its callee
// ("session.client"), which no row holds. issue 18, batch 4 (aws-mcp-server).
// The other object may also be a client pyctor.Of knows, held in a
// field or a parameter (`self.client.index(uid)` with `self.client` a
// meilisearch.Client: the row meilisearch.Client.index).
func (c *BlockingCheck) factoryClient(obj *model.Node) (ctor string, cl model.BlockingClient, ok bool) {
	f := c.F
	call := model.Unwrap(obj)
	if call != nil && call.Sym() == model.SymIdentifier {
		call = model.Unwrap(f.Resolve(call))
	}
	if call == nil || call.Sym() != model.SymCall {
		return "", cl, false
	}
	callee := model.Callee(call)
	if callee == nil || callee.Sym() != model.SymAttribute {
		return "", cl, false
	}
	owner := model.Unwrap(callee.ChildByFieldName("object"))
	base := ""
	if owner != nil { // a blocking client held in a field or parameter: `self.client.index(uid)`
		base = pyctor.Of(f, owner)
	}
	if owner != nil && owner.Sym() == model.SymIdentifier {
		owner = model.Unwrap(f.Resolve(owner))
	}
	if base == "" && (owner == nil || owner.Sym() != model.SymCall) {
		return "", cl, false
	}
	ctor = cmp.Or(base, model.CalleeName(f, owner)) + "." + f.Text(callee.ChildByFieldName("attribute"))
	cl, ok = pyclient.ClientIn(c.F, ctor)
	return ctor, cl, ok
}

// asyncTwin reports whether call, a method of a nested client's object
// obj, is awaited and reaches that object through an attribute that names
// an asyncio twin (`await langfuse.async_api.trace.get(id)`: Langfuse's
// `api` is synchronous, its `async_api` is not): the file awaits what the
// twin returns. An awaited call on the synchronous path
// (`await core_client.get_teams()`) still runs its request on the loop
// first and stays reported.
func asyncTwin(f *model.File, call, obj *model.Node) bool {
	p := call.Parent()
	if p == nil || p.Sym() != model.SymAwait {
		return false
	}
	for _, seg := range strings.Split(f.Text(obj), ".") {
		seg = strings.ToLower(strings.TrimSpace(seg))
		if strings.HasPrefix(seg, "async") || strings.HasPrefix(seg, "aio") || strings.HasSuffix(seg, "_async") || strings.HasSuffix(seg, "_aio") {
			return true
		}
	}
	return false
}
