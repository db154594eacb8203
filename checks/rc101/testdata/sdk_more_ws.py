# websockets' recv() takes no timeout: only asyncio.wait_for or an enclosing
# timeout scope bounds it (libmodels/data/sdks-more.yml).
import asyncio

import websockets


async def call(url: str) -> str:
    async with websockets.connect(url) as ws:
        await ws.send("ping")
        return await ws.recv()  # want: RC101


async def call_wait_for(url: str) -> str:
    async with websockets.connect(url) as ws:
        return await asyncio.wait_for(ws.recv(), 10)


async def call_scope(url: str) -> str:
    async with asyncio.timeout(10):
        async with websockets.connect(url) as ws:
            return await ws.recv()


async def call_scope_none(url: str) -> str:
    async with asyncio.timeout(None):
        async with websockets.connect(url) as ws:
            return await ws.recv()  # want: RC101
