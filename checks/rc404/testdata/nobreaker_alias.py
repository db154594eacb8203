from httpx import AsyncClient as Client
import httpx as hx


async def first(url):
    async with Client(timeout=10) as c:
        return await c.get(url)  # want: RC404


def second():
    return hx.get("https://status.example/", timeout=3)
