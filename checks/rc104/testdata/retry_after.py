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


# A floor is not a cap: max(1, ra) is at least what the server asks
# (plagness/Telegram-MCP's `asyncio.sleep(max(1, retry_after))`).
@mcp.tool()
async def fetch_floored(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            ra = float(resp.headers.get("Retry-After", "1"))
            await asyncio.sleep(max(1.0, ra))  # want: RC104
        return resp.text


# A parser of the file that neither calls a min nor clamps returns the
# header as sent (john-walkoe/courtlistener_citations_mcp's
# _parse_throttle_wait), also when the call hands it the header.
def _parse_throttle_wait(response: httpx.Response) -> float:
    retry_after = response.headers.get("Retry-After")
    if retry_after:
        try:
            return max(1.0, float(retry_after))
        except ValueError:
            pass
    return 60.0


def seconds_of(value: str | None) -> float:
    if not value:
        return 1.0
    return float(value)


@mcp.tool()
async def fetch_throttled(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(3):
            resp = await client.get(url)
            if resp.status_code == 429:
                delay = max(2.0**attempt, _parse_throttle_wait(resp))
                await asyncio.sleep(delay)  # want: RC104
                continue
            return resp.text
    return ""


@mcp.tool()
async def fetch_converted(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            await asyncio.sleep(seconds_of(resp.headers.get("Retry-After")))  # want: RC104
        return resp.text


# Clean look-alikes: a floor of two fixed values; a parser of a body field
# that is not the header; a floor the function then caps.
def backoff_of(attempt: int) -> float:
    return 2.0**attempt


@mcp.tool()
async def fetch_backoff(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(3):
            resp = await client.get(url)
            if resp.status_code == 429:
                await asyncio.sleep(max(1.0, backoff_of(attempt)))
                continue
            return resp.text
    return ""


@mcp.tool()
async def fetch_floor_capped(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            await asyncio.sleep(min(max(1.0, float(resp.headers.get("Retry-After", "1"))), MAX_RETRY_AFTER))
        return resp.text
