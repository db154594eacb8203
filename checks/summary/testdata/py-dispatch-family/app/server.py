import asyncio

from mcp.server import Server

from app import tools
from app.client import Vault

app = Server("vault")

tool_handlers: dict[str, tools.ToolHandler] = {}
formatters = {"plain": tools.PlainFormatter(), "json": tools.JsonFormatter()}


def add_tool_handler(h: tools.ToolHandler) -> None:
    tool_handlers[h.name] = h


def get_tool_handler(name: str) -> tools.ToolHandler | None:
    return tool_handlers.get(name)


add_tool_handler(tools.ListFilesHandler("list_files"))
add_tool_handler(tools.RefreshHandler("refresh"))


@app.call_tool()
async def call_tool(name: str, arguments: dict) -> str:
    tool_handler = get_tool_handler(name)
    if tool_handler is None:
        raise ValueError(name)
    return tool_handler.run_tool(arguments)  # want: RC201


async def call_tool_threaded(name: str, arguments: dict) -> str:
    tool_handler = tool_handlers[name]
    return await asyncio.to_thread(tool_handler.run_tool, arguments)


async def render(kind: str, arguments: dict) -> str:
    formatter = formatters[kind]
    return formatter.render(arguments)  # the Formatter family never blocks


def call_tool_sync(name: str, arguments: dict) -> str:
    tool_handler = tool_handlers.get(name)
    return tool_handler.run_tool(arguments)  # a sync caller: its own callers decide


async def refresh_now(url: str) -> None:
    vault = Vault(url)

    def fetch():
        return vault.url

    def ping():
        import requests

        return requests.get(url + "/ping", timeout=5)

    vault._safe_call(fetch)  # the handed function does not block
    vault._defer(ping)  # stored by the helper, not called
    vault._safe_call(ping)  # want: RC201
