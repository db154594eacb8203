# A tool runs its upstream call in a worker thread, handing the runner a
# lambda or a helper of the file that hands its parameter on: the thread
# re-raises in the tool what the call raised (errorigin.offloadedOrigin,
# package offload), so its text is the HTTP client's.
import asyncio
import json

import anyio
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


async def _run_sync(func, *args):
    return await anyio.to_thread.run_sync(func, *args)


def _fetch(city: str) -> str:
    return requests.get("https://weather.internal/" + city, timeout=5).text


@mcp.tool()
async def weather(city: str) -> str:
    try:
        return await anyio.to_thread.run_sync(lambda: requests.get("https://weather.internal/" + city, timeout=5).text)
    except Exception as e:
        return f"Error: {e}"  # want: RC402


@mcp.tool()
async def weather_helper(city: str) -> str:
    try:
        return await _run_sync(_fetch, city)
    except Exception as e:
        return f"Error: {e}"  # want: RC402


@mcp.tool()
async def weather_helper_lambda(city: str) -> str:
    try:
        return await _run_sync(lambda: requests.get("https://weather.internal/" + city, timeout=5).text)
    except Exception as e:
        return f"Error: {e}"  # want: RC402


# Clean look-alikes: what runs in the thread only parses the caller's
# value, so its error text is about that value.
@mcp.tool()
async def parse(doc: str) -> str:
    try:
        return str(await asyncio.to_thread(lambda: json.loads(doc)))
    except Exception as e:
        return f"Invalid document: {e}"


@mcp.tool()
async def parse_helper(doc: str) -> str:
    try:
        return str(await _run_sync(json.loads, doc))
    except Exception as e:
        return f"Invalid document: {e}"
