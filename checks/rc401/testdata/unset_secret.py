# RC401 insecure default: a server that serves its network transport without
# authentication when the secret is not configured (CWE-1188). Shapes from
# cr7258/elasticsearch-mcp-server and Starlette middlewares, renamed.
import logging
import os
import sys

from starlette.middleware.base import BaseHTTPMiddleware
from starlette.responses import JSONResponse


def run_server(transport, host, port):
    api_key = None
    if transport in ["streamable-http", "sse"]:
        api_key = os.environ.get("SEARCH_MCP_API_KEY")
        if not api_key:  # want: RC401 medium
            logging.warning("Listening on %s:%s without authentication; set SEARCH_MCP_API_KEY", host, port)
    serve(transport, host, port, api_key)


class BearerAuthMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, token=None):
        super().__init__(app)
        self.token = token or os.getenv("MCP_AUTH_TOKEN")

    async def dispatch(self, request, call_next):
        if not self.token:  # want: RC401 medium
            return await call_next(request)
        if request.headers.get("authorization") != f"Bearer {self.token}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


def verify_claims(claims, audience=None):
    if audience and claims.get("aud") != audience:  # want: RC401 medium
        raise PermissionError("invalid audience")
    return True


# ---- clean look-alikes ----

def run_strict(transport, host, port):
    if transport in ["streamable-http", "sse"]:
        api_key = os.environ.get("STRICT_MCP_API_KEY")
        if not api_key:
            logging.error("refusing to listen on %s:%s without authentication", host, port)
            sys.exit(2)
    serve(transport, host, port)


def run_stdio():
    api_key = os.environ.get("UPSTREAM_API_KEY")
    if not api_key:
        logging.warning("UPSTREAM_API_KEY not set; search results will be limited")
    serve("stdio", None, None)


class StrictAuthMiddleware(BaseHTTPMiddleware):
    def __init__(self, app):
        super().__init__(app)
        self.token = os.getenv("MCP_AUTH_TOKEN")

    async def dispatch(self, request, call_next):
        if not self.token:
            return JSONResponse({"error": "authentication not configured"}, status_code=401)
        if request.headers.get("authorization") != f"Bearer {self.token}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


class DevAuthMiddleware(BaseHTTPMiddleware):
    def __init__(self, app, insecure_no_auth=False):
        super().__init__(app)
        self.token = os.getenv("MCP_AUTH_TOKEN")
        self.insecure_no_auth = insecure_no_auth

    async def dispatch(self, request, call_next):
        if self.insecure_no_auth:
            return await call_next(request)
        if request.headers.get("authorization") != f"Bearer {self.token}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)
