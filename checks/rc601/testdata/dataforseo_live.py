# DataForSEO API v3: a Live endpoint POST answers the query and stores nothing
# (libmodels/data/http-apis.yml, dataforseo-api); task_post sets a new task.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("dataforseo")
BASE = "https://api.dataforseo.com/v3"


@mcp.tool()
async def lighthouse_audit(url: str) -> str:  # want: RC601
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.post(f"{BASE}/on_page/lighthouse/task_post", json=[{"url": url}])
        return r.text


@mcp.tool()
async def keyword_ideas(keyword: str) -> str:
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.post(f"{BASE}/dataforseo_labs/google/keyword_ideas/live", json=[{"keywords": [keyword]}])
        return r.text
