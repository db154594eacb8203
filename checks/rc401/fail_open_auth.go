package rc401

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/outbound"
	"github.com/resilience-check/resilience-check/checks/model"
)

// Rule is RC401 fail-open-authorization.
//
// What it does: in an authorization decision (a function named like
// is_authorized, check_permission, hasAccess, canAccess, authorize,
// verify_token, IsAllowed, or a bool function that calls an authorization,
// permission or policy service), reports the paths that grant access when the
// check fails: an except/catch handler or `if err != nil` branch that returns
// true (or sets the returned variable to true), a decision that defaults to
// true (`?? true`, `|| true`, `.get(k, True)`, a Go cache miss that returns
// true), and a handler that swallows the error and falls through to
// `return True`.
//
// Why is this bad? When the policy service is down, slow or answers garbage,
// the check grants access it could not verify; a revoked user keeps working
// for as long as the outage lasts. Not failing securely is CWE-636.
//
// Example:
//
//	try {
//	  return (await fetchAuthz(user, resource)).allowed;
//	} catch {
//	  return cache.get(user) ?? true;
//	}
//
// Use instead:
//
//	} catch (err) {
//	  throw new McpError(ErrorCode.InternalError, "authorization service unavailable");
//	}
//
// Source: SkillAudit's "Designing for resiliency" pattern 4 "Fail-safe
// defaults" and checklist item 4
// ("Authorization checks fail closed"), ItemAuthFailClosed; CWE-636. Peers:
// semgrep's fail-open rules and CodeQL's java/insecure-auth-fallback-style
// queries judge the same idea; no Ruff rule has it.
var Rule = &model.Rule{
	ID: "RC401", Name: "fail-open-authorization", Severity: model.SeverityHigh, CWE: 636, Checklist: model.ItemAuthFailClosed,
	Summary: "Authorization check grants access when it fails (fail-open)",
	Description: "An authorization decision that returns true from an exception handler or an err != nil branch, " +
		"defaults to true when no answer is cached, or swallows the error and falls through to allow grants access " +
		"it could not verify whenever the policy service is down or misbehaves. Fail closed: deny or surface an error.",
	Help:      failOpenAuthHelp,
	Languages: []model.Language{model.LangPython, model.LangJavaScript, model.LangTypeScript, model.LangGo},
	Check:     checkFailOpenAuth,
}

