// Package k8sctx says whether a Go call is a Kubernetes API request of
// client-go whose only bound is a context that carries no deadline, sent
// with a rest.Config that sets no Timeout.
//
// client-go sends every request of a typed clientset
// (`cs.CoreV1().Pods(ns).List(ctx, opts)`), of the dynamic client
// (`dyn.Resource(gvr).Namespace(ns).Get(ctx, name, opts)`), a pod's log
// stream (`...Pods(ns).GetLogs(name, opts).Stream(ctx)`) and the discovery
// client's calls (`cs.Discovery().ServerVersion()`, which take no context
// at all) on the http.Client built from its rest.Config, whose Timeout is
// "the maximum length of time to wait before giving up on a server
// request. A value of zero means no timeout"
// (https://pkg.go.dev/k8s.io/client-go/rest#Config); a kubeconfig file
// carries no request timeout (libmodels/data/sdks-more.yml,
// sdks-go6.yml). The request then ends only when its context does
// (https://pkg.go.dev/k8s.io/client-go/rest#Request.Do). A context that is
// context.Background()/TODO(), an MCP tool handler's (goreach.HandlerCtx:
// mcp-go and the go-sdk give it no deadline), or a declared function's own
// parameter in a repository that derives no deadline anywhere
// (goparamctx.NoDeadline) never ends by time, so a stalled API server holds
// the call forever (CWE-400). RC101 reports the call (AceDarkknight/k8s-mcp
// resources.go, HSn0918/kubernetes-mcp resources.go: blind set batches 23
// and 32); the construction of the
// rest.Config is already reported by its library row, and the calls are
// where a deadline is added. Peer: kube-linter and Semgrep judge manifests
// and net/http clients, not client-go requests.
//
// What the repository sets is read through the scan's World (GoSearch,
// Read): a non-test Go file that imports a k8s.io package and names
// Timeout (rest.Config.Timeout, ConfigOverrides.Timeout, a
// --request-timeout flag bound to ConfigFlags.Timeout), or another one
// that assigns a config's Timeout (`cfg.Timeout = d` on the config a
// project helper returned), may bound every request, and then nothing is
// said; so too when the files cannot be searched or read, and when no file
// builds a rest.Config (its clients come from elsewhere: nothing is known
// of its Timeout). A tool handler's context is taken as deadline-less
// only when no file bounds the handlers from outside
// (goparamctx.NoServerDeadline: a tool middleware deriving a deadline, a
// router timeout middleware, a time.AfterFunc cancel).
package k8sctx

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/goparamctx"
	"github.com/resilience-check/resilience-check/checks/facts/goreach"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// groupVersion is the name of a typed clientset's group-version accessor
// (CoreV1, AppsV1, BatchV1, NetworkingV1, PolicyV1beta1, AutoscalingV2).
var groupVersion = regexp.MustCompile(`^[A-Z][A-Za-z0-9]*V[0-9]+((alpha|beta)[0-9]+)?$`)

// verbs are the request methods of a typed or dynamic resource interface
// whose first argument is the request's context
// (https://pkg.go.dev/k8s.io/client-go/kubernetes/typed/core/v1#PodInterface,
// https://pkg.go.dev/k8s.io/client-go/dynamic#ResourceInterface).
var verbs = map[string]bool{
	"List": true, "Get": true, "Create": true, "Update": true, "UpdateStatus": true, "Delete": true,
	"DeleteCollection": true, "Patch": true, "Watch": true, "Apply": true, "ApplyStatus": true,
}

// discoveryCalls are the discovery client's requests, which take no
// context (https://pkg.go.dev/k8s.io/client-go/discovery#DiscoveryInterface).
var discoveryCalls = map[string]bool{
	"ServerVersion": true, "ServerGroups": true, "ServerGroupsAndResources": true,
	"ServerPreferredResources": true, "ServerPreferredNamespacedResources": true, "ServerResourcesForGroupVersion": true,
}

// Request describes an unbounded Kubernetes API request (Unbounded).
type Request struct {
	// Ctx says what the request's context is: "no context" (a discovery
	// call), "context.Background()", "the tool handler's context" or "the
	// caller's context".
	Ctx string
}

