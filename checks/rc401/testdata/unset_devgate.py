# RC401 insecure defaults in Python: a development bypass that is the
# default when the environment is unset, and authentication that a flag
# turns on and that is off by default.
import os

from starlette.middleware.base import BaseHTTPMiddleware
from starlette.responses import JSONResponse

API_SECRET = os.environ.get("MCP_API_SECRET")
APP_ENV = os.environ.get("APP_ENV", "development")
AUTH_ENABLED = os.getenv("MCP_AUTH_ENABLED", "false").lower() == "true"
AUTH_REQUIRED = os.getenv("MCP_AUTH_REQUIRED", "true").lower() != "false"


class TokenAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        if not API_SECRET:
            if APP_ENV != "production":
                return await call_next(request)  # want: RC401 medium
            return JSONResponse({"error": "server misconfigured"}, status_code=500)
        if request.headers.get("authorization") != f"Bearer {API_SECRET}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


class FlagAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        if not AUTH_ENABLED:  # want: RC401 medium
            return await call_next(request)
        if request.headers.get("authorization") != f"Bearer {API_SECRET}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


# ---- clean twins ----


class RequiredAuthMiddleware(BaseHTTPMiddleware):
    # on unless someone sets MCP_AUTH_REQUIRED=false: an explicit opt-out
    async def dispatch(self, request, call_next):
        if not AUTH_REQUIRED:
            return await call_next(request)
        if request.headers.get("authorization") != f"Bearer {API_SECRET}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)


class StrictAuthMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        if not API_SECRET:
            if APP_ENV == "development":
                return await call_next(request)
            return JSONResponse({"error": "server misconfigured"}, status_code=500)
        if request.headers.get("authorization") != f"Bearer {API_SECRET}":
            return JSONResponse({"error": "unauthorized"}, status_code=401)
        return await call_next(request)
