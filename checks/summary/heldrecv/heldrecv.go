// Package heldrecv types, for the function summaries (package summary), the
// receiver of a Python or JS/TS method call by the repository factory that
// built it: `okta_client = await get_okta_client(manager)` then
// `okta_client.create_policy_rule(...)`, or `self.glue_client =
// AwsHelper.create_boto3_client("glue")` set by the class and
// `self.glue_client.create_classifier(...)` in a tool method. When the
// factory returns a third-party SDK's client (its return annotation names
// the SDK's class, `-> OktaClient`, or it returns one it builds, `return
// OktaClient(config)`, `return boto3.client(name)`, `return
// session.client(name)`), a method of that client raises the SDK's errors,
// as a method on a receiver the file types with an SDK class does (RC402's
// sdkrecv; docs/rules/RC402.md). What the factory returns is read in the
// factory's file (summary.File.ExternTypes); a factory that returns anything
// else, or that does not resolve, leaves the call unknown.
package heldrecv

import (
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// SelfField reports whether n is `self.x` / `this.x`: the receiver of
// self.client.indexes.create() (summary.Program.resolveCall, four parts).
func SelfField(f *model.File, n *model.Node) bool {
	o := n.ChildByFieldName("object")
	return (n.Sym() == model.SymAttribute || n.Sym() == model.SymMemberExpression) && o != nil && (f.Text(o) == "self" || f.Text(o) == "this")
}

// Root returns the receiver of Python or JS/TS method call callee (`obj.m`)
// when it is a local of function fn, or an attribute `self.x` / `this.x`
// of its class cls, that instances (summary.File.Instances, as recorded so
// far) binds to what a function returns ("get_client()"): "obj" or
// "self.x"; "" for any other callee, for Go, and for a method that only
// computes (thirdparty.PureCall).
func Root(f *model.File, callee *model.Node, fn int, cls string, instances map[string]string) string {
	if f.Lang == model.LangGo || fn < 0 || callee.Sym() != model.SymAttribute && callee.Sym() != model.SymMemberExpression {
		return ""
	}
	obj, m := callee.ChildByFieldName("object"), callee.ChildByFieldName("attribute")
	if m == nil {
		m = callee.ChildByFieldName("property")
	}
	if obj == nil || m == nil || thirdparty.PureCall(f.Text(m)) {
		return ""
	}
	root, key := f.Text(obj), ""
	switch {
	case obj.Sym() == model.SymIdentifier:
		key = strconv.Itoa(fn) + "/" + root
	case cls != "" && SelfField(f, obj):
		key = cls + "." + root
	default:
		return ""
	}
	if t := instances[key]; strings.HasSuffix(t, "()") && !strings.HasPrefix(t, "new ") {
		return root
	}
	return ""
}

// clientFactories are the last names of SDK calls that build a client whose
// methods send requests: boto3.client(), session.resource(), a driver's
// connect().
var clientFactories = map[string]bool{"client": true, "resource": true, "connect": true}

// Returned returns the name a factory's return statement gives what call
// v builds, and the class of the errors of its methods, when v is a client
// an SDK builds by a factory function (`boto3.client("s3")`,
// `session.client(...)` on a session the file built): ("boto3.client",
// origin); "" and 0 for any other call.
func Returned(f *model.File, v *model.Node) (string, xfacts.Origin) {
	callee := model.Callee(v)
	if callee == nil || f.Lang == model.LangGo || xfacts.CallOrigin == nil {
		return "", 0
	}
	name := strings.Join(strings.Fields(f.Text(callee)), "")
	if !clientFactories[name[strings.LastIndex(name, ".")+1:]] || !strings.Contains(name, ".") {
		return "", 0
	}
	if o := xfacts.CallOrigin(f, v); o != 0 {
		return name, o // boto3.client("s3"): an SDK error, as its methods raise
	}
	return "", 0
}

// Set returns m with m[name] = o, m made when nil (summary.File.ExternTypes).
func Set(m map[string]xfacts.Origin, name string, o xfacts.Origin) map[string]xfacts.Origin {
	if m == nil {
		m = map[string]xfacts.Origin{}
	}
	m[name] = o
	return m
}
