# A client field set from the helper that returns it (self._client = self.get_client();
# get_client returns self._client): the two refer to each other, so the client is unknown; the scan
# must end (it overflowed the stack before the guard in model.pyReturnedClient).
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


class Api:
    def __init__(self):
        self._client = self.get_client()

    def get_client(self):
        return self._client


@mcp.tool()
async def ping() -> str:
    api = Api()
    return api.get_client().get("https://example.com").text
