package clsorigin

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestOpaque checks which try blocks make a call the summaries cannot
// follow: a client reached through the lifespan context or a local bound
// to a getter call; not a module instance built by a constructor, a call
// of the file's own function, a logging call or an imported module's.
func TestOpaque(t *testing.T) {
	src := `import json
from app.client import Client
from app.deps import get_fetcher

client = Client()

def local(x):
    return x

async def a(ctx):
    app = ctx.request_context.lifespan_context
    try:
        return await app.crm.deals.create(x)
    except CrmError as e:
        return str(e)

async def b(ctx):
    c = ctx.get_state("client")
    try:
        return await c.export(x)
    except CrmError as e:
        return str(e)

async def typed():
    try:
        return await client.get_user(x)
    except CrmError as e:
        return str(e)

async def built(ctx):
    fetcher = await get_fetcher(ctx)
    try:
        result = fetcher.get_page_views(x)
        return json.dumps(result.to_dict())
    except CrmError as e:
        return str(e)

async def chained(ctx):
    c = ctx.get_state("client")
    try:
        r = await c.export(x)
        return r.render()
    except CrmError as e:
        return str(e)

async def pure():
    try:
        logger.info("x")
        y = json.dumps(local(1))
        return y
    except CrmError as e:
        return str(e)
`
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(src))
	want := map[string]bool{"a": true, "b": true, "typed": false, "pure": false,
		"built": false, "chained": true} // built: a function the file imports returns the fetcher, and result comes from it
	seen := 0
	f.NodesOf(model.NewSymBitset(model.SymTryStatement), func(n *model.Node) bool {
		fn := model.EnclosingFunc(n)
		name := f.Text(fn.ChildByFieldName("name"))
		seen++
		if got := Opaque(f, n.ChildByFieldName("body")); got != want[name] {
			t.Errorf("%s: Opaque = %v, want %v", name, got, want[name])
		}
		return false
	})
	if seen != len(want) {
		t.Errorf("judged %d try blocks, want %d", seen, len(want))
	}
}

// TestRewraps checks which except clauses raise a new error with the
// caught error's text: not one with fixed text, nor one that cleans the
// text with a sanitizer first.
func TestRewraps(t *testing.T) {
	src := `def f():
    try:
        g()
    except httpx.RequestError as e:
        raise ApiError(f"Request failed: {e}") from e
    except httpx.TimeoutException as e:
        raise ApiError("timed out") from e
    except Exception as e:
        msg = ErrorSanitizer.sanitize_message(str(e))
        raise ApiError(f"failed: {msg}") from e
`
	f := modeltest.Parse(t, "a.py", model.LangPython, []byte(src))
	var got []bool
	f.NodesOf(model.NewSymBitset(model.SymExceptClause), func(n *model.Node) bool {
		got = append(got, rewraps(f, n))
		return false
	})
	if want := []bool{true, false, false}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("rewraps = %v, want %v", got, want)
	}
}
