# A client of the upstream and a quiet one, for tools that get theirs from a
# getter method of the server class (`client = self._get_client()`): the
# local is typed by what the method returns (its annotation, or the
# constructor it returns), as Pyright types it.
import httpx


class WazuhClient:
    def __init__(self, url: str):
        self._client = httpx.AsyncClient(base_url=url, timeout=10)

    async def request(self, method: str, path: str) -> httpx.Response:
        response = await self._client.request(method, path)
        response.raise_for_status()
        return response

    async def get_agents(self) -> dict:
        response = await self.request("GET", "/agents")
        return response.json()


class QuietClient:
    def __init__(self, url: str):
        self.url = url

    async def get_agents(self) -> dict:
        try:
            async with httpx.AsyncClient(timeout=10) as c:
                r = await c.get(self.url + "/agents")
                r.raise_for_status()
                return r.json()
        except Exception:
            raise RuntimeError("agents unavailable")
