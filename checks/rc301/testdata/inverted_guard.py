"""Inverted status guards (retryguard.Inverted) around a POST: retried only
after a 429 the upstream refused it (clean), or also after a 5xx that may
have followed the create (reported)."""
import asyncio
import random

import httpx


async def post_on_5xx(client: httpx.AsyncClient, url, payload):
    for attempt in range(4):
        response = await client.post(url, json=payload)  # want: RC301
        if response.status_code < 500:
            return response
        await asyncio.sleep(random.uniform(0, 2**attempt))
    raise RuntimeError("failed")


# ---- clean look-alike: only a 429 (not performed) is retried ----


async def post_on_429(client: httpx.AsyncClient, url, payload):
    for attempt in range(4):
        response = await client.post(url, json=payload)
        if response.status_code != 429:
            return response
        await asyncio.sleep(random.uniform(0, 2**attempt))
    raise RuntimeError("rate limited")
