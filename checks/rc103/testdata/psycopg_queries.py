# A psycopg pool or connection without a statement timeout is reported at the
# queries the file runs on it (through pool.connection(), conn.cursor() and a
# method of the class that hands out a connection), like asyncpg's; the
# constructor is reported only when no query of the file runs on it (blind
# row: awslabs postgres-mcp-server's run_query).
import psycopg2
from psycopg_pool import AsyncConnectionPool, ConnectionPool


class Store:
    def __init__(self, host):
        self.conninfo = f"host={host} dbname=notes"
        self.pool = None

    async def open(self):
        self.pool = AsyncConnectionPool(self.conninfo, min_size=1, max_size=5, open=False)  # want: RC103

    async def close(self):
        await self.pool.close()
        self.pool = None  # the last assignment: the pool is still traced through the one above

    async def _get_connection(self):
        return self.pool.connection(timeout=15.0)

    async def run_query(self, sql):
        async with await self._get_connection() as conn:
            await conn.execute("SET TRANSACTION READ ONLY")  # session control: not reported
            async with conn.cursor() as cursor:
                await cursor.execute(sql)  # want: RC103
                return await cursor.fetchall()


def count_rows(dsn):
    conn = psycopg2.connect(dsn, connect_timeout=5)  # want: RC103
    with conn.cursor() as cur:
        cur.execute("SELECT count(*) FROM notes")  # want: RC103
        return cur.fetchone()


# Clean look-alike: the statement timeout is set where the pool is made.
bounded = ConnectionPool("host=db dbname=notes", kwargs={"options": "-c statement_timeout=15000"})


def bounded_query(sql):
    with bounded.connection() as conn:
        with conn.cursor() as cur:
            cur.execute(sql)
            return cur.fetchall()


# No query of the file runs on it: reported at the constructor.
idle = ConnectionPool("host=db dbname=notes")  # want: RC103


# Only a liveness probe runs on it in the file: reported at the constructor.
async def probe(url):
    pool = AsyncConnectionPool(conninfo=url, open=False)  # want: RC103
    async with pool.connection() as conn:
        async with conn.cursor() as cur:
            await cur.execute("SELECT 1")
    return pool
