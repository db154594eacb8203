package bot

import (
	"strings"
	"testing"
)

// TestQuietStart: River's own log lines below WARN (one "Applied migration"
// per schema version, producer and elector chatter) are not written, even
// with the bot's logger at DEBUG; the bot says once which queue schema
// versions it applied.
func TestQuietStart(t *testing.T) {
	h := newHarness(t, "", 1, nil)
	h.start()
	if err := h.bot.Stop(); err != nil {
		t.Fatal(err)
	}
	logs := h.logs.String()
	var river, migrated int
	for _, l := range strings.Split(strings.TrimSpace(logs), "\n") {
		if strings.Contains(l, `"component":"river"`) && !strings.Contains(l, `"level":"WARN"`) && !strings.Contains(l, `"level":"ERROR"`) {
			river++
		}
		if strings.Contains(l, `"msg":"queue database migrated"`) {
			migrated++
		}
	}
	if river != 0 || strings.Contains(logs, "Applied migration") {
		t.Errorf("%d River log lines below WARN:\n%s", river, tail(logs, 2000))
	}
	if migrated != 1 {
		t.Errorf("%d 'queue database migrated' lines, want 1:\n%s", migrated, tail(logs, 2000))
	}
}
