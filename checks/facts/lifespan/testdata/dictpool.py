from contextlib import asynccontextmanager

import httpx
import requests
from fastmcp import Context, FastMCP


@asynccontextmanager
async def app_lifespan(server: FastMCP):
    async with httpx.AsyncClient(timeout=10) as client:
        yield {"http": requests.Session(), "client": client, "name": "app"}


mcp = FastMCP("app", lifespan=app_lifespan)


@mcp.tool()
async def page(ctx: Context, url: str) -> str:
    return ctx.request_context.lifespan_context["http"].get(url).text  # want: RC101 RC201


@mcp.tool()
async def page_async(ctx: Context, url: str) -> str:
    client = ctx.request_context.lifespan_context["client"]
    return (await client.get(url)).text


@mcp.tool()
async def page_unknown(ctx: Context, url: str) -> str:
    return ctx.request_context.lifespan_context["other"].get(url).text


def not_a_lifespan():
    # a plain generator, not an @asynccontextmanager: its yield types nothing
    yield {"plain": requests.Session()}


@mcp.tool()
async def page_plain(ctx: Context, url: str) -> str:
    return ctx.request_context.lifespan_context["plain"].get(url).text


@mcp.tool()
async def page_get(ctx: Context, url: str) -> str:
    http = ctx.lifespan_context.get("http")
    return http.get(url).text  # want: RC101 RC201
