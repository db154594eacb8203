from mcp.server.fastmcp import FastMCP

from app.service import Service

mcp = FastMCP("items")
service = Service()


@mcp.tool()
async def details(ids: list[str]) -> dict:
    return service.details(ids)  # want: RC201 RC402 diff-only


@mcp.tool()
async def status(i: str) -> dict:
    result = service.status(i)  # want: RC201 RC402 diff-only
    return result


@mcp.tool()
async def quiet(i: str) -> str:
    result = service.quiet(i)  # want: RC201
    return "failed" if "error" in result else "ok"


@mcp.tool()
async def fixed(i: str) -> dict:
    return service.fixed(i)  # want: RC201
