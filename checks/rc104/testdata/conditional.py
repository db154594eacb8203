# A timeout chosen by a condition between two read values waits up to the
# larger (session 32: homeassistant-ai/ha-mcp's `timeout=120 if
# wait_for_close else 10` for the add-on WebSocket proxy).
import asyncio

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")

SLOW_WAIT = 90


async def proxy(close: bool) -> str:
    await asyncio.sleep(0)
    return "ok" if close else "open"


@mcp.tool()
async def addon_proxy(wait_for_close: bool = True) -> str:
    return await asyncio.wait_for(proxy(wait_for_close), timeout=120 if wait_for_close else 10)  # want: RC104


@mcp.tool()
async def addon_slow(slow: bool = False) -> str:
    return await asyncio.wait_for(proxy(slow), timeout=SLOW_WAIT if slow else 5)  # want: RC104


# Clean twins: both branches within the budget; a branch not read (None
# leaves the wait unbounded, RC101's to judge) is not judged here.
@mcp.tool()
async def addon_quick(wait_for_close: bool = True) -> str:
    return await asyncio.wait_for(proxy(wait_for_close), timeout=20 if wait_for_close else 10)


@mcp.tool()
async def addon_open(wait_for_close: bool = True) -> str:
    return await asyncio.wait_for(proxy(wait_for_close), timeout=None if wait_for_close else 120)
