package k

import (
	"context"
	"net/http"
	"time"

	confluence "github.com/ctreminiom/go-atlassian/confluence"
)

// PagesFromContext returns the request's Confluence client, whose API
// groups (Content, Space, Search) are struct fields.
func PagesFromContext(ctx context.Context) (*confluence.Client, error) {
	return confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
}

// Settings are the server's own limits.
type Settings struct {
	Limits Limits
}

// Limits checks sizes; its errors are its own.
type Limits struct{ Max int }

// Check fails on a size over the limit.
func (l Limits) Check(n int) error { return nil }

// SettingsFromContext returns the request's settings.
func SettingsFromContext(ctx context.Context) (*Settings, error) {
	return &Settings{}, nil
}
