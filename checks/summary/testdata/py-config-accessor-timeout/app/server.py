from mcp.server.fastmcp import FastMCP

from app.upstream import fetch, fetch_built, fetch_inline, fetch_quick, fetch_singleton

mcp = FastMCP("x")


@mcp.tool()
def get(path: str) -> str:
    return fetch(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def get_inline(path: str) -> str:
    return fetch_inline(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def get_quick(path: str) -> str:
    return fetch_quick(path)  # want: RC201


@mcp.tool()
def get_singleton(path: str) -> str:
    return fetch_singleton(path)  # want: RC201 RC104 diff-only


@mcp.tool()
def get_built(path: str) -> str:
    return fetch_built(path)  # want: RC201
