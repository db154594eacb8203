package finding

// Notice says what the engine skipped or could only partly scan, and why. The
// run goes on; sinks show notices so that nothing is lost silently.
type Notice struct {
	Path   string `json:"path"`
	Kind   string `json:"kind"`   // NoticeSkipped or NoticePartial
	Reason string `json:"reason"` // lowercase sentence
}

// Notice kinds.
const (
	NoticeSkipped = "skipped" // the file was not scanned
	NoticePartial = "partial" // scanned, but findings may be incomplete
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
