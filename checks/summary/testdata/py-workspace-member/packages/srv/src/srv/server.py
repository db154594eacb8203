from mcp.server.fastmcp import FastMCP

from core.tools.listing import list_things

mcp = FastMCP("things")
mcp.add_tool(list_things, name="list_things")
