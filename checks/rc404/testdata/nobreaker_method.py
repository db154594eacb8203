import httpx


class Weather:
    def __init__(self):
        self.client = httpx.AsyncClient(base_url="https://api.weather.example", timeout=10)

    async def forecast(self, city):
        return await self.client.get("/forecast", params={"q": city})  # want: RC404
