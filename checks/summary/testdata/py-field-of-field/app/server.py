import asyncio

from mcp.server import Server

from app.managers import SearchClient


# self.client.indexes.list_indexes(): a method of a class-typed attribute
# (SearchClient.indexes = IndexManager(...)) of a class-typed attribute of
# self, in a handler nested in a method (meilisearch-mcp's shape) and in a
# method.
class SearchServer:
    def __init__(self):
        self.server = Server("search")
        self.client = SearchClient("http://search.local")
        self._setup_handlers()

    def _setup_handlers(self):
        @self.server.call_tool()
        async def handle_call_tool(name: str, arguments: dict):
            if name == "list-indexes":
                return self.client.indexes.list_indexes()  # want: RC201
            if name == "lookup":
                return self.client.cache.lookup(arguments["key"])  # clean: the field's class makes no request
            if name == "unknown":
                return self.client.stats.list_indexes()  # clean: no class is known for the field
            return None

    async def list_direct(self) -> dict:
        return self.client.indexes.list_indexes()  # want: RC201

    async def list_offloaded(self) -> dict:
        return await asyncio.to_thread(self.client.indexes.list_indexes)  # clean: in a worker thread
