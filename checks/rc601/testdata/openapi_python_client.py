# openapi-python-client: the operation module is named from the operationId,
# so create_pet.sync(...) adds a pet per call; reads and deletes repeat
# harmlessly (libmodels/data/families.yml).
from mcp.server.fastmcp import FastMCP
from pets_client import AuthenticatedClient
from pets_client.api.pets import create_pet, delete_pet, list_pets

mcp = FastMCP("pets")
client = AuthenticatedClient(base_url="https://pets.example.com", token="t", timeout=10.0)


@mcp.tool()
def adopt(species: str) -> str:  # want: RC601
    return str(create_pet.sync(client=client, body={"species": species}))


@mcp.tool()
def pets(limit: int) -> str:
    return str(list_pets.sync(client=client, limit=limit))


@mcp.tool()
def remove(pet_id: int) -> str:
    return str(delete_pet.sync_detailed(client=client, pet_id=pet_id))
