from mcp.server.lowlevel import Server

from .tools import TOOLS

server = Server("tickets")


@server.call_tool()
async def call_tool(name, arguments):
    return await TOOLS[name](arguments)
