package model

// Wait says what a call waits on.
type Wait int

// Waits.
const (
	WaitRemote    Wait = iota // a remote service: unbounded, the peer decides
	WaitProcess               // a local process: as long as the process runs
	WaitDiskLarge             // the local disk, an unbounded amount (read a whole file, walk a folder)
	WaitDiskSmall             // the local disk, one small operation (stat, mkdir, exists, a small write): milliseconds
)

// Impact is the severity a finding gets where it is, and the few words that
// say why ("in a tool handler", "in a CLI: a person can interrupt"), which
// the message carries. Why is empty when the rule's default severity holds
// for no particular reason.
type Impact struct {
	Severity Severity
	Why      string
}

// UnderModule reports whether import path mod is module b or a path below
// it ("react-dom/client" is under "react-dom"); for the facts packages.
func UnderModule(mod, b string) bool { return underModule(mod, b) }

// HasServerMarker reports whether the file holds one of the markers of a
// server program in lang's family (express(), createServer(, ...), the ones
// IsScript looks for.
func (f *File) HasServerMarker(lang Language) bool {
	for _, m := range serverMarkers[lang] {
		if f.Contains(m) {
			return true
		}
	}
	return false
}
