from dataclasses import dataclass
from typing import Any, Callable

import httpx
from mcp.server.fastmcp.tools import Tool


@dataclass
class ToolDefinition:
    fn: Callable[..., Any]
    description: str
    on_error: Callable[..., Any] | None = None


async def list_items(query: str) -> dict:  # want: handler
    async with httpx.AsyncClient(timeout=10) as c:
        return (await c.get("https://api.example.com/items", params={"q": query})).json()


async def create_item(name: str) -> dict:  # want: handler
    async with httpx.AsyncClient(timeout=10) as c:
        return (await c.post("https://api.example.com/items", json={"name": name})).json()


async def log_error(exc: Exception) -> None:
    """A look-alike: the definition's error hook, not the function the registration takes (t.fn)."""
    print(exc)


async def delete_item(name: str) -> dict:
    """A look-alike: built into a definition nothing registers."""
    return {"deleted": name}


def describe(name: str) -> str:
    """A look-alike: a data keyword's value."""
    return name


def item_definitions() -> list[ToolDefinition]:
    return [
        ToolDefinition(fn=list_items, description="List items", on_error=log_error),
        ToolDefinition(fn=create_item, description=describe("create")),
    ]


def unused_definitions() -> list[ToolDefinition]:
    return [ToolDefinition(fn=delete_item, description="Delete an item")]


async def server_mode() -> dict:  # want: handler
    return {"mode": "read-only"}


async def server_flags() -> dict:
    """A look-alike: its Tool object is built but never added."""
    return {}


server_mode_tool = Tool.from_function(fn=server_mode, name="server_mode")
server_flags_tool = Tool.from_function(fn=server_flags, name="server_flags")
