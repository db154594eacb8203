from mcp.server.fastmcp import FastMCP


def register_tools(mcp: FastMCP, tool_definitions: list) -> None:
    for t in tool_definitions:
        mcp.add_tool(fn=t.fn, description=t.description)
