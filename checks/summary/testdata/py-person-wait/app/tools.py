from mcp.server.fastmcp import FastMCP

from app.auth import fetch_report, login_flow

mcp = FastMCP("reports")


@mcp.tool()
async def login() -> str:
    return "ok" if login_flow() else "no code"


@mcp.tool()
async def report(q: str) -> str:
    return fetch_report(q)  # want: RC201 RC104 diff-only
