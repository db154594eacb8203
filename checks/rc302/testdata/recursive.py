import asyncio
import random

import httpx


class Client:
    async def call(self, url, attempt=0):
        try:
            async with httpx.AsyncClient(timeout=10) as c:
                return await c.get(url)
        except httpx.HTTPError:
            if attempt >= 3:
                raise
            await asyncio.sleep(2)  # want: RC302
            return await self.call(url, attempt=attempt + 1)

    async def call_nowait(self, url, retries=0):
        try:
            async with httpx.AsyncClient(timeout=10) as c:
                return await c.get(url)
        except httpx.HTTPError:
            if retries < 3:
                return await self.call_nowait(url, retries + 1)  # want: RC302
            raise


class JitterClient:
    async def call(self, url, attempt=0):
        try:
            async with httpx.AsyncClient(timeout=10) as c:
                return await c.get(url)
        except httpx.HTTPError:
            if attempt >= 3:
                raise
            await asyncio.sleep(random.uniform(0, 0.2 * 2**attempt))
            return await self.call(url, attempt=attempt + 1)

    async def walk(self, url, depth=0):
        # recursion on depth, not an attempt counter: not a retry
        try:
            async with httpx.AsyncClient(timeout=10) as c:
                r = await c.get(url)
        except httpx.HTTPError:
            return await self.walk(url + "/up", depth + 1)
        return r
