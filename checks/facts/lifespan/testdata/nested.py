# A lifespan that yields the engines of one client (hvac's attributes carry
# its methods: the row is nested), as mschuchard/vault-mcp-server does; the
# clean look-alikes are an attribute of a client whose row is not nested and
# an attribute of a local that is no client.
from contextlib import asynccontextmanager

import hvac
import requests
from fastmcp import Context, FastMCP


@asynccontextmanager
async def server_lifespan(server: FastMCP):
    vault_client: hvac.Client = hvac.Client(url="http://127.0.0.1:8200")
    session = requests.Session()
    settings = object()
    yield {
        "kv2": vault_client.secrets.kv.v2,
        "sys": vault_client.sys,
        "adapter": session.adapters,
        "conf": settings.value,
    }


mcp = FastMCP("vault", lifespan=server_lifespan)


@mcp.tool()
async def read(ctx: Context, path: str) -> dict:
    return ctx.request_context.lifespan_context["kv2"].read_secret_version(path=path)  # want: RC201


@mcp.tool()
async def policies(ctx: Context) -> dict:
    return ctx.request_context.lifespan_context["sys"].list_acl_policies()  # want: RC201


@mcp.tool()
def read_sync(ctx: Context, path: str) -> dict:
    return ctx.request_context.lifespan_context["kv2"].read_secret_version(path=path)


@mcp.tool()
async def adapters(ctx: Context) -> dict:
    return ctx.request_context.lifespan_context["adapter"].get("https://x")


@mcp.tool()
async def conf(ctx: Context) -> dict:
    return ctx.request_context.lifespan_context["conf"].get("k")
