# A low-level MCP server whose serve() is the coroutine of asyncio.run: what it
# blocks on before the server runs (a connection check) delays the start, not
# a request. The handler it registers still blocks the loop.
import asyncio
import time

import requests
from mcp.server import Server
from mcp.server.stdio import stdio_server

server = Server("checker")


async def serve() -> None:
    requests.get("https://api.example.com/health", timeout=5)
    time.sleep(1)

    @server.call_tool()
    async def call_tool(name: str, arguments: dict) -> list:
        time.sleep(1)  # want: RC201
        return []

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def main() -> None:
    asyncio.run(serve())


if __name__ == "__main__":
    main()
