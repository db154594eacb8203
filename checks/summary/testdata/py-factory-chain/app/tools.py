from mcp.server.fastmcp import FastMCP

from app.client import initialize_async_client, initialize_client

mcp = FastMCP("es")


@mcp.tool()
async def get_index(index: str) -> dict:
    client = initialize_client()
    return client.indices.get(index=index)  # want: RC201


@mcp.tool()
async def search(index: str) -> dict:
    client = initialize_client()
    return client.search(index=index)  # want: RC201


@mcp.tool()
async def get_index_async(index: str) -> dict:
    # Clean twin: the asyncio client's nested call, awaited.
    client = initialize_async_client()
    return await client.indices.get(index=index)
