from typing import Optional

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("home")

_client: Optional[httpx.AsyncClient] = None


async def get_client() -> httpx.AsyncClient:
    global _client
    if _client is None:
        _client = httpx.AsyncClient(timeout=10.0)
    return _client


_session = None


def get_session():
    global _session
    if _session is None:
        _session = httpx.Client(timeout=10.0)
    return _session


async def call_service(domain: str, service: str):
    client = await get_client()
    response = await client.post(f"http://ha.local/api/services/{domain}/{service}", json={})
    return response.json()


@mcp.tool()
async def entity_action(entity_id: str, action: str) -> dict:  # want: RC601
    return await call_service("light", action)


@mcp.tool()
def create_note(text: str) -> dict:  # want: RC601
    client = get_session()
    return client.post("http://notes.local/api/notes", json={"text": text}).json()


@mcp.tool()
async def entity_state(entity_id: str) -> dict:
    client = await get_client()
    response = await client.get(f"http://ha.local/api/states/{entity_id}")
    return response.json()
