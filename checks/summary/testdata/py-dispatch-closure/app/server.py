# A low-level Server built in a function: its handlers are closures over a
# client the function builds, and each name branch is one tool.
import mcp.types as types
from mcp.server import Server

from .client import APIClient


def create_server(url: str) -> Server:
    server = Server("events")
    api = APIClient(api_url=url)

    @server.call_tool()
    async def handle_call_tool(name: str, arguments: dict) -> list[types.TextContent]:
        if name == "save-event":  # want: RC601
            text = await api.save_event(arguments["name"], arguments["data"])
        elif name == "push-datafile":
            text = await api.push_datafile(arguments["path"])
        elif name == "list-pipes":
            text = await api.list_pipes()
        else:
            raise ValueError(f"unknown tool {name}")
        return [types.TextContent(type="text", text=text)]

    return server
