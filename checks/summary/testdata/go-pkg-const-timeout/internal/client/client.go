package client

import (
	"net/http"

	"example.com/fx/internal/constants"
)

// A timeout named by a constant of another package of the repository
// (batch 12: last9's Timeout: constants.DefaultHTTPTimeout, 3 minutes in
// internal/constants) is judged by its value; one within budget is not.
func NewClient() *http.Client {
	return &http.Client{Timeout: constants.DefaultHTTPTimeout} // want: RC104 whole-only
}

func NewQuickClient() *http.Client {
	return &http.Client{Timeout: constants.QuickTimeout}
}

// A member of a package outside the repository stays unknown.
func NewStdClient() *http.Client {
	return &http.Client{Timeout: http.DefaultClient.Timeout}
}