const failOpenAuthHelp = `## What it does
Reports authorization decisions that grant access when the check itself fails.

A function is an authorization decision when its name says so (` + "`is_authorized`" + `,
` + "`check_permission(s)`" + `, ` + "`has_access`" + ` / ` + "`hasAccess`" + `, ` + "`can_access`" + ` / ` + "`canEdit`" + `,
` + "`authorize`" + `, ` + "`verify_token`" + `, ` + "`validate_token`" + `, ` + "`is_allowed`" + `, ` + "`checkAuth`" + `,
` + "`IsAdmin`" + `, ` + "`allow_action`" + `, ...: a verb such as is/has/can/check/verify/validate/ensure with an
object such as permission, access, auth, scope, role, admin or policy; a credential (token, JWT,
password, signature, API key) with a verb that validates it (verify/validate/check) or an
adjective such as valid or active, so ` + "`is_api_token`" + ` (a classification) is not one; or a word
such as authorize/authorized/authz/allowed), or when it returns a bool and calls an authorization upstream (an HTTP call whose URL or host
names auth, authz, permission, policy or OPA, or a call such as ` + "`fetchAuthz(...)`" + `). In such a
function it reports:

- an ` + "`except`" + ` / ` + "`catch`" + ` handler, a ` + "`finally`" + ` block, a promise ` + "`.catch(() => true)`" + `, or a Go
  ` + "`if err != nil`" + ` branch (or the ` + "`else`" + ` of ` + "`if err == nil`" + `) that returns ` + "`true`" + ` (also
  ` + "`true, nil`" + `, ` + "`{ allowed: true }`" + `, ` + "`\"allow\"`" + `, ` + "`Decision.ALLOW`" + `), or sets the variable the
  function returns to ` + "`true`" + `;
- a decision that defaults to ` + "`true`" + ` when nothing is cached or the answer lacks the field:
  ` + "`cache.get(k) ?? true`" + `, ` + "`x || true`" + `, ` + "`x or True`" + `, ` + "`cache.get(k, True)`" + `,
  ` + "`getattr(resp, \"allowed\", True)`" + `, ` + "`getOrDefault(k, true)`" + `, returned directly or through a
  returned variable, and the Go cache miss ` + "`v, ok := cache[k]; if !ok { return true }`" + `;
- a handler that only logs or passes (or a Go ` + "`if err != nil`" + ` that only logs) and then falls
  through to ` + "`return True`" + ` after the ` + "`try`" + `, when the guarded code makes the decision (an
  HTTP call, a token decode, a permission or policy call);
- a layered decision that falls back to its local decision when the authorization service
  fails: ` + "`const local = evaluate(cmd); if (local.decision === \"deny\") return local;`" + `, then a
  ` + "`try`" + ` that asks the service (an OPA or authz URL) for a deny of its own and a ` + "`catch`" + ` / ` + "`except`" + `
  that neither denies nor rethrows before ` + "`return local`" + `: past the early return the local
  decision allows, so an outage grants what the service would have refused.

In Go it also reports a denial that runs only when the check behind it succeeded: in a
function named for a security decision (block, deny, allow, permit, policy, security), an ` + "`if`" + `
on ` + "`err == nil && matched`" + ` whose body denies (returns an error or false), with ` + "`err`" + ` from a
call that matches, compiles, parses or verifies (` + "`regexp.MatchString(pattern, cmd)`" + `,
` + "`filepath.Match`" + `): a blocked pattern that does not compile lets every command through (a
verification error treated as success; medium, as the failure comes from the check's own
configuration or input). Not reported when the error is returned before the test.

It also reports authentication that is off by default (CWE-1188, insecure default; the
effect is CWE-636): a server that serves every request when its own secret is not configured.

- an authentication check (a middleware or validator named for auth, tokens or API keys, or one
  that answers 401/403 further down) whose ` + "`if`" + ` tests the configured secret for absence
  (` + "`!authToken`" + `, ` + "`tokens.length === 0`" + `, ` + "`not self.token`" + `, ` + "`key == \"\"`" + `) and passes the
  request on (` + "`next()`" + `, ` + "`call_next(request)`" + `, ` + "`next.ServeHTTP(w, r)`" + `, ` + "`return true`" + `,
  ` + "`return { ok: true }`" + `, a Go middleware factory handing back ` + "`next`" + ` unchanged, or the "no error" value
  (None, nil, null) the check also returns when the secret matched: ` + "`if not expected: return None`" + ` before
  ` + "`if provided and compare_digest(provided, expected): return None`" + ` and an error result otherwise), when the
  same secret is compared further down (a list of API keys, ` + "`if not self.api_keys: return await call_next(request)`" + `
  in the ` + "`dispatch`" + ` of a class named for authentication, and a secret read from a settings object's field,
  ` + "`expected = _cfg().API_KEY`" + `, count); also when the ` + "`if`" + ` tests that every way of
  authenticating is unset (` + "`validator == nil && staticToken == \"\"`" + `), and when its branch passes
  the request on (or returns a stand-in identity such as ` + "`{ token: \"dev-placeholder\" }`" + `) only
  under ` + "`if (env !== \"production\")`" + `: an environment nobody set is not production, so that is
  the default. A refusal to start that holds only in production
  (` + "`if (env === \"production\" && !secret) throw ...`" + `) does not close it; a bypass that needs an
  explicit ` + "`env === \"development\"`" + ` is an opt-out and is not reported. The check is also
  recognised by what it does: a constant-time comparison (` + "`compare_digest`" + `, ` + "`timingSafeEqual`" + `,
  ` + "`ConstantTimeCompare`" + `, ` + "`hmac.Equal`" + `) in a validator named for its secret or signature
  (` + "`validateSecret`" + `, a webhook's ` + "`VerifyWebhook...`" + `), a Go check that answers with an
  ` + "`ErrInvalidToken`" + `-style error, or a bearer token read from the request and denied further down
  when the secret itself is compared in a helper; the production-only refusal in its mirror form
  (` + "`if secret == \"\" { if cfg.IsProduction() { return false, err }; return true, nil }`" + `) leaves the
  pass as the default too;
- start-up code on a network transport (an enclosing condition or the message names
  http/sse/listening) that only logs a warning about authentication when the secret is missing
  and goes on to serve;
- Go wiring that puts the authentication middleware in front of the handler only when the
  secret is set (` + "`if cfg.APIKey != \"\" { h = apiKeyMiddleware(h) }`" + `, ` + "`router.Use(authMiddleware())`" + `
  under such an ` + "`if`" + `, with no ` + "`else`" + `) in a file that serves HTTP: without the variable the
  handler is served bare;
- a token check that compares the audience (or issuer) only when one is configured
  (` + "`if (audience && info.aud !== audience) throw ...`" + `): without it a token issued to any client passes.
  The same holds for an audience (or issuer) handed to the verification only when configured:
  ` + "`if j.audience != \"\" { opts = append(opts, jwt.WithAudience(j.audience)) }`" + ` with no else, before
  ` + "`jwt.Parse(tokenString, key, opts...)`" + ` (golang-jwt validates ` + "`aud`" + ` only under ` + "`WithAudience`" + `;
  jsonwebtoken's ` + "`verify`" + ` only with ` + "`options.audience`" + `);
- the positive form of the same default: an ` + "`if`" + ` that runs the check only when the secret is set
  (` + "`if len(tokens) != 0 { ...401 on a mismatch... }`" + `) and then passes the request on
  (` + "`next.ServeHTTP(w, r)`" + `, ` + "`next()`" + `, ` + "`return await call_next(request)`" + `) for everyone else, or
  whose ` + "`else`" + ` only warns on a network transport (` + "`if config.http_auth_token:`" + ` installs the bearer
  middleware, ` + "`else: logger.warning(\"... accept unauthenticated requests\")`" + `), in a function named
  for authentication; also an early ` + "`return True`" + ` when the secret is unset before a ` + "`return`" + ` that
  compares it (` + "`return secrets.compare_digest(token, self._api_key)`" + `). A set branch that answers
  the caller 401 or 403 counts in a function of any name when the code after it serves the request
  itself: a request handler (a ` + "`request`" + ` or ` + "`req`" + ` parameter, Go's ` + "`http.ResponseWriter`" + `) that
  verifies a webhook signature ` + "`if secret:`" + ` and then processes the payload for everyone else, and the
  single condition ` + "`if expected and not compare_digest(key, expected): 401`" + ` before the app is
  called (unless another ` + "`if`" + ` of the file on the same configured value, such as the one that installs
  the middleware only when it is set, decides the unset case). A set branch that denies
  nothing (a header forwarded when a token is configured) is not a check and is not reported.
- authentication that a flag switches on and that is off when nobody sets it: an ` + "`if`" + ` on a
  flag named for enabling authentication (` + "`enableAuth`" + `, ` + "`authEnabled`" + `, ` + "`REQUIRE_AUTH`" + `) whose
  default, read in the same file, is off (` + "`process.argv.includes(\"--auth\")`" + `,
  ` + "`process.env.X === \"true\"`" + `, ` + "`os.getenv(\"X\", \"false\") == \"true\"`" + `), when the branch taken
  without the flag registers routes while the other authenticates, or passes the request on
  (` + "`if (!authEnabled) return next()`" + `) before a 401 further down. A flag on by default
  (` + "`!== \"false\"`" + `) or whose default is set in another module is not reported.
- a FastMCP or MCP SDK auth provider that is None when its settings are missing (Python): a
  provider factory (a function named for an auth provider, or one that returns a provider, verifier
  or proxy class such as ` + "`BearerAuthProvider`" + `, ` + "`JWTVerifier`" + `, ` + "`StaticTokenVerifier`" + `, ` + "`MultiAuth`" + `,
  itself or through a function of the file, in a file that imports from a ` + "`server.auth`" + ` module) whose
  ` + "`return None`" + ` sits under an ` + "`if`" + ` testing a setting for absence
  (` + "`if not public_key and not jwks_uri: return None`" + `, ` + "`if name is None: return None`" + `); and the wiring form, a variable bound
  to ` + "`None`" + ` and set to such a class only under an ` + "`if`" + ` on a token or secret with no ` + "`else`" + `, then
  passed as ` + "`auth=`" + ` (` + "`auth_provider = None; if bearer: auth_provider = StaticTokenVerifier(...)`" + `;
  ` + "`FastMCP(..., auth=auth_provider)`" + `). FastMCP uses an auth provider only on its HTTP transports, so
  a server that builds one is served over HTTP, and ` + "`auth=None`" + ` serves every tool to anyone. A
  factory's ` + "`return None`" + ` in an ` + "`except`" + ` handler is reported as failing open (CWE-636: an error
  that should stop the server disables its authentication). A condition naming an explicit opt-in
  or opt-out flag (` + "`if not settings.auth_enabled`" + `) is not reported.

Not reported there: a branch that denies, raises or exits when the secret is missing; a server
that refuses to start without it elsewhere in the file (an ` + "`if`" + ` on the same name or
environment variable that raises, exits or collects a start-up error); a condition that also
names an explicit opt-out someone must set (insecure, dev, debug, disable(d), skip, bypass,
anonymous, unauthenticated, optional, allow...: ` + "`if (!token && allowUnauthenticated)`" + `), as
Semgrep's and CodeQL's rules on disabled authentication or verification report the default and
not a documented, explicitly set flag; a credential read from the request (` + "`req.headers`" + `,
a provided or refresh token: optional authentication that a route enforces); and a stdio
server's start-up (no middleware, no listening message). A refusal in another file is not seen:
silence such a finding with the suppression comment and the reason.

Not reported: handlers that return false, deny, raise, re-throw or return the error; Go
` + "`if err != nil { return false, err }`" + `; ` + "`?? false`" + ` and ` + "`.get(k, False)`" + `; true returned
only on the happy path; functions that are not about authorization (` + "`is_healthy`" + `,
` + "`exists`" + `); names whose true answer is the safe one (` + "`is_auth_required`" + `,
` + "`is_token_expired`" + `, ` + "`is_revoked`" + `, ` + "`is_blocked`" + `); methods of rate limiters and throttles;
and a ` + "`return True`" + ` in a handler guarded by a condition that does not look at the error
(` + "`if settings.ALLOW_ANONYMOUS: return True`" + `), which is configuration, not a failure path;
and a handler that makes the decision itself as a fallback: it raises or returns false under
conditions about the input, not the error (` + "`except ImportError:`" + ` followed by a local
check that raises, then ` + "`return True`" + `). A handler that denies only some errors
(` + "`if e.status == 403: return False`" + `) and allows the rest is reported.

It also reports a request credential that falls back to the server's own: an HTTP handler that
reads the caller's credential from the request (a header or query parameter named for a token,
API key, secret or authorization) and, when the request carries none, uses the server's
configured credential instead (` + "`(req.headers[\"x-api-key\"] as string) || process.env.API_KEY`" + `,
` + "`request.headers.get(\"X-Token\") or os.getenv(\"TOKEN\")`" + `, Go's ` + "`tok := r.Header.Get(\"X-Token\");`" + `
` + "`if tok == \"\" { tok = os.Getenv(\"TOKEN\") }`" + `): any caller without a credential acts with the
operator's identity (medium, CWE-636). A server-side default for a value that is no credential
(a base URL, a region) is not reported.

## Severity
High: an error that grants access is a security defect whatever the load. Medium for the
insecure defaults (CWE-1188): the open state needs an operator's omission rather than an
attacker-caused failure, and it stays open silently, so it still fails the check at the
default fail-on; SkillAudit's pattern 4 "Fail-safe defaults" asks for the restrictive posture
when the configuration is uncertain. High and medium findings fail the check at the default fail-on (medium) and annotate as failure or warning; low ones annotate as notices, are listed in a collapsed section of the comment and do not fail the check.

## Why is this bad?
When the policy service is down, slow or answers something malformed, a fail-open check
grants access it could not verify. A user whose permission was revoked keeps operating for
as long as the outage lasts, and an attacker who can make the auth service fail (overload
it, break its DNS, send a token that makes the decoder throw) gets in. An MCP server acts at
machine speed with real credentials, so a silent grant is not recoverable once the tool has
acted on it; a temporary denial is (the model can say "try again later"). SkillAudit's
"Designing for resiliency", pattern 4:
"Authorization checks fail closed: a failure to reach the auth service returns an error,
never a default-allow." This is CWE-636, Not Failing Securely ('Failing Open').

Stale caches are the same risk: a cached "allowed" from before a revocation keeps granting
access for the cache's lifetime, so for authorization data prefer failing closed to serving
a stale or default answer.

## Example
` + "```python" + `
def is_authorized(user_id: str, action: str) -> bool:
    try:
        resp = requests.get(AUTHZ_URL, params={"user": user_id, "action": action}, timeout=(5, 20))
        resp.raise_for_status()
        return bool(resp.json()["allowed"])
    except Exception:
        return True  # don't lock people out while the policy service is down
` + "```" + `

` + "```ts" + `
async function isAuthorized(userId: string, resource: string): Promise<boolean> {
  try {
    return (await authBreaker.call(() => fetchAuthz(userId, resource))).allowed;
  } catch {
    return cachedAuthz.get(userId) ?? true;
  }
}
` + "```" + `

` + "```go" + `
func (a *Authz) IsAllowed(ctx context.Context, user, action string) bool {
	ok, err := a.policy.Check(ctx, user, action)
	if err != nil {
		return true
	}
	return ok
}
` + "```" + `

## Use instead
` + "```python" + `
    except (requests.RequestException, ValueError, KeyError):
        log.warning("authorization service unavailable; denying %s", action)
        raise ToolError("authorization service temporarily unavailable; try again later") from None
` + "```" + `

` + "```ts" + `
  } catch (err) {
    throw new McpError(ErrorCode.InternalError, "Authorization service temporarily unavailable");
  }
` + "```" + `

` + "```go" + `
	ok, err := a.policy.Check(ctx, user, action)
	if err != nil {
		return false, fmt.Errorf("authorization check: %w", err)
	}
	return ok, nil
` + "```" + `

If failing open is a deliberate, reviewed choice (a public read-only resource), say so with
` + "`# resilience: ignore[RC401] reason`" + ` on the line.

## References
- [CWE-636: Not Failing Securely ('Failing Open')](https://cwe.mitre.org/data/definitions/636.html)
- [SkillAudit, Designing for resiliency](https://skillaudit.dev/blog/mcp-server-resilience-fail-secure/), pattern 4 "Fail-safe defaults" and checklist item 4:
  "Authorization checks fail closed: a failure to reach the auth service returns an error,
  never a default-allow" (severity HIGH in the article's table).
- [OWASP: Fail securely](https://owasp.org/www-community/Fail_securely)
- [OWASP Top 10 A01: Broken Access Control](https://owasp.org/Top10/A01_2021-Broken_Access_Control/)

CWE-636 · checklist: authorization checks fail closed (SkillAudit checklist item 4).
`

