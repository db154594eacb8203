import asyncio
import subprocess

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("fallbacks")

LONG_TIMEOUT = 300


def run(cmd: list, timeout: int | None = None) -> str:
    # a caller that leaves timeout out waits the fallback: 300 s
    if timeout is None:
        timeout = LONG_TIMEOUT
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout  # want: RC104


def run_short(cmd: list, timeout: int | None = None) -> str:
    if timeout is None:
        timeout = 20
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout


def fetch(url: str, *, timeout: float | None = None) -> str:
    # keyword-only, with its fallback written at the use
    return requests.get(url, timeout=timeout or 120).text  # want: RC104


def fetch_quick(url: str, *, timeout: float | None = None) -> str:
    return requests.get(url, timeout=timeout or 10).text


def fetch_kw(url: str, *, timeout: float = 90) -> str:
    # a keyword-only parameter's own default
    return requests.get(url, timeout=timeout).text  # want: RC104


def fetch_set(url: str, timeout: float = 5) -> str:
    # the fallback of a parameter that has a default of its own never applies to a call leaving it out
    return requests.get(url, timeout=timeout or 600).text


def run_twice(cmd: list, timeout: int | None = None) -> str:
    # rebound again after its fallback: not one value, unknown
    if timeout is None:
        timeout = 300
    timeout = min(timeout, 25)
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout).stdout


@mcp.tool()
def build(target: str) -> str:
    return run(["make", target])  # want: RC104


@mcp.tool()
def build_bounded(target: str) -> str:
    # passes its own timeout: the fallback is not what it waits on
    return run(["make", target], timeout=20)


@mcp.tool()
def lint(target: str) -> str:
    return run_short(["ruff", target])


@mcp.tool()
def page(url: str) -> str:
    return fetch(url)  # want: RC104


@mcp.tool()
def page_bounded(url: str) -> str:
    return fetch(url, timeout=10)


@mcp.tool()
def quick(url: str) -> str:
    return fetch_quick(url)


@mcp.tool()
def page_kw(url: str) -> str:
    return fetch_kw(url)  # want: RC104


@mcp.tool()
def page_set(url: str) -> str:
    return fetch_set(url)


@mcp.tool()
def twice(target: str) -> str:
    return run_twice(["make", target])


@mcp.tool()
async def shell(cmd: str, timeout: int | None = None) -> str:
    # the handler's own parameter bounding its own wait: a client that leaves it out waits 600 s
    proc = await asyncio.create_subprocess_shell(cmd)
    await asyncio.wait_for(proc.wait(), timeout=timeout or 600)  # want: RC104
    return "done"


@mcp.tool()
async def shell_short(cmd: str, timeout: int | None = None) -> str:
    proc = await asyncio.create_subprocess_shell(cmd)
    # a short fallback, but a caller that passes timeout waits what it asks: nothing caps it (uncapped.go)
    await asyncio.wait_for(proc.wait(), timeout=timeout or 25)  # want: RC104
    return "done"
