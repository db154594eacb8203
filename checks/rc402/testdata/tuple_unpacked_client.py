# A client tuple-unpacked from a function of the file
# (`client, user_id = _get_client()`, which returns WebClient(...) at that
# position) is that SDK client: its calls' errors are network errors
# (pyrecv.Unpacked). The other element, a plain string, is no client.
from fastmcp import FastMCP
from slack_sdk import WebClient

mcp = FastMCP("unpacked")


def _get_oauth_client():
    return WebClient(token="xoxb-token"), "U123"


def _get_authenticated_client():
    client, user_id = _get_oauth_client()
    if client and user_id:
        return client, user_id, None
    return None, None, {"ok": False, "error": "Not authenticated."}


@mcp.tool()
def channel_messages(channel: str) -> dict:
    client, user_id, error = _get_authenticated_client()
    if error:
        return error
    try:
        return client.conversations_history(channel=channel).data
    except Exception as e:
        return {"ok": False, "error": f"Error: {e!s}"}  # want: RC402


@mcp.tool()
def whoami() -> dict:
    client, user_id, error = _get_authenticated_client()
    try:
        return {"user": int(user_id[1:])}
    except ValueError as e:
        return {"ok": False, "error": f"Error: {e!s}"}