var (
	// authzStrongWords make a name an authorization decision on their own.
	authzStrongWords = map[string]bool{"authorize": true, "authorized": true, "authorise": true, "authorised": true,
		"authz": true, "authorizer": true, "authenticate": true, "authenticated": true, "allowed": true, "permitted": true,
		"allows": true}
	// authzVerbs with an authzObjects word make a name a decision (is_admin, has_role, check_auth).
	authzVerbs = map[string]bool{"is": true, "has": true, "can": true, "check": true, "verify": true, "validate": true,
		"ensure": true, "may": true, "evaluate": true, "assert": true, "confirm": true, "enforce": true}
	authzObjects = map[string]bool{"permission": true, "permissions": true, "perm": true, "perms": true, "access": true,
		"auth": true, "authn": true, "authentication": true, "authorization": true, "scope": true, "scopes": true,
		"role": true, "roles": true, "privilege": true, "privileges": true, "grant": true, "granted": true, "acl": true,
		"admin": true, "policy": true, "allow": true, "permit": true, "entitlement": true, "entitlements": true}
	// credentialObjects make a decision only with a verb that validates them
	// (verify_token, check_password, is_token_valid), not with is/has, which
	// classify (is_api_token, has_token).
	credentialObjects = map[string]bool{"token": true, "jwt": true, "password": true, "signature": true,
		"credential": true, "credentials": true, "apikey": true}
	credentialVerbs = map[string]bool{"verify": true, "validate": true, "check": true, "authenticate": true,
		"confirm": true, "assert": true, "ensure": true}
	credentialAdjectives = map[string]bool{"valid": true, "active": true, "verified": true, "trusted": true,
		"authentic": true, "genuine": true}
	// canActions follow "can" in ability checks (canEdit, can_access).
	canActions = map[string]bool{"access": true, "edit": true, "view": true, "read": true, "write": true, "delete": true,
		"modify": true, "manage": true, "execute": true, "use": true, "run": true, "call": true, "invoke": true,
		"perform": true, "see": true, "update": true, "create": true, "approve": true, "admin": true, "impersonate": true}
	// authzSafeWords mark names whose true answer is the safe one (is_auth_required,
	// is_token_expired) or that are not decisions at all (auth_header_url).
	authzSafeWords = map[string]bool{"test": true, "mock": true, "fake": true, "stub": true, "dummy": true,
		"required": true, "require": true, "requires": true, "enabled": true, "enforced": true, "needed": true,
		"needs": true, "expired": true, "expires": true, "expiring": true, "revoked": true, "denied": true, "deny": true,
		"blocked": true, "block": true, "forbidden": true, "banned": true, "invalid": true, "missing": true,
		"locked": true, "suspended": true, "unauthorized": true, "unauthenticated": true, "error": true, "errors": true,
		"fail": true, "failed": true, "supported": true, "available": true, "configured": true, "present": true,
		"header": true, "headers": true, "url": true, "uri": true, "endpoint": true, "metadata": true, "refresh": true,
		"count": true, "format": true, "type": true}
	// authzUpstreamWords name an authorization service in a URL, host or callee.
	authzUpstreamWords = map[string]bool{"auth": true, "authz": true, "authn": true, "authorize": true,
		"authorization": true, "authorizer": true, "permission": true, "permissions": true, "perms": true, "opa": true,
		"policy": true, "policies": true, "acl": true, "entitlement": true, "entitlements": true}
	// authzCalleeWords name an authorization call in a callee (fetchAuthz, opa.evaluate).
	// ("policy" alone is too common: password, retry and cache policies.)
	authzCalleeWords = map[string]bool{"authz": true, "opa": true, "permission": true,
		"permissions": true, "authorize": true, "authorization": true, "entitlement": true, "entitlements": true}
	// decisionWords mark a call that takes part in an authorization decision, so an
	// error it raises must not be swallowed.
	decisionWords = map[string]bool{"auth": true, "authz": true, "authn": true, "authorize": true, "authorized": true,
		"authenticate": true, "permission": true, "permissions": true, "perm": true, "perms": true, "policy": true,
		"opa": true, "allow": true, "allowed": true, "access": true, "role": true, "roles": true, "scope": true,
		"scopes": true, "token": true, "jwt": true, "verify": true, "validate": true, "check": true, "decode": true,
		"acl": true, "grant": true, "introspect": true, "claims": true, "signature": true, "enforce": true,
		"evaluate": true, "can": true, "has": true, "is": true, "permit": true, "entitlement": true}
	// limiterClass: words (any case) of classes and Go receivers whose allow() is a rate limit, not authorization.
	limiterClass = []string{"rate", "limit", "throttl", "bucket", "quota", "backoff", "breaker", "debounce"}
	// urlish: words (any case) of an argument text that is a URL or names one.
	urlish = []string{"url", "uri", "endpoint", "host", "addr", "server", "http", "/"}
	// allowConst matches the last word of a constant that means allow.
	allowConst = map[string]bool{"allow": true, "allowed": true, "permit": true, "permitted": true, "grant": true,
		"granted": true, "authorized": true}
	// allowKeys are object keys whose true value grants access.
	allowKeys = map[string]bool{"allowed": true, "allow": true, "authorized": true, "authorised": true,
		"permitted": true, "granted": true}
	// safeDefaultKey: words (any case) of a .get() key whose true default is the safe one (require_auth).
	safeDefaultKey = []string{"requir", "enforc", "enabled", "strict", "verify", "check", "deny", "block"}
)