// Unbounded reports whether Go call expression call is a client-go API
// request (a typed clientset or dynamic client verb, a log stream, a
// discovery call) whose context can carry no deadline, in a file that
// imports a k8s.io package and a repository whose Kubernetes files never
// name Timeout (see the package doc).
func Unbounded(f *model.File, call *model.Node) (Request, bool) {
	if f == nil || f.Lang != model.LangGo || call == nil || call.Sym() != model.SymCallExpression {
		return Request{}, false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return Request{}, false
	}
	method := f.Text(fn.ChildByFieldName("field"))
	if !shape(f, call) || !importsK8s(f) {
		return Request{}, false
	}
	var ctx *model.Node
	if !discoveryCalls[method] {
		ctx = model.Arg(call, 0)
	}
	var r Request
	switch {
	case ctx == nil && discoveryCalls[method]:
		r.Ctx = "no context"
	case ctx == nil:
		return Request{}, false
	case adapt.IsBackgroundContext(f, ctx):
		r.Ctx = "context.Background()"
	default:
		if _, _, ok := goreach.HandlerCtx(f, ctx); ok {
			if !goparamctx.NoServerDeadline(f) {
				return Request{}, false // a tool middleware or timer may bound it
			}
			r.Ctx = "the tool handler's context"
		} else if goparamctx.DeclParam(f, ctx) && goparamctx.NoDeadline(f) {
			r.Ctx = "the caller's context"
		} else {
			return Request{}, false
		}
	}
	if !noConfigTimeout(f) {
		return Request{}, false
	}
	return r, true
}

// shape reports whether Go call expression call has the shape of a
// client-go request: a typed clientset or dynamic client verb, a pod log
// stream, a discovery call.
func shape(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return false
	}
	method := f.Text(fn.ChildByFieldName("field"))
	recv := receiver(f, fn.ChildByFieldName("operand"))
	switch {
	case verbs[method]:
		return typedResource(f, recv) || dynamicResource(f, recv)
	case method == "Stream" || method == "DoRaw":
		return logRequest(f, recv)
	case discoveryCalls[method]:
		return discovery(f, recv)
	}
	return false
}

// receiver is n, or the value a local identifier n was bound to.
func receiver(f *model.File, n *model.Node) *model.Node {
	n = model.Unwrap(n)
	if n != nil && n.Sym() == model.SymIdentifier {
		if v := model.Unwrap(f.Resolve(n)); v != nil {
			return v
		}
	}
	return n
}

// selectorCall returns the method name and operand of call expression n
// (`x.M(args)`), or "".
func selectorCall(f *model.File, n *model.Node) (string, *model.Node) {
	if n == nil || n.Sym() != model.SymCallExpression {
		return "", nil
	}
	fn := model.Callee(n)
	if fn == nil || fn.Sym() != model.SymSelectorExpression {
		return "", nil
	}
	return f.Text(fn.ChildByFieldName("field")), fn.ChildByFieldName("operand")
}

// typedResource reports whether n is `X.GroupVersion().Resource(...)`, a
// typed clientset's resource interface (`cs.CoreV1().Pods(ns)`).
func typedResource(f *model.File, n *model.Node) bool {
	res, gv := selectorCall(f, n)
	if res == "" || res[0] < 'A' || res[0] > 'Z' {
		return false
	}
	name, _ := selectorCall(f, model.Unwrap(gv))
	return groupVersion.MatchString(name) && model.Arg(model.Unwrap(gv), 0) == nil
}

// dynamicResource reports whether n is `X.Resource(gvr)` or
// `X.Resource(gvr).Namespace(ns)`, a dynamic client's resource interface.
func dynamicResource(f *model.File, n *model.Node) bool {
	name, op := selectorCall(f, n)
	if name == "Namespace" {
		name, _ = selectorCall(f, model.Unwrap(op))
		n = model.Unwrap(op)
	}
	return name == "Resource" && model.Arg(n, 0) != nil && model.Arg(n, 1) == nil
}

