package api

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Client talks to the issue tracker.
type Client struct {
	http *http.Client
	key  string
}

// New returns a client.
func New(key string) *Client {
	return &Client{http: &http.Client{Timeout: 10 * time.Second}, key: key}
}

func (c *Client) query(q string) ([]byte, error) {
	req, err := http.NewRequest("POST", "https://tracker.example.com/graphql", bytes.NewBufferString(q))
	if err != nil {
		return nil, fmt.Errorf("build request: %w", err)
	}
	req.Header.Set("Authorization", c.key)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("request: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("status %d, body: %s", resp.StatusCode, body) // want: RC402 whole-only
	}
	return body, nil
}

// Issue loads an issue.
func (c *Client) Issue(id string) (string, error) {
	body, err := c.query(`{ issue(id: "` + id + `") { title } }`)
	if err != nil {
		return "", err
	}
	return string(body), nil
}

// Check validates an id; its errors are its own.
func (c *Client) Check(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	return nil
}
