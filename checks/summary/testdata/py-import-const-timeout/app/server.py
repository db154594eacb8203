from mcp.server.fastmcp import FastMCP

from app.runner import fetch, fetch_local, fetch_switched, fetch_vendor, open_page, run

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


@mcp.tool()
async def browse(url: str) -> str:
    return str(await open_page(None, url))
