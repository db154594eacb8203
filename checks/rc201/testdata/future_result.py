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


# A sync bridge that runs a coroutine on a worker thread and waits for it
# (robcerda/tesla-mcp-server's run_async): calling it from async code, or
# from a sync tool mcp 1.x's FastMCP calls on its event loop, blocks the
# loop until the worker finishes.
def run_async(coro):
    with ThreadPoolExecutor() as executor:
        future = executor.submit(asyncio.run, coro)
        return future.result(timeout=30)


def run_later(coro):
    with ThreadPoolExecutor() as executor:
        return executor.submit(asyncio.run, coro)


async def fetch_count(project: str) -> int:
    return len(project)


@mcp.tool()
def sync_stats(project: str) -> str:
    return str(run_async(fetch_count(project)))  # want: RC201


@mcp.tool()
async def async_stats(project: str) -> str:
    run_later(fetch_count(project))
    return str(run_async(fetch_count(project)))  # want: RC201


def fetch_now(project: str) -> str:
    import requests

    return requests.get("https://example.com/" + project, timeout=5).text


@mcp.tool()
async def wrapped(project: str) -> str:
    text = str(fetch_now(project))  # want: RC201
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, fetch_now, project)
    await asyncio.to_thread(fetch_now, project)
    return text


@mcp.tool()
async def handed_result(project: str) -> str:
    # fetch_now(project) runs here, on the loop; to_thread gets its result
    return await asyncio.to_thread(str, fetch_now(project))  # want: RC201
