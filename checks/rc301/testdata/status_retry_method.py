# A method-generic request helper whose retry is a status branch of the try
# block while every except clause raises (shapes.go): the callers choose the
# method, so the status retry re-sends a POST; a guard on the method makes
# it retry only the safe methods (shape from homeassistant-ai/ha-mcp, renamed).
import asyncio

import httpx

_SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}


class ApiClient:
    def __init__(self):
        self.client = httpx.AsyncClient(timeout=30)

    # ---- positives ----

    async def request(self, method: str, path: str, **kwargs) -> dict:
        retries = 0
        while retries <= 3:
            try:
                response = await self.client.request(method, path, **kwargs)  # want: RC301
                if response.status_code >= 500 and retries < 3:
                    retries += 1
                    await asyncio.sleep(2**retries)
                    continue
                response.raise_for_status()
                return response.json()
            except httpx.TransportError as e:
                raise RuntimeError("transport") from e
        raise RuntimeError("retries exhausted")

    # ---- negatives ----

    async def request_safe(self, method: str, path: str, **kwargs) -> dict:
        retries = 0
        while retries <= 3:
            try:
                response = await self.client.request(method, path, **kwargs)
                retryable = response.status_code >= 500 and method.upper() in _SAFE_METHODS
                if retryable and retries < 3:
                    retries += 1
                    await asyncio.sleep(2**retries)
                    continue
                response.raise_for_status()
                return response.json()
            except httpx.TransportError as e:
                raise RuntimeError("transport") from e
        raise RuntimeError("retries exhausted")
