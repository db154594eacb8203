# A concurrent.futures Future waited on in an async tool blocks the event
# loop until the worker finishes (wandb-mcp-server's count and root
# futures). Awaiting the wrapped future, or an asyncio task's result(), does not.
import asyncio
import concurrent.futures
from concurrent.futures import ThreadPoolExecutor

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("futures")
POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4)


def count(project: str) -> int:
    return len(project)


@mcp.tool()
async def stats(project: str) -> str:
    with ThreadPoolExecutor(max_workers=2) as executor:
        total_future = executor.submit(count, project)
        root_future = executor.submit(count, project + "/root")
        total = total_future.result()  # want: RC201
        root = root_future.result()  # want: RC201
    fut = POOL.submit(count, project)
    concurrent.futures.wait([fut])  # want: RC201
    return f"{total} {root}"


@mcp.tool()
async def stats_awaited(project: str) -> str:
    fut = POOL.submit(count, project)
    total = await asyncio.wrap_future(fut)
    task = asyncio.ensure_future(asyncio.sleep(0, result=1))
    await task
    return f"{total} {task.result()}"
