from mcp.server.fastmcp import FastMCP

from app.svc import fetch_status, fetch_thing

mcp = FastMCP("things")


@mcp.tool()
def get_thing(thing_id: str) -> dict:
    try:
        return fetch_thing(thing_id)  # want: RC201
    except Exception as e:
        return {"error": str(e)}  # want: RC402


@mcp.tool()
def get_status(thing_id: str) -> dict:
    try:
        return fetch_status(thing_id)  # want: RC201
    except Exception as e:
        return {"error": str(e)}
