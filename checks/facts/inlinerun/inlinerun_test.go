package inlinerun

import "testing"

func TestRunsFirst(t *testing.T) {
	mod := `import asyncio

async def _fetch_with_retry(fn, *args, retries: int = 1, **kwargs):
    for attempt in range(retries + 1):
        try:
            return fn(*args, **kwargs)
        except Exception:
            await asyncio.sleep(1)

async def _in_thread(fn, *args):
    return await asyncio.to_thread(fn, *args)

async def _nested(fn):
    def inner():
        return fn()
    return inner

async def _method_only(fn):
    return x.fn()

def sync_helper(fn):
    return fn()

class C:
    async def m(self, fn):
        return fn()
`
	for name, want := range map[string]bool{
		"_fetch_with_retry": true, "_in_thread": false, "_nested": false,
		"_method_only": false, "sync_helper": false, "m": false, "missing": false,
	} {
		if got := runsFirst(mod, name); got != want {
			t.Errorf("runsFirst(%s) = %v, want %v", name, got, want)
		}
	}
}
