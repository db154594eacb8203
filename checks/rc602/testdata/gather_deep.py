import asyncio

import httpx


class Kegg:
    """Class of real code: the per-item call reaches its request through three
    helpers of the class (get -> _cached_get -> _fetch -> self._http.get);
    _cached_get's handlers re-raise as a project error, so a failed chunk
    raises out of the gather."""

    def __init__(self, http: httpx.AsyncClient):
        self._http = http
        self._cache = {}

    async def get(self, entries):
        return await self._cached_get(f"/get/{entries}")

    async def _cached_get(self, path):
        if path in self._cache:
            return self._cache[path]
        try:
            text = await self._fetch(path)
        except httpx.HTTPStatusError as exc:
            if exc.response.status_code == 404:
                return ""
            raise RuntimeError(f"HTTP {exc.response.status_code}") from exc
        self._cache[path] = text
        return text

    async def _fetch(self, path):
        resp = await self._http.get(path)
        resp.raise_for_status()
        return resp.text

    async def get_batch(self, ids):
        chunks = [ids[i : i + 10] for i in range(0, len(ids), 10)]
        tasks = [self.get("+".join(chunk)) for chunk in chunks]
        return list(await asyncio.gather(*tasks))  # want: RC602

    # Clean twin: return_exceptions=True keeps the chunks that arrived.
    async def get_batch_tolerant(self, ids):
        chunks = [ids[i : i + 10] for i in range(0, len(ids), 10)]
        tasks = [self.get("+".join(chunk)) for chunk in chunks]
        return list(await asyncio.gather(*tasks, return_exceptions=True))

    async def safe_get(self, entries):
        return await self._safe_cached(f"/get/{entries}")

    async def _safe_cached(self, path):
        try:
            return await self._fetch(path)
        except httpx.HTTPError:
            return ""

    # Clean twin: a helper two levels down answers every failure with a fallback.
    async def get_batch_safe(self, ids):
        chunks = [ids[i : i + 10] for i in range(0, len(ids), 10)]
        tasks = [self.safe_get("+".join(chunk)) for chunk in chunks]
        return list(await asyncio.gather(*tasks))

    def _parse(self, chunk):
        return [c.upper() for c in chunk]

    async def _parse_async(self, chunk):
        return self._parse(chunk)

    # Clean twin: per-item local computation.
    async def parse_all(self, chunks):
        return list(await asyncio.gather(*[self._parse_async(c) for c in chunks]))
