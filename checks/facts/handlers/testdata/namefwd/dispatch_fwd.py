from mcp.server import Server
from mcp.types import TextContent

server = Server("x")


def _audit(name, args):
    # hands the name on but does not branch on it: no tool
    print(name, args)


def _dispatch(name: str, args: dict, store) -> str:
    try:
        if name == "add_alert":
            return str(store.add_alert(args["symbol"]))
        if name == "get_alerts":
            return str(store.get_alerts())
        return f"Unknown tool: {name!r}"
    except Exception as exc:
        return f"error: {exc}"


def _route(kind: str) -> str:
    # branches like a dispatcher, but the handler hands it no name
    if kind == "purge_all":
        return "purged"
    return ""


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None) -> list[TextContent]:
    _audit(name, arguments)
    text = _dispatch(name, arguments or {}, STORE)
    _route("purge_all")
    return [TextContent(type="text", text=text)]
