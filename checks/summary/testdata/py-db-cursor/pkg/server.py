import asyncio

from mcp.server.fastmcp import FastMCP

from .conn import connection_manager, open_async, open_connection

mcp = FastMCP("db-cursor")


@mcp.tool()
async def list_databases() -> str:
    conn = connection_manager.get_connection()  # want: RC201
    cursor = conn.cursor()
    cursor.execute("SHOW DATABASES")  # want: RC201
    return str(cursor.fetchall())


@mcp.tool()
async def describe(table: str) -> str:
    conn = open_connection()  # want: RC201
    with conn.cursor() as cur:
        cur.execute(f"DESCRIBE TABLE {table}")  # want: RC201
        return str(cur.fetchall())


# clean twins: in a worker thread, or an asyncio driver's cursor


@mcp.tool()
async def list_databases_offloaded() -> str:
    def run():
        conn = connection_manager.get_connection()
        cursor = conn.cursor()
        cursor.execute("SHOW DATABASES")
        return cursor.fetchall()

    return str(await asyncio.to_thread(run))


@mcp.tool()
async def list_databases_async() -> str:
    conn = await open_async()
    async with conn.cursor() as cur:
        await cur.execute("SHOW DATABASES")
        return str(await cur.fetchall())
