import httpx


class Client:
    async def fetch_things(self, path: str) -> dict:
        async with httpx.AsyncClient(timeout=5) as c:
            r = await c.get("https://api.example.com" + path)
            r.raise_for_status()
            return r.json()


def get_client() -> Client:
    return Client()
