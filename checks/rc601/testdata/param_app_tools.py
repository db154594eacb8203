# Tools registered on a server passed in as an annotated parameter
# (def register_tools(app: FastMCP): @app.tool()): the receiver's type says
# it is an MCP server even though its name does not.
import httpx
from mcp.server.fastmcp import FastMCP

from .config import Settings


def register_tools(app: FastMCP, base: str) -> None:
    @app.tool()
    async def create_dashboard(title: str) -> dict:  # want: RC601
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.post(f"{base}/api/dashboards/db", json={"dashboard": {"title": title}})
            return r.json()

    @app.tool()
    async def get_dashboard(uid: str) -> dict:  # clean: a read
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.get(f"{base}/api/dashboards/uid/{uid}")
            return r.json()


def register_cli(app: Settings) -> None:
    # clean: `app` here is a settings object, not a server
    @app.tool()
    async def create_note(text: str) -> dict:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.post("https://notes.example/notes", json={"text": text})
            return r.json()
