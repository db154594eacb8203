package config

import "example.com/issues/internal/api"

// Deps are what the tool handlers are given (aks-mcp's cfg.TelemetryService,
// buildkite's deps.ArtifactsClient): a field of a parameter's struct type.
type Deps struct {
	Tracker *api.Client
	Name    string
}
