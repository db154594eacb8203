from typing import Any, Callable

from mcp.server import Server
from pydantic import BaseModel


class ToolDef(BaseModel):
    name: str
    handler: Callable[..., Any]
    cleanup: Callable[..., Any] | None = None


async def list_rows(arguments):  # want: handler
    return [{"row": 1}]


async def write_rows(arguments):  # want: handler
    return [{"written": len(arguments)}]


async def drop_cache(arguments):
    """A look-alike: the definition's cleanup hook, never looked up for a call."""
    return None


async def debug_dump(arguments):
    """A look-alike: in a list nothing dispatches from."""
    return arguments


ALL = [
    ToolDef(name="list_rows", handler=list_rows, cleanup=drop_cache),
    ToolDef(name="write_rows", handler=write_rows),
]
DEBUG = [ToolDef(name="debug_dump", handler=debug_dump)]
allowed = [t for t in ALL if t.name != "disabled"]
debug_names = [t.name for t in DEBUG]

server = Server("rows")


@server.call_tool()
async def handle_call_tool(name: str, arguments: dict | None):  # the dispatcher: its decorator is a registration row (libmodels), outside this flow test
    handler = next((t.handler for t in allowed if t.name == name), None)
    if handler is None:
        raise ValueError(name)
    return await handler(arguments or {})