// authzWords splits an identifier into lowercase words: snake_case, camelCase,
// MixedCaps and acronyms (IsACLAllowed -> is acl allowed, verifyJWT -> verify jwt).
func authzWords(s string) []string {
	// Byte-wise: only ASCII letters and digits make words, so the bytes of a
	// multi-byte character separate words as the character itself would;
	// words are substrings of s, lowercased without a copy when already so.
	var out []string
	isUp := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	isLow := func(c byte) bool { return c >= 'a' && c <= 'z' }
	start := -1
	flush := func(i int) {
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case !(isUp(c) || isLow(c) || (c >= '0' && c <= '9')):
			flush(i)
			continue
		case isUp(c) && i > 0 && (isLow(s[i-1]) || (isUp(s[i-1]) && i+1 < len(s) && isLow(s[i+1]))):
			flush(i)
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return out
}

// authzName reports whether a function name reads as an authorization decision.
func authzName(name string) bool {
	words := authzWords(name)
	if len(words) == 0 {
		return false
	}
	verb, object, credVerb, cred, adjective, strong := false, false, false, false, false, false
	for i, w := range words {
		if authzSafeWords[w] || strings.HasPrefix(w, "test") {
			return false
		}
		strong = strong || authzStrongWords[w]
		verb = verb || authzVerbs[w]
		object = object || authzObjects[w]
		credVerb = credVerb || credentialVerbs[w]
		cred = cred || credentialObjects[w] || (w == "key" && i > 0 && words[i-1] == "api")
		adjective = adjective || credentialAdjectives[w]
		if (w == "can" && i+1 < len(words) && canActions[words[i+1]]) || ((w == "allow" || w == "permit") && len(words) > 1) {
			strong = true // canEdit, can_access, allow_action, permitRequest
		}
	}
	return strong || (verb && object) || (cred && (credVerb || adjective))
}

// authzFn collects, for one function, what the walk saw in it.
type authzFn struct {
	node     *model.Node
	name     string
	upstream bool            // calls an authorization service
	verdict  int8            // memo of (*failOpenCheck).verdict, after the walk
	boolLit  bool            // returns a literal true or false
	returned map[string]bool // identifiers it returns
	events   []authzEvent
}

type authzEventKind int

const (
	evAllowReturn   authzEventKind = iota // a return (or arrow body) whose value grants access
	evDefaultValue                        // `x ?? true` etc. assigned to a variable
	evSetTrue                             // `x = true` in a handler
	evTry                                 // a try statement (swallow check)
	evGoIfErr                             // a Go `if err != nil` without exit (swallow check)
	evCatchCallback                       // `.catch(() => true)`
)

type authzEvent struct {
	kind authzEventKind
	node *model.Node // the return, assignment, try or if
	val  *model.Node // the value
	name string      // the assigned variable
}

type failOpenCheck struct {
	p     *model.Pass
	f     *model.File
	fns   map[*model.Node]*authzFn
	order []*authzFn
	seen  map[uint32]bool // reported start bytes
	calls []*model.Node   // calls inside functions, in document order
	ifs   []*model.Node   // if statements, in document order (checkUnsetSecrets)
	// refusers are the ifs whose body raises, exits or collects a start-up
	// error, and bindings the binding lines found, by function and name
	// (refusedElsewhere, bindingLine: each read once per file).
	refusers []*model.Node
	bindings map[bindKey]string
}

func checkFailOpenAuth(p *model.Pass) {
	f := p.File
	// One case-insensitive search per hint: the file's lowercase copy is
	// built anyway (with the trigram set every word hint asks), a
	// case-sensitive hit is a hit here too, at the same or an earlier
	// offset, and a file without any hint is searched once instead of twice.
	c := &failOpenCheck{p: p, f: f, fns: map[*model.Node]*authzFn{}, seen: map[uint32]bool{}}
	c.checkSkippedDenials() // skipped_deny.go: Go only, its own hint
	if !f.ContainsFold(authzHints...) {
		return
	}
	// visit acts only on the node types of visitSyms and never prunes, so
	// NodesOf hands it exactly the nodes where a walk's call would act.
	f.NodesOf(visitSyms, func(n *model.Node) bool {
		c.visit(n)
		return true
	})
	c.markUpstream()
	for _, fn := range c.order {
		if c.isDecision(fn) {
			c.judge(fn)
		}
	}
	c.checkUnsetSecrets()
	c.checkCredFallbacks() // cred_fallback.go (after checkUnsetSecrets: reads c.ifs)
	c.checkFlagDefaults()  // flag_default.go
	c.checkDenyLayers()    // deny_layer.go
	c.checkProviderNone()  // provider_none.go
}

// fn returns the record of function node n, creating it.
func (c *failOpenCheck) fn(n *model.Node) *authzFn {
	if n == nil {
		return nil
	}
	if r, ok := c.fns[n]; ok {
		return r
	}
	r := &authzFn{node: n, name: c.funcName(n), returned: map[string]bool{}}
	c.fns[n] = r
	c.order = append(c.order, r)
	return r
}

// visitSyms are the node types visit acts on (the cases of its switch).
var visitSyms = model.NewSymBitset(model.SymReturnStatement, model.SymArrowFunction,
	model.SymAssignment, model.SymAssignmentExpression, model.SymVariableDeclarator, model.SymAssignmentStatement,
	model.SymShortVarDeclaration, model.SymTryStatement, model.SymIfStatement, model.SymCall, model.SymCallExpression)

// visit records in the enclosing function's record what node n (of a
// visitSyms type) adds: a returned value, a binding, a try, a Go error
// branch, a call.
func (c *failOpenCheck) visit(n *model.Node) {
	f := c.f
	switch n.Sym() {
	case model.SymReturnStatement:
		owner := c.fn(model.EnclosingFunc(n))
		if owner == nil {
			return
		}
		v := returnValue(n)
		if v == nil {
			return
		}
		switch v.Sym() {
		case model.SymTrue, model.SymFalse:
			owner.boolLit = true
		case model.SymIdentifier:
			owner.returned[f.Text(v)] = true
		}
		owner.events = append(owner.events, authzEvent{kind: evAllowReturn, node: n, val: v})
	case model.SymArrowFunction:
		if body := n.ChildByFieldName("body"); body != nil && body.Sym() != model.SymStatementBlock {
			r := c.fn(n)
			v := model.Unwrap(body)
			if v.Sym() == model.SymTrue || v.Sym() == model.SymFalse {
				r.boolLit = true
			}
			r.events = append(r.events, authzEvent{kind: evAllowReturn, node: body, val: v})
		}
	case model.SymAssignment, model.SymAssignmentExpression, model.SymVariableDeclarator, model.SymAssignmentStatement, model.SymShortVarDeclaration:
		c.assignment(n)
	case model.SymTryStatement:
		if owner := c.fn(model.EnclosingFunc(n)); owner != nil {
			owner.events = append(owner.events, authzEvent{kind: evTry, node: n})
		}
	case model.SymIfStatement:
		if n.ChildByFieldName("alternative") == nil && adapt.ErrNotNil(f, n.ChildByFieldName("condition")) != "" { // Go's if err != nil
			if owner := c.fn(model.EnclosingFunc(n)); owner != nil {
				owner.events = append(owner.events, authzEvent{kind: evGoIfErr, node: n})
			}
		}
	case model.SymCall, model.SymCallExpression:
		if model.EnclosingFunc(n) != nil {
			c.calls = append(c.calls, n) // for markUpstream
		}
		if f.Lang.IsJS() {
			c.catchCallback(n)
		}
	}
}

// markUpstream marks the functions around each call that goes to an
// authorization service (authzUpstream). It runs after the walk, when every
// function's record is complete, and asks authzUpstream only about calls
// inside a function whose verdict the mark can change (upstreamDecides):
// for the others isDecision answers the same either way, so the mark, and
// the cost of finding it, are skipped. A function without a record has no
// events and is no decision, marked or not.
func (c *failOpenCheck) markUpstream() {
	for _, call := range c.calls {
		matters := false
		for fn := model.EnclosingFunc(call); fn != nil && !matters; fn = model.EnclosingFunc(fn) {
			r := c.fns[fn]
			matters = r != nil && !r.upstream && c.upstreamDecides(r)
		}
		if !matters || !c.authzUpstream(call) {
			continue
		}
		for fn := model.EnclosingFunc(call); fn != nil; fn = model.EnclosingFunc(fn) {
			if r := c.fns[fn]; r != nil {
				r.upstream = true
			}
		}
	}
}

// The verdicts of a function record (authzFn.verdict), found once after
// the walk by (*failOpenCheck).verdict.
const (
	verdictUnknown  int8 = iota
	verdictNo            // no decision, whatever it calls
	verdictYes           // a decision by its name
	verdictUpstream      // a decision when it calls an authorization service
)

// verdict returns whether r is an authorization decision apart from the
// upstream mark: not when it has no events or is a rate limiter's method;
// yes when its name says so; else, when its name has no safe word and it
// returns a bool, exactly when it calls an authorization service.
func (c *failOpenCheck) verdict(r *authzFn) int8 {
	if r.verdict == verdictUnknown {
		switch {
		case len(r.events) == 0 || model.ContainsFoldAny(c.enclosingClass(r.node), limiterClass...):
			r.verdict = verdictNo
		case authzName(r.name):
			r.verdict = verdictYes
		case !c.safeName(r) && (r.boolLit || c.boolResult(r.node)):
			r.verdict = verdictUpstream
		default:
			r.verdict = verdictNo
		}
	}
	return r.verdict
}

// upstreamDecides reports whether isDecision(r) is r.upstream.
func (c *failOpenCheck) upstreamDecides(r *authzFn) bool { return c.verdict(r) == verdictUpstream }

// safeName reports whether a word of the function's name is an authzSafeWords word.
func (c *failOpenCheck) safeName(r *authzFn) bool {
	for _, w := range authzWords(r.name) {
		if authzSafeWords[w] {
			return true
		}
	}
	return false
}

// returnValue is the unwrapped value of a return statement (Go: its first
// result), or nil for a bare return.
func returnValue(ret *model.Node) *model.Node {
	if ret.NamedChildCount() == 0 {
		return nil
	}
	v := model.Unwrap(ret.NamedChild(0))
	if v.Sym() == model.SymComment {
		return nil
	}
	if v.Sym() == model.SymExpressionList || v.Sym() == model.SymTuple || v.Sym() == model.SymPatternList {
		if v.NamedChildCount() == 0 {
			return nil
		}
		if v.Sym() == model.SymExpressionList && v.NamedChildCount() > 1 && !model.IsNone(model.Unwrap(v.NamedChild(1))) &&
			v.NamedChild(1).Sym() == model.SymIdentifier {
			return nil // Go `return true, err`: the caller sees the error
		}
		v = model.Unwrap(v.NamedChild(0))
	}
	return v
}

// assignment records `x = True` and `x = cache.get(k) ?? true` style bindings.
func (c *failOpenCheck) assignment(n *model.Node) {
	f := c.f
	var left, right *model.Node
	switch n.Sym() {
	case model.SymVariableDeclarator:
		left, right = n.ChildByFieldName("name"), n.ChildByFieldName("value")
	default:
		left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
	}
	if left == nil || right == nil {
		return
	}
	if left.Sym() == model.SymExpressionList || right.Sym() == model.SymExpressionList { // Go
		if left.NamedChildCount() != 1 || right.NamedChildCount() != 1 {
			return
		}
		left, right = left.NamedChild(0), right.NamedChild(0)
	}
	if left.Sym() != model.SymIdentifier {
		return
	}
	right = model.Unwrap(right)
	kind := evDefaultValue
	if right.Sym() == model.SymTrue {
		kind = evSetTrue
	} else if c.defaultTrue(right) == "" {
		return
	}
	if owner := c.fn(model.EnclosingFunc(n)); owner != nil {
		owner.events = append(owner.events, authzEvent{kind: kind, node: n, val: right, name: f.Text(left)})
	}
}

// catchCallback records `p.catch(() => true)` and `p.then(ok, () => true)`.
func (c *failOpenCheck) catchCallback(call *model.Node) {
	f := c.f
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymMemberExpression {
		return
	}
	var cb *model.Node
	switch f.Text(fn.ChildByFieldName("property")) {
	case "catch":
		cb = model.Arg(call, 0)
	case "then":
		cb = model.Arg(call, 1)
	}
	if cb == nil || (cb.Sym() != model.SymArrowFunction && cb.Sym() != model.SymFunctionExpression && cb.Sym() != model.SymFunction) {
		return
	}
	// The promise must be the decision: returned or assigned, not fired and forgotten.
	top := call
	for p := call.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymAwaitExpression, model.SymParenthesizedExpression, model.SymAsExpression, model.SymNonNullExpression:
			top = p
			continue
		}
		switch p.Sym() {
		case model.SymReturnStatement, model.SymVariableDeclarator, model.SymAssignmentExpression:
		case model.SymArrowFunction:
			if p.ChildByFieldName("body") != top {
				return
			}
		default:
			return
		}
		break
	}
	if owner := c.fn(model.EnclosingFunc(call)); owner != nil {
		owner.events = append(owner.events, authzEvent{kind: evCatchCallback, node: call, val: cb})
	}
}

