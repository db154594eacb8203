# The standard library's sqlite3 is synchronous (library row sqlite3.connect,
# libmodels/data/python-data.yml): connect opens the file and every statement
# runs on the calling thread, waiting up to the busy timeout for a lock held
# by another connection; in an async tool each holds the event loop
# (fast-intercom-mcp's _get_data_info, zoom-mcp-server's cache store).
import asyncio
import sqlite3
from typing import Optional

import aiosqlite
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cache")


async def data_info(db_path: str):
    with sqlite3.connect(db_path) as conn:  # want: RC201
        return conn.execute("SELECT MAX(synced_at) FROM sync_metadata").fetchone()  # want: RC201


async def save_rows(db_path: str, rows):
    conn = sqlite3.connect(db_path, timeout=10.0)  # want: RC201
    cur = conn.cursor()
    cur.executemany("INSERT INTO t VALUES (?, ?)", rows)  # want: RC201
    conn.commit()  # want: RC201


class Store:
    def __init__(self, path):
        self.path = path
        self._conn: Optional[sqlite3.Connection] = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = sqlite3.connect(self.path)
        return self._conn

    async def channel(self, name):
        return self.conn.execute("SELECT * FROM channels WHERE name = ?", (name,)).fetchone()  # want: RC201

    async def channel_field(self, name):
        return self._conn.execute("SELECT * FROM channels WHERE name = ?", (name,)).fetchone()  # want: RC201


# ---- look-alikes: aiosqlite, a worker thread, a sync tool, sync code ----

async def data_info_async(db_path: str):
    async with aiosqlite.connect(db_path) as conn:
        cur = await conn.execute("SELECT MAX(synced_at) FROM sync_metadata")
        return await cur.fetchone()


def _query(db_path: str):
    with sqlite3.connect(db_path) as conn:
        return conn.execute("SELECT MAX(synced_at) FROM sync_metadata").fetchone()


async def data_info_thread(db_path: str):
    return await asyncio.to_thread(_query, db_path)


async def data_info_executor(db_path: str):
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, lambda: sqlite3.connect(db_path).execute("SELECT 1").fetchone())


def report(db_path: str):
    conn = sqlite3.connect(db_path)
    return conn.execute("SELECT count(*) FROM t").fetchone()
