# RC401 insecure default, the else of a positive test (set_branch.go): the
# bearer middleware is installed only when the token is configured and the
# else branch only warns, so the HTTP app serves every route without it
# (shape from ryanmat/mcp-server-logicmonitor, renamed).
import logging
import secrets

from starlette.applications import Starlette
from starlette.middleware import Middleware

logger = logging.getLogger(__name__)


def create_app(config, routes):
    middleware = []
    if config.http_auth_token:  # want: RC401 medium
        middleware.append(Middleware(BearerAuthMiddleware, token=config.http_auth_token))
    else:
        logger.warning("Inbound HTTP authentication is disabled; /mcp accepts unauthenticated requests")
    return Starlette(routes=routes, middleware=middleware)


def create_app_closed(config, routes):
    # Clean: without the token the app refuses to start.
    middleware = []
    if config.http_auth_token:
        middleware.append(Middleware(BearerAuthMiddleware, token=config.http_auth_token))
    else:
        raise SystemExit("set the HTTP auth token to serve /mcp over HTTP")
    return Starlette(routes=routes, middleware=middleware)


class BearerAuthMiddleware:
    def __init__(self, app, token):
        self.app = app
        self.token = token


class ApiKeyAuth:
    # The comparison is the denial: an unset key answers True for every token
    # (shape from cr7258/elasticsearch-mcp-server, renamed).
    def __init__(self, api_key):
        self._api_key = api_key

    def _validate_token(self, token):
        if not self._api_key:  # want: RC401 medium
            return True
        return secrets.compare_digest(token, self._api_key)


class ApiKeyAuthClosed:
    # Clean: an unset key denies.
    def __init__(self, api_key):
        self._api_key = api_key

    def _validate_token(self, token):
        if not self._api_key:
            return False
        return secrets.compare_digest(token, self._api_key)
