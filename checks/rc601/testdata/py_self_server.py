# A FastMCP server held on self (checks/facts/pyselfsrv): `@self.tool` in a
# class deriving from FastMCP, `@self.app.tool` where the class assigns the
# server to self.app, from a call or from a parameter typed FastMCP.
import httpx
from mcp.server.fastmcp import FastMCP

API = "https://api.example.com"


class ClusterServer(FastMCP):
    def __init__(self):
        super().__init__(name="clusters")
        self._register()

    def _register(self):
        # ---- positives ----
        @self.tool(name="create_notebook")
        async def create_notebook(name: str) -> str:  # want: RC601
            async with httpx.AsyncClient(timeout=10) as c:
                return (await c.post(f"{API}/notebooks/create", json={"name": name})).text

        # ---- negatives ----
        @self.tool(name="list_clusters")
        async def list_clusters() -> str:
            async with httpx.AsyncClient(timeout=10) as c:
                return (await c.get(f"{API}/clusters/list")).text


class RecordTools:
    def __init__(self, app: FastMCP):
        self.app = app
        self.helper = object()

    def register(self):
        @self.app.tool()
        async def create_record(model: str, title: str) -> str:  # want: RC601
            async with httpx.AsyncClient(timeout=10) as c:
                return (await c.post(f"{API}/{model}", json={"title": title})).text

        # ---- negatives ----
        # self.helper is no server: its .tool decorator registers nothing RC601 knows
        @self.helper.tool()
        async def create_note(title: str) -> str:
            async with httpx.AsyncClient(timeout=10) as c:
                return (await c.post(f"{API}/notes", json={"title": title})).text


class Plain:
    # a class deriving from no server: @self.tool is its own method
    def tool(self, **kw):
        return lambda fn: fn

    def register(self):
        @self.tool(name="create_item")
        async def create_item(title: str) -> str:
            async with httpx.AsyncClient(timeout=10) as c:
                return (await c.post(f"{API}/items", json={"title": title})).text
