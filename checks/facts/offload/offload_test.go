package offload

import (
	"testing"

	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/checks/model/modeltest"
)

// TestParam: the parameter a helper hands to a thread runner, self not
// counted, through functools.partial; none for a helper that only
// schedules it or runs something else.
func TestParam(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want int
	}{
		{"async def r(func, *args, **kwargs):\n    return await anyio.to_thread.run_sync(func, *args, **kwargs)\n", 0},
		{"async def r(timeout, func, *args):\n    return await asyncio.to_thread(func, *args)\n", 1},
		{"class C:\n    async def r(self, func, *args):\n        loop = asyncio.get_running_loop()\n        return await loop.run_in_executor(None, functools.partial(func, *args))\n", 0},
		{"async def r(func, *args):\n    asyncio.get_running_loop().call_soon(func, *args)\n", -1},
		{"async def r(func, *args):\n    return await asyncio.to_thread(work, func)\n", -1},
		{"async def r(func):\n    try:\n        return await asyncio.to_thread(func)\n    except Exception:\n        return None\n", -1},
		{"async def r(func):\n    try:\n        return await asyncio.to_thread(func)\n    except Exception:\n        log()\n        raise\n", 0},
		{"async def r(func):\n    def inner():\n        return asyncio.to_thread(func)\n    return inner\n", -1},
	} {
		f := modeltest.Parse(t, "a.py", model.LangPython, []byte(tc.src))
		var def *model.Node
		model.Walk(f.Root, func(n *model.Node) bool {
			if def == nil && n.Sym() == model.SymFunctionDefinition {
				def = n
			}
			return def == nil
		})
		if got := Param(f, def); got != tc.want {
			t.Errorf("%q: Param %d, want %d", tc.src, got, tc.want)
		}
	}
}