// logRequest reports whether n is `...Pods(ns).GetLogs(name, opts)`.
func logRequest(f *model.File, n *model.Node) bool {
	name, op := selectorCall(f, n)
	return name == "GetLogs" && typedResource(f, receiver(f, op))
}

// discovery reports whether n is `X.Discovery()` or
// `X.DiscoveryClient()`/`X.GetDiscoveryClient()` (no arguments).
func discovery(f *model.File, n *model.Node) bool {
	name, _ := selectorCall(f, n)
	switch name {
	case "Discovery", "DiscoveryClient", "GetDiscoveryClient", "ToDiscoveryClient":
		return model.Arg(n, 0) == nil
	}
	return false
}

// importsK8s reports whether the file imports a k8s.io package.
func importsK8s(f *model.File) bool {
	for _, spec := range f.Imports() {
		if strings.HasPrefix(spec, "k8s.io/") || strings.HasPrefix(spec, "sigs.k8s.io/") {
			return true
		}
	}
	return false
}

// noConfigTimeout reports whether the scan's World can search the
// repository's Go files, a non-test one that imports a k8s.io package
// builds a rest.Config (configBuilt), none of those names Timeout and no
// other one sets a config's Timeout (configTimeoutSet: the file that uses a
// project helper's config, review34a MEDIUM-5); read once per scan
// (World.EachGo: a file over 1 MiB is skipped); false when they cannot be
// searched or read.
func noConfigTimeout(f *model.File) bool {
	w := thirdparty.Of(f)
	if w == nil || w.GoSearch == nil || w.Read == nil {
		return false
	}
	v, _ := w.Memo("k8sctx.noConfigTimeout", func() any {
		built := false
		ok := w.EachGo(append([]string{"Timeout"}, configWords...), func(_ string, src []byte) bool {
			if !bytes.Contains(src, []byte("k8s.io/")) {
				return !configTimeoutSet(src)
			}
			if timeoutWord.Match(src) {
				return false
			}
			built = built || configBuilt.Match(src)
			return true
		})
		return ok && built
	}).(bool)
	return v
}

// timeoutAssign is an assignment to a value's Timeout field
// (`cfg.Timeout = 30 * time.Second`), its receiver's last name captured.
var timeoutAssign = regexp.MustCompile(`(\w+)\.Timeout\s*=[^=]`)

// configName is a receiver name that holds a config (cfg, config,
// restConfig, kubeConf).
var configName = regexp.MustCompile(`(?i)cfg|conf`)

// configTimeoutSet reports whether Go file text src, which imports no
// k8s.io package, assigns the Timeout of a value that is a config: one
// named so (configName) or bound in the file to a call whose name holds
// Config (`cfg, _ := kube.Config("")`, `rc := k8s.GetRESTConfig()`): the
// rest.Config a project helper returned. An http.Client's
// `client.Timeout = ...` is not one.
func configTimeoutSet(src []byte) bool {
	for _, m := range timeoutAssign.FindAllSubmatch(src, -1) {
		name := string(m[1])
		if configName.MatchString(name) {
			return true
		}
		bound := regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `(\s*,\s*\w+)*\s*:?=\s*[\w.]*Config\w*\(`)
		if bound.Match(src) {
			return true
		}
	}
	return false
}

// configWords name the ways a repository builds the rest.Config its
// clients use, for a search that matches words; configBuilt matches them
// in a file's text. A repository that builds none (its clients come from
// elsewhere, a test double, a library) says nothing of the config's Timeout.
var configWords = []string{"InClusterConfig", "BuildConfigFromFlags", "ClientConfig", "RESTConfigFromKubeConfig",
	"GetConfig", "GetConfigOrDie", "ToRESTConfig", "Config"}

var configBuilt = regexp.MustCompile(`\b(InClusterConfig|BuildConfigFromFlags|RESTConfigFromKubeConfig|GetConfig|GetConfigOrDie|ToRESTConfig)\(|\.ClientConfig\(\)|rest\.Config\{`)

// timeoutWord is Timeout as a whole word (`.Timeout`, `Timeout:`), not
// WithTimeout or ResponseHeaderTimeout.
var timeoutWord = regexp.MustCompile(`\bTimeout\b`)
