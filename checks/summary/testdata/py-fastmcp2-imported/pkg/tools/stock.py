# Tools registered on a server object built in another module: FastMCP 2.x
# (requirements.txt pins 2.10.6) calls these plain defs on its event loop.
import time

import httpx

from ..server import mcp
from ..app import mcp as server


@mcp.tool()
def level(sku: str) -> int:
    time.sleep(0.5)  # want: RC201
    return 1


@server.tool()
def reorder_wait(sku: str) -> str:
    time.sleep(2)  # want: RC201
    return sku


@mcp.tool()
async def level_async(sku: str) -> int:
    return len(sku)


def not_a_tool(sku: str) -> None:
    time.sleep(1)


def factory(mcp):
    # a parameter named like the module object: its class is not known
    @mcp.tool()
    def local_tool(sku: str) -> str:
        time.sleep(1)
        return sku

    return local_tool
