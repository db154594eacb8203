# Metabase's schema sync, field-value rescan and discard POSTs
# (libmodels/data/http-apis.yml, metabase-http-api) refresh Metabase's copy
# of the warehouse's metadata: a repeat creates nothing. A card copy does.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("metabase")


class MetabaseClient:
    def __init__(self) -> None:
        self._client = httpx.AsyncClient(base_url="http://metabase:3000", timeout=10)

    async def _request(self, method: str, path: str, **kwargs):
        r = await self._client.request(method, path, **kwargs)
        return r.json()

    async def sync_database_schema(self, id: int):
        return await self._request("POST", f"/api/database/{id}/sync_schema")

    async def discard_field_values(self, field_id: int):
        return await self._request("POST", f"/api/field/{field_id}/discard_values")

    async def copy_card(self, id: int):
        return await self._request("POST", f"/api/card/{id}/copy")


client = MetabaseClient()


# ---- positives ----


@mcp.tool()
async def copy_card(id: int) -> dict:  # want: RC601
    # a copy is a new card on every call
    return await client.copy_card(id)


# ---- negatives ----


@mcp.tool()
async def sync_database_schema(id: int) -> dict:
    return await client.sync_database_schema(id)


@mcp.tool()
async def discard_field_values(field_id: int) -> dict:
    return await client.discard_field_values(field_id)
