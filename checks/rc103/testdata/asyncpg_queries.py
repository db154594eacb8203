import os

import asyncpg

_pool = None
_bounded = None


async def get_pool():
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], max_size=10)  # want: RC103
    return _pool


async def history(station):
    pool = await get_pool()
    async with pool.acquire() as conn:
        return await conn.fetch("SELECT * FROM obs WHERE station = $1", station)  # want: RC103


async def latest(station):
    pool = await get_pool()
    return await pool.fetchrow("SELECT * FROM obs WHERE station = $1 LIMIT 1", station)  # want: RC103


async def bounded_call(station):
    pool = await get_pool()
    async with pool.acquire(timeout=5) as conn:
        return await conn.fetch("SELECT * FROM obs WHERE station = $1", station, timeout=15)


async def get_bounded():
    global _bounded
    if _bounded is None:
        _bounded = await asyncpg.create_pool(os.environ["DATABASE_URL"], command_timeout=15)
    return _bounded


async def bounded_pool(station):
    async with (await get_bounded()).acquire() as conn:
        return await conn.fetch("SELECT * FROM obs WHERE station = $1", station)


async def direct():
    conn = await asyncpg.connect(os.environ["DATABASE_URL"])  # want: RC103
    try:
        await conn.execute("VACUUM obs")  # want: RC103
    finally:
        await conn.close()


async def unrelated(cursor):
    cursor.execute("SELECT 1")  # not traced to an asyncpg connection


# Clean look-alike: every query on this connection passes its own timeout, so
# neither the queries nor the connection where they run are reported.
async def all_bounded(station):
    conn = await asyncpg.connect(os.environ["DATABASE_URL"])
    try:
        return await conn.fetch("SELECT * FROM obs WHERE station = $1", station, timeout=15)
    finally:
        await conn.close()
