import asyncio
import time

import httpx
import requests
from fastmcp import FastMCP

mcp = FastMCP("retry-after")
MAX_RETRY_AFTER = 20


# A 429's Retry-After slept as sent (batch 24: Biostrap/sensorbio's
# `time.sleep(float(ra))`): the server chooses how long the tool waits.
@mcp.tool()
def fetch(url: str) -> str:
    for _ in range(3):
        resp = requests.get(url, timeout=10)
        if resp.status_code == 429:
            ra = resp.headers.get("retry-after")
            if ra:
                time.sleep(float(ra))  # want: RC104
            continue
        return resp.text
    return ""


@mcp.tool()
async def fetch_async(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for _ in range(3):
            resp = await client.get(url)
            if resp.status_code == 429:
                await asyncio.sleep(int(resp.headers.get("Retry-After", 5)))  # want: RC104
                continue
            return resp.text
    return ""


# Clean look-alikes: a capped wait, a wait the function compares with a
# ceiling, and a project's parser (it may clamp what it returns).
@mcp.tool()
async def fetch_capped(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            await asyncio.sleep(min(float(resp.headers.get("Retry-After", "1")), MAX_RETRY_AFTER))
        return resp.text


@mcp.tool()
async def fetch_compared(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            wait = float(resp.headers.get("Retry-After", "1"))
            if wait > MAX_RETRY_AFTER:
                return "rate limited; try again later"
            await asyncio.sleep(wait)
        return resp.text


def parse_retry_after(value: str | None) -> float:
    return min(float(value or 1), MAX_RETRY_AFTER)


@mcp.tool()
async def fetch_parsed(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            await asyncio.sleep(parse_retry_after(resp.headers.get("Retry-After")))
        return resp.text
