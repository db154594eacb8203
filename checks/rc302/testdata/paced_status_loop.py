# A status retry loop that first waits for its own rate-limit pace and sleeps
# through an injected sleep (mikelane/greenhouse-mcp-server
# src/greenhouse_mcp/client.py:220): the pacing call is not the attempt, and
# `self._sleep_fn(delay)` is a sleep of its argument.
import asyncio
import random

import httpx


class Client:
    def __init__(self, sleep_fn=asyncio.sleep):
        self._http_client = httpx.AsyncClient(timeout=10)
        self._sleep_fn = sleep_fn

    async def _proactive_backoff(self) -> None:
        await asyncio.sleep(0)

    # ---- positive ----

    async def request(self, url: str) -> httpx.Response:
        for attempt in range(4):
            await self._proactive_backoff()
            response = await self._http_client.get(url)
            if response.status_code == 429 or response.status_code >= 500:
                await self._sleep_fn(1.0 * (2**attempt))  # want: RC302
                continue
            return response
        raise RuntimeError("retries exhausted")

    # ---- clean look-alike: jittered ----

    async def request_jittered(self, url: str) -> httpx.Response:
        for attempt in range(4):
            await self._proactive_backoff()
            response = await self._http_client.get(url)
            if response.status_code == 429 or response.status_code >= 500:
                await self._sleep_fn(random.uniform(0, 2**attempt))
                continue
            return response
        raise RuntimeError("retries exhausted")
