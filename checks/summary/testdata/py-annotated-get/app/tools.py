from fastmcp import FastMCP

from app.client import ApiClient, Settings


def register_tools(mcp: FastMCP, client: ApiClient, settings: Settings, defaults: dict):
    @mcp.tool()
    async def get_agencies() -> str:
        # client: ApiClient is the repository's class: its get() is an
        # httpx request, not dict.get.
        try:
            return str(await client.get("references/agencies/"))
        except Exception as e:
            return f"Error fetching agencies: {str(e)}"  # want: RC402

    @mcp.tool()
    async def region() -> str:
        # Clean twin: the repository class's get() reads its own dict.
        try:
            return settings.get("region")
        except Exception as e:
            return f"Error reading region: {str(e)}"

    @mcp.tool()
    async def default_region() -> str:
        # Clean twin: a dict's lookup.
        try:
            return str(defaults.get("region"))
        except Exception as e:
            return f"Error reading region: {str(e)}"


class AgencyTools:
    def __init__(self, client: ApiClient):
        self.client = client

    def register(self, mcp: FastMCP):
        @mcp.tool()
        async def get_agency(code: str) -> str:
            try:
                return str(await self.client.get(f"agency/{code}/"))
            except Exception as e:
                return f"Error fetching agency: {str(e)}"  # want: RC402
