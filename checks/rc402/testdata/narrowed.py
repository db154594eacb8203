# Class of real code: a tool whose try has an except clause for the HTTP
# client's base error ahead of a catch-all. The catch-all only receives what
# the client did not raise (decoding the answer, the code's own mistakes).
import asyncio

import aiohttp
import duckdb
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("narrowed")
SEARCH_URL = "https://search.example.com/api"


@mcp.tool()
async def search_docs(question: str) -> dict:
    try:
        timeout = aiohttp.ClientTimeout(total=10)
        async with aiohttp.ClientSession(timeout=timeout) as session:
            async with session.get(SEARCH_URL, params={"q": question}) as response:
                return await response.json()
    except asyncio.TimeoutError:
        return {"error": "the search timed out"}
    except aiohttp.ClientError as e:
        return {"error": f"search failed: {e}"}  # want: RC402
    except Exception as e:
        return {"error": f"unexpected search failure: {e}"}


conn = duckdb.connect("data.duckdb")


# The same with a database driver's base error: every exception the duckdb
# module raises derives from duckdb.Error, so the catch-all after it sees
# only the server's own ValueError.
@mcp.tool()
def query(sql: str) -> str:
    try:
        if not sql:
            raise ValueError("Missing arguments")
        return str(conn.execute(sql).fetchall())
    except duckdb.Error as e:
        return f"Database error: {e}"  # want: RC402
    except Exception as e:
        return f"Error: {e}"
