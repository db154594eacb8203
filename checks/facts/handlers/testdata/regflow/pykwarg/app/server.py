from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.tools import Tool

from app.register import register_tools
from app.tools import item_definitions, server_mode_tool, unused_definitions


async def ping() -> str:  # want: handler
    return "pong"


def to_text(data: object) -> str:
    """A look-alike: the tool's serializer, passed beside fn=."""
    return str(data)


mcp = FastMCP("items")
register_tools(mcp, tool_definitions=item_definitions())
mcp.add_tool(server_mode_tool.fn, server_mode_tool.name)
mcp.add_tool(Tool.from_function(fn=ping, serializer=to_text))
print(unused_definitions())
