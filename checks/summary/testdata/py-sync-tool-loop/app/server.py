# mcp 1.x's FastMCP calls a sync tool on its event loop: a helper of another
# module that blocks stalls the server (RC201 at the call, with the chain).
from mcp.server.fastmcp import FastMCP

from app.client import lookup

mcp = FastMCP("demo")


@mcp.tool()
def find(q: str) -> str:
    return lookup(q)  # want: RC201


def offline(q: str) -> str:
    # not a tool: runs where its caller runs
    return lookup(q)
