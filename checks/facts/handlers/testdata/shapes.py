# Python tools registered away from a decorator (package pyshape).
# in_tool() marks code that serves a tool call, not_tool() code that does not.
from fastmcp import Context
from mcp.server.fastmcp import Context as McpContext
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


def get_buckets(ctx: Context, bucket: str) -> list:
    return in_tool()


async def run_query(ctx: McpContext, query: str):
    return in_tool()


def upsert_document(bucket: str, doc: dict):
    return in_tool()


def delete_document(bucket: str, key: str):
    return in_tool()


def ping(host: str):
    return in_tool()


for fn in [upsert_document, delete_document]:
    mcp.add_tool(fn)
mcp.add_tool(Tool.from_function(ping))


# look-alikes: another library's Context, a plain helper
from click import Context as ClickContext


def cli(ctx: ClickContext):
    return not_tool()


def helper(x: int):
    return not_tool()
