# Cache servers often build one synchronous redis-py client and call it from
# async tool handlers; each command is a network round trip that holds the
# event loop. The client frequently comes from the project's own connection
# helper, so the annotation (or the constructor in the file) is what names it.
import asyncio

import redis
import redis.asyncio as aioredis
from redis import Redis

from myproject.pool import shared_cache

pool = redis.Redis(host="cache", port=6379, socket_timeout=5)


# ---- positives ----

async def remember(key: str, value: str) -> str:
    r: Redis = shared_cache()
    r.set(key, value)  # want: RC201 fix:unsafe
    return "ok"


async def counter(name: str) -> int:
    return pool.incr(name)  # want: RC201 fix:unsafe


async def recent(stream: str, client: Redis):
    return client.xrange(stream, count=10)  # want: RC201 fix:unsafe


# ---- negatives ----

async def remember_async(key: str, value: str) -> str:
    r = aioredis.Redis(host="cache", socket_timeout=5)
    await r.set(key, value)
    return "ok"


async def offloaded(name: str) -> int:
    # the command runs on a worker thread
    return await asyncio.to_thread(pool.incr, name)


def sync_counter(name: str) -> int:
    # plain sync code: nothing to block
    return pool.incr(name)


async def unknown_client(key: str):
    # the helper's return is not visible here: not judged
    return shared_cache().get(key)


async def build_pipeline(key: str):
    # building a pipeline sends nothing
    return pool.pipeline()
