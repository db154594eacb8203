import asyncio

import anyio
from mcp.server.fastmcp import FastMCP

from app.client import Client, fetch_bounded, fetch_report

mcp = FastMCP("files")


async def _run_sync(func, *args, **kwargs):
    """Run a synchronous function in the thread pool."""
    return await anyio.to_thread.run_sync(func, *args, **kwargs)


async def _run_bounded(func, *args):
    # not a plain wrapper: it bounds the wait itself
    return await asyncio.wait_for(asyncio.to_thread(func, *args), timeout=10)


def _client() -> Client:
    return Client()


@mcp.tool()
async def download(url: str) -> bytes:
    client = _client()
    return await _run_sync(client.download, url)  # want: RC104 diff-only


@mcp.tool()
async def quick(url: str) -> bytes:
    client = _client()
    return await _run_sync(client.quick, url)


@mcp.tool()
async def report(url: str) -> bytes:
    return await _run_sync(fetch_report, url)  # want: RC104 diff-only


@mcp.tool()
async def bounded(url: str) -> bytes:
    return await _run_bounded(fetch_bounded, url)
