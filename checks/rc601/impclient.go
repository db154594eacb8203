package rc601

import (
	"github.com/resilience-check/resilience-check/checks/facts/handlers/regflow"
	"github.com/resilience-check/resilience-check/checks/facts/retry"
	"github.com/resilience-check/resilience-check/checks/facts/xfacts"
	"github.com/resilience-check/resilience-check/checks/model"
)

// importedClientPost is xfacts.ImportedClientPost: the mutation a Python
// `c.post(...)` call makes when the summaries find that c is an HTTP client
// another module's function hands out (package pyhttpret), judged as
// Mutation judges a POST on a client the file types itself: "" for a call
// the file already judges (retry.MutatingRequest names its method), a read
// or sign-in target, a replace, a state action or an endpoint its API
// defines as idempotent (postKind), or a call in a keyed or telemetry
// function.
func importedClientPost(f *model.File, call *model.Node) string {
	if f.Lang != model.LangPython || retry.MutatingRequest(f, call) != "" || retry.ReadOverPost(f, call) || overwrites(f, call) {
		return ""
	}
	m := postKind(f, call, "POST")
	if m == "" {
		return ""
	}
	if fn := model.EnclosingFunc(call); fn != nil && (keyedFunc(f, fn) || telemetryName(regflow.FuncName(f, fn))) {
		return ""
	}
	return m
}

func init() { xfacts.ImportedClientPost = importedClientPost }
