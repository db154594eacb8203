package config

import (
	"context"
	"errors"
	"net/http"
	"time"

	vmcloud "github.com/VictoriaMetrics/victoriametrics-cloud-api-go/v1"
	confluence "github.com/ctreminiom/go-atlassian/confluence"
)

// Config holds the server's clients, handed out by getters.
type Config struct {
	vmc    *vmcloud.VMCloudAPIClient
	wiki   *confluence.Client
	limits *Limits
}

// VMC returns the cloud API client (a third-party SDK's type).
func (c *Config) VMC() *vmcloud.VMCloudAPIClient {
	return c.vmc
}

// Wiki returns the Confluence client, whose API groups are struct fields.
func (c *Config) Wiki() *confluence.Client {
	return c.wiki
}

// Limits returns the server's own limits (a type of the module).
func (c *Config) Limits() *Limits {
	return c.limits
}

// NewWiki builds a Confluence client.
func NewWiki() (*confluence.Client, error) {
	return confluence.New(&http.Client{Timeout: 10 * time.Second}, "https://wiki.example.com")
}

// Limits checks sizes; its errors are its own.
type Limits struct{ Max int }

// Check fails on a size over the limit.
func (l *Limits) Check(ctx context.Context, n int) error {
	if n > l.Max {
		return errors.New("too big")
	}
	return nil
}
