package store

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

// Store reads records.
type Store interface {
	Get(id string) (string, error)
}

// HTTPStore is the module's one Store: it reads over HTTP.
type HTTPStore struct {
	client *http.Client
}

// New returns an HTTPStore.
func New() *HTTPStore { return &HTTPStore{client: &http.Client{Timeout: 10 * time.Second}} }

// Get reads a record; its errors carry the server's URL and body.
func (s *HTTPStore) Get(id string) (string, error) {
	resp, err := s.client.Get("https://records.example.com/" + id)
	if err != nil {
		return "", fmt.Errorf("request: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("status %d: %s", resp.StatusCode, b) // want: RC402 whole-only
	}
	return string(b), nil
}
