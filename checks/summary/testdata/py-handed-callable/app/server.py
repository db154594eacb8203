import httpx
from mcp.server.fastmcp import FastMCP

from app.util import quietly, with_retry

mcp = FastMCP("handed-callable")
client = httpx.Client(timeout=10)


@mcp.tool()
async def get_page(url: str) -> str:
    # with_retry (another module) calls the bound method it is handed:
    # what client.get raises comes out of the call.
    try:
        resp = await with_retry(client.get, url)  # want: RC201
        return resp.text
    except Exception as e:
        return f"fetch failed: {e}"  # want: RC402


@mcp.tool()
async def get_json(url: str) -> str:
    # The same through a lambda.
    try:
        return str(await with_retry(lambda: client.get(url).json()))
    except Exception as e:
        return f"fetch failed: {str(e)}"  # want: RC402


@mcp.tool()
async def maybe_page(url: str) -> str:
    # Clean twin: quietly keeps what client.get raises.
    try:
        return str(quietly(client.get, url))
    except Exception as e:
        return f"failed: {e}"


@mcp.tool()
async def parse_number(text: str) -> str:
    # Clean twin: the function handed only parses.
    try:
        return str(await with_retry(int, text))
    except Exception as e:
        return f"bad number: {e}"
