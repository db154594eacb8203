# An error of unknown origin in a tool result (unknown_tool.go): the try
# block calls the repository's own client (a module variable set under
# `global client`, here through a worker thread), whose errors the file
# cannot see: reported at low severity, never taken as safe.
import asyncio

from mcp.server.fastmcp import FastMCP

from .client import QueryTimeoutError, TrinoClient
from .helpers import render

mcp = FastMCP("unknown-tool")
client = None


def main():
    global client
    client = TrinoClient("config")


@mcp.tool()
async def list_catalogs() -> str:
    try:
        catalogs = await asyncio.to_thread(client.list_catalogs)
        return "\n".join(catalogs)
    except QueryTimeoutError as e:
        return f"Error: {e}"  # the server's own class: its text is the code's
    except Exception as e:
        return f"Error listing catalogs: {str(e)}"  # want: RC402 low


@mcp.tool()
async def list_schemas(catalog: str) -> str:
    try:
        return "\n".join(client.list_schemas(catalog))
    except Exception as e:
        return f"Error listing schemas: {e}"  # want: RC402 low


# Clean twins: a try block that only computes on the caller's text, and a
# clause that names a class.


@mcp.tool()
def count_words(text: str) -> str:
    try:
        return str(len(text.split()))
    except Exception as e:
        return f"failed: {e}"


@mcp.tool()
def show(text: str) -> str:
    try:
        return render(text)
    except ValueError as e:
        return f"bad input: {e}"
