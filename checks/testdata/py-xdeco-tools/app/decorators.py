"""Project decorators that register tools with the server (or do not)."""
import logging

from app.server import mcp


def tool(feature_id):
    """@tool("persons"): registers the function with FastMCP (Wirasm/pipedrive-mcp)."""

    def decorator(func):
        mcp.tool()(func)
        return func

    return decorator


def write_tool(**kwargs):
    """@write_tool(name=...): returns FastMCP's own decorator (hs737/mcp-server-for-ynab)."""
    registered = mcp.tool(**kwargs)
    return registered


def make_gate(server, level):
    """tool = make_gate(mcp, level): a decorator factory gated by a level (akmalovaa/proxmox-mcp)."""

    def gated(**kwargs):
        def decorator(fn):
            return server.tool(**kwargs)(fn) if level > 0 else fn

        return decorator

    return gated


def logged(name):
    """@logged("x"): logs, registers nothing."""

    def decorator(func):
        logging.info("wrapping %s", name)
        return func

    return decorator
