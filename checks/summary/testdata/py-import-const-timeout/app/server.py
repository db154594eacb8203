from mcp.server.fastmcp import FastMCP

from app.runner import fetch, fetch_local, fetch_switched, fetch_vendor, run

mcp = FastMCP("x")


@mcp.tool()
async def build(cmd: str) -> str:
    return str(await run(cmd))  # want: RC104 diff-only


@mcp.tool()
async def get(url: str) -> str:
    return str(await fetch(url))


@mcp.tool()
async def get_switched(url: str) -> str:
    return str(await fetch_switched(url))


@mcp.tool()
async def get_vendor(url: str) -> str:
    return str(await fetch_vendor(url))


@mcp.tool()
async def get_local(url: str) -> str:
    return str(await fetch_local(url))
