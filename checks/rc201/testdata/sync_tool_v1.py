# mcp 1.x's FastMCP calls a plain `def` tool inline on its event loop
# (python-sdk issue 1646), so a blocking call in a sync tool stalls the
# server as it would in an async def.
import subprocess
import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    r = requests.get("https://api.example.com/f", params={"q": city}, timeout=10)  # want: RC201
    return r.text


@mcp.resource("weather://{city}")
def cached(city: str) -> str:
    time.sleep(1)  # want: RC201
    return city


@mcp.prompt()
def render(city: str) -> str:
    return fetch_report(city)  # want: RC201


def fetch_report(city: str) -> str:
    return subprocess.run(["report", city], capture_output=True, text=True, timeout=30).stdout


def not_a_tool(city: str) -> str:
    # a plain function nobody registers: it runs where its caller runs
    return requests.get("https://api.example.com/f", timeout=10).text


@mcp.tool()
def pure(city: str) -> str:
    # no blocking call: nothing to report
    return city.upper()


@mcp.tool()
async def offloaded(city: str) -> str:
    import anyio

    return await anyio.to_thread.run_sync(lambda: requests.get("https://api.example.com/f", timeout=10).text)


def register_more(server: FastMCP):
    # a server handed in, annotated with mcp 1.x's class: reported (the twin
    # of sync_tool_fallback.py, whose FastMCP may be fastmcp 3's)
    @server.tool()
    def backups(namespace: str) -> str:
        return subprocess.run(["velero", "backup", "get", "-n", namespace], capture_output=True, text=True, timeout=30).stdout  # want: RC201
