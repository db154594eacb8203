# A part of a dict a local variable holds, filled in place
# (`report["errors"].append(...)`), then the dict is returned: the container
# carries what went into its parts (facts/cntpath).
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sync")


@mcp.tool()
async def sync_all(urls: list[str]) -> dict:
    report = {"synced": [], "errors": []}
    async with httpx.AsyncClient(timeout=10) as client:
        for url in urls:
            try:
                r = await client.post(url)
                r.raise_for_status()
                report["synced"].append(url)
            except Exception as e:
                report["errors"].append({"url": url, "error": str(e)})  # want: RC402
    return report


# ---- clean look-alike: the part holds only the server's own text ----


@mcp.tool()
async def ping_all(urls: list[str]) -> dict:
    report = {"up": [], "down": []}
    async with httpx.AsyncClient(timeout=10) as client:
        for url in urls:
            try:
                r = await client.get(url)
                r.raise_for_status()
                report["up"].append(url)
            except Exception:
                report["down"].append({"url": url, "error": "unreachable"})
    return report
