# A variable assigned on several branches of an if statement and sent after
# it (facts/branchvals): the use's binding is the last assignment in the text
# (the else branch), yet the error branch's text may be the one that ran
# (blind-set miss AdvayParab/Zendesk_MCP_Server utils/client.py:95).
import requests
from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

mcp = FastMCP("tickets")


def _get_all(url: str) -> dict:
    try:
        r = requests.get(url, timeout=10)
        r.raise_for_status()
        return {"data": r.json()}
    except requests.exceptions.RequestException as e:
        return {"success": False, "error": str(e)}  # want: RC402


@mcp.tool()
def list_tickets() -> list[TextContent]:
    result = _get_all("https://example.zendesk.com/api/v2/tickets.json")
    if "error" in result:
        msg = f"ERROR: failed to fetch tickets\n{result['error']}"  # want: RC402
    elif not result.get("data"):
        msg = "No tickets found."
    else:
        msg = "\n".join(str(t["id"]) for t in result["data"])
    return [TextContent(type="text", text=msg)]


def _get_groups(url: str) -> dict:
    try:
        r = requests.get(url, timeout=10)
        r.raise_for_status()
        return {"data": r.json()}
    except requests.exceptions.RequestException as e:
        return {"success": False, "error": str(e)}  # want: RC402


@mcp.tool()
def list_groups() -> list[TextContent]:
    # the binding at the use is in an if nested in the else branch: the
    # outer if's branches join too
    result = _get_groups("https://example.zendesk.com/api/v2/groups.json")
    if "error" in result:
        msg = f"ERROR: failed to fetch groups\n{result['error']}"  # want: RC402
    else:
        groups = result.get("data", [])
        if not groups:
            msg = "No groups found."
        else:
            msg = "\n".join(str(g["id"]) for g in groups)
    return [TextContent(type="text", text=msg)]


# ---- clean look-alikes ----


def _get_users(url: str) -> dict:
    try:
        r = requests.get(url, timeout=10)
        r.raise_for_status()
        return {"data": r.json()}
    except requests.exceptions.RequestException as e:
        return {"success": False, "error": str(e)}


@mcp.tool()
def list_users() -> list[TextContent]:
    # the error branch sends a fixed text; only the else branch reads the data
    result = _get_users("https://example.zendesk.com/api/v2/users.json")
    if "error" in result:
        msg = "ERROR: failed to fetch users"
    else:
        msg = "\n".join(str(u["id"]) for u in result["data"])
    return [TextContent(type="text", text=msg)]


@mcp.tool()
def ping() -> str:
    # the branch with the caught error's text is left by its own return; the
    # value read after the if is the else branch's
    try:
        requests.get("https://example.zendesk.com/api/v2/ping", timeout=5).raise_for_status()
        ok = True
    except requests.RequestException:
        ok = False
    if ok:
        status = "up"
    else:
        status = "down"
    return status
