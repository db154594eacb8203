package rc103

import (
	"fmt"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/goescdb"
	"github.com/resilience-check/resilience-check/checks/model"
)

// reportEscapedGo reports the Go constructions of context-bound driver
// clients (mongo-go-driver's mongo.Connect) that set no client-level
// operation timeout and whose operations all run in other files
// (goescdb.Gaps): each such operation waits as long as the context its
// caller passes, which an MCP Go SDK gives a handler with no deadline. The
// peer of pymongo's MongoClient without timeoutMS, which RC103 reports at the
// construction. Source: MongoDB Go driver connection options (timeoutMS
// default null),
// https://www.mongodb.com/docs/drivers/go/current/fundamentals/connections/connection-options;
// CWE-400.
func reportEscapedGo(p *model.Pass) {
	if p.File.Lang != model.LangGo {
		return
	}
	for _, g := range goescdb.Gaps(p.File, model.LibrarySet(p.Settings), rowKinds) {
		r := g.Row
		keys := strings.Join(r.Bound.Client, " or ")
		fix := fmt.Sprintf("set a client-level operation timeout (%s, e.g. options.Client().SetTimeout(15 * time.Second))", keys)
		msg := fmt.Sprintf("%s builds a %s client with no operation timeout (%s unset: none by default, %s), and the file runs none of its queries: "+
			"they run in other files, each bounded only by the context its caller passes, so a stalled %s can hang them forever; %s",
			g.Name, kindNoun(r.Kind), keys, r.Default.URL, kindNoun(r.Kind), fix)
		p.Report(g.At, msg, fix)
	}
}
