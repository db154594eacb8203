# A coroutine nested in a start-up function and given to an event loop's
# runner (snowflake-mcp-server's run_stdio_server: async def run() builds the
# server, connecting once, then anyio.run(run)) is the program's top level:
# what it blocks on delays the start. The handlers it registers run per
# request and are still reported, and so is a nested coroutine used otherwise.
import asyncio

import anyio
import requests
from mcp.server import Server


def run_stdio_server() -> None:
    async def run() -> None:
        requests.get("http://config/settings", timeout=5)
        server = Server("x")

        @server.call_tool()
        async def call_tool(name, args):
            return requests.get("http://api/items", timeout=5).text  # want: RC201

        await server.run(None, None, None)

    anyio.run(run)


def serve_http() -> None:
    async def boot() -> None:
        requests.get("http://config/settings", timeout=5)

    asyncio.run(boot())


def schedule(loop) -> None:
    async def refresh() -> None:
        requests.get("http://config/settings", timeout=5)  # want: RC201

    loop.create_task(refresh())
