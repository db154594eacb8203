# redis-py's from_url passes its keywords to the pool's connections, as
# redis.Redis does: the socket timeout stays None unless a keyword or the URL's
# query sets it, so a command on a stalled connection waits forever.
import os

import redis
from redis import Redis as SyncRedis
from redis.asyncio import Redis as AsyncRedis


def build_async(settings) -> AsyncRedis:
    return AsyncRedis.from_url(settings.redis_url, decode_responses=True)  # want: RC103


def build_sync() -> SyncRedis:
    return SyncRedis.from_url(os.environ["REDIS_URL"], decode_responses=True)  # want: RC103


async def connect(url):
    import redis.asyncio as aioredis

    client = await aioredis.from_url(url, encoding="utf-8")  # want: RC103
    await client.ping()
    return client


def module_level():
    return redis.from_url("redis://cache:6379/0")  # want: RC103
