# A method-generic request helper with a hand-written retry loop
# (anymethod.go): the callers choose the method, and the loop re-sends a
# POST after a 500 as readily as a GET (shape from GitGuardian/gg-mcp,
# renamed).
import asyncio

import httpx


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
            except httpx.TransportError:
                retries += 1
                await asyncio.sleep(2**retries)
        raise RuntimeError("retries exhausted")

    # ---- negatives ----

    async def get(self, path: str) -> dict:
        # a fixed GET: idempotent
        for attempt in range(3):
            try:
                response = await self.client.request("GET", path)
                return response.json()
            except httpx.TransportError:
                await asyncio.sleep(2**attempt)
        raise RuntimeError("retries exhausted")

    async def send_once(self, method: str, path: str) -> dict:
        # no loop: sent once
        response = await self.client.request(method, path)
        return response.json()

    async def keyed(self, method: str, path: str, key: str) -> dict:
        # the same Idempotency-Key on every attempt
        headers = {"Idempotency-Key": key}
        for attempt in range(3):
            try:
                return (await self.client.request(method, path, headers=headers)).json()
            except httpx.TransportError:
                await asyncio.sleep(2**attempt)
        raise RuntimeError("retries exhausted")

    async def post(self, path: str, body: dict) -> dict:
        return await self.request("POST", path, json=body)


class FoldedClient:
    def __init__(self):
        self._client = httpx.AsyncClient(timeout=30)

    async def request(self, method: str, path: str, json=None) -> dict:
        attempt = 0
        while True:
            attempt += 1
            try:
                response = await self._client.request(  # want: RC301
                    method.upper(),
                    path,
                    json=json,
                )
            except httpx.RequestError:
                if attempt <= 3:
                    await asyncio.sleep(2**attempt)
                    continue
                raise
            return response.json()

    async def get_only(self, path: str) -> dict:
        # the method is fixed: a GET
        attempt = 0
        while True:
            attempt += 1
            try:
                response = await self._client.request("get".upper(), path)
            except httpx.RequestError:
                if attempt <= 3:
                    await asyncio.sleep(2**attempt)
                    continue
                raise
            return response.json()
