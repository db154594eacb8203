# A sync method of a class of the same file, called on an instance of it in
# an async handler, blocks the loop as a sync helper does (mcp-server-duckdb's
# db.execute_query). An async method, a property and an instance of a class
# from elsewhere are not followed.
import requests
from mcp.server import Server

URL = "https://kv.example.com/"


class Store:
    def __init__(self) -> None:
        self.session = requests.Session()

    def fetch(self, key: str) -> dict:
        return self.session.get(URL + key, timeout=5).json()

    def name(self) -> str:
        return "store"

    async def afetch(self, key: str) -> dict:
        return {"key": key}


store = Store()


async def main() -> None:
    server = Server("kv")
    db = Store()

    @server.call_tool()
    async def call_tool(name: str, arguments: dict) -> list:
        if name == "get":
            return [db.fetch(arguments["key"])]  # want: RC201
        if name == "label":
            return [db.name(), await db.afetch("x")]
        return [store.fetch(arguments["key"])]  # want: RC201
