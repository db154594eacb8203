import functools
import inspect

from mcp.server.fastmcp import FastMCP

from app.tools import admin, notes, tickets

mcp = FastMCP("tickets")


def _make_tool_wrapper(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        return await fn("token", *args, **kwargs)

    return wrapper


def register_tools():
    modules = [tickets, notes, admin]
    for module in modules:
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if name.startswith("_"):
                continue
            wrapper = _make_tool_wrapper(fn)
            mcp.tool(name=name)(wrapper)
