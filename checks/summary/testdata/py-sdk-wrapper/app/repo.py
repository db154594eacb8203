from acme_sdk import AcmeClient
from widget_sdk import WidgetClient


class ItemRepository:
    """Holds a synchronous SDK client and exposes sync methods that call it."""

    def __init__(self, url: str) -> None:
        self.client = AcmeClient(url)

    def list_items(self, folder: str) -> list:
        return self.client.list_items(folder=folder)

    def label(self, item: str) -> str:
        return f"item {item}"


class WidgetRepository:
    """Holds a client whose methods this file awaits: an asynchronous SDK."""

    def __init__(self) -> None:
        self.client = WidgetClient()

    def fetch(self, name: str):
        return self.client.fetch(name)

    async def fetch_async(self, name: str):
        return await self.client.fetch(name)
