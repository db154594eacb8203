package tickets

import (
	"bytes"
	"context"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 10 * time.Second}

// Create opens a ticket.
func Create(ctx context.Context, title string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tickets.example.com/api", bytes.NewBufferString(title))
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Close closes a ticket (a PUT: idempotent).
func Close(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://tickets.example.com/api/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Report runs a long report.
func Report(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute) // want: RC104 whole-only
	defer cancel()
	return fetch(ctx, "https://tickets.example.com/report")
}

// Quick runs a short report.
func Quick(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	return fetch(ctx, "https://tickets.example.com/quick")
}

func fetch(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
