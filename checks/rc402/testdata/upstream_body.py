import aiohttp
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("upstream")


@mcp.tool()
async def create_pipeline(name: str) -> str:
    async with aiohttp.ClientSession() as session:
        async with session.post("http://db:4000/v1/pipelines", data=name) as response:
            response_text = await response.text()
            if response.status == 200:
                return f"Pipeline {name} created: {response_text}"
            else:
                error_detail = response_text if response_text else "No details"
                return f"Error creating pipeline (HTTP {response.status}): {error_detail}"  # want: RC402


@mcp.tool()
def get_item(item_id: str) -> str:
    r = requests.get("http://api/items/" + item_id, timeout=5)
    if not r.ok:
        return "failed: " + r.text  # want: RC402
    return r.text


@mcp.tool()
def status_only(item_id: str) -> str:
    # The status code alone names no internals.
    r = requests.get("http://api/items/" + item_id, timeout=5)
    if r.status_code != 200:
        return f"lookup failed with HTTP {r.status_code}"
    return r.text


@mcp.tool()
def success_body(item_id: str) -> dict:
    # The body of a successful answer is the tool's result.
    r = requests.get("http://api/items/" + item_id, timeout=5)
    if r.status_code == 200:
        return r.json()
    return {"error": "not found"}


import httpx

_proxy = httpx.AsyncClient(base_url="https://portainer.local", timeout=10)


@mcp.tool()
async def proxy_request(path: str) -> str:
    # httpx: Response.is_error is true on a 4xx/5xx answer.
    response = await _proxy.request("GET", path)
    if response.is_error:
        return f"request failed (HTTP {response.status_code}) for {path}: {response.text[:2000]}"  # want: RC402
    return response.text


@mcp.tool()
async def proxy_checked(path: str) -> str:
    # is_success true: the body is the answer, not an error.
    response = await _proxy.request("GET", path)
    if response.is_success:
        return f"ok: {response.text}"
    return f"request failed (HTTP {response.status_code})"