// funcName is the name of a function node: its own name, or the variable,
// property or field it is assigned to.
func (c *failOpenCheck) funcName(n *model.Node) string {
	f := c.f
	if name := n.ChildByFieldName("name"); name != nil {
		return f.Text(name)
	}
	p := n.Parent()
	for p != nil {
		switch {
		case p.Sym() == model.SymParenthesizedExpression || p.Sym() == model.SymExpressionList:
			p = p.Parent()
			continue
		case p.Sym() == model.SymArguments && p.Parent() != nil && p.Parent().Sym() == model.SymCallExpression &&
			model.NumArgs(p.Parent()) <= 2 && !model.HasSplat(p.Parent()):
			p = p.Parent().Parent() // useCallback(async () => ..., []), memoize(fn)
			continue
		}
		break
	}
	if p == nil {
		return ""
	}
	var name *model.Node
	switch p.Sym() {
	case model.SymVariableDeclarator, model.SymPublicFieldDefinition, model.SymFieldDefinition, model.SymVarSpec:
		name = p.ChildByFieldName("name")
		if name == nil {
			name = p.ChildByFieldName("property")
		}
	case model.SymPair:
		name = p.ChildByFieldName("key")
	case model.SymAssignmentExpression, model.SymAssignment, model.SymAssignmentStatement, model.SymShortVarDeclaration:
		name = p.ChildByFieldName("left")
	case model.SymKeyedElement:
		if p.NamedChildCount() > 0 {
			name = p.NamedChild(0)
		}
	}
	t := f.Text(name)
	if i := strings.LastIndexAny(t, ".,"); i >= 0 {
		t = t[i+1:]
	}
	return strings.Trim(strings.TrimSpace(t), "'\"")
}

// enclosingClass is the name of the class (or Go receiver type) a function belongs to.
func (c *failOpenCheck) enclosingClass(n *model.Node) string {
	f := c.f
	if n.Sym() == model.SymMethodDeclaration {
		return f.Text(n.ChildByFieldName("receiver"))
	}
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Sym() {
		case model.SymClassDefinition, model.SymClassDeclaration, model.SymClass, model.SymAbstractClassDeclaration:
			return f.Text(p.ChildByFieldName("name"))
		}
	}
	return ""
}

// isDecision reports whether a function is an authorization decision.
func (c *failOpenCheck) isDecision(r *authzFn) bool {
	v := c.verdict(r)
	return v == verdictYes || (v == verdictUpstream && r.upstream)
}

