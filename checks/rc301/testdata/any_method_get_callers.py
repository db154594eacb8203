# A method-generic request helper whose callers in the file all pass GET
# (mikelane/greenhouse-mcp-server src/greenhouse_mcp/client.py:223): its
# retry repeats only safe requests. Beside it, one whose callers include a
# POST stays reported.
import asyncio

import httpx


class ReadOnlyClient:
    def __init__(self):
        self._http_client = httpx.AsyncClient(timeout=10)

    async def _request(self, method: str, url: str, params=None) -> httpx.Response:
        for attempt in range(4):
            response = await self._http_client.request(method, url, params=params)
            if response.status_code == 429 or response.status_code >= 500:
                await asyncio.sleep(2**attempt)
                continue
            return response
        raise RuntimeError("retries exhausted")

    # ---- clean look-alike: every caller passes GET ----

    async def get_list(self, url: str) -> list:
        return (await self._request("GET", url)).json()

    async def get_single(self, url: str) -> dict:
        return (await self._request(method="GET", url=url)).json()


class WritingClient:
    def __init__(self):
        self._http_client = httpx.AsyncClient(timeout=10)

    # ---- positive: a caller passes POST ----

    async def _send(self, method: str, url: str, json=None) -> httpx.Response:
        for attempt in range(4):
            response = await self._http_client.request(method, url, json=json)  # want: RC301
            if response.status_code == 429 or response.status_code >= 500:
                await asyncio.sleep(2**attempt)
                continue
            return response
        raise RuntimeError("retries exhausted")

    async def get_one(self, url: str) -> dict:
        return (await self._send("GET", url)).json()

    async def create(self, url: str, body: dict) -> dict:
        return (await self._send("POST", url, json=body)).json()
