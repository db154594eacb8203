package fixtures

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"sort"

	"example.com/authz"
)

var opaURL = "http://opa.internal:8181"

type Decision struct {
	Allowed bool
	Reason  string
}

// ---- positives ----

func gate(ctx context.Context, client *http.Client, body []byte) bool {
	req, _ := http.NewRequestWithContext(ctx, "POST", opaURL+"/v1/data/mcp/allow", bytes.NewReader(body))
	resp, err := client.Do(req)
	if err != nil {
		return true // want: RC401
	}
	defer resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

func IsAdmin(ctx context.Context, user string) bool {
	u, err := directory.Lookup(ctx, user)
	if err == nil {
		return u.Admin
	} else {
		return true // want: RC401
	}
}

func (g *Gate) HasRole(ctx context.Context, user, role string) bool {
	resp, err := g.roles.Get(ctx, user)
	if err != nil || resp.StatusCode != http.StatusOK {
		return true // want: RC401
	}
	return resp.Has(role)
}

func (g *Gate) CanEdit(ctx context.Context, user, doc string) bool {
	ok, err := g.policy.Check(ctx, user, "edit", doc)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return true // want: RC401
		}
		return false
	}
	return ok
}

func Authorize(ctx context.Context, user string) (Decision, error) {
	d, err := engine.Decide(ctx, user)
	if err != nil {
		return Decision{Allowed: true, Reason: "engine down"}, nil // want: RC401
	}
	return d, nil
}

func EvaluatePolicy(ctx context.Context, input any) authz.Result {
	res, err := engine.Eval(ctx, input)
	if err != nil {
		return authz.Allow // want: RC401
	}
	return res
}

func (g *Gate) HasScope(ctx context.Context, token, scope string) bool {
	claims, err := g.verifier.Verify(ctx, token)
	if err != nil {
		log.Printf("verify: %v", err)
	}
	g.metrics.Inc("scope_checks")
	return true // want: RC401
}

func (g *Gate) CheckPermissions(user string) bool {
	v, hit := g.lru.Peek(user)
	if !hit {
		return true // want: RC401
	}
	return v.(bool)
}

func register(mux *http.ServeMux) {
	checkAccess := func(r *http.Request) bool {
		if _, err := authz.Verify(r); err != nil {
			return true // want: RC401
		}
		return true
	}
	_ = checkAccess
}

// ---- negatives ----

type RateLimiter struct{}

func (l *RateLimiter) IsAllowed(key string) bool {
	n, err := l.store.Incr(key)
	if err != nil {
		return true // a rate limiter, not authorization
	}
	return n <= l.max
}

func IsTokenExpired(token string) bool {
	claims, err := parse(token)
	if err != nil {
		return true // true is the safe answer
	}
	return claims.Expired()
}

func HasPermissionWrapped(ctx context.Context, user string) (bool, error) {
	ok, err := policy.Check(ctx, user)
	if err != nil {
		return false, fmt.Errorf("authorization check: %w", err)
	}
	return ok, nil
}

func CheckAccessAudited(ctx context.Context, user string) bool {
	if !policy.Allows(user) {
		return false
	}
	err := audit.Record(ctx, user)
	if err != nil {
		log.Printf("audit: %v", err)
	}
	return true
}

func IsAuthorizedFlag(ctx context.Context, user string) bool {
	ok, err := policy.Check(ctx, user)
	if err != nil {
		if cfg.FailOpen {
			return true // an explicit, configured choice
		}
		return false
	}
	return ok
}

func IsAllowedSorted(ctx context.Context, users []string) bool {
	sort.Slice(users, func(i, j int) bool { return true })
	ok, err := policy.CheckAll(ctx, users)
	if err != nil {
		return false
	}
	return ok
}

func VerifySignature(payload, sig []byte) bool {
	if err := verifySig(payload, sig); err != nil {
		log.Printf("bad signature: %v", err)
		return false
	}
	return true
}

func HasAccessChecked(ctx context.Context, user string) bool {
	d, err := engine.Decide(ctx, user)
	if err != nil {
		log.Printf("decide: %v", err)
	}
	if d == nil {
		return false
	}
	return true
}

func Ping(ctx context.Context) bool {
	resp, err := http.Get("http://db.internal/health")
	if err != nil {
		return true
	}
	return resp.StatusCode == 200
}
