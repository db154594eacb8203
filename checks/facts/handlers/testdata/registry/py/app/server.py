from mcp.server.fastmcp import FastMCP

from app.tools import ALL_TOOLS
from .tools import kv

mcp = FastMCP("x")

for tool in ALL_TOOLS:
    mcp.add_tool(tool)
mcp.add_tool(kv.delete_document)
