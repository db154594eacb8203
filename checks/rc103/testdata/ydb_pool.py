# YDB's QuerySessionPool (libmodels/data/sdks-mcp.yml): execute_with_retries
# bounds each attempt only by settings= (BaseRequestSettings.timeout is None
# by default) and its retries have no overall deadline.
import ydb
import ydb.aio


class Server:
    def __init__(self):
        self._pool: ydb.aio.QuerySessionPool | None = None

    async def connect(self, driver):
        pool = ydb.aio.QuerySessionPool(driver)
        self._pool = pool

    async def query(self, sql):
        # the member is found through its annotation or its construction,
        # though the last assignment (in stop) is None
        return await self._pool.execute_with_retries(sql, None)  # want: RC103

    async def query_bounded(self, sql):
        settings = ydb.BaseRequestSettings().with_timeout(10)
        return await self._pool.execute_with_retries(sql, None, settings=settings)

    async def stop(self):
        self._pool = None


async def typed(pool: ydb.aio.QuerySessionPool, sql: str):
    return await pool.execute_with_retries(sql)  # want: RC103


async def forwarded(pool: ydb.aio.QuerySessionPool, sql: str, **kwargs):
    # settings may come in **kwargs: never a guess
    return await pool.execute_with_retries(sql, **kwargs)
