# A timeout object built once as a constant of the module is the timeout of
# each request made with it: reported where the module builds it (the
# argument that sets the wait), as a class attribute is where its class
# binds it. Batch 11: keboola's _QS_TIMEOUT = httpx.Timeout(connect=5.0,
# read=120.0, ...).
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")

_EXPORT_TIMEOUT = httpx.Timeout(connect=5.0, read=120.0, write=10.0, pool=5.0)  # want: RC104
_LOOKUP_TIMEOUT = httpx.Timeout(connect=5.0, read=20.0, write=10.0, pool=5.0)


@mcp.tool()
async def export(url: str) -> bytes:
    async with httpx.AsyncClient(timeout=_EXPORT_TIMEOUT) as client:
        return (await client.get(url)).content


# Clean twin: a constant object within the budget.
@mcp.tool()
async def lookup(url: str) -> bytes:
    async with httpx.AsyncClient(timeout=_LOOKUP_TIMEOUT) as client:
        return (await client.get(url)).content
