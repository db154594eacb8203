# An MCP server with a __main__ block is still a server: its tools share one
# event loop.
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
async def forecast(city: str) -> str:
    time.sleep(2)  # want: RC201
    return city


if __name__ == "__main__":
    mcp.run()
