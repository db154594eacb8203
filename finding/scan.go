package finding

// Notice says what the engine skipped or could only partly scan, and why. The
// run goes on; sinks show notices so that nothing is lost silently.
type Notice struct {
	Path   string `json:"path"`   // "" for a notice on the whole run
	Kind   string `json:"kind"`   // NoticeSkipped, NoticePartial or NoticeCapped
	Reason string `json:"reason"` // lowercase sentence
	// Incomplete is set when something the scan was asked to check did not
	// finish: a file not scanned (too large, unreadable, parse stopped, the
	// scan's --timeout), or a rule stopped on it (Rules). Such a result is
	// never a pass (annotate.Report.Incomplete). A file skipped by policy
	// (binary by git's rule, minified, generated, a symbolic link) leaves it
	// unset: it is counted, not a gap.
	Incomplete bool `json:"incomplete,omitempty"`
	// Rules lists the IDs of the rules that did not finish on the file, when
	// only some did not; empty with Incomplete means none ran.
	Rules []string `json:"rules,omitempty"`
	// Dropped counts the findings a NoticeCapped notice dropped.
	Dropped int `json:"dropped,omitempty"`
}

// Notice kinds.
const (
	NoticeSkipped = "skipped" // the file was not scanned
	NoticePartial = "partial" // scanned, but findings may be incomplete
	NoticeCapped  = "capped"  // findings over a cap were dropped and counted
)

// ScannedFile records one file that the rules ran on.
type ScannedFile struct {
	Path  string   `json:"path"`
	Lang  Language `json:"language"`
	Bytes int      `json:"bytes"`
	// UpstreamCalls counts the file's outbound HTTP calls from request-time
	// code (model.Upstreams.Sites); the checklist's breaker row reports it
	// when RC404 is off.
	UpstreamCalls int `json:"upstream_calls"`
}
