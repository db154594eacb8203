# A plain helper that blocks, called from an async tool: the helper blocks
# the event loop as if its body were written in the tool.
import asyncio
import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("helpers")


def settle():
    time.sleep(2)


def lookup(name):
    return requests.get(f"https://dir.example/{name}", timeout=5).json()


def pure(x):
    return x * 2


@mcp.tool()
async def deploy(env: str) -> str:
    settle()  # want: RC201
    return lookup(env)["id"]  # want: RC201


@mcp.tool()
async def fine(env: str) -> str:
    await asyncio.to_thread(settle)  # handed to a thread: not reported
    return str(pure(3))


def sync_tool(env):
    settle()  # a sync caller: not reported
    return env
