from mcp.server.fastmcp import Context, FastMCP

from app.client import jenkins, settings

mcp = FastMCP("jenkins")


@mcp.tool()
async def build_item(ctx: Context, name: str) -> int:  # want: RC601
    return jenkins(ctx).build_item(name)  # want: RC201


@mcp.tool()
async def set_item_config(ctx: Context, name: str, xml: str) -> None:
    jenkins(ctx).set_item_config(name, xml)  # want: RC201


@mcp.tool()
async def get_item(ctx: Context, name: str) -> dict:
    return jenkins(ctx).get_item(name)  # want: RC201


@mcp.tool()
async def show_settings(ctx: Context) -> list:
    return settings(ctx).keys()
