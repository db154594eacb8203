from contextlib import asynccontextmanager

from fastmcp import Context, FastMCP
from psycopg_pool import ConnectionPool


@asynccontextmanager
async def app_lifespan(server: FastMCP):
    pool = ConnectionPool(conninfo="postgresql://db/app", min_size=1, max_size=5)
    yield {"pool": pool, "name": "app"}
    pool.close()


mcp = FastMCP("app", lifespan=app_lifespan)


def _execute(cur, query):
    cur.execute(query)


@mcp.tool()
def run_query(ctx: Context, query: str) -> str:
    pool = ctx.request_context.lifespan_context["pool"]
    with pool.connection() as conn:
        with conn.cursor() as cur:
            try:
                _execute(cur, query)
                return str(cur.fetchall())
            except Exception as e:
                return f"Error executing query: {e}"  # want: RC402


@mcp.tool()
def run_other(ctx: Context, query: str) -> str:
    store = ctx.request_context.lifespan_context["store"]
    try:
        return str(store.lookup(query))
    except Exception as e:
        return f"Error: {e}"


@mcp.tool()
def run_get(ctx: Context, query: str) -> str:
    pool = ctx.request_context.lifespan_context.get("pool")
    with pool.connection() as conn:
        try:
            conn.execute(query)
            return "ok"
        except Exception as e:
            return f"Error: {e}"  # want: RC402
