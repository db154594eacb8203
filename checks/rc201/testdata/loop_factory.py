# A sync tool registered on a server a module-level factory of the file
# builds and returns (looptool.factoryServer): the object is mcp 1.x's
# FastMCP, which calls a plain def tool inline on its event loop. Blind-set
# shape: bramdehart/podcast-mcp src/podcast_mcp/mcp/server.py
# (`mcp = create_mcp_server()`, `def create_mcp_server() -> FastMCP: return FastMCP(...)`).
import asyncio
import os
import time

import requests
from mcp.server.fastmcp import FastMCP

from .registry import make_registry


def create_mcp_server() -> FastMCP:
    token = os.getenv("TOKEN")
    return FastMCP("podcasts", instructions=f"token set: {bool(token)}")


def build_named_server():
    server = FastMCP("named")
    server.settings.port = 8001
    return server


def build_threaded_server():
    server = FastMCP("threaded")

    async def offload(fn, *args):
        return await asyncio.to_thread(fn, *args)

    server.offload = offload
    return server


mcp = create_mcp_server()
named = build_named_server()
threaded = build_threaded_server()
registry = make_registry()


@mcp.tool()
def list_episodes() -> list:
    return requests.get("https://podcasts.example.com/episodes", timeout=10).json()  # want: RC201


@named.tool()
def wait_a_bit() -> str:
    time.sleep(1)  # want: RC201
    return "done"


@mcp.tool()
async def list_episodes_async() -> list:
    return await asyncio.to_thread(requests.get, "https://podcasts.example.com/episodes", timeout=10)


@threaded.tool()
def threaded_wait() -> str:
    time.sleep(1)  # a factory that names a thread runner may wrap the tools: not judged
    return "done"


@registry.tool()
def registry_wait() -> str:
    time.sleep(1)  # a factory of another module: its class is not known here
    return "done"
