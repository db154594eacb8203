// Package ghclient is resilience-check's GitHub layer, shared by the Action
// and the GitHub App bot: a go-github client behind a retrying transport, the
// changed files of a pull request or a comparison from the REST API, file
// contents at a commit, the check run with batched annotations and the
// sticky pull request comment.
//
// Every call has a timeout and a retry policy (see Transport); nothing here
// writes the token anywhere.
package ghclient

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/google/go-github/v62/github"
)

// DefaultAPIURL is the REST API root of github.com. GitHub Enterprise Server
// uses https://HOST/api/v3, which the runner passes as GITHUB_API_URL.
const DefaultAPIURL = "https://api.github.com"

// Options configures New.
type Options struct {
	// Token authenticates every request as "Authorization: Bearer <token>";
	// empty sends none (Authorize may add its own).
	Token string
	// APIURL is the REST API root, e.g. GITHUB_API_URL; empty means
	// DefaultAPIURL. It is used as given, without adding /api/v3.
	APIURL string
	// UserAgent names the client, e.g. "resilience-check/1.2.0".
	UserAgent string
	// Policy is the retry policy; zero fields take DefaultRetryPolicy's.
	Policy RetryPolicy
	// Clock is the retry transport's time source; nil means RealClock.
	Clock Clock
	// Base sends the requests under the retry transport; nil means
	// http.DefaultTransport.
	Base http.RoundTripper
	// Authorize, when set, wraps the retry transport, e.g. for a GitHub App
	// installation (the bot), with Token left empty:
	//
	//	Authorize: func(rt http.RoundTripper) http.RoundTripper {
	//		atr, _ := ghinstallation.NewAppsTransport(rt, appID, key) // key parsed and checked beforehand
	//		atr.BaseURL = apiURL                                        // GHES
	//		return ghinstallation.NewFromAppsTransport(atr, installationID)
	//	}
	//
	// so that the installation token requests go through the retry transport
	// too.
	Authorize func(http.RoundTripper) http.RoundTripper
	// Logf receives retry and give-up lines; nil discards them.
	Logf func(format string, args ...any)
}

// Client is a go-github client with the retry transport underneath.
type Client struct {
	// GitHub is the go-github client, for calls this package does not wrap.
	GitHub *github.Client
}

// Repo names a repository.
type Repo struct {
	Owner, Name string
}

// ParseRepo splits "owner/name" (as in GITHUB_REPOSITORY). It returns an
// error when either part is missing.
func ParseRepo(s string) (Repo, error) {
	owner, name, ok := strings.Cut(s, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") {
		return Repo{}, fmt.Errorf("repository %q: want owner/name", s)
	}
	r := Repo{owner, name}
	return r, r.Validate()
}

// ErrBadPath is wrapped by the error for a repository name or file path
// that would change which API endpoint a request reaches: a "." or ".."
// segment (resolved away when the request URL is built, RFC 3986 section
// 5.2.4), an empty segment, or a character GitHub does not allow there.
var ErrBadPath = errors.New("bad path")

// Validate checks Owner and Name before they are put into an API path:
// GitHub allows letters, digits, '-', '_' and '.' in them (owners: letters,
// digits and '-'), and neither may be "." or "..". go-github puts them into
// the URL unescaped.
func (r Repo) Validate() error {
	for _, part := range []string{r.Owner, r.Name} {
		if part == "" || part == "." || part == ".." || len(part) > 100 {
			return fmt.Errorf("repository %q: %w", r.String(), ErrBadPath)
		}
		for _, c := range part {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
				return fmt.Errorf("repository %q: %w", r.String(), ErrBadPath)
			}
		}
	}
	return nil
}

// CheckPath checks a repository file path before it is put into an API
// path: slash-separated, relative, with no empty, "." or ".." segment and no
// control character. Errors wrap ErrBadPath.
func CheckPath(p string) error {
	if p == "" {
		return fmt.Errorf("empty path: %w", ErrBadPath)
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return fmt.Errorf("path %q: %w: empty, \".\" or \"..\" segment", p, ErrBadPath)
		}
	}
	for _, c := range p {
		if c < 0x20 || c == 0x7f {
			return fmt.Errorf("path %q: %w: control character", p, ErrBadPath)
		}
	}
	return nil
}

// String returns "owner/name".
func (r Repo) String() string { return r.Owner + "/" + r.Name }

// New builds a client. It fails only on an unparsable APIURL.
func New(o Options) (*Client, error) {
	var rt http.RoundTripper = &Transport{Base: o.Base, Policy: o.Policy, Clock: o.Clock, Logf: o.Logf}
	if o.Authorize != nil {
		rt = o.Authorize(rt)
	}
	// resilience: ignore[RC101] Transport bounds every attempt, the body read included (Policy.Timeout, 30 s by default)
	gh := github.NewClient(&http.Client{Transport: rt})
	if o.Token != "" {
		gh = gh.WithAuthToken(o.Token)
	}
	api := o.APIURL
	if api == "" {
		api = DefaultAPIURL
	}
	u, err := url.Parse(strings.TrimRight(api, "/") + "/")
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("github api url %q: want an absolute URL such as %s", api, DefaultAPIURL)
	}
	gh.BaseURL = u
	if o.UserAgent != "" {
		gh.UserAgent = o.UserAgent
	}
	return &Client{GitHub: gh}, nil
}

// StatusCode returns the HTTP status of a GitHub error answer, or 0 when err
// is not one (a network error, a timeout, nil).
func StatusCode(err error) int {
	var er *github.ErrorResponse
	if errors.As(err, &er) && er.Response != nil {
		return er.Response.StatusCode
	}
	var rl *github.RateLimitError
	if errors.As(err, &rl) && rl.Response != nil {
		return rl.Response.StatusCode
	}
	var ab *github.AbuseRateLimitError
	if errors.As(err, &ab) && ab.Response != nil {
		return ab.Response.StatusCode
	}
	return 0
}

// IsForbidden reports whether GitHub refused the call for lack of permission
// (401, or 403 that is not a rate limit), as for a fork pull request's
// read-only token: "Resource not accessible by integration".
func IsForbidden(err error) bool {
	var rl *github.RateLimitError
	var ab *github.AbuseRateLimitError
	if errors.As(err, &rl) || errors.As(err, &ab) {
		return false
	}
	s := StatusCode(err)
	return s == http.StatusForbidden || s == http.StatusUnauthorized
}

// IsUnreachable reports whether err means GitHub did not answer at all: a
// failed connection, a timeout or a DNS error, after the retries.
func IsUnreachable(err error) bool {
	if err == nil || StatusCode(err) != 0 {
		return false
	}
	var ne net.Error
	var ue *url.Error
	return errors.As(err, &ne) || errors.As(err, &ue) || errors.Is(err, context.DeadlineExceeded)
}

// ErrorSummary is a one-line description of err for logs and summaries: the
// HTTP status and GitHub's message for an error answer, else err itself.
func ErrorSummary(err error) string {
	var er *github.ErrorResponse
	if errors.As(err, &er) && er.Response != nil {
		msg := er.Message
		if msg == "" {
			msg = http.StatusText(er.Response.StatusCode)
		}
		return fmt.Sprintf("%d %s", er.Response.StatusCode, msg)
	}
	var rl *github.RateLimitError
	if errors.As(err, &rl) {
		return fmt.Sprintf("rate limit exceeded until %s: %s", rl.Rate.Reset.Format("15:04:05 MST"), rl.Message)
	}
	var ab *github.AbuseRateLimitError
	if errors.As(err, &ab) {
		return "secondary rate limit: " + ab.Message
	}
	return err.Error()
}
