"""Retries written as recursion (recursive.go)."""
import asyncio
import random

import httpx


class Client:
    def __init__(self):
        self._client = httpx.AsyncClient(base_url="https://api.example.com", timeout=10)

    # ---- positives ----

    async def _request(self, method, path, body=None, retry_count=0):
        try:
            return await self._client.request(method, path, json=body)  # want: RC301
        except httpx.TimeoutException:
            if retry_count < 3:
                await asyncio.sleep(random.uniform(0, 2**retry_count))
                return await self._request(method, path, body, retry_count + 1)
            raise

    async def create(self, body):
        return await self._request("POST", "/items", body)

    # ---- clean twins ----

    async def _get(self, path, retry_count=0):
        try:
            return await self._client.get(path)
        except httpx.TimeoutException:
            if retry_count < 3:
                await asyncio.sleep(random.uniform(0, 2**retry_count))
                return await self._get(path, retry_count + 1)
            raise

    async def _safe(self, method, path, retry_count=0):
        try:
            return await self._client.request(method, path)
        except httpx.TimeoutException:
            if method == "GET" and retry_count < 3:
                await asyncio.sleep(random.uniform(0, 2**retry_count))
                return await self._safe(method, path, retry_count + 1)
            raise
