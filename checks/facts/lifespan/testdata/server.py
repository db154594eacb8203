from contextlib import asynccontextmanager
from dataclasses import dataclass

import requests
from mcp.server.fastmcp import Context, FastMCP
from psycopg_pool import ConnectionPool


@dataclass
class AppContext:
    http: requests.Session
    db: ConnectionPool


@asynccontextmanager
async def lifespan(server: FastMCP):
    pool = ConnectionPool(conninfo="postgresql://db/app", min_size=1, max_size=5)
    session = requests.Session()
    try:
        yield AppContext(session, db=pool)
    finally:
        pool.close()


mcp = FastMCP("app", lifespan=lifespan)


@mcp.tool()
async def fetch(ctx: Context, url: str) -> str:
    http = ctx.request_context.lifespan_context.http
    return http.get(url).text  # want: RC101 RC201


@mcp.tool()
async def count(ctx: Context, table: str) -> str:
    app = ctx.request_context.lifespan_context
    return app.http.post("https://api.example.com/count", json={"t": table}).text  # want: RC101 RC201
