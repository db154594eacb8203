# A method-generic request helper whose module never names a verb: its
# callers, in other modules, choose the method (shape from
# IshaanChat/ubiquitous-octo-pancake's make_request and
# onimsha/airtable-mcp-server-oauth's _make_request, renamed). The retry
# loop re-sends whatever method it was given.
import asyncio

import httpx


async def make_request(method: str, url: str, json_data=None, max_retries: int = 3):
    retry_count = 0
    while retry_count < max_retries:
        try:
            async with httpx.AsyncClient(timeout=10) as client:
                response = await client.request(method=method, url=url, json=json_data)  # want: RC301
                response.raise_for_status()
                return response.json()
        except httpx.TransportError:
            retry_count += 1
            await asyncio.sleep(2**retry_count)
    raise RuntimeError("retries exhausted")


class TableClient:
    def __init__(self):
        self.timeout = 10

    async def _make_request(self, method: str, endpoint: str, data=None):
        request_kwargs = {"method": method, "url": endpoint, "timeout": self.timeout}
        if data:
            request_kwargs["json"] = data
        for attempt in range(3):
            try:
                async with httpx.AsyncClient() as client:
                    response = await client.request(**request_kwargs)  # want: RC301
                    response.raise_for_status()
                    return response.json()
            except httpx.TransportError:
                await asyncio.sleep(2**attempt)
        raise RuntimeError("retries exhausted")

    # ---- negatives ----

    async def _read(self, endpoint: str):
        # the dict's method is a literal GET
        request_kwargs = {"method": "GET", "url": endpoint}
        for attempt in range(3):
            try:
                async with httpx.AsyncClient(timeout=10) as client:
                    return (await client.request(**request_kwargs)).json()
            except httpx.TransportError:
                await asyncio.sleep(2**attempt)
        raise RuntimeError("retries exhausted")

    async def _once(self, method: str, endpoint: str):
        # no retry: sent once
        request_kwargs = {"method": method, "url": endpoint}
        async with httpx.AsyncClient(timeout=10) as client:
            return (await client.request(**request_kwargs)).json()
