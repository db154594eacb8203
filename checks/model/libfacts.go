package model

import (
	"strings"

	"github.com/resilience-check/resilience-check/libmodels"
)

// Library facts the rules' own code reads, derived once from the built-in
// rows of libmodels (the data files under libmodels/data).
// Each set below is a query over rows; adding a row of the same shape
// extends the set without code.

// libs is the built-in row set.
var libs = libmodels.Builtin()

// py, js and gorows select rows of one language and API ("" = any) in one of
// the modules (none = any).
func py(api libmodels.API, modules ...string) func(*libmodels.Row) bool {
	return libmodels.Is(libmodels.Python, api, modules...)
}

func js(api libmodels.API, modules ...string) func(*libmodels.Row) bool {
	return libmodels.Is(libmodels.JavaScript, api, modules...)
}

func gorows(api libmodels.API, modules ...string) func(*libmodels.Row) bool {
	return libmodels.Is(libmodels.Go, api, modules...)
}

// and combines predicates.
func and(ps ...func(*libmodels.Row) bool) func(*libmodels.Row) bool {
	return func(r *libmodels.Row) bool {
		for _, p := range ps {
			if !p(r) {
				return false
			}
		}
		return true
	}
}

// lastSegments returns the last dot-separated segment of each name of the
// rows keep accepts.
func lastSegments(keep func(*libmodels.Row) bool) map[string]bool {
	out := map[string]bool{}
	for _, r := range libs.Select(keep) {
		out[r.Name[strings.LastIndex(r.Name, ".")+1:]] = true
	}
	return out
}

// byCode accepts rows a rule's own code reads.
func byCode(r *libmodels.Row) bool { return r.Matched() == libmodels.ByCode }

// hasBound accepts rows that say where their bound is set.
func hasBound(r *libmodels.Row) bool { return r.Bound != nil && r.Bound.Where != libmodels.NoBound }

// BlockKindOf maps a row's kind to the blocking class RC201 reasons about;
// ok is false for kinds RC201 has no class for.
func BlockKindOf(k libmodels.Kind) (BlockKind, bool) {
	switch k {
	case libmodels.HTTP, libmodels.CloudSDK, libmodels.LLMSDK: // a cloud or model SDK's sync client is HTTP underneath (boto3, ollama.Client)
		return BlockHTTP, true
	case libmodels.Sleep:
		return BlockSleep, true
	case libmodels.Subprocess:
		return BlockProcess, true
	case libmodels.ProcessWait:
		return BlockWait, true
	case libmodels.DNS:
		return BlockDNS, true
	case libmodels.Socket, libmodels.Queue: // a synchronous broker client waits on its socket (pika.BlockingConnection, Producer.flush)
		return BlockSocket, true
	case libmodels.Cache, libmodels.Database: // a synchronous cache or database client (redis-py, pymysql)
		return BlockCache, true
	case libmodels.VectorDB:
		return BlockChroma, true
	case libmodels.Filesystem:
		return BlockFS, true
	case libmodels.Local: // a blocks: true row of local work: model inference on the calling thread
		return BlockCompute, true
	}
	return 0, false
}

// handlerOf maps a registration row's handler to the model's kind.
func handlerOf(h libmodels.Handler) HandlerKind {
	switch h {
	case libmodels.ToolHandler:
		return ToolHandler
	case libmodels.ResourceHandler:
		return ResourceHandler
	case libmodels.PromptHandler:
		return PromptHandler
	}
	return NotHandler
}

// RegistrationWords returns the last segments (method or decorator names)
// of lang's MCP handler registration rows with their handler kind.
func RegistrationWords(lang libmodels.Lang) map[string]HandlerKind {
	out := map[string]HandlerKind{}
	for _, r := range libs.Select(libmodels.Is(lang, libmodels.Registration)) {
		out[r.Name[strings.LastIndex(r.Name, ".")+1:]] = handlerOf(r.Handler)
	}
	return out
}
