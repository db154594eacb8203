# Method-generic request helpers retried by tenacity (anymethod.go): the
# callers choose the method, so the retry covers POST as well as GET.
import httpx
from tenacity import retry, retry_if_exception_type, stop_after_attempt


class ManagementClient:
    def __init__(self):
        self.client = httpx.AsyncClient(timeout=30)

    def prepare_request(self, method: str, path: str, body: dict | None = None) -> httpx.Request:
        return self.client.build_request(method=method, url=path, json=body)

    # ---- positives ----

    @retry(retry=retry_if_exception_type(httpx.NetworkError), stop=stop_after_attempt(3))
    async def send_request(self, request: httpx.Request) -> httpx.Response:
        return await self.client.send(request)  # want: RC301

    @retry(stop=stop_after_attempt(3))
    async def call(self, method: str, path: str) -> httpx.Response:
        return await self.client.request(method, path)  # want: RC301

    # ---- negatives ----

    @retry(stop=stop_after_attempt(3))
    async def get(self, path: str) -> httpx.Response:
        # a fixed GET: idempotent
        return await self.client.request("GET", path)

    @retry(stop=stop_after_attempt(3))
    async def send_keyed(self, request: httpx.Request) -> httpx.Response:
        # the request carries an Idempotency-Key the caller set once for all attempts
        request.headers["Idempotency-Key"] = request.extensions["key"]
        return await self.client.send(request)

    async def execute(self, method: str, path: str) -> dict:
        # not retried
        return (await self.client.request(method, path)).json()


class Database:
    # ---- positives ----

    @retry(stop=stop_after_attempt(3))
    async def execute_query(self, sql: str, readonly: bool = True):  # want: RC301
        async with self.pool.acquire() as conn:
            return await conn.execute(sql)

    # ---- negatives ----

    @retry(stop=stop_after_attempt(3))
    async def execute_read_query(self, sql: str):
        # no write mode: read-only by construction
        async with self.pool.acquire() as conn:
            return await conn.fetch(sql)

    async def execute_write(self, sql: str, readonly: bool = False):
        # not retried
        async with self.pool.acquire() as conn:
            return await conn.execute(sql)
