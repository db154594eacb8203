# RC401 (Python): a FastMCP auth provider that is None when its settings are
# missing or its construction fails; FastMCP(auth=None) serves every tool.
import logging
import os

from fastmcp import FastMCP
from fastmcp.server.auth import BearerAuthProvider
from fastmcp.server.auth.providers.jwt import JWTVerifier, StaticTokenVerifier

logger = logging.getLogger(__name__)


def create_auth_provider():
    public_key = os.getenv("AUTH_PUBLIC_KEY")
    jwks_uri = os.getenv("AUTH_JWKS_URI")
    if not public_key and not jwks_uri:
        logger.warning("no key provided; skipping auth")
        return None  # want: RC401 medium
    try:
        provider = BearerAuthProvider(public_key=public_key, jwks_uri=jwks_uri)
        return provider
    except Exception as e:
        logger.error(f"error creating auth provider: {e}")
        return None  # want: RC401


def _create_oidc():
    return JWTVerifier(jwks_uri=os.environ["JWKS_URI"])


def build_auth(name):
    if name is None:
        logger.info("no auth provider configured")
        return None  # want: RC401 medium
    return _create_oidc()


def make_provider_opt_in(settings):
    # an explicit opt-in flag is the operator's choice: not reported
    if not settings.auth_enabled:
        return None
    return JWTVerifier(jwks_uri=settings.jwks_uri)


def strict_auth_provider():
    # clean: refuses to start without its key
    jwks_uri = os.getenv("AUTH_JWKS_URI")
    if not jwks_uri:
        raise SystemExit("AUTH_JWKS_URI is required")
    return JWTVerifier(jwks_uri=jwks_uri)


def get_headers():
    # clean: not an auth provider factory
    token = os.getenv("UPSTREAM_TOKEN")
    if not token:
        return None
    return {"Authorization": f"Bearer {token}"}


BEARER = os.getenv("MCP_HTTP_BEARER_TOKEN")
auth_provider = None
if BEARER:  # want: RC401 medium
    auth_provider = StaticTokenVerifier(tokens={BEARER: {"client_id": "c", "scopes": []}})

mcp = FastMCP("demo", auth=auth_provider)

verifier = None
if os.getenv("MCP_AUTH_TOKEN"):
    verifier = StaticTokenVerifier(tokens={})
else:
    raise SystemExit("MCP_AUTH_TOKEN is required")
mcp2 = FastMCP("demo2", auth=verifier)


def get_auth():
    # clean: a client's credentials for an outbound call, not an auth provider
    user = os.getenv("UPSTREAM_USER")
    password = os.getenv("UPSTREAM_PASSWORD")
    if not user or not password:
        return None
    auth = (user, password)
    return auth


def create_checked_auth_provider():
    # clean: its caller refuses to start without a provider
    jwks = os.getenv("JWKS_URL")
    if not jwks:
        return None
    return JWTVerifier(jwks_uri=jwks)


checked = create_checked_auth_provider()
if checked is None:
    raise SystemExit("JWKS_URL is required on the HTTP transport")
mcp3 = FastMCP("demo3", auth=checked)
