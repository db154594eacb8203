import logging

import psycopg

log = logging.getLogger(__name__)


class Driver:
    def __init__(self, dsn):
        self.dsn = dsn

    async def run(self, sql):
        async with await psycopg.AsyncConnection.connect(self.dsn) as conn:
            cur = await conn.execute(sql)
            return await cur.fetchall()


class QuietDriver:
    def __init__(self, dsn):
        self.dsn = dsn

    async def run(self, sql):
        try:
            async with await psycopg.AsyncConnection.connect(self.dsn) as conn:
                cur = await conn.execute(sql)
                return await cur.fetchall()
        except Exception:
            log.exception("query failed")
            raise RuntimeError("query failed")
