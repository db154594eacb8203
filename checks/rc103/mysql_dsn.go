package rc103

import (
	"fmt"
	"strconv"
	"time"

	"github.com/resilience-check/resilience-check/checks/facts/mysqldsn"
	"github.com/resilience-check/resilience-check/checks/model"
)

// reportMySQLDSN reports the Go file's go-sql-driver/mysql DSNs written
// without readTimeout or timeout (mysqldsn.Gaps), at the connection call
// that uses the DSN when the file makes it, else where the DSN is built.
func reportMySQLDSN(p *model.Pass) {
	gaps := mysqldsn.Gaps(p.File)
	if len(gaps) == 0 {
		return
	}
	secs := strconv.Itoa(int(p.Settings.Budgets.WithDefaults().DB / time.Second))
	fix := "add timeout=5s&readTimeout=" + secs + "s&writeTimeout=" + secs + "s to the DSN's parameters (or bound each query with QueryContext and a context deadline)"
	for _, g := range gaps {
		what := "this MySQL DSN sets"
		if g.Open {
			what = "the MySQL DSN opened here sets"
		}
		p.Report(g.At, fmt.Sprintf("%s no readTimeout or timeout, and go-sql-driver/mysql waits without a bound by default (%s), so a query or a connection that never answers holds its caller and a pooled connection forever; %s",
			what, mysqldsn.SourceURL, fix), fix)
	}
}
