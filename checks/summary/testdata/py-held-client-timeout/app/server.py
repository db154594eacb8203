from mcp.server.fastmcp import FastMCP

from app.clients import Closer, ConnectOnly, Mailer, OwnTimeout, Quick, Reset, SlowApi, SlowApi2

mcp = FastMCP("held-client")


@mcp.tool()
async def search(q: str) -> dict:
    api = SlowApi("k")
    return api.search(q)  # want: RC201 RC104 diff-only


@mcp.tool()
async def search2(q: str) -> dict:
    api = SlowApi2("k")
    return api.search(q)  # want: RC201 RC104 diff-only


@mcp.tool()
async def search_own(q: str) -> dict:
    api = OwnTimeout()
    return api.search(q)  # want: RC201


@mcp.tool()
async def search_quick(q: str) -> dict:
    api = Quick()
    return api.search(q)  # want: RC201


@mcp.tool()
async def search_connect(q: str) -> dict:
    api = ConnectOnly()
    return api.search(q)  # want: RC201


@mcp.tool()
async def search_reset(q: str) -> dict:
    api = Reset()
    return api.search(q)  # want: RC201


@mcp.tool()
async def shutdown() -> str:
    api = Closer()
    api.shutdown()
    return "ok"


@mcp.tool()
async def mail(to: str) -> str:  # want: RC601
    m = Mailer()
    m.send(to)  # want: RC201
    return "ok"
