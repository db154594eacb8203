# anyio's cancel scopes bound the wait of the block they open, as
# asyncio.timeout does: fail_after raises TimeoutError at the deadline,
# move_on_after leaves the block quietly
# (https://anyio.readthedocs.io/en/stable/cancellation.html#timeouts).
import anyio
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("scopes")

PUBLISH_TIMEOUT_SECONDS = 180.0
WRITE_TIMEOUT_SECONDS = 30.0


@mcp.tool()
async def publish(article_id: str) -> dict:
    async with httpx.AsyncClient(timeout=None) as client:
        with anyio.fail_after(PUBLISH_TIMEOUT_SECONDS):  # want: RC104
            r = await client.post(f"https://kb.example/articles/{article_id}/publish")
    return r.json()


@mcp.tool()
async def refresh(article_id: str) -> str:
    async with httpx.AsyncClient(timeout=None) as client:
        with anyio.move_on_after(120):  # want: RC104
            await client.post(f"https://kb.example/articles/{article_id}/refresh")
    return "ok"


# ---- clean look-alikes: within the tool budget ----

@mcp.tool()
async def write(article_id: str, body: str) -> dict:
    async with httpx.AsyncClient(timeout=None) as client:
        with anyio.fail_after(WRITE_TIMEOUT_SECONDS):
            r = await client.put(f"https://kb.example/articles/{article_id}", json={"body": body})
    return r.json()


@mcp.tool()
async def ping() -> str:
    with anyio.move_on_after(5):
        await anyio.sleep(1)
    return "pong"
