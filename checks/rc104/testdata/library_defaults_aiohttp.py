# aiohttp's ClientSession keeps a total timeout of 300 s when built without
# timeout= (client.py DEFAULT_TIMEOUT = ClientTimeout(total=5 * 60,
# sock_connect=30)): a bound, but ten times the 30 s tool budget. The row's
# default says judge: handler, so RC104 judges it where the session is built
# (RC101 leaves a finite aiohttp default alone).
import aiohttp
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("osm")

OVERPASS = "https://overpass-api.de/api/interpreter"


@mcp.tool()
async def find_schools(query: str) -> dict:
    async with aiohttp.ClientSession() as session:  # want: RC104
        async with session.post(OVERPASS, data={"data": query}) as response:
            return await response.json()


async def _fetch(url: str) -> dict:
    async with aiohttp.ClientSession() as session:  # want: RC104
        async with session.get(url) as response:
            return await response.json()


@mcp.tool()
async def geocode(q: str) -> dict:
    return await _fetch("https://nominatim.openstreetmap.org/search?q=" + q)  # want: RC104


@mcp.resource("place://{query}")
async def place(query: str) -> dict:
    async with aiohttp.ClientSession() as session:  # want: RC104
        async with session.get("https://nominatim.openstreetmap.org/search", params={"q": query}) as response:
            return await response.json()


# ---- clean twins ----

@mcp.tool()
async def find_schools_bounded(query: str) -> dict:
    # the session's own timeout within the budget
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=20, sock_connect=5)) as session:
        async with session.post(OVERPASS, data={"data": query}) as response:
            return await response.json()


@mcp.tool()
async def find_schools_per_request(query: str) -> dict:
    # each request passes a timeout of its own, which overrides the session's
    async with aiohttp.ClientSession() as session:
        async with session.post(OVERPASS, data={"data": query}, timeout=aiohttp.ClientTimeout(total=20)) as response:
            return await response.json()


async def _fetch_opts(url: str, **kwargs) -> dict:
    # options the file does not show: never a guess
    async with aiohttp.ClientSession(**kwargs) as session:
        async with session.get(url) as response:
            return await response.json()


@mcp.tool()
async def geocode_opts(q: str) -> dict:
    return await _fetch_opts("https://nominatim.openstreetmap.org/search?q=" + q)


async def crawl(urls: list) -> list:
    # not reached from a handler: no budget to judge it against
    async with aiohttp.ClientSession() as session:
        return [await (await session.get(u)).text() for u in urls]
