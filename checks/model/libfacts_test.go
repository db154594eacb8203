package model

import "testing"

// Spot checks of the sets derived from the library rows (the full sets were
// compared with the literals they replaced when the rows were written, and
// bench/same.sh gave identical output on the fixtures and the corpus).
func TestLibraryFacts(t *testing.T) {
	for name, want := range map[string]string{
		"requests.get":         "use httpx.AsyncClient or aiohttp, or await asyncio.to_thread(...)",
		"requests.api.post":    "use httpx.AsyncClient or aiohttp, or await asyncio.to_thread(...)",
		"httpx.get":            "use httpx.AsyncClient and await the call",
		"httpx.Client":         "use httpx.AsyncClient and await the call",
		"time.sleep":           "use await asyncio.sleep(...)",
		"os.waitpid":           "use asyncio.create_subprocess_exec and await proc.wait()/proc.communicate(), or await asyncio.to_thread(...)",
		"redis.StrictRedis":    "use redis.asyncio and await the command, or await asyncio.to_thread(...)",
		"socket.getaddrinfo":   "use await loop.getaddrinfo(...)",
		"chromadb.HttpClient":  "use chromadb.AsyncHttpClient and await the call, or await asyncio.to_thread(...)",
		"subprocess.getoutput": "use await asyncio.create_subprocess_exec(...) with asyncio.wait_for, or await asyncio.to_thread(...)",
	} {
		if got := PyBlockingFix[name]; got != want {
			t.Errorf("PyBlockingFix[%s] = %q, want %q", name, got, want)
		}
	}
	if BlockFix[BlockChildProc] != "use the callback or promisified form (await promisify(execFile)(...)) with a timeout" ||
		BlockFix[BlockProcess] != PyBlockingFix["subprocess.run"] {
		t.Errorf("BlockFix = %v", BlockFix)
	}
	if PyBlockingFuncs["os.wait"] != BlockWait || PyBlockingFuncs["socket.create_connection"] != BlockSocket || PyBlockingFuncs["httpx.stream"] != BlockHTTP {
		t.Errorf("PyBlockingFuncs kinds wrong")
	}
	if _, ok := PyBlockingFuncs["aiohttp.request"]; ok {
		t.Error("aiohttp.request does not block")
	}
	if PyStdlibConns["urllib.request.urlopen"] != 2 || PyStdlibConns["socket.create_connection"] != 1 || len(PyStdlibConns) != 4 {
		t.Errorf("PyStdlibConns = %v", PyStdlibConns)
	}
	if JsAxiosConfigArg["request"] != 0 || JsAxiosConfigArg["get"] != 1 || JsAxiosConfigArg["patchForm"] != 2 || len(JsAxiosConfigArg) != 11 {
		t.Errorf("JsAxiosConfigArg = %v", JsAxiosConfigArg)
	}
	if len(PyPools) != 3 || len(PySessions) != 4 || len(PyRequestsFuncs) != 16 || len(PyHTTPXFuncs) != 9 || len(GoClientMethods) != 5 {
		t.Errorf("sizes: pools %d sessions %d requests %d httpx %d go %d", len(PyPools), len(PySessions), len(PyRequestsFuncs), len(PyHTTPXFuncs), len(GoClientMethods))
	}
	if goRegisterWords["RegisterTool"] != ToolHandler || goRegisterWords["AddResourceTemplate"] != ResourceHandler || goRegisterWords["MustTool"] != ToolHandler {
		t.Errorf("goRegisterWords = %v", goRegisterWords)
	}
	if pyHandlerWords["call_tool"] != ToolHandler || jsHandlerWords["registerPrompt"] != PromptHandler {
		t.Errorf("handler words: py %v js %v", pyHandlerWords, jsHandlerWords)
	}
}
