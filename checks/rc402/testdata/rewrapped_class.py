import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("rewrapped-class")


class SearchError(Exception):
    """The project's own error class."""


class LookupFailed(Exception):
    """Raised only with the status code or fixed text."""


async def _search(term: str) -> dict:
    # togo-mcp's _ncbi_esearch_api: the httpx error's text goes into the
    # project's own class.
    async with httpx.AsyncClient(timeout=10) as client:
        try:
            r = await client.get("https://eutils.example/esearch", params={"term": term})
            r.raise_for_status()
            return r.json()
        except httpx.HTTPError as e:
            raise SearchError(f"HTTP error occurred: {str(e)}")


async def _lookup(term: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        try:
            r = await client.get("https://eutils.example/esummary", params={"id": term})
            r.raise_for_status()
            return r.json()
        except httpx.HTTPStatusError as e:
            raise LookupFailed(f"lookup failed with HTTP {e.response.status_code}")
        except httpx.HTTPError as e:
            raise LookupFailed(f"lookup failed: {type(e).__name__}")


@mcp.tool()
async def search(term: str) -> str:
    try:
        return str(await _search(term))
    except SearchError as e:
        return f"Error searching: {str(e)}"  # want: RC402
    except Exception:
        return "Unexpected error"


@mcp.tool()
async def lookup(term: str) -> str:
    # Clean twin: LookupFailed carries only the status code and class name.
    try:
        return str(await _lookup(term))
    except LookupFailed as e:
        return f"Error looking up: {str(e)}"
    except Exception:
        return "Unexpected error"
