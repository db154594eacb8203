# Error text a helper returns as a value, reaching the tool's result through
# asyncio.gather of a comprehension or a thread offload (package pycompr;
# summary Call.Alts of an awaited asyncio.to_thread / run_in_executor).
import asyncio

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("offload")


def fetch(url: str):
    try:
        r = httpx.get(url, timeout=10)
        return r.json()
    except Exception as err:
        return {"error": str(err)}  # want: RC402


async def fetch_one(u: str):
    try:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.get(u)
            return {"u": u, "data": r.json()}
    except Exception as e:
        return {"u": u, "error": str(e)}  # want: RC402


@mcp.tool()
async def fetch_many(urls: list[str]) -> dict:
    results = await asyncio.gather(*[fetch_one(u) for u in urls])
    return {"results": results}


@mcp.tool()
async def fetch_in_thread(url: str) -> dict:
    return await asyncio.to_thread(fetch, url)


# Clean twins: the helpers return a fixed message; the values are sent the same way.
def fetch_quiet(url: str):
    try:
        r = httpx.get(url, timeout=10)
        return r.json()
    except Exception:
        return {"error": "upstream request failed"}


async def fetch_one_quiet(u: str):
    try:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.get(u)
            return {"u": u, "data": r.json()}
    except Exception:
        return {"u": u, "error": "upstream request failed"}


async def fetch_one_logged(u: str):
    try:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.get(u)
            return {"u": u, "data": r.json()}
    except Exception as e:
        return {"u": u, "error": str(e)}


@mcp.tool()
async def fetch_many_quiet(urls: list[str]) -> dict:
    results = await asyncio.gather(*[fetch_one_quiet(u) for u in urls])
    return {"results": results}


@mcp.tool()
async def fetch_many_counted(urls: list[str]) -> dict:
    results = await asyncio.gather(*[fetch_one_logged(u) for u in urls])
    return {"failed": len([r for r in results if "error" in r])}


@mcp.tool()
async def fetch_in_thread_quiet(url: str) -> dict:
    return await asyncio.to_thread(fetch_quiet, url)
