# The repository's API client (Spira's SpiraClient, motherduck's
# DatabaseClient): get_item raises httpx's errors, label computes locally.
import httpx


class ApiClient:
    def __init__(self, base: str):
        self.base = base

    def get_item(self, item_id: str) -> dict:
        with httpx.Client(timeout=10) as client:
            r = client.get(self.base + "/items/" + item_id)
            r.raise_for_status()
            return r.json()

    def label(self, text: str) -> str:
        return text.strip()


class LocalStore:
    def get_item(self, item_id: str) -> dict:
        return {"id": item_id}


def get_client() -> ApiClient:
    return ApiClient("https://api.example.com")
