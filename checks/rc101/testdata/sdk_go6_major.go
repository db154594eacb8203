package gh

// go-github's row names majors v50 to v79; a later major (v89) keeps
// NewClient(httpClient), and a nil client is still a zero http.Client with
// no Timeout (libmodels: Set.Lookup's other-major fallback).

import (
	"net/http"
	"time"

	"github.com/google/go-github/v89/github"
)

func newClient() *github.Client {
	return github.NewClient(nil) // want: RC101
}

func newBounded() *github.Client {
	return github.NewClient(&http.Client{Timeout: 30 * time.Second})
}
