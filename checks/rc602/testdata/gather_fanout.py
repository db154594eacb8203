import asyncio

import httpx


class Jira:
    def __init__(self, client):
        self.client = client

    async def issues_with_comments(self, keys):
        # one lookup per listed issue: one failure loses every issue
        details = await asyncio.gather(*[self.client.get_issue(k) for k in keys])  # want: RC602
        return details

    async def _load_page(self, http, n):
        resp = await http.get(f"https://api.example.com/pages/{n}")
        return resp.json()

    async def all_pages(self, count):
        async with httpx.AsyncClient(timeout=10) as http:
            tasks = [self._load_page(http, n) for n in range(count)]
            pages = await asyncio.gather(*tasks)  # want: RC602
        return [item for page in pages for item in page]

    # Clean: return_exceptions=True keeps the items that succeeded.
    async def tolerant(self, keys):
        results = await asyncio.gather(*[self.client.get_issue(k) for k in keys], return_exceptions=True)
        return [r for r in results if not isinstance(r, Exception)]

    async def _safe_issue(self, k):
        try:
            return await self.client.get_issue(k)
        except Exception as e:
            return {"key": k, "error": str(e)}

    # Clean: the per-item helper catches its own failure.
    async def safe(self, keys):
        return await asyncio.gather(*[self._safe_issue(k) for k in keys])

    # Clean: local work per item.
    async def render(self, rows):
        return await asyncio.gather(*[asyncio.to_thread(format_row, r) for r in rows])

    # Clean: the result is discarded (a barrier).
    async def warm(self, keys):
        await asyncio.gather(*[self.client.get_issue(k) for k in keys])

    # Tasks appended in a loop: the loop form of the comprehension.
    async def statuses(self, ids):
        tasks = []
        for i in ids:
            tasks.append(asyncio.create_task(self.client.fetch_status(i)))
        done = await asyncio.gather(*tasks)  # want: RC602
        return dict(zip(ids, done))
