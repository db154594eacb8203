from mcp.server import Server
from mcp.types import TextContent

from .tools import get_tool_handler, TOOLS

app = Server("dispatch")


@app.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    # the dispatcher runs whatever tool the request names: any error of any
    # tool (its HTTP client's, its driver's) comes out of run_tool
    tool_handler = get_tool_handler(name)
    try:
        return tool_handler.run_tool(arguments)
    except Exception as e:
        raise RuntimeError(f"Caught Exception. Error: {str(e)}")  # want: RC402


@app.call_tool()
async def call_registered(name: str, arguments: dict) -> str:
    try:
        return await TOOLS[name](arguments)
    except Exception as e:
        return f"tool failed: {e}"  # want: RC402


@app.call_tool()
async def call_tool_fixed(name: str, arguments: dict) -> list[TextContent]:
    # clean twin: the dispatcher logs the error and sends a fixed message
    tool_handler = get_tool_handler(name)
    try:
        return tool_handler.run_tool(arguments)
    except Exception:
        raise RuntimeError("the tool failed; see the server log")


@app.call_tool()
async def call_tool_parse(name: str, arguments: dict) -> list[TextContent]:
    # clean twin: the try holds only the code's own parsing, no tool runs
    try:
        limit = int(arguments.get("limit", "10"))
    except ValueError as e:
        raise RuntimeError(f"bad limit: {e}")
    return [TextContent(type="text", text=str(limit))]
