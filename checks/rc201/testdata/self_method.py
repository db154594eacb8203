# A sync method of the class that blocks, called from an async method: it
# blocks the event loop as a module-level helper would.
import asyncio

import requests


class TokenStore:
    def __init__(self, base: str):
        self.base = base

    def get_user_id(self, token: str) -> str:
        return requests.get(self.base + "/me", headers={"Authorization": token}, timeout=10).json()["id"]

    def cached_user(self, token: str) -> str:
        return self.get_user_id(token)

    def normalise(self, token: str) -> str:
        return token.strip()

    async def load(self, token: str) -> str:
        return self.get_user_id(token)  # want: RC201

    async def load_cached(self, token: str) -> str:
        return self.cached_user(token)  # want: RC201

    async def clean(self, token: str) -> str:
        # no blocking call in normalise: nothing to report
        return self.normalise(token)

    async def offloaded(self, token: str) -> str:
        return await asyncio.to_thread(self.get_user_id, token)
