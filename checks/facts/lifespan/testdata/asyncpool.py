from contextlib import asynccontextmanager

import asyncpg
from fastmcp import Context, FastMCP


@asynccontextmanager
async def lifespan(server: FastMCP):
    async with asyncpg.create_pool("postgresql://db/app", command_timeout=30) as pool:
        yield {"pool": pool}


mcp = FastMCP("app", lifespan=lifespan)


@mcp.tool()
async def rows(ctx: Context, table: str) -> str:
    pool = ctx.lifespan_context["pool"]
    async with pool.acquire() as conn:
        return str(await conn.fetch("SELECT * FROM t"))
