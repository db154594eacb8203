# Tools that call their implementation under a module-level alias
# (kubectl-mcp-server's `_list_contexts_impl = list_contexts`): the alias
# means the function it names, here an imported one.
from mcp.server.fastmcp import FastMCP

from api import get_json, label

mcp = FastMCP("items")

_fetch_impl = get_json
_label_impl = label
_either = get_json
_either = label


@mcp.tool()
async def get_item(item_id: str):
    return _fetch_impl("https://api.example.com/items/" + item_id)  # want: RC201


# Clean twins: an alias of a function without I/O, and a name bound twice
# (which binding a call sees depends on when it runs: unknown).
@mcp.tool()
async def get_label(item_id: str):
    return _label_impl(item_id)


@mcp.tool()
async def get_either(item_id: str):
    return _either(item_id)
