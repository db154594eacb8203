# OpenAPI Generator's python clients as its README uses them: the package
# re-exports every <X>Api, and the file's use of the same package's
# ApiClient is the evidence (libmodels/data/families.yml, shape.with).
import asyncio

import petstore_client
from mcp.server.fastmcp import FastMCP
from petstore_client import ApiClient as StoreApiClient, StoreApi

mcp = FastMCP("pets")
configuration = petstore_client.Configuration(host="https://petstore.example.com")
api_client = petstore_client.ApiClient(configuration)
pets = petstore_client.PetApi(api_client)
store = StoreApi(StoreApiClient(configuration))


@mcp.tool()
def find_pet(pet_id: int) -> str:
    return str(pets.get_pet_by_id(pet_id))  # want: RC101


@mcp.tool()
def find_pet_bounded(pet_id: int) -> str:
    return str(pets.get_pet_by_id(pet_id, _request_timeout=5))


@mcp.tool()
def inventory() -> str:
    return str(store.get_inventory())  # want: RC101
