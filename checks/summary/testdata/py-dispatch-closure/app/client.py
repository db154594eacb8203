import httpx


class APIClient:
    def __init__(self, api_url: str):
        self.client = httpx.AsyncClient(timeout=10)
        self.api_url = api_url

    async def save_event(self, name: str, data: str) -> str:
        response = await self.client.post(f"{self.api_url}/v0/events", params={"name": name}, data=data)
        return response.text

    async def push_datafile(self, path: str) -> str:
        params = {"filename": path, "force": "True"}
        response = await self.client.post(f"{self.api_url}/v0/datafiles", params=params)
        return response.text

    async def list_pipes(self) -> str:
        response = await self.client.get(f"{self.api_url}/v0/pipes")
        return response.text
