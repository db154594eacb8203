package rc601

import (
	"regexp"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goServerTool records a tool of the official Go SDK's first releases
// (github.com/modelcontextprotocol/go-sdk v0.1 and v0.2, whose tools are
// built by `mcp.NewServerTool(name, description, handler, opts...)` and
// registered by `server.AddTools(t...)`:
// https://pkg.go.dev/github.com/modelcontextprotocol/go-sdk@v0.1.0/mcp#NewServerTool),
// and reports whether call is such a tool. The handler's
// `params *mcp.CallToolParamsFor[In]` names the struct In that declares
// the tool's parameters; an In of another package is not known.
func (c *idemCheck) goServerTool(call *model.Node) bool {
	f := c.f
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymSelectorExpression || f.Text(fn.ChildByFieldName("field")) != "NewServerTool" ||
		!strings.HasPrefix(model.ImportedName(f, fn), "github.com/modelcontextprotocol/go-sdk/") {
		return false
	}
	if model.NumArgs(call) < 3 {
		return true
	}
	name := ""
	if a := model.Arg(call, 0); a != nil && a.Sym() == model.SymInterpretedStringLiteral {
		name = strings.Trim(f.Text(a), `"`)
	}
	handlerArg := model.Arg(call, 2)
	c.tools = append(c.tools, func() {
		handler := c.goFunc(handlerArg)
		if handler == nil {
			return
		}
		schema := []*model.Node{call}
		in := ""
		if params := handler.ChildByFieldName("parameters"); params != nil && params.NamedChildCount() >= 3 {
			if typ := params.NamedChild(2).ChildByFieldName("type"); typ != nil {
				t := f.Text(typ)
				if i, j := strings.IndexByte(t, '['), strings.LastIndexByte(t, ']'); i >= 0 && j > i {
					in = strings.TrimPrefix(strings.TrimSpace(t[i+1:j]), "*")
				}
			}
		}
		if defs := c.classes(in); in != "" && !strings.Contains(in, ".") && len(defs) > 0 {
			schema = append(schema, defs...)
		} else {
			schema = append(schema, nil) // parameters this file does not declare
		}
		c.judge(idemTool{report: call, name: name, handler: handler, schema: schema})
	})
	return true
}

// GeneratedCreate is the mutation name of a Kubernetes create whose object
// asks the API server to generate its name.
const GeneratedCreate = "create with a server-generated name"

// objectNameRE matches a Name field in a Go composite literal's text (not
// GenerateName, not Namespace).
var objectNameRE = regexp.MustCompile(`(^|[\s{,])Name:\s`)

// generateNameCreate reports whether call is a Kubernetes typed client's
// create, `client.PipelineRuns(ns).Create(ctx, obj, metav1.CreateOptions{})`,
// of an object whose ObjectMeta sets GenerateName and no Name: the API
// server appends a random suffix to GenerateName on every create
// (https://kubernetes.io/docs/reference/using-api/api-concepts/#generated-values),
// so each call, a retry included, makes another object (a second
// PipelineRun, TaskRun or Job: tektoncd/mcp-server's start_pipeline). An
// object with a Name is refused on a repeat (409 AlreadyExists).
func generateNameCreate(f *model.File, call *model.Node) bool {
	if !kubeCreate(f, call) {
		return false
	}
	obj := model.Unwrap(model.Arg(call, 1))
	if obj == nil {
		return false
	}
	if obj.Sym() == model.SymUnaryExpression {
		obj = model.Unwrap(obj.ChildByFieldName("operand"))
	}
	switch obj.Sym() {
	case model.SymCompositeLiteral:
		return generatedMeta(f, obj)
	case model.SymIdentifier:
	default:
		return false
	}
	fn := model.EnclosingFunc(call)
	if fn == nil {
		return false
	}
	name, found := f.Text(obj), false
	f.NodesIn(fn, model.NewSymBitset(model.SymShortVarDeclaration, model.SymAssignmentStatement, model.SymVarSpec), func(n *model.Node) bool {
		if found || n.StartByte() > call.StartByte() {
			return false
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if n.Sym() == model.SymVarSpec {
			left, right = n.ChildByFieldName("name"), n.ChildByFieldName("value")
		}
		if left == nil || right == nil || strings.TrimSpace(f.Text(left)) != name {
			return true
		}
		model.Walk(right, func(m *model.Node) bool {
			if !found && m.Sym() == model.SymCompositeLiteral && generatedMeta(f, m) {
				found = true
			}
			return !found
		})
		return !found
	})
	return found
}

// kubeCreate reports whether call is a Kubernetes typed client's create,
// `Create(ctx, obj, metav1.CreateOptions{})`
// (https://pkg.go.dev/k8s.io/client-go/kubernetes/typed/core/v1#PodInterface):
// the API server refuses a second create of a named object (409
// AlreadyExists), so only a generated name (generateNameCreate) repeats.
func kubeCreate(f *model.File, call *model.Node) bool {
	return model.NumArgs(call) == 3 && strings.Contains(f.Text(model.Arg(call, 2)), "CreateOptions")
}

// generatedMeta reports whether composite literal lit holds an ObjectMeta
// that sets GenerateName and no Name.
func generatedMeta(f *model.File, lit *model.Node) bool {
	meta := f.GoKeyed(lit, "ObjectMeta")
	if meta == nil {
		return false
	}
	t := f.Text(meta)
	if i := strings.IndexByte(t, '{'); i >= 0 {
		t = t[i:] // the literal's fields, past its type
	}
	return strings.Contains(t, "GenerateName:") && !objectNameRE.MatchString(t)
}
