package rc104

import (
	"testing"
	"time"
)

func TestNameUnit(t *testing.T) {
	for name, want := range map[string]time.Duration{
		"NAVIGATION_TIMEOUT_MS": time.Millisecond, "API_TIMEOUT_MSEC": time.Millisecond, "timeoutMs": time.Millisecond,
		"timeoutMillis": time.Millisecond, "QUERY_TIMEOUT_SECONDS": time.Second, "TIMEOUT_SEC": time.Second,
		"timeoutSecs": time.Second, "TIMEOUT_S": time.Second, "DEFAULT_TIMEOUT": 0, "ITEMS": 0, "timeouts": 0, "FORMS": 0,
	} {
		got, ok := nameUnit(name)
		if !ok {
			got = 0
		}
		if got != want {
			t.Errorf("nameUnit(%q) = %v, want %v", name, got, want)
		}
	}
}
