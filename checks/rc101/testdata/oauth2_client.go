package auth

// oauth2.NewClient builds on the context's client value or on
// http.DefaultClient, whose Timeout is zero (libmodels/data/saas.yml).

import (
	"context"

	"github.com/google/go-github/v69/github"
	"golang.org/x/oauth2"
)

func newGitHub(ctx context.Context, token string) *github.Client {
	ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: token})
	tc := oauth2.NewClient(ctx, ts) // want: RC101
	return github.NewClient(tc)
}
