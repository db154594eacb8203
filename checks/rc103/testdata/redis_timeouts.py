# Not reported: the timeout is set, or the options come from elsewhere.
import redis
import redis.asyncio as aioredis

from myproject.settings import cache_options


def with_timeout():
    return redis.Redis(host="cache", socket_timeout=5, socket_connect_timeout=5)


def async_with_timeout():
    return aioredis.Redis(host="cache", socket_timeout=5)


def options_elsewhere():
    # the keywords come from another module: not known here
    return redis.Redis(**cache_options())


def set_later():
    params = {"host": "cache"}
    params["socket_timeout"] = 5
    return redis.Redis(**params)
