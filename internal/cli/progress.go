package cli

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// terminal reports whether w is a terminal: progress is drawn on stderr only
// then, never into a file or a CI log.
func (c *Command) terminal(w io.Writer) bool {
	if c.isTerminal != nil {
		return c.isTerminal(w)
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// progressEvery is the shortest time between two redraws of the bar.
var progressEvery = 100 * time.Millisecond

// progress draws "scanning  40% |████      | (120/300, 25 it/s) 3.1 MB/s"
// on a terminal with github.com/schollz/progressbar; it implements
// scan.Progress. The bar is cleared when the scan ends.
type progress struct {
	w     io.Writer
	mu    sync.Mutex
	bar   *progressbar.ProgressBar
	start time.Time
	bytes int64
}

func newProgress(w io.Writer) *progress { return &progress{w: w} }

// Start draws an empty bar for total files.
func (p *progress) Start(total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.start = time.Now()
	p.bar = progressbar.NewOptions(total,
		progressbar.OptionSetWriter(p.w),
		progressbar.OptionSetDescription("scanning"),
		progressbar.OptionShowCount(),
		progressbar.OptionSetItsString("files"),
		progressbar.OptionSetWidth(24),
		progressbar.OptionThrottle(progressEvery),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetRenderBlankState(true),
	)
}

// Done counts one file and its bytes, and shows the throughput in MB/s
// (10^6 bytes a second) since Start.
func (p *progress) Done(_ string, bytes int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bytes += bytes
	secs := max(time.Since(p.start).Seconds(), 1e-3)
	p.bar.Describe(fmt.Sprintf("scanning %.1f MB/s", float64(p.bytes)/1e6/secs))
	_ = p.bar.Add(1)
}

// Finish clears the bar.
func (p *progress) Finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
