from mcp.server.fastmcp import FastMCP

from api import get_json, label
from tools import (
    register_items,
    register_labels,
    register_lambda,
    register_mixed,
    register_nested,
    register_owners,
)

mcp = FastMCP("items")


def register_all(server, fetch):
    register_nested(server, fetch)


register_items(mcp, get_json)
register_owners(mcp, fetch_owner=get_json)
register_all(mcp, get_json)
register_labels(mcp, label)
register_mixed(mcp, get_json)
register_mixed(mcp, label)
register_lambda(mcp, lambda u: get_json(u))
