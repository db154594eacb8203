from mcp.server.fastmcp import FastMCP

from app.svc import fetch_guarded, fetch_quiet, fetch_thing

mcp = FastMCP("things")


@mcp.tool()
async def get_thing(thing_id: str) -> dict:
    return await fetch_thing(thing_id)  # want: RC402 diff-only


@mcp.tool()
async def get_quiet(thing_id: str) -> dict:
    return await fetch_quiet(thing_id)


@mcp.tool()
async def get_guarded(thing_id: str) -> dict:
    try:
        return await fetch_guarded(thing_id)
    except RuntimeError:
        return {"error": "lookup failed"}
