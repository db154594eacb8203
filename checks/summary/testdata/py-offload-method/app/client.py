# A client whose blocking methods the tools run in a worker thread through
# asyncio.to_thread / loop.run_in_executor handed a bound method
# (dispatch.Offloaded: boundMethod). The thread re-raises in the awaiting
# coroutine what the method raised.
import asyncio

import httpx


class InventoryClient:
    def __init__(self, base: str):
        self.base = base

    def fetch(self, path: str) -> dict:
        r = httpx.get(self.base + path, timeout=10)
        r.raise_for_status()
        return r.json()

    def check(self, name: str) -> str:
        if not name:
            raise ValueError("name is required")
        return name.strip()

    async def afetch(self, path: str) -> dict:
        return await asyncio.to_thread(self.fetch, path)

    async def acheck(self, name: str) -> str:
        return await asyncio.to_thread(self.check, name)

    async def efetch(self, path: str) -> dict:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(None, self.fetch, path)


inventory = InventoryClient("https://inventory.internal")
