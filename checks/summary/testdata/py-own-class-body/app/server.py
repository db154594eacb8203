from mcp.server.fastmcp import FastMCP

from .client import ApiError, WholeError, fetch, fetch_fixed, fetch_named, fetch_success_branch, fetch_whole

mcp = FastMCP("body")


@mcp.tool()
def get_item(path: str) -> str:
    try:
        return str(fetch(path))  # want: RC201
    except ApiError as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def get_named(path: str) -> str:
    try:
        return str(fetch_named(path))  # want: RC201
    except ApiError as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def get_fixed(path: str) -> str:
    try:
        return str(fetch_fixed(path))  # want: RC201
    except ApiError as e:
        return f"failed: {e}"


@mcp.tool()
def get_whole(path: str) -> str:
    try:
        return str(fetch_whole(path))  # want: RC201
    except WholeError as e:
        return f"failed: {e}"


@mcp.tool()
def get_success(path: str) -> str:
    try:
        return str(fetch_success_branch(path))  # want: RC201
    except ApiError as e:
        return f"failed: {e}"