// boolResult reports whether a function declares a bool result.
func (c *failOpenCheck) boolResult(fn *model.Node) bool {
	t := fn.ChildByFieldName("return_type")
	if t == nil {
		t = fn.ChildByFieldName("result")
	}
	if t == nil {
		return false
	}
	txt := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(c.f.Text(t)), ":"))
	txt = strings.TrimPrefix(strings.TrimPrefix(txt, "("), "Promise<")
	return strings.HasPrefix(txt, "bool")
}

// authzUpstream reports whether a call goes to an authorization service: an
// outbound call whose URL argument names one, or a call whose name does
// (fetchAuthz, opa.evaluate, authzBreaker.call).
func (c *failOpenCheck) authzUpstream(call *model.Node) bool {
	f := c.f
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	// Every authzCalleeWords word is an authzUpstreamWords word too: a
	// callee without an upstream stem cannot hit, and is not split into words.
	calleeHit := false
	if t := f.Text(fn); hasUpstreamStem(t) {
		for _, w := range authzWords(t) {
			calleeHit = calleeHit || authzCalleeWords[w]
		}
	}
	if !calleeHit && !c.urlArgHit(call) {
		return false
	}
	return outbound.IsCall(f, call)
}

// urlArgHit reports whether the first two arguments of call (and a Python
// url= keyword), or the values they resolve to, are URL-like texts that name
// an authorization service.
func (c *failOpenCheck) urlArgHit(call *model.Node) bool {
	f := c.f
	hit := func(n *model.Node) bool {
		t := f.Text(n)
		if len(t) > 300 || !hasUpstreamStem(t) || !model.ContainsFoldAny(t, urlish...) {
			return false
		}
		for _, w := range authzWords(t) {
			if authzUpstreamWords[w] {
				return true
			}
		}
		return false
	}
	for i := 0; i < 3; i++ {
		var a *model.Node
		switch {
		case i < 2:
			a = model.Arg(call, i)
		case f.Lang == model.LangPython:
			a = f.Kwarg(call, "url")
		}
		if a == nil {
			continue
		}
		if hit(a) {
			return true
		}
		if r := f.Resolve(a); r != a && hit(r) {
			return true
		}
	}
	return false
}

// hasUpstreamStem reports whether t contains (ASCII case folded) one of
// "auth", "perm", "opa", "polic", "acl", "entitle": every authzUpstreamWords
// word contains one, and authzWords makes lowercased ASCII substrings of a
// text, so without one no word of t can hit. One pass over t instead of six
// (ContainsFoldAny's), as nearly every argument text fails it.
func hasUpstreamStem(t string) bool {
	for i := 0; i < len(t); i++ {
		switch t[i] | 0x20 { // only the letter's two cases give it here
		case 'a':
			if model.HasFoldAt(t, i, "auth") || model.HasFoldAt(t, i, "acl") {
				return true
			}
		case 'p':
			if model.HasFoldAt(t, i, "perm") || model.HasFoldAt(t, i, "polic") {
				return true
			}
		case 'o':
			if model.HasFoldAt(t, i, "opa") {
				return true
			}
		case 'e':
			if model.HasFoldAt(t, i, "entitle") {
				return true
			}
		}
	}
	return false
}

// isAllow reports whether v grants access: true, "allow", Decision.ALLOW,
// { allowed: true }.
func (c *failOpenCheck) isAllow(v *model.Node) bool {
	f := c.f
	v = model.Unwrap(v)
	if v == nil {
		return false
	}
	switch v.Sym() {
	case model.SymTrue:
		return true
	case model.SymString:
		s := strings.ToLower(strings.Trim(f.Text(v), "'\"`"))
		return s == "allow" || s == "allowed" || s == "permit" || s == "grant" || s == "granted"
	case model.SymIdentifier, model.SymAttribute, model.SymMemberExpression, model.SymSelectorExpression, model.SymFieldIdentifier:
		t := f.Text(v)
		last := t[strings.LastIndex(t, ".")+1:]
		words := authzWords(last)
		if len(words) == 0 || !allowConst[words[len(words)-1]] || last == "" || !(last[0] >= 'A' && last[0] <= 'Z') {
			return false
		}
		return true
	case model.SymObject, model.SymDictionary:
		for i := 0; i < int(v.NamedChildCount()); i++ {
			pair := v.NamedChild(i)
			if pair.Sym() != model.SymPair {
				continue
			}
			k := strings.Trim(f.Text(pair.ChildByFieldName("key")), "'\"`")
			if allowKeys[k] {
				return model.Unwrap(pair.ChildByFieldName("value")).Sym() == model.SymTrue
			}
		}
	case model.SymCompositeLiteral: // Go Decision{Allowed: true}
		for k := range allowKeys {
			if val := f.GoKeyed(v, strings.ToUpper(k[:1])+k[1:]); val != nil {
				return val.Sym() == model.SymTrue
			}
		}
	}
	return false
}

// defaultTrue describes v when it is a lookup that defaults to true
// (`x ?? true`, `x || true`, `x or True`, `.get(k, True)`, `getattr(o, n, True)`,
// `getOrDefault(k, true)`), or returns "".
func (c *failOpenCheck) defaultTrue(v *model.Node) string {
	f := c.f
	v = model.Unwrap(v)
	if v == nil {
		return ""
	}
	switch v.Sym() {
	case model.SymBinaryExpression, model.SymBooleanOperator:
		op := v.ChildByFieldName("operator")
		l, r := v.ChildByFieldName("left"), v.ChildByFieldName("right")
		if op == nil || l == nil || r == nil {
			return ""
		}
		switch f.Text(op) {
		case "&&", "and": // a && (b ?? true): the default still decides
			if d := c.defaultTrue(r); d != "" {
				return d
			}
			return c.defaultTrue(l)
		}
		if model.Unwrap(r).Sym() != model.SymTrue {
			return ""
		}
		switch f.Text(op) {
		case "??":
			return "?? true"
		case "||":
			return "|| true"
		case "or":
			return "or True"
		}
	case model.SymUnaryExpression, model.SymNotOperator: // !!(x ?? true)
		a := v.ChildByFieldName("argument")
		if a = model.Unwrap(a); a != nil && (a.Sym() == model.SymUnaryExpression) {
			return c.defaultTrue(a.ChildByFieldName("argument"))
		}
	case model.SymCall:
		fn := model.Callee(v)
		name := f.Text(fn)
		switch {
		case name == "bool" && model.NumArgs(v) == 1:
			return c.defaultTrue(model.Arg(v, 0))
		case name == "getattr":
			if a := model.Arg(v, 2); a != nil && model.Unwrap(a).Sym() == model.SymTrue {
				return "getattr(..., True)"
			}
		case fn != nil && fn.Sym() == model.SymAttribute && f.Text(fn.ChildByFieldName("attribute")) == "get":
			d := model.Arg(v, 1)
			if d == nil {
				d = f.Kwarg(v, "default")
			}
			if d != nil && model.Unwrap(d).Sym() == model.SymTrue && !model.ContainsFoldAny(f.Text(model.Arg(v, 0)), safeDefaultKey...) {
				return ".get(key, True)"
			}
		}
	case model.SymCallExpression:
		fn := model.Callee(v)
		if f.Text(fn) == "Boolean" && model.NumArgs(v) == 1 {
			return c.defaultTrue(model.Arg(v, 0))
		}
		if fn == nil || fn.Sym() != model.SymMemberExpression {
			return ""
		}
		m := f.Text(fn.ChildByFieldName("property"))
		if m != "getOrDefault" && m != "get" {
			return ""
		}
		if d := model.Arg(v, 1); d != nil && model.Unwrap(d).Sym() == model.SymTrue && !model.ContainsFoldAny(f.Text(model.Arg(v, 0)), safeDefaultKey...) {
			return m + "(key, true)"
		}
	}
	return ""
}

// handler describes where a node sits relative to failure handling in its
// function: "" on the happy path, else the kind of handler.
type handler struct {
	kind   string      // "except", "catch", "finally", "err", "cache-miss"
	node   *model.Node // the handler
	errVar string      // the name the error is bound to, or ""
}

