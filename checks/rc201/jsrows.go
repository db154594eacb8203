package rc201

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// jsBlockingRows are the JavaScript function rows of the library data that
// block the calling thread (blocks: true) and are matched generically:
// protobufjs' and @grpc/proto-loader's loadSync, which read and parse .proto
// files synchronously. child_process and fs have code of their own (js).
var jsBlockingRows = func() map[string]*libmodels.Row {
	out := map[string]*libmodels.Row{}
	for _, r := range libmodels.Builtin().Select(libmodels.Is(libmodels.JavaScript, libmodels.Function)) {
		if !r.Blocks || r.Matched() != libmodels.ByCall {
			continue
		}
		for _, n := range r.Names() {
			out[n] = r
		}
	}
	return out
}()

// jsRowKind maps a blocking JS row's kind to RC201's class of wait.
func jsRowKind(k libmodels.Kind) model.BlockKind {
	switch k {
	case libmodels.Filesystem:
		return model.BlockFS
	case libmodels.Subprocess:
		return model.BlockChildProc
	case libmodels.Sleep:
		return model.BlockSleep
	}
	return model.BlockHTTP
}
