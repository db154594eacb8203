package idemkey

import (
	"regexp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// Span returns the indexes [i, j) of the entries of a list of count entries
// sorted by start byte (start(k) is entry k's) that start inside n's span.
func Span(n *model.Node, count int, start func(k int) uint32) (int, int) {
	i := sort.Search(count, func(k int) bool { return start(k) >= n.StartByte() })
	j := sort.Search(count, func(k int) bool { return start(k) >= n.EndByte() })
	return i, j
}

// sqlInsertTableRE takes the table an INSERT writes to (LogTable).
var sqlInsertTableRE = regexp.MustCompile("(?is)^\\W*insert\\s+into\\s+([\\w.\"`\\[\\]]+)")

// LogTable reports an INSERT into an audit or log table (audit_logs,
// tool_call_log, logs): a record of what happened, written as a side effect;
// a retry adds a second log line, no second resource anyone sees (a blog
// or catalog table is no log). Moved out of checks/rc601 unchanged.
func LogTable(sql string) bool {
	m := sqlInsertTableRE.FindStringSubmatch(sql)
	if m == nil {
		return false
	}
	t := strings.ToLower(strings.Trim(m[1][strings.LastIndexByte(m[1], '.')+1:], "\"`[]"))
	return strings.Contains(t, "audit") || t == "log" || t == "logs" || strings.HasSuffix(t, "_log") || strings.HasSuffix(t, "_logs")
}
