# Class of real code: a helper translates an HTTP client's error into the
# client-facing error from its status code, fixed per-status text, the
# reason phrase and the API's own error field (read by another helper),
# never the error's text or the request URL. The error path passes through a
# function that replaces the message: clean.
from httpx import AsyncClient, HTTPStatusError
from mcp.server.fastmcp import FastMCP
from mcp.shared.exceptions import McpError
from mcp.types import ErrorData

mcp = FastMCP("status-helper")
client = AsyncClient(base_url="https://cloud.example.com", timeout=10)


def _api_message(e: HTTPStatusError) -> str | None:
    try:
        meta = e.response.json()["ocs"]["meta"]
    except (ValueError, KeyError):
        return None
    return meta.get("message")


def _comment_error(e: HTTPStatusError, card_id: int) -> McpError:
    status = e.response.status_code
    if status == 404:
        reason = f"Not found: card {card_id}"
    else:
        reason = f"HTTP {status} on card {card_id}: {_api_message(e) or e.response.reason_phrase}"
    return McpError(ErrorData(code=-32603, message=reason))


@mcp.tool()
async def list_comments(card_id: int) -> list:
    try:
        r = await client.get(f"/cards/{card_id}/comments")
        r.raise_for_status()
        return r.json()
    except HTTPStatusError as e:
        raise _comment_error(e, card_id) from e


# ---- true look-alike: the helper puts the error's text in the message ----


def _card_error(e: HTTPStatusError, card_id: int) -> McpError:
    reason = f"HTTP {e.response.status_code} on card {card_id}: {e}"  # want: RC402
    return McpError(ErrorData(code=-32603, message=reason))


@mcp.tool()
async def get_card(card_id: int) -> dict:
    try:
        r = await client.get(f"/cards/{card_id}")
        r.raise_for_status()
        return r.json()
    except HTTPStatusError as e:
        raise _card_error(e, card_id) from e  # reported in the helper (line 47)


# ---- true look-alike: the tool formats the error and hands the text over ----


def _mk_error(text: str) -> McpError:
    return McpError(ErrorData(code=-32603, message=text))


@mcp.tool()
async def get_board(board_id: int) -> dict:
    try:
        r = await client.get(f"/boards/{board_id}")
        r.raise_for_status()
        return r.json()
    except HTTPStatusError as e:
        raise _mk_error(f"board {board_id} failed: {e}") from e  # want: RC402
