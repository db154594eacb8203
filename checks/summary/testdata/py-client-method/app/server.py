import asyncio

from mcp.server.fastmcp import FastMCP

from app.service import count_traces, describe

mcp = FastMCP("traces")


@mcp.tool()
async def traces(project: str) -> str:
    n = count_traces(project)  # want: RC201
    return f"{describe(project)}: {n}"


@mcp.tool()
async def traces_offloaded(project: str) -> str:
    n = await asyncio.to_thread(count_traces, project)
    return f"{describe(project)}: {n}"
