import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("links")


# a link is keyed by its source, role and target: a second POST of it is refused (409)
@mcp.tool()
def create_work_item_links(work_item_id: str, role: str, target_work_item_id: str) -> dict:
    return requests.post(f"https://api.example.com/items/{work_item_id}/links", json={"role": role, "target": target_work_item_id}, timeout=10).json()


# the target is optional: the server picks one, so a retry links again
@mcp.tool()
def add_links(work_item_id: str, role: str, target_work_item_id: str = None) -> dict:  # want: RC601
    return requests.post(f"https://api.example.com/items/{work_item_id}/links", json={"role": role, "target": target_work_item_id}, timeout=10).json()
