package main

import (
	"fmt"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 10 * time.Second}

// executeTool runs the tool a request names (package gotable: a name
// switch in the dispatcher).
func (s *Server) executeTool(name string, url string) (string, error) {
	switch name {
	case "fetch":
		return s.executeFetch(url)
	case "ping":
		return "pong", nil
	}
	return "", fmt.Errorf("unknown tool")
}

func (s *Server) executeFetch(url string) (string, error) {
	resp, err := client.Get(url)
	if err != nil {
		return "", fmt.Errorf("fetch failed: %w", err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}
