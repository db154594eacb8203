import json


def run_query(ctx, query: str) -> str:
    pool = ctx.request_context.lifespan_context["pool"]
    with pool.connection() as conn:
        with conn.cursor() as cur:
            try:
                cur.execute(query)
                return json.dumps(cur.fetchall())
            except Exception as e:
                return f"Error executing query: {e}"  # want: RC402 whole-only (diff mode reads the server through a search)


def show_limits(ctx, name: str) -> str:
    limits = ctx.request_context.lifespan_context["limits"]
    try:
        return json.dumps(limits.get(name))
    except Exception as e:
        return f"Error: {e}"
