from mcp.server.fastmcp import FastMCP

from app.client import ApiClient, LocalStore, get_client
from app.impl import fetch_deep_impl, fetch_item_impl, label_impl, mixed_impl, typed_impl

mcp = FastMCP("params")
shared = ApiClient("https://api.example.com")


@mcp.tool()
def get_item(item_id: str) -> str:
    try:
        client = get_client()
        return fetch_item_impl(client, item_id)  # want: RC201, RC402 diff-only
    except Exception:
        return "Error: get_item failed"


@mcp.tool()
def get_deep(item_id: str) -> str:
    return fetch_deep_impl(shared, item_id)  # want: RC201


@mcp.tool()
def get_label(text: str) -> str:
    return label_impl(shared, text)


@mcp.tool()
def get_mixed(item_id: str) -> str:
    return mixed_impl(shared, item_id)


@mcp.tool()
def get_local(item_id: str) -> str:
    store = LocalStore()
    return mixed_impl(store, item_id) + typed_impl(shared, item_id)