// handlerOf climbs from n to its function and returns the failure handler n
// is in, if any. A return inside a nested try body is on that try's happy
// path; one under an if inside the handler counts only when every such
// condition looks at the error.
func (c *failOpenCheck) handlerOf(n, fn *model.Node) (handler, bool) {
	f := c.f
	var conds []*model.Node
	cur := n
	for p := n.Parent(); p != nil && p != fn; cur, p = p, p.Parent() {
		switch p.Sym() {
		case model.SymExceptClause, model.SymExceptGroupClause, model.SymCatchClause:
			v, kind := adapt.HandlerVar(f, p), "except"
			if p.Sym() == model.SymCatchClause {
				kind = "catch"
			}
			return handler{kind, p, v}, c.condsLookAt(conds, v)
		case model.SymFinallyClause:
			return handler{"finally", p, ""}, len(conds) == 0
		case model.SymTryStatement:
			return handler{}, false // a try body or else: the happy path
		case model.SymIfStatement, model.SymElifClause, model.SymConditionalExpression, model.SymTernaryExpression:
			cond := p.ChildByFieldName("condition")
			if p.Sym() == model.SymIfStatement {
				// Go's error checks (adapt: "" in other languages)
				if errName := adapt.ErrNotNil(f, cond); errName != "" && cur == p.ChildByFieldName("consequence") {
					return handler{"err", cur, errName}, c.condsLookAt(conds, errName)
				}
				if errName := adapt.ErrIsNil(f, cond); errName != "" && cur == p.ChildByFieldName("alternative") {
					return handler{"err", cur, errName}, c.condsLookAt(conds, errName)
				}
				if f.Lang == model.LangGo && cur == p.ChildByFieldName("consequence") && c.goCacheMiss(p) {
					return handler{"cache-miss", cur, ""}, len(conds) == 0
				}
			}
			if p.Sym() == model.SymConditionalExpression && cond == nil && p.NamedChildCount() == 3 {
				cond = p.NamedChild(1) // Python: a if cond else b
			}
			if cond != nil && cur != cond {
				conds = append(conds, cond)
			}
		}
	}
	return handler{}, false
}

// checksItself reports whether a handler makes its own decision: it denies
// (raise, throw, return false) under a condition that does not look at the
// error, as a fallback implementation of the check does
// (`except ImportError: if len(pw) < 8: raise ...; return True`). A handler
// that denies only for some errors (`if e.status == 403: return False`)
// still lets the others through.
func (c *failOpenCheck) checksItself(h handler) bool {
	if h.kind == "finally" || h.kind == "cache-miss" {
		return false
	}
	f := c.f
	found := false
	model.Walk(h.node, func(n *model.Node) bool {
		if found || (n != h.node && n.IsScope()) {
			return false
		}
		deny := false
		switch n.Sym() {
		case model.SymRaiseStatement, model.SymThrowStatement:
			deny = true
		case model.SymReturnStatement:
			v := returnValue(n)
			deny = v != nil && v.Sym() == model.SymFalse
		}
		if !deny {
			return true
		}
		var conds []*model.Node
		for p := n.Parent(); p != nil && p != h.node; p = p.Parent() {
			switch p.Sym() {
			case model.SymIfStatement, model.SymElifClause:
				if cond := p.ChildByFieldName("condition"); cond != nil {
					conds = append(conds, cond)
				}
			}
		}
		if len(conds) > 0 {
			mentions := false
			if h.errVar != "" {
				re := regexp.MustCompile(`\b` + regexp.QuoteMeta(h.errVar) + `\b`)
				for _, cond := range conds {
					mentions = mentions || re.MatchString(f.Text(cond))
				}
			}
			found = !mentions
		}
		return !found
	})
	return found
}

// condsLookAt reports whether every condition mentions the error variable.
func (c *failOpenCheck) condsLookAt(conds []*model.Node, errVar string) bool {
	if len(conds) == 0 {
		return true
	}
	if errVar == "" {
		return false
	}
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(errVar) + `\b`)
	for _, cond := range conds {
		if !re.MatchString(c.f.Text(cond)) {
			return false
		}
	}
	return true
}

// goCacheMiss reports whether an if statement tests `!ok` where ok is the
// second result of a map index or a Load/Get call (`v, ok := cache[k]`).
func (c *failOpenCheck) goCacheMiss(ifs *model.Node) bool {
	f := c.f
	cond := model.Unwrap(ifs.ChildByFieldName("condition"))
	if cond == nil || cond.Sym() != model.SymUnaryExpression || f.Text(cond.ChildByFieldName("operator")) != "!" {
		return false
	}
	okName := f.Text(model.Unwrap(cond.ChildByFieldName("operand")))
	decl := ifs.ChildByFieldName("initializer")
	if decl == nil {
		decl = ifs.PrevNamedSibling()
		for decl != nil && decl.Sym() == model.SymComment {
			decl = decl.PrevNamedSibling()
		}
	}
	if decl == nil || (decl.Sym() != model.SymShortVarDeclaration && decl.Sym() != model.SymAssignmentStatement) {
		return false
	}
	left, right := decl.ChildByFieldName("left"), decl.ChildByFieldName("right")
	if left == nil || right == nil || left.NamedChildCount() != 2 || right.NamedChildCount() != 1 ||
		f.Text(left.NamedChild(1)) != okName {
		return false
	}
	switch v := model.Unwrap(right.NamedChild(0)); v.Sym() {
	case model.SymIndexExpression:
		return true
	case model.SymCallExpression:
		if fn := model.Callee(v); fn != nil && fn.Sym() == model.SymSelectorExpression {
			switch f.Text(fn.ChildByFieldName("field")) {
			case "Load", "Get", "Peek", "Lookup":
				return true
			}
		}
	}
	return false
}

func (c *failOpenCheck) judge(r *authzFn) {
	who := "authorization check " + r.name // messages start lowercase, Go names do not
	if r.name == "" {
		who = "this authorization check"
	}
	for _, ev := range r.events {
		switch ev.kind {
		case evAllowReturn:
			if dt := c.defaultTrue(ev.val); dt != "" {
				h, ok := c.handlerOf(ev.node, r.node)
				where := ""
				if ok && h.kind != "" {
					where = " " + c.handlerPhrase(h)
				}
				c.report(ev.node, who+" falls back to true ("+dt+")"+where+", so a missing, stale or failed "+
					"authorization answer grants access; default to false and fail closed", c.denyFix())
				continue
			}
			if !c.isAllow(ev.val) {
				continue
			}
			h, ok := c.handlerOf(ev.node, r.node)
			if !ok || h.kind == "" || c.checksItself(h) {
				continue
			}
			if h.kind == "cache-miss" {
				c.report(ev.node, who+" returns true on a cache miss, so a decision it never made grants access; "+
					"ask the policy service or deny", c.denyFix())
				continue
			}
			c.report(ev.node, who+" returns "+authzShort(c.f.Text(ev.val))+" "+c.handlerPhrase(h)+", so a failed authorization "+
				"check grants access; "+c.denyAdvice(), c.denyFix())
		case evSetTrue:
			if !r.returned[ev.name] {
				continue
			}
			if h, ok := c.handlerOf(ev.node, r.node); ok && h.kind != "" && h.kind != "cache-miss" && !c.checksItself(h) {
				c.report(ev.node, who+" sets "+ev.name+" to true "+c.handlerPhrase(h)+" and returns it, so a failed "+
					"authorization check grants access; "+c.denyAdvice(), c.denyFix())
			}
		case evDefaultValue:
			if r.returned[ev.name] {
				c.report(ev.node, who+" returns "+ev.name+", which falls back to true ("+c.defaultTrue(ev.val)+
					"), so a missing, stale or failed authorization answer grants access; default to false and fail closed",
					c.denyFix())
			}
		case evCatchCallback:
			cb := ev.val
			body := cb.ChildByFieldName("body")
			allow := body != nil && body.Sym() != model.SymStatementBlock && c.isAllow(body)
			if body != nil && body.Sym() == model.SymStatementBlock {
				for i := 0; i < int(body.NamedChildCount()); i++ {
					if s := body.NamedChild(i); s.Sym() == model.SymReturnStatement && c.isAllow(returnValue(s)) {
						allow = true
					}
				}
			}
			if allow {
				c.report(cb, who+" has a promise handler that returns true when the check fails, so a failed authorization "+
					"check grants access; return false or rethrow", "return false")
			}
		case evTry:
			c.judgeTry(r, who, ev.node)
		case evGoIfErr:
			c.judgeGoIfErr(who, ev.node)
		}
	}
}

