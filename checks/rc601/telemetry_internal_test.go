package rc601

import "testing"

// TestTelemetryChain: a summaries' chain through an analytics or tracing
// client (a span wrapper, a PostHog helper) is no mutation of the tool's;
// a chain through business methods is.
func TestTelemetryChain(t *testing.T) {
	for chain, want := range map[string]bool{
		"tracer.runWithSpan() -> this.scheduleFlush() -> this.flush() -> fetch()": true,
		"posthog() -> fetch()":                                true,
		"trackEvent.trackX() -> this.sendEvent() -> fetch()":  true,
		"client.createSpan() -> fetch()":                      false, // a tracing product's own create
		"api.createAnnotation() -> this.request() -> fetch()": false,
		"svc.startRun() -> this.post()":                       false,
	} {
		if got := telemetryChain(chain); got != want {
			t.Errorf("telemetryChain(%q) = %v, want %v", chain, got, want)
		}
	}
}

// TestStateActionTarget: a state action read after a prefix constant or
// before a selector segment.
func TestStateActionTarget(t *testing.T) {
	for target, want := range map[string]bool{
		`mgmtAPIEndpointPrefix + "reload"`:   true,
		`"/api/v1/flows/disable/by-ids"`:     true,
		`"/api/v1/executions/kill/by-query"`: false, // kill is no state action here
		`"/api/v1/flows/copies"`:             false,
		`"/api/v1/flows/by-ids"`:             false,
		`'/documents.update'`:                true, // a dotted RPC method (Outline's API)
		`'/documents.move'`:                  true,
		`'/documents.create'`:                false,
	} {
		if got := stateActionTarget(target); got != want {
			t.Errorf("stateActionTarget(%s) = %v, want %v", target, got, want)
		}
	}
}
