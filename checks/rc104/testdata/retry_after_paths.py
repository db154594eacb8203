import asyncio
import random

import httpx
from fastmcp import FastMCP

mcp = FastMCP("retry-after-paths")
MAX_RETRY_AFTER = 20
INITIAL_BACKOFF = 1


# The delay is bound on each branch of the header test (vishalsachdev's
# canvas-mcp): on the path where the header parses, the sleep waits as
# long as the server asks.
@mcp.tool()
async def fetch_branches(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(3):
            try:
                resp = await client.get(url)
                resp.raise_for_status()
                return resp.text
            except httpx.HTTPStatusError as e:
                if e.response.status_code == 429:
                    retry_after = e.response.headers.get("Retry-After")
                    if retry_after:
                        try:
                            wait_time = int(retry_after)
                        except ValueError:
                            wait_time = INITIAL_BACKOFF * (2**attempt)
                    else:
                        wait_time = INITIAL_BACKOFF * (2**attempt)
                    await asyncio.sleep(wait_time)  # want: RC104
                    continue
                raise
    return ""


# A jitter on top of the header (benmonopoli's open-greenhouse-mcp): the min
# caps the jitter, not the header; and a second added to the header
# (riemannzeta's patent_mcp_server) is still at least what the server asks.
@mcp.tool()
async def fetch_jitter(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for _ in range(3):
            resp = await client.get(url)
            if resp.status_code == 429:
                retry_after = float(resp.headers.get("Retry-After", "1"))
                jitter = random.uniform(0, min(retry_after * 0.5, 2.0))
                await asyncio.sleep(retry_after + jitter)  # want: RC104
                continue
            return resp.text
    return ""


@mcp.tool()
async def fetch_plus_one(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            wait_time = int(resp.headers.get("Retry-After", 5)) + 1
            await asyncio.sleep(wait_time)  # want: RC104
            resp = await client.get(url)
        return resp.text


# Clean look-alikes. Another except clause binds the delay from the header;
# this clause's sleep waits its own backoff, which every path to it binds
# (onimsha's airtable client, john-walkoe's courtlistener client).
class RateLimited(Exception):
    def __init__(self, retry_after: float | None):
        self.retry_after = retry_after


@mcp.tool()
async def fetch_other_clause(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        for attempt in range(3):
            try:
                resp = await client.get(url)
                if resp.status_code == 429:
                    raise RateLimited(float(resp.headers.get("Retry-After", "1")))
                return resp.text
            except RateLimited as e:
                wait_time = min(e.retry_after or 1, MAX_RETRY_AFTER)
                await asyncio.sleep(wait_time)
            except httpx.TransportError:
                wait_time = 2**attempt
                await asyncio.sleep(wait_time)
    return ""


# The header's value replaced on its own path before the sleep, and one
# capped back into its own name.
@mcp.tool()
async def fetch_overwritten(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            delay = float(resp.headers.get("Retry-After", "1"))
            delay = INITIAL_BACKOFF * 4
            await asyncio.sleep(delay)
        return resp.text


@mcp.tool()
async def fetch_capped_back(url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            wait = float(resp.headers.get("Retry-After", "1"))
            wait = min(wait, MAX_RETRY_AFTER)
            await asyncio.sleep(wait + random.random())
        return resp.text


@mcp.tool()
async def fetch_branch_capped(url: str, attempt: int = 0) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
        if resp.status_code == 429:
            ra = resp.headers.get("Retry-After")
            if ra:
                wait = int(ra)
            else:
                wait = INITIAL_BACKOFF * (2**attempt)
            if wait > MAX_RETRY_AFTER:
                return "rate limited; try again later"
            await asyncio.sleep(wait)
        return resp.text
