# A low-level Server's call_tool that picks the handler method by name
# (getattr(self, f"_h_{name}")) and returns str(e) of whatever it raised:
# every handler's errors reach the model (unseen.dispatched). A getattr of a
# literal name is no dispatch, and its method's errors are in sight.
from typing import Any

from mcp.server import Server

server = Server("dispatch")


def _err(msg: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": f"Error: {msg}"}]


class Tools:
    async def call_tool(self, name: str, args: dict) -> list[dict[str, Any]]:
        try:
            method = getattr(self, f"_h_{name}", None)
            if method is None:
                return _err(f"No handler for {name}")
            return await method(args)
        except Exception as e:
            return _err(str(e))  # want: RC402 low

    async def call_fixed(self, args: dict) -> list[dict[str, Any]]:
        try:
            method = getattr(self, "_h_version")
            return await method(args)
        except Exception as e:
            return _err(str(e))

    async def _h_version(self, args: dict) -> list[dict[str, Any]]:
        return [{"type": "text", "text": "1.0"}]


tools = Tools()


@server.call_tool()
async def handle(name: str, args: dict):
    return await tools.call_tool(name, args)
