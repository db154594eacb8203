from mcp.server.fastmcp import FastMCP

from app.client import Client
from app.errors import ApiError, NotFoundError
from app.service import item_summary

mcp = FastMCP("own-class-rewrap")
client = Client()


@mcp.tool()
async def get_item(item_id: str) -> str:
    try:
        return str(await client.get_item(item_id))
    except ApiError as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
async def summary(item_id: str) -> str:
    try:
        return await item_summary(item_id)
    except ApiError as e:
        msg = f"summary failed: {str(e)}"  # want: RC402
        return msg


@mcp.tool()
async def get_user(user_id: str) -> str:
    # Clean twin: NotFoundError carries only the status code or fixed text.
    try:
        return str(await client.get_user(user_id))
    except NotFoundError as e:
        return f"failed: {e}"


@mcp.tool()
async def get_user_guarded(user_id: str) -> str:
    # Clean twin: the clause names ApiError, but the try calls only
    # get_user, which never raises it.
    try:
        return str(await client.get_user(user_id))
    except ApiError as e:
        return f"failed: {e}"
