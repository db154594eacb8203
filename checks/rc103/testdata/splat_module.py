# **params read further (checks/facts/splatkw): a module-level dict the
# function reads, a copy of it, params.update({...}) with string keys; redis
# and asyncpg connects read through the same splat reading.
import os

import asyncpg
import redis

PG_CONFIG = {
    "host": os.getenv("PG_HOST", "localhost"),
    "user": os.getenv("PG_USER", "postgres"),
}

PG_BOUNDED = {"host": os.getenv("PG_HOST", "localhost"), "command_timeout": 15}


async def get_conn(database=None):
    config = PG_CONFIG.copy()
    if database:
        config["database"] = database
    return await asyncpg.connect(**config)  # want: RC103


async def get_conn_module():
    return await asyncpg.connect(**PG_CONFIG)  # want: RC103


async def get_conn_bounded():
    return await asyncpg.connect(**PG_BOUNDED)


async def run(query, params):
    conn = await asyncpg.connect(**PG_CONFIG)  # want: RC103
    # asyncpg's timeout is keyword-only: *params cannot carry it
    return await conn.fetch(query, *params)  # want: RC103


async def run_kw(query, kw):
    conn = await asyncpg.connect(**PG_CONFIG)
    return await conn.fetch(query, **kw)  # a **kw may carry timeout=


class Manager:
    def __init__(self, settings):
        self.settings = settings

    def _base_params(self):
        return {
            "socket_connect_timeout": self.settings.connect_timeout,
            "decode_responses": True,
        }

    def single(self):
        params = self._base_params()
        params.update({"host": self.settings.host, "port": self.settings.port})
        return redis.Redis(**params)  # want: RC103

    def cluster(self, nodes):
        params = self._base_params()
        params.pop("db", None)
        return redis.RedisCluster(startup_nodes=nodes, **params)  # want: RC103

    def bounded(self):
        params = self._base_params()
        params.update(socket_timeout=5)
        return redis.Redis(**params)

    def sentinel_kwarg(self):
        # socket_timeout named elsewhere in the file no longer hides the
        # unbounded clients above; this one passes it.
        return redis.Redis(host=self.settings.host, socket_timeout=5)


# Unknown, never guessed: a module dict another function changes, an update
# from a dict of unknown keys.
SHARED = {"host": "db"}


def configure(extra):
    SHARED.update(extra)


async def get_shared():
    return await asyncpg.connect(**SHARED)


def opened(extra):
    params = {"host": "cache"}
    params.update(extra)
    return redis.Redis(**params)
