# A low-level call_tool handler that hands the tool's name to a function of
# the file (handlers package namefwd): that function's name branches are the
# tools (stephus182/ibkr_core_mcp's _dispatch).
import httpx
import mcp.types as types
from mcp.server import Server

server = Server("alerts")
client = httpx.Client(timeout=10)


def _dispatch(name: str, args: dict) -> str:
    try:
        if name == "create_alert":  # want: RC601
            return client.post("https://a.example/alerts", json=args).text
        if name == "get_alert":
            return client.get("https://a.example/alerts/1").text
        return f"Unknown tool: {name!r}"
    except Exception:
        return "failed"


def _log(name: str, args: dict) -> None:
    # handed the name, but no dispatcher: its POST is no tool's
    if args:
        client.post("https://a.example/log", json={"tool": name})


def _route(kind: str) -> str:
    # a dispatcher's shape that the handler hands no tool name to
    if kind == "create_report":
        return client.post("https://a.example/reports", json={}).text
    return ""


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[types.TextContent]:
    _log(name, arguments or {})
    text = _dispatch(name, arguments or {})
    _route("daily")
    return [types.TextContent(type="text", text=text)]
