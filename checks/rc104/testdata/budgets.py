import asyncio

import asyncpg
import httpx
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("budgets")


@mcp.tool()
def report(q: str) -> str:
    return requests.get("https://reports.example/run", params={"q": q}, timeout=300).text  # want: RC104


@mcp.tool()
def split(q: str) -> str:
    return requests.get("https://api.example/x", timeout=(10, 20)).text  # want: RC104


@mcp.tool()
async def slow(q: str) -> str:
    return await asyncio.wait_for(run(q), 120)  # want: RC104


@mcp.tool()
async def query(sql: str) -> list:
    conn = await asyncpg.connect("postgresql://db/app", command_timeout=60)  # want: RC104
    return await conn.fetch(sql)


@mcp.resource("config://app")
def config() -> str:
    return httpx.get("https://config.example/app", timeout=20).text  # want: RC104


# within budget, outside handlers, or not a literal: not reported


@mcp.tool()
def quick(q: str) -> str:
    return requests.get("https://api.example/x", timeout=(5, 25)).text


@mcp.tool()
def from_config(q: str) -> str:
    return requests.get("https://api.example/x", timeout=REPORT_TIMEOUT).text


def batch_job():
    return requests.get("https://reports.example/nightly", timeout=3600).text


@mcp.resource("status://app")
def status() -> str:
    return httpx.get("https://status.example/", timeout=5).text


@mcp.tool()
def socket_read(host: str) -> bytes:
    import socket

    s = socket.create_connection((host, 9876), timeout=3)
    s.settimeout(180.0)  # want: RC104
    return s.recv(1024)


@mcp.tool()
def socket_read_short(host: str) -> bytes:
    import socket

    s = socket.create_connection((host, 9876), timeout=3)
    s.settimeout(20)
    return s.recv(1024)
