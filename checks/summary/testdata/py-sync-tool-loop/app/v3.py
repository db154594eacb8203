# The fastmcp package's 3.x runs sync tools in a worker thread: not reported.
from fastmcp import FastMCP

from app.client import lookup

server = FastMCP("v3")


@server.tool()
def find(q: str) -> str:
    return lookup(q)
