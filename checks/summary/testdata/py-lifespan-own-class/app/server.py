from contextlib import asynccontextmanager
from typing import AsyncIterator

from mcp.server.fastmcp import Context, FastMCP
from pymilvus import MilvusClient


class MilvusConnector:
    """The server's own wrapper of the SDK client: its errors carry pymilvus text."""

    def __init__(self, uri: str) -> None:
        self.client = MilvusClient(uri=uri, timeout=10)

    async def list_collections(self) -> list[str]:
        try:
            return self.client.list_collections()  # want: RC201
        except Exception as e:
            raise ValueError(f"Failed to list collections: {str(e)}")


class Settings:
    """Clean look-alike: an own class whose method raises only fixed text."""

    def __init__(self, name: str) -> None:
        self.name = name

    def label(self) -> str:
        if not self.name:
            raise ValueError("no name configured")
        return self.name.upper()


class AppContext:
    def __init__(self, connector: MilvusConnector, settings: Settings) -> None:
        self.connector = connector
        self.settings = settings


@asynccontextmanager
async def lifespan(server: FastMCP) -> AsyncIterator[AppContext]:
    connector = MilvusConnector(uri="http://localhost:19530")
    yield AppContext(connector, Settings("milvus"))


mcp = FastMCP(name="milvus", lifespan=lifespan)


@mcp.tool()
async def list_collections(ctx: Context) -> str:
    try:
        connector = ctx.request_context.lifespan_context.connector
        names = await connector.list_collections()
        return ", ".join(names)
    except Exception as e:
        return f"Error: {str(e)}"  # want: RC402


@mcp.tool()
async def server_label(ctx: Context) -> str:
    try:
        settings = ctx.request_context.lifespan_context.settings
        return settings.label()
    except Exception as e:
        return f"Error: {str(e)}"
