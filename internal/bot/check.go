package bot

import (
	"context"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/bradleyfalzon/ghinstallation/v2"
	"github.com/google/go-github/v62/github"
)

// CheckTimeout bounds CheckApp at start and for --check.
const CheckTimeout = 15 * time.Second

// App is what GitHub says about the App a JWT was signed for.
type App struct {
	ID   int64
	Slug string
	Name string
}

// CheckError is why CheckApp failed. Refused is true when GitHub answered
// and the answer will not change by retrying (wrong App ID or private key,
// an API URL that is not GitHub's REST API); false when GitHub could not be
// asked (network, timeout, a 5xx answer).
type CheckError struct {
	Refused bool
	msg     string
}

func (e *CheckError) Error() string { return e.msg }

// CheckApp signs a JWT for cfg.AppID with key, as every installation token
// request does, and asks GitHub for the App (GET /app at cfg.APIURL,
// https://docs.github.com/rest/apps/apps#get-the-authenticated-app). It
// returns the App, or a CheckError saying in words what is wrong: a JWT
// GitHub rejects (the App ID and the key do not belong together, or the key
// was deleted), an App with another ID, an API URL without /app (not the
// REST API root; GitHub Enterprise Server's is https://HOST/api/v3), or a
// GitHub that cannot be reached. base sends the request (nil:
// http.DefaultTransport).
func CheckApp(ctx context.Context, cfg Config, key *rsa.PrivateKey, version string, base http.RoundTripper) (*App, *CheckError) {
	if base == nil {
		base = http.DefaultTransport
	}
	atr := ghinstallation.NewAppsTransportFromPrivateKey(base, cfg.AppID, key)
	c := github.NewClient(&http.Client{Transport: atr, Timeout: CheckTimeout})
	u, err := url.Parse(cfg.APIURL + "/")
	if err != nil {
		return nil, &CheckError{true, fmt.Sprintf("--github-api-url %q: %v", cfg.APIURL, err)}
	}
	c.BaseURL = u
	c.UserAgent = "resilience-bot/" + version
	app, _, err := c.Apps.Get(ctx, "")
	var ge *github.ErrorResponse
	switch {
	case errors.As(err, &ge) && ge.Response != nil:
		code := ge.Response.StatusCode
		switch {
		case code == http.StatusUnauthorized || code == http.StatusForbidden:
			return nil, &CheckError{true, fmt.Sprintf("GitHub rejected the App's JWT (GET %s/app: %d %s): App ID %d and the private key %s do not belong to the same App, or the key was deleted; check --app-id and --private-key",
				cfg.APIURL, code, ge.Message, cfg.AppID, cfg.PrivateKeyFile)}
		case code == http.StatusNotFound:
			return nil, &CheckError{true, fmt.Sprintf("GET %s/app: 404: --github-api-url is not the REST API root (https://api.github.com; GitHub Enterprise Server: https://HOST/api/v3)", cfg.APIURL)}
		case code >= 500:
			return nil, &CheckError{false, fmt.Sprintf("GET %s/app: %d: GitHub is failing; try again later", cfg.APIURL, code)}
		default:
			return nil, &CheckError{true, fmt.Sprintf("GET %s/app: %d %s", cfg.APIURL, code, ge.Message)}
		}
	case err != nil && ctx.Err() == nil && isDecodeError(err):
		return nil, &CheckError{true, fmt.Sprintf("GET %s/app did not answer as GitHub's REST API (%v): check --github-api-url", cfg.APIURL, err)}
	case err != nil:
		return nil, &CheckError{false, fmt.Sprintf("cannot reach GitHub at %s: %v", cfg.APIURL, err)}
	}
	if app.GetID() != cfg.AppID {
		return nil, &CheckError{true, fmt.Sprintf("GET %s/app answered for App %d (%s), not --app-id %d", cfg.APIURL, app.GetID(), app.GetSlug(), cfg.AppID)}
	}
	return &App{ID: app.GetID(), Slug: app.GetSlug(), Name: app.GetName()}, nil
}

// isDecodeError reports whether err is go-github's failure to decode a 2xx
// body (an HTML page or another service behind the URL).
func isDecodeError(err error) bool {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	return errors.As(err, &se) || errors.As(err, &te)
}
