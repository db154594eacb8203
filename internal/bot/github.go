package bot

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"

	"github.com/bradleyfalzon/ghinstallation/v2"

	"github.com/resilience-check/resilience-check/ghclient"
)

// installations hands out one GitHub client per installation, built once and
// cached: ghinstallation mints the installation token with the App's JWT and
// renews it before it expires. The token and the JWT stay inside the
// transport; nothing here logs them.
type installations struct {
	appID   int64
	key     *rsa.PrivateKey
	apiURL  string
	agent   string
	policy  ghclient.RetryPolicy
	base    http.RoundTripper // nil: http.DefaultTransport
	metrics *metrics
	logf    func(format string, args ...any)

	mu      sync.Mutex
	clients map[int64]*ghclient.Client
}

// client returns the cached client of installation id, building it on first
// use.
func (in *installations) client(id int64) (*ghclient.Client, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if c := in.clients[id]; c != nil {
		return c, nil
	}
	base := in.base
	if base == nil {
		base = http.DefaultTransport
	}
	c, err := ghclient.New(ghclient.Options{
		APIURL:    in.apiURL,
		UserAgent: in.agent,
		Policy:    in.policy,
		Base:      &countingTransport{base: base, m: in.metrics, installation: strconv.FormatInt(id, 10)},
		Logf:      in.logf,
		Authorize: func(rt http.RoundTripper) http.RoundTripper {
			atr := ghinstallation.NewAppsTransportFromPrivateKey(rt, in.appID, in.key)
			atr.BaseURL = in.apiURL
			return ghinstallation.NewFromAppsTransport(atr, id)
		},
	})
	if err != nil {
		return nil, fmt.Errorf("github client for installation %d: %w", id, err)
	}
	if in.clients == nil {
		in.clients = map[int64]*ghclient.Client{}
	}
	in.clients[id] = c
	return c, nil
}

// forget drops installation id's client (the App was uninstalled there).
func (in *installations) forget(id int64) {
	in.mu.Lock()
	delete(in.clients, id)
	in.mu.Unlock()
}

// installationStatus returns the HTTP status GitHub gave when the
// installation token was asked for (404 or 410 for an installation that was
// removed, 401 for a wrong App ID or key), or 0 when err is not about the
// token.
func installationStatus(err error) int {
	var he *ghinstallation.HTTPError
	if errors.As(err, &he) && he.Response != nil {
		return he.Response.StatusCode
	}
	return 0
}
