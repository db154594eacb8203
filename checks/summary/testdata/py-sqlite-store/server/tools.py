import asyncio

from .cache.store import CacheStore


class Tools:
    def __init__(self, cache: CacheStore):
        self.cache = cache

    async def resolve(self, query):
        ch = self.cache.get_channel_by_name(query)  # want: RC201
        return ch

    async def search(self, start, end):
        return self.cache.freshness(start, end)  # want: RC201

    # ---- look-alikes: a worker thread, a method with no query ----

    async def resolve_in_thread(self, query):
        return await asyncio.to_thread(self.cache.get_channel_by_name, query)

    async def describe(self):
        return self.cache.describe()
