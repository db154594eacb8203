from mcp.server.fastmcp import FastMCP

from app.register import register_tools
from app.tools import item_definitions, server_mode_tool, unused_definitions

mcp = FastMCP("items")
register_tools(mcp, tool_definitions=item_definitions())
mcp.add_tool(server_mode_tool.fn, server_mode_tool.name)
print(unused_definitions())
