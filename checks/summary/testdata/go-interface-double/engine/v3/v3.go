package v3

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 10 * time.Second}

// V3Engine is the one production Engine.
type V3Engine struct{}

func (e *V3Engine) Install(ctx context.Context, name string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://charts.internal.example/"+name, nil)
	if err != nil {
		return "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("install %s: %w", name, err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func (e *V3Engine) List(ctx context.Context) (string, error) {
	resp, err := client.Get("https://charts.internal.example/releases")
	if err != nil {
		return "", fmt.Errorf("list: %w", err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}
