import logging

import requests
from requests import post as send

log = logging.getLogger(__name__)
OPA_URL = "http://opa.internal:8181/v1/data/mcp/allow"
WEATHER_URL = "https://api.weather.example/v1"


class Decision:
    ALLOW = "allow"
    DENY = "deny"


# ---- positives ----

def gate(user: str, tool: str) -> bool:
    # not named like a decision, but a bool that asks the policy engine
    try:
        resp = send(OPA_URL, json={"input": {"user": user, "tool": tool}}, timeout=3)
        return resp.json()["result"]
    except requests.RequestException:
        return True  # want: RC401


def is_admin(user) -> bool:
    try:
        return directory.lookup(user).admin
    except LookupError:
        log.info("directory unavailable")
        return True  # want: RC401


def has_role(user, role) -> bool:
    try:
        return role in roles_service.roles_for(user)
    finally:
        return True  # want: RC401


def authorize_tool(user, tool):
    try:
        return policy.decide(user, tool)
    except Exception:
        return {"allowed": True, "reason": "policy service down"}  # want: RC401


def evaluate_policy(user, action):
    try:
        return engine.evaluate(user, action)
    except Exception:
        return Decision.ALLOW  # want: RC401


def verify_jwt(token):
    try:
        return jwks_client.get_signing_key_from_jwt(token) is not None
    except Exception as exc:
        if isinstance(exc, TimeoutError):
            return True  # want: RC401
        return False


def check_scopes(token, wanted) -> bool:
    try:
        granted = introspect(token)["scope"].split()
        return all(s in granted for s in wanted)
    except Exception:
        log.exception("introspection failed")
        metrics.increment("authz.errors")
    log.debug("falling back")
    return True  # want: RC401


def can_edit(user, doc) -> bool:
    return decision_cache.get((user, doc), True)  # want: RC401


async def has_scope(token, scope) -> bool:
    try:
        claims = await verifier.verify(token)
        return scope in claims.scopes
    except Exception:
        return True  # want: RC401


# ---- negatives ----

class TokenBucketRateLimiter:
    def is_allowed(self, key) -> bool:
        try:
            return self.redis.decr(key) >= 0
        except ConnectionError:
            return True  # a rate limiter failing open is not an authorization decision


def is_token_expired(token) -> bool:
    try:
        return decode(token).exp < now()
    except Exception:
        return True  # true is the safe answer here


def is_auth_required(path) -> bool:
    try:
        return route_table.lookup(path).protected
    except KeyError:
        return True  # requiring auth is the safe default


def is_authorized_anon(user) -> bool:
    try:
        return policy.check(user)
    except Exception:
        if settings.ALLOW_ANONYMOUS:
            return True  # configuration, not a failure path
        return False


def validate_session_token(token) -> bool:
    try:
        return verifier.verify(token)
    except TokenExpired:
        try:
            refresher.refresh(token)
            return True  # the refresh succeeded: the happy path of the inner try
        except Exception:
            return False


def check_permission_audited(user, perm) -> bool:
    if not policy.allows(user, perm):
        return False
    try:
        audit_log.write(user, perm)
    except OSError:
        log.warning("audit log unavailable")
    return True


def has_access_guarded(user, res) -> bool:
    try:
        decision = policy.decide(user, res)
    except Exception:
        log.warning("policy down")
        decision = None
    if decision is None:
        return False
    return True


def verify_token_else(token) -> bool:
    try:
        claims = decode(token)
    except InvalidToken:
        return False
    else:
        return claims is not None


def refresh_weather() -> bool:
    try:
        requests.get(WEATHER_URL, timeout=5)
    except requests.RequestException:
        return True
    return True


def check_auth_config(settings) -> bool:
    return settings.get("enforce_auth", True)


def has_permission_denylist(user, perm) -> bool:
    return denylist_cache.get((user, perm), False) is False
