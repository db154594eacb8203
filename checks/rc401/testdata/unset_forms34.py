# RC401 insecure default in Python, forms of the thirty-fourth session (shapes
# from BjornMelin/mcp-search-hub and gelse/caldav-mcp, renamed): a middleware
# class whose dispatch passes every request on when its list of API keys is
# empty, and a tool-level check that answers None ("authenticated") both when
# the key is unset and when it matched.
import hmac
import re
import logging
import os

from starlette.middleware.base import BaseHTTPMiddleware


class KeyAuthMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, **options):
        super().__init__(app)
        self.api_keys = options.get("api_keys", [])
        if not self.api_keys and os.getenv("HUB_API_KEY"):
            self.api_keys = [os.getenv("HUB_API_KEY")]

    async def dispatch(self, request, call_next):
        if not self.api_keys:  # want: RC401 medium
            return await call_next(request)
        key = request.headers.get("x-api-key")
        if not key or key not in self.api_keys:
            raise AuthenticationError("invalid or missing API key")
        return await call_next(request)


def _require_auth():
    expected = _cfg().API_KEY
    if not expected:  # want: RC401 medium
        return None
    provided = _headers().get("authorization", "").removeprefix("Bearer ")
    if provided and hmac.compare_digest(provided, expected):
        return None
    return ToolResult.failure("unauthorized - missing or invalid API token")


# ---- clean look-alikes ----

class StrictKeyMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, **options):
        super().__init__(app)
        self.allowed_keys = options.get("api_keys", [])

    async def dispatch(self, request, call_next):
        if not self.allowed_keys:
            raise RuntimeError("no API keys configured; refusing to serve")
        key = request.headers.get("x-api-key")
        if not key or key not in self.allowed_keys:
            raise AuthenticationError("invalid or missing API key")
        return await call_next(request)


class RequestLogMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        if not self.api_keys:
            return await call_next(request)
        logging.info("key %s", request.headers.get("x-api-key") in self.api_keys)
        return await call_next(request)


def _current_user():
    # None means anonymous here, and the match answers the user: no shared
    # success value, the caller decides what an anonymous caller may do
    expected = _cfg().API_KEY
    if not expected:
        return None
    provided = _headers().get("authorization", "")
    if provided and hmac.compare_digest(provided, expected):
        return _user_for(provided)
    return None


def _require_auth_strict():
    expected = _cfg().API_KEY
    if not expected:
        return ToolResult.failure("unauthorized - the server has no API token configured")
    provided = _headers().get("authorization", "")
    if provided and hmac.compare_digest(provided, expected):
        return None
    return ToolResult.failure("unauthorized - missing or invalid API token")


def is_valid_api_key(token: str) -> bool:
    # a format check: False when there is no token is a denial
    if not token:
        return False
    if len(token) < 20:
        return False
    if re.match(r"^[a-zA-Z0-9_-]+$", token):
        return True
    return False
