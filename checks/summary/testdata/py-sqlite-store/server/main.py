from fastmcp import FastMCP

from .cache.store import CacheStore
from .tools import Tools

mcp = FastMCP("zoom")
cache = CacheStore("cache.db")
tools = Tools(cache)


@mcp.tool()
async def resolve(query: str):
    return await tools.resolve(query)


@mcp.tool()
def channel(name: str):
    # a sync tool: FastMCP 3 runs it in a worker thread
    return cache.get_channel_by_name(name)