func (c *failOpenCheck) handlerPhrase(h handler) string {
	switch h.kind {
	case "except":
		return "in its except handler"
	case "catch":
		return "in its catch block"
	case "finally":
		return "from its finally block (which discards any error)"
	case "err":
		return "when err != nil"
	}
	return ""
}

// denyAdvices and denyFixes say how a check denies, per language family.
var (
	denyAdvices = adapt.PerLang[string]{Python: "return False or raise", JS: "return false or throw", Go: "return false and the error"}
	denyFixes   = adapt.PerLang[string]{Python: "return False", JS: "return false", Go: "return false, err"}
)

func (c *failOpenCheck) denyAdvice() string { return denyAdvices.For(c.f.Lang) }

func (c *failOpenCheck) denyFix() string { return denyFixes.For(c.f.Lang) }

func (c *failOpenCheck) report(n *model.Node, msg, fix string) {
	if c.seen[n.StartByte()] {
		return
	}
	c.seen[n.StartByte()] = true
	c.p.Report(n, msg, fix)
}

// judgeTry reports a try whose handler swallows the error when the code after
// the try goes straight on to allow.
func (c *failOpenCheck) judgeTry(r *authzFn, who string, try *model.Node) {
	f := c.f
	var handlers []*model.Node
	var body *model.Node
	if f.Lang == model.LangPython {
		body = try.ChildByFieldName("body")
		for i := 0; i < int(try.NamedChildCount()); i++ {
			if ch := try.NamedChild(i); ch.Sym() == model.SymExceptClause || ch.Sym() == model.SymExceptGroupClause {
				handlers = append(handlers, ch)
			}
		}
	} else {
		body = try.ChildByFieldName("body")
		if h := try.ChildByFieldName("handler"); h != nil {
			handlers = append(handlers, h)
		}
	}
	var swallow *model.Node
	for _, h := range handlers {
		if c.swallows(h) {
			swallow = h
			break
		}
	}
	if swallow == nil || !c.makesDecision(body) {
		return
	}
	ret := c.nextReturn(try)
	if ret == nil || !c.isAllow(returnValue(ret)) {
		return
	}
	line, _ := f.Position(int(swallow.StartByte()))
	what := "exception in its except handler"
	if f.Lang != model.LangPython {
		what = "error in its catch block"
	}
	c.report(ret, who+" swallows the "+what+" (line "+strconv.Itoa(line)+") and falls through to "+
		authzShort(strings.TrimSuffix(f.Text(ret), ";"))+", so a failed authorization check grants access; "+c.denyAdvice()+
		" in the handler", c.denyFix())
}

// judgeGoIfErr reports `if err != nil { log... }` followed by `return true`.
func (c *failOpenCheck) judgeGoIfErr(who string, ifs *model.Node) {
	f := c.f
	cons := ifs.ChildByFieldName("consequence")
	if cons == nil || !c.swallowsBlock(cons) {
		return
	}
	src := ifs.ChildByFieldName("initializer")
	if src == nil {
		src = ifs.PrevNamedSibling()
		for src != nil && src.Sym() == model.SymComment {
			src = src.PrevNamedSibling()
		}
	}
	if src == nil || !c.makesDecision(src) {
		return
	}
	ret := c.nextReturn(ifs)
	if ret == nil || !c.isAllow(returnValue(ret)) {
		return
	}
	line, _ := f.Position(int(ifs.StartByte()))
	c.report(ret, who+" ignores the error checked on line "+strconv.Itoa(line)+" and falls through to "+authzShort(f.Text(ret))+
		", so a failed authorization check grants access; return false and the error", "return false, err")
}

// swallows reports whether a handler clause neither returns, raises nor leaves.
func (c *failOpenCheck) swallows(h *model.Node) bool {
	var body *model.Node
	if c.f.Lang == model.LangPython {
		for i := 0; i < int(h.NamedChildCount()); i++ {
			if ch := h.NamedChild(i); ch.Sym() == model.SymBlock {
				body = ch
			}
		}
	} else {
		body = h.ChildByFieldName("body")
	}
	return body != nil && c.swallowsBlock(body)
}

// swallowsBlock reports whether a block has no return, raise, throw, break,
// continue, panic or exit outside nested functions.
func (c *failOpenCheck) swallowsBlock(b *model.Node) bool {
	f := c.f
	ok := true
	model.Walk(b, func(n *model.Node) bool {
		if !ok || (n != b && n.IsScope()) {
			return false
		}
		switch n.Sym() {
		case model.SymReturnStatement, model.SymRaiseStatement, model.SymThrowStatement, model.SymBreakStatement, model.SymContinueStatement,
			model.SymGotoStatement:
			ok = false
		case model.SymCall, model.SymCallExpression:
			switch t := f.Text(model.Callee(n)); {
			case t == "panic", t == "os.Exit", t == "sys.exit", t == "process.exit", t == "exit", t == "abort",
				strings.HasPrefix(t, "log.Fatal"), strings.HasSuffix(t, ".Fatal"), strings.HasSuffix(t, ".Fatalf"),
				strings.HasSuffix(t, ".abort"):
				ok = false
			}
		}
		return ok
	})
	return ok
}

// makesDecision reports whether a region calls something that takes part in
// an authorization decision: an outbound call, or a call whose name is about
// tokens, permissions, policies, verification or decoding.
func (c *failOpenCheck) makesDecision(region *model.Node) bool {
	f := c.f
	found := false
	model.Walk(region, func(n *model.Node) bool {
		if found || (n != region && n.IsScope()) {
			return false
		}
		if n.Sym() != model.SymCall && n.Sym() != model.SymCallExpression {
			return true
		}
		fn := model.Callee(n)
		if fn == nil {
			return true
		}
		for _, w := range authzWords(f.Text(fn)) {
			if decisionWords[w] {
				found = true
			}
		}
		if q := f.QualifiedName(fn); q != "" {
			root := strings.SplitN(q, ".", 2)[0]
			if f.Lang == model.LangGo {
				root = q[:max(strings.LastIndex(q, "."), 0)]
			}
			found = found || outbound.NetPackages[root]
		}
		found = found || (f.Lang != model.LangGo && outbound.IsCall(f, n))
		return !found
	})
	return found
}

// nextReturn returns the return statement that control reaches right after
// stmt, skipping plain statements (calls, assignments, declarations); nil
// when something else (a branch, a loop, the end of the block) comes first.
func (c *failOpenCheck) nextReturn(stmt *model.Node) *model.Node {
	for s := stmt.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
		switch s.Sym() {
		case model.SymReturnStatement:
			return s
		case model.SymComment, model.SymExpressionStatement, model.SymPassStatement, model.SymLexicalDeclaration, model.SymVariableDeclaration,
			model.SymEmptyStatement, model.SymAssignmentStatement, model.SymShortVarDeclaration, model.SymIncStatement, model.SymDecStatement,
			model.SymVarDeclaration:
			if s.Sym() == model.SymExpressionStatement && s.NamedChildCount() > 0 {
				switch s.NamedChild(0).Sym() {
				case model.SymYield, model.SymAwait:
					return nil
				}
			}
			continue
		}
		return nil
	}
	return nil
}

// authzShort keeps quoted code in a message to one short line.
func authzShort(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 48 {
		s = string(r[:45]) + "..."
	}
	return s
}

// authzHints are the words of which a file must contain one (any case) for
// the rule to walk it: files that never mention authorization are skipped.
var authzHints = []string{"auth", "perm", "access", "allow", "token", "scope", "role", "polic", "opa", "acl", "grant", "admin", "credential", "password", "signature", "jwt", "entitle"}
