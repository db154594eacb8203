# OpenAPI Generator's README form: add_pet of a re-exported PetApi, in a
# file that uses the same package's ApiClient, makes a new pet per call; a
# package's <X>Api without that evidence is left to the tool-name gate.
import petstore_client
from mcp.server.fastmcp import FastMCP
from weatherkit import AlertsApi

mcp = FastMCP("pets")
api_client = petstore_client.ApiClient(petstore_client.Configuration(host="https://petstore.example.com"))
pets = petstore_client.PetApi(api_client)
alerts = AlertsApi()


@mcp.tool()
def register_pet(name: str, species: str) -> str:  # want: RC601
    return str(pets.add_pet({"species": species, "tag": name}, _request_timeout=5))


@mcp.tool()
def subscribe_alerts(city: str) -> str:
    return str(alerts.add_subscription(city))
