# Error text a helper returns as a value, reaching the tool's result through
# a concurrent.futures executor: the value of future.result() is what the
# function handed to executor.submit(fn, ...) returns (package pyfuture;
# summary Call.Runs).
import concurrent.futures
from concurrent.futures import ThreadPoolExecutor, as_completed

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("submit")
QUERY_EXECUTOR = ThreadPoolExecutor(max_workers=4)


def execute_query(url: str):
    try:
        r = httpx.get(url, timeout=10)
        return r.json()
    except Exception as err:
        return {"error": str(err)}  # want: RC402


def post_one(url: str):
    try:
        r = httpx.post(url, timeout=10)
        return True, r.text
    except httpx.HTTPError as e:
        return False, f"{type(e).__name__}: {e}"  # want: RC402


@mcp.tool()
def run_query(url: str) -> dict:
    future = QUERY_EXECUTOR.submit(execute_query, url)
    return future.result(timeout=30)


@mcp.tool()
def notify(urls: list[str]) -> list:
    rows = []
    with ThreadPoolExecutor(max_workers=4) as pool:
        futs = {pool.submit(post_one, u): u for u in urls}
        for fut in as_completed(futs):
            ok, detail = fut.result()
            rows.append({"url": futs[fut], "ok": ok, "detail": detail})
    return rows


# Clean twins: the helpers return a fixed message, or the tool keeps only a
# count of the results; the values are submitted the same way.
def execute_query_quiet(url: str):
    try:
        r = httpx.get(url, timeout=10)
        return r.json()
    except Exception:
        return {"error": "query failed"}


def post_one_logged(url: str):
    try:
        r = httpx.post(url, timeout=10)
        return True, r.text
    except httpx.HTTPError as e:
        return False, f"{type(e).__name__}: {e}"


@mcp.tool()
def run_query_quiet(url: str) -> dict:
    future = QUERY_EXECUTOR.submit(execute_query_quiet, url)
    return future.result(timeout=30)


@mcp.tool()
def notify_counted(urls: list[str]) -> dict:
    sent = 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        futs = [pool.submit(post_one_logged, u) for u in urls]
        for fut in concurrent.futures.as_completed(futs):
            ok, _ = fut.result()
            sent += 1 if ok else 0
    return {"sent": sent}
