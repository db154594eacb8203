import httpx
from mcp.server.fastmcp import FastMCP

from app.utils import fail, fail_action, make_error

mcp = FastMCP("conversations")


@mcp.tool()
async def get_conversation(conversation_id: str) -> str:
    try:
        async with httpx.AsyncClient(timeout=5) as client:
            r = await client.get("https://api.example.com/c/" + conversation_id)
        return r.text
    except Exception as e:
        make_error(f"Failed to fetch conversation: {str(e)}")  # want: RC402
        return ""


@mcp.tool()
async def get_quiet(conversation_id: str) -> str:
    try:
        async with httpx.AsyncClient(timeout=5) as client:
            r = await client.get("https://api.example.com/q/" + conversation_id)
        return r.text
    except Exception as e:
        fail(f"Failed to fetch: {str(e)}")
        return ""


@mcp.tool()
async def get_thread(ctx, thread_id: str) -> str:
    try:
        async with httpx.AsyncClient(timeout=5) as client:
            r = await client.get("https://api.example.com/t/" + thread_id)
        return r.text
    except Exception as e:
        await fail_action(ctx, "Error fetching thread", e)  # want: RC402
