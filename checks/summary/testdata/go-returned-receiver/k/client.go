package k

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Client talks to the cluster's API server.
type Client struct {
	http *http.Client
}

// New returns a client.
func New() *Client {
	return &Client{http: &http.Client{Timeout: 10 * time.Second}}
}

// Get reads a resource; its errors carry the server's body.
func (c *Client) Get(name string) (string, error) {
	req, err := http.NewRequest("GET", "https://kube.example.com/api/"+name, nil)
	if err != nil {
		return "", fmt.Errorf("build request: %w", err)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return "", fmt.Errorf("request: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("status %d, body: %s", resp.StatusCode, body) // want: RC402 whole-only
	}
	return string(body), nil
}

// Check validates a name; its errors are its own.
func (c *Client) Check(name string) error {
	if name == "" {
		return errors.New("empty name")
	}
	return nil
}

var errNoNames = errors.New("no names cached")
