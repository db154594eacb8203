import httpx
from mcp.server.fastmcp import FastMCP

from .widgets import list_widgets

mcp = FastMCP("caught-body")


@mcp.tool()
async def widgets() -> str:
    # httpx.HTTPStatusError.response is the failed answer: its body is the
    # upstream's raw error text.
    try:
        return str(await list_widgets())
    except httpx.HTTPStatusError as e:
        return f"Failed: {e.response.status_code} {e.response.text[:500]}"  # want: RC402


@mcp.tool()
async def widget_detail() -> str:
    try:
        return str(await list_widgets())
    except Exception as e:
        return "Failed: " + str(e.response.json())  # want: RC402


@mcp.tool()
async def widget_status() -> str:
    # Clean twin: the status code alone names no internals.
    try:
        return str(await list_widgets())
    except httpx.HTTPStatusError as e:
        return f"Failed with HTTP {e.response.status_code}"


@mcp.tool()
async def widget_reason() -> str:
    # Clean twin: the API's own error field picked out of the body.
    try:
        return str(await list_widgets())
    except httpx.HTTPStatusError as e:
        return "Failed: " + str(e.response.json()["detail"])


@mcp.tool()
async def widget_errors() -> str:
    # Clean twin: the field picked out of the body through a variable.
    try:
        return str(await list_widgets())
    except httpx.HTTPStatusError as e:
        error_data = e.response.json()
        return f"Validation error: {error_data['errors']}"
