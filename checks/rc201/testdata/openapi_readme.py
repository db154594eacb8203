# OpenAPI Generator's README form (import openapi_client;
# openapi_client.PetApi(api_client)): synchronous urllib3 calls in an async
# tool hold the event loop; a package's <X>Api with no ApiClient of that
# package in the file is left alone.
import petstore_client
from mcp.server.fastmcp import FastMCP
from weatherkit import ForecastApi

mcp = FastMCP("pets")
api_client = petstore_client.ApiClient(petstore_client.Configuration(host="https://petstore.example.com"))
pets = petstore_client.PetApi(api_client)
forecasts = ForecastApi()


@mcp.tool()
async def find_pet(pet_id: int) -> str:
    return str(pets.get_pet_by_id(pet_id, _request_timeout=5))  # want: RC201


@mcp.tool()
async def forecast(city: str) -> str:
    return str(forecasts.get_forecast(city))
