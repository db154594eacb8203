import asyncio

from mcp.server.fastmcp import FastMCP

from app.repo import ItemRepository, WidgetRepository

mcp = FastMCP("items")
repo = ItemRepository("https://acme.example.com")
widgets = WidgetRepository()


@mcp.tool()
async def list_items(folder: str) -> list:
    return repo.list_items(folder)  # want: RC201


@mcp.tool()
async def list_items_offloaded(folder: str) -> list:
    return await asyncio.to_thread(repo.list_items, folder)


@mcp.tool()
async def label(item: str) -> str:
    return repo.label(item)


@mcp.tool()
async def widget(name: str):
    return widgets.fetch(name)


class ItemTools:
    def __init__(self, items: ItemRepository) -> None:
        self.items = items

    async def count(self, folder: str) -> int:
        return len(self.items.list_items(folder))  # want: RC201

    async def count_offloaded(self, folder: str) -> int:
        return len(await asyncio.to_thread(self.items.list_items, folder))
