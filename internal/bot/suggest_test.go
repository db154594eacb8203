package bot

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/resilience-check/resilience-check/internal/config"
)

// TestSuggestedChanges: with the real rules, the safe fixes on the lines a
// pull request added are posted as one review of suggested changes on the
// head, linked from the sticky comment; a later push with the same findings
// posts none of them twice; `suggestions: false` in the repository's config
// posts none.
func TestSuggestedChanges(t *testing.T) {
	h := newHarness(t, "", 1, func(_ *Config, o *Options) { o.Rules = nil })
	h.start()
	if st, _ := h.deliver("pull_request", "o-1", payload(t, "pull_request.opened", nil)); st != http.StatusAccepted {
		t.Fatalf("delivery: %d", st)
	}
	h.waitFor(10*time.Second, "the first review", func() bool { return h.completedOn(prHead) })

	f := h.fake
	f.Lock()
	if len(f.Reviews) != 1 {
		f.Unlock()
		t.Fatalf("%d reviews, want 1", len(f.Reviews))
	}
	rv := f.Reviews[0]
	var suggestions int
	for _, c := range rv.Comments {
		if c.Path == "svc/app.py" && strings.Contains(c.Body, "```suggestion") {
			suggestions++
		}
	}
	if rv.PR != prNum || rv.CommitID != prHead || rv.Event != "COMMENT" || suggestions < 2 {
		t.Errorf("review on #%d at %s (%s) with %d suggestion blocks, want #%d at %s, COMMENT, one per safe fix (timeout= and asyncio.sleep)",
			rv.PR, rv.CommitID, rv.Event, suggestions, prNum, prHead)
	}
	if len(f.Comments) != 1 || !strings.Contains(f.Comments[0].Body, "suggested change") {
		t.Errorf("the sticky comment does not link the suggested changes")
	}
	f.Unlock()

	// A new push with the same added lines: the same fixes are not suggested again.
	const h2 = "2222222222222222222222222222222222222222"
	h.addPR(prNum, h2)
	h.deliver("pull_request", "s-1", prPayload(t, "synchronize", prNum, h2))
	h.waitFor(10*time.Second, "the second review", func() bool { return h.completedOn(h2) })
	f.Lock()
	if len(f.Reviews) != 1 {
		t.Errorf("%d reviews after a push with the same findings, want still 1", len(f.Reviews))
	}
	f.Unlock()
}

// TestSuggestionsOff: `suggestions: false` in the repository's config.
func TestSuggestionsOff(t *testing.T) {
	h := newHarness(t, "", 1, func(_ *Config, o *Options) { o.Rules = nil })
	h.fake.SetContent(prBase, config.DefaultPath, []byte("suggestions: false\n"))
	h.start()
	h.deliver("pull_request", "o-1", payload(t, "pull_request.opened", nil))
	h.waitFor(10*time.Second, "the review", func() bool { return h.completedOn(prHead) })
	h.fake.Lock()
	defer h.fake.Unlock()
	if len(h.fake.Reviews) != 0 || len(h.fake.Comments) != 1 {
		t.Errorf("%d reviews and %d comments with suggestions: false, want 0 and 1", len(h.fake.Reviews), len(h.fake.Comments))
	}
}
