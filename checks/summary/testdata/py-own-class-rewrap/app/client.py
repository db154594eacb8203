import httpx

from app.errors import ApiError, NotFoundError


class Client:
    def __init__(self):
        self.http = httpx.AsyncClient(timeout=10)

    async def get_item(self, item_id: str) -> dict:
        # The httpx error's text goes into the project's own class.
        try:
            r = await self.http.get(f"https://api.example.com/items/{item_id}")
            r.raise_for_status()
            return r.json()
        except httpx.HTTPError as e:
            raise ApiError(f"HTTP error: {e}") from e

    async def get_user(self, user_id: str) -> dict:
        # Clean twin: only the status code and fixed text go into the class.
        try:
            r = await self.http.get(f"https://api.example.com/users/{user_id}")
            r.raise_for_status()
            return r.json()
        except httpx.HTTPStatusError as e:
            raise NotFoundError(f"user lookup failed with HTTP {e.response.status_code}") from e
        except httpx.HTTPError as e:
            raise NotFoundError("user service unavailable") from e
