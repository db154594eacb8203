from contextlib import asynccontextmanager

from mcp.server.fastmcp import FastMCP
from psycopg_pool import ConnectionPool

from app.tools import run_query, show_limits


@asynccontextmanager
async def app_lifespan(server):
    pool = ConnectionPool(conninfo="postgresql://db/app", open=True)
    limits = {"max_rows": 100}
    try:
        yield {"pool": pool, "limits": limits}
    finally:
        pool.close()


mcp = FastMCP("db", lifespan=app_lifespan)
mcp.add_tool(run_query)
mcp.add_tool(show_limits)
