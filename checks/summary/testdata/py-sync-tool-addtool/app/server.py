# The server registers the tools of another module by add_tool in a loop
# (handlers.Registry): mcp 1.x's FastMCP calls them inline on its loop.
from mcp.server.fastmcp import FastMCP

from app.tools import TOOLS

mcp = FastMCP("weather")

for tool in TOOLS:
    mcp.add_tool(tool)

if __name__ == "__main__":
    mcp.run()
