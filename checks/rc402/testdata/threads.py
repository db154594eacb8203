import anyio
import sqlite3

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("db")


@mcp.tool()
async def count_rows(table: str) -> str:
    # the helper runs its query in a worker thread: its driver error is
    # what run_sync raises here
    def _work():
        with sqlite3.connect("app.db") as conn:
            return conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]

    try:
        return str(await anyio.to_thread.run_sync(_work))
    except Exception as e:
        return f"query failed: {e}"  # want: RC402


@mcp.tool()
async def double(n: int) -> str:
    # the thread runs arithmetic only: nothing outside the code fails
    def _twice():
        return n * 2

    try:
        return str(await anyio.to_thread.run_sync(_twice))
    except Exception as e:
        return f"failed: {e}"


EXECUTOR = None  # a concurrent.futures.ThreadPoolExecutor, set at start-up


def _read(path: str) -> str:
    with open(path) as fh:
        return fh.read()


@mcp.tool()
def read_note(path: str) -> str:
    # executor.submit(fn): future.result() raises what fn raised
    try:
        return EXECUTOR.submit(_read, path).result(timeout=5)
    except Exception as e:
        return f"read failed: {e}"  # want: RC402
