import os

import asyncpg
import asyncpg as apg
from asyncpg import create_pool

DATABASE_URL = os.environ["DATABASE_URL"]


# ---- positives ----

async def connect_plain():
    return await asyncpg.connect(DATABASE_URL, command_timeout=15)  # want: RC103


async def pool_plain():
    return await asyncpg.create_pool(DATABASE_URL, max_size=10, timeout=5, command_timeout=15)  # want: RC103


async def pool_alias():
    return await apg.create_pool(dsn=DATABASE_URL, min_size=1, command_timeout=15)  # want: RC103


async def pool_from_import():
    return await create_pool(  # want: RC103
        DATABASE_URL,
        max_size=10,
        command_timeout=15,
    )


async def connect_no_connect_bound():
    return await asyncpg.connect(DATABASE_URL, timeout=None, command_timeout=15)  # want: RC103


async def command_timeout_none():
    return await asyncpg.connect(DATABASE_URL, command_timeout=15)  # want: RC103


async def settings_without_statement_timeout():
    return await asyncpg.connect(DATABASE_URL, server_settings={"application_name": "notes"}, command_timeout=15)  # want: RC103


async def keywords_only():
    return await asyncpg.connect(host="db", database="notes", user="svc", command_timeout=15)  # want: RC103


# ---- negatives ----

async def with_command_timeout():
    return await asyncpg.create_pool(DATABASE_URL, max_size=10, command_timeout=15)


async def command_timeout_variable(limit):
    return await asyncpg.connect(DATABASE_URL, command_timeout=limit)


async def server_statement_timeout():
    return await asyncpg.connect(DATABASE_URL, server_settings={"statement_timeout": "15000"})


async def settings_unknown(settings):
    return await asyncpg.connect(DATABASE_URL, server_settings=settings)


async def splat(**kw):
    return await asyncpg.create_pool(DATABASE_URL, **kw)


async def dsn_param(dsn):
    return await asyncpg.connect(dsn)


async def unrelated(client, redis):
    await client.connect(DATABASE_URL)
    await redis.create_pool(DATABASE_URL)


def nested_sync_helper():
    def create_pool(url):
        return url
    return create_pool(DATABASE_URL)
