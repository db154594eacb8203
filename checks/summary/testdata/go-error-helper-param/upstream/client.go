package upstream

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

// APIError is the package's own error type: its text is the upstream's.
type APIError struct {
	Code    string
	Message string
}

func (e *APIError) Error() string { return e.Message }

// NewAPIError builds an APIError.
func NewAPIError(code, message string) *APIError { return &APIError{Code: code, Message: message} }

func wrap(err error) error {
	if err == nil {
		return nil
	}
	return NewAPIError("upstream", fmt.Sprintf("upstream error: %s", err.Error()))
}

// ClientInterface is what the tools use; *Client is its only implementation.
type ClientInterface interface {
	Fetch(ctx context.Context, id string) (string, error)
	Check(id string) error
}

// Client calls the upstream API.
type Client struct{ http *http.Client }

// NewClient returns a client.
func NewClient() *Client { return &Client{http: &http.Client{Timeout: 10 * time.Second}} }

// Fetch gets an item.
func (c *Client) Fetch(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/items/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return "", wrap(err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// Check validates an id locally.
func (c *Client) Check(id string) error {
	if id == "" {
		return NewAPIError("invalid", "id is required")
	}
	return nil
}

var _ ClientInterface = (*Client)(nil)
