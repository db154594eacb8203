# Clean twins of redis_from_url.py: a socket_timeout keyword, or keywords
# the rule cannot see.
import os

from redis import Redis as SyncRedis
from redis.asyncio import Redis as AsyncRedis


def build_async(settings) -> AsyncRedis:
    return AsyncRedis.from_url(settings.redis_url, decode_responses=True, socket_timeout=5)


def build_sync(**kwargs) -> SyncRedis:
    return SyncRedis.from_url(os.environ["REDIS_URL"], **kwargs)
