# Timeouts held in a name: a timeout object built once (httpx.Timeout with
# its first argument or read=, aiohttp.ClientTimeout(total=)), a local bound
# once, an instance attribute bound once in __init__ (also as a
# constructor's fallback for a parameter left out), a class attribute.
# Batch 11: pipefy's timeout = httpx.Timeout(_DEFAULT_DOWNLOAD_TIMEOUT),
# keboola's self.timeout = timeout or httpx.Timeout(read=60.0, ...).
from typing import Final

import aiohttp
import httpx
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")

_DOWNLOAD_TIMEOUT: Final[int] = 120


@mcp.tool()
async def download(url: str) -> bytes:
    timeout = httpx.Timeout(_DOWNLOAD_TIMEOUT)  # want: RC104
    async with httpx.AsyncClient(timeout=timeout) as client:
        return (await client.get(url)).content


@mcp.tool()
async def phases(url: str) -> bytes:
    async with httpx.AsyncClient(timeout=httpx.Timeout(connect=5.0, read=90.0, write=10.0, pool=5.0)) as client:  # want: RC104
        return (await client.get(url)).content


@mcp.tool()
async def session(url: str) -> str:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=300)) as s:  # want: RC104
        async with s.get(url) as r:
            return await r.text()


@mcp.tool()
def report(q: str) -> str:
    limit = 5 * 60  # want: RC104
    return requests.get("https://example.com/report", params={"q": q}, timeout=limit).text  # reported where limit is bound


class Api:
    _QUERY_TIMEOUT = 300.0  # want: RC104

    def __init__(self, base: str, timeout: httpx.Timeout | None = None, read_s: float = 120.0) -> None:  # want: RC104
        self.base = base
        self.timeout = timeout or httpx.Timeout(connect=5.0, read=60.0, write=10.0, pool=5.0)  # want: RC104
        self.read_s = read_s
        self.quick = 10.0

    async def get(self, path: str) -> dict:
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            return (await client.get(self.base + path)).json()

    def query(self, sql: str) -> dict:
        return requests.post(self.base + "/query", json={"sql": sql}, timeout=self._QUERY_TIMEOUT).json()

    def export(self, path: str) -> bytes:
        return requests.get(self.base + path, timeout=self.read_s).content

    def ping(self) -> bool:
        return requests.get(self.base + "/ping", timeout=self.quick).ok


api = Api("https://api.example.com")


@mcp.tool()
async def fetch(path: str) -> dict:
    return await api.get(path)  # want: RC104


@mcp.tool()
def run_query(sql: str) -> dict:
    return api.query(sql)  # want: RC104


@mcp.tool()
def export(path: str) -> bytes:
    return api.export(path)  # want: RC104


@mcp.tool()
def ping() -> bool:
    return api.ping()


# Clean twins: a timeout object within the budget, a local bound twice (not
# one value), a local from a parameter, an attribute rebound elsewhere.
@mcp.tool()
async def quick(url: str) -> bytes:
    timeout = httpx.Timeout(10.0, read=20.0)
    async with httpx.AsyncClient(timeout=timeout) as client:
        return (await client.get(url)).content


@mcp.tool()
def twice(q: str, slow: bool = False) -> str:
    limit = 10
    if slow:
        limit = 300
    return requests.get("https://example.com/twice", params={"q": q}, timeout=limit).text


@mcp.tool()
def chosen(q: str, seconds: int = 20) -> str:
    limit = seconds
    return requests.get("https://example.com/chosen", params={"q": q}, timeout=limit).text


class Tunable:
    def __init__(self) -> None:
        self.timeout = 300

    def tune(self) -> None:
        self.timeout = 10

    def get(self) -> str:
        return requests.get("https://example.com/t", timeout=self.timeout).text


tunable = Tunable()


@mcp.tool()
def tuned() -> str:
    return tunable.get()
