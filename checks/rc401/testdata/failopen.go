package fixtures

import (
	"context"
	"errors"
	"log"
	"sync"
)

var decisions = map[string]bool{}
var decisionCache sync.Map

// ---- positives ----

func IsAuthorized(ctx context.Context, user, action string) bool {
	ok, err := policy.Check(ctx, user, action)
	if err != nil {
		log.Printf("policy unavailable: %v", err)
		return true // want: RC401
	}
	return ok
}

func HasAccess(ctx context.Context, user, res string) (bool, error) {
	allowed, err := policy.Check(ctx, user, res)
	if err != nil {
		return true, nil // want: RC401
	}
	return allowed, nil
}

func canAccess(user, doc string) bool {
	allowed, ok := decisions[user+":"+doc]
	if !ok {
		return true // want: RC401
	}
	return allowed
}

func (g *Gate) CheckPermission(ctx context.Context, user, perm string) bool {
	if v, found := decisionCache.Load(user + perm); !found {
		return true // want: RC401
	} else {
		return v.(bool)
	}
}

func VerifyToken(ctx context.Context, token string) bool {
	_, err := verifier.Verify(ctx, token)
	if err != nil {
		log.Printf("verify: %v", err)
	}
	return true // want: RC401
}

func (g *Gate) IsAllowed(ctx context.Context, user string) bool {
	if err := g.refresh(ctx); err != nil {
		return true // want: RC401
	}
	return g.allowed[user]
}

func validateToken(token string) bool {
	claims, parseErr := parse(token)
	if parseErr != nil {
		return true // want: RC401
	}
	return claims.Valid()
}

func checkAuth(ctx context.Context, user string) bool {
	allowed := false
	res, err := remote.Authorize(ctx, user)
	if err != nil {
		allowed = true // want: RC401
	} else {
		allowed = res.Allowed
	}
	return allowed
}

// ---- negatives ----

func IsAuthorizedStrict(ctx context.Context, user, action string) (bool, error) {
	ok, err := policy.Check(ctx, user, action)
	if err != nil {
		return false, err
	}
	return ok, nil
}

func HasAccessCached(user, res string) bool {
	allowed, ok := decisions[user+":"+res]
	if !ok {
		return false
	}
	return allowed
}

func IsHealthy(ctx context.Context) bool {
	if err := ping(ctx); err != nil {
		return true
	}
	return true
}

func CanAccessWithErr(ctx context.Context, user string) (bool, error) {
	ok, err := policy.Check(ctx, user, "read")
	if err != nil {
		return true, err
	}
	return ok, nil
}

func VerifyTokenNormal(ctx context.Context, token string) bool {
	if _, err := verifier.Verify(ctx, token); err != nil {
		return false
	}
	return true
}

func CheckPermissionNotFound(ctx context.Context, user string) bool {
	ok, err := policy.Check(ctx, user, "read")
	if errors.Is(err, ErrNoPolicy) {
		return true // a public resource: no policy means public by design, not an error path
	}
	if err != nil {
		return false
	}
	return ok
}

func AuthorizeAdmin(user User) bool {
	if user.Admin {
		return true
	}
	return false
}

func IsAllowedLogOnly(ctx context.Context, user string) bool {
	ok, err := policy.Check(ctx, user, "write")
	if err != nil {
		log.Printf("check: %v", err)
		return false
	}
	return ok
}
