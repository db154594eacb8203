# A redis-py client waits forever by default: a command sent on a connection
# whose peer went away (a failover, a dropped NAT entry) blocks until the
# operating system gives up, which can be hours. Servers that keep one
# client for every tool call build it once, often from a dict of options.
import redis
from redis.cluster import RedisCluster

from myproject.settings import cache_options


def plain() -> redis.Redis:
    return redis.Redis(host="cache", port=6379, decode_responses=True)  # want: RC103


def cluster():
    return RedisCluster(host="cache", port=7000)  # want: RC103


def from_options(use_cluster: bool):
    params = {"host": "cache", "port": 6379, "max_connections": 10}
    cls = redis.cluster.RedisCluster if use_cluster else redis.Redis
    klass = redis.Redis
    return klass(**params)  # want: RC103
