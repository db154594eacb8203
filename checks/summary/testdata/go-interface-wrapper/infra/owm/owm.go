// Package owm implements the domain interfaces.
package owm

import (
	"context"
	"errors"
	"net/http"
)

// Repo calls the weather API (a *url.Error names the URL with its key).
type Repo struct {
	http *http.Client
	key  string
}

// Get fetches the city's weather.
func (r *Repo) Get(ctx context.Context, city string) (string, error) {
	resp, err := r.http.Get("https://api.example.com/w?q=" + city + "&appid=" + r.key)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// Local counts in memory and fails with a fixed message.
type Local struct {
	n map[string]int
}

// Left returns the quota left.
func (l *Local) Left(ctx context.Context, key string) (int, error) {
	n, ok := l.n[key]
	if !ok {
		return 0, errors.New("unknown key")
	}
	return n, nil
}
