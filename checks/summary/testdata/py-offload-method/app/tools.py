import asyncio

from mcp.server.fastmcp import FastMCP

from app.client import inventory

mcp = FastMCP("inventory")


@mcp.tool()
async def get_item(path: str) -> str:
    try:
        return str(await asyncio.to_thread(inventory.fetch, path))
    except Exception as e:
        return f"Error: {e}"  # want: RC402


@mcp.tool()
async def get_item_async(path: str) -> str:
    try:
        return str(await inventory.afetch(path))
    except Exception as e:
        return f"Error: {e}"  # want: RC402


@mcp.tool()
async def get_item_executor(path: str) -> str:
    try:
        return str(await inventory.efetch(path))
    except Exception as e:
        return f"Error: {e}"  # want: RC402


# Clean look-alikes: the offloaded method raises only the tool's own
# validation message, which the tool sends on as its own text.
@mcp.tool()
async def check_name(name: str) -> str:
    try:
        return await asyncio.to_thread(inventory.check, name)
    except ValueError as e:
        return f"Invalid: {e}"


@mcp.tool()
async def check_name_async(name: str) -> str:
    try:
        return await inventory.acheck(name)
    except ValueError as e:
        return f"Invalid: {e}"

