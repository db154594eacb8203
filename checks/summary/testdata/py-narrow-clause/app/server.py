import httpx
from mcp.server.fastmcp import FastMCP

from app.client import Api

mcp = FastMCP("things")


def get_api() -> Api:
    return Api("https://api.example.com")


@mcp.tool()
def thing(thing_id: str) -> dict:
    # except ValueError sees no httpx error (httpx.HTTPError is an Exception):
    # only the server's own "thing_id must be numeric" and a JSON decode error.
    api = get_api()
    try:
        return api.get_thing(thing_id)  # want: RC201
    except httpx.HTTPError:
        return {"error": "upstream failed"}
    except ValueError as e:
        return {"error": str(e)}


@mcp.tool()
def thing_any(thing_id: str) -> dict:
    api = get_api()
    try:
        return api.get_thing(thing_id)  # want: RC201
    except Exception as e:
        return {"error": str(e)}  # want: RC402


@mcp.tool()
def thing_wrapped(thing_id: str) -> dict:
    api = get_api()
    try:
        return api.get_wrapped(thing_id)  # want: RC201
    except ValueError as e:
        return {"error": str(e)}  # want: RC402
