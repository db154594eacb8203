# A synchronous SDK no library row names, built by a factory function of a
# third-party package (checks/facts/syncsdk factoryName: get_client,
# create_..._client, connect), its methods called without await in async
# code.
import asyncio

import timeplus_connect
import acme_warehouse
import acme_stream
from acme_cache import get_cache_client
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("factory")


def make_client():
    client = timeplus_connect.get_client(host="tp")
    return client


@mcp.tool()
async def databases() -> str:
    client = make_client()
    return client.command("SHOW DATABASES")  # want: RC201


@mcp.tool()
async def rows(q: str) -> list:
    conn = acme_warehouse.connect(dsn="wh")
    return conn.fetch_rows(q)  # want: RC201


@mcp.tool()
async def cached(key: str) -> str:
    cache = get_cache_client("c")
    return cache.lookup(key)  # want: RC201


@mcp.tool()
async def streamed(topic: str) -> str:
    # clean twin: a factory whose result is awaited builds an async client
    s = await acme_stream.connect("nats://")
    s.publish(topic)
    return "ok"


@mcp.tool()
async def threaded(q: str) -> list:
    # clean twins: the blocking method in a thread, a method that makes no
    # request, a package function of another shape
    conn = acme_warehouse.connect(dsn="wh")
    rows = await asyncio.to_thread(conn.fetch_rows, q)
    conn.close()
    acme_warehouse.format_query(q)
    return rows
