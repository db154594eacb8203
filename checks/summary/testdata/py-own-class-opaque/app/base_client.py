import httpx

from app.errors import CrmError, QuotaError


class BaseClient:
    # The httpx client is handed in: the summaries cannot type
    # self.http_client, so the call's origin comes from the except clause,
    # which names httpx's classes.
    def __init__(self, http_client: httpx.AsyncClient):
        self.http_client = http_client

    async def request(self, method: str, path: str) -> dict:
        try:
            response = await self.http_client.request(method, path)
            response.raise_for_status()
            return response.json()
        except httpx.HTTPStatusError as e:
            raise CrmError(f"HTTP error {e.response.status_code}: {e.response.text}") from e
        except httpx.RequestError as e:
            raise CrmError(f"Request failed: {str(e)}") from e

    async def quota(self, path: str) -> dict:
        # Clean twin: the class carries fixed text only.
        try:
            response = await self.http_client.request("GET", path)
            return response.json()
        except httpx.HTTPError as e:
            raise QuotaError("quota lookup failed") from e
