# openapi-python-client's endpoint functions: sync and sync_detailed are
# httpx requests on the calling thread; asyncio and asyncio_detailed are the
# awaitable forms (libmodels/data/families.yml).
from mcp.server.fastmcp import FastMCP
from pets_client import AuthenticatedClient
from pets_client.api.pets import get_pet, list_pets

mcp = FastMCP("pets")
client = AuthenticatedClient(base_url="https://pets.example.com", token="t", timeout=10.0)


@mcp.tool()
async def pets(limit: int) -> str:
    return str(list_pets.sync_detailed(client=client, limit=limit))  # want: RC201


@mcp.tool()
async def pet(pet_id: int) -> str:
    return str(await get_pet.asyncio(client=client, pet_id=pet_id))


def pets_sync(limit: int) -> str:
    return str(list_pets.sync(client=client, limit=limit))
