# openapi-python-client's generated clients (libmodels/data/families.yml):
# Client and AuthenticatedClient hand timeout, None by default, to
# httpx.Client, which then never times out.
import httpx
from mcp.server.fastmcp import FastMCP
from pets_client import AuthenticatedClient, Client
from pets_client.api.pets import list_pets

mcp = FastMCP("pets")
authed = AuthenticatedClient(base_url="https://pets.example.com", token="t")  # want: RC101
authed_bounded = AuthenticatedClient(base_url="https://pets.example.com", token="t", timeout=httpx.Timeout(10.0))
public = Client(base_url="https://pets.example.com")  # want: RC101
public_bounded = Client(base_url="https://pets.example.com", timeout=httpx.Timeout(5.0, connect=2.0))
public_args = Client(base_url="https://pets.example.com", httpx_args={"timeout": 10})


@mcp.tool()
def pets(limit: int) -> str:
    return str(list_pets.sync(client=authed, limit=limit))
