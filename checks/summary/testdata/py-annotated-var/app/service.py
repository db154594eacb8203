# The services a server module holds as annotated singletons.
import httpx


class GraphService:
    async def search(self, query: str) -> list:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get("https://graph.example.com/search", params={"q": query})
            r.raise_for_status()
            return r.json()


class LocalIndex:
    async def search(self, query: str) -> list:
        return [query.lower()]
