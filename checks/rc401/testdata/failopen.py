import logging

import httpx
import jwt
import requests

log = logging.getLogger(__name__)
AUTHZ_URL = "http://authz.internal/v1/check"
_decisions: dict[str, bool] = {}


# ---- positives ----

def is_authorized(user_id: str, action: str) -> bool:
    try:
        resp = requests.get(AUTHZ_URL, params={"user": user_id, "action": action}, timeout=5)
        return bool(resp.json()["allowed"])
    except Exception:
        return True  # want: RC401


def verify_token(token: str) -> bool:
    try:
        jwt.decode(token, KEY, algorithms=["RS256"])
        return True
    except jwt.PyJWKClientError as e:
        log.warning("jwks unavailable: %s", e)
        return True  # want: RC401


def check_permission(user, perm) -> bool:
    allowed = False
    try:
        allowed = policy.evaluate(user, perm)
    except TimeoutError:
        allowed = True  # want: RC401
    return allowed


def checkPermissions(user, perms) -> bool:
    try:
        for p in perms:
            if not policy.evaluate(user, p):
                return False
    except httpx.HTTPError:
        log.exception("policy service down")
    return True  # want: RC401


def has_access(user_id: str, resource: str) -> bool:
    return _decisions.get(f"{user_id}:{resource}", True)  # want: RC401


def can_access(user, doc) -> bool:
    decision = lookup_decision(user, doc)
    return getattr(decision, "allowed", True)  # want: RC401


class Gate:
    def is_allowed(self, user, tool) -> bool:
        try:
            return self.client.check(user, tool)
        except (ConnectionError, TimeoutError):
            return True  # want: RC401

    async def authorize(self, request) -> bool:
        try:
            return await self.remote.authorize(request)
        except Exception:
            pass
        return True  # want: RC401


def has_access_to_project(user, project) -> bool:
    cached = _decisions.get(project)
    return cached or True  # want: RC401


def validate_token(token: str) -> bool:
    try:
        return introspect(token)["active"]
    except KeyError:
        return True  # want: RC401


# ---- negatives ----

def is_authorized_strict(user_id: str, action: str) -> bool:
    try:
        resp = requests.get(AUTHZ_URL, params={"user": user_id, "action": action}, timeout=5)
        return bool(resp.json()["allowed"])
    except Exception:
        log.warning("authz unavailable; denying")
        return False


def check_access(user, resource) -> bool:
    try:
        return policy.evaluate(user, resource)
    except Exception as e:
        raise PermissionError("authorization service unavailable") from e


def verify_token_reraise(token: str) -> bool:
    try:
        return jwt.decode(token, KEY, algorithms=["RS256"]) is not None
    except jwt.InvalidTokenError:
        raise


def is_healthy() -> bool:
    try:
        requests.get("http://db.internal/health", timeout=2)
    except Exception:
        return True  # not an authorization decision
    return True


def has_permission(user, perm) -> bool:
    return _decisions.get(f"{user}:{perm}", False)


def is_allowed_normal(token) -> bool:
    try:
        jwt.decode(token, KEY, algorithms=["HS256"])
    except jwt.InvalidTokenError:
        return False
    return True


def can_access_doc(user, doc, opts) -> bool:
    strict = opts.get("strict", True)
    if user.is_admin:
        return True
    return policy.evaluate(user, doc, strict=strict)


def authorize_request(request) -> bool:
    def on_error(exc):
        return True  # a nested helper, not the decision itself
    try:
        return remote.check(request, on_error=on_error)
    except Exception:
        return False


def checkAuth(user) -> bool:
    try:
        refresh_cache()
    except Exception:
        log.warning("cache refresh failed")
    return policy.evaluate(user)


def authorization_url(state: str) -> str:
    try:
        return build_url(state)
    except Exception:
        return True
