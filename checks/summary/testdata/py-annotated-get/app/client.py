# A repository client whose get() sends a request (GSA-TTS
# usa-spending-mcp-server's USASpendingClient), and a settings class whose
# get() reads its own dict.
import httpx


class ApiClient:
    def __init__(self, base: str):
        self.http = httpx.AsyncClient(base_url=base, timeout=10)

    async def get(self, path: str) -> dict:
        r = await self.http.get(path)
        r.raise_for_status()
        return r.json()


class Settings:
    def __init__(self):
        self.values = {"region": "eu"}

    def get(self, key: str) -> str:
        return self.values[key]
