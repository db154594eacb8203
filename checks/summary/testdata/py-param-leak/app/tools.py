import json

from mcp.server.fastmcp import FastMCP

from app.db import get_user
from app.errors import format_error, format_input_error

mcp = FastMCP("users")


@mcp.tool()
def user(uid: str) -> dict:
    try:
        return {"user": str(get_user(uid))}  # want: RC201
    except Exception as e:
        return format_error(e)  # want: RC402 diff-only


@mcp.tool()
def spec(raw: str) -> dict:
    try:
        return json.loads(raw)
    except Exception as e:
        return format_input_error(e)
